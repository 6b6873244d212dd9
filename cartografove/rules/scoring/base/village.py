"""The base game's village cards (backs 34–37)."""

from __future__ import annotations

from ...board import grid
from ...board.grid import Bitboard
from ...board.sheet import Sheet
from ...cards import TERRAIN_TYPES, Terrain
from ..core import QT_TRANSLATE_NOOP, Earned, scoring_card
from ..helpers import per_group


def _village_clusters(sheet: Sheet) -> list[Bitboard]:
    """Village clusters, largest first; equal sizes keep reading order."""
    return sorted(grid.clusters(sheet.terrain(Terrain.VILLAGE)), key=lambda c: -c.bit_count())


# The terrain types a village cluster can touch (RULES §16, §18 K6): hero counts as a
# type of its own; it exists only when the hero cards are in play.
_NEIGHBOUR_TYPES = tuple(t for t in TERRAIN_TYPES if t is not Terrain.VILLAGE)


@scoring_card(
    reads=(Terrain.VILLAGE,),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn eight reputation stars for each cluster of six or more village spaces.",
    ),
    example=(
        "...........",
        ".VVV.......",
        ".VVV.......",
        "...........",
        ".....VVVV..",
        ".......V...",
    ),
)
def wildholds(sheet: Sheet) -> Earned:
    """8 stars per village cluster of six or more spaces."""
    found = [c for c in grid.clusters(sheet.terrain(Terrain.VILLAGE)) if c.bit_count() >= 6]
    return per_group(8, found)


@scoring_card(
    reads=(Terrain.VILLAGE, Terrain.MOUNTAIN),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each space of the largest cluster of village spaces "
        "that is not adjacent to any mountain space.",
    ),
    example=(
        "...........",
        ".VVV.......",
        ".VV........",
        "...........",
        "......VVVV.",
        ".......M...",
    ),
)
def great_city(sheet: Sheet) -> Earned:
    """1 star per space of the largest village cluster not adjacent to a mountain."""
    mountains = sheet.terrain(Terrain.MOUNTAIN)
    for cluster in _village_clusters(sheet):
        if not grid.neighbours(cluster) & mountains:
            return Earned(cluster.bit_count(), cluster, (), (cluster,))
    return Earned(0)


@scoring_card(
    reads=(*TERRAIN_TYPES,),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn three reputation stars for each cluster of village spaces adjacent to at "
        "least three different terrain types (forest, farm, water, mountain, monster, "
        "hero).",
    ),
    example=(
        "...........",
        ".FVA.......",
        "..W........",
        "...........",
        "......VV...",
        "......A....",
    ),
    counts_types=True,
)
def greengold_plains(sheet: Sheet) -> Earned:
    """3 stars per village cluster adjacent to at least three different terrain types
    (forest, farm, water, mountain, monster, hero; destroyed, wasteland and empty
    spaces are no type, RULES §16)."""
    layers = [sheet.terrain(t) for t in _NEIGHBOUR_TYPES]
    found = []
    for cluster in grid.clusters(sheet.terrain(Terrain.VILLAGE)):
        around = grid.neighbours(cluster)
        if sum(1 for layer in layers if around & layer) >= 3:
            found.append(cluster)
    return per_group(3, found)


@scoring_card(
    reads=(Terrain.VILLAGE,),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn two reputation stars for each space of the second-largest cluster of "
        "village spaces. When two clusters tie for the largest, one of them is the "
        "second-largest.",
    ),
    example=(
        "...........",
        ".VVVV......",
        "...........",
        ".VV....VVV.",
    ),
)
def shieldgate(sheet: Sheet) -> Earned:
    """2 stars per space of the second-largest village cluster; when two clusters
    tie for the largest, the second of them is the second-largest (RULES §19.18)."""
    ranked = _village_clusters(sheet)
    if len(ranked) < 2:
        return Earned(0)
    second = ranked[1]
    return Earned(2 * second.bit_count(), second, (), (second,))
