"""Several cards deep: the expert's determinized look-ahead (issue 26).

A player does not know the order of the deck, but knows what is in it: the explore
cards not yet revealed this season, and the ambushes (and heroes) that joined it
and have not come out (RULES §3, §13). :func:`guess_cards` deals one order of that
deck the way the rules would — the rest of this season, then the next season's
shuffle — so the engine can play on with it: the view's game is
:meth:`~cartografove.rules.game.Game.redealt` with the guess, and every decision
of the look-ahead is the engine's own ``apply`` on a copy. Whatever the cards bring
— a solo ambush walking to its corner, a hero to place, the Gorgon's gaze, the
Troll's ravage, a season scored — happens there as in a real game, so the search
needs no model of them.

Each candidate decision is played on against the same guessed orders (common random
numbers: the candidates differ by what they do, not by their luck), the next cards
answered greedily by the yardstick, and the map where the guess runs out is judged
by the stars already scored on the way plus the yardstick's worth of what is left.
The budget is in guesses and cards, never in seconds, so a seed plays the same
game on any computer.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..rules.cards import catalog
from ..rules.decisions import Ask, Decision
from ..rules.game import Game
from ..rules.preview import effect
from .values import Weights
from .view import GameView, view_of

Yardstick = Callable[[GameView], Weights]
"""The weights a player judges its own map by at one moment of the game."""


def guess_cards(view: GameView, rng: random.Random, seasons: int = 2) -> tuple[str, ...]:
    """One order of the cards still to come that is consistent with what ``view``
    shows, dealt as the rules deal (:func:`~cartografove.rules.setup.deal`): the rest
    of this season's deck shuffled, then ``seasons`` − 1 more seasons (their revealed
    explore cards back in, one more ambush and hero each). Which unseen ambushes and
    heroes joined the deck is guessed too."""
    data = catalog()
    seen = set(view.seen)
    ambushes = [card for card in view.ambush_cards if card not in seen]
    heroes = [card for card in view.hero_cards if card not in seen]
    rng.shuffle(ambushes)
    rng.shuffle(heroes)
    season = view.season
    # one ambush (and one hero) joined the deck each season so far; the seen ones left it
    stay = [
        *_take(ambushes, season + 1 - (len(view.ambush_cards) - len(ambushes))),
        *_take(heroes, season + 1 - (len(view.hero_cards) - len(heroes))),
    ]
    cards: list[str] = []
    for index in range(season, min(season + seasons, len(view.seasons))):
        if index == season:
            if view.season_ends:
                continue  # the next card opens the next season
            deck, time = [*view.explore_to_come(), *stay], view.time
        else:
            deck, time = [*view.explore_deck, *stay, *_take(ambushes, 1), *_take(heroes, 1)], 0
        rng.shuffle(deck)
        while time < view.seasons[index].threshold and deck:
            cards.append(deck.pop())
            time += data.card_time(cards[-1])
        # explore and ruins cards go back; unrevealed ambushes and heroes stay in
        stay = [card for card in deck if card not in data.explore_cards and card not in data.ruins]
    return tuple(cards)


def _take(pool: list[str], count: int) -> list[str]:
    """Up to ``count`` cards off the end of ``pool`` (a shuffled pile)."""
    return [pool.pop() for _ in range(min(max(count, 0), len(pool)))]


@dataclass(frozen=True, slots=True)
class Budget:
    """How much the look-ahead explores: every candidate is played on against
    ``first`` guessed deck orders, the best ``keep`` of them against ``more`` orders
    besides; each guess ``depth`` cards deep (fewer if the game ends first)."""

    first: int
    keep: int
    more: int
    depth: int


class Playout:
    """Plays a game copy on for the cartographer in seat ``me``: its own decisions
    greedily by its yardstick, decisions on its map by a neighbour to hurt it most,
    and everything else (what others draw on their own maps, which does not change
    this map's stars) the first legal answer, for speed."""

    replies = 4

    def __init__(self, me: int, yardstick: Yardstick) -> None:
        self.me = me
        self.yardstick = yardstick
        self._weights: dict[tuple[int, bool, int], Weights] = {}
        self._plain: dict[Weights, Weights] = {}

    def weights(self, game: Game, view: GameView | None = None) -> Weights:
        """The yardstick at this moment (it changes only with the scorings done, the
        season's end and the ambushes seen, so it is kept per such moment)."""
        key = (game.scored, game.pending is None or _season_ends(game), len(game.ambushes))
        found = self._weights.get(key)
        if found is None:
            found = self._weights[key] = self.yardstick(view or view_of(game))
        return found

    def answer(self, game: Game) -> Decision:
        pending = game.pending
        assert pending is not None
        legal = game.legal_decisions()
        if pending.sheet != self.me:
            return next(iter(legal))
        weights = self.weights(game)
        plain = self._plain.get(weights)
        if plain is None:
            plain = self._plain[weights] = replace(
                weights, near=0.0, ambushes=(), pocket=0.0, hole=0.0, mark=0.0
            )
        sheet = game.sheets[self.me]
        sign = 1.0 if pending.player == self.me else -1.0
        drawn = [
            (sign * plain.value(after), index, decision, after)
            for index, decision in enumerate(legal)
            for after in (effect(sheet, pending, decision),)
        ]
        drawn.sort(key=lambda entry: (-entry[0], entry[1]))
        return max(
            drawn[: self.replies], key=lambda entry: (sign * weights.value(entry[3]), -entry[1])
        )[2]

    def play_on(self, game: Game) -> float:
        """Play ``game`` on until its card source runs out or it ends; the stars this
        seat has scored plus what its map is still worth."""
        while game.pending is not None and game.pending.ask is not Ask.CARD:
            game.apply(self.answer(game))
        stars = sum(season.total for season in game.scores[self.me]) if game.scores else 0
        if game.pending is None:
            return float(stars)
        return stars + self.weights(game).value(game.sheets[self.me])


def _season_ends(game: Game) -> bool:
    return game.scored > game.season or game.time >= game.season_card.threshold


def guesses(view: GameView, rng: random.Random, count: int, depth: int) -> list[Game]:
    """``count`` copies of the view's game, each dealt a guessed deck order
    ``depth`` cards long (:func:`guess_cards`)."""
    return [view.game.redealt(guess_cards(view, rng)[:depth]) for _ in range(count)]


def played_on(
    decisions: Sequence[Decision], starts: Sequence[Game], playout: Playout
) -> list[float]:
    """What each of ``decisions`` is worth to the playout's seat: the mean, over the
    same ``starts`` (common random numbers), of the stars scored on the way and the
    map's worth where the guess ends."""
    totals = [0.0] * len(decisions)
    for start in starts:
        for index, decision in enumerate(decisions):
            game = start.copy()
            game.apply(decision)
            totals[index] += playout.play_on(game)
    return [total / len(starts) for total in totals]


def best(
    view: GameView,
    decisions: Sequence[Decision],
    yardstick: Yardstick,
    budget: Budget,
    rng: random.Random,
) -> Decision:
    """The decision played on best: every one meets the same ``budget.first``
    guesses; the ``budget.keep`` best go on against ``budget.more`` guesses besides,
    and the best mean over all of them wins (ties: the earlier decision)."""
    playout = Playout(view.pending.player, yardstick)
    starts = guesses(view, rng, budget.first + budget.more, budget.depth)
    means = played_on(decisions, starts[: budget.first], playout)
    finalists = sorted(range(len(decisions)), key=lambda i: (-means[i], i))[: budget.keep]
    if not budget.more or len(finalists) == 1:
        return decisions[finalists[0]]
    later = played_on([decisions[i] for i in finalists], starts[budget.first :], playout)
    first, more = budget.first, budget.more
    overall = [
        (means[i] * first + later[n] * more) / (first + more) for n, i in enumerate(finalists)
    ]
    return decisions[finalists[max(range(len(finalists)), key=lambda n: (overall[n], -n))]]
