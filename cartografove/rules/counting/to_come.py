"""What this season's deck may still hold, as a player at the table can count it
(issue 25): how many explore cards (ruins among them), ambushes and heroes.

Nothing here looks at the deck. A player knows how the deck is built (RULES §3.8,
§13, §17: every explore and ruins card, one new ambush and one new hero each season;
revealed explore and ruins cards go back between seasons, revealed heroes leave and
revealed ambushes stay out) and has seen every card revealed. The counts follow
from those alone — the game's :class:`~.events.CardRevealed` events and its rule
set — so a network game, which holds no deck, counts the same as the host.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

from ..cards import catalog
from ..events import CardRevealed
from ..game import Game


@dataclass(frozen=True, slots=True)
class ToCome:
    """The cards still in the deck of the season being played: ``explore`` counts
    the explore cards with the ruins cards, ``ruins`` the ruins cards among them;
    ``heroes`` is None in a game without hero cards (the base game). How many of
    them come before the season ends depends on their time."""

    season: int
    explore: int
    ruins: int
    ambushes: int
    heroes: int | None


def to_come(game: Game) -> ToCome | None:
    """The counts for the season in play; None once the game is over."""
    if game.over:
        return None
    data = catalog()
    rules = game.rules
    season = game.season
    earlier = [e.card for e in game.events if isinstance(e, CardRevealed) and e.season < season]
    now = game.revealed
    newcomers = season + 1  # one ambush (and one hero) joined the deck each season so far

    ruins = [card for card in rules.explore_deck if card in data.ruins]
    return ToCome(
        season=season,
        explore=len(rules.explore_deck) - count(now, rules.explore_deck),
        ruins=len(ruins) - count(now, ruins),
        ambushes=newcomers - count(earlier, data.ambush) - count(now, data.ambush),
        heroes=(newcomers - count(earlier, data.heroes) - count(now, data.heroes))
        if rules.hero_cards
        else None,
    )


def count(cards: Iterable[str], kind: Collection[str]) -> int:
    """How many of ``cards`` are of ``kind`` (a collection of card ids)."""
    return sum(1 for card in cards if card in kind)
