"""The base game's farm and water cards (backs 30–33)."""

from __future__ import annotations

from ...board import grid
from ...board.grid import BORDER
from ...board.sheet import Sheet
from ...cards import Terrain
from ..core import BLANK_ROW, QT_TRANSLATE_NOOP, Earned, scoring_card
from ..helpers import per_group


@scoring_card(
    reads=(Terrain.FARM, Terrain.WATER),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each water space adjacent to at least one farm "
        "space, and one for each farm space adjacent to at least one water space.",
    ),
    example=(
        "...........",
        ".AW........",
        ".AWW.......",
        "...........",
        "......WA...",
    ),
)
def canal_lake(sheet: Sheet) -> Earned:
    """1 star per water space adjacent to a farm space, and 1 per farm space adjacent
    to a water space."""
    farm, water = sheet.terrain(Terrain.FARM), sheet.terrain(Terrain.WATER)
    canals = (water & grid.neighbours(farm)) | (farm & grid.neighbours(water))
    return Earned(canals.bit_count(), canals)


@scoring_card(
    reads=(Terrain.MOUNTAIN, Terrain.WATER, Terrain.FARM),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn two reputation stars for each water space adjacent to a mountain space, and "
        "one for each farm space adjacent to a mountain space.",
    ),
    example=(
        "...........",
        "..WM.......",
        "...A.......",
        BLANK_ROW,
        BLANK_ROW,
        ".....M.....",
        "....AW.....",
    ),
)
def mages_valley(sheet: Sheet) -> Earned:
    """2 stars per water space and 1 per farm space adjacent to a mountain."""
    near = grid.neighbours(sheet.terrain(Terrain.MOUNTAIN))
    water = sheet.terrain(Terrain.WATER) & near
    farm = sheet.terrain(Terrain.FARM) & near
    return Earned(2 * water.bit_count() + farm.bit_count(), water | farm)


@scoring_card(
    reads=(Terrain.WATER, Terrain.FARM, "ruins"),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each water space adjacent to a ruins space, and "
        "three for each farm space drawn on a ruins space.",
    ),
    example=(
        "...........",
        ".....A.....",
        "..W..W.....",
        BLANK_ROW,
        BLANK_ROW,
        BLANK_ROW,
        BLANK_ROW,
        BLANK_ROW,
        ".A.......W.",
    ),
)
def golden_granary(sheet: Sheet) -> Earned:
    """1 star per water space adjacent to a ruins space, 3 per farm space drawn on a
    ruins space (RULES §18 K10). Ruins are the printed symbols, filled or not."""
    water = sheet.terrain(Terrain.WATER) & grid.neighbours(sheet.ruins)
    farm = sheet.terrain(Terrain.FARM) & sheet.ruins
    return Earned(water.bit_count() + 3 * farm.bit_count(), water | farm)


@scoring_card(
    reads=(Terrain.FARM, Terrain.WATER),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn three reputation stars for each cluster of farm spaces adjacent to no water "
        "space and not touching the edge of the map, and three for each cluster of water "
        "spaces adjacent to no farm space and not touching the edge of the map.",
    ),
    example=(
        "...........",
        ".AA........",
        "...........",
        "....WW.....",
        "....WAA....",
        "...........",
        "........W..",
    ),
)
def shoreside_expanse(sheet: Sheet) -> Earned:
    """3 stars per farm cluster adjacent to no water space and not touching the map
    edge, and per water cluster adjacent to no farm space and not touching the edge."""
    farm, water = sheet.terrain(Terrain.FARM), sheet.terrain(Terrain.WATER)
    found = [
        cluster
        for layer, other in ((farm, water), (water, farm))
        for cluster in grid.clusters(layer)
        if not cluster & BORDER and not grid.neighbours(cluster) & other
    ]
    return per_group(3, found)
