"""Where a game's cards come from: the seeded deck of a game on one computer.

The engine (:mod:`.flow`) does not hold a deck. It reveals the cards of a *card
source* — a sequence of cards in the order they are revealed — one at a time, and
when the source has no card yet it waits (``Ask.CARD``). On one computer the source
is :func:`deal`: the seed's shuffles, played through the check phase here, once, at
the start. On the network it is the cards the host has revealed so far
(``Game.reveal``), so no computer but the host ever holds a deck.

Which cards a season reveals depends only on the cards' times, never on what the
players decide (RULES §4.3: reveal until the season's time is up), so the whole
game's sequence is known from the seed alone. The shuffles are the rulebook's: the
explore deck with one ambush card (and one hero card) each season; after a season
its revealed explore and ruins cards return, heroes leave, ambushes stay out
(RULES §3, §13, §17).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from .cards import catalog
from .setup import Setup, deal_edicts


@dataclass(frozen=True, slots=True)
class Deal:
    """A seed's edicts, the deck each season starts with (top card last) and every
    card the game reveals, in order."""

    edicts: tuple[str, str, str, str]
    decks: tuple[tuple[str, ...], ...]
    cards: tuple[str, ...]


def season_time(cards: Iterable[str]) -> int:
    """The time these revealed cards take: the sum of their time (RULES §4.3)."""
    data = catalog()
    return sum(data.card_time(card) for card in cards)


def deal(setup: Setup) -> Deal:
    """What ``setup.seed`` deals. The random generator is consumed in the same order
    as ever (edicts, ambush and hero decks, then one shuffle a season), so a seed
    replays the games saved before the engine was data."""
    data = catalog()
    rules = setup.rules
    rng = random.Random(setup.seed)
    edicts = deal_edicts(setup, rng)
    ambush_deck = list(rules.ambushes)
    hero_deck = list(data.heroes) if rules.hero_cards else []
    rng.shuffle(ambush_deck)
    rng.shuffle(hero_deck)

    def newcomers() -> list[str]:
        return [ambush_deck.pop(), *([hero_deck.pop()] if rules.hero_cards else [])]

    seasons = data.season_sets[rules.seasons].seasons
    deck = [*rules.explore_deck, *newcomers()]
    rng.shuffle(deck)
    decks: list[tuple[str, ...]] = []
    cards: list[str] = []
    for index, season in enumerate(seasons):
        decks.append(tuple(deck))
        revealed: list[str] = []
        while season_time(revealed) < season.threshold:
            revealed.append(deck.pop())
        cards += revealed
        if index == len(seasons) - 1:
            break
        deck += [card for card in revealed if card in data.explore_cards or card in data.ruins]
        deck += newcomers()
        rng.shuffle(deck)
    return Deal(edicts, tuple(decks), tuple(cards))
