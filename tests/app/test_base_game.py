"""The base game and combined play on screen (issue 7): the New Game choices, and
whole games through the GUI on sheet A with ruins."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cartografove.app.game_setup.new_game_dialog import NewGameDialog
from cartografove.app.settings import LastSetup, Settings
from cartografove.rules.cards import catalog
from cartografove.rules.decisions import Ask
from cartografove.rules.events import Drawn
from cartografove.rules.game import Game
from cartografove.rules.setup import RuleSet, Setup

from .driver import GuiPlayer


@pytest.fixture
def dialog(app, qtbot):
    def make(last: LastSetup | None = None) -> NewGameDialog:
        dialog = NewGameDialog(Settings(last_setup=last or LastSetup()))
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog

    return make


def click(button) -> None:
    """Click the box or dot itself, as a person does (a check box only takes clicks
    on its indicator and text, not on the empty rest of its row)."""
    QApplication.processEvents()  # let a panel that just opened lay itself out
    spot = QPoint(8, button.height() // 2)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, spot)


class TestNewGameChoices:
    def test_the_base_game_uses_sheets_a_and_b_and_its_own_rules(self, dialog):
        d = dialog()
        click(d.game_buttons["base"])
        visible = {side for side, b in d.side_buttons.items() if b.isVisibleTo(d)}
        assert visible == {"A", "B"}
        assert d.side() == "A"
        assert not d.edict_buttons["first_game"].isEnabled()
        assert d.fallback_buttons["chosen"].isChecked()  # the base rulebook's wording
        setup = d.setup()
        assert setup.rules == RuleSet.base()
        assert setup.side == "A"
        assert setup.options.fallback_terrains == "chosen"

    def test_heroes_keeps_c_and_d(self, dialog):
        d = dialog(LastSetup(game="base", side="B"))
        click(d.game_buttons["heroes"])
        visible = {side for side, b in d.side_buttons.items() if b.isVisibleTo(d)}
        assert visible == {"C", "D"}
        assert d.setup().rules == RuleSet.heroes()

    def test_combined_offers_every_sheet_and_four_ambushes(self, dialog):
        d = dialog()
        click(d.game_buttons["combined"])
        assert d.combined_panel.isVisibleTo(d)
        visible = {side for side, b in d.side_buttons.items() if b.isVisibleTo(d)}
        assert visible == set(catalog().sheets)
        goblin = d.ambush_boxes["goblin_attack"]
        click(goblin)  # five ambushes: refused with the reason
        assert d.rules_problem() and not d.start_button.isEnabled()
        click(d.ambush_boxes["dragon_inferno"])  # back to four
        assert d.rules_problem() is None and d.start_button.isEnabled()
        d.explore_combo.setCurrentIndex(d.explore_combo.findData("base"))
        setup = d.setup()
        assert setup.rules.mode == "combined" and setup.rules.explore == "base"
        assert "goblin_attack" in setup.rules.ambushes
        assert setup.rules.ruins

    def test_the_hero_wildcard_needs_combined_play_with_heroes(self, dialog):
        d = dialog()
        assert not d.hero_wildcard.isEnabled()
        click(d.game_buttons["combined"])
        assert d.hero_wildcard.isEnabled()
        d.hero_wildcard.setChecked(True)
        assert d.setup().options.hero_wildcard
        d.hero_cards.setChecked(False)
        assert not d.hero_wildcard.isEnabled()
        assert not d.setup().options.hero_wildcard

    def test_the_combined_choices_are_remembered(self, dialog):
        d = dialog()
        click(d.game_buttons["combined"])
        d.seasons_combo.setCurrentIndex(d.seasons_combo.findData("base"))
        last = d.remembered()
        again = dialog(last)
        assert again.game() == "combined"
        assert again.setup().rules.seasons == "base"


def test_a_base_game_on_sheet_a_with_ruins_through_the_gui(window, qtbot):
    window.start(Game(Setup(players=("Ann",), seed=7, side="A", rules=RuleSet.base())))
    screen = window.play
    player = GuiPlayer(screen, qtbot, seed=3)
    saw_ruins_request = False
    while not screen.session.game.over:
        player.close_dialogs()
        pending = screen.session.game.pending
        if pending is not None and pending.ruins and pending.ask is Ask.DRAW:
            saw_ruins_request = True
            assert "ruins" in screen.side.what.text().lower()
            assert screen.scene.targets.mask == screen.session.game.must_cover
        player.step()
    assert saw_ruins_request
    assert any(isinstance(e, Drawn) and e.ruins for e in screen.session.game.events)
    assert Game.replay(screen.session.game.setup, player.made).sheets == screen.session.game.sheets


def test_a_combined_two_player_game_through_the_gui(window, qtbot):
    rules = RuleSet.combined(
        "base", ambushes=("goblin_attack", "gorgon_gaze", "zombie_plague", "gnoll_raid")
    )
    window.start(Game(Setup(players=("Ann", "Ben"), seed=4, side="D", rules=rules)))
    GuiPlayer(window.play, qtbot, seed=5).play_to_end()
    assert window.play.session.game.result is not None
