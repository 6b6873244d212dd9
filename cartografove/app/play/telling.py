"""What the play screen tells of the game's events: the log (the game's own events
told again, so undo never shows the card that came next and a new language retells
it), the changes others made, and the score screens, the winter report before the
results (issue 14)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QApplication, QDialog, QListWidget

from ...rules.events import Event, GameEnded, SeasonScored
from ..text import translate
from .notices import Notice, notices

if TYPE_CHECKING:
    from ...rules.game import Game
    from .changes import Unseen
    from .session import GameSession

LOG_LENGTH = 40  # notices kept in the side panel's log


class EventTelling:
    """Mixed into the play screen, which provides what is declared here."""

    showing: list[Notice]
    unseen: Unseen
    session: GameSession
    notice_list: QListWidget
    season_scored: SignalInstance
    game_ended: SignalInstance
    _logged: tuple[int, str]
    _reports: list[SeasonScored]
    _ended: bool

    @property
    def game(self) -> Game:  # pragma: no cover - the screen's
        raise NotImplementedError

    @property
    def told(self) -> Game:
        """The game whose events the log tells: the game on screen, except where
        the screen shows a view with stand-in answers (a network seat's request
        before the others answered), which never happened."""
        return self.game

    def _write_log(self) -> None:
        """The log is the game's own events told again: after an undo it no longer
        names the card that came next, and a new language retells it."""
        told_game = self.told
        events = told_game.events
        language = translate("PlayScreen", "Game seed: {seed}")  # changes with the language
        if self._logged == (len(events), language):
            return
        self._logged = (len(events), language)
        self.notice_list.clear()
        computers = self.session.computers
        told = notices(events[-4 * LOG_LENGTH :], told_game.players, computers)[-LOG_LENGTH:]
        for notice in reversed(told):
            self.notice_list.addItem(notice.text)

    def _on_events(self, events: list[Event]) -> None:
        for notice in notices(events, self.game.players, self.session.computers):
            if self.game.solo or notice.sheet is None:
                self.showing.append(notice)  # in view now (solo), or about the table
            else:
                self.unseen.add(notice, seen_now=False)
        for event in events:
            if isinstance(event, SeasonScored):
                self._reports.append(event)
            elif isinstance(event, GameEnded):
                self._ended = False

    def _show_reports(self) -> None:
        while self._reports:
            report = self._reports.pop(0)
            self.season_scored.emit(report.season, report.sheets)
        if self.game.over and not self._ended:
            self._ended = True
            # The winter report first, then the results (issue 14): wait for the
            # report the window just opened to be closed.
            shown = QApplication.activeModalWidget()
            if isinstance(shown, QDialog) and shown.isVisible():
                shown.finished.connect(lambda _result: self.game_ended.emit())
            else:
                self.game_ended.emit()
