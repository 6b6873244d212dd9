"""The Heroes farm and water cards."""

from __future__ import annotations

from ...board import grid
from ...board.grid import COLS, Bitboard
from ...board.sheet import Sheet
from ...cards import Terrain
from ..core import QT_TRANSLATE_NOOP, Earned, Line, scoring_card
from ..helpers import per_group, per_line, union


@scoring_card(
    reads=(Terrain.FARM, Terrain.WATER),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn seven reputation stars for each cluster of farm spaces adjacent to at least "
        "three water spaces.",
    ),
    example=(
        "...........",
        ".WAAW......",
        "..AA.......",
        "..W........",
        "...........",
        "......AAW..",
        "......W....",
    ),
)
def craylund(sheet: Sheet) -> Earned:
    """7 stars per farm cluster touching at least three distinct water spaces
    (RULES §18 K13)."""
    water = sheet.terrain(Terrain.WATER)
    found = [
        cluster
        for cluster in grid.clusters(sheet.terrain(Terrain.FARM))
        if (grid.neighbours(cluster) & water).bit_count() >= 3
    ]
    return per_group(7, found)


@scoring_card(
    reads=(Terrain.FARM, Terrain.WATER),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn four reputation stars for each water space adjacent to at least two farm spaces.",
    ),
    example=(
        "...........",
        ".AWA.......",
        "..A........",
        "...........",
        ".AW..WA....",
        "......A....",
    ),
)
def ulems_wallow(sheet: Sheet) -> Earned:
    """4 stars per water space with at least two adjacent farm spaces."""
    farm = sheet.terrain(Terrain.FARM)
    sides = (grid.down(farm), grid.up(farm), grid.right(farm), grid.left(farm))
    two = 0
    for i, a in enumerate(sides):
        for b in sides[i + 1 :]:
            two |= a & b
    wallows = sheet.terrain(Terrain.WATER) & two
    return Earned(4 * wallows.bit_count(), wallows)


@scoring_card(
    reads=(Terrain.FARM, Terrain.WATER, Terrain.MOUNTAIN),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn five reputation stars for each mountain space adjacent to a cluster of water "
        "spaces that is also adjacent to at least one farm space.",
    ),
    example=(
        "...........",
        ".M.........",
        ".WWA.......",
        "...........",
        ".....M.....",
        "....WW.....",
        "......M....",
        "......W....",
    ),
)
def clawsgrave_peaks(sheet: Sheet) -> Earned:
    """5 stars per mountain adjacent to a water cluster that also touches a farm;
    each mountain once."""
    farm = sheet.terrain(Terrain.FARM)
    reach = 0
    for cluster in grid.clusters(sheet.terrain(Terrain.WATER)):
        if grid.neighbours(cluster) & farm:
            reach |= grid.neighbours(cluster)
    peaks = sheet.terrain(Terrain.MOUNTAIN) & reach
    return Earned(5 * peaks.bit_count(), peaks)


@scoring_card(
    reads=(Terrain.FARM, Terrain.WATER),
    count=lambda sheet: (
        4 * len(_balanced(sheet.terrain(Terrain.FARM), sheet.terrain(Terrain.WATER)))
    ),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn four reputation stars for each column that contains as many farm spaces as "
        "water spaces, at least one of each.",
    ),
    example=(
        "...........",
        ".A.W.A.....",
        ".W.A.......",
        "...A.W.....",
        ".....W.....",
    ),
)
def jorekburg(sheet: Sheet) -> Earned:
    """4 stars per column with as many farm as water spaces, at least one of each
    (RULES §18 K2: 4, not the Czech book's 5)."""
    farm, water = sheet.terrain(Terrain.FARM), sheet.terrain(Terrain.WATER)
    found = _balanced(farm, water)
    mask = (farm | water) & union([COLS[i] for i in found])
    return per_line(4, [Line("col", i) for i in found], mask)


def _balanced(farm: Bitboard, water: Bitboard) -> list[int]:
    """The columns with as many farm as water spaces, at least one of each."""
    return [
        i
        for i, col in enumerate(COLS)
        if (farms := (farm & col).bit_count()) and farms == (water & col).bit_count()
    ]
