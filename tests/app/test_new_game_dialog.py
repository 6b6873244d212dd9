"""The New game dialog, driven as a player would: keys into fields, clicks on choices."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QRadioButton, QWidget

from cartografove.app.game_setup import new_game_dialog
from cartografove.app.game_setup.new_game_dialog import NewGameDialog, random_seed
from cartografove.app.settings import LastSetup, Settings
from cartografove.app.text import card_text
from cartografove.rules.cards import catalog
from cartografove.rules.limits import MAX_NAME
from cartografove.rules.setup import RulesOptions, Setup, SetupError, validate_edicts

# The offscreen platform cannot pass a window's size limits on and says so whenever a
# top-level window with a layout is shown or resized; a real desktop does not.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

VALID = ("silos", "craylund", "deepwood", "caravansary")  # general, farm+water, forest, village


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KARTOGRAFOVE_HOME", str(tmp_path))


@pytest.fixture
def open_dialog(qtbot):
    """Show a dialog for some remembered setup, as the main window would."""

    def make(last: LastSetup | None = None) -> NewGameDialog:
        dialog = NewGameDialog(Settings(last_setup=last or LastSetup()))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog

    return make


def click(qtbot, widget: QWidget) -> None:
    """Click where a person would: a radio button or check box on its indicator (its
    row may stretch far beyond the text, and the empty end does not react)."""
    if isinstance(widget, QRadioButton | QCheckBox):
        pos = QPoint(8, widget.height() // 2)
    else:
        pos = widget.rect().center()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def visible_names(dialog: NewGameDialog) -> int:
    return sum(edit.isVisible() for edit in dialog.name_edits)


def choose_cards(dialog: NewGameDialog, cards: tuple[str, ...]) -> None:
    for combo, card in zip(dialog.edict_combos, cards, strict=True):
        combo.setCurrentIndex(combo.findData(card))


def type_into(qtbot, edit, typed: str) -> None:
    """Real key clicks for ASCII; QTest cannot synthesise other characters, so those
    arrive the way an input method delivers them."""
    if typed.isascii():
        qtbot.keyClicks(edit, typed)
    else:
        edit.setFocus()
        edit.insert(typed)


def fixed_seed(monkeypatch, seed: int = 777) -> None:
    monkeypatch.setattr(new_game_dialog, "random_seed", lambda: seed)


class TestDefaults:
    def test_a_fresh_install_offers_a_solo_game(self, open_dialog):
        dialog = open_dialog()
        assert dialog.windowTitle() == "New game"
        assert dialog.player_count.value() == 1
        assert visible_names(dialog) == 1
        assert dialog.name_edits[0].placeholderText() == "Player 1"
        assert "Solo game" in dialog.players_hint.text()
        assert dialog.side_buttons["C"].isChecked()
        assert dialog.edict_buttons["random"].isChecked()
        assert not dialog.chooser.isVisible()
        assert dialog.seed_edit.text() == ""
        assert not dialog.options_expanded()
        assert dialog.start_button.isEnabled()
        assert dialog.start_button.text() == "Start game"
        assert dialog.start_button.isDefault()

    def test_the_last_setup_is_shown_again(self, open_dialog):
        dialog = open_dialog(
            LastSetup(
                players=["Anna", "", "Cyril"],
                side="D",
                edicts_mode="first_game",
                seed=99,
                hero_pattern_turns=False,
                fallback_terrains="with_hero",
            )
        )
        assert dialog.player_count.value() == 3
        assert [e.text() for e in dialog.name_edits[:3]] == ["Anna", "", "Cyril"]
        assert dialog.name_edits[1].placeholderText() == "Player 2"
        assert "3 players" in dialog.players_hint.text()
        assert dialog.side_buttons["D"].isChecked()
        assert dialog.edict_buttons["first_game"].isChecked()
        assert dialog.first_game_hint.isVisible()
        assert dialog.seed_edit.text() == "99"
        assert dialog.options_expanded()  # a changed rule is never hidden
        assert not dialog.hero_turns.isChecked()
        assert dialog.fallback_buttons["with_hero"].isChecked()

    def test_stale_card_ids_fall_back_to_the_first_game_cards(self, open_dialog):
        dialog = open_dialog(
            LastSetup(edicts_mode="chosen", chosen_edicts=["gone", "silos", "x", "y"])
        )
        first = catalog().first_game
        assert dialog.chosen_edicts() == (first[0], "silos", first[2], first[3])

    def test_first_name_field_has_focus(self, open_dialog, qtbot):
        dialog = open_dialog()
        qtbot.waitUntil(lambda: dialog.name_edits[0].hasFocus())


class TestPlayers:
    def test_the_count_shows_as_many_name_fields(self, open_dialog, qtbot):
        dialog = open_dialog()
        for expected in [2, 3, 4, 5, 6, 6]:
            qtbot.keyClick(dialog.player_count, Qt.Key.Key_Up)
            assert visible_names(dialog) == expected
            assert str(expected) in dialog.players_hint.text()
        for expected in [5, 4, 3, 2, 1, 1]:
            qtbot.keyClick(dialog.player_count, Qt.Key.Key_Down)
            assert visible_names(dialog) == expected
        assert "Solo game" in dialog.players_hint.text()

    def test_names_typed_for_a_hidden_player_survive(self, open_dialog, qtbot):
        dialog = open_dialog(LastSetup(players=["", "", ""]))
        qtbot.keyClicks(dialog.name_edits[2], "Cyril")
        dialog.player_count.setValue(2)
        dialog.player_count.setValue(3)
        assert dialog.name_edits[2].text() == "Cyril"

    def test_names_are_stripped_and_empty_ones_get_a_default(self, open_dialog, qtbot):
        dialog = open_dialog(LastSetup(players=["", "", ""]))
        qtbot.keyClicks(dialog.name_edits[0], "  Anna  ")
        qtbot.keyClicks(dialog.name_edits[1], "   ")
        type_into(qtbot, dialog.name_edits[2], " Łucja Ž.")
        assert dialog.player_names() == ["Anna", "Player 2", "Łucja Ž."]

    def test_names_cannot_exceed_the_engine_limit(self, open_dialog, qtbot):
        dialog = open_dialog()
        qtbot.keyClicks(dialog.name_edits[0], "x" * (MAX_NAME + 10))
        assert dialog.player_names() == ["x" * MAX_NAME]


class TestEdicts:
    def test_choose_shows_four_combo_boxes_of_all_sixteen_cards(self, open_dialog, qtbot):
        dialog = open_dialog()
        click(qtbot, dialog.edict_buttons["chosen"])
        assert dialog.edict_buttons["chosen"].isChecked()
        assert dialog.chooser.isVisible()
        for combo in dialog.edict_combos:
            assert combo.isVisible()
            cards = [combo.itemData(i) for i in range(combo.count()) if combo.itemData(i)]
            assert sorted(cards) == sorted(catalog().scoring)

    def test_group_headings_cannot_be_picked(self, open_dialog):
        dialog = open_dialog()
        combo = dialog.edict_combos[0]
        model = combo.model()
        headings = [i for i in range(combo.count()) if combo.itemData(i) is None]
        assert len(headings) == 4
        for row in headings:
            flags = model.flags(model.index(row, 0))
            assert not flags & Qt.ItemFlag.ItemIsSelectable
            assert not flags & Qt.ItemFlag.ItemIsEnabled

    def test_each_card_shows_its_rule_text(self, open_dialog, qtbot):
        dialog = open_dialog()
        click(qtbot, dialog.edict_buttons["chosen"])
        combo = dialog.edict_combos[0]
        combo.setCurrentIndex(combo.findData("deepwood"))
        assert card_text("deepwood") in combo.toolTip()
        for card in catalog().scoring:
            tooltip = combo.itemData(combo.findData(card), Qt.ItemDataRole.ToolTipRole)
            assert card_text(card) in tooltip

    def test_two_cards_of_one_back_disable_start_and_say_why(self, open_dialog, qtbot):
        dialog = open_dialog()
        click(qtbot, dialog.edict_buttons["chosen"])
        bad = ("faunlost_thicket", "deepwood", "ulems_wallow", "dwarvenholds")
        choose_cards(dialog, bad)
        with pytest.raises(SetupError):
            validate_edicts(bad)  # the engine refuses them, and the dialog says why
        assert not dialog.start_button.isEnabled()
        assert dialog.edict_error.isVisible()
        assert "one card of each back" in dialog.edict_error.text()
        qtbot.keyClick(dialog.name_edits[0], Qt.Key.Key_Return)
        assert dialog.isVisible()  # Enter does not start an impossible game

    def test_a_valid_set_enables_start_again(self, open_dialog, qtbot):
        dialog = open_dialog()
        click(qtbot, dialog.edict_buttons["chosen"])
        choose_cards(dialog, ("faunlost_thicket", "deepwood", "ulems_wallow", "dwarvenholds"))
        choose_cards(dialog, VALID)
        assert dialog.start_button.isEnabled()
        assert not dialog.edict_error.isVisible()

    def test_leaving_choose_makes_an_invalid_pick_irrelevant(self, open_dialog, qtbot):
        dialog = open_dialog()
        click(qtbot, dialog.edict_buttons["chosen"])
        choose_cards(dialog, ("silos", "silos", "silos", "silos"))
        assert not dialog.start_button.isEnabled()
        click(qtbot, dialog.edict_buttons["random"])
        assert dialog.start_button.isEnabled()
        assert not dialog.chooser.isVisible()


class TestSeed:
    def test_only_digits_are_kept(self, open_dialog, qtbot):
        dialog = open_dialog()
        qtbot.keyClicks(dialog.seed_edit, "12a 3-4")
        assert dialog.seed_edit.text() == "1234"
        assert dialog.seed() == 1234

    def test_empty_means_a_new_random_seed(self, open_dialog):
        dialog = open_dialog()
        assert dialog.seed() is None
        seeds = {dialog.setup().seed for _ in range(5)}
        assert all(1 <= seed < 10**9 for seed in seeds)
        assert len(seeds) > 1

    def test_random_seed_range(self):
        assert all(1 <= random_seed() < 10**9 for _ in range(100))


class TestSetup:
    def test_solo(self, open_dialog, qtbot, monkeypatch):
        fixed_seed(monkeypatch)
        dialog = open_dialog()
        qtbot.keyClicks(dialog.name_edits[0], " Zuzana ")
        assert dialog.setup() == Setup(players=("Zuzana",), seed=777)
        assert dialog.setup().solo

    def test_four_players_on_side_d(self, open_dialog, qtbot, monkeypatch):
        fixed_seed(monkeypatch)
        dialog = open_dialog()
        for _ in range(3):
            qtbot.keyClick(dialog.player_count, Qt.Key.Key_Up)
        for edit, name in zip(dialog.name_edits, ["Anna", "Bořek", "", "Dita"], strict=False):
            type_into(qtbot, edit, name)
        click(qtbot, dialog.side_buttons["D"])
        assert dialog.setup() == Setup(
            players=("Anna", "Bořek", "Player 3", "Dita"), seed=777, side="D"
        )

    def test_chosen_edicts(self, open_dialog, qtbot, monkeypatch):
        fixed_seed(monkeypatch)
        dialog = open_dialog()
        click(qtbot, dialog.edict_buttons["chosen"])
        choose_cards(dialog, VALID)
        assert dialog.setup().edicts == VALID

    def test_first_game(self, open_dialog, qtbot):
        dialog = open_dialog()
        click(qtbot, dialog.edict_buttons["first_game"])
        assert dialog.first_game_hint.isVisible()
        assert dialog.setup().edicts == "first_game"

    def test_rules_options(self, open_dialog, qtbot):
        dialog = open_dialog()
        assert not dialog.hero_turns.isVisible()
        click(qtbot, dialog.options_toggle)
        assert dialog.options_expanded()
        assert dialog.hero_turns.isVisible()
        assert dialog.setup().options == RulesOptions()
        click(qtbot, dialog.hero_turns)
        click(qtbot, dialog.fallback_buttons["chosen"])
        assert dialog.setup().options == RulesOptions(
            hero_pattern_turns=False, fallback_terrains="chosen"
        )
        click(qtbot, dialog.fallback_buttons["with_hero"])
        assert dialog.setup().options.fallback_terrains == "with_hero"
        # the Heroes game: the wildcard is a reading of combined play, and says so
        assert not dialog.hero_wildcard.isEnabled()
        assert dialog.wildcard_note.isVisible()
        assert "combined" in dialog.wildcard_note.text()

    def test_rules_options_open_from_the_keyboard(self, open_dialog, qtbot):
        dialog = open_dialog()
        dialog.options_toggle.setFocus()
        qtbot.keyClick(dialog.options_toggle, Qt.Key.Key_Space)
        assert dialog.options_expanded()

    def test_explicit_seed_replays(self, open_dialog, qtbot):
        dialog = open_dialog()
        qtbot.keyClicks(dialog.seed_edit, "4242")
        assert dialog.setup() == Setup(players=("Player 1",), seed=4242)
        assert dialog.setup() == dialog.setup()

    def test_seed_zero_is_a_seed(self, open_dialog, qtbot):
        dialog = open_dialog()
        qtbot.keyClicks(dialog.seed_edit, "0")
        assert dialog.setup().seed == 0


class TestButtons:
    def test_enter_in_a_name_field_starts_the_game(self, open_dialog, qtbot):
        dialog = open_dialog()
        qtbot.keyClicks(dialog.name_edits[0], "Anna")
        with qtbot.waitSignal(dialog.accepted):
            qtbot.keyClick(dialog.name_edits[0], Qt.Key.Key_Return)
        assert dialog.result() == QDialog.DialogCode.Accepted

    def test_start_button(self, open_dialog, qtbot):
        dialog = open_dialog()
        with qtbot.waitSignal(dialog.accepted):
            click(qtbot, dialog.start_button)

    def test_escape_cancels(self, open_dialog, qtbot):
        dialog = open_dialog()
        with qtbot.waitSignal(dialog.rejected):
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        assert dialog.result() == QDialog.DialogCode.Rejected

    def test_tab_goes_from_the_names_to_the_game(self, open_dialog, qtbot):
        dialog = open_dialog(LastSetup(players=["A", "B"]))
        chain = []
        widget = dialog.name_edits[0]
        for _ in range(6):
            widget = widget.nextInFocusChain()
            while not (widget.isVisible() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
                widget = widget.nextInFocusChain()
            chain.append(widget)
        seats = dialog.seat_combos  # each name is followed by who plays that seat
        assert chain[:3] == [seats[0], dialog.name_edits[1], seats[1]]
        assert chain[3] == dialog.players.quick_table  # pass-and-play only
        assert chain[4] in dialog.game_buttons.values()


class TestRemembered:
    @pytest.mark.parametrize(
        "last",
        [
            LastSetup(),
            LastSetup(
                players=["Anna", "", "Cyril", "Dita", "Ema", "Filip"],
                side="D",
                edicts_mode="chosen",
                chosen_edicts=list(VALID),
                seed=123,
                hero_pattern_turns=False,
                fallback_terrains="chosen",
            ),
            LastSetup(players=["Solo"], edicts_mode="first_game", fallback_terrains="with_hero"),
        ],
    )
    def test_round_trip(self, open_dialog, last):
        remembered = open_dialog(last).remembered()
        expected = last.model_copy(
            update={"chosen_edicts": last.chosen_edicts or list(catalog().first_game)}
        )
        assert remembered == expected
        assert open_dialog(remembered).remembered() == remembered

    def test_stores_what_was_typed_not_the_defaults(self, open_dialog, qtbot):
        dialog = open_dialog(LastSetup(players=["", ""]))
        type_into(qtbot, dialog.name_edits[1], "  Bára ")
        qtbot.keyClicks(dialog.seed_edit, "55")
        remembered = dialog.remembered()
        assert remembered.players == ["", "Bára"]
        assert remembered.seed == 55

    def test_the_same_setup_comes_back(self, open_dialog, qtbot):
        dialog = open_dialog()
        qtbot.keyClick(dialog.player_count, Qt.Key.Key_Up)
        qtbot.keyClicks(dialog.name_edits[1], "Bob")
        qtbot.keyClicks(dialog.seed_edit, "31337")
        click(qtbot, dialog.edict_buttons["chosen"])
        choose_cards(dialog, VALID)
        again = open_dialog(dialog.remembered())
        assert again.setup() == dialog.setup()


class TestFits:
    @pytest.mark.parametrize("lang", ["en", "cs", "pl"])
    def test_the_largest_dialog_fits_a_720_pixel_screen(self, open_dialog, lang):
        """Combined play, six players, chosen edicts and the options open: the dialog
        with its title bar (about 30 px) stays within 720 pixels, so Start is on screen."""
        from cartografove.app.i18n import switch_language

        try:
            switch_language(lang)
            dialog = open_dialog(
                LastSetup(
                    game="combined",
                    players=["Ann"] * 6,
                    edicts_mode="chosen",
                    fallback_terrains="with_hero",
                )
            )
            assert dialog.options_expanded()
            assert dialog.height() <= 680
            assert dialog.width() <= 1280
        finally:
            switch_language("en")

    def test_first_game_edicts_are_offered_in_combined_play_as_the_engine_allows(self, open_dialog):
        dialog = open_dialog(LastSetup(game="combined", edicts_mode="first_game"))
        assert dialog.edict_buttons["first_game"].isEnabled()
        assert dialog.edict_buttons["first_game"].isChecked()
        assert dialog.setup().edicts == "first_game"


def test_the_quick_table_choice_is_offered_for_pass_and_play_and_remembered(open_dialog):
    dialog = open_dialog(LastSetup(players=["Ann", "Ben"]))
    box = dialog.players.quick_table
    assert box.isVisible() and not box.isChecked()
    box.setChecked(True)
    last = dialog.remembered()
    assert last.quick_table
    again = open_dialog(last)
    assert again.players.quick_table.isChecked()
    solo = open_dialog(LastSetup())
    assert not solo.players.quick_table.isVisible()
