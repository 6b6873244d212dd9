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

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..userdirs import data_dir
from .settings import Settings, save_settings
from .text import translate

if TYPE_CHECKING:
    from ..rules.game import Game
    from ..rules.sheet import Sheet
    from .play_screen import PlayScreen
    from .session import GameSession

AUTOSAVE_NAME = "autosave.kartografove"

FILE_FILTER = "Kartografové (*.kartografove);;JSON (*.json);;* (*)"


class WelcomePage(QWidget):
    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        title = QLabel("Kartografové")
        title.setObjectName("welcomeTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("welcomeSubtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.new_game = QPushButton()
        self.new_game.clicked.connect(window.new_game)
        self.open_game = QPushButton()
        self.open_game.clicked.connect(window.open_game)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(30)
        for button in (self.new_game, self.open_game):
            button.setMinimumWidth(240)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.retranslate()

    def retranslate(self) -> None:
        self.subtitle.setText(translate("Welcome", "Cartographers Heroes — solo and pass-and-play"))
        self.new_game.setText(translate("Welcome", "New game…"))
        self.open_game.setText(translate("Welcome", "Open a saved game…"))


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, autosave: Path | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.autosave = autosave if autosave is not None else data_dir() / AUTOSAVE_NAME
        self.session: GameSession | None = None
        self.play: PlayScreen | None = None
        self.setWindowTitle("Kartografové")
        self.stack = QStackedWidget()
        self.welcome = WelcomePage(self)
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)
        self._menus()
        self.resize(1280, 860)
        if settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode()))

    # --- menus ------------------------------------------------------------------------

    def _menus(self) -> None:
        game = self.menuBar().addMenu(translate("MainWindow", "&Game"))
        self.new_action = self._action(
            game, translate("MainWindow", "&New game…"), self.new_game, QKeySequence.StandardKey.New
        )
        self.open_action = self._action(
            game, translate("MainWindow", "&Open…"), self.open_game, QKeySequence.StandardKey.Open
        )
        self.save_action = self._action(
            game,
            translate("MainWindow", "Save &as…"),
            self.save_game_as,
            QKeySequence.StandardKey.SaveAs,
        )
        game.addSeparator()
        self.undo_action = self._action(
            game,
            translate("MainWindow", "&Undo last move"),
            self.undo,
            QKeySequence.StandardKey.Undo,
        )
        self.overview_action = self._action(
            game, translate("MainWindow", "All &maps"), self.show_overview, QKeySequence("Ctrl+M")
        )
        game.addSeparator()
        self._action(
            game, translate("MainWindow", "&Quit"), self.close, QKeySequence.StandardKey.Quit
        )
        self._update_actions()

    def _action(self, menu, text: str, slot, shortcut) -> QAction:  # type: ignore[no-untyped-def]
        action = QAction(text, self)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _update_actions(self) -> None:
        playing = self.session is not None
        self.save_action.setEnabled(playing)
        self.overview_action.setEnabled(playing)
        self.undo_action.setEnabled(bool(self.play and self.play.can_undo()))

    # --- games --------------------------------------------------------------------------

    def start(self, game: Game, file: Path | None = None) -> None:
        """Show a game (new, resumed or opened) and autosave it from now on."""
        from .play_screen import PlayScreen
        from .session import GameSession

        if self.play is not None:
            self.stack.removeWidget(self.play)
            self.play.deleteLater()
        self.session = GameSession(game, self.autosave, self)
        self.session.file = file
        self.session.changed.connect(self._update_actions)
        self.session.save_failed.connect(self._save_failed)
        self.play = PlayScreen(self.session)
        self.play.season_scored.connect(self.show_season_report)
        self.play.game_ended.connect(self.show_results)
        self.play.overview_requested.connect(self.show_overview)
        self.stack.addWidget(self.play)
        self.stack.setCurrentWidget(self.play)
        self._save_now()
        self._update_actions()

    def new_game(self) -> None:
        from ..rules.game import Game
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.settings, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.settings = self.settings.model_copy(update={"last_setup": dialog.remembered()})
        self._store_settings()
        self.start(Game(dialog.setup()))

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
                translate("MainWindow", "The file {name} cannot be opened: {reason}").format(
                    name=path.name, reason=error.reason
                ),
            )
            return False
        self.start(game, path)
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
        from .score_screens import SeasonReport

        dialog = SeasonReport(self.session.game, season, sheets, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_results(self) -> None:
        if self.session is None or not self.session.game.over:
            return
        from .score_screens import ResultsDialog

        dialog = ResultsDialog(self.session.game, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_overview(self) -> None:
        if self.session is None:
            return
        from .overview import Overview

        dialog = Overview(self.session.game, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    # --- leaving ------------------------------------------------------------------------

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
