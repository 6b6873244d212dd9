"""One app per data folder (issue 21): a second start raises the first window instead
of opening a rival, and the start-up write check is private to each start."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from cartografove.app.window.data_folder import check_writable, unfinished_games
from cartografove.app.window.single_instance import SingleInstance, ask_first_to_raise
from cartografove.userdirs import data_dir
from tests.waits import HANG_MS, HANG_S

ROOT = Path(__file__).resolve().parents[2]


def _second_start(home: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "KARTOGRAFOVE_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        [sys.executable, "-m", "cartografove"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_second_start_on_the_same_data_folder_raises_the_first(app, qtbot, user_home):
    """This process is the first app; another process starts the app on the same
    folder, finds it taken, asks for the first window and ends without one of its own."""
    first = SingleInstance(data_dir())
    assert first.claim() and first.listen()
    raised: list[bool] = []
    first.raise_requested.connect(lambda: raised.append(True))
    try:
        second = _second_start(user_home)
        qtbot.waitUntil(lambda: bool(raised), timeout=HANG_MS)
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=HANG_MS)
        _, err = second.communicate()
    finally:
        first.release()
    assert second.returncode == 0, err
    assert "already running" in err and "brought to the front" in err
    assert raised == [True]


def test_the_lock_goes_with_the_app_that_held_it(app, user_home):
    first = SingleInstance(data_dir())
    assert first.claim()
    assert not SingleInstance(data_dir()).claim()  # another open of the lock file
    first.release()
    assert SingleInstance(data_dir()).claim()


def test_a_first_app_that_does_not_answer_is_reported_not_waited_on(app, user_home):
    holder = SingleInstance(data_dir())
    assert holder.claim()  # holds the folder, never listens
    try:
        started = time.monotonic()
        assert ask_first_to_raise(data_dir(), wait_ms=500) is False
        assert time.monotonic() - started < HANG_S  # answered, not waited on for ever
    finally:
        holder.release()


def test_the_write_check_leaves_nothing_and_never_follows_a_link(app, user_home, tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("precious")
    folder = data_dir()
    os.symlink(outside, folder / ".write-test")  # where the old fixed probe went
    games, problem = unfinished_games()
    assert problem is None and games is not None
    assert outside.read_text() == "precious"
    check_writable(folder)
    assert sorted(p.name for p in folder.iterdir() if p.name.startswith(".write-test")) == [
        ".write-test"
    ]


def test_starts_at_the_same_moment_never_think_the_folder_unwritable(app, user_home):
    """The old check wrote and deleted one fixed file: two starts together deleted
    each other's and one of them then saved nothing for its whole run."""
    from concurrent.futures import ThreadPoolExecutor

    data_dir()
    with ThreadPoolExecutor(max_workers=6) as pool:
        problems = list(pool.map(lambda _: unfinished_games()[1], range(600)))
    assert problems == [None] * 600


def test_a_fifo_at_the_lock_makes_no_start_believe_it_is_alone(app, user_home, monkeypatch):
    """A FIFO there used to count as "a folder that cannot be locked": every start
    claimed the folder. Now it is kept aside, and the window says so."""
    from PySide6.QtWidgets import QMessageBox

    from cartografove.app import main
    from cartografove.locks import INSTANCE_LOCK

    if not hasattr(os, "mkfifo"):
        return
    folder = data_dir()
    os.mkfifo(folder / INSTANCE_LOCK)
    first = SingleInstance(folder)
    try:
        assert first.claim() and first.set_aside is not None
        assert not SingleInstance(folder).claim()
        said: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning", lambda *a: said.append(a[2]))
        main.say_lock_set_aside(first.set_aside)
        assert str(first.set_aside) in said[0]
    finally:
        first.release()


def test_a_start_that_cannot_take_its_turn_at_the_lock_is_not_alone(app, user_home, monkeypatch):
    """Repairing an odd lock file waits for the folder's lock; one never given is
    another start at work, not a folder this start has to itself."""
    from cartografove import locks

    if not hasattr(os, "mkfifo"):
        return
    os.mkfifo(data_dir() / locks.INSTANCE_LOCK)

    def busy(folder, timeout=locks.WAIT):
        raise locks.LockBusy(11, "the data folder stayed locked", str(folder))

    monkeypatch.setattr(locks, "_folder_turn", busy)
    assert SingleInstance(data_dir()).claim() is False
