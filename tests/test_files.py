"""The one file layer: bounded regular-file reads, the atomic writer, setting aside."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from cartografove import files
from cartografove.files import (
    FileError,
    OversizedFile,
    UnreadableFile,
    atomic_write,
    read_limited,
    set_aside,
)

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs, modes and pids are POSIX")


def test_a_regular_file_is_read_up_to_its_limit(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"x" * 10)
    assert read_limited(path, 10) == b"x" * 10
    with pytest.raises(OversizedFile):
        read_limited(path, 9)


def test_a_folder_and_a_missing_file_are_unreadable(tmp_path):
    with pytest.raises(UnreadableFile, match="not a regular file"):
        read_limited(tmp_path, 100)
    with pytest.raises(UnreadableFile, match="cannot be read"):
        read_limited(tmp_path / "nope", 100)


@posix_only
def test_a_fifo_is_refused_at_once_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(UnreadableFile, match="not a regular file"):
        read_limited(fifo, 100)  # would block forever with a plain open()


@posix_only
def test_a_device_is_refused(tmp_path):
    with pytest.raises(UnreadableFile, match="not a regular file"):
        read_limited(Path("/dev/zero"), 100)


def test_the_writer_replaces_the_file_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"old")
    atomic_write(path, b"new")
    assert path.read_bytes() == b"new"
    assert [p.name for p in tmp_path.iterdir()] == ["f"]


def test_the_writer_refuses_more_than_the_reader_accepts(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"old")
    with pytest.raises(ValueError, match="reader accepts"):
        atomic_write(path, b"x" * 11, limit=10)
    assert path.read_bytes() == b"old"


@posix_only
def test_the_writer_follows_a_link_and_keeps_it_a_link(tmp_path):
    real = tmp_path / "real"
    real.write_bytes(b"old")
    link = tmp_path / "link"
    link.symlink_to(real)
    atomic_write(link, b"new")
    assert link.is_symlink()
    assert real.read_bytes() == b"new"


@posix_only
def test_the_writer_keeps_the_permission_bits(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"old")
    path.chmod(0o640)
    atomic_write(path, b"new")
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


@posix_only
def test_a_new_file_gets_the_permissions_any_new_file_gets(tmp_path):
    mask = os.umask(0o022)
    try:
        atomic_write(tmp_path / "f", b"new")
    finally:
        os.umask(mask)
    assert stat.S_IMODE((tmp_path / "f").stat().st_mode) == 0o644


@posix_only
def test_the_writer_refuses_a_target_that_is_not_a_regular_file(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="not a regular file"):
        atomic_write(fifo, b"data")
    with pytest.raises(OSError, match="not a regular file"):
        atomic_write(tmp_path, b"data")
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]


@posix_only
def test_stale_temporary_files_of_crashed_writers_are_removed(tmp_path):
    path = tmp_path / "f"
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    pid = int(dead.stdout)
    stale = tmp_path / f".f.{pid}.0badcafe{files.TEMP_SUFFIX}"
    stale.write_bytes(b"half")
    living = tmp_path / f".f.{os.getppid()}.0badcafe{files.TEMP_SUFFIX}"
    living.write_bytes(b"someone else writing right now")
    other = tmp_path / ".unrelated"
    other.write_bytes(b"not ours")
    atomic_write(path, b"new")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["f", living.name, other.name])


@posix_only
def test_writers_killed_mid_write_leave_the_old_file_whole_and_no_temporaries(tmp_path):
    """Each writer is killed at a random moment of a loop of writes; the file is
    always one of the complete versions, and the next write removes the debris."""
    path = tmp_path / "record"
    versions = [bytes([65 + n]) * 200_000 for n in range(4)]
    atomic_write(path, versions[0])
    script = textwrap.dedent(f"""
        import sys
        from cartografove.files import atomic_write
        versions = [bytes([65 + n]) * 200_000 for n in range(4)]
        print("ready", flush=True)
        n = 0
        while True:
            atomic_write({str(path)!r}, versions[n % 4]); n += 1
    """)
    kills = int(os.environ.get("KARTOGRAFOVE_KILLS", "5"))
    for round_ in range(kills):
        writer = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE)
        assert writer.stdout is not None and writer.stdout.readline() == b"ready\n"
        try:
            writer.wait(timeout=0.05 + (round_ % 7) * 0.01)
        except subprocess.TimeoutExpired:
            writer.kill()
            writer.wait()
        assert path.read_bytes() in versions
    debris = len(list(tmp_path.iterdir())) - 1
    atomic_write(path, versions[1])
    assert [p.name for p in tmp_path.iterdir()] == ["record"]
    print(f"\nkills: {kills} writers killed, file whole each time, {debris} temporaries removed")


def test_a_damaged_file_is_set_aside_without_overwriting_an_earlier_copy(tmp_path):
    path = tmp_path / "save"
    path.write_bytes(b"first")
    first = FileError(path, "is damaged")
    assert set_aside(first) == tmp_path / "save.corrupt"
    assert first.kept_as == tmp_path / "save.corrupt"
    path.write_bytes(b"second")
    assert set_aside(FileError(path, "is damaged")) == tmp_path / "save.corrupt.2"
    assert (tmp_path / "save.corrupt").read_bytes() == b"first"
    assert (tmp_path / "save.corrupt.2").read_bytes() == b"second"


def test_a_newer_file_is_left_untouched(tmp_path):
    class Newer(FileError):
        kind = "newer"

    path = tmp_path / "save"
    path.write_bytes(b"from the future")
    error = Newer(path, "is newer")
    assert set_aside(error) is None and error.kept_as is None
    assert path.read_bytes() == b"from the future"


def test_a_file_that_cannot_be_moved_is_never_claimed_kept(tmp_path, monkeypatch):
    path = tmp_path / "save"
    path.write_bytes(b"damaged")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "link", refuse)
    monkeypatch.setattr(os, "rename", refuse)
    error = FileError(path, "is damaged")
    assert set_aside(error) is None and error.kept_as is None
    assert path.read_bytes() == b"damaged"


def test_stale_temporary_files_of_the_old_writer_are_removed_and_nothing_else(tmp_path):
    """Earlier builds wrote through ``mkstemp(prefix=".f.", suffix=".tmp")``: such a
    file is removed once it is over an hour old; a fresh one (a writer of an older
    copy running right now) and look-alikes of other names stay."""
    path = tmp_path / "f"
    old = time.time() - files.STALE_AFTER - 60
    stale = tmp_path / ".f.k2_x9abq.tmp"
    fresh = tmp_path / ".f.zz3m0q1a.tmp"
    lookalikes = [".f.notours.tmp", ".f.k2_x9abq.tmp.keep", ".g.k2_x9abq.tmp", ".f.K2X9ABQZ.tmp"]
    for name in [stale.name, fresh.name, *lookalikes]:
        (tmp_path / name).write_bytes(b"half")
    for name in [stale.name, *lookalikes]:
        os.utime(tmp_path / name, (old, old))
    folder = tmp_path / ".f.abcdefgh.tmp"
    folder.mkdir()
    os.utime(folder, (old, old))
    atomic_write(path, b"new")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["f", fresh.name, folder.name, *lookalikes]
    )


def _dead_pid() -> int:
    done = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    return int(done.stdout)


@posix_only
def test_temporaries_of_files_written_once_are_cleaned_by_the_next_write_there(tmp_path):
    """A history entry, a new key or a new network record is never written again, so
    its crashed writer's temporary file used to stay for ever (issue 21)."""
    orphan = tmp_path / f".0123abcd.kartografove.{_dead_pid()}.0badcafe{files.TEMP_SUFFIX}"
    orphan.write_bytes(b"half an entry")
    atomic_write(tmp_path / "another-entry.kartografove", b"whole")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["another-entry.kartografove"]


@posix_only
def test_a_live_writers_temporary_survives_a_clock_that_jumped(tmp_path):
    """To a writer whose clock jumped a day ahead, a live writer's fresh file looks a
    day old: it must still be left alone while that writer runs."""
    living = tmp_path / f".f.{os.getppid()}.0badcafe{files.TEMP_SUFFIX}"
    living.write_bytes(b"someone else writing right now")
    long_ago = time.time() - 24 * 3600
    os.utime(living, (long_ago, long_ago))
    atomic_write(tmp_path / "f", b"new")
    assert living.exists()
