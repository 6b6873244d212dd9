"""One app per data folder, as desktop apps do (issue 21).

Two windows on one data folder used to clobber each other: the same unfinished game
continued in both lost one's moves, and each offered the game the other was playing.
The first app to start holds the data folder's instance lock
(:func:`cartografove.locks.instance_lock`, released by the system however the app
ends) and listens on a local socket; a second start finds the lock taken, asks the
first, over that socket, to bring its window to the front, and ends. If the first
cannot be reached, the second says so and ends all the same.

The socket lives in the data folder itself when its path is short enough for one
(the folder is the player's own), else under a name made from the folder's path.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from ...locks import LockBusy, NotALockFile, instance_lock

RAISE = b"raise\n"
RAISED = b"raised\n"
WAIT_MS = 3000
"""How long a second start waits for the first to answer (it answers at once when its
event loop runs; a first app stuck for this long is reported as unreachable)."""
MAX_SOCKET_PATH = 100  # a Unix socket's path has room for about 104 bytes


def server_name(folder: Path) -> str:
    """The local socket both starts of one data folder agree on."""
    path = folder / ".instance.socket"
    if os.name == "posix" and len(os.fsencode(path)) < MAX_SOCKET_PATH:
        return str(path)
    digest = hashlib.sha256(os.fsencode(folder.resolve())).hexdigest()[:16]
    return f"kartografove-{digest}"


class SingleInstance(QObject):
    """The first app on a data folder: :meth:`claim` the folder, :meth:`listen`, and
    ``raise_requested`` fires whenever another start asks for the window."""

    raise_requested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.name = server_name(folder)
        self._lock = instance_lock(folder)
        self._server: QLocalServer | None = None

    def claim(self) -> bool:
        """Whether this is the only app on the folder now (it stays so until it ends).
        A folder where no lock can be made (read-only, say) saves nothing either, so
        it is no reason to refuse to start: True. Something that is not a lock file
        in the lock's place is moved aside (:attr:`set_aside` says where), or, if it
        cannot be, :class:`~cartografove.locks.NotALockFile`: a start that cannot
        lock must not believe it is alone."""
        try:
            return self._lock.try_acquire()
        except NotALockFile:
            raise
        except LockBusy:  # another start has been repairing the lock file for too long
            return False
        except OSError:
            return True

    @property
    def set_aside(self) -> Path | None:
        """Where whatever stood in the lock file's place was kept, if anything."""
        return self._lock.set_aside

    def listen(self) -> bool:
        """Answer other starts from now on; False if the socket cannot be made (they
        are then told the first app could not be reached)."""
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)  # a socket a crashed app left: ours now
        if not server.listen(self.name):
            return False
        server.newConnection.connect(self._answer_all)
        self._server = server
        return True

    def _answer_all(self) -> None:
        assert self._server is not None
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda s=socket: self._answer(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._answer(socket)

    def _answer(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(RAISE):
            self.raise_requested.emit()
            socket.write(RAISED)
            socket.flush()
        socket.disconnectFromServer()

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.release()


def ask_first_to_raise(folder: Path, wait_ms: int = WAIT_MS) -> bool:
    """From a second start: ask the app holding ``folder`` to show its window; whether
    it said it did. Never waits longer than about ``2 × wait_ms``."""
    socket = QLocalSocket()
    socket.connectToServer(server_name(folder))
    if not socket.waitForConnected(wait_ms):
        return False
    socket.write(RAISE)
    socket.flush()
    answered = socket.waitForReadyRead(wait_ms)
    reply = bytes(socket.readAll().data()) if answered else b""
    socket.abort()
    return reply.startswith(RAISED)


def bring_to_front(window: QObject) -> None:
    """Show ``window`` (a QMainWindow) un-minimized, raised and active."""

    assert isinstance(window, QWidget)
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
