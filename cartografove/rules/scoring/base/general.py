"""The base game's general cards (backs 38–41)."""

from __future__ import annotations

from ...board import grid
from ...board.grid import COLS, DIAGONALS, ROWS
from ...board.sheet import Sheet
from ..core import QT_TRANSLATE_NOOP, Earned, Line, scoring_card
from ..helpers import (
    filled_lines,
    lines_union,
    per_line,
    with_lower_neighbour,
    with_right_neighbour,
)


@scoring_card(
    reads=("filled",),
    count=lambda sheet: 6 * len(filled_lines(sheet.filled, ROWS + COLS)),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn six reputation stars for each complete row or complete column of filled spaces.",
    ),
    example=(
        "FFFFFAAAWWW",
        "....F......",
        "....V......",
        "....V......",
        "....F......",
        "....M......",
        "....W......",
        "....W......",
        "....A......",
        "....A......",
        "....F......",
    ),
)
def borderlands(sheet: Sheet) -> Earned:
    """6 stars per completely filled row and per completely filled column (destroyed
    and wasteland spaces are filled, RULES §2.1)."""
    filled = sheet.filled
    lines = [Line("row", i) for i in filled_lines(filled, ROWS)] + [
        Line("col", i) for i in filled_lines(filled, COLS)
    ]
    return per_line(6, lines, lines_union(lines))


@scoring_card(
    reads=("filled",),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn three reputation stars for each space along one side of the largest square "
        "of filled spaces.",
    ),
    example=(
        "FFF........",
        "FAA........",
        "WWV........",
    ),
)
def lost_barony(sheet: Sheet) -> Earned:
    """3 stars per space along one side of the largest square of filled spaces:
    3 × k for a k×k square. A printed mountain alone is a 1×1 square."""
    filled = sheet.filled
    if not filled:
        return Earned(0)
    # ``corners`` holds the top-left spaces of filled k×k squares
    size, corners = 1, filled
    while True:
        right = with_right_neighbour(corners, corners)
        bigger = with_lower_neighbour(right, right)
        if not bigger:
            break
        size, corners = size + 1, bigger
    top = (corners & -corners).bit_length() - 1
    row, col = divmod(top, grid.SIZE)
    square = grid.mask_of((row + dr, col + dc) for dr in range(size) for dc in range(size))
    return Earned(3 * size, square, (), (square,))


@scoring_card(
    reads=("filled",),
    count=lambda sheet: 3 * len(filled_lines(sheet.filled, DIAGONALS)),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn three reputation stars for each complete diagonal line of filled spaces "
        "running down and to the right from the left edge to the bottom edge of the map.",
    ),
    example=(
        "V..........",
        "FA.........",
        ".WF........",
        "...V.......",
        "....A......",
        ".....M.....",
        "......F....",
        ".......W...",
        "........F..",
        ".........A.",
        "..........V",
    ),
)
def broken_road(sheet: Sheet) -> Earned:
    """3 stars per completely filled diagonal running down and right from a left-edge
    space to the bottom edge — 11 of them, from (0,0)…(10,10) to the corner (10,0)
    alone (RULES §18 K14)."""
    filled = sheet.filled
    lines = [Line("diag", i) for i, diag in enumerate(DIAGONALS) if filled & diag == diag]
    return per_line(3, lines, lines_union(lines))


@scoring_card(
    reads=("filled",),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each empty space surrounded on all four sides by "
        "filled spaces or the edge of the map.",
    ),
    example=(
        "...........",
        ".FFF.......",
        ".F.F.......",
        ".FFF.......",
        "...........",
        ".....AAA...",
        ".....A.A...",
        ".....AAA...",
    ),
)
def cauldrons(sheet: Sheet) -> Earned:
    """1 star per empty space whose four sides are each filled or the map edge
    (unfilled ruins and attack-marked spaces are empty, RULES §2.1)."""
    pots = grid.surrounded_by(sheet.empty, sheet.filled)
    return Earned(pots.bit_count(), pots)
