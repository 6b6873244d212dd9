"""Garbage is collected on the GUI thread only (see cartografove.app.collector)."""

from __future__ import annotations

import threading
import weakref

from tests.waits import HANG_MS


def test_garbage_is_collected_on_the_gui_thread_never_on_a_worker(qtbot, app):
    """A worker thread that allocates (the network link replaying the log) used to
    run Python's collection itself, destroying Qt objects of the GUI thread there
    and deadlocking with it. Here the garbage made before it is finalized where
    it is collected: on the GUI thread, once its event loop runs."""
    collected_on: list[str] = []

    class Cycle:
        me: object = None

    garbage = Cycle()
    garbage.me = garbage
    weakref.finalize(garbage, lambda: collected_on.append(threading.current_thread().name))
    del garbage

    def churn() -> None:
        for _ in range(100_000):
            cycle: list[object] = []
            cycle.append(cycle)

    worker = threading.Thread(target=churn, name="worker")
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: bool(collected_on), timeout=HANG_MS)
    assert collected_on == [threading.main_thread().name]
