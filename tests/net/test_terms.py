"""A network game's terms: the setup without players and seed, checked as a setup is."""

from __future__ import annotations

import pytest

from cartografove.net.terms import Terms
from cartografove.rules.cards import catalog
from cartografove.rules.setup import RuleSet, RulesOptions, Setup, SetupError

EVERY_KIND = [
    Terms.new(),
    Terms.new(side="D", edicts="first_game"),
    Terms.new(RuleSet.base(), side="B", edicts=catalog().first_game),
    Terms.new(
        RuleSet.combined("base", hero_cards=True),
        side="A",
        options=RulesOptions(hero_pattern_turns=False, hero_wildcard=True),
    ),
]


@pytest.mark.parametrize("terms", EVERY_KIND, ids=["heroes", "first-game", "base", "combined"])
def test_terms_travel_whole(terms: Terms) -> None:
    assert Terms.from_json(terms.to_json()) == terms
    setup = terms.setup(("Ann", "Ben"), 9)
    assert Terms.of(setup) == terms
    assert Setup.from_json(setup.to_json()) == setup


def test_defaults_are_the_rule_sets() -> None:
    assert Terms.new().side == "C"
    assert Terms.new(RuleSet.base()).side == "A"
    assert Terms.new(RuleSet.base()).options == RuleSet.base().default_options()


@pytest.mark.parametrize(
    ("data", "says"),
    [
        ([], "must be an object"),
        ({"side": "C", "players": ["Ann"]}, "no players"),
        ({"side": "C", "seed": 3}, "no seed"),
        ({"side": "A"}, "not used by the heroes rule set"),
        ({"side": "A", "edicts": "first_game", "rules": RuleSet.base().to_json()}, "first-game"),
        ({"side": "C", "edicts": ["forest"] * 4}, "unknown scoring card"),
        ({"side": "C", "options": {"fallback_terrains": "any"}}, "fallback_terrains"),
        ({"side": "C", "colour": "red"}, "unknown setup field 'colour'"),
    ],
)
def test_unplayable_terms_are_refused_with_the_reason(data: object, says: str) -> None:
    with pytest.raises(SetupError, match=says):
        Terms.from_json(data)
