"""Python's cyclic garbage collection, on the GUI thread only.

Python collects reference cycles on whichever thread happens to allocate when a
generation fills up. When that is a worker thread — the network link's asyncio
loop replaying the log, a computer player's — and the garbage holds Qt objects
made on the GUI thread (a slot connected with a lambda, a dialog closed long
ago), PySide destroys them there: it takes Qt's lock on the connections and then
waits for the GIL, while the GUI thread, holding the GIL, waits for that lock in
any call that touches connections (a style's unpolish). Both wait for ever: the
stall of the network GUI tests after the hundreds of app tests that leave such
garbage behind, and a risk for any app that plays on the network.

So while the app runs, automatic collection is off and the GUI thread collects
on a timer, generation by generation, as Python itself would have done.

Why it stays, measured (issue 22): since the workers hold no Qt object at all
(:mod:`.mailbox`), the network and computer-player GUI tests were run with this
collector removed. Two of the first ten runs deadlocked for good (and the runs
were stopped there): every thread waiting on a futex, the GUI thread in a style's
``unpolish`` (the edicts panel's refresh) and a link's worker allocating in the
engine while replaying the log — the collection the worker triggered finalised
garbage of the GUI thread's that held Qt objects. A worker that holds no Qt
object cannot prevent that: the garbage is the GUI thread's, the collection runs
wherever memory is allocated.
Its limits stand: it collects cyclic garbage only (reference counting frees the
rest at once, on the thread that drops the last reference — never a worker's,
for a Qt object, now) and only while the GUI thread's event loop runs.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

INTERVAL_MS = 100


class GuiCollector(QObject):
    """Collects on the GUI thread (see the module docstring) until :meth:`stop`."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName("kartografove-gui-collector")
        self.thresholds = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect)
        self.timer.start(INTERVAL_MS)
        gc.disable()

    def collect(self) -> None:
        """The generations Python would collect now (their thresholds passed)."""
        counts, limits = gc.get_count(), self.thresholds
        if counts[0] <= limits[0]:
            return
        generation = 2 if counts[2] > limits[2] else 1 if counts[1] > limits[1] else 0
        gc.collect(generation)

    def stop(self) -> None:
        """Python collects by itself again (the app's last window is gone)."""
        self.timer.stop()
        gc.enable()


def collect_on_gui_thread(app: QApplication) -> GuiCollector:
    """The app's collector, started once."""
    found = app.findChild(GuiCollector, "kartografove-gui-collector")
    if isinstance(found, GuiCollector):
        if not found.timer.isActive():
            found.timer.start(INTERVAL_MS)
            gc.disable()
        return found
    return GuiCollector(app)
