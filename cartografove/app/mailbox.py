"""How a worker thread hands its results to the GUI thread without touching Qt.

A worker (the network link's asyncio loop, a computer cartographer thinking, the
search for games on the local network) is given an :class:`Outbox`: plain
Python, a queue and one end of a socket pair. It puts what it has in the queue
and writes a byte to the socket. On the GUI thread a :class:`Mailbox` watches the
other end with a ``QSocketNotifier``, takes everything out of the queue and
signals it, one item at a time, in the order it was posted.

So no Qt object is made, signalled, referenced or released on a worker thread:
nothing a worker holds can make PySide destroy a Qt object there (the deadlock
that :mod:`.collector` was written for), and a worker outliving its window
posts into an outbox that is closed, which drops what it posts.
"""

from __future__ import annotations

import contextlib
import queue
import socket

from PySide6.QtCore import QObject, QSocketNotifier, Signal


class Outbox:
    """The worker's side: :meth:`post` from any thread; never blocks, never raises."""

    def __init__(self) -> None:
        self._queue: queue.SimpleQueue[object] = queue.SimpleQueue()
        self.reader, self._writer = socket.socketpair()
        for end in (self.reader, self._writer):
            end.setblocking(False)
        self.closed = False

    def post(self, item: object) -> None:
        if self.closed:
            return
        self._queue.put(item)
        # a full socket buffer already holds a wake-up the GUI thread has not read:
        # it takes every item in the queue when it wakes, this one included
        with contextlib.suppress(OSError):
            self._writer.send(b"\0")

    def take(self) -> list[object]:
        """Everything posted so far (the GUI thread's side)."""
        with contextlib.suppress(OSError):
            while self.reader.recv(4096):
                pass
        items: list[object] = []
        while True:
            try:
                items.append(self._queue.get_nowait())
            except queue.Empty:
                return items

    def close(self) -> None:
        """Drop whatever is posted from now on; the sockets are released."""
        self.closed = True
        self.reader.close()
        self._writer.close()


class Mailbox(QObject):
    """The GUI thread's side: ``arrived`` carries each item an :attr:`outbox`
    posted. Destroying the mailbox (its owner's ``deleteLater``) closes the outbox."""

    arrived = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.outbox = Outbox()
        self._notifier = QSocketNotifier(
            self.outbox.reader.fileno(), QSocketNotifier.Type.Read, self
        )
        self._notifier.activated.connect(self._deliver)
        self.destroyed.connect(self.outbox.close)

    def _deliver(self) -> None:
        if self.outbox.closed:
            return
        for item in self.outbox.take():
            self.arrived.emit(item)

    def close(self) -> None:
        """Nothing more arrives (what a worker posts later is dropped)."""
        self._notifier.setEnabled(False)
        if not self.outbox.closed:
            self.outbox.close()
