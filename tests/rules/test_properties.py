"""Thousands of random legal games, checking what must hold in every one of them."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cartografove.rules.board import grid
from cartografove.rules.board.placement import legal_placements
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import SCORING_BACKS, Terrain, catalog
from cartografove.rules.decisions import Ask
from cartografove.rules.events import SeasonScored
from cartografove.rules.game import Game
from cartografove.rules.scoring import monster_penalty, score
from cartografove.rules.setup import RuleSet, RulesOptions, Setup

from .helpers import names


def at_season_end(game: Game) -> list[tuple[Sheet, ...]]:
    """Every sheet as it stood when each season was scored (the scoring's event keeps
    them: the game never changes a sheet it has published)."""
    return [event.sheets for event in game.events if isinstance(event, SeasonScored)]


def check_sheet(sheet: Sheet, before: Sheet) -> None:
    filled = sheet.filled
    assert before.filled & ~filled == 0, "a filled space became empty"
    assert 0 <= sheet.coins <= sheet.coin_track == 14
    assert sheet.coins >= before.coins
    layers = [sheet.drawn[t] for t in Terrain if t is not Terrain.MOUNTAIN]
    seen = 0
    for layer in layers:
        assert not layer & seen, "two terrains on one space"
        seen |= layer
    assert not seen & (sheet.mountains | sheet.wasteland), "drawing on a printed feature"
    assert sheet.drawn[Terrain.MONSTER] & sheet.attack & ~sheet.destroyed == 0
    initials = 0
    for mask in sheet.initials.values():
        assert not mask & initials
        initials |= mask
    assert initials & ~sheet.drawn[Terrain.MONSTER] == 0
    assert sheet.destroyed & ~grid.FULL == 0


def check_pending(game: Game) -> None:
    pending = game.pending
    if pending is None:
        return
    sheet = game.sheets[pending.sheet]
    assert sheet.empty or pending.ask in (Ask.GAZE, Ask.RAVAGE)
    if pending.ask in (Ask.DRAW, Ask.MONSTER):
        assert legal_placements(sheet, pending.card)
    elif pending.ask in (Ask.FALLBACK, Ask.MONSTER_FALLBACK):
        assert not legal_placements(sheet, pending.card)
    assert game.legal_decisions(), "a request nobody can answer"


@pytest.mark.slow
@settings(
    max_examples=2000,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    players=st.integers(1, 6),
    side=st.sampled_from(["C", "D"]),
    seed=st.integers(0, 2**32),
    moves=st.integers(0, 2**32),
    turns=st.booleans(),
    fallback=st.sampled_from(["standard", "with_hero", "chosen"]),
    edicts=st.sampled_from(["random", "first_game"]),
)
def test_random_games_keep_the_invariants(players, side, seed, moves, turns, fallback, edicts):
    setup = Setup(
        players=names(players),
        seed=seed,
        side=side,
        edicts=edicts,
        options=RulesOptions(hero_pattern_turns=turns, fallback_terrains=fallback),
    )
    game = Game(setup)
    rng = random.Random(moves)
    while game.pending is not None:
        check_pending(game)
        before = list(game.sheets)
        options = game.legal_decisions()
        game.apply(options[rng.randrange(len(options))])
        for sheet, old in zip(game.sheets, before, strict=True):
            check_sheet(sheet, old)

    # every season's recorded score is the scoring cards applied to the sheet as it
    # stood at that season's end
    assert len(at_season_end(game)) == 4
    for season, sheets in enumerate(at_season_end(game)):
        for player, sheet in enumerate(sheets):
            recorded = game.scores[player][season]
            for edict in recorded.edicts:
                assert edict.result == score(game.edict(edict.letter), sheet)
            assert recorded.coins == sheet.coins
            assert recorded.monster_penalty == monster_penalty(sheet)

    # the decision log is the game
    again = Game.replay(setup, game.decisions)
    assert again.sheets == game.sheets
    assert again.scores == game.scores
    assert again.result == game.result
    assert game.result is not None
    if players == 1:
        assert game.result.solo is not None


# --- every rule set: the base game and combined play (RULES §17) ----------------------

ALL_AMBUSHES = list(catalog().ambush)
BY_BACK = {
    back: [c for c, card in catalog().scoring.items() if card.back == back]
    for back in SCORING_BACKS
}


@st.composite
def rule_sets(draw) -> RuleSet:
    """The base game, or any combination RULES §17 allows: either explore set and
    season set, heroes on or off, any four ambush cards, any scoring pool with a card
    of each back."""
    if draw(st.booleans()):
        return RuleSet.base()
    pool: tuple[str, ...] = ()
    if draw(st.booleans()):
        pool = tuple(
            card
            for back in SCORING_BACKS
            for card in draw(st.lists(st.sampled_from(BY_BACK[back]), min_size=1, unique=True))
        )
    return RuleSet.combined(
        draw(st.sampled_from(["heroes", "base"])),
        seasons=draw(st.sampled_from(["heroes", "base"])),
        ambushes=tuple(
            draw(st.lists(st.sampled_from(ALL_AMBUSHES), min_size=4, max_size=4, unique=True))
        ),
        hero_cards=draw(st.booleans()),
        scoring=pool,
    )


@st.composite
def setups(draw) -> Setup:
    rules = draw(rule_sets())
    heroes = rules.hero_cards
    fallback = draw(
        st.sampled_from(["standard", "chosen", "with_hero"] if heroes else ["standard", "chosen"])
    )
    options = RulesOptions(
        hero_pattern_turns=draw(st.booleans()),
        fallback_terrains=fallback,
        hero_wildcard=heroes and fallback != "with_hero" and draw(st.booleans()),
    )
    edicts = draw(
        st.sampled_from(["random", "chosen"] + (["first_game"] if rules.mode != "base" else []))
    )
    if edicts == "chosen":
        cards = [draw(st.sampled_from(BY_BACK[back])) for back in SCORING_BACKS]
        edicts = tuple(draw(st.permutations(cards)))
    return Setup(
        players=names(draw(st.integers(1, 5))),
        seed=draw(st.integers(0, 2**32)),
        side=draw(st.sampled_from(rules.sides)),
        edicts=edicts,
        options=options,
        rules=rules,
    )


def check_ruins(game: Game) -> None:
    """A ruins requirement is exactly what RULES §17.1 says it is."""
    pending = game.pending
    if pending is None:
        return
    sheet = game.sheets[pending.sheet]
    ruins = sheet.unfilled_ruins
    if pending.ruins:
        assert game.rules.ruins and game.ruins_due
    if pending.ask is Ask.DRAW and pending.ruins:
        assert game.must_cover == ruins != 0
        placements = game.legal_placements()
        assert placements and len(placements) == len(
            legal_placements(sheet, pending.card, must_cover=ruins)
        )
        assert all(p.mask & ruins for p in list(placements)[:50])
    elif pending.ask is Ask.FALLBACK and pending.ruins:
        assert not ruins or not legal_placements(sheet, pending.card, must_cover=ruins)
        assert set(game.fallback_terrains(pending.card)) >= {
            Terrain.FOREST,
            Terrain.VILLAGE,
            Terrain.FARM,
            Terrain.WATER,
            Terrain.MONSTER,
        }
    elif pending.ask is Ask.FALLBACK:
        assert not legal_placements(sheet, pending.card)
    else:
        assert game.must_cover == 0
        if pending.ask in (Ask.DRAW, Ask.MONSTER):
            assert game.legal_placements()
    assert game.legal_decisions(), "a request nobody can answer"


@pytest.mark.slow
@settings(
    max_examples=400,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(setup=setups(), moves=st.integers(0, 2**32))
def test_random_games_of_every_rule_set_keep_the_invariants(setup, moves):
    assert Setup.from_json(setup.to_json()) == setup
    game = Game(setup)
    rng = random.Random(moves)
    while game.pending is not None:
        check_ruins(game)
        before = list(game.sheets)
        options = game.legal_decisions()
        game.apply(options[rng.randrange(len(options))])
        for sheet, old in zip(game.sheets, before, strict=True):
            check_sheet(sheet, old)
            if not setup.rules.hero_cards:  # hero terrain only comes with heroes (§17)
                assert not sheet.drawn[Terrain.HERO] and not sheet.attack

    assert not game.ruins_due
    assert [s.threshold for s in game.seasons] == [
        s.threshold for s in catalog().season_sets[setup.rules.seasons].seasons
    ]
    wildcard = setup.options.hero_wildcard
    for season, sheets in enumerate(at_season_end(game)):
        for player, sheet in enumerate(sheets):
            recorded = game.scores[player][season]
            for edict in recorded.edicts:
                assert edict.result == score(
                    game.edict(edict.letter), sheet, hero_wildcard=wildcard
                )
            assert recorded.monster_penalty == monster_penalty(sheet)
    if setup.edicts == "random":
        assert set(game.edicts) <= set(setup.rules.scoring)

    again = Game.replay(setup, game.decisions)
    assert again.sheets == game.sheets
    assert again.result == game.result
