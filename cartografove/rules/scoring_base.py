"""The 16 scoring cards of the base game *Cartographers*, one small pure function each.

They share the registry, :class:`~.scoring.ScoreResult` and :class:`~.scoring.Line`
of :mod:`.scoring`, so ``score("sentinel_wood", sheet)`` works like any Heroes card
and the app lights up what earned the stars (ARCHITECTURE "Scoring explains itself").
Rules as on the printed cards and RULES §16; the base edge cases are RULES §19.17
(Sentinel Wood), §19.18 (Shieldgate), §18 K10 (The Golden Granary) and K14 (The
Broken Road). In every card "adjacent" means sharing a side (RULES §2), destroyed
spaces have no terrain (§11) and unfilled ruins are empty (§2.1).

Hero terrain only exists when the hero cards are in play (RULES §17), so the one
card here that counts terrain types, Greengold Plains, always lists hero: without
heroes it simply never occurs (RULES §18 K6).
"""

from __future__ import annotations

from . import grid
from .cards import Terrain
from .grid import BORDER, COLS, DIAGONALS, ROWS, Bitboard
from .scoring import (
    Line,
    ScoreResult,
    _filled_lines,
    _lines_result,
    _result,
    _union,
    _with_lower_neighbour,
    _with_right_neighbour,
    scoring_card,
)
from .sheet import Sheet

# --- forest (card backs 26–29) ------------------------------------------------------


@scoring_card("sentinel_wood")
def sentinel_wood(sheet: Sheet) -> ScoreResult:
    """1 star per forest space on the edge of the map; a corner space counts once
    (RULES §19.17)."""
    wood = sheet.terrain(Terrain.FOREST) & BORDER
    return ScoreResult("sentinel_wood", wood.bit_count(), wood)


@scoring_card("greenbough")
def greenbough(sheet: Sheet) -> ScoreResult:
    """1 star per row and 1 per column holding at least one forest space; a space can
    score in its row and its column (RULES §16)."""
    forest = sheet.terrain(Terrain.FOREST)
    lines = [Line("row", i) for i, row in enumerate(ROWS) if forest & row] + [
        Line("col", i) for i, col in enumerate(COLS) if forest & col
    ]
    return _lines_result("greenbough", 1, lines, forest)


@scoring_card("treetower")
def treetower(sheet: Sheet) -> ScoreResult:
    """1 star per forest space whose four sides are each filled or the map edge."""
    towers = grid.surrounded_by(sheet.terrain(Terrain.FOREST), sheet.filled)
    return ScoreResult("treetower", towers.bit_count(), towers)


@scoring_card("stoneside_forest")
def stoneside_forest(sheet: Sheet) -> ScoreResult:
    """3 stars per mountain that a forest cluster connects to at least one other
    mountain (the cluster is adjacent to both); each mountain once. ``groups`` are
    the connecting clusters."""
    mountains = sheet.terrain(Terrain.MOUNTAIN)
    linked, bridges = 0, []
    for cluster in grid.clusters(sheet.terrain(Terrain.FOREST)):
        touched = grid.neighbours(cluster) & mountains
        if touched.bit_count() >= 2:
            linked |= touched
            bridges.append(cluster)
    return ScoreResult("stoneside_forest", 3 * linked.bit_count(), linked, (), tuple(bridges))


# --- farm and water (30–33) ----------------------------------------------------------


@scoring_card("canal_lake")
def canal_lake(sheet: Sheet) -> ScoreResult:
    """1 star per water space adjacent to a farm space, and 1 per farm space adjacent
    to a water space."""
    farm, water = sheet.terrain(Terrain.FARM), sheet.terrain(Terrain.WATER)
    canals = (water & grid.neighbours(farm)) | (farm & grid.neighbours(water))
    return ScoreResult("canal_lake", canals.bit_count(), canals)


@scoring_card("mages_valley")
def mages_valley(sheet: Sheet) -> ScoreResult:
    """2 stars per water space and 1 per farm space adjacent to a mountain."""
    near = grid.neighbours(sheet.terrain(Terrain.MOUNTAIN))
    water = sheet.terrain(Terrain.WATER) & near
    farm = sheet.terrain(Terrain.FARM) & near
    return ScoreResult("mages_valley", 2 * water.bit_count() + farm.bit_count(), water | farm)


@scoring_card("golden_granary")
def golden_granary(sheet: Sheet) -> ScoreResult:
    """1 star per water space adjacent to a ruins space, 3 per farm space drawn on a
    ruins space (RULES §18 K10). Ruins are the printed symbols, filled or not."""
    water = sheet.terrain(Terrain.WATER) & grid.neighbours(sheet.ruins)
    farm = sheet.terrain(Terrain.FARM) & sheet.ruins
    return ScoreResult("golden_granary", water.bit_count() + 3 * farm.bit_count(), water | farm)


@scoring_card("shoreside_expanse")
def shoreside_expanse(sheet: Sheet) -> ScoreResult:
    """3 stars per farm cluster adjacent to no water space and not touching the map
    edge, and per water cluster adjacent to no farm space and not touching the edge."""
    farm, water = sheet.terrain(Terrain.FARM), sheet.terrain(Terrain.WATER)
    found = [
        cluster
        for layer, other in ((farm, water), (water, farm))
        for cluster in grid.clusters(layer)
        if not cluster & BORDER and not grid.neighbours(cluster) & other
    ]
    return _result("shoreside_expanse", 3, found)


# --- village (34–37) -----------------------------------------------------------------


def _village_clusters(sheet: Sheet) -> list[Bitboard]:
    """Village clusters, largest first; equal sizes keep reading order."""
    return sorted(grid.clusters(sheet.terrain(Terrain.VILLAGE)), key=lambda c: -c.bit_count())


@scoring_card("wildholds")
def wildholds(sheet: Sheet) -> ScoreResult:
    """8 stars per village cluster of six or more spaces."""
    found = [c for c in grid.clusters(sheet.terrain(Terrain.VILLAGE)) if c.bit_count() >= 6]
    return _result("wildholds", 8, found)


@scoring_card("great_city")
def great_city(sheet: Sheet) -> ScoreResult:
    """1 star per space of the largest village cluster not adjacent to a mountain."""
    mountains = sheet.terrain(Terrain.MOUNTAIN)
    for cluster in _village_clusters(sheet):
        if not grid.neighbours(cluster) & mountains:
            return ScoreResult("great_city", cluster.bit_count(), cluster, (), (cluster,))
    return ScoreResult("great_city", 0)


# The terrain types a village cluster can touch (RULES §16, §18 K6): hero counts as a
# type of its own; it exists only when the hero cards are in play.
_NEIGHBOUR_TYPES = (
    Terrain.FOREST,
    Terrain.FARM,
    Terrain.WATER,
    Terrain.MOUNTAIN,
    Terrain.MONSTER,
    Terrain.HERO,
)


@scoring_card("greengold_plains", counts_types=True)
def greengold_plains(sheet: Sheet) -> ScoreResult:
    """3 stars per village cluster adjacent to at least three different terrain types
    (forest, farm, water, mountain, monster, hero; destroyed, wasteland and empty
    spaces are no type, RULES §16)."""
    layers = [sheet.terrain(t) for t in _NEIGHBOUR_TYPES]
    found = []
    for cluster in grid.clusters(sheet.terrain(Terrain.VILLAGE)):
        around = grid.neighbours(cluster)
        if sum(1 for layer in layers if around & layer) >= 3:
            found.append(cluster)
    return _result("greengold_plains", 3, found)


@scoring_card("shieldgate")
def shieldgate(sheet: Sheet) -> ScoreResult:
    """2 stars per space of the second-largest village cluster; when two clusters
    tie for the largest, the second of them is the second-largest (RULES §19.18)."""
    ranked = _village_clusters(sheet)
    if len(ranked) < 2:
        return ScoreResult("shieldgate", 0)
    second = ranked[1]
    return ScoreResult("shieldgate", 2 * second.bit_count(), second, (), (second,))


# --- general (38–41) -----------------------------------------------------------------


@scoring_card("borderlands")
def borderlands(sheet: Sheet) -> ScoreResult:
    """6 stars per completely filled row and per completely filled column (destroyed
    and wasteland spaces are filled, RULES §2.1)."""
    filled = sheet.filled
    lines = [Line("row", i) for i in _filled_lines(filled, ROWS)] + [
        Line("col", i) for i in _filled_lines(filled, COLS)
    ]
    return _lines_result("borderlands", 6, lines, _union(lines))


@scoring_card("lost_barony")
def lost_barony(sheet: Sheet) -> ScoreResult:
    """3 stars per space along one side of the largest square of filled spaces:
    3 × k for a k×k square. A printed mountain alone is a 1×1 square."""
    filled = sheet.filled
    if not filled:
        return ScoreResult("lost_barony", 0)
    # ``corners`` holds the top-left spaces of filled k×k squares
    size, corners = 1, filled
    while True:
        right = _with_right_neighbour(corners, corners)
        bigger = _with_lower_neighbour(right, right)
        if not bigger:
            break
        size, corners = size + 1, bigger
    top = (corners & -corners).bit_length() - 1
    row, col = divmod(top, grid.SIZE)
    square = grid.mask_of((row + dr, col + dc) for dr in range(size) for dc in range(size))
    return ScoreResult("lost_barony", 3 * size, square, (), (square,))


@scoring_card("broken_road")
def broken_road(sheet: Sheet) -> ScoreResult:
    """3 stars per completely filled diagonal running down and right from a left-edge
    space to the bottom edge — 11 of them, from (0,0)…(10,10) to the corner (10,0)
    alone (RULES §18 K14)."""
    filled = sheet.filled
    lines = [Line("diag", i) for i, diag in enumerate(DIAGONALS) if filled & diag == diag]
    return _lines_result("broken_road", 3, lines, _union(lines))


@scoring_card("cauldrons")
def cauldrons(sheet: Sheet) -> ScoreResult:
    """1 star per empty space whose four sides are each filled or the map edge
    (unfilled ruins and attack-marked spaces are empty, RULES §2.1)."""
    pots = grid.surrounded_by(sheet.empty, sheet.filled)
    return ScoreResult("cauldrons", pots.bit_count(), pots)
