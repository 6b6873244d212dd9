"""The bots' yardstick (issue 26): structures on their way earn partial credit,
pockets beside monsters cost at every scoring left, and the solo ambushes' landings
are public; computers of one level each have a style of their own."""

from __future__ import annotations

import random
import statistics
from dataclasses import replace

import pytest

from cartografove.bots import autoplay, make, view_of
from cartografove.bots.progress import mountain_progress, progress
from cartografove.bots.styles import NEUTRAL, style_of
from cartografove.bots.values import Weights, full_weights, landing_harm, pocket_penalty
from cartografove.rules.board import grid
from cartografove.rules.board.placement import solo_ambush_cells
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup

from ..rules.helpers import names

EMPTY = "..........."


def rows(*top: str) -> list[str]:
    return list(top) + [EMPTY] * (11 - len(top))


def column(filled: int, index: int = 0) -> Sheet:
    """A blank-ish sheet with the first ``filled`` spaces of column ``index`` forest."""
    lines = []
    for r in range(11):
        line = ["."] * 11
        if r < filled:
            line[index] = "F"
        lines.append("".join(line))
    return Sheet.from_rows("C", lines)


def test_a_column_nearly_full_earns_part_of_silos_and_more_the_closer_it_is():
    far, near, done = column(7), column(10), column(11)
    assert progress("silos", far, 0.4) < progress("silos", near, 0.4)
    assert progress("silos", near, 0.4) == 10 * 0.4
    assert progress("silos", done, 0.4) == 0  # finished: the card itself scores it
    assert progress("silos", column(10, index=1), 0.4) == 0  # an even column never pays


def gapped_column(*gaps: int) -> Sheet:
    """Column 0 filled with forest but for the rows ``gaps``."""
    lines = ["F" + "." * 10 if r not in gaps else EMPTY for r in range(11)]
    return Sheet.from_rows("C", lines)


def test_a_column_short_by_one_gap_is_nearer_than_one_short_by_as_many_spaces_apart():
    """One shape laid along a gap fills it; three gaps need three shapes."""
    one_gap, three_gaps = gapped_column(4, 5, 6), gapped_column(1, 5, 9)
    assert progress("silos", one_gap, 0.4) > progress("silos", three_gaps, 0.4) > 0
    assert progress("silos", gapped_column(5), 0.4) > progress("silos", one_gap, 0.4)
    far = gapped_column(*range(2, 9))  # one long gap: a few shapes away still
    assert progress("silos", far, 0.4) < progress("silos", one_gap, 0.4)


def test_a_row_with_a_mountain_one_gap_short_earns_part_of_dwarvenholds():
    row = "FFFFFMFFF.."  # one gap of two spaces
    apart = "F.FFFMFFFF."  # two gaps of one space
    near, far = (
        Sheet.from_rows("C", [row] + [EMPTY] * 10),
        Sheet.from_rows("C", [apart] + [EMPTY] * 10),
    )
    assert progress("dwarvenholds", near, 0.4) > progress("dwarvenholds", far, 0.4) > 0


def test_a_mountain_with_one_side_open_is_worth_more_than_one_with_four():
    sheet = Sheet.from_rows("C", rows(EMPTY, ".....M.....", EMPTY))
    alone = mountain_progress(sheet, 0.5)
    sheet = Sheet.from_rows("C", rows(".....F.....", "....FMF....", EMPTY))
    assert mountain_progress(sheet, 0.5) == 0.5 > alone == 0.5**4


def test_a_card_without_partial_credit_gets_none():
    assert progress("caravansary", column(10), 0.4) == 0


def test_a_pocket_beside_a_monster_counts_apart_from_open_ground():
    pocket = Sheet.from_rows("C", rows("F.dFF......", "FFFFF......"))
    assert pocket_penalty(pocket) == 1  # the space left of the dragon: nothing fills it
    open_ground = Sheet.from_rows("C", rows("..d........"))
    assert pocket_penalty(open_ground) == 0


def test_an_attack_mark_where_a_solo_monster_will_land_saves_its_penalty():
    card = "dragon_inferno"
    sheet = Sheet.blank("C")
    land = grid.mask_of(solo_ambush_cells(sheet, card) or ())
    assert landing_harm(sheet, card) > 0
    sheet = sheet._replace(attack=land)
    assert landing_harm(sheet, card) == 0


def test_weights_with_partial_credit_prefer_the_nearly_finished_column():
    plain = Weights(edicts=(("silos", 1.0),), coin=0.0, penalty=0.0)
    keen = Weights(edicts=(("silos", 1.0),), coin=0.0, penalty=0.0, near=0.4)
    assert plain.value(column(10)) == plain.value(column(9)) == 0
    assert keen.value(column(10)) > keen.value(column(9))


def test_a_scoring_before_the_next_card_gives_no_partial_credit():
    """When the season ends with this decision, a column one space short cannot be
    finished for its scoring: only the scorings after it count the promise, and on
    the game's last decision nothing does (points now beat a near-full column)."""
    closing = frozenset({"silos"})
    last = Weights(edicts=(("silos", 1.0),), coin=0.0, penalty=0.0, near=0.4, closing=closing)
    assert last.value(column(10)) == last.value(column(9)) == 0
    twice = Weights(edicts=(("silos", 2.0),), coin=0.0, penalty=0.0, near=0.4, closing=closing)
    assert twice.value(column(10)) == 10 * 0.4  # one scoring left after this one
    mountain = Sheet.from_rows("C", rows(".....F.....", "....FMF....", EMPTY))
    coins = Weights(edicts=(), coin=2.0, penalty=0.0, near=0.5)
    assert coins.value(mountain) == 2 * 0.5
    assert replace(coins, coin_closing=1.0).value(mountain) == 1 * 0.5


def test_the_season_ending_now_is_the_closing_scoring_and_no_other():
    game = Game(Setup(names(1), 5, "C"))
    seen_closing = False
    while game.pending is not None:
        view = view_of(game)
        weights = full_weights(view, near=0.35)
        if view.season_ends and view.scored == view.season:
            letters = view.seasons[view.season].edicts
            expected = {view.edicts["ABCD".index(letter)] for letter in letters}
            assert weights.closing == expected and weights.coin_closing == 1.0
            seen_closing = True
        else:
            assert weights.closing == frozenset() and weights.coin_closing == 0.0
        game.apply(view.legal.sample(random.Random(len(game.decisions))))
    assert seen_closing


def test_each_seed_has_its_own_style_and_seed_zero_none():
    assert style_of(0) == NEUTRAL
    assert style_of(1) == style_of(1)
    assert len({style_of(seed) for seed in range(1, 7)}) == 6


@pytest.mark.slow
def test_six_medium_computers_no_longer_tie():
    """Issue 26: the same level at one table used to make the same choices and tie."""
    for seed in range(1, 4):
        game = autoplay(Game(Setup(names(6), seed, "C")), seed=seed, levels=("medium",))
        totals = [game.total(player) for player in range(6)]
        assert len(set(totals)) > 1, totals


@pytest.mark.slow
def test_a_styled_table_still_replays_from_its_seed():
    def play() -> Game:
        return autoplay(Game(Setup(names(4), 6, "D")), seed=2, levels=("medium",))

    assert play().decisions == play().decisions


@pytest.mark.slow
def test_medium_now_plans_for_structures_and_beats_its_old_self():
    """The greedy player with partial credit against the same player without it, on
    the same solo deals (the old yardstick was this level's whole strength)."""
    new, old = [], []
    for seed in range(4):
        game = autoplay(Game(Setup(names(1), seed, "CD"[seed % 2])), seed=0, levels=("medium",))
        new.append(game.total(0))
        plain = Game(Setup(names(1), seed, "CD"[seed % 2]))
        while plain.pending is not None:
            view = view_of(plain)
            from cartografove.bots.players import ranked
            from cartografove.bots.values import full_weights

            plain.apply(ranked(view, full_weights(view))[0].decision)
        old.append(plain.total(0))
    assert statistics.mean(new) > statistics.mean(old), (new, old)


@pytest.mark.slow
def test_expert_answers_legally_and_the_same_way_twice():
    """Its budget is positions looked at, not seconds: the same view, the same move."""
    game = Game(Setup(names(1), 4, "C"))
    bot = make("expert", 4)
    for _ in range(3):
        decision = bot.choose(view_of(game))
        assert game.why_illegal(decision) is None
        assert make("expert", 4).choose(view_of(game)) == decision
        game.apply(decision)


def test_the_next_cards_weigh_by_their_share_of_the_deck():
    """Alone, one ambush is dealt in each season: at the start the four unseen ones
    share that one slot, while each explore card to come has a slot of its own."""
    import random

    from cartografove.bots.players import _next_cards

    game = Game(Setup(names(1), 2, "C"))
    view = view_of(game)
    cards = dict(_next_cards(view, random.Random(0), None))
    ambushes = {card: w for card, w in cards.items() if card in view.ambush_cards}
    explore = {card: w for card, w in cards.items() if card not in view.ambush_cards}
    assert len(ambushes) == 4 and sum(ambushes.values()) == 1
    assert set(explore.values()) == {1.0} and len(explore) == len(view.explore_to_come())
    sampled = dict(_next_cards(view, random.Random(0), 3))
    assert sum(w for card, w in sampled.items() if card in explore) == len(explore)
    several = Game(Setup(names(2), 2, "C"))
    assert all(
        card not in view.ambush_cards
        for card, _ in _next_cards(view_of(several), random.Random(0), None)
    )
