"""The game on screen and its one owner: starting, continuing, showing, ending and
recording it (issue 22, "one owner per game").

The main window owns one :class:`GameController`. Whatever puts a game on screen
— a new game, a continued or opened one, a campaign chapter, a network game —
goes through :meth:`GameController.show`, which hands the game that was there
(its session, its play screen) to ``deleteLater``: after any number of games one
session and one play screen are alive, and the old games are garbage. The game
that was on screen keeps its autosave and stays in the list to continue.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict, Unpack

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox, QStackedWidget, QWidget

from ..settings import Settings
from ..text import translate
from .warning_banner import WarningBanner

if TYPE_CHECKING:
    from ...records.unfinished import UnfinishedGames
    from ...rules.game import Game
    from ..play.screen import PlayScreen
    from ..play.session import GameSession
    from ..records.campaign_screen import CampaignScreen


class Opening(TypedDict, total=False):
    """How a game comes to the screen, beside the game itself: the ``file`` it was
    opened from, the ``autosave`` it goes on in (a game continued, a campaign
    chapter) and its ``computers`` (seat → level); the hints already taken are
    the game's own (:attr:`Game.hinted`). The window hands it on whole
    (:meth:`MainWindow.start`)."""

    file: Path | None
    autosave: Path | None
    computers: dict[int, str] | None


class GameController(QObject):
    """The session and play screen on screen, if any. ``changed`` says the window's
    actions may have to follow (a move, a new game); the play screen's requests
    come out as this controller's signals, whichever screen makes them."""

    changed = Signal()
    season_scored = Signal(int, tuple)
    ended = Signal()
    overview_requested = Signal()
    export_requested = Signal()
    new_game_requested = Signal()
    play_again_requested = Signal()
    standings_requested = Signal()

    def __init__(
        self,
        stack: QStackedWidget,
        warning: WarningBanner,
        unfinished: UnfinishedGames | None,
        settings: Callable[[], Settings],
        parent: QWidget,
    ) -> None:
        """``settings``: the window's, read when a game starts (the quick table, the
        hints offered)."""
        super().__init__(parent)
        self.settings = settings
        self.stack = stack
        self.warning = warning
        self.unfinished = unfinished  # None: games cannot be kept (the data folder)
        self.session: GameSession | None = None
        self.play: PlayScreen | None = None
        self.opened_over = False  # the game on screen was opened already finished

    def start(self, game: Game, **opening: Unpack[Opening]) -> None:
        """Show a game and autosave it from now on: to ``autosave`` (a game continued,
        a campaign chapter) or to a new file of its own."""
        # start-up: the play screen and its parts load with the first game
        from ..game_setup.form import playable_computers
        from ..play.screen import PlayScreen
        from ..play.session import GameSession

        file, autosave = opening.get("file"), opening.get("autosave")
        if autosave is None and self.unfinished is not None and not game.over:
            autosave = self.unfinished.new_path()
        settings = self.settings()
        session = GameSession(game, autosave, self)
        session.file = file
        session.computers = playable_computers(opening.get("computers") or {}, len(game.players))
        session.save_failed.connect(lambda reason: self.warning.warn("save", reason))
        session.saved.connect(lambda: self.warning.clear_warning("save"))
        play = PlayScreen(session, quick_table=settings.last_setup.quick_table)
        play.hint.set_enabled(settings.hints)
        self.show(session, play, opened_over=file is not None and game.over)
        self.warning.clear_warning("save")
        session.save()

    def show(self, session: GameSession, play: PlayScreen, *, opened_over: bool = False) -> None:
        """Put ``session`` on screen in ``play``; the game that was there is let go."""
        old_session, old_play = self.session, self.play
        if old_play is not None:
            self.stack.removeWidget(old_play)
            old_play.hint.stop()
            old_play.computers.stop()
            old_play.deleteLater()
        if old_session is not None:
            old_session.deleteLater()
        session.setParent(self)
        self.session, self.play, self.opened_over = session, play, opened_over
        session.changed.connect(self.changed)
        play.season_scored.connect(self.season_scored)
        play.game_ended.connect(self.ended)
        play.overview_requested.connect(self.overview_requested)
        play.export_requested.connect(self.export_requested)
        play.new_game_requested.connect(self.new_game_requested)
        play.play_again_requested.connect(self.play_again_requested)
        play.standings_requested.connect(self.standings_requested)
        self.stack.addWidget(play)
        self.stack.setCurrentWidget(play)
        self.changed.emit()

    @property
    def autosave(self) -> Path | None:
        """The autosave of the game on screen (None: no game, or nowhere to save)."""
        return None if self.session is None else self.session.autosave

    def record_end(self, campaigns: CampaignScreen | None) -> None:
        """Record the finished game in the history (and its campaign, if it is a
        chapter) and remove its autosave — unless it was opened from somebody's
        file already finished and the player does not say it is theirs.
        Idempotent: showing the results again records nothing twice. The autosave
        goes only once the game is safely recorded."""
        session = self.session
        if session is None or not session.game.over:
            return
        if self.opened_over and not ask_if_theirs(self.stack.window()):
            return
        self.opened_over = False
        if campaigns is not None:
            recorded = campaigns.chapter_finished(session.game, session.hints, session.computers)
        else:
            # start-up: the records, once a game ends
            from ...records.finished import record_finished

            recorded = record_finished(
                session.game, hints=session.hints, computers=session.computers
            )
        if recorded.failures:
            self.warning.warn("record", "; ".join(recorded.failures))
        elif self.unfinished is not None and self.unfinished.owns(session.autosave):
            assert session.autosave is not None
            self.unfinished.delete(session.autosave)
            session.autosave = None


def ask_if_theirs(parent: QWidget) -> bool:
    answer = QMessageBox.question(
        parent,
        translate("MainWindow", "A finished game"),
        translate(
            "MainWindow",
            "This game was already finished when it was opened. Is it one of your "
            "games? If so, it is added to your finished games and personal bests.",
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes
