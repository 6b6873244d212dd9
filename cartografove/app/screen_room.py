"""Windows that fit the screen they open on, frame and title bar included.

A dialog asked for 720 pixels of height does not fit a 1280×720 screen once the
window manager adds its title bar (issue 14). Every dialog sizes itself through
:func:`fit_on_screen`, which keeps the wanted size where there is room and shrinks it
to the screen's free area less :data:`FRAME` where there is not."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME = QSize(16, 48)
"""What a window manager may add around a window: borders, and a title bar."""


def room_on_screen(window: QWidget) -> QSize:
    """The largest size a window may have on the screen it opens on."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(1280, 720) - FRAME
    free = screen.availableGeometry().size()
    return QSize(free.width() - FRAME.width(), free.height() - FRAME.height())


def fit_on_screen(window: QWidget, width: int, height: int) -> None:
    """Resize ``window`` to ``width`` × ``height``, or less where the screen is smaller."""
    room = room_on_screen(window)
    window.resize(min(width, room.width()), min(height, room.height()))
