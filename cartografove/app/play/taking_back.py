"""Taking a move back on the play screen: your own before you hand over (solo: any),
and, on a quick table, the previous player's until the next one acts (issue 14).
Computers' moves since the person's are taken back with it (issue 13)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ..text import translate
from .computer_seats import ComputerSeats
from .session import GameSession


@dataclass
class Turns:
    """Who holds the computer now (a pass-and-play table hands it round) and whose
    move was the last one confirmed: the play screen's hand-offs and the taking
    back share them."""

    holder: int | None = None
    last_decider: int | None = None


class TakingBack(QObject):
    """Undo for the play screen. ``taken_back`` comes just before the session takes
    a move back: what the screen showed of it (the draft, the changes) goes."""

    taken_back = Signal()

    def __init__(
        self,
        session: GameSession,
        computers: ComputerSeats,
        turns: Turns,
        quick_table: bool,
        on_the_map: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        """``on_the_map``: the map is in view (not a hand-off page)."""
        super().__init__(parent)
        self.session, self.computers, self.turns = session, computers, turns
        self.quick_table = quick_table
        self.on_the_map = on_the_map

    def can_undo(self) -> bool:
        game = self.session.game
        if not game.decisions:
            return False
        return game.solo or self.turns.last_decider == self.turns.holder

    def undo_other_text(self) -> str:
        """On a quick table, until the player now at the computer acts, the button
        that gives the previous player their move back ("" for none)."""
        game, before = self.session.game, self.turns.last_decider
        if game.solo:
            return ""  # alone, Game → Undo takes any move back (a chapter offered this too)
        if not self.quick_table or game.over or before is None or before == self.turns.holder:
            return ""
        if not game.decisions or not self.on_the_map():
            return ""
        return translate("PlayScreen", "Take back {player}'s move").format(
            player=game.players[before]
        )

    def undo_other(self) -> None:
        """The previous player takes the computer back, and their move with it."""
        if self.undo_other_text():
            self.turns.holder = self.turns.last_decider
            self.undo()

    def undo(self) -> None:
        """Take back the last confirmed move (your own, before you hand over)."""
        if self.can_undo():
            self.taken_back.emit()
            self.session.undo()
            # the computers' moves since are taken back too, back to a person's move
            while self.computers.deciding() and self.session.game.decisions:
                self.session.undo()
