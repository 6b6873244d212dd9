"""The scoring cards: each a small pure function of a sheet.

This module holds the Heroes cards and the registry; :mod:`.scoring_base` adds the
base game's 16 cards to the same registry.

A function returns the points *and* what earned them — the spaces, the rows or
columns, the clusters — so the app can light up exactly why a card scored
(ARCHITECTURE "Scoring explains itself"). Card numbers and readings are those of
the printed cards and RULES §16; edge cases cite RULES §19.

All of them work on bitboards (:mod:`.grid`): the 16 cards together score a sheet
in a fraction of a millisecond.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from . import grid
from .cards import Terrain
from .grid import COLS, DIAGONALS, ROWS, Bitboard, Cell
from .sheet import Sheet

LineKind = Literal["row", "col", "diag"]


@dataclass(frozen=True, slots=True)
class Line:
    """A whole row, column or diagonal of the sheet that earned points.

    ``row`` and ``col`` count from 0 at the top/left; ``diag`` ``i`` is the diagonal
    from the left-edge space (i, 0) down and right to the bottom edge (The Broken
    Road, RULES §18 K14; :data:`grid.DIAGONALS`)."""

    kind: LineKind
    index: int

    @property
    def mask(self) -> Bitboard:
        """The spaces of the line."""
        return {"row": ROWS, "col": COLS, "diag": DIAGONALS}[self.kind][self.index]

    @property
    def cells(self) -> tuple[Cell, ...]:
        return grid.cells_of(self.mask)


@dataclass(frozen=True, slots=True)
class ScoreResult:
    """Points of one scoring card on one sheet, and what earned them.

    ``mask`` holds the spaces that scored, ``lines`` the rows/columns that scored,
    ``groups`` the clusters a card counted (each cluster a bitboard)."""

    card_id: str
    points: int
    mask: Bitboard = 0
    lines: tuple[Line, ...] = ()
    groups: tuple[Bitboard, ...] = ()

    @property
    def cells(self) -> tuple[Cell, ...]:
        return grid.cells_of(self.mask)


Scorer = Callable[[Sheet], ScoreResult]
SCORERS: dict[str, Scorer] = {}
# Cards that count terrain *types* (RULES §16, §18 K6): hero is a type of its own
# there, even with the hero wildcard option.
COUNTS_TYPES: set[str] = set()

# What a hero space stands in for under the Czech wildcard reading (RULES §18 K6).
WILDCARD_TERRAINS = (Terrain.FOREST, Terrain.VILLAGE, Terrain.FARM, Terrain.WATER)


class UnknownScoringCard(KeyError):
    pass


def scoring_card(card_id: str, *, counts_types: bool = False) -> Callable[[Scorer], Scorer]:
    def register(function: Scorer) -> Scorer:
        SCORERS[card_id] = function
        if counts_types:
            COUNTS_TYPES.add(card_id)
        return function

    return register


def score(card_id: str, sheet: Sheet, *, hero_wildcard: bool = False) -> ScoreResult:
    """Score one card on one sheet.

    ``hero_wildcard`` is the Czech rulebook's reading of combined play (RULES §18 K6,
    a rules option): each hero space counts as any one terrain — forest, village,
    farm or water — the player likes, chosen per card (:func:`best_wildcard`).
    Cards that count terrain types keep hero as one type of its own."""
    try:
        scorer = SCORERS[card_id]
    except KeyError:
        raise UnknownScoringCard(f"no scoring card {card_id!r}") from None
    if hero_wildcard and card_id not in COUNTS_TYPES:
        return best_wildcard(scorer, sheet)
    return scorer(sheet)


# More hero spaces than this are decided one by one (a game draws at most 4: one per
# hero card, and the wildcard option excludes hero fallback squares).
EXACT_WILDCARDS = 6


def best_wildcard(scorer: Scorer, sheet: Sheet) -> ScoreResult:
    """The best score when every surviving hero space stands for the terrain of the
    player's choice (RULES §18 K6, the wildcard option).

    Every card reads at most two of forest, village, farm and water, so one of them is
    always neutral, like the hero itself: trying the four for each hero space finds
    the best choice. Up to :data:`EXACT_WILDCARDS` heroes every combination is tried
    (first best in reading order wins ties); beyond that each hero in reading order
    takes its best terrain given those before it."""
    heroes = [1 << i for i in grid.indices(sheet.terrain(Terrain.HERO))]
    best = scorer(sheet)
    if not heroes:
        return best
    if len(heroes) <= EXACT_WILDCARDS:
        for choice in itertools.product(WILDCARD_TERRAINS, repeat=len(heroes)):
            result = scorer(_as_terrains(sheet, zip(heroes, choice, strict=True)))
            if result.points > best.points:
                best = result
        return best
    chosen: list[tuple[Bitboard, Terrain]] = []
    for hero in heroes:
        options = [
            (scorer(_as_terrains(sheet, [*chosen, (hero, terrain)])), terrain)
            for terrain in WILDCARD_TERRAINS
        ]
        result, terrain = max(options, key=lambda option: option[0].points)
        chosen.append((hero, terrain))
        best = max(best, result, key=lambda r: r.points)
    return best


def _as_terrains(sheet: Sheet, choice: Iterable[tuple[Bitboard, Terrain]]) -> Sheet:
    """A copy of the sheet with some hero spaces redrawn as other terrains (only the
    wildcard scoring reads it; filled spaces stay filled)."""
    view = sheet.copy()
    for space, terrain in choice:
        view.drawn[Terrain.HERO] &= ~space
        view.drawn[terrain] |= space
    return view


def monster_penalty(sheet: Sheet) -> int:
    """Empty spaces next to a surviving monster, each once (RULES §12.3, §19.24)."""
    return (grid.neighbours(sheet.monsters()) & sheet.empty).bit_count()


def monster_penalty_mask(sheet: Sheet) -> Bitboard:
    """The spaces :func:`monster_penalty` counts, for highlighting."""
    return grid.neighbours(sheet.monsters()) & sheet.empty


# --- helpers -----------------------------------------------------------------------

_NOT_LAST_COL = grid.FULL & ~grid.LAST_COL


def _with_right_neighbour(mask: Bitboard, within: Bitboard) -> Bitboard:
    """Spaces of ``mask`` whose right-hand neighbour is in ``within``."""
    return mask & (within >> 1) & _NOT_LAST_COL


def _with_lower_neighbour(mask: Bitboard, within: Bitboard) -> Bitboard:
    return mask & (within >> grid.SIZE)


def _result(card_id: str, points_each: int, groups: list[Bitboard]) -> ScoreResult:
    mask = 0
    for group in groups:
        mask |= group
    return ScoreResult(card_id, points_each * len(groups), mask, (), tuple(groups))


def _lines_result(card_id: str, points_each: int, lines: list[Line], mask: Bitboard) -> ScoreResult:
    return ScoreResult(card_id, points_each * len(lines), mask, tuple(lines))


def _filled_lines(filled: Bitboard, lines: tuple[Bitboard, ...]) -> list[int]:
    return [i for i, line in enumerate(lines) if filled & line == line]


# --- forest ------------------------------------------------------------------------


@scoring_card("faunlost_thicket")
def faunlost_thicket(sheet: Sheet) -> ScoreResult:
    """2 stars per space of the longest vertical run of forest in one column
    (RULES §19.14: the run, not the column's total)."""
    forest = sheet.terrain(Terrain.FOREST)
    if not forest:
        return ScoreResult("faunlost_thicket", 0)
    # ``tops`` holds the top spaces of vertical forest runs at least ``length`` long
    length, tops = 1, forest
    while longer := _with_lower_neighbour(tops, tops):
        length, tops = length + 1, longer
    top = (tops & -tops).bit_length() - 1
    run = 0
    for k in range(length):
        run |= 1 << (top + k * grid.SIZE)
    return ScoreResult("faunlost_thicket", 2 * length, run, (), (run,))


@scoring_card("deepwood")
def deepwood(sheet: Sheet) -> ScoreResult:
    """6 stars per forest cluster of 5 or more spaces with no adjacent village
    (RULES §18 K3: the card's "5+")."""
    village = sheet.terrain(Terrain.VILLAGE)
    found = [
        cluster
        for cluster in grid.clusters(sheet.terrain(Terrain.FOREST))
        if cluster.bit_count() >= 5 and not grid.neighbours(cluster) & village
    ]
    return _result("deepwood", 6, found)


@scoring_card("heart_of_the_forest")
def heart_of_the_forest(sheet: Sheet) -> ScoreResult:
    """2 stars per forest space whose four sides are forest or the map edge
    (RULES §19.15: a destroyed neighbour does not qualify)."""
    forest = sheet.terrain(Terrain.FOREST)
    hearts = grid.surrounded_by(forest, forest)
    return ScoreResult("heart_of_the_forest", 2 * hearts.bit_count(), hearts)


@scoring_card("sleepy_valley")
def sleepy_valley(sheet: Sheet) -> ScoreResult:
    """4 stars per row with at least three forest spaces (RULES §18 K17)."""
    forest = sheet.terrain(Terrain.FOREST)
    lines, mask = [], 0
    for i, row in enumerate(ROWS):
        if (forest & row).bit_count() >= 3:
            lines.append(Line("row", i))
            mask |= forest & row
    return _lines_result("sleepy_valley", 4, lines, mask)


# --- farm and water ---------------------------------------------------------------


@scoring_card("craylund")
def craylund(sheet: Sheet) -> ScoreResult:
    """7 stars per farm cluster touching at least three distinct water spaces
    (RULES §18 K13)."""
    water = sheet.terrain(Terrain.WATER)
    found = [
        cluster
        for cluster in grid.clusters(sheet.terrain(Terrain.FARM))
        if (grid.neighbours(cluster) & water).bit_count() >= 3
    ]
    return _result("craylund", 7, found)


@scoring_card("ulems_wallow")
def ulems_wallow(sheet: Sheet) -> ScoreResult:
    """4 stars per water space with at least two adjacent farm spaces."""
    farm = sheet.terrain(Terrain.FARM)
    sides = (grid.down(farm), grid.up(farm), grid.right(farm), grid.left(farm))
    two = 0
    for i, a in enumerate(sides):
        for b in sides[i + 1 :]:
            two |= a & b
    wallows = sheet.terrain(Terrain.WATER) & two
    return ScoreResult("ulems_wallow", 4 * wallows.bit_count(), wallows)


@scoring_card("clawsgrave_peaks")
def clawsgrave_peaks(sheet: Sheet) -> ScoreResult:
    """5 stars per mountain adjacent to a water cluster that also touches a farm;
    each mountain once."""
    farm = sheet.terrain(Terrain.FARM)
    reach = 0
    for cluster in grid.clusters(sheet.terrain(Terrain.WATER)):
        if grid.neighbours(cluster) & farm:
            reach |= grid.neighbours(cluster)
    peaks = sheet.terrain(Terrain.MOUNTAIN) & reach
    return ScoreResult("clawsgrave_peaks", 5 * peaks.bit_count(), peaks)


@scoring_card("jorekburg")
def jorekburg(sheet: Sheet) -> ScoreResult:
    """4 stars per column with as many farm as water spaces, at least one of each
    (RULES §18 K2: 4, not the Czech book's 5)."""
    farm, water = sheet.terrain(Terrain.FARM), sheet.terrain(Terrain.WATER)
    lines, mask = [], 0
    for i, col in enumerate(COLS):
        farms, waters = (farm & col).bit_count(), (water & col).bit_count()
        if farms and farms == waters:
            lines.append(Line("col", i))
            mask |= (farm | water) & col
    return _lines_result("jorekburg", 4, lines, mask)


# --- village -----------------------------------------------------------------------


def _run_starts(mask: Bitboard, length: int, step: Callable[[Bitboard, Bitboard], Bitboard]):
    starts = mask
    for _ in range(length - 1):
        starts = step(starts, starts)
    return starts


@scoring_card("traylo_monastery")
def traylo_monastery(sheet: Sheet) -> ScoreResult:
    """7 stars per village cluster holding four villages in one straight row or
    column."""
    village = sheet.terrain(Terrain.VILLAGE)
    starts = _run_starts(village, 4, _with_right_neighbour) | _run_starts(
        village, 4, _with_lower_neighbour
    )
    found = [cluster for cluster in grid.clusters(village) if cluster & starts]
    return _result("traylo_monastery", 7, found)


def _best_village_cluster(sheet: Sheet, value: Callable[[Bitboard], int]) -> tuple[Bitboard, int]:
    """The village cluster worth most to the player (RULES §16, §19.13); ties go to the
    first cluster in reading order."""
    best, best_value = 0, 0
    for cluster in grid.clusters(sheet.terrain(Terrain.VILLAGE)):
        v = value(cluster)
        if v > best_value:
            best, best_value = cluster, v
    return best, best_value


@scoring_card("outer_enclave")
def outer_enclave(sheet: Sheet) -> ScoreResult:
    """1 star per distinct empty space adjacent to one chosen village cluster
    (RULES §19.13: unfilled ruins and attack-marked spaces are empty)."""
    empty = sheet.empty
    cluster, points = _best_village_cluster(
        sheet, lambda c: (grid.neighbours(c) & empty).bit_count()
    )
    spaces = grid.neighbours(cluster) & empty if cluster else 0
    return ScoreResult("outer_enclave", points, spaces, (), (cluster,) if cluster else ())


@scoring_card("gnomish_colony")
def gnomish_colony(sheet: Sheet) -> ScoreResult:
    """6 stars per village cluster containing a full 2×2 block of villages."""
    village = sheet.terrain(Terrain.VILLAGE)
    corners = _with_lower_neighbour(
        _with_right_neighbour(village, village), _with_right_neighbour(village, village)
    )
    found = [cluster for cluster in grid.clusters(village) if cluster & corners]
    return _result("gnomish_colony", 6, found)


_ROW_BITS = (1 << grid.SIZE) - 1


def _line_count(mask: Bitboard) -> int:
    """How many rows plus columns a set of spaces touches (folding the board onto one
    row gives the columns)."""
    rows, columns = 0, 0
    while mask:
        if mask & _ROW_BITS:
            rows += 1
            columns |= mask & _ROW_BITS
        mask >>= grid.SIZE
    return rows + columns.bit_count()


def _touched_lines(mask: Bitboard) -> list[Line]:
    return [Line("row", i) for i, row in enumerate(ROWS) if mask & row] + [
        Line("col", i) for i, col in enumerate(COLS) if mask & col
    ]


@scoring_card("caravansary")
def caravansary(sheet: Sheet) -> ScoreResult:
    """1 star per row and per column holding a space of one chosen village cluster."""
    cluster, points = _best_village_cluster(sheet, _line_count)
    return ScoreResult(
        "caravansary",
        points,
        cluster,
        tuple(_touched_lines(cluster)),
        (cluster,) if cluster else (),
    )


# --- general -----------------------------------------------------------------------


@scoring_card("dwarvenholds")
def dwarvenholds(sheet: Sheet) -> ScoreResult:
    """7 stars per completely filled row or column that contains a mountain
    (destroyed spaces are filled, RULES §11)."""
    filled, mountains = sheet.filled, sheet.mountains
    lines = [Line("row", i) for i in _filled_lines(filled, ROWS) if ROWS[i] & mountains] + [
        Line("col", i) for i in _filled_lines(filled, COLS) if COLS[i] & mountains
    ]
    return _lines_result("dwarvenholds", 7, lines, _union(lines))


@scoring_card("silos")
def silos(sheet: Sheet) -> ScoreResult:
    """10 stars per completely filled odd-numbered column: printed 1, 3, …, 11, which
    are indices 0, 2, …, 10 (RULES §16)."""
    lines = [Line("col", i) for i in _filled_lines(sheet.filled, COLS) if i % 2 == 0]
    return _lines_result("silos", 10, lines, _union(lines))


_BANDED_TYPES = (
    Terrain.FOREST,
    Terrain.VILLAGE,
    Terrain.FARM,
    Terrain.WATER,
    Terrain.MOUNTAIN,
    Terrain.MONSTER,
    Terrain.HERO,
)


@scoring_card("banded_hills", counts_types=True)
def banded_hills(sheet: Sheet) -> ScoreResult:
    """4 stars per row holding at least five of the seven terrain types
    (RULES §19.12: destroyed, wasteland and empty spaces are no type)."""
    types_in_row = [0] * grid.SIZE
    for terrain in _BANDED_TYPES:
        layer = sheet.terrain(terrain)
        while layer:  # visit only the rows this terrain occurs in
            row = ((layer & -layer).bit_length() - 1) // grid.SIZE
            types_in_row[row] += 1
            layer &= ~ROWS[row]
    lines = [Line("row", i) for i, n in enumerate(types_in_row) if n >= 5]
    mask = 0
    for line in lines:
        mask |= ROWS[line.index]
    return _lines_result("banded_hills", 4, lines, mask)


@scoring_card("starlit_sigil")
def starlit_sigil(sheet: Sheet) -> ScoreResult:
    """4 stars per cluster of exactly three empty spaces, closed in by filled spaces
    or the edge (RULES §19.16: a maximal empty cluster of size 3)."""
    found = [c for c in grid.clusters(sheet.empty) if c.bit_count() == 3]
    return _result("starlit_sigil", 4, found)


def _union(lines: list[Line]) -> Bitboard:
    mask = 0
    for line in lines:
        mask |= line.mask
    return mask


# The base game's cards register themselves in SCORERS on import (RULES §17).
from . import scoring_base  # noqa: E402, F401
