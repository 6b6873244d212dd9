"""Every field of every decision is checked before anything happens (issue 11).

A decision with a value of the wrong type in any field is refused when it is built
(:class:`DecisionFormatError`); a well-typed one the rules do not allow is refused
when it is applied (:class:`IllegalDecision`), and the game stays byte-identical:
the same save document, the same sheets, the same pending request.
"""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cartografove.rules.cards import Terrain
from cartografove.rules.decisions import (
    DECISION_TYPES,
    Ask,
    DecisionFormatError,
    DestroySpace,
    DrawFallback,
    DrawMonster,
    DrawShape,
    IllegalDecision,
    PlaceHero,
)
from cartografove.rules.game import Game
from cartografove.rules.save import InvalidSave, dumps, parse_save, replay_save, to_document
from cartografove.rules.setup import RuleSet, Setup
from tests.random_play import RandomCartographer

from .helpers import names, snapshot


def _state(game: Game) -> tuple[object, ...]:
    """Everything a refused decision must leave alone, down to the saved bytes."""
    document = to_document(game)
    document.pop("saved")
    return (dumps(document), snapshot(game))


def _games_by_ask() -> dict[Ask, Game]:
    """A game waiting for each kind of decision that a few short random games reach,
    and a network game waiting for its first card."""
    found: dict[Ask, Game] = {Ask.CARD: Game(Setup(players=names(2), seed=0), cards=())}
    setups = [
        Setup(players=names(2), seed=seed, rules=rules)
        for seed in range(6)
        for rules in (RuleSet.heroes(), RuleSet.base())
    ]
    for setup in setups:
        game, bot = Game(setup), RandomCartographer(1)
        while game.pending is not None and len(found) < len(Ask):
            found.setdefault(game.pending.ask, Game.replay(setup, game.decisions))
            game.apply(bot.choose(game))
    return found


GAMES = _games_by_ask()

# Any value at all, and values near the right type, so both checks are reached.
_cell_like = st.tuples(st.integers(-2, 12), st.integers(-2, 12))
ANY = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=6),
    st.binary(max_size=4),
    st.sampled_from(list(Terrain)),
    st.sampled_from([t.value for t in Terrain]),
    _cell_like,
    st.lists(st.one_of(st.integers(0, 10), st.booleans(), st.floats()), max_size=3),
    st.lists(_cell_like, max_size=6),
    st.lists(st.lists(st.integers(-1, 11), min_size=2, max_size=2), max_size=6),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
)

FIELDS = {cls: [f.name for f in dataclasses.fields(cls)] for cls in DECISION_TYPES.values()}


# Well-typed values, so the rules' check (not only the build) sees many decisions.
WELL_TYPED = {
    "shape": st.integers(-3, 10),
    "turn": st.integers(-3, 10),
    "cell": _cell_like,
    "cells": st.lists(_cell_like, max_size=6),
    "terrain": st.sampled_from(list(Terrain)),
}


def test_the_games_wait_for_every_kind_of_decision():
    assert set(GAMES) == set(Ask)


@settings(
    max_examples=400,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    cls=st.sampled_from(sorted(FIELDS, key=lambda c: c.type)),
    ask=st.sampled_from(sorted(GAMES)),
    data=st.data(),
)
def test_any_value_in_any_field_is_refused_before_anything_happens(cls, ask, data):
    values = {name: data.draw(ANY | WELL_TYPED[name], label=name) for name in FIELDS[cls]}
    try:
        decision = cls(**values)
    except DecisionFormatError:
        return  # refused when built: no decision exists to apply
    game = GAMES[ask]
    before = _state(game)
    assert isinstance(game.is_legal(decision), bool)
    try:
        game.apply(decision)
    except IllegalDecision:
        assert _state(game) == before
    else:  # a legal move by chance: take it back for the next example
        game.undo()
        assert _state(game) == before


@pytest.mark.parametrize(
    "build",
    [
        lambda: PlaceHero((3, 3), 1.0),
        lambda: PlaceHero((3, 3), True),
        lambda: PlaceHero((3.0, 3), 0),
        lambda: PlaceHero(None, 0),
        lambda: DrawShape("0", ((0, 0),), Terrain.FOREST),
        lambda: DrawShape(None, ((0, 0),), Terrain.FOREST),
        lambda: DrawShape(0.0, ((0, 0),), Terrain.FOREST),
        lambda: DrawShape(0, None, Terrain.FOREST),
        lambda: DrawShape(0, ((0, True),), Terrain.FOREST),
        lambda: DrawShape(0, ((0, 0),), "lava"),
        lambda: DrawShape(0, ((0, 0),), 3),
        lambda: DrawFallback((0, 0), None),
        lambda: DrawMonster(((0, 0, 0),)),
        lambda: DestroySpace("A1"),
        lambda: PlaceHero((3, 3), 10**5000),  # too long even to print
        lambda: DrawShape(-(2**31) - 1, ((0, 0),), Terrain.FOREST),
        lambda: DestroySpace((2**31, 0)),
    ],
)
def test_the_examples_of_the_issue_are_refused_when_built(build):
    with pytest.raises(DecisionFormatError):
        build()


def test_a_negative_shape_number_is_named_as_given():
    game = GAMES[Ask.DRAW]
    before = _state(game)
    placement = game.legal_placements()[0]
    with pytest.raises(IllegalDecision, match="no shape numbered -1") as refused:
        game.apply(DrawShape(-1, placement.cells, game.legal_decisions()[0].terrain))
    assert refused.value.code == "no_such_shape"
    assert _state(game) == before


@pytest.mark.parametrize(
    ("field", "value"),
    [("turn", True), ("turn", 1.0), ("turn", -1), ("cell", [3, 3.0]), ("cell", [3, False])],
)
def test_decisions_read_from_a_save_pass_the_same_checks(field, value):
    """A save is read into decisions by building them, then replayed through
    ``Game.apply``: a hero placement with a bad field never reaches the game."""
    game = GAMES[Ask.HERO]
    legal = next(iter(game.legal_decisions()))
    document = to_document(game)
    document["decisions"].append({**legal.to_json(), field: value})
    with pytest.raises(InvalidSave):
        replay_save("test", parse_save("test", json.dumps(document).encode()))
    document["decisions"][-1] = legal.to_json()  # the same move, well formed, loads
    loaded, _ = replay_save("test", parse_save("test", json.dumps(document).encode()))
    assert loaded.decisions[-1] == legal
