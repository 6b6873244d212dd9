"""The card and map-sheet data, validated on load.

Every number a rule needs (shapes, times, thresholds, solo values, printed map
features) lives in ``resources/data/*.json``, transcribed from the
rulebooks' card lists. The pydantic models here are the schema: a file
that does not fit raises :class:`DataError` naming the file and the field, so a
typo in the data never becomes a wrong rule at play time (ARCHITECTURE "Data, not code,
for cards").
"""

from __future__ import annotations

import json
from enum import StrEnum
from functools import cache, cached_property
from pathlib import Path
from typing import Annotated, Literal, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from . import grid
from .grid import Cell, Offsets

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


DRAWN_TERRAINS: tuple[Terrain, ...] = (
    Terrain.FOREST,
    Terrain.VILLAGE,
    Terrain.FARM,
    Terrain.WATER,
    Terrain.MONSTER,
    Terrain.HERO,
)


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


class _Model(BaseModel):
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


class Shape(_Model):
    rows: list[str]
    coin: bool = False

    @field_validator("rows")
    @classmethod
    def _rows(cls, rows: list[str]) -> list[str]:
        return _check_shape_rows(rows, "X")

    @cached_property
    def cells(self) -> Offsets:
        return grid.parse_shape(self.rows)


class ExploreCard(_Model):
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


class RuinsCard(_Model):
    """A base-game ruins card (Temple Ruins, Outpost Ruins): no shapes, no terrain,
    time 0. Revealing one makes the next explore card cover an unfilled ruins space
    (RULES §17.1); the rules live in ``game.py``."""

    id: str
    set: CardSet
    time: Literal[0] = 0


class AmbushCard(_Model):
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


class HeroCard(_Model):
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


class Season(_Model):
    id: Literal["spring", "summer", "fall", "winter"]
    threshold: Annotated[int, Field(ge=1, le=16)]
    edicts: tuple[EdictLetter, EdictLetter]


class SeasonSet(_Model):
    id: str
    seasons: list[Season] = Field(min_length=4, max_length=4)


ScoringBack = Literal["forest", "farm_water", "village", "general"]
SCORING_BACKS: tuple[ScoringBack, ...] = ("forest", "farm_water", "village", "general")


class ScoringCard(_Model):
    id: str
    set: CardSet
    back: ScoringBack
    solo_value: Annotated[int, Field(ge=0, le=100)]


class SoloTitle(_Model):
    id: str
    min_rating: int


class SheetSide(_Model):
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


# --- the files ------------------------------------------------------------------


_M = TypeVar("_M", bound=BaseModel)
_T = TypeVar("_T", bound=BaseModel)


class _File(_Model):
    source: str = Field("", alias="_source")


class _SheetsFile(_File):
    sheets: list[SheetSide]


class _ExploreFile(_File):
    explore_cards: list[ExploreCard]
    ruins_cards: list[RuinsCard] = []


class _AmbushFile(_File):
    ambush_cards: list[AmbushCard]


class _HeroFile(_File):
    hero_cards: list[HeroCard]


class _SeasonFile(_File):
    season_sets: list[SeasonSet]


class _ScoringFile(_File):
    first_game: tuple[str, str, str, str]
    scoring_cards: list[ScoringCard]


class _TitleFile(_File):
    solo_titles: list[SoloTitle] = Field(min_length=1)


def _load(directory: Path, name: str, model: type[_M]) -> _M:
    path = directory / name
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise DataError(f"{path}: cannot be read ({error.strerror or error})") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise DataError(f"{path}: not valid JSON ({error})") from None
    try:
        return model.model_validate(raw)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "(top level)"
        raise DataError(f"{path}: field {where}: {first['msg']}") from None


def _by_id(path: Path, items: list[_T]) -> dict[str, _T]:
    table: dict[str, _T] = {}
    for index, item in enumerate(items):
        card_id = item.id  # type: ignore[attr-defined]
        if card_id in table:
            raise DataError(f"{path}: field {index}.id: duplicate id {card_id!r}")
        table[card_id] = item
    return table


class Catalog:
    """All cards and sheets of the shipped data, by id.

    ``explore_cards`` holds the explore cards of both boxes; ``explore`` only those of
    the Heroes box, the explore set of the default rule set (it predates the base game
    and callers read it as "the explore cards of a default game"). Ruins cards are
    explore-deck cards without shapes and have their own table, ``ruins``."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.sheets = _by_id(
            directory / "sheets.json", _load(directory, "sheets.json", _SheetsFile).sheets
        )
        explore_file = _load(directory, "explore_cards.json", _ExploreFile)
        self.explore_cards = _by_id(directory / "explore_cards.json", explore_file.explore_cards)
        self.explore = {k: v for k, v in self.explore_cards.items() if v.set == "heroes"}
        self.ruins = _by_id(directory / "explore_cards.json", explore_file.ruins_cards)
        self.ambush = _by_id(
            directory / "ambush_cards.json",
            _load(directory, "ambush_cards.json", _AmbushFile).ambush_cards,
        )
        self.heroes = _by_id(
            directory / "hero_cards.json",
            _load(directory, "hero_cards.json", _HeroFile).hero_cards,
        )
        self.season_sets = _by_id(
            directory / "seasons.json", _load(directory, "seasons.json", _SeasonFile).season_sets
        )
        scoring = _load(directory, "scoring_cards.json", _ScoringFile)
        self.scoring = _by_id(directory / "scoring_cards.json", scoring.scoring_cards)
        self.first_game = scoring.first_game
        self.solo_titles = sorted(
            _load(directory, "solo_titles.json", _TitleFile).solo_titles,
            key=lambda title: -title.min_rating,
        )
        self._check_cross_references()

    def _check_cross_references(self) -> None:
        ids: dict[str, str] = {}
        for kind, table in (
            ("explore_cards.json", self.explore_cards),
            ("explore_cards.json", self.ruins),
            ("ambush_cards.json", self.ambush),
            ("hero_cards.json", self.heroes),
        ):
            for card_id in table:
                if card_id in ids:
                    raise DataError(
                        f"{self.directory / kind}: id {card_id!r} is also used in {ids[card_id]}"
                    )
                ids[card_id] = kind
        path = self.directory / "scoring_cards.json"
        for index, card_id in enumerate(self.first_game):
            if card_id not in self.scoring:
                raise DataError(f"{path}: field first_game.{index}: unknown card {card_id!r}")
        backs = [self.scoring[card_id].back for card_id in self.first_game]
        if sorted(backs) != sorted(SCORING_BACKS):
            raise DataError(f"{path}: field first_game: needs one card of each back")

    def card_time(self, card_id: str) -> int:
        """The time value of any explore-deck card; ruins, ambush and hero cards are 0
        (RULES §4.3)."""
        if card_id in self.explore_cards:
            return self.explore_cards[card_id].time
        return 0

    def sets(self, card_set: CardSet) -> dict[str, list[str]]:
        """The ids of one box's cards by kind, in data order."""
        return {
            "explore": [c.id for c in self.explore_cards.values() if c.set == card_set],
            "ruins": [c.id for c in self.ruins.values() if c.set == card_set],
            "ambush": [c.id for c in self.ambush.values() if c.set == card_set],
            "heroes": [c.id for c in self.heroes.values() if c.set == card_set],
            "scoring": [c.id for c in self.scoring.values() if c.set == card_set],
            "sheets": [s.id for s in self.sheets.values() if s.set == card_set],
        }

    def solo_title(self, rating: int) -> str:
        """The title whose threshold the rating reaches; below all, the lowest
        (RULES §15, §19.20)."""
        for title in self.solo_titles:
            if rating >= title.min_rating:
                return title.id
        return self.solo_titles[-1].id


@cache
def catalog() -> Catalog:
    """The shipped data, loaded and validated once per process."""
    from ..paths import resource_path

    return Catalog(resource_path("data"))
