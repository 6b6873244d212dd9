"""The computer cartographers (issue 13): every level answers every kind of decision
legally, never peeks at the deck, and plays the same game from the same seed."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cartografove.bots import LEVELS, autoplay, make, view_of
from cartografove.bots.values import full_weights
from cartografove.rules.decisions import Ask
from cartografove.rules.game import Game
from cartografove.rules.preview import effect
from cartografove.rules.setup import RuleSet, Setup, deal

from ..rules.helpers import names, play_until

RULE_SETS = {
    "heroes": (RuleSet.heroes(), "C"),
    "base": (RuleSet.base(), "B"),
    "combined": (RuleSet.combined("heroes"), "D"),
    "combined-base": (RuleSet.combined("base", seasons="heroes", hero_cards=False), "A"),
}


@pytest.mark.slow
@settings(max_examples=10, deadline=None)
@given(
    rules=st.sampled_from(sorted(RULE_SETS)),
    players=st.integers(1, 6),
    seed=st.integers(0, 10_000),
)
def test_random_and_easy_answer_every_decision_legally(rules, players, seed):
    """Whole games where each decision goes to random or easy (and now and then
    medium): every answer is legal."""
    rule_set, side = RULE_SETS[rules]
    game = Game(Setup(names(players), seed, side, rules=rule_set))
    pick = random.Random(seed)
    while game.pending is not None:
        level = pick.choice(("random", "random", "easy", "easy", "medium"))
        decision = make(level, seed).choose(view_of(game))
        assert game.why_illegal(decision) is None, (level, game.pending, decision)
        game.apply(decision)


@pytest.mark.slow
def test_every_level_answers_every_kind_of_decision():
    """Random games driven to each kind of request; all four levels answer it (a wait
    for a card is nobody's to answer)."""
    wanted = set(Ask) - {Ask.CARD}
    for seed in range(60):
        rule_set, side = RULE_SETS["heroes"] if seed % 2 else RULE_SETS["base"]
        game = Game(Setup(names(2 + seed % 3), seed, side, rules=rule_set))
        while wanted and game.pending is not None:
            play_until(game, lambda g: g.pending is None or g.pending.ask in wanted, seed)
            if game.pending is None:
                break
            view = view_of(game)
            for level in LEVELS:
                decision = make(level, seed).choose(view)
                assert game.why_illegal(decision) is None, (level, game.pending, decision)
            wanted.discard(game.pending.ask)
            game.apply(make("random", seed).choose(view))
        if not wanted:
            break
    assert not wanted


def test_a_monster_drawn_on_a_neighbours_map_hurts_it_most():
    game = Game(Setup(names(3), 4, "C"))
    play_until(game, lambda g: g.pending is not None and g.pending.ask is Ask.MONSTER, 4)
    assert game.pending is not None and game.pending.sheet != game.pending.player
    view = view_of(game)
    weights = full_weights(view)
    sheet = view.sheets[view.pending.sheet]
    worth = [weights.value(effect(sheet, view.pending, d)) for d in view.legal]
    chosen = make("medium").choose(view)
    assert weights.value(effect(sheet, view.pending, chosen)) == min(worth)


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_bots_never_peek_at_the_deck(level):
    """Two games that look the same but whose hidden decks differ get the same
    decision."""
    game = Game(Setup(names(1), 12, "D"))
    play_until(game, lambda g: len(g.decisions) >= 4 and g.pending.ask is Ask.DRAW, 1)
    cards = deal(game.setup).cards
    to_come = list(cards[game.dealt :])
    random.Random(99).shuffle(to_come)
    assert to_come != list(cards[game.dealt :])
    twin = Game.replay(game.setup, game.decisions, cards=[*cards[: game.dealt], *to_come])
    bot = make(level, 5)
    assert bot.choose(view_of(game)) == bot.choose(view_of(twin))


def test_the_same_seed_and_bots_play_the_same_game():
    def play() -> Game:
        return autoplay(Game(Setup(names(3), 8, "C")), seed=3, levels=("medium", "easy", "random"))

    first, second = play(), play()
    assert first.decisions == second.decisions
    assert first.result == second.result


def test_autoplay_takes_one_level_or_one_per_seat():
    with pytest.raises(ValueError):
        autoplay(Game(Setup(names(3), 1, "C")), levels=("easy", "medium"))
    with pytest.raises(ValueError):
        make("grandmaster")


def test_the_bots_import_only_the_rules():
    from ..test_boundaries import PACKAGE, imported_modules

    for path in (PACKAGE / "bots").rglob("*.py"):
        for module in imported_modules(path):
            top = module.split(".")
            assert top[0] not in {"PySide6", "shiboken6"}, path
            assert top[:2] not in (["cartografove", "app"], ["cartografove", "records"]), path
        text = path.read_text(encoding="utf-8")
        assert "from ..app" not in text and "from ..records" not in text, path


@pytest.mark.slow
def test_a_review_finds_what_random_play_cost():
    from cartografove.bots.review import costliest, review

    game = autoplay(Game(Setup(names(1), 3, "C")), seed=3, levels=("random",))
    found = review(game.setup, game.decisions, thorough=False)
    assert len(found) == len(game.decisions)
    worst = costliest(found)
    assert len(worst) == 3 and worst[0].lost >= worst[1].lost >= worst[2].lost > 0
    assert all(r.chosen == game.decisions[r.number] for r in found)
    good = autoplay(Game(Setup(names(1), 3, "C")), seed=3, levels=("medium",))
    assert all(r.lost < 1e-9 for r in review(good.setup, good.decisions, thorough=False)[:5])


@pytest.mark.slow
def test_a_review_tells_its_progress_and_stops_when_told():
    from cartografove.bots.review import review

    game = autoplay(Game(Setup(names(2), 4, "C")), seed=4, levels=("random",))
    told: list[tuple[int, int]] = []
    found = review(
        game.setup, game.decisions, [1], thorough=False, progress=lambda *p: told.append(p)
    )
    total = sum(
        1 for _, asked in Game(game.setup).play_through(game.decisions) if asked.player == 1
    )
    assert told == [(done, total) for done in range(1, total + 1)] and len(found) == total

    class Cancelled(Exception):
        pass

    def cancel(done: int, total: int) -> None:
        if done == 3:
            raise Cancelled

    with pytest.raises(Cancelled):
        review(game.setup, game.decisions, thorough=False, progress=cancel)
