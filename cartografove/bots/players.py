"""The computer cartographers, one class per way of thinking.

Every player answers a :class:`GameView` with a legal decision and keeps no state
between calls: its randomness is seeded by its own seed and the view's turn, so the
same position always gets the same answer (a bot game replays; a hint asked twice
agrees with itself; undo needs no care).

Drawing on one's own map maximises its worth (:mod:`.values`); drawing a monster on a
neighbour's map, or choosing what their Gorgon destroys, minimises the worth of that
map as its owner would reckon it — a player wants to hurt it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from ..rules.board.placement import legal_placements
from ..rules.board.sheet import Sheet
from ..rules.cards import catalog
from ..rules.decisions import Ask, Decision
from ..rules.effects import shape_drawn
from .values import Weights, full_weights, outcomes, season_weights
from .view import GameView


class Cartographer(Protocol):
    level: str

    def choose(self, view: GameView) -> Decision: ...


def _rng(seed: int, view: GameView, level: str) -> random.Random:
    return random.Random(f"{level}/{seed}/{view.turn}/{view.pending.player}")


@dataclass(frozen=True, slots=True)
class Option:
    """A legal decision, the sheet it leaves and how good it is for the decider."""

    decision: Decision
    sheet: Sheet
    worth: float


def ranked(view: GameView, weights: Weights) -> list[Option]:
    """Every legal decision, best first for the decider (ties in the order the game
    lists them, so ranking is deterministic)."""
    hurt = view.pending.player != view.pending.sheet
    options = [
        Option(decision, sheet, -value if hurt else value)
        for decision, sheet in outcomes(view)
        for value in (weights.value(sheet),)
    ]
    options.sort(key=lambda option: -option.worth)
    return options


class RandomCartographer:
    """Any legal decision, uniformly at random (for tests; a solo rating about −54)."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: GameView) -> Decision:
        return view.legal.sample(_rng(self.seed, view, self.level))


class EasyCartographer:
    """A beginner: looks only at the coming scoring and picks one of its seven best
    answers at random (about a solo rating of 0)."""

    level = "easy"
    choices = 7

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: GameView) -> Decision:
        options = ranked(view, season_weights(view))
        best = options[: self.choices]
        return _rng(self.seed, view, self.level).choice(best).decision


class MediumCartographer:
    """A solid player: the best answer by the stars the map would earn at every
    scoring still to come, each edict weighted by its scorings left."""

    level = "medium"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: GameView) -> Decision:
        return ranked(view, full_weights(view))[0].decision


class HardCartographer:
    """Plans ahead: the few best answers by the greedy yardstick are each tried
    against sampled next cards (from those that can still come), and the answer
    whose map makes the most of what may come wins."""

    level = "hard"
    candidates = 6
    futures = 5
    hole = 0.6
    mark = 0.15

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def weights(self, view: GameView, *, after_scoring: bool = False) -> Weights:
        """The planner's yardstick; ``after_scoring`` once the season now ending has
        been scored (what the next card's drawing is worth then)."""
        if after_scoring:
            view = replace(view, scored=view.scored + 1)
        return full_weights(view, hole=self.hole, mark=self.mark)

    def choose(self, view: GameView) -> Decision:
        weights = self.weights(view)
        options = ranked(view, weights)
        if view.pending.ask not in (Ask.DRAW, Ask.FALLBACK) or len(options) == 1:
            return options[0].decision
        rng = _rng(self.seed, view, self.level)
        shortlist = _distinct(options, self.candidates)
        last = view.scored >= len(view.seasons) - 1
        cards = _sample_cards(view, rng, self.futures)
        if not cards or (view.season_ends and last):
            return shortlist[0].decision  # no card comes after this one
        later = self.weights(view, after_scoring=view.season_ends and not last)
        best, best_worth = shortlist[0], float("-inf")
        for option in shortlist:
            base = later.value(option.sheet)
            gain = sum(_best_response(option.sheet, card, later) for card in cards) / len(cards)
            worth = option.worth + gain - base
            if worth > best_worth:
                best, best_worth = option, worth
        return best.decision


def _distinct(options: Sequence[Option], count: int) -> list[Option]:
    """The best ``count`` options leaving different sheets."""
    chosen: list[Option] = []
    seen: set[tuple[object, ...]] = set()
    for option in options:
        key = tuple(option.sheet.drawn.values())
        if key in seen:
            continue
        seen.add(key)
        chosen.append(option)
        if len(chosen) == count:
            break
    return chosen


def _sample_cards(view: GameView, rng: random.Random, count: int) -> list[str]:
    explore = catalog().explore_cards
    pool = [card for card in view.explore_to_come() if card in explore]
    if len(pool) <= count:
        return pool
    return rng.sample(pool, count)


def _best_response(sheet: Sheet, card: str, weights: Weights) -> float:
    """The best worth reachable by drawing ``card`` next (the sheet's own worth when
    no shape fits: the 1×1 changes little)."""
    terrains = catalog().explore_cards[card].terrains
    best = weights.value(sheet)
    for placement in legal_placements(sheet, card):
        for terrain in terrains:
            after = sheet.copy()
            shape_drawn(after, card, placement.shape, placement.mask, terrain)
            value = weights.value(after)
            if value > best:
                best = value
    return best


LEVELS: dict[str, Callable[[int], Cartographer]] = {
    "random": RandomCartographer,
    "easy": EasyCartographer,
    "medium": MediumCartographer,
    "hard": HardCartographer,
}
