"""The core of the scoring cards: what a card returns, the registry, and scoring.

A card is one small pure function of a sheet, registered by :func:`scoring_card`
under its own name, with its rule text and its guide example beside it. It returns
what it :class:`Earned`, the points *and* what earned them — the spaces, the rows or
columns, the clusters — so the app can light up exactly why a card scored (ARCHITECTURE
"Scoring explains itself"); :func:`score` names the result after the card. Card
numbers and readings are those of the printed cards and RULES §16; edge cases
cite RULES §19.

All of them work on bitboards (:mod:`..grid`): the 16 cards of a box together score
a sheet in a fraction of a millisecond.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from ..board import grid
from ..board.grid import COLS, DIAGONALS, ROWS, Bitboard, Cell
from ..board.sheet import Sheet
from ..cards import BASIC_TERRAINS, Terrain

LineKind = Literal["row", "col", "diag"]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks a rule text for Qt's translation tools (``pyside6-lupdate`` finds the
    call by name); the rules need no Qt, so the marker is a plain function."""
    return text


@dataclass(frozen=True, slots=True)
class Line:
    """A whole row, column or diagonal of the sheet that earned points.

    ``row`` and ``col`` count from 0 at the top/left; ``diag`` ``i`` is the diagonal
    from the left-edge space (i, 0) down and right to the bottom edge (The Broken
    Road, RULES §18 K14; :data:`grid.DIAGONALS`)."""

    kind: LineKind
    index: int

    @property
    def mask(self) -> Bitboard:
        """The spaces of the line."""
        return {"row": ROWS, "col": COLS, "diag": DIAGONALS}[self.kind][self.index]

    @property
    def cells(self) -> tuple[Cell, ...]:
        return grid.cells_of(self.mask)


@dataclass(frozen=True, slots=True)
class Earned:
    """What one card found on a sheet: the points and what earned them. ``mask``
    holds the spaces that scored, ``lines`` the rows/columns that scored, ``groups``
    the clusters a card counted (each cluster a bitboard)."""

    points: int
    mask: Bitboard = 0
    lines: tuple[Line, ...] = ()
    groups: tuple[Bitboard, ...] = ()


@dataclass(frozen=True, slots=True)
class ScoreResult:
    """Points of one scoring card (or of the monster penalty) on one sheet, and what
    earned them (the fields of :class:`Earned`)."""

    card_id: str
    points: int
    mask: Bitboard = 0
    lines: tuple[Line, ...] = ()
    groups: tuple[Bitboard, ...] = ()

    @property
    def cells(self) -> tuple[Cell, ...]:
        return grid.cells_of(self.mask)


Card = Callable[[Sheet], Earned]
Scorer = Callable[[Sheet], ScoreResult]
Example = tuple[str, ...]
Count = Callable[[Sheet], int]

Read = Terrain | Literal["filled", "ruins"]
"""A layer of the sheet a card reads: a terrain (its surviving spaces,
:meth:`Sheet.terrain`), every filled space, or the printed ruins."""


@dataclass(frozen=True, slots=True)
class ScoringCard:
    """A registered card: its rule (the function), the rule text the app shows
    (English, translated by the app) and a drawn example for the guide (sheet rows as
    in :meth:`Sheet.from_rows`: F forest, V village, A farm, W water, M mountain,
    m monster, H hero, # destroyed, X wasteland; the guide scores it with the engine,
    so it only needs to be a good illustration). ``reads`` names every layer of the
    sheet the rule looks at, and ``count`` gives its points alone (:mod:`.points`:
    what the computer players and the review need, thousands of times a second)."""

    id: str
    rule: Card
    text: str
    example: Example
    counts_types: bool
    reads: tuple[Read, ...]
    count: Count

    def __call__(self, sheet: Sheet) -> ScoreResult:
        earned = self.rule(sheet)
        return ScoreResult(self.id, earned.points, earned.mask, earned.lines, earned.groups)


CARDS: dict[str, ScoringCard] = {}
# Every card's scorer by id (a ScoringCard is a Scorer).
SCORERS: Mapping[str, Scorer] = CARDS

# An empty row of a guide example.
BLANK_ROW = "." * grid.SIZE

# What a hero space stands in for under the Czech wildcard reading (RULES §18 K6).
WILDCARD_TERRAINS = BASIC_TERRAINS


class UnknownScoringCard(KeyError):
    pass


def scoring_card(
    *,
    text: str,
    example: Iterable[str],
    reads: Iterable[Read],
    counts_types: bool = False,
    count: Count | None = None,
) -> Callable[[Card], Card]:
    """Registers a card under its function's name; ``example`` lists the top rows
    of its guide example (the rows below are empty). ``reads`` lists the layers of
    the sheet the rule reads, nothing else (the points are remembered by those
    layers: ``tests/rules/test_scoring_points.py`` changes everything else and checks
    the points stay). ``counts_types`` marks the cards that count terrain *types*
    (RULES §16, §18 K6): hero is a type of its own there, even with the hero wildcard
    option. ``count``, the points without what earned them, is for the cards whose
    explanation costs more than the points (lines to name); the others' points are
    the rule's."""

    def register(rule: Card) -> Card:
        card_id = rule.__name__
        if card_id in CARDS:
            raise ValueError(f"scoring card {card_id!r} is registered twice")
        rows = tuple(example)
        padded = rows + (BLANK_ROW,) * (grid.SIZE - len(rows))
        points = count if count is not None else lambda sheet: rule(sheet).points
        CARDS[card_id] = ScoringCard(
            card_id, rule, text, padded, counts_types, tuple(reads), points
        )
        return rule

    return register


def score(card_id: str, sheet: Sheet, *, hero_wildcard: bool = False) -> ScoreResult:
    """Score one card on one sheet.

    ``hero_wildcard`` is the Czech rulebook's reading of combined play (RULES §18 K6,
    a rules option): each hero space counts as any one terrain — forest, village,
    farm or water — the player likes, chosen per card (:func:`best_wildcard`).
    Cards that count terrain types keep hero as one type of its own."""
    try:
        card = CARDS[card_id]
    except KeyError:
        raise UnknownScoringCard(f"no scoring card {card_id!r}") from None
    if hero_wildcard and not card.counts_types:
        return best_wildcard(card, sheet)
    return card(sheet)


# More hero spaces than this are decided one by one (a game draws at most 4: one per
# hero card, and the wildcard option excludes hero fallback squares).
EXACT_WILDCARDS = 6


def best_wildcard(scorer: Scorer, sheet: Sheet) -> ScoreResult:
    """The best score when every surviving hero space stands for the terrain of the
    player's choice (RULES §18 K6, the wildcard option).

    Every card reads at most two of forest, village, farm and water, so one of them is
    always neutral, like the hero itself: trying the four for each hero space finds
    the best choice. Up to :data:`EXACT_WILDCARDS` heroes every combination is tried
    (first best in reading order wins ties); beyond that each hero in reading order
    takes its best terrain given those before it."""
    heroes = [1 << i for i in grid.indices(sheet.terrain(Terrain.HERO))]
    best = scorer(sheet)
    if not heroes:
        return best
    if len(heroes) <= EXACT_WILDCARDS:
        for choice in itertools.product(WILDCARD_TERRAINS, repeat=len(heroes)):
            result = scorer(_as_terrains(sheet, zip(heroes, choice, strict=True)))
            if result.points > best.points:
                best = result
        return best
    chosen: list[tuple[Bitboard, Terrain]] = []
    for hero in heroes:
        options = [
            (scorer(_as_terrains(sheet, [*chosen, (hero, terrain)])), terrain)
            for terrain in WILDCARD_TERRAINS
        ]
        result, terrain = max(options, key=lambda option: option[0].points)
        chosen.append((hero, terrain))
        best = max(best, result, key=lambda r: r.points)
    return best


def _as_terrains(sheet: Sheet, choice: Iterable[tuple[Bitboard, Terrain]]) -> Sheet:
    """The sheet with some hero spaces redrawn as other terrains (only the wildcard
    scoring reads it; filled spaces stay filled)."""
    return sheet.recoloured(Terrain.HERO, tuple(choice))


MONSTER_PENALTY = "monster_penalty"


def monster_penalty_result(sheet: Sheet) -> ScoreResult:
    """The stars lost to monsters and the spaces that cost them: empty spaces next to
    a surviving monster, each once (RULES §12.3, §19.24). ``card_id`` is
    :data:`MONSTER_PENALTY`; ``points`` are the stars lost (a positive number)."""
    spaces = monster_penalty_mask(sheet)
    return ScoreResult(MONSTER_PENALTY, spaces.bit_count(), spaces)


def monster_penalty(sheet: Sheet) -> int:
    """The stars lost to monsters (:func:`monster_penalty_result`)."""
    return monster_penalty_mask(sheet).bit_count()


def monster_penalty_mask(sheet: Sheet) -> Bitboard:
    """The spaces :func:`monster_penalty` counts."""
    return grid.neighbours(sheet.monsters()) & sheet.empty
