"""``Game.preview``: what a decision would do, pinned to what ``apply`` then does, and
proved to reveal nothing (issue 13)."""

from __future__ import annotations

import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from cartografove.rules.cards import EDICT_LETTERS
from cartografove.rules.decisions import Ask, DrawShape
from cartografove.rules.events import (
    CardRevealed,
    CoinsGained,
    Destroyed,
    Drawn,
    HeroPlaced,
    SeasonScored,
    SeasonStarted,
    ZombiesSpread,
)
from cartografove.rules.game import Game, IllegalDecision
from cartografove.rules.preview import effect, effects_of, next_scoring
from cartografove.rules.setup import RuleSet, Setup

from .helpers import find_game, names, play_until, snapshot

RULE_SETS = {
    "heroes": (RuleSet.heroes(), "C"),
    "base": (RuleSet.base(), "A"),
    "combined": (RuleSet.combined("heroes"), "B"),
    "combined-base": (RuleSet.combined("base", seasons="heroes", hero_cards=False), "D"),
}

_BOUNDARIES = (CardRevealed, SeasonScored, SeasonStarted, ZombiesSpread)
_CHANGES = (Drawn, HeroPlaced, Destroyed, ZombiesSpread)


def _touches(event: object, sheet: int) -> bool:
    return isinstance(event, _CHANGES) and event.sheet == sheet


def check_preview_matches_apply(game: Game, rng: random.Random) -> set[Ask]:
    """Play the game to its end; before every decision, preview it and check the
    preview changed nothing and foretold exactly what apply did to the sheet."""
    asks: set[Ask] = set()
    while game.pending is not None:
        pending = game.pending
        asks.add(pending.ask)
        decision = game.legal_decisions().sample(rng)
        before = snapshot(game)
        shown = game.preview(decision)
        assert snapshot(game) == before  # nothing revealed, nothing advanced
        assert shown.sheet == pending.sheet
        events = game.apply(decision)
        # the decision's own events come first; later ones (the next card, scoring,
        # zombies) are the game's
        own = 0
        while own < len(events) and not isinstance(events[own], _BOUNDARIES):
            own += 1
        later = events[own:]
        scored = [e for e in later if isinstance(e, SeasonScored)]
        first_change = next((i for i, e in enumerate(later) if _touches(e, pending.sheet)), None)
        if scored and (first_change is None or later.index(scored[0]) < first_change):
            sheet_after = scored[0].sheets[pending.sheet]
        elif first_change is None:
            sheet_after = game.sheets[pending.sheet]
        else:
            sheet_after = None  # the solo walk drew on it at once: nothing to compare
        if sheet_after is not None:
            assert shown.after == sheet_after
        gained = sum(e.amount for e in events[:own] if isinstance(e, CoinsGained))
        assert shown.coins == gained
        if sheet_after is not None:
            # (not from the events: a monster 1×1 fallback on an attack mark is
            # destroyed at once but the game reports no Destroyed event for it)
            assert shown.destroyed == sheet_after.destroyed & ~shown.before.destroyed
        for event in events[:own]:
            if isinstance(event, Destroyed):
                assert event.mask & ~shown.destroyed == 0
        if scored:
            season = scored[0].season
            assert shown.season == season
            points = {e.letter: e.points for e in game.scores[pending.sheet][season].edicts}
            if sheet_after is not None:
                for change in shown.edicts:
                    if change.letter in points:
                        assert change.after == points[change.letter]
    return asks


@settings(max_examples=25, deadline=None)
@example(rules="combined", players=2, seed=2611)  # a monster fallback on attack marks
@given(
    rules=st.sampled_from(sorted(RULE_SETS)),
    players=st.integers(1, 6),
    seed=st.integers(0, 10_000),
)
def test_preview_is_what_apply_does(rules, players, seed):
    rule_set, side = RULE_SETS[rules]
    game = Game(Setup(names(players), seed, side, rules=rule_set))
    check_preview_matches_apply(game, random.Random(seed))


def test_every_decision_kind_is_previewed():
    """Enough games to meet every kind of decision, each previewed and applied."""
    seen: set[Ask] = set()
    for seed in range(40):
        rule_set, side = RULE_SETS["heroes"] if seed % 2 else RULE_SETS["base"]
        players = 3 if seed % 3 else 2
        game = Game(Setup(names(players), seed, side, rules=rule_set))
        seen |= check_preview_matches_apply(game, random.Random(seed))
        if seen == set(Ask) - {Ask.CARD}:
            break
    assert seen == set(Ask) - {Ask.CARD}  # nobody answers a wait for a card


def test_the_preview_of_a_shape_names_its_spaces_coin_and_score_change():
    game = find_game(lambda g: g.pending is not None and g.pending.ask is Ask.DRAW)
    decision = next(iter(game.legal_decisions()))
    assert isinstance(decision, DrawShape)
    shown = game.preview(decision)
    assert shown.terrain is decision.terrain
    assert shown.drawn.bit_count() == len(decision.cells)
    assert shown.season == 0 and shown.season_edicts == ("A", "B")
    assert shown.score_change == shown.edict_points + shown.coins - shown.penalty_change
    assert [e.scorings_left for e in shown.edicts] == [2, 2, 2, 2]


def test_an_illegal_decision_cannot_be_previewed():
    game = find_game(lambda g: g.pending is not None and g.pending.ask is Ask.DRAW)
    legal = next(iter(game.legal_decisions()))
    assert isinstance(legal, DrawShape)
    with pytest.raises(IllegalDecision):
        game.preview(DrawShape(legal.shape, ((0, 0),), legal.terrain))


def test_scorings_left_during_a_troll_ravage_count_from_the_next_season():
    """During the Troll's ravage ``season`` still names the season just scored."""
    for seed in range(200):
        game = Game(Setup(names(2), seed, "C"))
        play_until(game, lambda g: g.pending is not None and g.pending.ask is Ask.RAVAGE, seed)
        if game.pending is not None:
            break
    else:
        pytest.fail("no game reached a Troll ravage")
    assert game.scored == game.season + 1
    expected = dict.fromkeys(EDICT_LETTERS, 0)
    for season in game.seasons[game.season + 1 :]:
        for letter in season.edicts:
            expected[letter] += 1
    assert game.scorings_left() == expected
    shown = game.preview(next(iter(game.legal_decisions())))
    assert shown.season == game.season + 1
    assert shown.destroyed.bit_count() == 1 and shown.drawn == 0


def test_scorings_left_at_the_start_and_the_end():
    game = Game(Setup(names(1), 3, "D"))
    assert game.scorings_left() == {"A": 2, "B": 2, "C": 2, "D": 2}
    play_until(game, lambda g: False)
    assert game.scorings_left() == dict.fromkeys(EDICT_LETTERS, 0)
    assert next_scoring(3, 4) is None and next_scoring(1, 2) == 2 and next_scoring(2, 2) == 2


def test_seed_900_a_monster_fallback_on_an_attack_mark_is_previewed_destroyed():
    game = Game(Setup(names(3), 900, "B", rules=RuleSet.combined("heroes")))
    check_preview_matches_apply(game, random.Random(900))


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(1, 4), moves=st.integers(0, 60))
def test_the_sheets_every_legal_answer_leaves_are_its_effects(seed, players, moves):
    """``effects_of`` (drawings straight from their placements, never built into
    decisions) gives, in order, the very sheet each legal decision leaves."""
    rules = RuleSet.base() if seed % 3 == 0 else RuleSet()
    game = Game(Setup(names(players), seed, rules=rules))
    rng = random.Random(seed)
    for _ in range(moves):
        if game.pending is None:
            break
        game.apply(game.legal_decisions().sample(rng))
    if game.pending is None or game.waiting:
        return
    pending, legal = game.pending, game.legal_decisions()
    sheet = game.sheets[pending.sheet]
    assert list(effects_of(sheet, pending, legal)) == [
        effect(sheet, pending, decision) for decision in legal
    ]
