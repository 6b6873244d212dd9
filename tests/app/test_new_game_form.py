"""The New Game form model without Qt: what the rules allow is the engine's answer."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cartografove.app.game_setup.form import NewGameForm, clean_name
from cartografove.rules.cards import catalog
from cartografove.rules.setup import RuleSet, Setup, SetupError


def test_the_form_imports_no_qt():
    code = (
        "import sys, cartografove.app.game_setup.form; "
        "sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def default_name(number: int) -> str:
    return f"Player {number}"


def test_a_default_form_is_a_heroes_solo_game():
    form = NewGameForm()
    setup = form.setup(default_name, lambda: 7)
    assert setup == Setup(players=("Player 1",), seed=7, side="C", rules=RuleSet.heroes())


@pytest.mark.parametrize("game", ["heroes", "base", "combined"])
def test_sides_and_default_options_come_from_the_rule_set(game):
    form = NewGameForm()
    form.choose_game(game)
    rules = form.rules()
    assert form.sides() == rules.sides
    assert form.side in rules.sides
    assert form.options() == rules.default_options()
    assert not form.options_changed()


@pytest.mark.parametrize("game", ["heroes", "base", "combined"])
def test_first_game_edicts_follow_the_engine(game):
    form = NewGameForm(edicts_mode="first_game")
    form.choose_game(game)
    try:
        Setup(players=("A",), seed=1, side=form.side, edicts="first_game", rules=form.rules())
        engine_allows = True
    except SetupError:
        engine_allows = False
    assert form.allows_first_game() == engine_allows
    assert (form.edicts_mode == "first_game") == engine_allows
    assert form.allows_first_game() == (game != "base")  # combined play allows it too


def test_a_side_the_game_lacks_is_dropped():
    form = NewGameForm(side="C")
    form.choose_game("base")
    assert form.side == "A"


def test_the_hero_wildcard_needs_combined_play_with_heroes():
    form = NewGameForm(hero_wildcard=True)
    assert not form.allows_hero_wildcard() and not form.options().hero_wildcard
    form.choose_game("combined")
    assert form.allows_hero_wildcard() and form.options().hero_wildcard
    form.hero_cards = False
    form.settle()
    assert not form.allows_hero_wildcard() and not form.options().hero_wildcard
    assert not form.allows_fallback("with_hero")


def test_a_disabled_hero_wildcard_says_why():
    """The option was greyed out with no reason given (issue 25)."""
    form = NewGameForm()
    assert form.why_no_hero_wildcard() == "combined"
    form.choose_game("combined")
    assert form.why_no_hero_wildcard() is None
    form.fallback = "with_hero"
    assert form.why_no_hero_wildcard() == "fallback"
    form.fallback, form.hero_cards = "standard", False
    assert form.why_no_hero_wildcard() == "heroes"


def test_combined_needs_four_ambushes():
    form = NewGameForm()
    form.choose_game("combined")
    assert form.rules_problem() is None
    form.ambushes = form.ambushes[:3]
    assert form.rules_problem() == "ambush_count" and not form.can_start()


def test_chosen_edicts_are_judged_by_the_engine():
    form = NewGameForm(edicts_mode="chosen")
    assert not form.edicts_problem()
    first = catalog().first_game
    form.chosen = (first[0], first[0], first[2], first[3])
    assert form.edicts_problem() and not form.can_start()


def test_names_seed_and_what_is_remembered():
    form = NewGameForm(count=2, names=[" Ann\x07 ", "", "Cid", "", "", ""], seed_text="042")
    assert form.player_names(default_name) == ["Ann", "Player 2"]
    assert form.seed() == 42
    remembered = form.remembered()
    assert remembered["players"] == ["Ann", ""]
    assert remembered["seed"] == 42
    assert remembered["ambushes"] is None  # the default choice is not stored
    assert clean_name("x" * 100) == "x" * len(clean_name("x" * 100))


def test_the_quick_table_is_remembered():
    form = NewGameForm(count=2, quick_table=True)
    assert form.remembered()["quick_table"] is True


def test_the_form_holds_who_plays_each_seat():
    form = NewGameForm(count=3)
    assert form.computers() == {}  # everyone a person by default
    form.seats[1], form.seats[2], form.seats[4] = "hard", "easy", "medium"
    assert form.computers() == {1: "hard", 2: "easy"}  # seat 5 does not play
    assert form.remembered()["seats"] == ["person", "hard", "easy"]
    form.count = 1
    assert form.computers() == {}  # a solo game is a person's
    assert form.remembered()["seats"] == []


def test_a_seat_at_another_computer_makes_a_network_table_not_a_computer():
    form = NewGameForm(count=3)
    assert not form.remote()
    form.seats[1], form.seats[2] = "remote", "medium"
    assert form.remote()
    assert form.computers() == {2: "medium"}  # the remote seat is a person elsewhere
    assert not form.everyone_computer()
    assert form.remembered()["seats"] == ["person", "remote", "medium"]
    form.count = 1
    assert not form.remote()  # seat 2 no longer plays


def test_a_table_of_computers_only_cannot_start():
    form = NewGameForm(count=2)
    form.seats[:2] = ["easy", "hard"]
    assert form.everyone_computer() and not form.can_start()
    form.seats[0] = "person"
    assert form.can_start()


def test_the_seats_come_back_from_the_settings_and_stale_ones_are_people():
    from cartografove.app.settings import LastSetup

    last = LastSetup(players=["Ann", "Bot"], seats=["person", "medium"])
    form = NewGameForm.from_last(last)
    assert form.computers() == {1: "medium"}
    assert form.seats[2:] == ["person"] * 4

    class Old:  # settings from before issue 13 have no seats
        players = ("Ann", "Bob")
        side, edicts_mode, chosen_edicts, seed = "C", "random", None, None
        hero_pattern_turns, fallback_terrains, game = True, "standard", "heroes"
        explore = seasons = "heroes"
        hero_cards, ambushes, hero_wildcard = True, None, False

    assert NewGameForm.from_last(Old()).computers() == {}
