"""The data folder's locks (issue 21): whatever is found where a lock file goes, a
start never believes it is alone when it is not; and the Windows way of locking
(``msvcrt``) takes, refuses, releases and closes like the POSIX one."""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from cartografove import locks
from cartografove.locks import FolderLock, NotALockFile, instance_lock, records_lock
from tests.waits import HANG_S, line_from

ROOT = Path(__file__).resolve().parents[1]
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and links are POSIX")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    made = tmp_path / "data"
    made.mkdir()
    return made


@posix_only
def test_a_fifo_where_the_instance_lock_goes_is_set_aside_and_the_lock_still_holds(folder):
    """A FIFO there used to be refused as a lock file, and the app took a refusal to
    mean "a folder that cannot be locked": every start believed it was alone."""
    os.mkfifo(folder / locks.INSTANCE_LOCK)
    first, second = instance_lock(folder), instance_lock(folder)
    assert first.try_acquire()
    assert first.set_aside == folder / (locks.INSTANCE_LOCK + ".corrupt")
    assert stat.S_ISFIFO(os.lstat(first.set_aside).st_mode)  # kept, not deleted
    assert stat.S_ISREG(os.lstat(folder / locks.INSTANCE_LOCK).st_mode)
    assert not second.try_acquire()
    assert second.set_aside is None
    first.release()
    assert second.try_acquire()
    second.release()


@posix_only
def test_a_link_where_the_lock_goes_is_set_aside_and_its_target_untouched(folder, tmp_path):
    target = tmp_path / "precious.txt"
    target.write_text("mine")
    os.symlink(target, folder / locks.INSTANCE_LOCK)
    lock = instance_lock(folder)
    assert lock.try_acquire()
    assert lock.set_aside is not None and os.path.islink(lock.set_aside)
    assert target.read_text() == "mine"
    lock.release()


def test_a_folder_where_the_lock_goes_is_set_aside_never_over_an_earlier_one(folder):
    (folder / locks.INSTANCE_LOCK).mkdir()
    earlier = folder / (locks.INSTANCE_LOCK + ".corrupt")
    earlier.write_text("an earlier copy")
    lock = instance_lock(folder)
    assert lock.try_acquire()
    assert lock.set_aside == folder / (locks.INSTANCE_LOCK + ".corrupt.2")
    assert lock.set_aside.is_dir() and earlier.read_text() == "an earlier copy"
    lock.release()


@posix_only
def test_what_cannot_be_moved_aside_is_an_error_not_a_lock_of_nothing(folder, monkeypatch):
    os.mkfifo(folder / locks.INSTANCE_LOCK)
    monkeypatch.setattr(locks, "move_aside", lambda path: None)
    with pytest.raises(NotALockFile) as raised:
        instance_lock(folder).try_acquire()
    assert raised.value.filename == str(folder / locks.INSTANCE_LOCK)


@posix_only
def test_the_records_lock_repairs_its_file_and_refuses_to_write_unlocked(folder, monkeypatch):
    os.mkfifo(folder / locks.RECORDS_LOCK)
    with records_lock(folder):
        assert stat.S_ISREG(os.lstat(folder / locks.RECORDS_LOCK).st_mode)
        assert not FolderLock(folder / locks.RECORDS_LOCK).try_acquire()
    os.unlink(folder / locks.RECORDS_LOCK)
    os.mkfifo(folder / locks.RECORDS_LOCK)
    monkeypatch.setattr(locks, "move_aside", lambda path: None)
    with pytest.raises(NotALockFile), records_lock(folder):
        pass


STARTER = """
import sys, time
from pathlib import Path
from cartografove.locks import instance_lock

folder, go, done = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
lock = instance_lock(folder)
print("ready", flush=True)
while not go.exists():
    time.sleep(0.002)
print("alone" if lock.try_acquire() else "second", flush=True)
while not done.exists():
    time.sleep(0.01)
"""


@posix_only
def test_starts_that_find_a_fifo_at_the_same_moment_leave_exactly_one_alone(folder, tmp_path):
    """Each start moves the odd file aside only after locking the folder and looking
    again, so no start moves another's fresh lock file away."""
    os.mkfifo(folder / locks.INSTANCE_LOCK)
    go, done = tmp_path / "go", tmp_path / "done"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    starts = [
        subprocess.Popen(
            [sys.executable, "-c", STARTER, str(folder), str(go), str(done)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    try:
        # every start has made its lock and waits for the go: none has looked yet
        assert [line_from(start, "a start") for start in starts] == ["ready"] * len(starts)
        go.touch()
        said = [line_from(start, "a start") for start in starts]
    finally:
        done.touch()
        for start in starts:
            start.wait(timeout=HANG_S)
    assert sorted(said) == ["alone", "second", "second", "second"]
    assert [p.name for p in folder.iterdir() if "corrupt" in p.name] == [
        locks.INSTANCE_LOCK + ".corrupt"
    ]


class FakeMsvcrt:
    """``msvcrt.locking`` as Windows does it, for one machine's processes: a byte
    range from the file's current position, locked by one descriptor at a time;
    LK_NBLCK fails at once with EACCES when another holds it, LK_UNLCK must name a
    range its descriptor locked."""

    LK_UNLCK, LK_LOCK, LK_NBLCK = 0, 1, 2

    def __init__(self) -> None:
        self.held: dict[tuple[int, int, int], int] = {}
        self.calls: list[tuple[str, int, int]] = []

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        where = os.lseek(fd, 0, os.SEEK_CUR)
        info = os.fstat(fd)
        key = (info.st_dev, info.st_ino, where)
        if mode == self.LK_NBLCK:
            self.calls.append(("lock", fd, where))
            if key in self.held and self.held[key] != fd:
                raise OSError(errno.EACCES, "Permission denied")
            self.held[key] = fd
        elif mode == self.LK_UNLCK:
            self.calls.append(("unlock", fd, where))
            if self.held.get(key) != fd:
                raise OSError(errno.EACCES, "Permission denied")
            del self.held[key]
        else:
            raise AssertionError(f"a mode locks.py does not use: {mode}")


@pytest.fixture
def windows(monkeypatch) -> FakeMsvcrt:
    fake = FakeMsvcrt()
    monkeypatch.setattr(locks, "fcntl", None)
    monkeypatch.setattr(locks, "msvcrt", fake)
    return fake


def test_the_windows_lock_takes_refuses_releases_and_closes(folder, windows):
    first, second = instance_lock(folder), instance_lock(folder)
    assert first.try_acquire() and first.held
    fd = first._fd
    assert fd is not None
    os.lseek(fd, 5, os.SEEK_SET)  # anything may move the position meanwhile
    assert not second.try_acquire() and not second.held
    first.release()
    assert windows.held == {}  # the very byte that was locked was unlocked
    with pytest.raises(OSError):
        os.fstat(fd)  # closed
    assert second.try_acquire()
    second.release()
    assert [(call, where) for call, _, where in windows.calls] == [
        ("lock", 0),
        ("lock", 0),
        ("unlock", 0),
        ("lock", 0),
        ("unlock", 0),
    ]


def test_the_windows_records_lock_is_reentrant_and_waits_for_another_writer(folder, windows):
    other = FolderLock(folder / locks.RECORDS_LOCK)
    assert other.try_acquire()  # another process writing
    with pytest.raises(locks.LockBusy), records_lock(folder, timeout=0.05):
        pass
    other.release()
    with records_lock(folder), records_lock(folder):
        assert not FolderLock(folder / locks.RECORDS_LOCK).try_acquire()
    assert windows.held == {}


def test_a_folder_in_the_windows_lock_place_is_set_aside_too(folder, windows):
    """Windows has no FIFOs; a folder is what can stand there, and no folder lock is
    taken (Windows cannot lock a folder)."""
    (folder / locks.INSTANCE_LOCK).mkdir()
    lock = instance_lock(folder)
    assert lock.try_acquire() and lock.set_aside is not None and lock.set_aside.is_dir()
    lock.release()
