"""The end of a game explained (issue 33): every edict's stars for every player in
every season, the coins, the monsters, each season's total, the game's total and
how far each player finished behind the winner.

Only the engine's own scoring is read — the season boxes the game filled in
(:attr:`Game.scores`, RULES §12) and its ranking (:func:`..results.standings`,
RULES §14) — so the figures add up to the standings by construction, and a game
seen from the records explains itself the same way as one just played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..cards import EdictLetter
from ..results import SeasonScore, standings

Kind = Literal["edict", "coins", "monsters", "season"]


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a season: ``points`` per player in seat order. An edict's line
    names its ``letter`` and ``card``; ``monsters`` are the stars lost, as a
    negative number, so a season's lines add up to its ``season`` line."""

    season: int
    kind: Kind
    points: tuple[int, ...]
    letter: EdictLetter | None = None
    card: str = ""


@dataclass(frozen=True, slots=True)
class Breakdown:
    """The lines season by season; ``totals`` and ``behind`` (the winner's stars
    less each player's) per player in seat order; ``order`` the seats best first;
    ``by_edict`` each edict's stars over the game, per player."""

    lines: tuple[Line, ...]
    totals: tuple[int, ...]
    behind: tuple[int, ...]
    order: tuple[int, ...]
    by_edict: dict[EdictLetter, tuple[int, ...]]

    def coins(self) -> tuple[int, ...]:
        return self._over_the_game("coins")

    def monsters(self) -> tuple[int, ...]:
        """The stars lost to monsters over the game, negative."""
        return self._over_the_game("monsters")

    def _over_the_game(self, kind: Kind) -> tuple[int, ...]:
        chosen = [line.points for line in self.lines if line.kind == kind]
        return tuple(sum(points) for points in zip(*chosen, strict=True)) if chosen else ()


def breakdown(names: tuple[str, ...], scores: tuple[tuple[SeasonScore, ...], ...]) -> Breakdown:
    """The breakdown of the seasons scored in ``scores`` (one tuple a player)."""
    players = range(len(names))
    seasons = min((len(s) for s in scores), default=0)
    lines: list[Line] = []
    by_edict: dict[EdictLetter, list[int]] = {}
    for season in range(seasons):
        boxes = [scores[p][season] for p in players]
        for index, edict in enumerate(boxes[0].edicts):
            points = tuple(box.edicts[index].points for box in boxes)
            letter, card = edict.letter, edict.result.card_id
            lines.append(Line(season, "edict", points, letter, card))
            sums = by_edict.setdefault(letter, [0] * len(names))
            for p in players:
                sums[p] += points[p]
        lines.append(Line(season, "coins", tuple(box.coins for box in boxes)))
        lines.append(Line(season, "monsters", tuple(-box.monster_penalty for box in boxes)))
        lines.append(Line(season, "season", tuple(box.total for box in boxes)))
    result = standings(names, scores)
    totals = [0] * len(names)
    for standing in result.standings:
        totals[standing.player] = standing.total
    best = max(totals, default=0)
    return Breakdown(
        lines=tuple(lines),
        totals=tuple(totals),
        behind=tuple(best - total for total in totals),
        order=tuple(s.player for s in result.standings),
        by_edict={letter: tuple(sums) for letter, sums in sorted(by_edict.items())},
    )
