"""The main window: menus, the welcome page, the game being played.

It starts games (new, resumed from the autosave, opened from a file), keeps them
saved, and opens the score screens when the play screen says a season ended.

The game engine and the play screen are imported when the first game starts, not
at start-up: the window is on screen and answering in a fraction of a second
(issue 3: cold start ≤ 0.8 s).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from ..userdirs import data_dir
from .help.welcome import WelcomePage
from .i18n import LANGUAGES, current_language, switch_language
from .reasons import file_problem
from .settings import Settings, save_settings
from .text import translate

if TYPE_CHECKING:
    from ..rules.game import Game
    from ..rules.sheet import Sheet
    from .play.screen import PlayScreen
    from .play.session import GameSession
    from .records.campaign_screen import CampaignScreen
    from .records.history_screen import HistoryScreen

AUTOSAVE_NAME = "autosave.kartografove"

FILE_FILTER = "Kartografové (*.kartografove);;JSON (*.json);;* (*)"


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, autosave: Path | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.storage_problem: str | None = None
        self.autosave = autosave if autosave is not None else self._autosave_path()
        self.session: GameSession | None = None
        self.play: PlayScreen | None = None
        self.setWindowTitle("Kartografové")
        self.stack = QStackedWidget()
        self.welcome = WelcomePage()
        self.welcome.solo_requested.connect(lambda: self.new_game(players=1))
        self.welcome.multiplayer_requested.connect(lambda: self.new_game(players=2))
        self.welcome.guide_requested.connect(self.show_guide)
        self.welcome.open_requested.connect(self.open_game)
        self.welcome.campaign_requested.connect(self.show_campaigns)
        self.welcome.history_requested.connect(self.show_history)
        self.campaigns: CampaignScreen | None = None
        self.history: HistoryScreen | None = None
        self._previous: QWidget | None = None
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)
        self._menus()
        self.resize(1280, 860)
        if settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode()))

    def _autosave_path(self) -> Path | None:
        """Where games are autosaved; None (and a sentence for the player) when the
        data folder cannot be written — the app then still plays, unsaved."""
        try:
            folder = data_dir()
            probe = folder / ".write-test"
            probe.write_bytes(b"")
            probe.unlink()
        except OSError as error:
            self.storage_problem = translate(
                "MainWindow",
                "Your games cannot be saved: the folder {folder} cannot be written to "
                "({reason}). You can play, but nothing will be kept.",
            ).format(folder=error.filename or "", reason=error.strerror or str(error))
            return None
        return folder / AUTOSAVE_NAME

    # --- menus ------------------------------------------------------------------------

    def _menus(self) -> None:
        """Menus are built once without text; :meth:`retranslate` names them, now and
        after every language switch."""
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        game = self.game_menu
        self.new_action = self._action(game, lambda: self.new_game(), QKeySequence.StandardKey.New)
        self.open_action = self._action(game, self.open_game, QKeySequence.StandardKey.Open)
        self.recent_menu = game.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.saved_games_action = self._action(game, self.show_saved_games, QKeySequence())
        self.save_named_action = self._action(
            game, self.save_under_name, QKeySequence.StandardKey.Save
        )
        self.save_action = self._action(game, self.save_game_as, QKeySequence.StandardKey.SaveAs)
        self.export_pdf_action = self._action(game, self.export_sheets_pdf, QKeySequence("Ctrl+E"))
        self.blank_sheets_action = self._action(game, self.print_blank_sheets, QKeySequence())
        game.addSeparator()
        self.undo_action = self._action(game, self.undo, QKeySequence.StandardKey.Undo)
        self.overview_action = self._action(game, self.show_overview, QKeySequence("Ctrl+M"))
        self.hints_action = self._action(game, self.set_hints, QKeySequence())
        self.hints_action.setCheckable(True)
        self.hints_action.setChecked(self.settings.hints)
        self.campaign_action = self._action(game, self.show_campaigns, QKeySequence())
        self.history_action = self._action(game, self.show_history, QKeySequence("Ctrl+H"))
        game.addSeparator()
        self.quit_action = self._action(game, self.close, QKeySequence.StandardKey.Quit)
        self.help_menu = bar.addMenu("")
        self.guide_action = self._action(
            self.help_menu, self.show_guide, QKeySequence.StandardKey.HelpContents
        )
        self.about_action = self._action(self.help_menu, self.show_about, QKeySequence())
        self.language_menu = bar.addMenu("")
        self.language_actions = QActionGroup(self)
        for code, name in LANGUAGES.items():
            action = QAction(name, self)  # each language is named in itself
            action.setCheckable(True)
            action.setData(code)
            action.triggered.connect(lambda _checked=False, code=code: self.set_language(code))
            self.language_actions.addAction(action)
            self.language_menu.addAction(action)
        self.retranslate()
        self._update_actions()

    def _action(self, menu, slot, shortcut) -> QAction:  # type: ignore[no-untyped-def]
        action = QAction(self)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def retranslate(self) -> None:
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.new_action.setText(translate("MainWindow", "&New game…"))
        self.open_action.setText(translate("MainWindow", "&Open…"))
        self.recent_menu.setTitle(translate("MainWindow", "Open &recent"))
        self.saved_games_action.setText(translate("MainWindow", "Sa&ved games…"))
        self.save_named_action.setText(translate("MainWindow", "&Save under a name…"))
        self.save_action.setText(translate("MainWindow", "Save &as…"))
        self.export_pdf_action.setText(translate("MainWindow", "&Export sheets to PDF…"))
        self.blank_sheets_action.setText(translate("MainWindow", "Print &blank sheets…"))
        self.undo_action.setText(translate("MainWindow", "&Undo last move"))
        self.overview_action.setText(translate("MainWindow", "All &maps"))
        self.hints_action.setText(translate("MainWindow", "Offer &hints"))
        self.campaign_action.setText(translate("MainWindow", "&Campaign"))
        self.history_action.setText(translate("MainWindow", "&Finished games"))
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.guide_action.setText(translate("MainWindow", "&How to play"))
        self.about_action.setText(translate("MainWindow", "&About Kartografové"))
        self.language_menu.setTitle(translate("MainWindow", "&Language"))
        for action in self.language_actions.actions():
            action.setChecked(action.data() == current_language())
        self.welcome.retranslate()
        self._fill_recent()
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
            self._store_settings()
        self.retranslate()

    def _update_actions(self) -> None:
        playing = self.session is not None
        self.save_action.setEnabled(playing)
        self.save_named_action.setEnabled(playing)
        self.export_pdf_action.setEnabled(playing)
        self.overview_action.setEnabled(playing)
        self.undo_action.setEnabled(bool(self.play and self.play.can_undo()))

    # --- games --------------------------------------------------------------------------

    def start(
        self,
        game: Game,
        file: Path | None = None,
        autosave: Path | None = None,
        computers: dict[int, str] | None = None,
    ) -> None:
        """Show a game (new, resumed or opened) and autosave it from now on — to the
        app's autosave, or to ``autosave`` (a campaign chapter has its own file).
        ``computers`` names the seats computer cartographers play, with their level."""
        from .play.screen import PlayScreen
        from .play.session import GameSession

        if self.play is not None:
            self.stack.removeWidget(self.play)
            self.play.deleteLater()
        self.session = GameSession(game, autosave or self.autosave, self)
        self.session.file = file
        self.session.computers = dict(computers or {})
        self.session.changed.connect(self._update_actions)
        self.session.save_failed.connect(self._save_failed)
        self.play = PlayScreen(self.session)
        self.play.season_scored.connect(self.show_season_report)
        self.play.game_ended.connect(self._game_ended)
        self.play.overview_requested.connect(self.show_overview)
        self.play.hint.set_enabled(self.settings.hints)
        self.stack.addWidget(self.play)
        self.stack.setCurrentWidget(self.play)
        self._save_now()
        self._update_actions()

    def new_game(self, players: int | None = None) -> None:
        """The New Game dialog, filled in from last time; ``players`` presets how many
        play (the welcome page's "Play solo" and "Pass and play")."""
        from ..rules.game import Game
        from .game_setup.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self._preset(players), self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.settings = self.settings.model_copy(update={"last_setup": dialog.remembered()})
        self._store_settings()
        self.start(Game(dialog.setup()), computers=dialog.computers())

    def _preset(self, players: int | None) -> Settings:
        if players is None:
            return self.settings
        names = list(self.settings.last_setup.players)
        if players == 1:
            names = names[:1]
        elif len(names) < players:
            names += [""] * (players - len(names))
        last = self.settings.last_setup.model_copy(update={"players": names})
        return self.settings.model_copy(update={"last_setup": last})

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
            from .records.campaign_screen import CampaignScreen

            names = [n for n in self.settings.last_setup.players if n.strip()]
            self.campaigns = CampaignScreen(player=names[0] if names else "")
            self.campaigns.play_requested.connect(
                lambda game, autosave, _chapter: self.start(game, autosave=autosave)
            )
            self.campaigns.back_requested.connect(self.go_back)
            self.stack.addWidget(self.campaigns)
        self._show_page(self.campaigns)

    def show_history(self) -> None:
        if self.history is None:
            from .records.history_screen import HistoryScreen

            self.history = HistoryScreen()
            self.history.back_requested.connect(self.go_back)
            self.stack.addWidget(self.history)
        self._show_page(self.history)

    def save_under_name(self) -> None:
        if self.session is None:
            return
        from ..records.library import SavedGames
        from .records.saved_games_dialog import SaveUnderNameDialog

        saves = SavedGames()
        dialog = SaveUnderNameDialog(saves, parent=self)
        if dialog.exec() != SaveUnderNameDialog.DialogCode.Accepted:
            return
        try:
            entry = saves.save(dialog.name(), self.session.game)
        except OSError as error:
            self._save_failed(error.strerror or str(error))
            return
        self.session.file = entry.path
        self._remember_file(entry.path)
        self.statusBar().showMessage(
            translate("MainWindow", "Saved as “{name}”.").format(name=dialog.name()), 6000
        )

    def show_saved_games(self) -> None:
        from .records.saved_games_dialog import SavedGamesDialog

        dialog = SavedGamesDialog(parent=self)
        dialog.open_requested.connect(lambda path: (dialog.accept(), self.open_path(Path(path))))
        dialog.exec()

    def _remember_file(self, path: Path) -> None:
        self.settings.add_recent_file(path)
        self._store_settings()

    def _fill_recent(self) -> None:
        """Open Recent lists the files the player opened or saved, newest first."""
        self.recent_menu.clear()
        for name in self.settings.recent_files:
            action = self.recent_menu.addAction(Path(name).name)
            action.setToolTip(name)
            action.triggered.connect(lambda _checked=False, name=name: self.open_path(Path(name)))
        self.recent_menu.setEnabled(bool(self.settings.recent_files))

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

    def open_game(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, translate("MainWindow", "Open a saved game"), str(Path.home()), FILE_FILTER
        )
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        from ..rules.save import SaveError, load_game

        try:
            game, _ = load_game(path)
        except SaveError as error:
            QMessageBox.warning(
                self,
                translate("MainWindow", "Cannot open the game"),
                translate("MainWindow", "{name} cannot be opened. {reason}").format(
                    name=path.name, reason=file_problem(error.kind)
                ),
            )
            return False
        self.start(game, path)
        self._remember_file(path)
        return True

    def save_game_as(self) -> None:
        if self.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("MainWindow", "Save the game"),
            str(Path.home() / "game.kartografove"),
            FILE_FILTER,
        )
        if not path:
            return
        from ..rules.save import write_save

        try:
            write_save(Path(path), self.session.game)
        except OSError as error:
            self._save_failed(error.strerror or str(error))
            return
        self.session.file = Path(path)
        self._remember_file(Path(path))

    def export_sheets_pdf(self) -> None:
        """File → Export sheets to PDF (issue 5): the dialogs live in pdf_dialogs."""
        if self.session is not None:
            from .printing.dialogs import export_sheets

            export_sheets(self, self.session.game)

    def print_blank_sheets(self) -> None:
        """File → Print blank sheets (issue 5)."""
        from .printing.dialogs import print_blank_sheets

        print_blank_sheets(self)

    def undo(self) -> None:
        if self.play is not None:
            self.play.undo()

    def _save_now(self) -> None:
        if self.session is not None:
            self.session._autosave()

    def _save_failed(self, reason: str) -> None:
        self.statusBar().showMessage(
            translate("MainWindow", "The game could not be saved: {reason}").format(reason=reason),
            10000,
        )

    # --- score screens ------------------------------------------------------------------

    def show_season_report(self, season: int, sheets: tuple[Sheet, ...]) -> None:
        if self.session is None:
            return
        from .play.score_screens import SeasonReport

        dialog = SeasonReport(self.session.game, season, sheets, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _game_ended(self) -> None:
        """Record the finished game (history, and its campaign if it is a chapter) —
        idempotent, so showing the results again records nothing twice."""
        if self.session is None or not self.session.game.over:
            return
        if self.campaigns is not None:
            recorded = self.campaigns.chapter_finished(self.session.game)
        else:
            from ..records.finished import record_finished

            recorded = record_finished(self.session.game)
        if recorded.failures:  # English detail for a bug report; a sentence for the player
            self.statusBar().showMessage(
                translate(
                    "MainWindow",
                    "The finished game could not be added to the history or campaign; "
                    "its save file is safe.",
                ),
                10000,
            )
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

    def set_hints(self, on: bool) -> None:
        """Offer the computer's hint in the play screen, or not (remembered)."""
        self.settings = self.settings.model_copy(update={"hints": bool(on)})
        self._store_settings()
        if self.play is not None:
            self.play.hint.set_enabled(self.settings.hints)

    def _store_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as error:
            self.statusBar().showMessage(
                translate("MainWindow", "The settings could not be saved: {reason}").format(
                    reason=error.strerror or str(error)
                ),
                10000,
            )

    def closeEvent(self, event: QCloseEvent) -> None:
        """Every confirmed move is already saved; only the shape in hand is dropped."""
        geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self.settings = self.settings.model_copy(update={"window_geometry": geometry})
        self._store_settings()
        event.accept()
