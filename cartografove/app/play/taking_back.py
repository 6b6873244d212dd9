"""Taking a move back on the play screen: your own before you hand over (solo: any),
and, on a quick table, the previous player's until the next one acts (issue 14).
Computers' moves since the person's are taken back with it (issue 13)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ..text import translate
from .computer_seats import computer_decides
from .handoff import Seating


class TakingBack(QObject):
    """Undo for the play screen. ``taken_back`` comes just before the session takes
    a move back: what the screen showed of it (the draft, the changes) goes."""

    taken_back = Signal()

    def __init__(
        self,
        seating: Seating,
        on_the_map: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        """``on_the_map``: the map is in view (not a hand-off page)."""
        super().__init__(parent)
        self.seating = seating
        self.session, self.turns = seating.session, seating.turns
        self.on_the_map = on_the_map

    def can_undo(self) -> bool:
        game = self.session.game
        if not game.decisions or not self.session.can_undo():
            return False
        return game.solo or self.turns.last_decider == self.turns.holder

    def undo_other_text(self) -> str:
        """On a quick table, until the player now at the computer acts, the button
        that gives the previous player their move back ("" for none)."""
        game, before = self.session.game, self.turns.last_decider
        if not self.seating.quick_table or game.over or before is None:
            return ""
        if before == self.turns.holder or not self.session.can_undo():
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
            while computer_decides(self.session) and self.session.game.decisions:
                self.session.undo()
