"""The Game menu's file commands: open a file, save as, save under a name, the list of
saved games and Open Recent. They only ask, read and write files and say what went
wrong; what the window does with the result (start the opened game, remember the
file) is the window's (:class:`~..window.main_window.MainWindow`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from ...records.library import SavedGames
from ...rules.save import SaveError, load_game, write_save
from ..reasons import file_problem, write_problem
from ..text import translate
from .saved_games_dialog import SavedGamesDialog, SaveUnderNameDialog

if TYPE_CHECKING:
    from ...rules.game import Game
    from ...rules.save import SavedGame
    from ..play.session import GameSession

FILE_FILTER = "Kartografové (*.kartografove);;JSON (*.json);;* (*)"


def ask_game_file(parent: QWidget) -> Path | None:
    path, _ = QFileDialog.getOpenFileName(
        parent, translate("MainWindow", "Open a saved game"), str(Path.home()), FILE_FILTER
    )
    return Path(path) if path else None


def load_saved(parent: QWidget, path: Path) -> tuple[Game, SavedGame] | None:
    """The game saved in ``path``, or None once the player is told why not. The file
    itself is never written (the game gets its own autosave)."""

    try:
        return load_game(path)
    except SaveError as error:
        say_cannot_open(parent, path, error.kind)
        return None


def say_cannot_open(parent: QWidget, path: Path, kind: str) -> None:
    """Tell the player the game in ``path`` cannot be opened, and why (``kind`` is
    the error's, :func:`..reasons.file_problem`): a file opened from disk and an
    unfinished game continued are told the same way."""
    QMessageBox.warning(
        parent,
        translate("MainWindow", "Cannot open the game"),
        translate("MainWindow", "{name} cannot be opened. {reason}").format(
            name=path.name, reason=file_problem(kind)
        ),
    )


def save_as(parent: QWidget, session: GameSession) -> Path | None:
    """Save As: the file the game was written to (now the session's file)."""
    path, _ = QFileDialog.getSaveFileName(
        parent,
        translate("MainWindow", "Save the game"),
        str(Path.home() / "game.kartografove"),
        FILE_FILTER,
    )
    if not path:
        return None

    try:
        write_save(Path(path), session.game, computers=session.computers)
    except (OSError, ValueError) as error:
        warn_not_saved(parent, error)
        return None
    session.file = Path(path)
    return session.file


def save_named(parent: QWidget, session: GameSession) -> tuple[Path, str] | None:
    """Save under a name in the saved games: the file and the name given."""
    saves = SavedGames()
    dialog = SaveUnderNameDialog(saves, parent=parent)
    try:
        if dialog.exec() != SaveUnderNameDialog.DialogCode.Accepted:
            return None
        name = dialog.name()
    finally:
        dialog.deleteLater()
    try:
        entry = saves.save(name, session.game, session.computers)
    except (OSError, ValueError) as error:
        warn_not_saved(parent, error)
        return None
    session.file = entry.path
    return entry.path, name


def choose_saved_game(parent: QWidget) -> Path | None:
    """The list of saved games; the one the player opens."""

    chosen: list[Path] = []
    dialog = SavedGamesDialog(parent=parent)

    def open_it(path: str) -> None:
        chosen.append(Path(path))
        dialog.accept()

    dialog.open_requested.connect(open_it)
    dialog.exec()
    dialog.deleteLater()
    return chosen[0] if chosen else None


def fill_recent_menu(menu: QMenu, files: list[str], chosen: Callable[[Path], object]) -> None:
    """Open Recent lists the files the player opened or saved, newest first."""
    menu.clear()
    for name in files:
        action = menu.addAction(Path(name).name)
        action.setToolTip(name)
        action.triggered.connect(lambda _checked=False, name=name: chosen(Path(name)))
    menu.setEnabled(bool(files))


def warn_not_saved(parent: QWidget, error: Exception) -> None:
    """A save the player asked for failed: say so in a dialog (the game is safe in
    its autosave)."""
    QMessageBox.warning(
        parent,
        translate("MainWindow", "Not saved"),
        translate("MainWindow", "The game could not be saved: {reason}").format(
            reason=write_problem(error)
        ),
    )
