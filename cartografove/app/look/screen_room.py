"""Windows that fit the screen they open on, frame and title bar included.

A dialog asked for 720 pixels of height does not fit a 1280×720 screen once the
window manager adds its title bar (issue 14). Every dialog sizes itself through
:func:`fit_on_screen`, which keeps the wanted size where there is room and shrinks it
to the screen's free area less :data:`FRAME` where there is not."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSize, Qt
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


def keep_on_screen(window: QWidget) -> None:
    """Move a window that has grown past the edge of its screen's free area back
    inside it, frame included (a dialog that grows as choices are made, issue 25)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None or not window.isVisible():
        return
    free, frame = screen.availableGeometry(), window.frameGeometry()
    left = max(free.left(), min(frame.left(), free.right() + 1 - frame.width()))
    top = max(free.top(), min(frame.top(), free.bottom() + 1 - frame.height()))
    if (left, top) != (frame.left(), frame.top()):
        window.move(left, top)


def saved_screen_width(geometry: bytes) -> int | None:
    """The width of the screen a ``saveGeometry()`` was taken on, as Qt writes it
    (format 2 and later: magic, version, two rectangles, the screen's number, two
    state bytes, then the screen's width, big-endian); None if the bytes are not one."""
    if len(geometry) < 50 or geometry[:4] != b"\x01\xd9\xd0\xcb":
        return None
    if int.from_bytes(geometry[4:6], "big") < 2:
        return None
    return int.from_bytes(geometry[46:50], "big", signed=True)


def restore_main_window(window: QWidget, geometry: bytes) -> bool:
    """The main window where it was, if that was on a screen like this one and fits
    it; otherwise sized for this screen afresh (issue 25: a window saved on a
    1280×720 screen opened at 712×590 in the corner of a 1920×1080 one). True if the
    saved geometry was used."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    same_screen = screen is not None and saved_screen_width(geometry) == screen.geometry().width()
    if (
        same_screen
        and window.restoreGeometry(QByteArray(geometry))
        and screen.availableGeometry().contains(window.geometry())
    ):
        return True
    fit_main_window(window)
    return False


def fit_main_window(window: QWidget) -> None:
    """The first main window fills the screen's free area, maximized, whatever its
    size: a board game wants the whole table, and a 1280×720 laptop sees the whole
    sheet without moving the window (issue 14). A fresh profile on a 1920×1080
    screen opened at 1280×860 in a corner (issue 25). Without a window manager to
    maximize it, the size and place are set too."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        available = screen.availableGeometry()
        window.resize(available.size())
        window.move(available.topLeft())
    window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
