"""The welcome page, How to play, and About (issue 8)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cartografove.app.game_setup import new_game_dialog
from cartografove.app.help.about import AboutDialog, about_html
from cartografove.app.help.guide import GuideDialog
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import catalog
from cartografove.rules.scoring import CARDS, score


@pytest.fixture
def window(app, qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.mark.parametrize(("button", "players"), [("solo", 1), ("multiplayer", 2)])
def test_welcome_choices_open_a_new_game_for_that_many_players(
    window, monkeypatch, button, players
):
    seen = []

    def fake_exec(dialog):
        seen.append(len(dialog.player_names()))
        return new_game_dialog.NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", fake_exec)
    QTest.mouseClick(getattr(window.welcome, button), Qt.MouseButton.LeftButton)
    assert seen == [players]
    assert window.session is None  # cancelled: still on the welcome page


def test_the_guide_explains_every_scoring_card_with_a_scored_example(app, qtbot):
    guide = GuideDialog()
    qtbot.addWidget(guide)
    for box, side in (("heroes", "C"), ("base", "A")):
        cards = catalog().sets(box)["scoring"]
        for card in cards:
            expected = score(card, Sheet.from_rows(side, CARDS[card].example)).points
            assert guide.scores[card] == expected > 0, card  # each example shows it scoring
    html = guide.text.toHtml()
    assert "Faunlost Thicket" in html and "Apprentice Surveyor" in html
    guide.contents.setCurrentRow(guide.contents.count() - 1)  # jumping does not fail


def test_the_guide_follows_the_language(app, qtbot):
    from cartografove.app.i18n import switch_language

    switch_language("cs")
    try:
        guide = GuideDialog()
        qtbot.addWidget(guide)
        assert guide.windowTitle() == "Jak hrát"
        assert "Bludná houština" in guide.text.toHtml()
    finally:
        switch_language("en")


def test_about_credits_the_designer_and_publisher_and_lists_licences(app, qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = about_html()
    for needed in ("Jordy Adan", "Thunderworks Games", "unofficial", "DejaVu", "LGPL", "MIT"):
        assert needed in text


def test_help_menu(window, monkeypatch):
    shown = []
    monkeypatch.setattr(GuideDialog, "show", lambda self: shown.append("guide"))
    monkeypatch.setattr(AboutDialog, "open", lambda self: shown.append("about"))
    window.menus.guide_action.trigger()
    window.menus.about_action.trigger()
    assert shown == ["guide", "about"]
