"""The Heroes general cards."""

from __future__ import annotations

from ...board import grid
from ...board.grid import COLS, ROWS, Bitboard
from ...board.sheet import Sheet
from ...cards import TERRAIN_TYPES, Terrain
from ..core import QT_TRANSLATE_NOOP, Earned, Line, scoring_card
from ..helpers import filled_lines, lines_union, per_group, per_line


@scoring_card(
    reads=("filled", Terrain.MOUNTAIN),
    count=lambda sheet: 7 * len(_holds(sheet.filled, sheet.mountains)),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn seven reputation stars for each complete row or complete column of filled "
        "spaces that contains a mountain space.",
    ),
    example=(
        "AAAAAAAAAAA",
        "FMFFAAWWVVV",
        "WW.A.......",
        "W..F.......",
        "W..F.......",
        "A..M.......",
        "A..F.......",
        "V..F.......",
        "V..F.......",
        "F..A.......",
        "F..V.......",
    ),
)
def dwarvenholds(sheet: Sheet) -> Earned:
    """7 stars per completely filled row or column that contains a mountain
    (destroyed spaces are filled, RULES §11)."""
    lines = _holds(sheet.filled, sheet.mountains)
    return per_line(7, lines, lines_union(lines))


def _holds(filled: Bitboard, mountains: Bitboard) -> list[Line]:
    """The completely filled rows and columns with a mountain."""
    return [Line("row", i) for i in filled_lines(filled, ROWS) if ROWS[i] & mountains] + [
        Line("col", i) for i in filled_lines(filled, COLS) if COLS[i] & mountains
    ]


@scoring_card(
    reads=("filled",),
    count=lambda sheet: 10 * len(filled_lines(sheet.filled, COLS[::2])),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn ten reputation stars for each complete odd-numbered column of filled spaces.",
    ),
    example=(
        "F.AW.......",
        "F.AW.......",
        "A.AV.......",
        "A.AV.......",
        "W.M........",
        "W.AF.......",
        "V.AF.......",
        "V.AF.......",
        "M.AF.......",
        "F.AF.......",
        "F.AF.......",
    ),
)
def silos(sheet: Sheet) -> Earned:
    """10 stars per completely filled odd-numbered column: printed 1, 3, …, 11, which
    are indices 0, 2, …, 10 (RULES §16)."""
    lines = [Line("col", i) for i in filled_lines(sheet.filled, COLS) if i % 2 == 0]
    return per_line(10, lines, lines_union(lines))


@scoring_card(
    reads=(*TERRAIN_TYPES,),
    count=lambda sheet: 4 * sum(1 for n in _types_in_rows(sheet) if n >= 5),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn four reputation stars for each row that contains at least five different "
        "terrain types (forest, village, farm, water, mountain, monster, hero).",
    ),
    example=(
        "...........",
        "FVAWM......",
        "...........",
        "FFVVA.m....",
        "...........",
        "HWAF.m.....",
    ),
    counts_types=True,
)
def banded_hills(sheet: Sheet) -> Earned:
    """4 stars per row holding at least five of the seven terrain types
    (RULES §19.12: destroyed, wasteland and empty spaces are no type)."""
    lines = [Line("row", i) for i, n in enumerate(_types_in_rows(sheet)) if n >= 5]
    mask = 0
    for line in lines:
        mask |= ROWS[line.index]
    return per_line(4, lines, mask)


def _types_in_rows(sheet: Sheet) -> list[int]:
    """How many terrain types each row holds."""
    types_in_row = [0] * grid.SIZE
    for terrain in TERRAIN_TYPES:
        layer = sheet.terrain(terrain)
        while layer:  # visit only the rows this terrain occurs in
            row = ((layer & -layer).bit_length() - 1) // grid.SIZE
            types_in_row[row] += 1
            layer &= ~ROWS[row]
    return types_in_row


@scoring_card(
    reads=("filled",),
    count=lambda sheet: 4 * _sigil_middles(sheet.empty).bit_count(),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn four reputation stars for each cluster of exactly three empty spaces "
        "surrounded on all sides by filled spaces or the edge of the map.",
    ),
    example=(
        "FFFFF......",
        "F...F......",
        "FFFFF......",
        "...........",
        "..AAAA.....",
        "..A..A.....",
        "..AAAA.....",
        "...........",
    ),
)
def starlit_sigil(sheet: Sheet) -> Earned:
    """4 stars per cluster of exactly three empty spaces, closed in by filled spaces
    or the edge (RULES §19.16: a maximal empty cluster of size 3)."""
    empty = sheet.empty
    middles = _sigil_middles(empty)
    found = []
    while middles:
        middle = middles & -middles
        found.append(middle | grid.neighbours(middle) & empty)
        middles ^= middle
    return per_group(4, sorted(found, key=lambda cluster: cluster & -cluster))


def _sigil_middles(empty: Bitboard) -> Bitboard:
    """The middle spaces of the clusters of exactly three empty spaces, one a
    cluster: three connected spaces of the grid are always a path, so such a cluster
    is an empty space with exactly two empty neighbours, each with no other empty
    neighbour. Worked out for the whole map at once (no cluster flooded)."""
    sides = (
        grid.up(empty) & empty,
        grid.down(empty) & empty,
        grid.left(empty) & empty,
        grid.right(empty) & empty,
    )
    a, b, c, d = sides
    odd = a ^ b ^ c ^ d
    two_or_more = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)
    one = odd & ~two_or_more
    two = two_or_more & ~odd & ~(a & b & c & d)
    return two & ~grid.neighbours(empty & ~one)
