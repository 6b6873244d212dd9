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
from ..rules.preview import effects_of
from .values import Weights
from .view import GameView, view_of

Yardstick = Callable[[GameView], Weights]
"""The weights a player judges its own map by at one moment of the game."""


def _unseen(view: GameView) -> tuple[list[str], list[str], int, int]:
    """The ambushes and heroes not seen yet, and how many of each are in the deck the
    next card comes from: one of each joined the deck every season so far (one more
    when the next card opens a new season), and only the revealed ones left it."""
    seen = set(view.seen)
    ambushes = [card for card in view.ambush_cards if card not in seen]
    heroes = [card for card in view.hero_cards if card not in seen]
    joined = view.season + 1 + view.season_ends
    return (
        ambushes,
        heroes,
        min(len(ambushes), max(0, joined - (len(view.ambush_cards) - len(ambushes)))),
        min(len(heroes), max(0, joined - (len(view.hero_cards) - len(heroes)))),
    )


def next_cards(view: GameView) -> list[tuple[str, float]]:
    """Every card that may be revealed next, with its chance: each explore card still
    in the deck alike, and the ambushes and heroes sharing the slots of those in it
    (none after the last season's last card)."""
    if view.season_ends and view.season >= len(view.seasons) - 1:
        return []
    ambushes, heroes, in_ambushes, in_heroes = _unseen(view)
    explore = view.explore_to_come()
    deck = len(explore) + in_ambushes + in_heroes
    return [
        *((card, 1 / deck) for card in explore),
        *((card, in_ambushes / len(ambushes) / deck) for card in ambushes if in_ambushes),
        *((card, in_heroes / len(heroes) / deck) for card in heroes if in_heroes),
    ]


def guess_cards(
    view: GameView, rng: random.Random, seasons: int = 2, first: str | None = None
) -> tuple[str, ...]:
    """One order of the cards still to come that is consistent with what ``view``
    shows, dealt as the rules deal (:func:`~cartografove.rules.setup.deal`): the rest
    of this season's deck shuffled, then ``seasons`` − 1 more seasons (their revealed
    explore cards back in, one more ambush and hero each). Which unseen ambushes and
    heroes joined the deck is guessed too. ``first``, one of :func:`next_cards`,
    is put on top: the rest is guessed given that it comes next."""
    data = catalog()
    ambushes, heroes, _, _ = _unseen(view)
    rng.shuffle(ambushes)
    rng.shuffle(heroes)
    for pool in (ambushes, heroes):
        if first in pool:  # the end of a pile is taken first
            pool.remove(first)
            pool.append(first)
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
        if first is not None and not cards:
            deck.remove(first)
            deck.append(first)
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
    """How much the look-ahead explores: every candidate is played on ``screen``
    cards deep, the best ``keep`` of them ``depth`` cards deep (fewer if the game
    ends first), against one guessed deck per card that may come next."""

    screen: int
    keep: int
    depth: int


class Playout:
    """Plays a game copy on for the cartographer in seat ``me``: its own decisions
    greedily by its yardstick, decisions on its map by a neighbour to hurt it most,
    and everything else (what others draw on their own maps, which does not change
    this map's stars) the first legal answer, for speed."""

    replies = 6

    def __init__(self, me: int, yardstick: Yardstick) -> None:
        self.me = me
        self.yardstick = yardstick
        self._weights: dict[tuple[int, bool, tuple[str, ...]], Weights] = {}
        self._plain: dict[Weights, Weights] = {}

    def weights(self, game: Game, view: GameView | None = None) -> Weights:
        """The yardstick at this moment (it changes only with the scorings done, the
        season's end and the ambushes seen, so it is kept per such moment). Which
        ambushes were seen matters, not how many: those still to come are the ones
        whose landings it prices, and two guesses reveal different ones."""
        key = (game.scored, game.pending is None or _season_ends(game), game.ambushes)
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
            (sign * plain.value(after), index, after)
            for index, after in enumerate(effects_of(sheet, pending, legal))
        ]
        drawn.sort(key=lambda entry: (-entry[0], entry[1]))
        chosen = max(
            drawn[: self.replies], key=lambda entry: (sign * weights.value(entry[2]), -entry[1])
        )
        return legal[chosen[1]]

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


Guess = tuple[tuple[str, ...], float]
"""A guessed order of the cards to come and its weight among the guesses."""


def guesses(view: GameView, rng: random.Random) -> list[Guess]:
    """Guessed deck orders (:func:`guess_cards`), each with its weight: one for each explore card
    that may come next, one for the ambush slot and one for the hero slot (an unseen
    one drawn for it), each weighted by the chance it is next — the next card, which
    matters most, is not left to luck. With no card to come, no cards."""
    strata: dict[str, list[tuple[str, float]]] = {}
    for card, chance in next_cards(view):
        kind = (
            "ambush" if card in view.ambush_cards else "hero" if card in view.hero_cards else card
        )
        strata.setdefault(kind, []).append((card, chance))
    starts: list[Guess] = []
    for cards in strata.values():
        first = rng.choice(cards)[0] if len(cards) > 1 else cards[0][0]
        starts.append((guess_cards(view, rng, first=first), sum(chance for _, chance in cards)))
    return starts or [((), 1.0)]


def played_on(
    view: GameView,
    decisions: Sequence[Decision],
    starts: Sequence[Guess],
    depth: int,
    playout: Playout,
) -> list[float]:
    """What each of ``decisions`` is worth to the playout's seat: the weighted mean,
    over the same guesses (common random numbers) cut to ``depth`` cards, of the
    stars scored on the way and the map's worth where the guess ends."""
    return _played(view, decisions, starts, depth, playout)[0]


def _played(
    view: GameView,
    decisions: Sequence[Decision],
    starts: Sequence[Guess],
    depth: int,
    playout: Playout,
) -> tuple[list[float], list[list[Game]]]:
    """:func:`played_on`, and the games where each decision's play-outs stopped (one
    per guess, in their order), for :func:`_played_further` to go on from."""
    totals = [0.0] * len(decisions)
    ends: list[list[Game]] = [[] for _ in decisions]
    for cards, weight in starts:
        start = view.game.redealt(cards[:depth])
        for index, decision in enumerate(decisions):
            game = start.copy()
            game.apply(decision)
            totals[index] += weight * playout.play_on(game)
            ends[index].append(game)
    whole = sum(weight for _, weight in starts)
    return [total / whole for total in totals], ends


def _played_further(
    ends: Sequence[Sequence[Game]],
    starts: Sequence[Guess],
    done: int,
    depth: int,
    playout: Playout,
) -> list[float]:
    """:func:`played_on` to ``depth`` cards for play-outs already played ``done``
    cards deep (``ends``, per decision one game per guess): the guesses' next cards
    are revealed where they stopped. The play-outs answer every card the same way
    however far they were dealt, so this is what playing them from the start
    would give, without answering their first cards again."""
    whole = sum(weight for _, weight in starts)
    means = []
    for games in ends:
        total = 0.0
        for game, (cards, weight) in zip(games, starts, strict=True):
            game = game.copy()
            if game.pending is not None:
                for card in cards[done:depth]:
                    game.reveal(card)
            total += weight * playout.play_on(game)
        means.append(total / whole)
    return means


def best(
    view: GameView,
    decisions: Sequence[Decision],
    yardstick: Yardstick,
    budget: Budget,
    rng: random.Random,
) -> Decision:
    """The decision played on best: every one against the guesses cut to
    ``budget.screen`` cards, the ``budget.keep`` best of them against the whole
    ``budget.depth`` (the same guesses: common random numbers, the finalists' play-
    outs going on from where the screen left them); ties go to the earlier decision."""
    playout = Playout(view.pending.player, yardstick)
    starts = guesses(view, rng)
    means, ends = _played(view, decisions, starts, budget.screen, playout)
    finalists = sorted(range(len(decisions)), key=lambda i: (-means[i], i))[: budget.keep]
    if budget.depth <= budget.screen or len(finalists) == 1:
        return decisions[finalists[0]]
    deep = _played_further(
        [ends[i] for i in finalists], starts, budget.screen, budget.depth, playout
    )
    return decisions[finalists[max(range(len(finalists)), key=lambda n: (deep[n], -n))]]
