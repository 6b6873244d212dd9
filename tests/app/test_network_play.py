"""Two app windows play one network game (issue 16), in a process of their own.

The games in :mod:`tests.app.network_windows` run three threads each (the window and
two network clients replaying the log) against a real nats-server. In one process with
the hundreds of app tests before them, which leave Qt state and threads behind, they
once stalled for minutes; alone they take seconds. So they run in a fresh pytest
process, and this test reports its outcome (the output on failure)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_two_app_windows_play_network_games_in_a_process_of_their_own(tmp_path):
    command = [
        sys.executable,
        "-m",
        "pytest",
        "-q",
        "-p",
        "no:cacheprovider",
        "-o",
        "faulthandler_timeout=240",
        str(ROOT / "tests" / "app" / "network_windows.py"),
    ]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]
    assert " passed" in done.stdout and "failed" not in done.stdout
