"""How long a test waits for work done elsewhere (a thread, a process, a server, a
computer thinking, a timer): as long as it takes.

``HANG_S`` is a guard against a hang, below the pytest configuration's
``faulthandler_timeout`` (300 s) so the test fails with its own message first. It is
never a measure of speed: the suite must pass on a slow or loaded machine, where
seconds of work can stretch many times over (issue 22). A wait for something that
cannot happen belongs in an assertion that it has not happened, not in a timeout."""

from __future__ import annotations

import socket
import subprocess
import threading
import time
from collections.abc import Iterable

HANG_S = 240
HANG_MS = HANG_S * 1000


def join_all(threads: Iterable[threading.Thread]) -> None:
    """Wait for ``threads`` to end, all of them within one guard against a hang
    (not one guard each, whose sum would pass faulthandler's)."""
    deadline = time.monotonic() + HANG_S
    for thread in threads:
        thread.join(max(0.0, deadline - time.monotonic()))


def listening(process: subprocess.Popen[bytes], port: int, what: str = "the server") -> None:
    """Wait until ``process`` (a server the test started) accepts connections on
    ``port`` of 127.0.0.1: as long as it takes to start, failing at once if it stops,
    with the guard against a hang above."""
    deadline = time.monotonic() + HANG_S
    while True:
        assert process.poll() is None, f"{what} stopped at once"
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1.0):
                return
        except OSError:
            assert time.monotonic() < deadline, f"{what} never listened on port {port}"
            time.sleep(0.02)  # a poll of a port: nothing to wait on instead


def line_from(process: subprocess.Popen[str], what: str = "the child") -> str:
    """The next line ``process`` prints on its piped stdout, stripped: as long as it
    takes, with the guard against a hang above ("" at once if it stops first). A
    child that says "ready" this way is a barrier, where a sleep is only a guess."""
    assert process.stdout is not None, f"{what}'s stdout is not piped"
    stdout = process.stdout
    said: list[str] = []
    reader = threading.Thread(target=lambda: said.append(stdout.readline()), daemon=True)
    reader.start()
    reader.join(HANG_S)
    assert said, f"{what} said nothing in {HANG_S} s"
    return said[0].strip()
