"""What a computer cartographer may know: a player's view of the game.

A bot is handed a :class:`GameView`, never the :class:`~cartografove.rules.game.Game`
with its seeded deck, so it cannot peek at the order of the cards to come — only at
what a person at the table sees: the maps, the edicts and seasons, the cards revealed
so far, the pending request and its legal answers, and which cards can still come
(issue 13). Two games that look the same give equal views whatever their hidden decks.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..rules.board.grid import Bitboard
from ..rules.board.sheet import Sheet
from ..rules.cards import Season, catalog
from ..rules.decisions import Pending
from ..rules.events import CardRevealed
from ..rules.game import Game, LegalDecisions
from ..rules.preview import scorings_left
from ..rules.setup import RulesOptions


@dataclass(frozen=True, slots=True)
class GameView:
    """Everything public about a game at one pending decision.

    ``seen`` lists every card revealed this game in order, ``revealed`` those of the
    current season; ``turn`` counts the decisions made so far (a bot seeds its
    randomness with it, so the same position always gets the same answer).
    ``game`` is the game as a player knows it: a copy whose card source holds only
    the cards revealed so far (:meth:`Game.redealt`), to try decisions on and to
    play on with a guessed deck — never the real deck's order."""

    players: tuple[str, ...]
    solo: bool
    options: RulesOptions
    edicts: tuple[str, ...]
    seasons: tuple[Season, ...]
    season: int
    scored: int
    time: int
    sheets: tuple[Sheet, ...]
    pending: Pending
    must_cover: Bitboard
    legal: LegalDecisions
    revealed: tuple[str, ...]
    seen: tuple[str, ...]
    explore_deck: tuple[str, ...]
    ambush_cards: tuple[str, ...]
    hero_cards: tuple[str, ...]
    turn: int
    game: Game = field(compare=False)

    @property
    def scorings_left(self) -> dict[str, int]:
        return scorings_left(self.seasons, self.scored)

    @property
    def season_ends(self) -> bool:
        """The season's time is up: it is scored once the pending card is resolved."""
        return self.scored > self.season or self.time >= self.seasons[self.season].threshold

    def explore_to_come(self) -> tuple[str, ...]:
        """The explore (and ruins) cards still in this season's deck, or the whole
        explore deck when the season is over (they are all shuffled back in)."""
        if self.season_ends:
            return self.explore_deck
        shown = set(self.revealed)
        return tuple(card for card in self.explore_deck if card not in shown)

    def others_to_come(self) -> Counter[str]:
        """Ambush and hero cards that may still be in this season's deck, each with
        how many of the unknown slots it could fill: one ambush (and one hero) joins
        the deck each season and only revealed ones leave it."""
        seen = set(self.seen)
        ambushes = [card for card in self.ambush_cards if card not in seen]
        heroes = [card for card in self.hero_cards if card not in seen]
        return Counter(ambushes + heroes)


def view_of(game: Game) -> GameView:
    """The view of ``game`` a player at the table has (``game.pending`` must be set)."""
    pending = game.pending
    if pending is None:
        raise ValueError("the game is over: there is no decision to view")
    data = catalog()
    rules = game.rules
    return GameView(
        players=game.players,
        solo=game.solo,
        options=game.setup.options,
        edicts=tuple(game.edicts),
        seasons=tuple(game.seasons),
        season=game.season,
        scored=game.scored,
        time=game.time,
        sheets=game.sheets,
        pending=pending,
        must_cover=game.must_cover,
        legal=game.legal_decisions(),
        revealed=tuple(game.revealed),
        seen=tuple(e.card for e in game.events if isinstance(e, CardRevealed)),
        explore_deck=rules.explore_deck,
        ambush_cards=tuple(rules.ambushes),
        hero_cards=tuple(data.heroes) if rules.hero_cards else (),
        turn=len(game.decisions),
        game=game.redealt(),
    )
