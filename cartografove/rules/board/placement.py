"""Where a shape may be drawn: legal placements, the 1×1 fallback, the solo walk,
hero attack marks.

Every orientation of every card shape is precomputed once (:func:`grid.orientations`
is cached); the legal anchors of one orientation come from a handful of shifts and
ANDs over the whole board (:meth:`grid.Orientation.legal_anchors`). A
:class:`LegalPlacements` keeps those anchor bitboards and only turns them into
:class:`Placement` objects when someone iterates — counting, ``bool()`` and ``in``
never build the list (the python-chess ``legal_moves`` idea).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from ..cards import AmbushCard, catalog
from . import grid
from .grid import Bitboard, Cell, Orientation
from .sheet import Sheet


class UnknownCard(KeyError):
    pass


@dataclass(frozen=True, slots=True)
class Placement:
    """One way to draw a card: which of its shapes, covering which spaces."""

    shape: int
    mask: Bitboard

    @property
    def cells(self) -> tuple[Cell, ...]:
        return grid.cells_of(self.mask)


@cache
def shape_options(card_id: str) -> tuple[tuple[Orientation, ...], ...]:
    """The distinct orientations of each shape an explore or ambush card offers.

    Explore shapes and multiplayer monsters may be rotated and mirrored (RULES §5,
    §7.3)."""
    data = catalog()
    if card_id in data.explore_cards:
        return tuple(grid.orientations(shape.cells) for shape in data.explore_cards[card_id].shapes)
    if card_id in data.ambush:
        return (grid.orientations(data.ambush[card_id].cells),)
    raise UnknownCard(f"{card_id!r} is not an explore or ambush card")


class LegalPlacements:
    """The legal placements of a card on a sheet, computed lazily per orientation.

    Its length counts distinct (shape, covered spaces) pairs — the terrain choice
    does not multiply it."""

    __slots__ = ("_parts", "_total")

    def __init__(self, parts: list[tuple[int, Orientation, Bitboard]]) -> None:
        self._parts = parts
        self._total = sum(anchors.bit_count() for _, _, anchors in parts)

    def __len__(self) -> int:
        return self._total

    def __bool__(self) -> bool:
        return self._total > 0

    def __iter__(self) -> Iterator[Placement]:
        for shape, orientation, anchors in self._parts:
            for anchor in grid.indices(anchors):
                yield Placement(shape, orientation.at(anchor))

    def __contains__(self, placement: object) -> bool:
        if not isinstance(placement, Placement) or placement.mask <= 0:
            return False
        anchor = (placement.mask & -placement.mask).bit_length() - 1
        for shape, orientation, anchors in self._parts:
            if shape != placement.shape:
                continue
            # the anchor is the top-left corner of the box, at or before the lowest cell
            first = orientation.offsets[0]
            if anchor >= first:
                start = anchor - first
                if anchors >> start & 1 and orientation.at(start) == placement.mask:
                    return True
        return False

    def __getitem__(self, index: int) -> Placement:
        """The ``index``-th placement in iteration order, without building the list
        (a computer player samples uniformly with it)."""
        if index < 0:
            index += self._total
        if not 0 <= index < self._total:
            raise IndexError(index)
        for shape, orientation, anchors in self._parts:
            count = anchors.bit_count()
            if index < count:
                for anchor in grid.indices(anchors):
                    if index == 0:
                        return Placement(shape, orientation.at(anchor))
                    index -= 1
            index -= count
        raise AssertionError("unreachable")

    def shapes(self) -> set[int]:
        """Which of the card's shapes can be drawn at all."""
        return {shape for shape, _, anchors in self._parts if anchors}


def legal_placements(sheet: Sheet, card_id: str, *, must_cover: Bitboard = 0) -> LegalPlacements:
    """Every legal placement of an explore card (or a multiplayer ambush monster).

    Every covered space must be empty (RULES §5; gaps inside a shape are not drawn
    and may be filled). ``must_cover``, when given, is a set of spaces of which the
    placement must cover at least one (the ruins requirement, RULES §17.1)."""
    empty = sheet.empty
    parts = []
    for shape, orientations in enumerate(shape_options(card_id)):
        for orientation in orientations:
            anchors = orientation.legal_anchors(empty)
            if must_cover and anchors:
                anchors = _covering(orientation, anchors, must_cover)
            parts.append((shape, orientation, anchors))
    return LegalPlacements(parts)


def _covering(orientation: Orientation, anchors: Bitboard, target: Bitboard) -> Bitboard:
    """The anchors whose placed shape covers at least one space of ``target``."""
    hits = 0
    for offset in orientation.offsets:
        hits |= target >> offset
    return anchors & hits


# --- the solo ambush walk (RULES §8.1) ---------------------------------------------


@cache
def _walk(card_id: str) -> tuple[tuple[Bitboard, tuple[int, ...]], ...]:
    """For one ambush card: the printed monster mask and, ring by ring, the anchors in
    the order the walk visits them."""
    card: AmbushCard = catalog().ambush[card_id]
    (printed,) = grid.orientations(card.cells, turnable=False)
    h, w = printed.height, printed.width
    rings = []
    k = 0
    while True:
        top, lft, bottom, rgt = k, k, grid.SIZE - h - k, grid.SIZE - w - k
        if top > bottom or lft > rgt:
            break
        ring: list[Cell] = [(top, c) for c in range(lft, rgt + 1)]
        ring += [(r, rgt) for r in range(top + 1, bottom + 1)]
        if bottom > top:
            ring += [(bottom, c) for c in range(rgt - 1, lft - 1, -1)]
        if rgt > lft:
            ring += [(r, lft) for r in range(bottom - 1, top, -1)]
        start = ring.index(
            {
                "top_left": (top, lft),
                "top_right": (top, rgt),
                "bottom_right": (bottom, rgt),
                "bottom_left": (bottom, lft),
            }[card.solo_corner]
        )
        step = 1 if card.arrow == "clockwise" else -1
        order = [ring[(start + step * i) % len(ring)] for i in range(len(ring))]
        rings.append((printed.mask, tuple(r * grid.SIZE + c for r, c in order)))
        k += 1
    return tuple(rings)


def solo_ambush_cells(sheet: Sheet, card_id: str) -> tuple[Cell, ...] | None:
    """Where the solo walk draws an ambush monster, or None when no position is legal
    and the card is ignored (RULES §8, §8.1).

    The monster keeps its printed orientation; ring by ring from the card's corner in
    the card's arrow direction, the first anchor where every space is empty wins."""
    if card_id not in catalog().ambush:
        raise UnknownCard(f"{card_id!r} is not an ambush card")
    filled = sheet.filled
    for mask, anchors in _walk(card_id):
        for anchor in anchors:
            placed = mask << anchor
            if not placed & filled:
                return grid.cells_of(placed)
    return None


# --- hero attack marks (RULES §10) ---------------------------------------------------


@cache
def hero_turns(hero_id: str, turnable: bool = True) -> tuple[int, ...]:
    """The turns (see :func:`grid.transform`) giving distinct attack patterns.

    RULES §10 / §19.2: by default the pattern turns and mirrors with the hero; the
    strict rules option keeps it as printed."""
    offsets = catalog().heroes[hero_id].attack_offsets
    seen: dict[frozenset[Cell], int] = {}
    for turn in range(8 if turnable else 1):
        seen.setdefault(frozenset(grid.transform(offsets, turn)), turn)
    return tuple(seen.values())


def attack_marks(hero_id: str, cell: Cell, turn: int) -> Bitboard:
    """The attack marks of a hero drawn at ``cell`` with its pattern turned ``turn``;
    marks falling off the map are lost (RULES §10.2)."""
    row, col = cell
    marks = 0
    for dr, dc in grid.transform(catalog().heroes[hero_id].attack_offsets, turn):
        if grid.on_board(row + dr, col + dc):
            marks |= grid.bit(row + dr, col + dc)
    return marks
