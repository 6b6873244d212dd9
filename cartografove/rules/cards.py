"""The card and map-sheet data, validated on load.

Every number a rule needs (shapes, times, thresholds, solo values, printed map
features) lives in ``resources/data/*.json``, transcribed from the
rulebooks' card lists. The models in :mod:`.components` are the schema:
a file that does not fit raises :class:`DataError` naming the file and the field,
so a typo in the data never becomes a wrong rule at play time (ARCHITECTURE "Data, not
code, for cards"). The models are re-exported here, where callers have always
found them.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Protocol, TypeVar

from pydantic import (
    BaseModel,
    Field,
    ValidationError,
)

from ..paths import resource_path
from .components import (
    BASIC_TERRAINS,
    DRAWN_TERRAINS,
    EDICT_LETTERS,
    SCORING_BACKS,
    SEASON_IDS,
    TERRAIN_TYPES,
    AmbushCard,
    CardSet,
    DataError,
    DataModel,
    EdictLetter,
    ExploreCard,
    HeroCard,
    Monster,
    RuinsCard,
    ScoringBack,
    ScoringCard,
    Season,
    SeasonId,
    SeasonSet,
    Shape,
    SheetSide,
    SoloTitle,
    Terrain,
)

__all__ = [
    "BASIC_TERRAINS",
    "DRAWN_TERRAINS",
    "EDICT_LETTERS",
    "SCORING_BACKS",
    "SEASON_IDS",
    "TERRAIN_TYPES",
    "AmbushCard",
    "CardSet",
    "Catalog",
    "DataError",
    "EdictLetter",
    "ExploreCard",
    "HeroCard",
    "Monster",
    "RuinsCard",
    "ScoringBack",
    "ScoringCard",
    "Season",
    "SeasonId",
    "SeasonSet",
    "Shape",
    "SheetSide",
    "SoloTitle",
    "Terrain",
    "catalog",
]

# --- the files ------------------------------------------------------------------


_M = TypeVar("_M", bound=BaseModel)


class _Identified(Protocol):
    """A card or sheet: anything the data lists by id."""

    @property
    def id(self) -> str: ...


_T = TypeVar("_T", bound=_Identified)


class _File(DataModel):
    source: str = Field("", alias="_source")


class _SheetsFile(_File):
    sheets: list[SheetSide]


class _ExploreFile(_File):
    explore_cards: list[ExploreCard]
    ruins_cards: list[RuinsCard] = Field(default_factory=list)


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
        card_id = item.id
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
        first = next(iter(self.season_sets.values()))
        letters = [season.edicts for season in first.seasons]
        for index, season_set in enumerate(self.season_sets.values()):
            if tuple(s.id for s in season_set.seasons) != SEASON_IDS or letters != [
                s.edicts for s in season_set.seasons
            ]:
                raise DataError(
                    f"{self.directory / 'seasons.json'}: field season_sets.{index}: every set "
                    f"has {', '.join(SEASON_IDS)} in this order with the same edicts"
                )

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

    return Catalog(resource_path("data"))
