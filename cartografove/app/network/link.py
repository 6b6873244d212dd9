"""The network game's connection as the window sees it.

A :class:`NetLink` lives on the GUI thread. It owns a :class:`.worker.LinkWorker`
(an asyncio loop on a thread of its own, no Qt in it) and a :class:`~..mailbox.Mailbox`
through which the worker's messages arrive; it turns them into signals. The
window's answers and the host's commands go to the worker, which runs them on its
loop (``call_soon_threadsafe``). Nothing of the worker's is read here but what it
posted: the join code, the record, the latest snapshot.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..mailbox import Mailbox
from .failures import failure_text
from .worker import (
    CodeReady,
    Failed,
    Finished,
    LinkWorker,
    Plan,
    Progress,
    Seated,
    Snapshot,
    snapshot,
)

if TYPE_CHECKING:
    from ...rules.decisions import Decision, Pending

__all__ = ["NetLink", "Plan", "Snapshot", "snapshot"]


class NetLink(QObject):
    """One network game. ``code`` carries the join code once the game is open,
    ``progress`` a :class:`Snapshot` whenever the log says something new,
    ``failed`` why the game cannot go on (a sentence in the player's language;
    :attr:`failure` is the error itself), ``finished`` the checked game at the end."""

    code = Signal(str)
    progress = Signal(object)
    failed = Signal(str)
    finished = Signal(object)

    def __init__(self, plan: Plan, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.plan = plan
        self.join_code = plan.code
        self.last: Snapshot | None = None
        self.failure: BaseException | None = None  # why the game cannot go on
        self.record: Path | None = None  # the game's record here, once it has its seat
        self.mailbox = Mailbox(self)
        self.mailbox.arrived.connect(self._arrived)
        self.worker = LinkWorker(plan, self.mailbox.outbox)

    def start(self) -> None:
        self.worker.start()

    def stop(self) -> None:
        """Leave the game (the host stops its server); returns when the worker has.
        Whatever it posts from now on is dropped."""
        self.mailbox.close()
        self.worker.stop()

    def answer(self, pending: Pending, decision: Decision) -> None:
        """The person answered ``pending``, their seat's next request."""
        self.worker.answer(pending, decision)

    def stand_in(self, seat: int, level: str) -> None:
        """The host gives ``seat`` (a player who left) to a computer cartographer."""
        self.worker.stand_in(seat, level)

    def give_back(self, seat: int) -> None:
        """The host gives ``seat`` back to the player who claimed it."""
        self.worker.give_back(seat)

    def _arrived(self, message: object) -> None:
        match message:
            case Progress(snapshot=seen):
                self.last = seen
                self.progress.emit(seen)
            case CodeReady(code=code):
                self.join_code = code
                self.code.emit(code)
            case Seated(record=record):
                self.record = record
            case Finished(game=game):
                self.record = None  # over, and in the history
                self.finished.emit(game)
            case Failed(error=error):
                self.failure = error
                self.failed.emit(failure_text(error, hosting=bool(self.plan.players)))
