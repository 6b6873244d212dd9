"""The Qt binding the app runs on must not leak references to None.

PySide6 6.12.0 hands back None one reference short from every Qt call that returns
nothing; on Python 3.11 (where None is not immortal) the interpreter aborts with
"none_dealloc" after a few thousand such calls — a few dozen sheet repaints.
pyproject pins a release without the bug; this test keeps it that way."""

import sys

from PySide6.QtCore import QRectF


def test_qt_calls_keep_none_alive(qapp):
    rect = QRectF()
    before = sys.getrefcount(None)
    for _ in range(1000):
        rect.setWidth(1.0)
    assert sys.getrefcount(None) >= before - 10
