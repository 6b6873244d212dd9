"""Partial credit for structures on their way, as the bots reckon them (issue 26).

A scoring card pays only for what is finished: a column at 10 of 11 spaces earns
Silos nothing, a mountain with three sides filled earns no coin. A player who counts
only finished structures never starts one that needs several cards, so the bots'
yardstick (:mod:`.values`) adds, for each edict still to be scored, the stars of the
structures a few spaces short of paying, discounted by how many spaces are missing:
``stars × near ** missing``. ``near`` (below 1) is how likely one more space gets
filled in time; a structure that cannot be finished any more earns nothing. A row or
column counts its gaps rather than its spaces (:data:`ALONG`).

Only the Heroes edicts and mountain coins are read here; a card without an entry
earns no partial credit (its points grow a space at a time anyway, like Faunlost
Thicket or Caravansary).
"""

from __future__ import annotations

from collections.abc import Callable

from ..rules.board import grid
from ..rules.board.grid import COLS, ROWS, Bitboard
from ..rules.board.sheet import Sheet
from ..rules.cards import TERRAIN_TYPES, Terrain

Progress = Callable[[Sheet, float], float]

# Structures more spaces short than this get nothing: too far to plan for.
FAR = 4


def _short(missing: int, near: float) -> float:
    """The share of a structure's stars credited when ``missing`` spaces are short."""
    return near**missing if 0 < missing <= FAR else 0.0


# A full row or column is short by its gaps (runs of empty spaces along it), not by
# its spaces: one shape laid along a gap fills several of its spaces, while every
# separate gap needs a shape of its own. Each gap is a step, and each further space
# of a gap this much of one.
ALONG = 0.7


def _lines_short(
    empty: Bitboard, starts: Bitboard, lines: tuple[Bitboard, ...], near: float
) -> float:
    """The discounted count of ``lines`` short of full; ``starts`` are the empty
    spaces that begin a gap along them."""
    total = 0.0
    for line in lines:
        gaps = line & empty
        if gaps:
            runs = (gaps & starts).bit_count()
            steps = runs + ALONG * (gaps.bit_count() - runs)
            if steps <= FAR:
                total += near**steps
    return total


def _down_starts(empty: Bitboard) -> Bitboard:
    """The empty spaces with no empty space above: where a gap down a column begins."""
    return empty & ~grid.down(empty)


def _silos(sheet: Sheet, near: float) -> float:
    empty = sheet.empty
    return 10 * _lines_short(empty, _down_starts(empty), COLS[::2], near)


def _dwarvenholds(sheet: Sheet, near: float) -> float:
    mountains, empty = sheet.mountains, sheet.empty
    rows = tuple(line for line in ROWS if line & mountains)
    cols = tuple(line for line in COLS if line & mountains)
    across = empty & ~grid.right(empty)  # no empty space to the left
    return 7 * (
        _lines_short(empty, across, rows, near)
        + _lines_short(empty, _down_starts(empty), cols, near)
    )


def _starlit_sigil(sheet: Sheet, near: float) -> float:
    """An empty pocket of four to six spaces becomes a sigil when the right few are filled."""
    return 4 * sum(_short(c.bit_count() - 3, near) for c in grid.clusters(sheet.empty))


def _craylund(sheet: Sheet, near: float) -> float:
    water, empty = sheet.terrain(Terrain.WATER), sheet.empty
    total = 0.0
    for cluster in grid.clusters(sheet.terrain(Terrain.FARM)):
        around = grid.neighbours(cluster)
        touching = (around & water).bit_count()
        if touching < 3 and around & empty:
            total += _short(3 - touching, near)
    return 7 * total


def _jorekburg(sheet: Sheet, near: float) -> float:
    farm, water, empty = sheet.terrain(Terrain.FARM), sheet.terrain(Terrain.WATER), sheet.empty
    total = 0.0
    for col in COLS:
        farms, waters, free = (farm & col).bit_count(), (water & col).bit_count(), col & empty
        gap = abs(farms - waters) or (0 if farms else 2)
        if gap and free.bit_count() >= gap:
            total += _short(gap, near)
    return 4 * total


def _deepwood(sheet: Sheet, near: float) -> float:
    village, empty = sheet.terrain(Terrain.VILLAGE), sheet.empty
    total = 0.0
    for cluster in grid.clusters(sheet.terrain(Terrain.FOREST)):
        size = cluster.bit_count()
        around = grid.neighbours(cluster)
        if size < 5 and not around & village and (around & empty).bit_count() >= 5 - size:
            total += _short(5 - size, near)
    return 6 * total


def _heart_of_the_forest(sheet: Sheet, near: float) -> float:
    forest, empty = sheet.terrain(Terrain.FOREST), sheet.empty
    total = 0.0
    for i in grid.indices(forest & ~grid.surrounded_by(forest, forest)):
        around = grid.neighbours(1 << i)
        if not around & ~(forest | empty):  # every non-forest side still empty
            total += _short((around & empty).bit_count(), near)
    return 2 * total


def _sleepy_valley(sheet: Sheet, near: float) -> float:
    forest, empty = sheet.terrain(Terrain.FOREST), sheet.empty
    total = 0.0
    for row in ROWS:
        missing = 3 - (forest & row).bit_count()
        if missing > 0 and (row & empty).bit_count() >= missing:
            total += _short(missing, near)
    return 4 * total


def _banded_hills(sheet: Sheet, near: float) -> float:
    empty = sheet.empty
    layers = [sheet.terrain(terrain) for terrain in TERRAIN_TYPES]
    total = 0.0
    for row in ROWS:
        types = sum(1 for layer in layers if layer & row)
        missing = 5 - types
        if missing > 0 and (row & empty).bit_count() >= missing:
            total += _short(missing, near)
    return 4 * total


def _clusters_of(sheet: Sheet, terrain: Terrain) -> list[Bitboard]:
    return grid.clusters(sheet.terrain(terrain))


def _gnomish_colony(sheet: Sheet, near: float) -> float:
    """A 2×2 block with three villages and the fourth space empty."""
    village, empty = sheet.terrain(Terrain.VILLAGE), sheet.empty
    total = 0.0
    for cluster in _clusters_of(sheet, Terrain.VILLAGE):
        best = FAR + 1
        for i in grid.indices(cluster | (grid.neighbours(cluster) & empty)):
            r, c = divmod(i, grid.SIZE)
            if r + 1 >= grid.SIZE or c + 1 >= grid.SIZE:
                continue
            block = grid.mask_of(((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)))
            if block & ~(village | empty) or not block & cluster:
                continue
            best = min(best, (block & empty).bit_count())
        if best and best <= FAR:
            total += _short(best, near)
    return 6 * total


def _traylo_monastery(sheet: Sheet, near: float) -> float:
    """A straight run of villages that empty spaces can lengthen to four."""
    village, empty = sheet.terrain(Terrain.VILLAGE), sheet.empty
    total = 0.0
    for cluster in _clusters_of(sheet, Terrain.VILLAGE):
        best = FAR + 1
        for run in _RUNS:
            if run & cluster and not run & ~(village | empty):
                best = min(best, (run & empty).bit_count())
        if best and best <= FAR:
            total += _short(best, near)
    return 7 * total


def _runs_of_four() -> tuple[Bitboard, ...]:
    """Every straight run of four spaces, across and down."""
    runs = []
    for r in range(grid.SIZE):
        for c in range(grid.SIZE):
            for dr, dc in ((0, 1), (1, 0)):
                cells = [(r + k * dr, c + k * dc) for k in range(4)]
                if all(grid.on_board(*cell) for cell in cells):
                    runs.append(grid.mask_of(cells))
    return tuple(runs)


_RUNS = _runs_of_four()


def _clawsgrave_peaks(sheet: Sheet, near: float) -> float:
    """Mountains beside water that no farm touches yet, or with an empty side for it."""
    farm, water, empty = sheet.terrain(Terrain.FARM), sheet.terrain(Terrain.WATER), sheet.empty
    reached = 0
    for cluster in grid.clusters(water):
        if grid.neighbours(cluster) & farm:
            reached |= grid.neighbours(cluster)
    total = 0.0
    for i in grid.indices(sheet.terrain(Terrain.MOUNTAIN) & ~reached):
        around = grid.neighbours(1 << i)
        if around & water:
            total += _short(1, near)
        elif around & empty:
            total += _short(2, near)
    return 5 * total


def _ulems_wallow(sheet: Sheet, near: float) -> float:
    farm, empty = sheet.terrain(Terrain.FARM), sheet.empty
    total = 0.0
    for i in grid.indices(sheet.terrain(Terrain.WATER)):
        around = grid.neighbours(1 << i)
        farms = (around & farm).bit_count()
        if farms < 2 and (around & empty).bit_count() >= 2 - farms:
            total += _short(2 - farms, near)
    return 4 * total


PROGRESS: dict[str, Progress] = {
    "silos": _silos,
    "dwarvenholds": _dwarvenholds,
    "starlit_sigil": _starlit_sigil,
    "craylund": _craylund,
    "jorekburg": _jorekburg,
    "deepwood": _deepwood,
    "heart_of_the_forest": _heart_of_the_forest,
    "sleepy_valley": _sleepy_valley,
    "banded_hills": _banded_hills,
    "gnomish_colony": _gnomish_colony,
    "traylo_monastery": _traylo_monastery,
    "clawsgrave_peaks": _clawsgrave_peaks,
    "ulems_wallow": _ulems_wallow,
}
"""Partial credit by scoring card id: the stars of structures still short, discounted."""


def progress(card: str, sheet: Sheet, near: float) -> float:
    """The discounted stars of ``card``'s structures not yet finished on ``sheet``."""
    reckon = PROGRESS.get(card)
    return reckon(sheet, near) if reckon is not None else 0.0


def mountain_progress(sheet: Sheet, near: float) -> float:
    """Coins of mountains not yet surrounded, discounted by their empty sides (a side
    that is neither empty nor filled cannot exist: the edge counts as filled)."""
    mountains, empty = sheet.mountains, sheet.empty
    open_sides = grid.neighbours(mountains) & empty
    total = 0.0
    for i in grid.indices(mountains & grid.neighbours(open_sides)):
        total += _short((grid.neighbours(1 << i) & empty).bit_count(), near)
    return total
