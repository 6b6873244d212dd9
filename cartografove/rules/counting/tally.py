"""The standings at any moment of a game: every map's stars by season, what earned
them (edicts, coins) and what monsters cost, and who leads (issue 25).

A player at the table sees every map and every score box (RULES §12), so the whole
table is public: the same tally is right on one computer and on every computer of
a network game, from the public state alone. Places follow the game's own ranking
(:func:`.results.standings`: stars, then fewest stars lost to monsters, RULES §14),
applied to the seasons scored so far; the season still being played is given as
what it would bring if it were scored now (the engine's scoring of each sheet),
apart from the totals, so a provisional figure never decides a place.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import EDICT_LETTERS
from ..game import Game
from ..preview import next_scoring
from ..results import standings
from ..scoring import monster_penalty, score


@dataclass(frozen=True, slots=True)
class TallyRow:
    """One map's line: ``seasons`` holds a season's total once it is scored (None
    before); ``edicts``, ``coins`` and ``monsters`` add up the scored seasons
    (``monsters`` is the stars lost, a positive number); ``now`` is what the next
    scoring would give the map if it happened now (None when no scoring is left)."""

    player: int
    name: str
    seasons: tuple[int | None, ...]
    edicts: int
    coins: int
    monsters: int
    total: int
    rank: int
    now: int | None

    @property
    def leads(self) -> bool:
        return self.rank == 1


@dataclass(frozen=True, slots=True)
class Tally:
    """The rows in seat order; ``scored`` seasons are in the totals; ``upcoming`` is
    the season the ``now`` figures are for (None when the game is over)."""

    rows: tuple[TallyRow, ...]
    scored: int
    upcoming: int | None

    @property
    def leaders(self) -> tuple[TallyRow, ...]:
        """Who leads now; nobody before the first scoring (everyone has 0)."""
        if not self.scored:
            return ()
        return tuple(row for row in self.rows if row.leads)

    def by_place(self) -> tuple[TallyRow, ...]:
        return tuple(sorted(self.rows, key=lambda row: (row.rank, row.player)))


def tally(game: Game) -> Tally:
    """The table's standings as the game stands: only what every player can see."""
    scores = game.scores
    count = len(game.seasons)
    scored = min(len(s) for s in scores) if scores else 0
    upcoming = None if game.over else next_scoring(game.season, scored, count)
    places = {s.player: s.rank for s in standings(game.players, scores).standings}
    rows = []
    for player, seasons in enumerate(scores):
        by_season: list[int | None] = [None] * count
        for season_score in seasons:
            by_season[season_score.season] = season_score.total
        rows.append(
            TallyRow(
                player=player,
                name=game.players[player],
                seasons=tuple(by_season),
                edicts=sum(e.points for s in seasons for e in s.edicts),
                coins=sum(s.coins for s in seasons),
                monsters=sum(s.monster_penalty for s in seasons),
                total=sum(s.total for s in seasons),
                rank=places[player],
                now=None if upcoming is None else _if_scored_now(game, player, upcoming),
            )
        )
    return Tally(tuple(rows), scored, upcoming)


def _if_scored_now(game: Game, player: int, season: int) -> int:
    """What scoring ``season`` would give sheet ``player`` now (RULES §12): its two
    edicts, its coins, less the monster penalty."""
    sheet = game.sheets[player]
    wildcard = game.setup.options.hero_wildcard
    edicts = sum(
        score(game.edicts[EDICT_LETTERS.index(letter)], sheet, hero_wildcard=wildcard).points
        for letter in game.seasons[season].edicts
    )
    return edicts + sheet.coins - monster_penalty(sheet)
