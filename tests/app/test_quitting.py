"""Closing the window while something thinks on another thread (issue 22): a hard
computer's turn, a hint, a review, a network game. The app ends as asked — exit
code 0, no "QThread: Destroyed while thread is still running", no abort — and
without waiting for the thought to end. Each case runs the real app in a process
of its own (``tests/app/quitting.py``), where every thought lasts seconds; the
review's would last minutes, past the subprocess's limit, had the app waited (the
review in processes too: the interpreter's exit waited for them, issue 22)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cartografove.net.server.process import ServerError, find_binary
from tests.waits import HANG_S

ROOT = Path(__file__).resolve().parents[2]


def needs_nats(scenario: str) -> None:
    if scenario == "network":
        try:
            find_binary()
        except ServerError as error:
            pytest.skip(str(error))


@pytest.mark.parametrize("scenario", ["computer", "hint", "review", "review-processes", "network"])
def test_the_app_quits_cleanly_while_something_thinks(scenario, tmp_path):
    needs_nats(scenario)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "KARTOGRAFOVE_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "tests.app.quitting", scenario],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=HANG_S,
    )
    said = done.stderr
    assert "QThread" not in said and "Fatal" not in said and "Traceback" not in said, said
    assert done.returncode == 0, said
