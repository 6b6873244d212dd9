"""What the play screen tells of the game's events: the log (the game's own events
told again, so undo never shows the card that came next and a new language retells
it), the changes others made, and the score screens, the winter report before the
results (issue 14)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QDialog, QListWidget

from ...rules.events import Event, GameEnded, SeasonScored
from ...rules.game import Game
from ..text import translate
from .changes import Unseen
from .notices import Notice, notices, retold
from .session import GameSession

LOG_LENGTH = 40  # notices kept in the side panel's log


class Telling(QObject):
    """Follows ``session``'s events for the screen showing ``game()``: the log in
    ``notice_list``, the changes in view (:attr:`showing`) and those waiting for
    their map's owner (:attr:`unseen`), and ``season_scored`` / ``game_ended``
    in the order the score screens come."""

    season_scored = Signal(int, tuple)
    game_ended = Signal()

    def __init__(
        self,
        session: GameSession,
        game: Callable[[], Game],
        notice_list: QListWidget,
        parent: QObject | None = None,
        told: Callable[[], Game] | None = None,
    ) -> None:
        """``told`` is the game whose events the log tells (else ``game``): a network
        seat's screen shows a view with stand-in answers that never happened."""
        super().__init__(parent)
        self.session, self.game, self.notice_list = session, game, notice_list
        self.told = told or game
        self.unseen = Unseen()
        self.showing: list[Notice] = []  # changes on screen until the next action
        self._logged: tuple[int, str] = (-1, "")  # events and language the log shows
        self._reports: list[SeasonScored] = []
        self._ended = False
        session.happened.connect(self.on_events)

    def retell(self) -> None:
        """In the language now chosen: the log, and the changes kept."""
        self._logged = (-1, "")
        players, computers = self.game().players, self.session.computers
        self.showing = retold(self.showing, players, computers)
        for sheet, waiting in self.unseen.waiting.items():
            self.unseen.waiting[sheet] = retold(waiting, players, computers)

    def write_log(self) -> None:
        """The log is the game's own events told again: after an undo it no longer
        names the card that came next, and a new language retells it."""
        told_game = self.told()
        events = told_game.events
        language = translate("PlayScreen", "Game seed: {seed}")  # changes with the language
        if self._logged == (len(events), language):
            return
        self._logged = (len(events), language)
        self.notice_list.clear()
        computers = self.session.computers
        told = notices(events[-4 * LOG_LENGTH :], told_game.players, computers, moves=True)
        told = told[-LOG_LENGTH:]
        for notice in reversed(told):
            self.notice_list.addItem(notice.text)

    def on_events(self, events: list[Event]) -> None:
        game = self.game()
        for notice in notices(events, game.players, self.session.computers):
            if game.solo or notice.sheet is None:
                self.showing.append(notice)  # in view now (solo), or about the table
            else:
                self.unseen.add(notice, seen_now=False)
        for event in events:
            if isinstance(event, SeasonScored):
                self._reports.append(event)
            elif isinstance(event, GameEnded):
                self._ended = False

    @property
    def reports_waiting(self) -> bool:
        """A season report not shown yet."""
        return bool(self._reports)

    def reports_due(self) -> bool:
        """A score screen to show: a season's, or the results."""
        return bool(self._reports) or (self.game().over and not self._ended)

    def show_reports(self, results: bool = True) -> None:
        """The season reports waiting, then (with ``results``) the results once."""
        while self._reports:
            report = self._reports.pop(0)
            self.season_scored.emit(report.season, report.sheets)
        if results and self.game().over and not self._ended:
            self._ended = True
            # The winter report first, then the results (issue 14): wait for the
            # report the window just opened to be closed.
            shown = QApplication.activeModalWidget()
            if isinstance(shown, QDialog) and shown.isVisible():
                shown.finished.connect(lambda _result: self.game_ended.emit())
            else:
                self.game_ended.emit()
