"""The game being played on screen, and its autosave.

The session is the only way the app changes a game: it applies a decision, saves
the whole game atomically right after (so a crash or a closed window never loses
more than the move in progress, issue 3), and tells the screens by signals. It
holds no rules: legality and effects are the engine's.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...rules.decisions import Decision
from ...rules.game import Game, IllegalDecision
from ...rules.save import SaveError, load_game, write_save


class GameSession(QObject):
    """Wraps one :class:`Game`. ``changed`` fires after every change of the game;
    ``happened`` carries the events a decision caused (for notices and score
    screens); ``save_failed`` carries a sentence when the autosave could not be
    written (the game goes on in memory)."""

    changed = Signal()
    happened = Signal(list)
    save_failed = Signal(str)

    def __init__(self, game: Game, autosave: Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.game = game
        self.autosave = autosave
        self.file: Path | None = None  # where the player saved it by name, if anywhere
        self.computers: dict[int, str] = {}  # seats played by the computer: their level

    def apply(self, decision: Decision) -> IllegalDecision | None:
        """Apply a decision; returns the refusal instead of raising, the game unchanged."""
        try:
            events = self.game.apply(decision)
        except IllegalDecision as error:
            return error
        self._autosave()
        self.happened.emit(events)
        self.changed.emit()
        return None

    def can_undo(self) -> bool:
        return bool(self.game.decisions)

    def undo(self) -> bool:
        if not self.game.decisions:
            return False
        self.game.undo()
        self._autosave()
        self.changed.emit()
        return True

    def _autosave(self) -> None:
        if self.autosave is None:
            return
        try:
            write_save(self.autosave, self.game)
        except OSError as error:
            self.save_failed.emit(error.strerror or str(error))


def unfinished_autosave(path: Path) -> tuple[Game | None, str | None]:
    """The autosaved game if there is one still to finish, and a sentence for the
    player if the autosave was damaged — it is then set aside (``.corrupt``), never
    offered or silently overwritten."""
    if not path.exists():
        return None, None
    try:
        game, _ = load_game(path)
    except SaveError as error:
        aside = path.with_name(path.name + ".corrupt")
        with contextlib.suppress(OSError):
            path.replace(aside)
        from ..reasons import file_problem

        return None, QCoreApplication.translate(
            "Startup", "The autosaved game could not be opened. {reason} It was kept as {file}."
        ).format(reason=file_problem(error.kind), file=aside)
    return (None if game.over else game), None
