"""Fill the welcome page's journey lines: the quick ones at once, the last
achievement when the worker thread has computed it (polled by a timer on the GUI
thread, so no Qt object is touched from the worker)."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from ...files import FileError
from ..help.welcome import WelcomePage
from .summary import achievement_line, achievements_later, journey_lines, last_achievement

POLL_MS = 200


def show_journey_lines(page: WelcomePage) -> None:
    try:
        lines = journey_lines()
    except (OSError, FileError):
        return  # the folder cannot be read: the window already says so
    page.show_journey(lines.journey, lines.week, page.achievement_line.text())
    future = achievements_later()

    def poll() -> None:
        if not future.done():
            QTimer.singleShot(POLL_MS, page, poll)
            return
        if future.exception() is None:
            text = achievement_line(last_achievement(future.result()))
            page.show_journey(lines.journey, lines.week, text)

    poll()
