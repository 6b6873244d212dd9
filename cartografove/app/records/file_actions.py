"""The Game menu's file commands: open a file, save as, save under a name, the list of
saved games and Open Recent. They only read and write files; starting the opened
game is the window's (:meth:`MainWindow.start`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMessageBox

from ..reasons import file_problem, write_problem
from ..text import translate

if TYPE_CHECKING:
    from ..main_window import MainWindow
    from .saved_games_dialog import SavedGamesDialog

FILE_FILTER = "Kartografové (*.kartografove);;JSON (*.json);;* (*)"


def open_game(window: MainWindow) -> None:
    path, _ = QFileDialog.getOpenFileName(
        window, translate("MainWindow", "Open a saved game"), str(Path.home()), FILE_FILTER
    )
    if path:
        open_path(window, Path(path))


def open_path(window: MainWindow, path: Path) -> bool:
    """Open a save file as a new game on screen; the file itself is never written
    (the game gets its own autosave), and the game in progress stays unfinished."""
    from ...rules.save import SaveError, load_game

    try:
        game, saved = load_game(path)
    except SaveError as error:
        QMessageBox.warning(
            window,
            translate("MainWindow", "Cannot open the game"),
            translate("MainWindow", "{name} cannot be opened. {reason}").format(
                name=path.name, reason=file_problem(error.kind)
            ),
        )
        return False
    window.start(game, path, computers=saved.computers())
    if window.session is not None:
        from ..printing.pdf_export import saved_date

        window.session.played = saved_date(saved.saved)
    remember_file(window, path)
    return True


def save_game_as(window: MainWindow) -> None:
    if window.session is None:
        return
    path, _ = QFileDialog.getSaveFileName(
        window,
        translate("MainWindow", "Save the game"),
        str(Path.home() / "game.kartografove"),
        FILE_FILTER,
    )
    if not path:
        return
    from ...rules.save import write_save

    try:
        write_save(Path(path), window.session.game, computers=window.session.computers)
    except (OSError, ValueError) as error:
        warn_not_saved(window, error)
        return
    window.session.file = Path(path)
    remember_file(window, Path(path))


def save_under_name(window: MainWindow) -> None:
    if window.session is None or not window.data_folder_usable():
        return
    from ...records.library import SavedGames
    from .saved_games_dialog import SaveUnderNameDialog

    saves = SavedGames()
    dialog = SaveUnderNameDialog(saves, parent=window)
    if dialog.exec() != SaveUnderNameDialog.DialogCode.Accepted:
        return
    try:
        entry = saves.save(dialog.name(), window.session.game, window.session.computers)
    except (OSError, ValueError) as error:
        warn_not_saved(window, error)
        return
    window.session.file = entry.path
    remember_file(window, entry.path)
    window.statusBar().showMessage(
        translate("MainWindow", "Saved as “{name}”.").format(name=dialog.name()), 6000
    )


def show_saved_games(window: MainWindow) -> None:
    if not window.data_folder_usable():
        return
    from .saved_games_dialog import SavedGamesDialog

    dialog = SavedGamesDialog(parent=window)
    dialog.open_requested.connect(lambda path: _open_from(window, dialog, Path(path)))
    dialog.exec()


def _open_from(window: MainWindow, dialog: SavedGamesDialog, path: Path) -> None:
    dialog.accept()
    open_path(window, path)


def remember_file(window: MainWindow, path: Path) -> None:
    window.settings.add_recent_file(path)
    window.store_settings()


def fill_recent(window: MainWindow) -> None:
    """Open Recent lists the files the player opened or saved, newest first."""
    window.recent_menu.clear()
    for name in window.settings.recent_files:
        action = window.recent_menu.addAction(Path(name).name)
        action.setToolTip(name)
        action.triggered.connect(lambda _checked=False, name=name: open_path(window, Path(name)))
    window.recent_menu.setEnabled(bool(window.settings.recent_files))


def warn_not_saved(window: MainWindow, error: Exception) -> None:
    """A save the player asked for failed: say so in a dialog (the game is safe in
    its autosave)."""
    QMessageBox.warning(
        window,
        translate("MainWindow", "Not saved"),
        translate("MainWindow", "The game could not be saved: {reason}").format(
            reason=write_problem(error)
        ),
    )
