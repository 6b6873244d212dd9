"""How much a map is worth to its cartographer, as the bots reckon it.

The worth of a sheet is the stars it would earn if every scoring still to come
happened on it as drawn now: each edict's points times how many times that edict
will still be scored, coins (scored every season) and the monster penalty. That is
the plain greedy player's yardstick; :class:`Weights` lets a level see less of it
(a beginner looks at this season only) or more (the planner adds a little for room
left to grow and for hero attack marks waiting for monsters).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..rules.board import grid
from ..rules.board.sheet import Sheet
from ..rules.decisions import Decision
from ..rules.preview import effect
from ..rules.scoring import monster_penalty, score
from .view import GameView


@dataclass(frozen=True, slots=True)
class Weights:
    """What one player's sheet is worth per point of each edict, per coin, per space
    of monster penalty, per empty space that cannot be reached by a shape any more (a
    hole) and per attack mark on an empty space."""

    edicts: tuple[tuple[str, float], ...]
    coin: float
    penalty: float
    hole: float = 0.0
    mark: float = 0.0
    wildcard: bool = False

    def value(self, sheet: Sheet) -> float:
        total = 0.0
        for card, weight in self.edicts:
            total += weight * score(card, sheet, hero_wildcard=self.wildcard).points
        total += self.coin * sheet.coins - self.penalty * monster_penalty(sheet)
        if self.hole or self.mark:
            empty = sheet.empty
            if self.hole:
                total -= self.hole * holes(empty).bit_count()
            if self.mark:
                total += self.mark * (sheet.attack & empty).bit_count()
        return total


def holes(empty: grid.Bitboard) -> grid.Bitboard:
    """Empty spaces with no empty neighbour: only a 1×1 can ever fill them."""
    return empty & ~grid.neighbours(empty)


def full_weights(view: GameView, *, hole: float = 0.0, mark: float = 0.0) -> Weights:
    """Every edict weighted by its scorings left; coins by the scorings left; the
    monster penalty a little less (later drawings may still fill its spaces)."""
    left = view.scorings_left
    scorings = len(view.seasons) - view.scored
    letters = "ABCD"
    return Weights(
        edicts=tuple(
            (card, float(left[letter]))
            for letter, card in zip(letters, view.edicts, strict=True)
            if left[letter]
        ),
        coin=float(scorings),
        penalty=1.0 + 0.6 * max(scorings - 1, 0),
        hole=hole,
        mark=mark,
        wildcard=view.options.hero_wildcard,
    )


def season_weights(view: GameView) -> Weights:
    """Only the next scoring: its two edicts, coins and penalty (a beginner's eye)."""
    coming = min(max(view.season, view.scored), len(view.seasons) - 1)
    letters = view.seasons[coming].edicts
    return Weights(
        edicts=tuple((view.edicts["ABCD".index(letter)], 1.0) for letter in letters),
        coin=1.0,
        penalty=1.0,
        wildcard=view.options.hero_wildcard,
    )


def outcomes(view: GameView) -> Iterator[tuple[Decision, Sheet]]:
    """Every legal decision with the sheet it leaves (the pending one's)."""
    sheet = view.sheets[view.pending.sheet]
    for decision in view.legal:
        yield decision, effect(sheet, view.pending, decision)
