"""Bitboard helpers shared by the scoring cards of both boxes."""

from __future__ import annotations

from collections.abc import Sequence

from ..board import grid
from ..board.grid import Bitboard
from .core import Earned, Line

_NOT_LAST_COL = grid.FULL & ~grid.LAST_COL


def with_right_neighbour(mask: Bitboard, within: Bitboard) -> Bitboard:
    """Spaces of ``mask`` whose right-hand neighbour is in ``within``."""
    return mask & (within >> 1) & _NOT_LAST_COL


def with_lower_neighbour(mask: Bitboard, within: Bitboard) -> Bitboard:
    """Spaces of ``mask`` whose lower neighbour is in ``within``."""
    return mask & (within >> grid.SIZE)


def per_group(points_each: int, groups: Sequence[Bitboard]) -> Earned:
    """``points_each`` for every cluster found; the clusters are what scored."""
    return Earned(points_each * len(groups), union(groups), (), tuple(groups))


def per_line(points_each: int, lines: Sequence[Line], mask: Bitboard) -> Earned:
    """``points_each`` for every line found; ``mask`` the spaces to light up."""
    return Earned(points_each * len(lines), mask, tuple(lines))


def filled_lines(filled: Bitboard, lines: tuple[Bitboard, ...]) -> list[int]:
    """The indices of the lines completely inside ``filled``."""
    return [i for i, line in enumerate(lines) if filled & line == line]


def union(masks: Sequence[Bitboard]) -> Bitboard:
    """All spaces of the masks together."""
    mask = 0
    for part in masks:
        mask |= part
    return mask


def lines_union(lines: Sequence[Line]) -> Bitboard:
    """All spaces of the lines together."""
    return union([line.mask for line in lines])
