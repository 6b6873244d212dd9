"""The 11×11 board geometry as bitboards.

A set of spaces is a Python ``int`` with one bit per space: bit ``row * 11 + col``
(RULES §2: rows A–K top to bottom are 0–10, printed columns 1–11 are 0–10). Set
operations are ``&``, ``|`` and ``& ~``; ``int.bit_count()`` counts spaces. This
is what makes legal-placement enumeration and scoring fast enough to run thousands
of games a minute in pure Python (ARCHITECTURE "Bitboards").

Shapes are sets of ``(row, col)`` offsets normalised to their bounding box. An
orientation of a shape is one of the 8 rotations/mirrors, deduplicated (RULES §5).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache

SIZE = 11
CELLS = SIZE * SIZE

Cell = tuple[int, int]
Bitboard = int

FULL: Bitboard = (1 << CELLS) - 1

ROWS: tuple[Bitboard, ...] = tuple(((1 << SIZE) - 1) << (r * SIZE) for r in range(SIZE))
COLS: tuple[Bitboard, ...] = tuple(
    sum(1 << (r * SIZE + c) for r in range(SIZE)) for c in range(SIZE)
)
FIRST_ROW, LAST_ROW = ROWS[0], ROWS[-1]
FIRST_COL, LAST_COL = COLS[0], COLS[-1]
BORDER: Bitboard = FIRST_ROW | LAST_ROW | FIRST_COL | LAST_COL

# DIAGONALS[i]: the diagonal running down and right from (i, 0) on the left edge to
# (10, 10 - i) on the bottom edge; DIAGONALS[0] is the long one, DIAGONALS[10] the
# corner space alone (The Broken Road, RULES §18 K14).
DIAGONALS: tuple[Bitboard, ...] = tuple(
    sum(1 << ((r + k) * SIZE + k) for k in range(SIZE - r)) for r in range(SIZE)
)

ROW_LABELS = "ABCDEFGHIJK"


def bit(row: int, col: int) -> Bitboard:
    """The bitboard holding the one space ``(row, col)``."""
    return 1 << (row * SIZE + col)


def on_board(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


def mask_of(cells: Iterable[Cell]) -> Bitboard:
    """The bitboard of some on-board cells (the caller checks they are on the board)."""
    mask = 0
    for r, c in cells:
        mask |= 1 << (r * SIZE + c)
    return mask


def indices(mask: Bitboard) -> Iterator[int]:
    """The bit indices of a bitboard, lowest first (python-chess's ``scan_forward``)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def cells_of(mask: Bitboard) -> tuple[Cell, ...]:
    """The ``(row, col)`` cells of a bitboard in reading order."""
    return tuple(divmod(i, SIZE) for i in indices(mask))


def label(cell: Cell) -> str:
    """A space as printed on the sheet: row letter then column number ("C7")."""
    row, col = cell
    return f"{ROW_LABELS[row]}{col + 1}"


# --- neighbourhoods -----------------------------------------------------------

_NOT_FIRST_COL = FULL & ~FIRST_COL
_NOT_LAST_COL = FULL & ~LAST_COL


def up(mask: Bitboard) -> Bitboard:
    """Every space moved one row up (spaces on the top row fall off)."""
    return mask >> SIZE


def down(mask: Bitboard) -> Bitboard:
    return (mask << SIZE) & FULL


def left(mask: Bitboard) -> Bitboard:
    return (mask & _NOT_FIRST_COL) >> 1


def right(mask: Bitboard) -> Bitboard:
    return (mask & _NOT_LAST_COL) << 1


def neighbours(mask: Bitboard) -> Bitboard:
    """The spaces orthogonally adjacent to any space of ``mask`` (RULES §2), which may
    include spaces of ``mask`` itself."""
    return (
        (mask >> SIZE)
        | ((mask << SIZE) & FULL)
        | ((mask & _NOT_FIRST_COL) >> 1)
        | ((mask & _NOT_LAST_COL) << 1)
    )


def surrounded_by(mask: Bitboard, closed: Bitboard) -> Bitboard:
    """The spaces of ``mask`` whose four sides are each in ``closed`` or off the map.

    "Off the map counts as closed" is the reading of Heart of the Forest, Treetower,
    the Cauldrons and the mountain coin (RULES §6, §16)."""
    return (
        mask
        & ((closed << SIZE) | FIRST_ROW)
        & ((closed >> SIZE) | LAST_ROW)
        & (((closed & _NOT_LAST_COL) << 1) | FIRST_COL)
        & (((closed & _NOT_FIRST_COL) >> 1) | LAST_COL)
    )


def flood(seed: Bitboard, within: Bitboard) -> Bitboard:
    """The part of ``within`` orthogonally connected to ``seed`` (itself in ``within``)."""
    region = seed
    while True:
        grown = (region | neighbours(region)) & within
        if grown == region:
            return region
        region = grown


def clusters(mask: Bitboard) -> list[Bitboard]:
    """The clusters of a set of spaces: maximal orthogonally connected parts (RULES §2)."""
    found = []
    while mask:
        region = flood(mask & -mask, mask)
        found.append(region)
        mask &= ~region
    return found


# --- shapes -------------------------------------------------------------------

Offsets = frozenset[Cell]


def parse_shape(rows: Iterable[str], filled: str = "X") -> Offsets:
    """The offsets of a shape drawn as strings (``X`` a cell, anything else a gap)."""
    return frozenset(
        (r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == filled
    )


def normalise(offsets: Iterable[Cell]) -> Offsets:
    """Shift a shape so that its bounding box starts at (0, 0)."""
    offsets = tuple(offsets)
    top = min(r for r, _ in offsets)
    lft = min(c for _, c in offsets)
    return frozenset((r - top, c - lft) for r, c in offsets)


def transform(offsets: Iterable[Cell], turn: int) -> list[Cell]:
    """One of the 8 symmetries of the square applied to offsets (not normalised).

    ``turn`` 0–3 rotates by 90° clockwise that many times; 4–7 mirror left-right
    first and then rotate. Turn 0 is the printed orientation."""
    result = []
    for r, c in offsets:
        if turn >= 4:
            c = -c
        for _ in range(turn % 4):
            r, c = c, -r
        result.append((r, c))
    return result


@dataclass(frozen=True, slots=True)
class Orientation:
    """A shape in one orientation, ready to be placed at any anchor.

    The anchor is the top-left corner of the bounding box. ``anchors`` holds every
    anchor where the whole shape stays on the map; ``offsets`` the bit offsets of
    its cells from the anchor, so ``mask << anchor`` is the shape placed there."""

    cells: Offsets
    height: int
    width: int
    mask: Bitboard
    offsets: tuple[int, ...]
    anchors: Bitboard

    @classmethod
    def of(cls, cells: Offsets) -> Orientation:
        height = max(r for r, _ in cells) + 1
        width = max(c for _, c in cells) + 1
        offsets = tuple(sorted(r * SIZE + c for r, c in cells))
        anchors = 0
        for r in range(SIZE - height + 1):
            for c in range(SIZE - width + 1):
                anchors |= bit(r, c)
        return cls(cells, height, width, sum(1 << o for o in offsets), offsets, anchors)

    def legal_anchors(self, empty: Bitboard) -> Bitboard:
        """Every anchor where all cells of the shape land on ``empty`` spaces, for all
        121 anchors at once: AND the empty board shifted back by each cell's offset.
        ``anchors`` keeps the shape from wrapping across a row end."""
        legal = self.anchors
        for offset in self.offsets:
            legal &= empty >> offset
        return legal

    def at(self, anchor: int) -> Bitboard:
        return self.mask << anchor


@cache
def orientations(cells: Offsets, *, turnable: bool = True) -> tuple[Orientation, ...]:
    """The distinct orientations of a shape, printed orientation first (RULES §5).

    With ``turnable=False`` only the printed orientation (the solo ambush walk,
    RULES §8)."""
    seen: list[Offsets] = []
    for turn in range(8 if turnable else 1):
        shape = normalise(transform(cells, turn))
        if shape not in seen:
            seen.append(shape)
    return tuple(Orientation.of(shape) for shape in seen)


def render(mask: Bitboard, mark: str = "X") -> list[str]:
    """A bitboard as 11 strings, for error messages and test failures."""
    return [
        "".join(mark if mask >> (r * SIZE + c) & 1 else "." for c in range(SIZE))
        for r in range(SIZE)
    ]
