"""The player's data folder as the window meets it: where unfinished games are kept,
and one sentence, in the player's language, when the folder cannot be used (issue 11).
The app still plays then, unsaved, and still offers the games already there."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from ..records.unfinished import UnfinishedGames
from ..userdirs import data_dir
from .text import translate


def unfinished_games() -> tuple[UnfinishedGames | None, str | None]:
    """Where games are autosaved, and why nothing can be saved if so: the folder of
    unfinished games when it can be written; when it cannot, that folder if it can at
    least be read (its games are still offered) and the sentence for the player; None
    when there is no folder to read either."""
    try:
        folder = data_dir()
        probe = folder / ".write-test"
        probe.write_bytes(b"")
        probe.unlink()
        games = UnfinishedGames()
        games.folder  # noqa: B018 — created now, so a problem shows at start-up
        games.adopt_legacy(folder)
    except OSError as error:
        problem = folder_sentence(error)
        games = UnfinishedGames()
        try:
            return (games if games.folder.is_dir() else None), problem
        except OSError:
            return None, problem
    return games, None


def folder_sentence(error: OSError) -> str:
    from .reasons import system_problem

    return translate(
        "MainWindow",
        "Your games cannot be saved: the folder {folder} cannot be written to "
        "({reason}). You can play, but nothing will be kept.",
    ).format(folder=error.filename or "", reason=system_problem(error))


def data_folder_usable(parent: QWidget) -> bool:
    """Whether the data folder can be used now; if not, say why and return False."""
    try:
        data_dir()
    except OSError as error:
        QMessageBox.warning(
            parent, translate("MainWindow", "Your data folder"), folder_sentence(error)
        )
        return False
    return True
