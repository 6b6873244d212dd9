"""The Heroes forest cards."""

from __future__ import annotations

from ...board import grid
from ...board.grid import ROWS, Bitboard
from ...board.sheet import Sheet
from ...cards import Terrain
from ..core import QT_TRANSLATE_NOOP, Earned, Line, scoring_card
from ..helpers import per_group, per_line, union, with_lower_neighbour


@scoring_card(
    reads=(Terrain.FOREST,),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn two reputation stars for each forest space in the longest unbroken vertical "
        "line of forest spaces in a single column.",
    ),
    example=(
        "...........",
        "..F...F....",
        "..F...F....",
        "..F...F....",
        ".VF...V....",
        "..F...F....",
        "...........",
    ),
)
def faunlost_thicket(sheet: Sheet) -> Earned:
    """2 stars per space of the longest vertical run of forest in one column
    (RULES §19.14: the run, not the column's total)."""
    forest = sheet.terrain(Terrain.FOREST)
    if not forest:
        return Earned(0)
    # ``tops`` holds the top spaces of vertical forest runs at least ``length`` long
    length, tops = 1, forest
    while longer := with_lower_neighbour(tops, tops):
        length, tops = length + 1, longer
    top = (tops & -tops).bit_length() - 1
    run = 0
    for k in range(length):
        run |= 1 << (top + k * grid.SIZE)
    return Earned(2 * length, run, (), (run,))


@scoring_card(
    reads=(Terrain.FOREST, Terrain.VILLAGE),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn six reputation stars for each cluster of five or more forest spaces that is "
        "not adjacent to any village space.",
    ),
    example=(
        "...........",
        ".FFF..FFF..",
        ".FF....FFV.",
        "...........",
        ".FFFF......",
    ),
)
def deepwood(sheet: Sheet) -> Earned:
    """6 stars per forest cluster of 5 or more spaces with no adjacent village
    (RULES §18 K3: the card's "5+")."""
    village = sheet.terrain(Terrain.VILLAGE)
    found = [
        cluster
        for cluster in grid.clusters(sheet.terrain(Terrain.FOREST))
        if cluster.bit_count() >= 5 and not grid.neighbours(cluster) & village
    ]
    return per_group(6, found)


@scoring_card(
    reads=(Terrain.FOREST,),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn two reputation stars for each forest space surrounded on all four sides by "
        "forest spaces or the edge of the map.",
    ),
    example=(
        "FFF........",
        "FFFF.......",
        "FFF........",
        "...........",
        "....FFF....",
        "....FFF....",
        "....FFF....",
    ),
)
def heart_of_the_forest(sheet: Sheet) -> Earned:
    """2 stars per forest space whose four sides are forest or the map edge
    (RULES §19.15: a destroyed neighbour does not qualify)."""
    forest = sheet.terrain(Terrain.FOREST)
    hearts = grid.surrounded_by(forest, forest)
    return Earned(2 * hearts.bit_count(), hearts)


@scoring_card(
    reads=(Terrain.FOREST,),
    count=lambda sheet: 4 * len(_valleys(sheet.terrain(Terrain.FOREST))),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn four reputation stars for each row that contains at least three forest spaces.",
    ),
    example=(
        "...........",
        ".F..F....F.",
        "...........",
        "..FF.......",
        "...........",
        "F.F.F.F....",
    ),
)
def sleepy_valley(sheet: Sheet) -> Earned:
    """4 stars per row with at least three forest spaces (RULES §18 K17)."""
    forest = sheet.terrain(Terrain.FOREST)
    found = _valleys(forest)
    return per_line(4, [Line("row", i) for i in found], forest & union([ROWS[i] for i in found]))


def _valleys(forest: Bitboard) -> list[int]:
    """The rows with at least three forest spaces."""
    return [i for i, row in enumerate(ROWS) if (forest & row).bit_count() >= 3]
