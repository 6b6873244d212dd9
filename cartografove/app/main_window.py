"""The main window: menus, the welcome page, the game being played.

It starts games (new, continued, opened from a file, a campaign chapter), each with
its own autosave so that starting another never throws one away, keeps a lasting
warning up while a game cannot be saved, and opens the score screens when the play
screen says a season ended. The menus live in :mod:`.window_menus`, the file
commands in :mod:`.records.file_actions`.

The game engine and the play screen are imported when the first game starts, not
at start-up: the window is on screen and answering in a fraction of a second
(issue 3: cold start ≤ 0.8 s).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent
from PySide6.QtWidgets import (
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..net.ongoing import OngoingGames
from ..records.unfinished import hints_of
from . import window_menus
from .data_folder import data_folder_usable, unfinished_games
from .game_setup.form import playable_computers
from .help.welcome import WelcomePage
from .i18n import switch_language
from .records import file_actions
from .records.game_end import record_game_end
from .records.unfinished_list import continue_list, fill_continue_menu
from .screen_room import restore_main_window
from .settings import Settings, save_settings
from .text import translate
from .warning_banner import WarningBanner

if TYPE_CHECKING:
    from ..rules.board.sheet import Sheet
    from ..rules.game import Game
    from .journey.journey_screen import JourneyScreen
    from .network.link import NetLink
    from .play.screen import PlayScreen
    from .play.session import GameSession
    from .printing.actions import PrintActions
    from .records.campaign_screen import CampaignScreen
    from .records.history_screen import HistoryScreen


class MainWindow(QMainWindow):
    # the menus, made by window_menus.build_menus
    game_menu: QMenu
    continue_menu: QMenu
    recent_menu: QMenu
    help_menu: QMenu
    language_menu: QMenu
    language_actions: QActionGroup
    new_action: QAction
    host_action: QAction
    join_action: QAction
    stand_ins_action: QAction
    open_action: QAction
    saved_games_action: QAction
    save_named_action: QAction
    save_action: QAction
    export_pdf_action: QAction
    blank_sheets_action: QAction
    print_actions: PrintActions
    undo_action: QAction
    overview_action: QAction
    hints_action: QAction
    campaign_action: QAction
    history_action: QAction
    quit_action: QAction
    guide_action: QAction
    about_action: QAction

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self.unfinished, self.storage_problem = unfinished_games()
        self.session: GameSession | None = None
        self.play: PlayScreen | None = None
        self.network: NetLink | None = None  # the network game on screen, if any
        self.opened_over = False  # the game on screen was opened already finished
        self.stack = QStackedWidget()
        self.welcome = WelcomePage()
        self.welcome.solo_requested.connect(lambda: self.new_game(players=1))
        self.welcome.multiplayer_requested.connect(lambda: self.new_game(players=2))
        self.welcome.guide_requested.connect(self.show_guide)
        self.welcome.open_requested.connect(self.open_game)
        self.welcome.campaign_requested.connect(self.show_journey)
        self.welcome.history_requested.connect(self.show_history)
        self.welcome.host_requested.connect(lambda: window_menus.network("host_game", self))
        self.welcome.join_requested.connect(lambda: window_menus.network("join_game", self))
        self.welcome.continue_requested.connect(lambda path: self.continue_game(Path(path)))
        self.welcome.forget_requested.connect(
            lambda path: window_menus.network("forget_network_game", self, Path(path))
        )
        self.campaigns: CampaignScreen | None = None
        self.journey: JourneyScreen | None = None
        self.history: HistoryScreen | None = None
        self._previous: QWidget | None = None
        self.stack.addWidget(self.welcome)
        self.warning = WarningBanner()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.warning)
        layout.addWidget(self.stack)
        self.setCentralWidget(central)
        window_menus.build_menus(self)
        self.retranslate()
        self._update_actions()
        restore_main_window(self, settings.geometry())
        self.refresh_unfinished()

    def data_folder_usable(self) -> bool:
        """Whether the data folder can be used now; if not, say why and return False."""
        return data_folder_usable(self)

    @property
    def autosave(self) -> Path | None:
        """The autosave of the game on screen (None: no game, or nowhere to save)."""
        return None if self.session is None else self.session.autosave

    # --- menus ------------------------------------------------------------------------

    def retranslate(self) -> None:
        # the app's name as each language's players know it: Kartografowie in Polish
        self.setWindowTitle(translate("MainWindow", "Kartografové"))
        window_menus.retranslate(self)
        self.welcome.retranslate()
        self._fill_recent()
        self.refresh_unfinished()
        if self.play is not None:
            self.play.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, language: str) -> None:
        """Switch the whole app at once and remember the choice (issue 4)."""
        if switch_language(language):
            self.settings = self.settings.model_copy(update={"language": language})
            self.store_settings()
        self.retranslate()

    def _update_actions(self) -> None:
        playing = self.session is not None
        self.save_action.setEnabled(playing)
        self.save_named_action.setEnabled(playing)
        self.export_pdf_action.setEnabled(playing)
        self.print_actions.update(playing)
        self.overview_action.setEnabled(playing)
        self.undo_action.setEnabled(bool(self.play and self.play.can_undo()))
        self.stand_ins_action.setEnabled(self.network is not None and self.network.plan.players > 0)

    # --- games --------------------------------------------------------------------------

    def start(
        self,
        game: Game,
        file: Path | None = None,
        autosave: Path | None = None,
        computers: dict[int, str] | None = None,
        hints: int = 0,
    ) -> None:
        """Show a game and autosave it from now on: to ``autosave`` (a game continued,
        a campaign chapter) or to a new file of its own. The game that was on screen
        keeps its autosave and stays in the list of unfinished games. ``computers``
        names the seats computer cartographers play, with their level."""
        from .play.screen import PlayScreen
        from .play.session import GameSession

        if not self.may_leave():
            return
        if self.play is not None:
            self.stack.removeWidget(self.play)
            self.play.deleteLater()
        self.leave_network_game()
        if (
            autosave is None
            and self.unfinished is not None
            and self.storage_problem is None
            and not game.over
        ):
            autosave = self.unfinished.new_path()
        self.opened_over = file is not None and game.over
        self.session = GameSession(game, autosave, self)
        self.session.file = file
        self.session.computers = playable_computers(computers or {}, len(game.players))
        self.session.hints = hints
        self.session.changed.connect(self._update_actions)
        self.session.save_failed.connect(lambda reason: self.warning.warn("save", reason))
        self.session.saved.connect(lambda: self.warning.clear_warning("save"))
        self.play = PlayScreen(self.session, quick_table=self.settings.last_setup.quick_table)
        self.play.season_scored.connect(self.show_season_report)
        self.play.game_ended.connect(self._game_ended)
        self.play.overview_requested.connect(self.show_overview)
        self.play.hint.set_enabled(self.settings.hints)
        self.play.export_requested.connect(lambda: self.export_sheets_pdf())
        self.play.new_game_requested.connect(lambda: self.new_game())
        self.stack.addWidget(self.play)
        self.stack.setCurrentWidget(self.play)
        self.warning.clear_warning("save")
        self.session.save()
        self._update_actions()
        self.refresh_unfinished()

    def continue_game(self, path: Path) -> None:
        """Continue an unfinished game from the welcome page or Game → Continue
        (a network game in progress too)."""
        if OngoingGames().owns(path):
            window_menus.network("resume_network_game", self, path)
            return
        if self.unfinished is None or path == self.autosave:
            return
        from ..records.files import RecordError
        from .reasons import file_problem

        try:
            game, saved = self.unfinished.open_saved(path)
        except RecordError as error:
            QMessageBox.warning(
                self,
                translate("MainWindow", "Cannot open the game"),
                translate("MainWindow", "{name} cannot be opened. {reason}").format(
                    name=path.name, reason=file_problem(error.kind)
                ),
            )
            self.refresh_unfinished()
            return
        self.start(game, autosave=path, computers=saved.computers(), hints=hints_of(saved.meta))
        if self.session is not None:
            from .printing.pdf_export import saved_date

            self.session.played = saved_date(saved.saved)

    def refresh_unfinished(self) -> None:
        """The welcome page's list of games to continue, newest first, and its lines
        about the journey (:mod:`.journey.summary`)."""
        self.welcome.show_unfinished(continue_list(self))
        if self.storage_problem is None:  # after the window is up: it reads the records
            QTimer.singleShot(0, self, self._show_journey_lines)

    def _show_journey_lines(self) -> None:
        from .journey.welcome_lines import show_journey_lines

        show_journey_lines(self.welcome)

    def fill_continue(self) -> None:
        fill_continue_menu(self, self.continue_menu)

    def new_game(self, players: int | None = None) -> None:
        """The New Game dialog, and the game it sets up (:mod:`.game_setup.start`)."""
        from .game_setup.start import new_game

        new_game(self, players)

    def set_hints(self, on: bool) -> None:
        """Offer the computer's hint in the play screen, or not (remembered)."""
        self.settings = self.settings.model_copy(update={"hints": bool(on)})
        self.store_settings()
        if self.play is not None:
            self.play.hint.set_enabled(self.settings.hints)

    def may_leave(self) -> bool:
        """Whether the game on screen may be left: a host is asked first (a network
        game it hosts pauses for everyone)."""
        if self.network is None:
            return True
        from .network.window_hooks import may_leave

        return may_leave(self)

    def leave_network_game(self) -> None:
        """Leave the network game on screen, if any (its log keeps it)."""
        if self.network is not None:
            from .network.window_hooks import stop_network_game

            stop_network_game(self)

    def _show_page(self, page: QWidget) -> None:
        if self.stack.currentWidget() is not page:
            self._previous = self.stack.currentWidget()
        self.stack.setCurrentWidget(page)

    def go_back(self) -> None:
        """Leave the campaign or history screen for where the player came from."""
        back = self._previous if self._previous is not None else self.welcome
        if back is self.play and self.play is None:
            back = self.welcome
        self.stack.setCurrentWidget(back)

    def show_campaigns(self) -> None:
        if self.campaigns is None:
            if not self.data_folder_usable():
                return
            from .records.campaign_screen import CampaignScreen

            names = [n for n in self.settings.last_setup.players if n.strip()]
            self.campaigns = CampaignScreen(player=names[0] if names else "")
            self.campaigns.play_requested.connect(
                lambda game, autosave, chapter: self.start(
                    game, autosave=autosave, hints=chapter.hints
                )
            )
            self.campaigns.back_requested.connect(self.go_back)
            self.stack.addWidget(self.campaigns)
        self._show_page(self.campaigns)

    def show_journey(self) -> None:
        """The journey, the week's challenge, and the way to custom campaigns."""
        if self.journey is None:
            if not self.data_folder_usable():
                return
            from .journey.journey_screen import JourneyScreen
            from .journey.share import VerifyDialog

            names = [n for n in self.settings.last_setup.players if n.strip()]
            self.journey = JourneyScreen(player=names[0] if names else "")
            self.journey.play_requested.connect(
                lambda game, autosave, computers: self.start(
                    game, autosave=autosave, computers=computers
                )
            )
            self.journey.custom_requested.connect(self.show_campaigns)
            self.journey.verify_requested.connect(lambda: VerifyDialog(self).open())
            self.journey.back_requested.connect(self.go_back)
            self.stack.addWidget(self.journey)
        self._show_page(self.journey)

    def show_history(self) -> None:
        if self.history is None:
            if not self.data_folder_usable():
                return
            from .records.history_screen import HistoryScreen

            self.history = HistoryScreen()
            self.history.back_requested.connect(self.go_back)
            self.stack.addWidget(self.history)
        self._show_page(self.history)

    # --- files (Game menu) --------------------------------------------------------------

    def open_game(self) -> None:
        file_actions.open_game(self)

    def open_path(self, path: Path) -> bool:
        return file_actions.open_path(self, path)

    def save_game_as(self) -> None:
        file_actions.save_game_as(self)

    def save_under_name(self) -> None:
        file_actions.save_under_name(self)

    def show_saved_games(self) -> None:
        file_actions.show_saved_games(self)

    def _fill_recent(self) -> None:
        file_actions.fill_recent(self)

    def export_sheets_pdf(self) -> None:
        """File → Export sheets to PDF (issue 5): the dialogs live in pdf_dialogs."""
        if self.session is not None:
            from .printing.dialogs import export_sheets

            export_sheets(self, self.session.game, getattr(self.session, "played", None))

    def print_blank_sheets(self) -> None:
        """File → Print blank sheets (issue 5)."""
        from .printing.dialogs import print_blank_sheets

        print_blank_sheets(self, self.session.game.setup.side if self.session else None)

    def show_guide(self) -> None:
        from .help.guide import GuideDialog

        dialog = GuideDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_about(self) -> None:
        from .help.about import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def undo(self) -> None:
        if self.play is not None:
            self.play.undo()

    # --- score screens ------------------------------------------------------------------

    def show_season_report(self, season: int, sheets: tuple[Sheet, ...]) -> None:
        if self.session is None:
            return
        from .play.score_screens import SeasonReport

        dialog = SeasonReport(self.session.game, season, sheets, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _game_ended(self) -> None:
        """Record the finished game and remove its autosave (see :mod:`.records.game_end`)."""
        record_game_end(self)
        self.refresh_unfinished()  # and the welcome page's journey lines
        self.show_results()

    def show_results(self) -> None:
        if self.session is None or not self.session.game.over:
            return
        from .play.score_screens import ResultsDialog

        dialog = ResultsDialog(self.session.game, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_overview(self) -> None:
        if self.session is None:
            return
        from .play.overview import Overview

        dialog = Overview(self.session.game, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    # --- leaving ------------------------------------------------------------------------

    def store_settings(self) -> None:
        try:
            save_settings(self.settings)
        except (OSError, ValueError) as error:
            from .reasons import write_problem

            self.warning.warn("settings", write_problem(error))
        else:
            self.warning.clear_warning("settings")

    def closeEvent(self, event: QCloseEvent) -> None:
        """Every confirmed move is already saved; only the shape in hand is dropped.
        A host is asked first (the game it hosts pauses for everyone)."""
        if not self.may_leave():
            event.ignore()
            return
        self.settings.store_geometry(bytes(self.saveGeometry().data()))
        self.store_settings()
        self.leave_network_game()
        event.accept()
