"""The player's data folder as the window meets it: where unfinished games are kept,
and one sentence, in the player's language, when the folder cannot be used (issue 11).
The app still plays then, unsaved, and still offers the games already there."""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from ...records.unfinished import UnfinishedGames
from ...userdirs import data_dir
from ..reasons import system_problem
from ..text import translate


def unfinished_games() -> tuple[UnfinishedGames | None, str | None]:
    """Where games are autosaved, and why nothing can be saved if so: the folder of
    unfinished games when it can be written; when it cannot, that folder if it can at
    least be read (its games are still offered) and the sentence for the player; None
    when there is no folder to read either."""
    try:
        folder = data_dir()
        check_writable(folder)
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


def check_writable(folder: Path) -> None:
    """Raise ``OSError`` if a file cannot be made in ``folder``. The probe has a name
    of its own (two apps starting together never delete each other's) and is created
    exclusively, so a symbolic link put where it would go is never followed."""
    probe = folder / f".write-test.{os.getpid()}.{secrets.token_hex(6)}"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    os.close(os.open(probe, flags, 0o600))
    os.unlink(probe)


def folder_sentence(error: OSError) -> str:
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
