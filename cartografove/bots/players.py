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

from ..rules.board import grid
from ..rules.board.placement import legal_placements, solo_ambush_cells
from ..rules.board.sheet import Sheet
from ..rules.cards import Terrain, catalog
from ..rules.decisions import Ask, Decision
from ..rules.effects import shape_drawn
from .search import Budget, best
from .styles import Habits, forgotten, style_of
from .values import NEAR, Weights, full_weights, outcomes, season_weights
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


def _scored_next(view: GameView) -> frozenset[str]:
    """The edicts of the scoring that comes next (none after the last)."""
    coming = min(max(view.season, view.scored), len(view.seasons) - 1)
    return frozenset(view.edicts["ABCD".index(letter)] for letter in view.seasons[coming].edicts)


def _with_habits(
    weights: Weights, view: GameView, seed: int, habits: Habits, rng: random.Random
) -> Weights:
    """``weights`` as a player with these habits sees them at this decision."""
    if habits.forgets:
        lost = forgotten(seed, view.edicts)
        if lost not in _scored_next(view):
            weights = replace(weights, edicts=tuple(e for e in weights.edicts if e[0] != lost))
    if habits.careless and rng.random() < habits.careless:
        weights = replace(weights, penalty=0.0, pocket=0.0, ambushes=())
    return weights


class EasyCartographer:
    """A beginner: looks only at the coming scoring, often misses the monster beside
    the space it fills, and takes one of its three best answers (a solo rating about
    0)."""

    level = "easy"
    choices = 3
    habits = Habits(careless=0.5)

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.style = style_of(seed)

    def choose(self, view: GameView) -> Decision:
        rng = _rng(self.seed, view, self.level)
        weights = self.style.applied(season_weights(view), _scored_next(view))
        options = ranked(view, _with_habits(weights, view, self.seed, self.habits, rng))
        return rng.choice(options[: self.choices]).decision


class MediumCartographer:
    """A solid player: the best answer by the stars the map would earn at every
    scoring still to come, structures on their way included; but it may lose sight
    of one edict until its season comes, and sometimes leaves a monster open."""

    level = "medium"
    habits = Habits(careless=0.3, forgets=True)

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.style = style_of(seed)

    def choose(self, view: GameView) -> Decision:
        rng = _rng(self.seed, view, self.level)
        weights = self.style.applied(full_weights(view, near=NEAR), _scored_next(view))
        return ranked(view, _with_habits(weights, view, self.seed, self.habits, rng))[0].decision


class HardCartographer:
    """Plans ahead: the few best answers by the full yardstick (:mod:`.values`) are
    each tried against sampled next cards (from those that can still come, the solo
    ambushes among them), and the answer whose map makes the most of what may come
    wins. ``futures`` cards are sampled; a card's best answer is looked for among the
    ``replies`` best by the plain yardstick."""

    level = "hard"
    candidates = 6
    futures = 5
    replies = 6
    hole = 0.6
    mark = 0.15

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.style = style_of(seed, spread=0.1)

    def weights(self, view: GameView, *, after_scoring: bool = False) -> Weights:
        """The planner's yardstick; ``after_scoring`` once the season now ending has
        been scored (what the next card's drawing is worth then)."""
        if after_scoring:
            view = replace(view, scored=view.scored + 1)
        weights = full_weights(
            view, hole=self.hole, mark=self.mark, near=NEAR, pockets=True, ambushes=True
        )
        return self.style.applied(weights, _scored_next(view))

    def _cards(self, view: GameView, rng: random.Random) -> list[tuple[str, float]]:
        return _next_cards(view, rng, self.futures)

    def choose(self, view: GameView) -> Decision:
        weights = self.weights(view)
        options = ranked(view, weights)
        if view.pending.ask not in (Ask.DRAW, Ask.FALLBACK) or len(options) == 1:
            return options[0].decision
        rng = _rng(self.seed, view, self.level)
        shortlist = _distinct(options, self.candidates)
        last = view.scored >= len(view.seasons) - 1
        cards = self._cards(view, rng)
        if not cards or (view.season_ends and last):
            return shortlist[0].decision  # no card comes after this one
        later = self.weights(view, after_scoring=view.season_ends and not last)
        plain = replace(later, near=0.0, ambushes=(), pocket=0.0)
        best, best_worth = shortlist[0], float("-inf")
        for option in shortlist:
            base = later.value(option.sheet)
            gain = sum(
                weight * _best_response(option.sheet, card, later, plain, self.replies)
                for card, weight in cards
            ) / sum(weight for _, weight in cards)
            worth = option.worth + gain - base
            if worth > best_worth:
                best, best_worth = option, worth
        return best.decision


class ExpertCartographer(HardCartographer):
    """Looks several cards deep (:mod:`.search`): the best few answers by the full
    yardstick are each played on by the engine against the same guessed orders of
    the deck (the cards that can still come, the ambushes and heroes among them),
    the next cards answered greedily, and the answer whose map ends worth the most
    wins. Heroes, the Gorgon's gaze and the Troll's ravage are searched the same
    way, on its own map. Its budget is in guesses and cards, never seconds, so a
    seed plays the same game on any computer."""

    level = "expert"
    candidates = 6
    budget = Budget(screen=1, keep=3, depth=3)

    def choose(self, view: GameView) -> Decision:
        weights = self.weights(view)
        options = ranked(view, weights)
        if view.pending.sheet != view.pending.player or len(options) == 1:
            return options[0].decision  # a monster on a neighbour's map: hurt it most
        shortlist = _distinct(options, self.candidates)
        if len(shortlist) == 1:
            return shortlist[0].decision
        rng = _rng(self.seed, view, self.level)
        return best(view, [option.decision for option in shortlist], self.weights, self.budget, rng)


def _distinct(options: Sequence[Option], count: int) -> list[Option]:
    """The best ``count`` options leaving different sheets: the whole sheet tells
    them apart, destroyed spaces and attack marks included (its terrain layers
    alone hold every gaze and ravage the same, and one hero's turns on a space)."""
    chosen: list[Option] = []
    seen: set[Sheet] = set()
    for option in options:
        if option.sheet in seen:
            continue
        seen.add(option.sheet)
        chosen.append(option)
        if len(chosen) == count:
            break
    return chosen


def _next_cards(view: GameView, rng: random.Random, count: int | None) -> list[tuple[str, float]]:
    """The cards that may come next, each with its weight (the share of the deck's
    unknown slots it stands for): ``count`` explore cards sampled (all with None),
    and in a solo game every ambush not yet seen, sharing the slots of the ambushes
    dealt into the deck and not revealed (one joins each season; RULES §13). Their
    landing is public (the corner walk), so they are each looked at, not sampled."""
    explore = catalog().explore_cards
    pool = [card for card in view.explore_to_come() if card in explore]
    chosen = pool if count is None or len(pool) <= count else rng.sample(pool, count)
    cards = [(card, len(pool) / len(chosen)) for card in chosen]
    if view.solo:
        unseen = [card for card in view.others_to_come() if card in view.ambush_cards]
        dealt = min(view.season, len(view.seasons) - 1) + 1 + (1 if view.season_ends else 0)
        waiting = max(0, dealt - (len(view.ambush_cards) - len(unseen)))
        cards += [(card, waiting / len(unseen)) for card in unseen if waiting]
    return cards


def _best_response(
    sheet: Sheet, card: str, weights: Weights, plain: Weights, replies: int
) -> float:
    """The best worth reachable when ``card`` comes next: for an explore card, the
    best of the ``replies`` drawings the ``plain`` yardstick likes most, by
    ``weights``; for a solo ambush, the worth after the corner walk draws it. The
    sheet's own worth when no shape fits (the 1×1 changes little)."""
    data = catalog()
    if card in data.ambush:
        cells = solo_ambush_cells(sheet, card)
        if cells is None:
            return weights.value(sheet)
        after, _ = sheet.drawing(grid.mask_of(cells), Terrain.MONSTER, data.ambush[card].monster)
        return weights.value(after)
    explore = data.explore_cards[card]
    drawn: list[tuple[float, Sheet]] = []
    for placement in legal_placements(sheet, card):
        for terrain in explore.terrains:
            after, _ = shape_drawn(sheet, card, placement.shape, placement.mask, terrain)
            drawn.append((plain.value(after), after))
    if not drawn:
        return weights.value(sheet)
    drawn.sort(key=lambda pair: -pair[0])
    return max(weights.value(after) for _, after in drawn[:replies])


LEVELS: dict[str, Callable[[int], Cartographer]] = {
    "random": RandomCartographer,
    "easy": EasyCartographer,
    "medium": MediumCartographer,
    "hard": HardCartographer,
    "expert": ExpertCartographer,
}
