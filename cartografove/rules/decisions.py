"""What a game asks for and what players answer.

The game never calls out to a player: it exposes one :class:`Pending` request at a
time (who decides, what kind of decision, on whose sheet, for which card) and takes
the answer through ``Game.apply`` (ARCHITECTURE "Pending decisions, not callbacks"). The
answers are small frozen dataclasses that serialise to JSON, so a game is its setup
plus a list of these (ARCHITECTURE "The game is its decision log").

Checked in two steps, so nothing ill-typed ever reaches the flow of play:

- **When a decision is built**, every field's *type* is checked: a cell is a pair of
  ``int`` (not ``bool``, not ``float``), cells a list or tuple of them, a terrain a
  :class:`~.cards.Terrain` or its name, a shape or turn an ``int``; every ``int``
  fits in 32 bits (``-2**31 <= n < 2**31``). Anything else
  raises :class:`DecisionFormatError` (a ``ValueError``) and no decision exists.
  Decisions read from a save or the network are built the same way
  (:func:`decision_from_json`, which also checks the ranges the file format allows).
- **When a decision is applied**, ``Game`` checks it against the rules (the pending
  request, the map, empty spaces, the card's shapes: :mod:`.validation`) and raises
  :class:`IllegalDecision` with the game unchanged.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Protocol

from .board import grid
from .board.grid import Cell
from .cards import Terrain


class Ask(StrEnum):
    """The kinds of decision the game can wait for."""

    DRAW = "draw"  # draw the revealed explore card on your sheet (RULES §4, §5)
    FALLBACK = "fallback"  # no shape fits: draw a 1×1 instead (RULES §5.1, §17.1)
    MONSTER = "monster"  # draw the ambush monster on a neighbour's sheet (RULES §7)
    MONSTER_FALLBACK = "monster_fallback"  # the monster does not fit: a 1×1 (RULES §7.4)
    HERO = "hero"  # draw the hero and its attack marks (RULES §10)
    GAZE = "gaze"  # choose the space the Gorgon destroys (RULES §9)
    RAVAGE = "ravage"  # choose the space the Troll destroys (RULES §9)
    CARD = "card"  # nobody's: the card source has no next card yet (a network game)


@dataclass(frozen=True, slots=True)
class Pending:
    """The one decision a game is waiting for.

    ``ruins`` says a ruins card was revealed before this explore card (RULES §17.1):
    a DRAW must then cover an unfilled ruins space (``Game.must_cover`` holds them),
    and a FALLBACK is the ruins fallback — no shape can cover one, or none is left —
    filled with any terrain."""

    ask: Ask
    player: int  # who decides
    sheet: int  # on whose sheet
    card: str  # the card being resolved
    ruins: bool = False  # the ruins requirement applies (RULES §17.1)


class DecisionFormatError(ValueError):
    """A decision read from JSON is malformed (wrong type, missing field, …)."""


def _cell(value: Any, field: str) -> Cell:
    """A cell read from a file: well typed (:func:`_typed_cell`) and on the map."""
    row, col = _typed_cell(value, field)
    if not grid.on_board(row, col):
        raise DecisionFormatError(f"{field} {[row, col]} is off the map")
    return (row, col)


def _cells(value: Any, field: str) -> tuple[Cell, ...]:
    """Cells read from a file: at least one, each on the map, none twice."""
    if not isinstance(value, list | tuple) or not 1 <= len(value) <= grid.CELLS:
        raise DecisionFormatError(f"{field} must be a non-empty list of [row, column] pairs")
    cells = tuple(_cell(v, f"{field}[{i}]") for i, v in enumerate(value))
    if len(set(cells)) != len(cells):
        raise DecisionFormatError(f"{field} lists a space twice")
    return tuple(sorted(cells))


def _terrain(value: Any) -> Terrain:
    if not isinstance(value, str):
        raise DecisionFormatError("a terrain must be a terrain's name")
    try:
        return Terrain(value)
    except ValueError:
        raise DecisionFormatError(f"unknown terrain {value!r}") from None


# Any number in a decision is small; a bound keeps every message about one short
# (Python refuses to print an int of more than 4300 digits).
_LIMIT = 2**31


def _typed_int(value: Any, field: str) -> int:
    if type(value) is not int or not -_LIMIT <= value < _LIMIT:
        raise DecisionFormatError(f"{field} must be an integer (of at most 32 bits)")
    return value


def _typed_cell(value: Any, field: str) -> Cell:
    """A pair of integers; whether it is on the map is the game's question."""
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise DecisionFormatError(f"{field} must be a [row, column] pair of integers")
    return (_typed_int(value[0], field), _typed_int(value[1], field))


def _typed_cells(value: Any, field: str) -> tuple[Cell, ...]:
    """Pairs of integers, sorted (a shape's spaces have no order)."""
    if not isinstance(value, list | tuple):
        raise DecisionFormatError(f"{field} must be a list of [row, column] pairs")
    return tuple(sorted(_typed_cell(v, f"{field}[{i}]") for i, v in enumerate(value)))


def _int(value: Any, field: str, low: int, high: int) -> int:
    """An integer read from a file, in the range the file format allows."""
    number = _typed_int(value, field)
    if not low <= number <= high:
        raise DecisionFormatError(f"{field} must be an integer from {low} to {high}")
    return number


@dataclass(frozen=True, slots=True)
class DrawShape:
    """Draw shape number ``shape`` of the revealed explore card over ``cells``."""

    shape: int
    cells: tuple[Cell, ...]
    terrain: Terrain
    type: ClassVar[str] = "draw_shape"

    def __post_init__(self) -> None:
        _typed_int(self.shape, "shape")
        object.__setattr__(self, "cells", _typed_cells(self.cells, "cells"))
        object.__setattr__(self, "terrain", _terrain(self.terrain))

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "shape": self.shape,
            "cells": [list(c) for c in self.cells],
            "terrain": self.terrain.value,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DrawShape:
        return cls(
            _int(data.get("shape"), "shape", 0, 9),
            _cells(data.get("cells"), "cells"),
            _terrain(data.get("terrain")),
        )


@dataclass(frozen=True, slots=True)
class DrawFallback:
    """Draw a single space instead of the card's shapes (RULES §5.1)."""

    cell: Cell
    terrain: Terrain
    type: ClassVar[str] = "draw_fallback"

    def __post_init__(self) -> None:
        object.__setattr__(self, "cell", _typed_cell(self.cell, "cell"))
        object.__setattr__(self, "terrain", _terrain(self.terrain))

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "cell": list(self.cell), "terrain": self.terrain.value}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DrawFallback:
        return cls(_cell(data.get("cell"), "cell"), _terrain(data.get("terrain")))


@dataclass(frozen=True, slots=True)
class DrawMonster:
    """Draw the ambush monster over ``cells`` on the pending sheet (one cell for the
    1×1 fallback monster)."""

    cells: tuple[Cell, ...]
    type: ClassVar[str] = "draw_monster"

    def __post_init__(self) -> None:
        object.__setattr__(self, "cells", _typed_cells(self.cells, "cells"))

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "cells": [list(c) for c in self.cells]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DrawMonster:
        return cls(_cells(data.get("cells"), "cells"))


@dataclass(frozen=True, slots=True)
class PlaceHero:
    """Draw the hero on ``cell`` with its attack pattern turned by ``turn``
    (:func:`grid.transform`; 0 is the printed orientation)."""

    cell: Cell
    turn: int = 0
    type: ClassVar[str] = "place_hero"

    def __post_init__(self) -> None:
        object.__setattr__(self, "cell", _typed_cell(self.cell, "cell"))
        _typed_int(self.turn, "turn")

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "cell": list(self.cell), "turn": self.turn}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PlaceHero:
        return cls(_cell(data.get("cell"), "cell"), _int(data.get("turn"), "turn", 0, 7))


@dataclass(frozen=True, slots=True)
class DestroySpace:
    """Choose the space a monster destroys (Gorgon Gaze, Giant Troll Ravage)."""

    cell: Cell
    type: ClassVar[str] = "destroy_space"

    def __post_init__(self) -> None:
        object.__setattr__(self, "cell", _typed_cell(self.cell, "cell"))

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "cell": list(self.cell)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DestroySpace:
        return cls(_cell(data.get("cell"), "cell"))


Decision = DrawShape | DrawFallback | DrawMonster | PlaceHero | DestroySpace

DECISION_TYPES: dict[str, type[Decision]] = {
    cls.type: cls for cls in (DrawShape, DrawFallback, DrawMonster, PlaceHero, DestroySpace)
}

# Which decision answers which request.
ANSWERS: dict[Ask, type[Decision]] = {
    Ask.DRAW: DrawShape,
    Ask.FALLBACK: DrawFallback,
    Ask.MONSTER: DrawMonster,
    Ask.MONSTER_FALLBACK: DrawMonster,
    Ask.HERO: PlaceHero,
    Ask.GAZE: DestroySpace,
    Ask.RAVAGE: DestroySpace,
}


def decision_from_json(data: Any) -> Decision:
    if not isinstance(data, dict):
        raise DecisionFormatError("a decision must be a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in DECISION_TYPES:
        raise DecisionFormatError(f"unknown decision type {kind!r}")
    return DECISION_TYPES[kind].from_json(data)


class IllegalDecision(ValueError):
    """A decision the rules do not allow now; the message says why in English.

    ``code`` and ``params`` say the same for a program: the app turns them into a
    sentence in the player's language, so the engine needs no translations."""

    def __init__(self, message: str, code: str = "illegal", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class Choices(Protocol):
    """What :class:`LegalDecisions` combines: a sized, indexable, iterable collection
    (a tuple, or the lazy :class:`~.placement.LegalPlacements`)."""

    def __len__(self) -> int: ...
    def __getitem__(self, index: int, /) -> Any: ...
    def __iter__(self) -> Iterator[Any]: ...


class LegalDecisions:
    """The legal answers to a request, as ``first × second`` built into decisions on
    demand: sized, iterable and indexable without building thousands of objects.
    (``first`` and ``second`` are whatever ``build`` takes: placements, cells,
    terrains, turns.)"""

    def __init__(
        self,
        first: Choices = (),
        second: Choices = (None,),
        build: Callable[[Any, Any], Decision] | None = None,
    ) -> None:
        self.first, self.second = first, second
        self.build: Callable[[Any, Any], Decision] = build or _nothing

    def __len__(self) -> int:
        return len(self.first) * len(self.second)

    def __bool__(self) -> bool:
        return len(self) > 0

    def __getitem__(self, index: int) -> Decision:
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        a, b = divmod(index, len(self.second))
        return self.build(self.first[a], self.second[b])

    def __iter__(self) -> Iterator[Decision]:
        for a in self.first:
            for b in self.second:
                yield self.build(a, b)

    def sample(self, rng: random.Random) -> Decision:
        return self[rng.randrange(len(self))]


def _nothing(first: object, second: object) -> Decision:
    """The builder of an empty :class:`LegalDecisions` (never called: it has none)."""
    raise IndexError("no legal decisions")
