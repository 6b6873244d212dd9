"""Computer cartographers at the table: the seats the New Game dialog gave to the
computer play themselves (issue 13).

Whenever the game waits for a computer seat, its bot thinks on another thread
(:class:`~.hint.Thinking`) over a copy of that seat's view, and its answer goes
through the session like a person's. An answer for a position that is gone — undone,
or the window closed — is dropped, and the seat is asked again if it still decides.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...bots.styles import seat_seed
from ...rules.decisions import Decision
from .hint import Thinking
from .session import GameSession


def computer_decides(session: GameSession) -> bool:
    """The pending decision is a computer seat's."""
    pending = session.game.pending
    return pending is not None and pending.player in session.computers


def first_person(session: GameSession) -> int:
    """The first seat a person plays (whose map is in view while computers think)."""
    seats = range(len(session.game.players))
    return next((seat for seat in seats if seat not in session.computers), 0)


class ComputerSeats(QObject):
    """Plays ``session.computers`` (seat → level). ``thinking_changed`` says whether a
    computer is thinking now (the quiet indicator)."""

    thinking_changed = Signal(bool)

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.thinking = Thinking(self)
        self.thinking.answered.connect(self._answered)
        self.thinking.busy_changed.connect(self._busy)
        session.changed.connect(self.poke)

    def level(self, player: int) -> str | None:
        return self.session.computers.get(player)

    def deciding(self) -> bool:
        """The pending decision is a computer's."""
        return computer_decides(self.session)

    def poke(self) -> None:
        """Start the computer whose turn it is, if any and not already thinking."""
        game = self.session.game
        if not self.deciding() or self.thinking.busy or game.pending is None:
            return
        seat = game.pending.player
        self.thinking.ask(game, self.session.computers[seat], seat_seed(game.setup.seed, seat))

    def _busy(self, busy: bool) -> None:
        self.thinking_changed.emit(busy)
        if not busy:
            self.poke()  # a dropped answer: ask again for the position now

    def _answered(self, decision: Decision, turn: int) -> None:
        game = self.session.game
        if not self.deciding() or len(game.decisions) != turn or game.pending is None:
            return
        self.session.apply(decision)  # the log tells what it drew (notices)

    def stop(self) -> None:
        self.thinking.stop()
