"""Taking a move back on the play screen: your own before you hand over (solo: any),
and, on a quick table, the previous player's until the next one acts (issue 14).
Computers' moves since the person's are taken back with it (issue 13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QStackedWidget

from ..text import translate

if TYPE_CHECKING:
    from ...rules.game import Game
    from .changes import Unseen
    from .computer_seats import ComputerSeats
    from .draft import Draft
    from .notices import Notice
    from .session import GameSession


class TakingBack:
    """Mixed into the play screen, which provides what is declared here."""

    draft: Draft | None
    showing: list[Notice]
    unseen: Unseen
    session: GameSession
    computers: ComputerSeats
    quick_table: bool
    holder: int | None
    last_decider: int | None
    pages: QStackedWidget

    @property
    def game(self) -> Game:  # pragma: no cover - the screen's
        raise NotImplementedError

    def can_undo(self) -> bool:
        game = self.game
        if not game.decisions:
            return False
        return game.solo or self.last_decider == self.holder

    def _undo_other_text(self) -> str:
        """On a quick table, until the player now at the computer acts, the button
        that gives the previous player their move back ("" for none)."""
        game, before = self.game, self.last_decider
        if not self.quick_table or game.over or before is None or before == self.holder:
            return ""
        if not game.decisions or self.pages.currentIndex() != 0:
            return ""
        return translate("PlayScreen", "Take back {player}'s move").format(
            player=game.players[before]
        )

    def undo_other(self) -> None:
        """The previous player takes the computer back, and their move with it."""
        if self._undo_other_text():
            self.holder = self.last_decider
            self.undo()

    def undo(self) -> None:
        """Take back the last confirmed move (your own, before you hand over)."""
        if self.can_undo():
            self.draft = None
            self.showing = []
            self.unseen.clear()
            self.session.undo()
            # the computers' moves since are taken back too, back to a person's move
            while self.computers.deciding() and self.game.decisions:
                self.session.undo()
