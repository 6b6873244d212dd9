"""One Kartografové at a time in a data folder, and one writer at a time of its records.

Two advisory locks on files in the data folder, both released by the operating
system when the process ends however it ends (``flock`` on POSIX, ``msvcrt.locking``
on Windows), so a crash never leaves a stale lock behind:

* the **instance lock** (``.instance.lock``) — held by the app for as long as it runs,
  so a second app on the same folder finds it and raises the first one's window
  instead of playing the same games beside it (``app/window/single_instance.py``);
* the **records lock** (``.records.lock``) — held for a moment around each change of a
  record that is read, changed and written back (a campaign gaining an attempt, the
  history gaining a game, a network game's record, a player's new key), by the app
  and by the command line's writers alike, so two writers never lose each other's
  change. It is re-entrant within a process and shared by its threads.

Pure Python with no dependencies: the records and the network code (no Qt) use it.
A lock file is opened without following a symbolic link and must be a regular file.
Anything else found in its place (a FIFO, a link, a device, a folder) would make the
lock a lock of nothing — every start believing it is alone — so it is moved aside to
``<name>.corrupt`` (never over an earlier one) and a proper lock file made, and the
lock says where it was kept (:attr:`FolderLock.set_aside`) for the app to tell. Two
starts that find it at once take turns (a lock on the folder itself, POSIX), so one
never moves the other's fresh lock file away.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import threading
import time
from collections.abc import Iterator
from pathlib import Path

from .files import move_aside
from .userdirs import data_dir

INSTANCE_LOCK = ".instance.lock"
RECORDS_LOCK = ".records.lock"
WAIT = 20.0
"""How long a writer waits for another to finish one record (a write takes
milliseconds; this much means the other one is stuck)."""

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
try:
    import msvcrt
except ImportError:  # POSIX
    msvcrt = None  # type: ignore[assignment]


class LockBusy(OSError):
    """Another process holds the lock and did not let go in time."""


class NotALockFile(OSError):
    """Something that is not a regular file is where the lock file goes, and it could
    not be moved aside."""


class FolderLock:
    """An exclusive advisory lock on one file; :meth:`release` (or the end of the
    process) lets it go."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        self.set_aside: Path | None = None
        """Where something that was not a lock file was moved to make this lock (the
        app tells the player), or None."""

    @property
    def held(self) -> bool:
        return self._fd is not None

    def try_acquire(self) -> bool:
        """Take the lock if nobody holds it; False if somebody does. ``OSError`` if
        the lock file cannot be opened (an unwritable folder, a link or a FIFO in its
        place)."""
        if self._fd is not None:
            return True
        fd, kept = _open(self.path)
        if kept is not None:
            self.set_aside = kept
        if not _lock(fd):
            os.close(fd)
            return False
        self._fd = fd
        return True

    def acquire(self, timeout: float = WAIT) -> None:
        """Wait (polling, never for ever) until the lock is ours; :class:`LockBusy`
        after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while not self.try_acquire():
            if time.monotonic() >= deadline:
                raise LockBusy(
                    errno.EAGAIN,
                    "another Kartografové has been writing this data folder for too long",
                    str(self.path),
                )
            time.sleep(0.01)

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        with contextlib.suppress(OSError):
            _unlock(fd)
        os.close(fd)


def _open(path: Path) -> tuple[int, Path | None]:
    """The lock file, opened (made if need be), and where whatever stood in its place
    was moved (None if nothing did). ``OSError`` when the folder cannot hold one;
    :class:`NotALockFile` when what is there cannot be moved aside."""
    try:
        return _open_regular(path), None
    except NotALockFile:
        pass
    with _folder_turn(path.parent):  # one start at a time decides what is there
        kept = None
        if _odd(path):
            kept = move_aside(path)
            if kept is None:
                raise NotALockFile(
                    errno.EINVAL, "not a lock file, and it cannot be moved aside", str(path)
                )
        return _open_regular(path), kept


def _open_regular(path: Path) -> int:
    flags = (
        os.O_RDWR
        | os.O_CREAT
        | getattr(os, "O_NOFOLLOW", 0)
        | getattr(os, "O_NONBLOCK", 0)
        | getattr(os, "O_CLOEXEC", 0)
    )
    try:
        fd = os.open(path, flags, 0o600)
    except OSError as error:
        if _odd(path):  # a link (ELOOP), a folder (EISDIR), a FIFO nobody reads (ENXIO)
            raise NotALockFile(
                error.errno, "the lock file is not a regular file", str(path)
            ) from None
        raise
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise NotALockFile(errno.EINVAL, "the lock file is not a regular file", str(path))
    return fd


def _odd(path: Path) -> bool:
    """Something other than a regular file is at ``path`` (a missing one is fine)."""
    try:
        return not stat.S_ISREG(os.lstat(path).st_mode)
    except FileNotFoundError:
        return False


@contextlib.contextmanager
def _folder_turn(folder: Path, timeout: float = WAIT) -> Iterator[None]:
    """Hold a lock on ``folder`` itself while a lock file in it is repaired: two starts
    that both found a FIFO there must not both move "it" away, the second moving the
    first one's new lock file. POSIX only (Windows cannot lock a folder, and has no
    FIFOs to put there); within the process the threads take turns too."""
    with _repairing:
        if fcntl is None:
            yield
            return
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | os.O_CLOEXEC)
        try:
            deadline = time.monotonic() + timeout
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        raise LockBusy(
                            errno.EAGAIN, "the data folder stayed locked", str(folder)
                        ) from None
                    time.sleep(0.01)
            yield
        finally:
            os.close(fd)  # lets the folder's lock go


_repairing = threading.Lock()


def _lock(fd: int) -> bool:
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:  # Windows: the file's first byte (the position a new file opens at)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError as error:
        if error.errno in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK, errno.EDEADLK):
            return False
        raise
    return True


def _unlock(fd: int) -> None:
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_UN)
    else:  # the byte that was locked: msvcrt unlocks from the current position
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


def instance_lock(folder: Path | None = None) -> FolderLock:
    """The lock the app holds while it runs on ``folder`` (the data folder)."""
    return FolderLock((folder or data_dir()) / INSTANCE_LOCK)


_guard = threading.RLock()
_held: dict[Path, tuple[FolderLock | None, int]] = {}


@contextlib.contextmanager
def records_lock(folder: Path | None = None, timeout: float = WAIT) -> Iterator[None]:
    """Hold the records lock of ``folder`` (the data folder) for the ``with`` block.

    Re-entrant: a block inside another only counts. Threads of one process take
    turns. A data folder that cannot be used at all is not this lock's business: the
    block runs unlocked and its own write fails with its own, specific error.
    :class:`LockBusy` when another process holds the lock for ``timeout`` seconds;
    :class:`NotALockFile` when its place is taken by something that cannot be moved."""
    with _guard:
        try:
            path = (folder or data_dir()) / RECORDS_LOCK
        except OSError:
            yield
            return
        lock, depth = _held.get(path, (None, 0))
        if depth == 0:
            lock = FolderLock(path)
            try:
                lock.acquire(timeout)
            except (LockBusy, NotALockFile):  # no writing unlocked beside another writer
                raise
            except OSError:
                lock = None
        _held[path] = (lock, depth + 1)
        try:
            yield
        finally:
            lock, depth = _held.pop(path)
            if depth > 1:
                _held[path] = (lock, depth - 1)
            elif lock is not None:
                lock.release()
