"""Solo campaigns: a few chapters played over days, the same for everyone with a code.

A campaign file (``data_dir()/campaigns/<id>.json``; its name is its id) holds the
code, the player's name, and per chapter the *resolved* seed, side and edicts (see
:mod:`.codes` for how a code becomes chapters) with every finished attempt: date,
stars, rating, title and the decisions, so any attempt can be replayed even if the
history is cleared. Everything else — the current chapter, each chapter's best attempt, the
campaign score, the best title — is derived, never stored twice (ARCHITECTURE.md).

This module is the campaign and its file format; :mod:`.campaign_book` is the folder
of campaigns and the games being played in them.

**Campaign score** = the stars (total reputation) of the best attempt of each
finished chapter, added up. Everyone playing one code plays the same chapters, so
stars compare fairly, and unlike ratings they never go below zero.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    Field,
    StrictInt,
    StrictStr,
    ValidationError,
    model_validator,
)

from ..rules.decisions import Decision, decision_from_json
from ..rules.game import Game, IllegalDecision
from ..rules.setup import Setup
from .codes import chapter_plan, parse_code, random_code
from .files import (
    CorruptRecord,
    parse_document,
    read_bytes,
)
from .history import game_key
from .schema import (
    CardId,
    Model,
    Name,
    Score,
    Timestamp,
    document_bytes,
    invalid,
    moment,
    now,
)

FORMAT = "kartografove-campaign"
VERSION = 2
DEFAULT_CHAPTERS = 4
MAX_CHAPTERS = 12
MAX_ATTEMPTS = 500
"""Per chapter. The oldest attempts (never the best) make way for new ones, and a file
claiming more is damaged."""
KEPT_REPLAYS = 10
"""Attempts whose decisions a chapter keeps besides its best: the newest ones. Older
attempts keep their date, stars, rating and title (their games stay in the history), so
a campaign file stays far below what :func:`read_bytes` accepts however long it is played
(``MAX_BYTES``; ``tests/records/test_campaign.py`` writes the largest one and reads it)."""
MAX_DECISIONS = 400
"""Per attempt: a solo game has about 30 decisions, so more means damage."""

# MIGRATIONS[n] turns a version-n campaign document into a version-(n+1) one; reading
# runs every step from the file's version up to VERSION, so old campaigns keep opening.


def _hints_counted(document: dict[str, Any]) -> dict[str, Any]:
    """Version 2 counts the hints of each attempt; a version-1 attempt's count is
    unknown (None), not zero — hints existed before they were counted."""
    return {**document, "version": 2}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _hints_counted}


def _decisions(items: tuple[dict[str, Any], ...]) -> tuple[dict[str, Any], ...]:
    for item in items:
        decision_from_json(item)  # DecisionFormatError is a ValueError: pydantic reports it
    return items


def _code(text: str) -> str:
    if parse_code(text) != text:
        raise ValueError("the code must be stored without dashes or spaces")
    return text


class Attempt(Model):
    """One finished game of a chapter."""

    finished: Timestamp
    total: Score  # stars (reputation) — what the campaign score adds up
    rating: Score  # stars minus the edicts' solo values (RULES §15)
    title: CardId  # the solo title id ("p10", "m5", …)
    decisions: Annotated[
        tuple[dict[str, Any], ...], Field(max_length=MAX_DECISIONS), AfterValidator(_decisions)
    ] = ()
    """Empty for an old attempt whose replay was dropped (see ``KEPT_REPLAYS``)."""
    history: Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{1,64}$")] | None = None
    hints: Annotated[StrictInt, Field(ge=0, le=MAX_DECISIONS)] | None = None
    """How many times the computer's hint was shown (None: not counted, version 1)."""

    @property
    def when(self) -> datetime:
        return moment(self.finished)

    def game_decisions(self) -> tuple[Decision, ...]:
        return tuple(decision_from_json(item) for item in self.decisions)


class Chapter(Model):
    """A chapter's game, fixed when the campaign was created, and its attempts."""

    seed: StrictInt = Field(ge=0, le=2**63)
    side: CardId
    edicts: tuple[CardId, CardId, CardId, CardId]
    attempts: tuple[Attempt, ...] = Field(default=(), max_length=MAX_ATTEMPTS)

    def setup(self, player: str) -> Setup:
        return Setup(players=(player,), seed=self.seed, side=self.side, edicts=self.edicts)

    @property
    def finished(self) -> bool:
        return bool(self.attempts)

    def with_attempt(self, attempt: Attempt) -> Chapter:
        """The chapter with ``attempt`` added. At most ``MAX_ATTEMPTS`` are kept (the
        oldest that is not the best goes), and only the best and the ``KEPT_REPLAYS``
        newest keep their decisions: that bounds the campaign file by construction."""
        attempts = [*self.attempts, attempt]
        if len(attempts) > MAX_ATTEMPTS:
            best = _best(attempts)
            attempts.remove(next(a for a in attempts if a is not best))
        best = _best(attempts)
        replayable = {id(best), *(id(a) for a in attempts[-KEPT_REPLAYS:])}
        kept = tuple(
            a if id(a) in replayable else a.model_copy(update={"decisions": ()}) for a in attempts
        )
        return self.model_copy(update={"attempts": kept})

    @property
    def best(self) -> Attempt | None:
        """The highest rating (in one chapter that is also the most stars); the
        earliest of equals, so a record is not taken by a tie."""
        return _best(self.attempts)


def _best(attempts: Sequence[Attempt]) -> Attempt | None:
    """The highest rating; the earliest of equals, so a record is not taken by a tie."""
    best: Attempt | None = None
    for attempt in attempts:
        if best is None or attempt.rating > best.rating:
            best = attempt
    return best


class Campaign(Model):
    """A campaign as stored; ask it for everything derived."""

    id: Annotated[StrictStr, Field(exclude=True)]  # the file's name: never stored twice
    code: Annotated[StrictStr, AfterValidator(_code)]
    player: Name
    created: Timestamp
    chapters: tuple[Chapter, ...] = Field(min_length=1, max_length=MAX_CHAPTERS)
    abandoned: Timestamp | None = None

    @model_validator(mode="after")
    def _playable(self) -> Campaign:
        """Every chapter must be a game the engine accepts (SetupError → damage)."""
        for chapter in self.chapters:
            chapter.setup(self.player)
        return self

    @property
    def active(self) -> bool:
        return self.abandoned is None

    @property
    def current(self) -> int | None:
        """The first chapter without a finished attempt; None once all are done."""
        for index, chapter in enumerate(self.chapters):
            if not chapter.finished:
                return index
        return None

    @property
    def complete(self) -> bool:
        return self.current is None

    @property
    def score(self) -> int:
        """The campaign score: each finished chapter's best stars, added up."""
        return sum(c.best.total for c in self.chapters if c.best is not None)

    @property
    def rating(self) -> int:
        """Each finished chapter's best rating, added up (shown alongside)."""
        return sum(c.best.rating for c in self.chapters if c.best is not None)

    @property
    def best_title(self) -> str | None:
        """The title of the best rating reached in any chapter."""
        bests = [c.best for c in self.chapters if c.best is not None]
        return max(bests, key=lambda a: a.rating).title if bests else None

    @property
    def created_at(self) -> datetime:
        return moment(self.created)

    def setup(self, index: int) -> Setup:
        return self.chapters[index].setup(self.player)

    def chapter_of(self, setup: Setup) -> int | None:
        """Which chapter a game belongs to (its setup is the chapter's), if any."""
        for index in range(len(self.chapters)):
            if self.setup(index) == setup:
                return index
        return None

    def with_attempt(self, index: int, attempt: Attempt) -> Campaign:
        """The campaign with one more attempt at chapter ``index``, trimmed so it never
        outgrows its bounds (see :meth:`Chapter.with_attempt`)."""
        chapters = list(self.chapters)
        chapters[index] = chapters[index].with_attempt(attempt)
        return self.model_copy(update={"chapters": tuple(chapters)})


def new_campaign(
    player: str, chapters: int = DEFAULT_CHAPTERS, code: str | None = None, campaign_id: str = ""
) -> Campaign:
    """A campaign of ``chapters`` chapters from ``code`` (typed text is accepted;
    a :class:`CodeError` says what is wrong) or from a fresh random code."""
    if not 1 <= chapters <= MAX_CHAPTERS:
        raise ValueError(f"a campaign has 1 to {MAX_CHAPTERS} chapters, not {chapters}")
    code = random_code() if code is None else parse_code(code)
    created = now()
    plans = [chapter_plan(code, index) for index in range(chapters)]
    return Campaign(
        id=campaign_id or f"{created[:19].replace('-', '').replace(':', '')}-{code}",
        code=code,
        player=player,
        created=created,
        chapters=tuple(Chapter(seed=p.seed, side=p.side, edicts=p.edicts) for p in plans),
    )


def attempt_of(game: Game, finished: str | None = None, hints: int | None = None) -> Attempt:
    """A finished solo game as a chapter attempt, with the hints it took."""
    result = game.result
    if result is None or result.solo is None:
        raise ValueError("only a finished solo game is a campaign attempt")
    return Attempt(
        finished=finished or now(),
        total=result.solo.total,
        rating=result.solo.rating,
        title=result.solo.title,
        decisions=tuple(d.to_json() for d in game.decisions),
        history=game_key(game.setup, game.decisions),
        hints=hints,
    )


# --- files -------------------------------------------------------------------------------


def to_bytes(campaign: Campaign) -> bytes:
    """The file's bytes; a campaign its reader would refuse is never written."""
    return document_bytes(FORMAT, VERSION, campaign, "campaign")


@dataclass(frozen=True, slots=True)
class DamagedAttempt:
    """One attempt of a campaign file that is not what it claims: where it was (the
    chapter, from 0), the attempt exactly as the file held it, and why."""

    chapter: int
    document: Any
    reason: str


class DamagedAttempts(CorruptRecord):
    """A campaign file that is sound but for some attempts: ``campaign`` is the file
    without them, ``damaged`` are they. One bad attempt is set aside on its own
    (:meth:`.campaign_book.CampaignBook.campaigns`); the rest of the campaign — the
    player's other chapters and attempts — stays live."""

    def __init__(self, path: Path, campaign: Campaign, damaged: Sequence[DamagedAttempt]) -> None:
        first = damaged[0]
        super().__init__(path, f"has an attempt at chapter {first.chapter + 1} that {first.reason}")
        self.campaign = campaign
        self.damaged = tuple(damaged)


def parse_campaign(path: Path, raw: bytes) -> Campaign:
    """Check a campaign file's bytes; every problem is a :class:`RecordError` —
    :class:`DamagedAttempts` when only some attempts are wrong."""
    document = parse_document(path, raw, FORMAT, VERSION, MIGRATIONS)
    for key in ("format", "version", "app", "saved"):
        document.pop(key, None)
    document["id"] = path.name.removesuffix(".json")
    try:
        document["id"].encode("utf-8")
    except UnicodeEncodeError:  # a name the file system gave as undecodable bytes
        raise CorruptRecord(path, "has a file name that is not valid text") from None
    try:
        damaged = _invalid_attempts(document)
        campaign = Campaign.model_validate(document)
    except ValidationError as error:
        raise invalid(path, error) from None
    except RecursionError:
        raise invalid(path, ValueError("nested far too deeply")) from None
    chapters = list(campaign.chapters)
    for index, chapter in enumerate(campaign.chapters):
        sound = []
        for attempt in chapter.attempts:
            if problem := _attempt_problem(campaign.setup(index), attempt):
                damaged.append(DamagedAttempt(index, attempt.model_dump(mode="json"), problem))
            else:
                sound.append(attempt)
        if len(sound) != len(chapter.attempts):
            chapters[index] = chapter.model_copy(update={"attempts": tuple(sound)})
    if damaged:
        damaged.sort(key=lambda d: d.chapter)
        raise DamagedAttempts(
            path, campaign.model_copy(update={"chapters": tuple(chapters)}), damaged
        )
    return campaign


def _invalid_attempts(document: dict[str, Any]) -> list[DamagedAttempt]:
    """Take out of ``document`` each attempt that is not a valid attempt on its own
    (a wrong value, a damaged decision), so that one of them does not make the whole
    campaign unreadable; a file whose chapters are not even lists stays the
    campaign's validation's to refuse."""
    damaged: list[DamagedAttempt] = []
    chapters = document.get("chapters")
    if not isinstance(chapters, list):
        return damaged
    for index, chapter in enumerate(chapters):
        attempts = chapter.get("attempts") if isinstance(chapter, dict) else None
        if not isinstance(attempts, list):
            continue
        sound = []
        for item in attempts:
            try:
                Attempt.model_validate(item)
            except ValidationError as error:
                first = error.errors(include_url=False)[0]
                where = ".".join(str(part) for part in first["loc"]) or "the top level"
                reason = f"has an invalid value at {where} ({first['msg']})"
                damaged.append(DamagedAttempt(index, item, reason))
            else:
                sound.append(item)
        chapter["attempts"] = sound
    return damaged


_VERIFIED: set[str] = set()
"""Attempts already replayed and found to agree (a campaign is read at every change)."""


def _attempt_problem(setup: Setup, attempt: Attempt) -> str | None:
    """Why an attempt with its decisions kept is not what it claims — not a legal
    game of its chapter, or one whose stars, rating or title differ — or None.
    Without this, "Watch your best game" met the illegal game only when clicked."""
    if not attempt.decisions:
        return None  # an old attempt whose replay was dropped: only its numbers remain
    digest = hashlib.sha256(
        json.dumps(
            [setup.to_json(), attempt.model_dump(mode="json")], sort_keys=True, ensure_ascii=False
        ).encode("utf-8")
    ).hexdigest()
    if digest in _VERIFIED:
        return None
    try:
        game = Game.replay(setup, attempt.game_decisions())
    except IllegalDecision as error:
        return f"is not a legal game ({error})"
    solo = None if game.result is None else game.result.solo
    if solo is None:
        return "is not a finished game"
    if (solo.total, solo.rating, solo.title) != (attempt.total, attempt.rating, attempt.title):
        return "does not have the stars, rating or title of its game"
    _VERIFIED.add(digest)
    return None


def read_campaign(path: Path) -> Campaign:
    return parse_campaign(path, read_bytes(path))
