"""The game's components as data: terrains, monsters, cards, seasons, sheet sides.

The pydantic models here are the schema of ``resources/data/*.json``
(:mod:`.cards` loads the files): a file that does not fit raises an error naming
the file and the field, so a typo in the data never becomes a wrong rule at play
time (ARCHITECTURE "Data, not code, for cards").
"""

from __future__ import annotations

from enum import StrEnum
from functools import cached_property
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .board import grid
from .board.grid import Cell, Offsets

CardSet = Literal["heroes", "base"]
EdictLetter = Literal["A", "B", "C", "D"]
EDICT_LETTERS: tuple[EdictLetter, ...] = ("A", "B", "C", "D")


class Terrain(StrEnum):
    """The terrain types of RULES §2. Mountains are printed, never drawn."""

    FOREST = "forest"
    VILLAGE = "village"
    FARM = "farm"
    WATER = "water"
    MONSTER = "monster"
    HERO = "hero"
    MOUNTAIN = "mountain"


# The terrains an explore card offers (RULES §4): a hero space stands in for one of
# them under the wildcard reading (RULES §18 K6).
BASIC_TERRAINS: tuple[Terrain, ...] = (
    Terrain.FOREST,
    Terrain.VILLAGE,
    Terrain.FARM,
    Terrain.WATER,
)
# Everything a player draws; mountains are printed (RULES §2).
DRAWN_TERRAINS: tuple[Terrain, ...] = (*BASIC_TERRAINS, Terrain.MONSTER, Terrain.HERO)
# The seven terrain types the type-counting cards count (RULES §16, §18 K6).
TERRAIN_TYPES: tuple[Terrain, ...] = (*DRAWN_TERRAINS, Terrain.MOUNTAIN)


class Monster(StrEnum):
    """The Heroes monsters; each writes its initial in its spaces (RULES §9)."""

    DRAGON = "dragon"
    ZOMBIE = "zombie"
    TROLL = "troll"
    GORGON = "gorgon"

    @property
    def initial(self) -> str:
        return {"dragon": "D", "zombie": "Z", "troll": "T", "gorgon": "G"}[self.value]


class DataError(ValueError):
    """A data file does not match its schema; the message names the file and field."""


class DataModel(BaseModel):
    """Every data model: unknown fields are errors, and loaded data never changes."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def _check_shape_rows(rows: list[str], marks: str) -> list[str]:
    """Shapes are drawn as equal-length strings with a tight bounding box (its outer
    rows and columns hold a cell; gaps inside are allowed, RULES §5). The solo walk
    (RULES §8.1) places the box, so a loose box would shift every monster."""
    if not rows:
        raise ValueError("a shape needs at least one row")
    if len({len(row) for row in rows}) != 1:
        raise ValueError(f"rows of a shape must have equal length, got {rows!r}")
    allowed = set(marks) | {"."}
    for row in rows:
        if set(row) - allowed:
            raise ValueError(f"only {sorted(allowed)} may appear in a shape, got {row!r}")
    if set(rows[0]) == {"."} or set(rows[-1]) == {"."}:
        raise ValueError(f"shape {rows!r} has an empty first or last row")
    if all(row[0] == "." for row in rows) or all(row[-1] == "." for row in rows):
        raise ValueError(f"shape {rows!r} has an empty first or last column")
    return rows


class Shape(DataModel):
    rows: list[str]
    coin: bool = False

    @field_validator("rows")
    @classmethod
    def _rows(cls, rows: list[str]) -> list[str]:
        return _check_shape_rows(rows, "X")

    @cached_property
    def cells(self) -> Offsets:
        return grid.parse_shape(self.rows)


class ExploreCard(DataModel):
    """An explore card: time value, terrain choices and one or two shapes (RULES §4)."""

    id: str
    set: CardSet
    time: Annotated[int, Field(ge=0, le=8)]
    terrains: list[Terrain] = Field(min_length=1)
    shapes: list[Shape] = Field(min_length=1, max_length=2)

    @field_validator("terrains")
    @classmethod
    def _terrains(cls, terrains: list[Terrain]) -> list[Terrain]:
        if len(set(terrains)) != len(terrains):
            raise ValueError("a terrain is listed twice")
        if Terrain.MOUNTAIN in terrains or Terrain.HERO in terrains:
            raise ValueError("explore cards never offer mountain or hero terrain")
        return terrains


class RuinsCard(DataModel):
    """A base-game ruins card (Temple Ruins, Outpost Ruins): no shapes, no terrain,
    time 0. Revealing one makes the next explore card cover an unfilled ruins space
    (RULES §17.1); the rules live in ``game.py``."""

    id: str
    set: CardSet
    time: Literal[0] = 0


class AmbushCard(DataModel):
    """An ambush card: the monster in printed orientation, pass arrow, solo corner
    (RULES §7, §8). ``monster`` is None for base-game monsters without an initial."""

    id: str
    set: CardSet
    monster: Monster | None
    rows: list[str]
    arrow: Literal["clockwise", "counterclockwise"]
    solo_corner: Literal["top_left", "top_right", "bottom_right", "bottom_left"]
    time: Literal[0] = 0

    @field_validator("rows")
    @classmethod
    def _rows(cls, rows: list[str]) -> list[str]:
        return _check_shape_rows(rows, "X")

    @model_validator(mode="after")
    def _monster_matches_the_box(self) -> AmbushCard:
        """Heroes monsters carry an initial and an ability (RULES §9); base-game
        monsters have neither (RULES §17.1)."""
        if self.set == "base" and self.monster is not None:
            raise ValueError("base-game ambush cards have no monster initial (monster: null)")
        if self.set == "heroes" and self.monster is None:
            raise ValueError("Heroes ambush cards name their monster")
        return self

    @cached_property
    def cells(self) -> Offsets:
        return grid.parse_shape(self.rows)


class HeroCard(DataModel):
    """A hero card: the attack pattern around the hero space ``H`` (RULES §10)."""

    id: str
    set: CardSet
    pattern: list[str]
    time: Literal[0] = 0

    @field_validator("pattern")
    @classmethod
    def _pattern(cls, rows: list[str]) -> list[str]:
        _check_shape_rows(rows, "H*")
        if sum(row.count("H") for row in rows) != 1:
            raise ValueError("an attack pattern has exactly one hero space H")
        if not any("*" in row for row in rows):
            raise ValueError("an attack pattern needs at least one attack mark *")
        return rows

    @cached_property
    def attack_offsets(self) -> tuple[Cell, ...]:
        """Attack marks relative to the hero space, in printed orientation."""
        (hero,) = grid.parse_shape(self.pattern, "H")
        return tuple(
            sorted((r - hero[0], c - hero[1]) for r, c in grid.parse_shape(self.pattern, "*"))
        )


SeasonId = Literal["spring", "summer", "fall", "winter"]
# Every season set names its seasons so, in this order, with the same edict letters
# (the catalog checks it): a season's number is enough to name it.
SEASON_IDS: tuple[SeasonId, ...] = ("spring", "summer", "fall", "winter")


class Season(DataModel):
    id: SeasonId
    threshold: Annotated[int, Field(ge=1, le=16)]
    edicts: tuple[EdictLetter, EdictLetter]


class SeasonSet(DataModel):
    id: str
    seasons: list[Season] = Field(min_length=4, max_length=4)


ScoringBack = Literal["forest", "farm_water", "village", "general"]
SCORING_BACKS: tuple[ScoringBack, ...] = ("forest", "farm_water", "village", "general")


class ScoringCard(DataModel):
    id: str
    set: CardSet
    back: ScoringBack
    solo_value: Annotated[int, Field(ge=0, le=100)]


class SoloTitle(DataModel):
    id: str
    min_rating: int


class SheetSide(DataModel):
    """A printed map side: mountains ``M``, ruins ``R``, wasteland ``W`` (RULES §2)."""

    id: str
    set: CardSet
    landscape: Literal["wilderness", "wastelands"]
    coin_track: Annotated[int, Field(ge=1, le=30)]
    rows: list[str]

    @field_validator("rows")
    @classmethod
    def _rows(cls, rows: list[str]) -> list[str]:
        if len(rows) != grid.SIZE or any(len(row) != grid.SIZE for row in rows):
            raise ValueError("a sheet has 11 rows of 11 characters")
        for row in rows:
            if set(row) - set(".MRW"):
                raise ValueError(f"only . M R W may appear in a sheet row, got {row!r}")
        return rows

    def _features(self, ch: str) -> int:
        return grid.mask_of(
            (r, c) for r, row in enumerate(self.rows) for c, x in enumerate(row) if x == ch
        )

    @cached_property
    def mountains(self) -> int:
        return self._features("M")

    @cached_property
    def ruins(self) -> int:
        return self._features("R")

    @cached_property
    def wasteland(self) -> int:
        return self._features("W")
