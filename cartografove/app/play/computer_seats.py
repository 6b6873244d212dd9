"""Computer cartographers at the table: the seats the New Game dialog gave to the
computer play themselves (issue 13).

Whenever the game waits for a computer seat, its bot thinks on another thread
(:class:`Thinking`) over a copy of that seat's view, and its answer goes
through the session like a person's. An answer for a position that is gone — undone,
or the window closed — is dropped, and the seat is asked again if it still decides.
"""

from __future__ import annotations

import threading
from typing import cast

from PySide6.QtCore import QObject, Signal

from ...bots import GameView, make, view_of
from ...bots.explain import Reasons, reasons
from ...bots.styles import seat_seed
from ...rules.decisions import Decision
from ...rules.game import Game
from ..mailbox import Mailbox, Outbox
from .session import GameSession


def _think(
    view: GameView, level: str, seed: int, explain: bool, ticket: int, outbox: Outbox
) -> None:
    """A worker thread's whole job: pure Python, the decision of the bot of ``level``
    seeded ``seed`` and, if ``explain``, its reasons, posted (the decision None when
    the bot failed, so the asker is not busy for ever)."""
    decision: Decision | None = None
    why: Reasons | None = None
    try:
        decision = make(level, seed).choose(view)
        if explain:
            why = reasons(view, decision)
    finally:
        outbox.post((ticket, view.turn, decision, why))


class Thinking(QObject):
    """Asks a computer cartographer for a decision without blocking the window.

    The bot thinks on a plain Python thread over a copy of the player's view; its
    answer comes back through a :class:`~..mailbox.Mailbox` (no Qt object on the
    thread). ``answered(decision, turn, reasons)`` carries the answer, the turn it
    was asked at and its :class:`~cartografove.bots.explain.Reasons` (None on
    another's map, or when not asked to explain); the receiver checks the game is
    still there. ``busy_changed`` drives the quiet "thinking" indicator. Nothing
    here ever waits for the thread: a question asked before :meth:`stop` is
    answered to nobody."""

    answered = Signal(object, int, object)
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._mailbox = Mailbox(self)
        self._mailbox.arrived.connect(self._arrived)
        self._asked = 0  # questions asked so far: each answer names its own
        self._waiting: set[int] = set()

    @property
    def busy(self) -> bool:
        return bool(self._waiting)

    def ask(self, game: Game, level: str = "hard", seed: int = 0, *, explain: bool = False) -> bool:
        """Start thinking about ``game``'s pending decision as the bot of ``level``
        seeded ``seed`` (a computer seat's own style; 0, the hint's, has none);
        ``explain`` works out its reasons too. False if nothing is pending."""
        if game.pending is None:
            return False
        self._asked += 1
        self._waiting.add(self._asked)
        threading.Thread(
            target=_think,
            args=(view_of(game), level, seed, explain, self._asked, self._mailbox.outbox),
            name="kartografove-thinking",
            daemon=True,
        ).start()
        self.busy_changed.emit(True)
        return True

    def _arrived(self, message: object) -> None:
        ticket, turn, decision, why = cast(
            "tuple[int, int, Decision | None, Reasons | None]", message
        )
        if ticket not in self._waiting:
            return  # asked before stop()
        if decision is not None:
            self.answered.emit(decision, turn, why)
        self._waiting.discard(ticket)
        self.busy_changed.emit(self.busy)

    def stop(self) -> None:
        """Answers to what was asked so far are dropped (never waited for)."""
        self._waiting.clear()


def computer_decides(session: GameSession) -> bool:
    """The pending decision is a computer seat's."""
    pending = session.game.pending
    return pending is not None and pending.player in session.computers


def first_person(session: GameSession) -> int:
    """The first seat a person plays (whose map is in view while computers think)."""
    seats = range(len(session.game.players))
    return next((seat for seat in seats if seat not in session.computers), 0)


def at_the_computer(session: GameSession, holder: int | None) -> int:
    """Who sits at the computer: the player who holds it, else the first person
    (what they may see of the table: :func:`~cartografove.rules.counting.in_view.seen_by`)."""
    return holder if holder is not None else first_person(session)


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
