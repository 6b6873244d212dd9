"""The base game's forest cards (backs 26–29)."""

from __future__ import annotations

from ...board import grid
from ...board.grid import BORDER, COLS, ROWS, Bitboard
from ...board.sheet import Sheet
from ...cards import Terrain
from ..core import BLANK_ROW, QT_TRANSLATE_NOOP, Earned, Line, scoring_card
from ..helpers import per_line


@scoring_card(
    reads=(Terrain.FOREST,),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each forest space on the edge of the map. A corner "
        "space counts once.",
    ),
    example=(
        "FF.........",
        "F..........",
        "...........",
        "..F.......F",
        "..........F",
        BLANK_ROW,
        BLANK_ROW,
        BLANK_ROW,
        BLANK_ROW,
        BLANK_ROW,
        ".....FF....",
    ),
)
def sentinel_wood(sheet: Sheet) -> Earned:
    """1 star per forest space on the edge of the map; a corner space counts once
    (RULES §19.17)."""
    wood = sheet.terrain(Terrain.FOREST) & BORDER
    return Earned(wood.bit_count(), wood)


@scoring_card(
    reads=(Terrain.FOREST,),
    count=lambda sheet: _lines_touched(sheet.terrain(Terrain.FOREST)),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each row and each column that contains at least one "
        "forest space. The same forest space can score for its row and its column.",
    ),
    example=(
        "...........",
        ".F.........",
        "...........",
        "....F......",
        "....F......",
    ),
)
def greenbough(sheet: Sheet) -> Earned:
    """1 star per row and 1 per column holding at least one forest space; a space can
    score in its row and its column (RULES §16)."""
    forest = sheet.terrain(Terrain.FOREST)
    lines = [Line("row", i) for i, row in enumerate(ROWS) if forest & row] + [
        Line("col", i) for i, col in enumerate(COLS) if forest & col
    ]
    return per_line(1, lines, forest)


@scoring_card(
    reads=(Terrain.FOREST, "filled"),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each forest space surrounded on all four sides by "
        "filled spaces or the edge of the map.",
    ),
    example=(
        "FVF........",
        "AFA........",
        "...........",
        "....WWW....",
        "....WFW....",
        "....WWW....",
    ),
)
def treetower(sheet: Sheet) -> Earned:
    """1 star per forest space whose four sides are each filled or the map edge."""
    towers = grid.surrounded_by(sheet.terrain(Terrain.FOREST), sheet.filled)
    return Earned(towers.bit_count(), towers)


@scoring_card(
    reads=(Terrain.MOUNTAIN, Terrain.FOREST),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn three reputation stars for each mountain space connected to at least one "
        "other mountain space by a cluster of forest spaces adjacent to both.",
    ),
    example=(
        "...........",
        "...M.......",
        "...FFFFFF..",
        "........M..",
        BLANK_ROW,
        ".....M.....",
    ),
)
def stoneside_forest(sheet: Sheet) -> Earned:
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
    return Earned(3 * linked.bit_count(), linked, (), tuple(bridges))


def _lines_touched(mask: Bitboard) -> int:
    """How many rows plus columns hold a space of ``mask``."""
    return sum(1 for row in ROWS if mask & row) + sum(1 for col in COLS if mask & col)
