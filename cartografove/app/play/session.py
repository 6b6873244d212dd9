"""The game being played on screen, and its autosave.

The session is the only way the app changes a game: it applies a decision, saves
the whole game atomically right after (so a crash or a closed window never loses
more than the move in progress, issue 3), and tells the screens by signals. It
holds no rules: legality and effects are the engine's.

Saving can fail in any way (a full disk, a folder taken away, a value the file
cannot hold): the game in memory and on screen go on together all the same, and
:attr:`GameSession.save_problem` holds the reason until a save succeeds again, so
the window can keep a warning up for as long as it is true.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ...records.unfinished import progress_meta
from ...rules.decisions import Decision
from ...rules.game import Game, IllegalDecision
from ...rules.save import write_save
from ..reasons import write_problem


class GameSession(QObject):
    """Wraps one :class:`Game`. ``changed`` fires after every change of the game;
    ``happened`` carries the events a decision caused (for notices and score
    screens); ``save_failed`` carries the reason when the autosave could not be
    written (the game goes on in memory); ``saved`` fires after every successful
    autosave (a warning about an earlier failure can go)."""

    changed = Signal()
    happened = Signal(list)
    save_failed = Signal(str)
    saved = Signal()

    def __init__(self, game: Game, autosave: Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.game = game
        self.autosave = autosave
        self.file: Path | None = None  # where the player saved it by name, if anywhere
        self.computers: dict[int, str] = {}  # seats played by the computer: their level
        self.save_problem: str | None = None
        # the day the game was last played, for printing, when it was not today: a
        # game opened from a file or taken up again keeps its file's day until a move
        # is made (issue 25: printouts of old games carried the day they were printed)
        self.played: date | None = None

    @property
    def view(self) -> Game:
        """The game this screen shows and answers: :attr:`game` itself at one
        computer. A network seat's differs (its own next request, found before the
        seats before it have answered); :attr:`game` is then the table's game as
        the log has it, which the log, the overview and the results tell."""
        return self.game

    def apply(self, decision: Decision) -> IllegalDecision | None:
        """Apply a decision; returns the refusal instead of raising, the game unchanged.
        Never raises for the autosave: its failure is :attr:`save_problem`."""
        try:
            events = self.game.apply(decision)
        except IllegalDecision as error:
            return error
        self.played = None
        self.save()
        self.happened.emit(events)
        self.changed.emit()
        return None

    @property
    def hints(self) -> int:
        """The moves of this game played after a hint, resumes included."""
        return len(self.game.hinted)

    def note_hint(self) -> None:
        """A hint was shown for the pending move: it is part of the game from now on
        (:attr:`Game.hinted`), saved at once so quitting before the move keeps it."""
        if self.game.pending is None:
            return
        self.game.note_hint()
        self.save()

    def can_undo(self) -> bool:
        return bool(self.game.decisions)

    def undo(self) -> bool:
        if not self.game.decisions:
            return False
        self.game.undo()
        self.save()
        self.changed.emit()
        return True

    def save(self) -> bool:
        """Write the autosave now (if the game has one); False, ``save_problem`` set
        and ``save_failed`` emitted if it could not be written — whatever the reason."""
        if self.autosave is None:
            return True
        try:
            write_save(
                self.autosave,
                self.game,
                meta={**progress_meta(self.game), "hints": self.hints},
                computers=self.computers,
            )
        except Exception as error:
            reason = write_problem(error)
            self.save_problem = reason
            self.save_failed.emit(reason)
            return False
        self.save_problem = None
        self.saved.emit()
        return True
