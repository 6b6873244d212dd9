"""The app's name as each language's players know it (issue 20): Polish players know
the game as Kartografowie, so the window title and the welcome heading say that."""

from __future__ import annotations

import pytest

from cartografove.app.i18n import switch_language
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow


@pytest.mark.parametrize(
    ("language", "name"), [("pl", "Kartografowie"), ("cs", "Kartografové"), ("en", "Kartografové")]
)
def test_the_window_and_the_welcome_page_name_the_app_in_its_language(app, qtbot, language, name):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    try:
        assert switch_language(language)
        window.retranslate()
        assert window.windowTitle() == name
        assert window.welcome.title.text() == name
        assert "network" not in window.welcome.subtitle.text() or language == "en"
    finally:
        switch_language("en")


def test_the_welcome_subtitle_says_what_the_app_does_now(app, qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    subtitle = window.welcome.subtitle.text()
    assert all(word in subtitle for word in ("solo", "pass-and-play", "computer", "network"))
