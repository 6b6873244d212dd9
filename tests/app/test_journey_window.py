"""A newcomer's evening: chapters 1 to 3 of the journey in a row from the welcome
page, each finished game recorded, its stars shown and the next chapter opened."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialog

from cartografove.app.play.score_screens import ResultsDialog
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.bots import make, view_of
from tests.waits import HANG_MS

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def window(app, qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    return window


def play_to_the_end(window) -> list[str]:
    """A steady player (the medium computer's moves) finishes the game on screen; the
    results dialog's journey lines are returned, and the dialog closed."""
    player = make("medium", 0)
    session = window.session
    while not session.game.over:
        window.play.seating.turns.holder = session.game.pending.player
        session.apply(player.choose(view_of(session.game)))
    lines: list[str] = []
    for _ in range(10):  # the winter's report first, then the results
        QApplication.processEvents()
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                if isinstance(widget, ResultsDialog):
                    lines = widget.journey.text().splitlines()
                widget.accept()
        if lines:
            break
    return lines


def test_chapters_one_to_three_in_a_row(window, qtbot):
    window.welcome.campaign.click()
    screen = window.journey
    assert window.stack.currentWidget() is screen
    for index in range(3):
        assert screen.list.currentRow() == index  # the next chapter is chosen
        screen.play_button.click()
        assert window.session.autosave == screen.book.attempt_path(
            screen.standing.journey.chapters[index]
        )
        lines = play_to_the_end(window)
        assert lines[0].startswith(f"Chapter {index + 1}: ★")
        assert f"Chapter {index + 2} is open" in "\n".join(lines)
        window.show_journey()
        assert screen.standing.stars(index) >= 1
        assert screen.standing.unlocked(index + 1)
        assert "★" in screen.list.item(index).text()
    assert "Next star" in screen.goals.text()
    qtbot.waitUntil(lambda: "chapter 4" in window.welcome.journey_lines[0].text(), timeout=HANG_MS)
    qtbot.waitUntil(
        lambda: "Last achievement" in window.welcome.achievement_line.text(), timeout=HANG_MS
    )


def test_the_menu_names_the_journey_as_the_welcome_page_does(window):
    """Game → "Campaign" opened the journey (play-through by hand, issue 24)."""
    assert window.menus.campaign_action.text().replace("&", "") == window.welcome.campaign.text()
