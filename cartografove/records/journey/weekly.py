"""The challenge of the week: one solo deal per ISO week, the same on every computer.

**The deal** depends only on the ISO year and week of the moment *in UTC*
(:func:`week_of`), so two computers anywhere in the world agree at any instant,
offline, whatever their time zones; the week turns at Monday 00:00 UTC. From
``random.Random("kartografove-week-1:<year>-W<week>")`` — a string seed, which Python
hashes with SHA-512 on every platform — are drawn, in this order: the rule set (the
week number cycles Heroes, the base game, combined play), the seed
(``randrange(1, 10**9)``), the side (``choice`` over the rule set's sides), then one
scoring card per card back of the rule set's pool (``choice``, backs in
:data:`~..rules.cards.SCORING_BACKS` order), dealt to A–D by ``shuffle``. Changing
any of this gives past weeks other deals: a new derivation needs a new prefix.

**The record** (``data_dir()/journey/weeks.json``) keeps every week played, with its
attempts (date, rating, total, title, history key, hinted moves) and, once the app
has computed it, the hard computer's rating on the same deal. A week's best is
derived, from the attempts played without a hint only: the week compares what people
played, and a hint is the hard computer's move (issue 32). A hinted attempt is kept
and shown with its hints, and has no place in the comparison. Previous weeks stay, so
the list of past challenges shows how each went.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field, StrictInt, StrictStr, model_validator

from ...files import atomic_write
from ...locks import records_lock
from ...rules.cards import SCORING_BACKS, catalog
from ...rules.game import Game
from ...rules.rule_set import RuleSet
from ...rules.setup import Setup
from ..files import (
    CorruptRecord,
    DataFolder,
    Problem,
    RecordError,
    read_bytes,
    set_aside,
)
from ..history import History, game_key
from ..result_code import ResultCodeError, share, verify
from ..schema import CardId, Model, Score, Timestamp, document_bytes, now
from .progress import left_midway, resume_or_deal
from .record_file import read_model

DERIVATION = "kartografove-week-1"
FORMAT = "kartografove-weeks"
VERSION = 2
FOLDER = "journey"
FILE = "weeks.json"
MAX_WEEKS = 520
"""Ten years of weeks; the oldest make way."""
MAX_ATTEMPTS = 10
"""Per week: the best and the newest. With the weeks' bound this keeps the file far
below what a record may be (``MAX_BYTES``), however much is played."""
MAX_HINTS = 20_000
_RULES: tuple[Callable[[], RuleSet], ...] = (RuleSet.heroes, RuleSet.base, RuleSet.combined)


def _hints_counted(document: dict[str, Any]) -> dict[str, Any]:
    """Version 2 counts each attempt's hinted moves; a version-1 attempt has none."""
    return {**document, "version": 2}


MIGRATIONS = {1: _hints_counted}

WeekKey = Annotated[StrictStr, Field(pattern=r"^[0-9]{4}-W[0-9]{2}$")]


@dataclass(frozen=True, slots=True, order=True)
class Week:
    year: int
    week: int

    @property
    def key(self) -> str:
        return f"{self.year:04d}-W{self.week:02d}"

    @classmethod
    def from_key(cls, key: str) -> Week:
        year, week = key.split("-W")
        return cls(int(year), int(week))

    def starts(self) -> datetime:
        """Monday 00:00 UTC of the week."""
        return datetime.fromisocalendar(self.year, self.week, 1).replace(tzinfo=UTC)


def week_of(moment: datetime | None = None) -> Week:
    """The ISO week of ``moment`` (now by default) in UTC; a naive time is refused,
    since it would mean different weeks in different places."""
    moment = moment or datetime.now(UTC)
    if moment.tzinfo is None:
        raise ValueError("the week of a time needs its time zone")
    year, week, _ = moment.astimezone(UTC).isocalendar()
    return Week(year, week)


def week_of_deal(setup: Setup, finished: datetime) -> Week | None:
    """The week whose deal ``setup`` is, for a game that ended at ``finished``: that
    week or the one before (a game begun on Sunday night counts for its own week)."""
    this = week_of(finished)
    for week in (this, week_of(this.starts() - timedelta(days=1))):
        if deal_of(week).is_its_game(setup):
            return week
    return None


@dataclass(frozen=True, slots=True)
class Deal:
    """A week's game, without the player's name."""

    week: Week
    rules: RuleSet
    seed: int
    side: str
    edicts: tuple[str, str, str, str]

    def setup(self, player: str) -> Setup:
        return Setup(
            players=(player,), seed=self.seed, side=self.side, edicts=self.edicts, rules=self.rules
        )

    def is_its_game(self, setup: Setup) -> bool:
        return len(setup.players) == 1 and self.setup(setup.players[0]) == setup


def deal_of(week: Week) -> Deal:
    """The week's deal (the order of the draws is part of the format: see above)."""
    rng = random.Random(f"{DERIVATION}:{week.key}")
    rules = _RULES[week.week % len(_RULES)]()
    seed = rng.randrange(1, 10**9)
    side = rng.choice(rules.sides)
    data = catalog()
    edicts = [
        rng.choice([card for card in rules.scoring if data.scoring[card].back == back])
        for back in SCORING_BACKS
    ]
    rng.shuffle(edicts)
    return Deal(week, rules, seed, side, (edicts[0], edicts[1], edicts[2], edicts[3]))


# --- the record ------------------------------------------------------------------------


class Attempt(Model):
    finished: Timestamp
    rating: Score
    total: Score
    title: CardId
    history: Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{1,64}$")]
    code: Annotated[StrictStr, Field(min_length=1, max_length=40_000)]
    """The game's result code: each week's best is replayed on load."""
    hints: StrictInt = Field(default=0, ge=0, le=MAX_HINTS)
    """The moves played after a hint: a hinted attempt is no week's best."""


def _best(attempts: tuple[Attempt, ...]) -> Attempt | None:
    """The highest rating of the attempts played without a hint (the first of equals)."""
    best: Attempt | None = None
    for attempt in attempts:
        if not attempt.hints and (best is None or attempt.rating > best.rating):
            best = attempt
    return best


class WeekRecord(Model):
    attempts: tuple[Attempt, ...] = Field(default=(), max_length=MAX_ATTEMPTS)
    computer: Score | None = None
    """The hard computer's rating on the deal, once computed."""

    @property
    def best(self) -> Attempt | None:
        """The week's place in the comparison: its best game without a hint."""
        return _best(self.attempts)

    @property
    def hinted(self) -> tuple[Attempt, ...]:
        """The attempts played with a hint: shown, never compared."""
        return tuple(attempt for attempt in self.attempts if attempt.hints)


def _trimmed(attempts: tuple[Attempt, ...]) -> tuple[Attempt, ...]:
    """At most :data:`MAX_ATTEMPTS`: the week's best is never the one to go."""
    if len(attempts) <= MAX_ATTEMPTS:
        return attempts
    best = _best(attempts) or attempts[-1]
    newest = [a for a in attempts if a is not best][-(MAX_ATTEMPTS - 1) :]
    return tuple(sorted([best, *newest], key=attempts.index))


class Weeks(Model):
    weeks: dict[WeekKey, WeekRecord] = Field(default_factory=dict, max_length=MAX_WEEKS)

    @model_validator(mode="after")
    def _real_weeks(self) -> Weeks:
        for key in self.weeks:
            Week.from_key(key).starts()  # week 54 of a year is a ValueError: damage
        return self

    def of(self, week: Week) -> WeekRecord:
        return self.weeks.get(week.key, WeekRecord())

    def played(self) -> list[tuple[Week, WeekRecord]]:
        """Every week with an attempt, newest first."""
        found = [(Week.from_key(k), r) for k, r in self.weeks.items() if r.attempts]
        return sorted(found, reverse=True, key=lambda item: item[0])


@dataclass(frozen=True, slots=True)
class Loaded:
    weeks: Weeks
    problem: Problem | None = None


def parse_weeks(path: Path, raw: bytes) -> Weeks:
    """The weeks in a file's bytes, each week's best replayed from its result code:
    a hand-edited best is a :class:`CorruptRecord`."""
    weeks = read_model(path, raw, FORMAT, VERSION, Weeks, MIGRATIONS)
    for key, record in weeks.weeks.items():
        best = record.best
        if best is None:
            continue
        try:
            game = verify(best.code)
        except ResultCodeError as error:
            raise CorruptRecord(path, f"has a best game that is no game ({error})") from None
        solo = game.result.solo if game.result is not None else None
        if not deal_of(Week.from_key(key)).is_its_game(game.setup) or (
            solo is None or solo.rating != best.rating or solo.total != best.total or game.hinted
        ):
            raise CorruptRecord(path, f"claims a result in week {key} that its game does not earn")
    return weeks


class WeekBook(DataFolder):
    """The weeks file: read it, record a finished challenge, note the computer's rating."""

    subfolder = FOLDER

    def __init__(self, folder: Path | None = None, history: History | None = None) -> None:
        super().__init__(folder)
        self.history = history

    @property
    def path(self) -> Path:
        return self.folder / FILE

    def attempt_path(self, week: Week) -> Path:
        """The save file of the week's game in progress."""
        return self.folder / f"week-{week.key}.kartografove"

    def game_for(self, week: Week, player: str) -> tuple[Game, Problem | None]:
        """The week's game: the one in progress, or a new deal (see
        :func:`.progress.resume_or_deal`)."""

        deal = deal_of(week)
        return resume_or_deal(
            self.attempt_path(week), deal.setup(player), self.record, deal.is_its_game
        )

    def in_progress(self, week: Week) -> bool:
        """Whether the week's challenge was left midway (Play resumes it)."""
        return left_midway(self.attempt_path(week))

    def load(self) -> Loaded:
        """The weeks. A damaged or edited file is set aside and reported
        (``problem``), and the weeks played are found again in the history
        (:meth:`rebuild`); a newer version's file is left untouched."""
        try:
            return Loaded(self._current())
        except RecordError as error:
            problem = set_aside(error)
            if error.kind == "newer" or problem.kept_as is None:
                return Loaded(Weeks(), problem)
        try:
            return Loaded(self.rebuild(), problem)
        except (OSError, RecordError):
            return Loaded(Weeks(), problem)

    def rebuild(self) -> Weeks:
        """Record again every week's challenge the history holds (the hard
        computer's ratings are computed anew when a week is played)."""
        history = self.history or History()
        for entry in history.entries().entries:
            if len(entry.players) != 1:
                continue
            this = week_of(entry.finished)
            deals = [deal_of(w) for w in (this, week_of(this.starts() - timedelta(days=1)))]
            if not any((d.side, d.edicts) == (entry.summary.side, entry.edicts) for d in deals):
                continue  # no replay for a game that is no challenge
            try:
                game, _ = history.open(entry)
            except RecordError:
                continue
            self.record(game, entry.summary.finished)
        return self._current()

    def record(self, game: Game, finished: str | None = None) -> tuple[Week, Attempt] | None:
        """Add a finished game to the week whose deal it is (this week or an earlier
        one: a game begun on Sunday and finished on Monday still counts for its own
        week). None if it is no week's game. Idempotent; raises ``OSError``."""
        result = game.result
        if result is None or result.solo is None:
            return None
        week = self.week_of_game(game.setup, finished)
        if week is None:
            return None
        attempt = Attempt(
            finished=finished or now(),
            rating=result.solo.rating,
            total=result.solo.total,
            title=result.solo.title,
            history=game_key(game.setup, game.decisions),
            code=share(game),
            hints=len(game.hinted),
        )
        with records_lock():  # read, change, write back: the GUI's and the computer's
            weeks = self._writable()
            record = weeks.of(week)
            if all(a.history != attempt.history for a in record.attempts):
                kept = _trimmed((*record.attempts, attempt))
                self._save(weeks, week, record.model_copy(update={"attempts": kept}))
        return week, attempt

    def note_computer(self, week: Week, rating: int) -> None:
        """Keep the hard computer's rating on the week's deal (computed once, on a
        worker thread: the records lock keeps it from losing an attempt recorded
        meanwhile)."""
        with records_lock():
            weeks = self._writable()
            self._save(weeks, week, weeks.of(week).model_copy(update={"computer": rating}))

    def week_of_game(self, setup: Setup, finished: str | None = None) -> Week | None:
        moment = datetime.fromisoformat(finished) if finished else datetime.now(UTC)
        return week_of_deal(setup, moment)

    def _save(self, weeks: Weeks, week: Week, record: WeekRecord) -> None:
        updated = Weeks(weeks={**weeks.weeks, week.key: record})
        if len(updated.weeks) > MAX_WEEKS:  # the oldest weeks make way
            keys = sorted(updated.weeks)[-MAX_WEEKS:]
            updated = Weeks(weeks={k: updated.weeks[k] for k in keys})
        atomic_write(self.path, document_bytes(FORMAT, VERSION, updated))

    def _current(self) -> Weeks:
        if not self.path.exists():
            return Weeks()
        return parse_weeks(self.path, read_bytes(self.path))

    def _writable(self) -> Weeks:
        """The weeks before a change: a damaged file is set aside first; a newer
        version's file raises (it is never written over)."""
        try:
            return self._current()
        except RecordError as error:
            if error.kind == "newer":
                raise
            set_aside(error)
            return Weeks()
