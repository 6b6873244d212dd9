"""The main window: menus, the welcome page, the game being played.

It owns its work: the game on screen belongs to its :class:`GameController`
(starting, continuing, showing, ending and recording a game, with its autosave so
that starting another never throws one away), the network game to its
:class:`~..network.controller.NetworkController` (hosting, joining, taking a game up
again), made the first time it is needed. The window keeps a lasting warning up
while a game cannot be saved and opens the score screens when the play screen
says a season ended. The menus live in :mod:`.menus`, the file dialogs in
:mod:`..records.file_actions`; what they answer, the window does here.

The game engine, the play screen and the network are imported when first needed,
not at start-up: the window is on screen and answering in a fraction of a second
(issue 3: cold start ≤ 0.8 s).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Unpack

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from ...net.ongoing import OngoingGames
from ...records.files import RecordError
from ...rules.game import Game
from ..game_setup.form import random_seed
from ..game_setup.start import preset
from ..help.about import AboutDialog
from ..help.welcome import WelcomePage
from ..i18n import switch_language
from ..look.screen_room import restore_main_window
from ..reasons import write_problem
from ..records import file_actions
from ..records.unfinished_list import Continuable, continuables, fill_continue_menu
from ..settings import NetServer, Settings, save_settings
from ..sheet import motion
from ..standings.window import StandingsKeeper
from ..text import seat_name, translate
from .data_folder import data_folder_usable, unfinished_games
from .game_controller import GameController, Opening
from .menus import Commands, Menus
from .warning_banner import WarningBanner

if TYPE_CHECKING:
    from ...rules.board.sheet import Sheet
    from ..journey.journey_screen import JourneyScreen
    from ..network.controller import NetworkController
    from ..network.link import NetLink
    from ..play.screen import PlayScreen
    from ..play.session import GameSession
    from ..records.campaign_screen import CampaignScreen
    from ..records.history_screen import HistoryScreen


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self.unfinished, self.storage_problem = unfinished_games()
        self.stack = QStackedWidget()
        self.welcome = WelcomePage()
        self.warning = WarningBanner()
        self.games = GameController(
            self.stack,
            self.warning,
            self.unfinished if self.storage_problem is None else None,
            lambda: self.settings,
            self,
        )
        self.games.changed.connect(self._update_actions)
        self.games.season_scored.connect(self.show_season_report)
        self.games.ended.connect(self._game_ended)
        self.games.overview_requested.connect(self.show_overview)
        self.games.export_requested.connect(self.export_sheets_pdf)
        self.games.new_game_requested.connect(self.new_game)
        self.games.play_again_requested.connect(self.play_again)
        self.games.standings_requested.connect(self.show_standings)
        self._networking: NetworkController | None = None
        self._standings: StandingsKeeper | None = None
        self.welcome.solo_requested.connect(lambda: self.new_game(players=1))
        self.welcome.multiplayer_requested.connect(lambda: self.new_game(players=2))
        self.welcome.guide_requested.connect(self.show_guide)
        self.welcome.open_requested.connect(self.open_game)
        self.welcome.campaign_requested.connect(self.show_journey)
        self.welcome.history_requested.connect(self.show_history)
        self.welcome.host_requested.connect(self.host_game)
        self.welcome.join_requested.connect(self.join_game)
        self.welcome.continue_requested.connect(lambda path: self.continue_game(Path(path)))
        self.welcome.forget_requested.connect(lambda path: self.networking().forget(Path(path)))
        self.campaigns: CampaignScreen | None = None
        self.journey: JourneyScreen | None = None
        self.history: HistoryScreen | None = None
        self._previous: QWidget | None = None
        self.stack.addWidget(self.welcome)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.warning)
        layout.addWidget(self.stack)
        self.setCentralWidget(central)
        motion.set_wanted(settings.motion)
        self.menus = Menus(self, self.menuBar(), self._commands(), settings.hints)
        self.retranslate()
        self._update_actions()
        restore_main_window(self, settings.geometry())
        self.refresh_unfinished()

    def _commands(self) -> Commands:
        return Commands(
            new_game=self.new_game,
            host_game=self.host_game,
            join_game=self.join_game,
            show_stand_ins=lambda: self.networking().show_stand_ins(),
            fill_continue=self.fill_continue,
            open_game=self.open_game,
            fill_recent=self._fill_recent,
            show_saved_games=self.show_saved_games,
            save_under_name=self.save_under_name,
            save_game_as=self.save_game_as,
            export_sheets_pdf=self.export_sheets_pdf,
            print_blank_sheets=self.print_blank_sheets,
            game_on_screen=lambda: self.session.game if self.session is not None else None,
            played_on_screen=lambda: getattr(self.session, "played", None),
            undo=self.undo,
            show_overview=self.show_overview,
            show_standings=self.show_standings,
            set_hints=self.set_hints,
            set_motion=self.set_motion,
            show_campaigns=self.show_journey,
            show_history=self.show_history,
            quit=self.close,
            show_guide=self.show_guide,
            show_about=self.show_about,
            set_language=self.set_language,
        )

    # --- what is on screen ------------------------------------------------------------

    @property
    def session(self) -> GameSession | None:
        return self.games.session

    @property
    def play(self) -> PlayScreen | None:
        return self.games.play

    @property
    def network(self) -> NetLink | None:
        """The network game on screen, if any."""
        return self._networking.link if self._networking is not None else None

    @property
    def autosave(self) -> Path | None:
        """The autosave of the game on screen (None: no game, or nowhere to save)."""
        return self.games.autosave

    def data_folder_usable(self) -> bool:
        """Whether the data folder can be used now; if not, say why and return False."""
        return data_folder_usable(self)

    # --- menus ------------------------------------------------------------------------

    def retranslate(self) -> None:
        # the app's name as each language's players know it: Kartografowie in Polish
        self.setWindowTitle(translate("MainWindow", "Kartografové"))
        self.menus.retranslate()
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
        menus, playing = self.menus, self.session is not None
        menus.save_action.setEnabled(playing)
        menus.save_named_action.setEnabled(playing)
        menus.export_pdf_action.setEnabled(playing)
        menus.print_actions.update(playing)
        menus.overview_action.setEnabled(playing)
        menus.standings_action.setEnabled(playing)
        menus.undo_action.setEnabled(bool(self.play and self.play.taking_back.can_undo()))
        network = self.network
        menus.stand_ins_action.setEnabled(network is not None and network.plan.players > 0)

    # --- games --------------------------------------------------------------------------

    def start(self, game: Game, **opening: Unpack[Opening]) -> None:
        """Show a game and autosave it from now on (:meth:`GameController.start`,
        handed ``opening`` whole). The game that was on screen keeps its autosave and
        stays in the list of unfinished games; a network game on screen is left (a
        host is asked first)."""
        if not self.may_leave():
            return
        self.leave_network_game()
        self.games.start(game, **opening)
        self.refresh_unfinished()

    def continue_game(self, path: Path) -> None:
        """Continue an unfinished game from the welcome page or Game → Continue
        (a network game in progress too)."""
        if OngoingGames().owns(path):
            self.networking().resume(path)
            return
        if self.unfinished is None or path == self.autosave:
            return

        try:
            game, saved = self.unfinished.open_saved(path)
        except RecordError as error:
            file_actions.say_cannot_open(self, path, error.kind)
            self.refresh_unfinished()
            return
        self.start(game, autosave=path, computers=saved.computers())
        if self.session is not None:
            from ..printing.pdf_export import saved_date  # start-up: printing loads on first use

            self.session.played = saved_date(saved.saved)

    def continuables(self) -> list[Continuable]:
        """The games to continue, newest first, but the one on screen."""
        network = self.network
        record = network.record if network is not None else None
        return continuables(self.unfinished, self.autosave, record)

    def refresh_unfinished(self) -> None:
        """The welcome page's list of games to continue, newest first, and its lines
        about the journey (:mod:`..journey.summary`)."""
        self.welcome.show_unfinished(
            [(str(game.path), game.text, game.network) for game in self.continuables()]
        )
        if self.storage_problem is None:  # after the window is up: it reads the records
            QTimer.singleShot(0, self, self._show_journey_lines)

    def _show_journey_lines(self) -> None:
        from ..journey.welcome_lines import show_journey_lines  # start-up: journey data

        show_journey_lines(self.welcome)

    def fill_continue(self) -> None:
        fill_continue_menu(self.menus.continue_menu, self.continuables(), self.continue_game)

    def new_game(self, players: int | None = None) -> None:
        """The New Game dialog (``players`` presets how many play: the welcome
        page's "Play solo" and "Pass and play"), and the game it sets up: dealt
        here or, with seats at other computers, hosted on the network (issue 16)."""
        from ..game_setup.new_game_dialog import NewGameDialog  # start-up: the dialog, once opened

        dialog = NewGameDialog(preset(self.settings, players), self)
        try:
            if dialog.exec() != NewGameDialog.DialogCode.Accepted:
                return
            self.settings = self.settings.model_copy(update={"last_setup": dialog.remembered()})
            self.store_settings()
            setup, computers = dialog.setup(), dialog.computers()
            remote = dialog.form.remote()
            kinds = list(dialog.form.seats[: dialog.form.count])
        finally:
            dialog.deleteLater()
        if remote and self.networking().host_new_table(setup, kinds):
            return
        self.start(Game(setup), computers=computers)

    def set_hints(self, on: bool) -> None:
        """Offer the computer's hint in the play screen, or not (remembered)."""
        self.settings = self.settings.model_copy(update={"hints": bool(on)})
        self.store_settings()
        if self.play is not None:
            self.play.hint.set_enabled(self.settings.hints)

    def set_motion(self, on: bool) -> None:
        """Short movements on the map, or none (remembered; issue 25)."""
        self.settings = self.settings.model_copy(update={"motion": bool(on)})
        self.store_settings()
        motion.set_wanted(self.settings.motion)

    # --- the network --------------------------------------------------------------------

    def networking(self) -> NetworkController:
        """The window's network work, made when first needed (it loads nats)."""
        if self._networking is None:
            from ..network.controller import NetworkController  # start-up: nats, once used

            self._networking = NetworkController(
                self, self.games, self.warning, lambda: self.settings
            )
            self._networking.lists_changed.connect(self.refresh_unfinished)
            self._networking.server_used.connect(self.remember_server)
        return self._networking

    def host_game(self) -> None:
        self.networking().host_game()

    def join_game(self) -> None:
        self.networking().join_game()

    def remember_server(self, server: NetServer) -> None:
        """Hosting or joining started with ``server``: offered first next time."""
        self.settings.network = server
        self.store_settings()

    def may_leave(self) -> bool:
        """Whether the game on screen may be left: a host is asked first (a network
        game it hosts pauses for everyone)."""
        return self.network is None or self.networking().may_leave()

    def leave_network_game(self) -> None:
        """Leave the network game on screen, if any (its log keeps it)."""
        if self._networking is not None:
            self._networking.leave()

    # --- pages ----------------------------------------------------------------------------

    def _show_page(self, page: QWidget) -> None:
        if self.stack.currentWidget() is not page:
            self._previous = self.stack.currentWidget()
        self.stack.setCurrentWidget(page)

    def go_back(self) -> None:
        """Leave the campaign or history screen for where the player came from."""
        back = self._previous
        if back is None or self.stack.indexOf(back) < 0:
            back = self.welcome  # nowhere, or a game's screen let go meanwhile
        self.stack.setCurrentWidget(back)

    def show_campaigns(self) -> None:
        if self.campaigns is None:
            if not self.data_folder_usable():
                return
            # start-up: the screen, once opened
            from ..records.campaign_screen import CampaignScreen

            self.campaigns = CampaignScreen(player=self.settings.last_setup.first_name)
            self.campaigns.play_requested.connect(
                lambda game, autosave, _chapter: self.start(game, autosave=autosave)
            )
            self.campaigns.back_requested.connect(self.go_back)
            self.stack.addWidget(self.campaigns)
        self._show_page(self.campaigns)

    def show_journey(self) -> None:
        """The journey, the week's challenge, and the way to custom campaigns."""
        if self.journey is None:
            if not self.data_folder_usable():
                return
            from ..journey.journey_screen import JourneyScreen  # start-up: the screen, once opened
            from ..journey.share import VerifyDialog  # start-up: the dialog, once opened

            self.journey = JourneyScreen(player=self.settings.last_setup.first_name)
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
            from ..records.history_screen import HistoryScreen  # start-up: chart, once opened

            self.history = HistoryScreen()
            self.history.back_requested.connect(self.go_back)
            self.stack.addWidget(self.history)
        self._show_page(self.history)

    # --- files (Game menu) --------------------------------------------------------------

    def open_game(self) -> None:
        path = file_actions.ask_game_file(self)
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path) -> bool:
        """Open a save file as a new game on screen; the file itself is never written
        (the game gets its own autosave), and the game in progress stays unfinished."""
        loaded = file_actions.load_saved(self, path)
        if loaded is None:
            return False
        game, saved = loaded
        self.start(game, file=path, computers=saved.computers())
        if self.session is not None:
            from ..printing.pdf_export import saved_date  # start-up: printing loads on first use

            self.session.played = saved_date(saved.saved)
        self.remember_file(path)
        return True

    def save_game_as(self) -> None:
        if self.session is not None:
            path = file_actions.save_as(self, self.session)
            if path is not None:
                self.remember_file(path)

    def save_under_name(self) -> None:
        if self.session is None or not self.data_folder_usable():
            return
        saved = file_actions.save_named(self, self.session)
        if saved is not None:
            path, name = saved
            self.remember_file(path)
            self.statusBar().showMessage(
                translate("MainWindow", "Saved as “{name}”.").format(name=name), 6000
            )

    def show_saved_games(self) -> None:
        if self.data_folder_usable():
            path = file_actions.choose_saved_game(self)
            if path is not None:
                self.open_path(path)

    def remember_file(self, path: Path) -> None:
        self.settings.add_recent_file(path)
        self.store_settings()

    def _fill_recent(self) -> None:
        file_actions.fill_recent_menu(
            self.menus.recent_menu, list(self.settings.recent_files), self.open_path
        )

    def export_sheets_pdf(self) -> None:
        """File → Export sheets to PDF (issue 5): the dialogs live in pdf_dialogs."""
        if self.session is not None:
            from ..printing.dialogs import export_sheets  # start-up: printing loads on first use

            export_sheets(self, self.session.game, getattr(self.session, "played", None))

    def print_blank_sheets(self) -> None:
        """File → Print blank sheets (issue 5)."""
        from ..printing.dialogs import print_blank_sheets  # start-up: printing loads on first use

        print_blank_sheets(self, self.session.game.setup.side if self.session else None)

    def show_guide(self) -> None:
        from ..help.guide import GuideDialog  # start-up: the guide's pictures, once opened

        dialog = GuideDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_about(self) -> None:
        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def undo(self) -> None:
        if self.play is not None:
            self.play.taking_back.undo()

    # --- score screens ------------------------------------------------------------------

    def show_season_report(self, season: int, sheets: tuple[Sheet, ...]) -> None:
        if self.session is None:
            return
        from ..play.score_screens import SeasonReport  # start-up: score screens, once a season ends

        dialog = SeasonReport(self.session.game, season, sheets, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _game_ended(self) -> None:
        """Record the finished game and remove its autosave (:meth:`GameController.record_end`)."""
        self.games.record_end(self.campaigns)
        self.refresh_unfinished()  # and the welcome page's journey lines
        self.show_results()

    def show_results(self) -> None:
        if self.session is None or not self.session.game.over:
            return
        from ..play.score_screens import ResultsDialog  # start-up: score screens, once a game ends

        dialog = ResultsDialog(self.session.game, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.play_again.connect(self.play_again)
        dialog.open()

    def play_again(self) -> None:
        """A rematch one click from the results (issue 25): the same table — its
        seats, who plays them and at what level, the rules and the sheet — and a new
        deal. A network game is hosted again by its host (:meth:`NetworkController.
        play_again`)."""
        session = self.session
        if session is None or not session.game.over:
            return
        if self.network is not None:
            self.networking().play_again()
            return
        setup = replace(session.game.setup, seed=random_seed())
        self.start(Game(setup), computers=dict(session.computers))

    def show_overview(self) -> None:
        if self.session is None or self.play is None:
            return
        from ..play.overview import Overview  # start-up: the overview, once opened

        dialog = Overview(self.play.seen_game(), self)  # what may be seen (RULES §4)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_standings(self) -> None:
        """Open the standings beside the game, or close them (the S key, issue 25)."""
        if self.session is None or self.play is None:
            return
        if self._standings is None:
            self._standings = StandingsKeeper(self)
        session = self.session
        self._standings.toggle(
            session,
            lambda seat: seat_name(session.game.players[seat], session.computers.get(seat)),
            self.play.seen_game,  # what may be seen (RULES §4)
        )

    # --- leaving ------------------------------------------------------------------------

    def store_settings(self) -> None:
        try:
            save_settings(self.settings)
        except (OSError, ValueError) as error:
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
        if self.journey is not None:  # the week's computer, if it still plays, ends now
            self.journey.stop_computer()
        event.accept()
