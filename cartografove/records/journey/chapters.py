"""The journey: the designed campaign in the box, its chapters and their goals.

The chapters are data (``resources/data/journey.json``), checked when loaded like
the card data: each has a fixed deal (rule set, side, seed, the four edicts, the
computer cartographers at the table) so everyone plays the same game, its words in
Czech, Polish and English, and one to three **stars**, each a list of conditions on
the finished game. Star *n* counts only when stars 1…*n*−1 do, so the stars say how
far up a ladder the game climbed; one star opens the next chapter.

The conditions are what a player can see on the table: the solo rating (the
rulebook's titles are the steps: −5, 0, 10, 20, 30), the place and the lead over the
best computer at a table, no stars lost to monsters, coins, and an edict that scored
every time it was scored — and a game played without the computer's hint: a hinted
game earns no star (it is recorded, with its hints, all the same). What a chapter's
progress is (attempts, best stars) is :mod:`.progress`'s; this module only knows the
chapters and how to judge a game.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, StrictInt, StrictStr, ValidationError, model_validator

from ...paths import resource_path
from ...rules.game import Game
from ...rules.rule_set import RuleSet, SetupError
from ...rules.setup import Setup
from ..schema import CardId, Model, Name, Text

LANGUAGES = ("en", "cs", "pl")
LEVELS = ("easy", "medium", "hard")
"""The computer levels a table chapter may seat (the bots' own names for them)."""
MAX_STARS = 3


class JourneyDataError(ValueError):
    """The journey's data file is wrong; the message names the chapter and field."""


class Words(Model):
    """One text in each of the app's languages (none may be missing or empty)."""

    en: Annotated[Text, Field(min_length=1, max_length=600)]
    cs: Annotated[Text, Field(min_length=1, max_length=600)]
    pl: Annotated[Text, Field(min_length=1, max_length=600)]

    def in_language(self, language: str) -> str:
        return str(getattr(self, language if language in LANGUAGES else "en"))


class Computer(Model):
    level: Literal["easy", "medium", "hard"]
    name: Name


class Condition(Model):
    """One thing a finished game must show; exactly one field is set.

    ``rating``: the solo rating at least this; ``place``: this place or better at
    the table (ties share a place); ``margin``: at least this many stars more than
    the best computer; ``no_monsters``: no star lost to monsters all game;
    ``coins``: at least this many coins at the end; ``edict``: that edict (A–D)
    scored at least one star every time it was scored."""

    rating: Annotated[StrictInt, Field(ge=-200, le=200)] | None = None
    place: Annotated[StrictInt, Field(ge=1, le=6)] | None = None
    margin: Annotated[StrictInt, Field(ge=0, le=60)] | None = None
    no_monsters: Literal[True] | None = None
    coins: Annotated[StrictInt, Field(ge=1, le=40)] | None = None
    edict: Literal["A", "B", "C", "D"] | None = None

    @model_validator(mode="after")
    def _one(self) -> Condition:
        if len(self.model_fields_set) != 1:
            raise ValueError("a condition names exactly one thing")
        return self

    @property
    def kind(self) -> str:
        return next(iter(self.model_fields_set))

    @property
    def value(self) -> int | str | bool:
        value = getattr(self, self.kind)
        assert value is not None
        return value  # type: ignore[no-any-return]

    def met(self, game: Game) -> bool:
        """Whether the finished ``game`` shows it, for the first player (the person)."""
        result = game.result
        assert result is not None, "only a finished game is judged"
        me = next(s for s in result.standings if s.player == 0)
        scores = game.scores[0]
        match self.kind:
            case "rating":
                return result.solo is not None and result.solo.rating >= int(self.value)
            case "place":
                return me.rank <= int(self.value)
            case "margin":
                best = max(s.total for s in result.standings if s.player != 0)
                return me.total - best >= int(self.value)
            case "no_monsters":
                return me.monster_penalty == 0
            case "coins":
                return bool(scores) and scores[-1].coins >= int(self.value)
            case "edict":
                scored = [e for s in scores for e in s.edicts if e.letter == self.value]
                return bool(scored) and all(e.points > 0 for e in scored)
        raise AssertionError(self.kind)


Star = Annotated[tuple[Condition, ...], Field(min_length=1, max_length=3)]


class Chapter(Model):
    """One chapter: its deal, its words and its stars."""

    id: Annotated[StrictStr, Field(pattern=r"^[a-z0-9-]{1,32}$")]
    rules: Literal["heroes", "base", "combined"]
    side: CardId
    seed: Annotated[StrictInt, Field(ge=0, le=10**9)]
    edicts: tuple[CardId, CardId, CardId, CardId]
    computers: tuple[Computer, ...] = Field(default=(), max_length=5)
    title: Words
    story: Words
    stars: tuple[Star, ...] = Field(min_length=1, max_length=MAX_STARS)

    @model_validator(mode="after")
    def _playable(self) -> Chapter:
        """The deal is a game the engine accepts, and every condition fits the
        chapter: a rating only alone, a place or margin only at a table."""
        try:
            self.setup("Cartographer")
        except SetupError as error:
            raise ValueError(str(error)) from None
        for star in self.stars:
            for condition in star:
                if condition.kind == "rating" and self.computers:
                    raise ValueError("a rating is a solo goal; a table chapter has places")
                if condition.kind in ("place", "margin") and not self.computers:
                    raise ValueError(f"{condition.kind} needs computers at the table")
                if condition.kind == "place" and int(condition.value) > len(self.computers) + 1:
                    raise ValueError("a place further down than the table has seats")
        return self

    @property
    def solo(self) -> bool:
        return not self.computers

    def setup(self, player: str) -> Setup:
        """The chapter's game for ``player`` (the first seat; the computers after)."""
        rules = {"heroes": RuleSet.heroes, "base": RuleSet.base, "combined": RuleSet.combined}
        return Setup(
            players=(player, *(c.name for c in self.computers)),
            seed=self.seed,
            side=self.side,
            edicts=self.edicts,
            rules=rules[self.rules](),
        )

    def is_its_game(self, setup: Setup) -> bool:
        """Whether ``setup`` is this chapter's deal, whoever plays it."""
        return bool(setup.players) and self.setup(setup.players[0]) == setup

    def stars_of(self, game: Game) -> int:
        """How many stars the finished ``game`` earns: stars in order, each needing
        all its conditions and every star before it. A game played with a hint earns
        none: the hint is the hard computer's move, and a star says what the player
        did (issue 32)."""
        if game.hinted:
            return 0
        earned = 0
        for star in self.stars:
            if not all(condition.met(game) for condition in star):
                break
            earned += 1
        return earned


class Journey(Model):
    chapters: tuple[Chapter, ...] = Field(min_length=1, max_length=24)

    @model_validator(mode="after")
    def _distinct(self) -> Journey:
        ids = [chapter.id for chapter in self.chapters]
        if len(set(ids)) != len(ids):
            raise ValueError("two chapters share an id")
        return self

    def index_of(self, chapter_id: str) -> int | None:
        return next((i for i, c in enumerate(self.chapters) if c.id == chapter_id), None)

    def chapter_of(self, setup: Setup) -> Chapter | None:
        """The chapter whose deal ``setup`` is, if any."""
        return next((c for c in self.chapters if c.is_its_game(setup)), None)


def parse_journey(raw: bytes | str, where: str = "journey.json") -> Journey:
    """The journey from its data file's text; :class:`JourneyDataError` names what is
    wrong (chapter number and field) so a mistake in the data is found at once."""
    try:
        document = json.loads(raw)
        if not isinstance(document, dict):
            raise JourneyDataError(f"{where}: the top level must be an object")
        document.pop("_source", None)
        return Journey.model_validate(document)
    except ValueError as error:  # JSONDecodeError and ValidationError are ValueErrors
        if isinstance(error, ValidationError):
            first = error.errors(include_url=False)[0]
            place = ".".join(str(part) for part in first["loc"])
            raise JourneyDataError(f"{where}: {place}: {first['msg']}") from None
        raise JourneyDataError(f"{where}: {error}") from None


@cache
def journey() -> Journey:
    """The shipped journey (read once; a broken data file is an error at start)."""
    path: Path = resource_path("data", "journey.json")
    return parse_journey(path.read_bytes(), str(path.name))
