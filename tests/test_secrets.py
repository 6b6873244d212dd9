"""The one writer of secrets (cartografove.files.write_secret): a key, a host's seed
or a server's token is never readable by anybody else on the computer, not for a
moment and not after a crash at any point (issue 21)."""

from __future__ import annotations

import os
import random
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cartografove import files
from cartografove.files import TEMP_SUFFIX, write_secret

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """The records lock and any key go to the test's folder, never the user's."""
    home = tmp_path / "home"
    monkeypatch.setenv("KARTOGRAFOVE_HOME", str(home))
    return home


def _private(path: Path) -> bool:
    return stat.S_IMODE(os.lstat(path).st_mode) & 0o077 == 0


def test_a_secret_is_private_from_its_first_byte_whatever_the_umask(tmp_path, monkeypatch):
    seen: list[int] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:  # the moment the bytes are on disk, before the rename
        seen.append(stat.S_IMODE(os.fstat(fd).st_mode))
        real_fsync(fd)

    monkeypatch.setattr(files.os, "fsync", fsync)
    old = os.umask(0)
    try:
        write_secret(tmp_path / "keys" / "ann.key", b"secret")
    finally:
        os.umask(old)
    assert seen and all(mode & 0o077 == 0 for mode in seen)
    assert _private(tmp_path / "keys" / "ann.key")
    assert stat.S_IMODE(os.stat(tmp_path / "keys").st_mode) == 0o700
    assert (tmp_path / "keys" / "ann.key").read_bytes() == b"secret"


def test_a_failed_write_leaves_no_temporary_copy(tmp_path, monkeypatch):
    def fail(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "replace", fail)
    with pytest.raises(OSError):
        write_secret(tmp_path / "ann.key", b"secret")
    assert os.listdir(tmp_path) == []


def test_a_link_fifo_or_folder_in_the_way_is_refused(tmp_path):
    outside = tmp_path / "outside"
    outside.write_bytes(b"not yours")
    (tmp_path / "private").mkdir()
    os.symlink(outside, tmp_path / "private" / "link.key")
    os.mkfifo(tmp_path / "private" / "fifo.key")
    (tmp_path / "private" / "folder.key").mkdir()
    for name in ("link.key", "fifo.key", "folder.key"):
        with pytest.raises(OSError):
            write_secret(tmp_path / "private" / name, b"secret")
    assert outside.read_bytes() == b"not yours"
    assert not [p for p in os.listdir(tmp_path / "private") if p.endswith(TEMP_SUFFIX)]


def test_a_fifo_at_a_key_path_is_refused_at_once(tmp_path):
    from cartografove.net.keys import load_key

    os.mkfifo(tmp_path / "ann.key")
    with pytest.raises(ValueError, match="not a regular file"):
        load_key(tmp_path / "ann.key")  # without the fix this waits for ever


KILLED_WRITER = """
import sys
from pathlib import Path
from cartografove.net.keys import key_path, load_key
from cartografove.net.ongoing import OngoingGames
folder = Path(sys.argv[1])
records = OngoingGames(folder / "net")
n = 0
print("ready", flush=True)
while True:
    n += 1
    load_key(key_path(f"player {n}", folder / "net" / "keys"))
    records.keep_joined("CODE", "0123ABCD", f"player {n}")
"""

KILLS = 12


def test_keys_and_records_are_never_readable_by_others_at_any_kill_point(tmp_path):
    """A writer of keys and joined-game records is killed at random moments; after
    every kill each file there — keys, records, temporary files — is the owner's
    alone, and each record is whole (never the empty one a kill used to leave)."""
    from cartografove.net.ongoing import OngoingGames

    folder = tmp_path / "data"
    root = Path(__file__).resolve().parents[1]
    rng = random.Random(21)
    old = os.umask(0o022)
    try:
        for _ in range(KILLS):
            writer = subprocess.Popen(
                [sys.executable, "-c", KILLED_WRITER, str(folder)],
                cwd=root,
                env={**os.environ, "KARTOGRAFOVE_HOME": str(folder.parent / "home")},
                stdout=subprocess.PIPE,
                text=True,
            )
            assert writer.stdout is not None
            assert writer.stdout.readline().strip() == "ready"
            time.sleep(rng.uniform(0.0, 0.15))
            writer.send_signal(signal.SIGKILL)
            writer.wait()
            writer.stdout.close()
            for path in (folder / "net").rglob("*"):
                assert _private(path) or path.is_dir(), path
            for sub in ("keys", "joined"):
                if (folder / "net" / sub).exists():
                    assert stat.S_IMODE(os.stat(folder / "net" / sub).st_mode) == 0o700
            listing = OngoingGames(folder / "net").games()
            assert listing.problems == ()
    finally:
        os.umask(old)
