"""The Heroes village cards."""

from __future__ import annotations

from collections.abc import Callable

from ...board import grid
from ...board.grid import COLS, ROWS, Bitboard
from ...board.sheet import Sheet
from ...cards import Terrain
from ..core import QT_TRANSLATE_NOOP, Earned, Line, scoring_card
from ..helpers import per_group, with_lower_neighbour, with_right_neighbour


def _run_starts(
    mask: Bitboard, length: int, step: Callable[[Bitboard, Bitboard], Bitboard]
) -> Bitboard:
    """The first spaces of runs of ``length`` spaces of ``mask`` in ``step``'s direction."""
    starts = mask
    for _ in range(length - 1):
        starts = step(starts, starts)
    return starts


def _best_village_cluster(sheet: Sheet, value: Callable[[Bitboard], int]) -> tuple[Bitboard, int]:
    """The village cluster worth most to the player (RULES §16, §19.13); ties go to the
    first cluster in reading order."""
    best, best_value = 0, 0
    for cluster in grid.clusters(sheet.terrain(Terrain.VILLAGE)):
        v = value(cluster)
        if v > best_value:
            best, best_value = cluster, v
    return best, best_value


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


@scoring_card(
    reads=(Terrain.VILLAGE,),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn seven reputation stars for each cluster of village spaces that contains four "
        "village spaces in one straight row or column.",
    ),
    example=(
        "...........",
        ".VVVV......",
        ".V.........",
        "...........",
        ".......V...",
        "......VV...",
        ".......V...",
        "..VVV..V...",
    ),
)
def traylo_monastery(sheet: Sheet) -> Earned:
    """7 stars per village cluster holding four villages in one straight row or
    column."""
    village = sheet.terrain(Terrain.VILLAGE)
    starts = _run_starts(village, 4, with_right_neighbour) | _run_starts(
        village, 4, with_lower_neighbour
    )
    found = [cluster for cluster in grid.clusters(village) if cluster & starts]
    return per_group(7, found)


@scoring_card(
    reads=(Terrain.VILLAGE, "filled"),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Choose a cluster of village spaces. Earn one reputation star for each empty space "
        "adjacent to that cluster.",
    ),
    example=(
        "...........",
        ".VV........",
        ".VFF.......",
        "...........",
        ".....VVV...",
    ),
)
def outer_enclave(sheet: Sheet) -> Earned:
    """1 star per distinct empty space adjacent to one chosen village cluster
    (RULES §19.13: unfilled ruins and attack-marked spaces are empty)."""
    empty = sheet.empty
    cluster, points = _best_village_cluster(
        sheet, lambda c: (grid.neighbours(c) & empty).bit_count()
    )
    spaces = grid.neighbours(cluster) & empty if cluster else 0
    return Earned(points, spaces, (), (cluster,) if cluster else ())


@scoring_card(
    reads=(Terrain.VILLAGE,),
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn six reputation stars for each cluster of village spaces that contains a "
        "square of 2×2 village spaces.",
    ),
    example=(
        "...........",
        ".VV..VV....",
        ".VVV.V.V...",
        "...........",
    ),
)
def gnomish_colony(sheet: Sheet) -> Earned:
    """6 stars per village cluster containing a full 2×2 block of villages."""
    village = sheet.terrain(Terrain.VILLAGE)
    corners = with_lower_neighbour(
        with_right_neighbour(village, village), with_right_neighbour(village, village)
    )
    found = [cluster for cluster in grid.clusters(village) if cluster & corners]
    return per_group(6, found)


@scoring_card(
    reads=(Terrain.VILLAGE,),
    count=lambda sheet: _best_village_cluster(sheet, _line_count)[1],
    text=QT_TRANSLATE_NOOP(
        "CardTexts",
        "Choose a cluster of village spaces. Earn one reputation star for each row and each "
        "column that contains at least one space of that cluster.",
    ),
    example=(
        "...........",
        ".V.........",
        ".VVV.......",
        "...V.......",
        "...VVV.....",
        ".......VV..",
    ),
)
def caravansary(sheet: Sheet) -> Earned:
    """1 star per row and per column holding a space of one chosen village cluster."""
    cluster, points = _best_village_cluster(sheet, _line_count)
    return Earned(
        points,
        cluster,
        tuple(_touched_lines(cluster)),
        (cluster,) if cluster else (),
    )
