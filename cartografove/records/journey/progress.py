"""The player's journey: every finished attempt at a chapter, and what follows from them.

One file, ``data_dir()/journey/progress.json``, holds per chapter id the attempts:
when, how many stars, the score (the solo rating, or the total stars at a table), the
history key of the game (:func:`.history.game_key`: one click to watch it), its
result code (each chapter's best is replayed on load: an edited file is caught) and
how many of its moves were played after a hint (such a game earns no star: its
chapter says so, :meth:`.chapters.Chapter.stars_of`; the code proves the count).
Everything else — a chapter's best, whether it is open, the next chapter, the total
stars — is derived (ARCHITECTURE "The game is its decision log"). A damaged file is
set aside and reported like every record, and the journey starts again from what
the history can prove (:meth:`JourneyBook.rebuild`), so nothing earned is lost.

Attempts at a chapter id the journey no longer has are kept in the file untouched:
a later version may bring the chapter back.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field, StrictInt, StrictStr

from ...files import atomic_write
from ...locks import records_lock
from ...rules.game import Game
from ...rules.save import SaveError, load_game, read_save
from ...rules.setup import Setup
from ..files import (
    CorruptRecord,
    DataFolder,
    Problem,
    RecordError,
    read_bytes,
    record_error,
    set_aside,
)
from ..history import History, game_key
from ..result_code import ResultCodeError, share, verify
from ..schema import Model, Score, Timestamp, document_bytes, now
from .chapters import MAX_STARS, Chapter, Journey, journey
from .record_file import read_model

FORMAT = "kartografove-journey"
VERSION = 2
FOLDER = "journey"
FILE = "progress.json"
MAX_ATTEMPTS = 100
"""Per chapter; the oldest attempts that are not the best make way for new ones, so
the file (a result code an attempt) stays far below ``MAX_BYTES``."""
MAX_HINTS = 20_000


def _hints_counted(document: dict[str, Any]) -> dict[str, Any]:
    """Version 2 counts each attempt's hinted moves; a version-1 attempt has none
    (its result code, made before hints were recorded, says no more)."""
    return {**document, "version": 2}


MIGRATIONS = {1: _hints_counted}


class Attempt(Model):
    finished: Timestamp
    stars: StrictInt = Field(ge=0, le=MAX_STARS)
    score: Score
    history: Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{1,64}$")]
    code: Annotated[StrictStr, Field(min_length=1, max_length=40_000)]
    """The game's result code: a best attempt's stars are checked against it on
    load (:func:`check_bests`), so a hand-edited file cannot claim a star."""
    hints: StrictInt = Field(default=0, ge=0, le=MAX_HINTS)
    """The moves played after a hint (the code holds which): such a game earns no
    star, and the journey says so beside its score."""


ChapterId = Annotated[StrictStr, Field(pattern=r"^[a-z0-9-]{1,32}$")]


class Progress(Model):
    """The attempts per chapter id, as stored."""

    chapters: dict[ChapterId, tuple[Attempt, ...]] = Field(default_factory=dict)

    def attempts(self, chapter: Chapter | str) -> tuple[Attempt, ...]:
        key = chapter if isinstance(chapter, str) else chapter.id
        return self.chapters.get(key, ())

    def best(self, chapter: Chapter | str) -> Attempt | None:
        """The most stars, then the highest score; the earliest of equals."""
        best: Attempt | None = None
        for attempt in self.attempts(chapter):
            if best is None or (attempt.stars, attempt.score) > (best.stars, best.score):
                best = attempt
        return best

    def stars(self, chapter: Chapter | str) -> int:
        best = self.best(chapter)
        return 0 if best is None else best.stars

    def with_attempt(self, chapter: Chapter, attempt: Attempt) -> Progress:
        attempts = [*self.attempts(chapter), attempt]
        if len(attempts) > MAX_ATTEMPTS:
            best = Progress(chapters={chapter.id: tuple(attempts)}).best(chapter)
            attempts.remove(next(a for a in attempts if a is not best))
        return Progress(chapters={**self.chapters, chapter.id: tuple(attempts)})


@dataclass(frozen=True, slots=True)
class Standing:
    """Where the player is on the journey: derived from the progress, never stored."""

    journey: Journey
    progress: Progress

    def stars(self, index: int) -> int:
        return self.progress.stars(self.journey.chapters[index])

    def unlocked(self, index: int) -> bool:
        """The first chapter is open; any other once the one before has a star."""
        return index == 0 or self.stars(index - 1) >= 1

    @property
    def next_chapter(self) -> int | None:
        """The first open chapter without a star; None once every chapter has one."""
        for index in range(len(self.journey.chapters)):
            if self.stars(index) == 0:
                return index if self.unlocked(index) else None
        return None

    @property
    def total_stars(self) -> int:
        return sum(self.stars(i) for i in range(len(self.journey.chapters)))

    @property
    def most_stars(self) -> int:
        return sum(len(chapter.stars) for chapter in self.journey.chapters)


@dataclass(frozen=True, slots=True)
class Loaded:
    standing: Standing
    problem: Problem | None = None


def attempt_of(chapter: Chapter, game: Game, finished: str | None = None) -> Attempt:
    """A finished game of ``chapter`` as an attempt: its stars and its score."""
    result = game.result
    if result is None:
        raise ValueError("only a finished game is an attempt")
    if result.solo is not None:
        score = result.solo.rating
    else:
        score = next(s.total for s in result.standings if s.player == 0)
    return Attempt(
        finished=finished or now(),
        stars=chapter.stars_of(game),
        score=score,
        history=game_key(game.setup, game.decisions),
        code=share(game),
        hints=len(game.hinted),
    )


def check_bests(path: Path, journey: Journey, progress: Progress) -> None:
    """Replay each chapter's best attempt from its result code: it must be the
    chapter's deal and earn exactly the stars and score it claims, else the file was
    edited and is a :class:`CorruptRecord` (set aside, rebuilt from the history).
    One replay per chapter, a few milliseconds each."""
    for chapter in journey.chapters:
        best = progress.best(chapter)
        if best is None:
            continue
        try:
            game = verify(best.code)
        except ResultCodeError as error:
            raise CorruptRecord(path, f"has a best attempt that is no game ({error})") from None
        claimed = attempt_of(chapter, game, best.finished)
        if not chapter.is_its_game(game.setup) or (
            claimed.stars,
            claimed.score,
            claimed.hints,
        ) != (best.stars, best.score, best.hints):
            raise CorruptRecord(
                path, f"claims a result in chapter {chapter.id} that its game does not earn"
            )


def resume_or_deal(
    path: Path,
    setup: Setup,
    record: Callable[[Game], object],
    is_its_game: Callable[[Setup], bool] | None = None,
) -> tuple[Game, Problem | None]:
    """The unfinished game of ``setup``'s deal saved at ``path``, or a new one: what
    the journey and the week's challenge share. ``is_its_game`` says whether a saved
    game is of the deal whoever plays it (the player's name may have changed since it
    was left: the game is still theirs to finish). A finished game found there (the
    app closed before recording it) is ``record``-ed and the file removed."""
    if not path.exists():
        return Game(setup), None
    try:
        game, _ = load_game(path)
    except SaveError as error:
        return Game(setup), set_aside(record_error(error))
    its_game = is_its_game or setup.__eq__
    if its_game(game.setup) and not game.over:
        return game, None
    if game.over:
        record(game)
    with contextlib.suppress(OSError):
        path.unlink()
    return Game(setup), None


def left_midway(path: Path) -> bool:
    """Whether ``path`` holds a game not yet over (its ``meta`` says; no replay)."""
    try:
        return path.exists() and read_save(path).meta.get("over") is not True
    except SaveError:
        return False


def to_bytes(progress: Progress) -> bytes:
    return document_bytes(FORMAT, VERSION, progress)


def parse_progress(path: Path, raw: bytes) -> Progress:
    return read_model(path, raw, FORMAT, VERSION, Progress, MIGRATIONS)


class JourneyBook(DataFolder):
    """The progress file: read, record a finished chapter, rebuild from games."""

    subfolder = FOLDER

    def __init__(
        self,
        folder: Path | None = None,
        chapters: Journey | None = None,
        history: History | None = None,
    ) -> None:
        super().__init__(folder)
        self.journey = chapters or journey()
        self.history = history

    @property
    def path(self) -> Path:
        return self.folder / FILE

    def attempt_path(self, chapter: Chapter) -> Path:
        """The save file of the chapter's game in progress (autosave it here)."""
        return self.folder / f"{chapter.id}.kartografove"

    def game_for(self, chapter: Chapter, player: str) -> tuple[Game, Problem | None]:
        """The chapter's game: the one in progress in :meth:`attempt_path` if it is
        this chapter's and unfinished, else a new deal. A damaged file is set aside
        (and reported); a finished one is recorded first."""
        return resume_or_deal(
            self.attempt_path(chapter), chapter.setup(player), self.record, chapter.is_its_game
        )

    def in_progress(self, chapter: Chapter) -> bool:
        """Whether the chapter has a game left midway (Play resumes it)."""
        return left_midway(self.attempt_path(chapter))

    def load(self) -> Loaded:
        """The progress. A damaged file is set aside (reported once, in ``problem``)
        and the journey is rebuilt from the chapter games in the history
        (:meth:`rebuild`), so no star the games prove is lost. A newer version's file
        is left untouched and reported; nothing is written over it."""
        try:
            progress, problem = self._read()
        except RecordError as error:  # a newer version's, or one that cannot be moved
            return Loaded(Standing(self.journey, Progress()), set_aside(error))
        return Loaded(Standing(self.journey, progress), problem)

    def chapter_games(self) -> Iterator[tuple[Game, str]]:
        """The journey's games in the history (only those whose summary has a
        chapter's side and edicts are replayed); damaged entries are skipped."""
        deals = {(c.side, c.edicts) for c in self.journey.chapters}
        history = self.history or History()
        for entry in history.entries().entries:
            if (entry.summary.side, entry.edicts) not in deals:
                continue
            try:
                game, _ = history.open(entry)
            except RecordError:
                continue
            yield game, entry.summary.finished

    def record(self, game: Game, finished: str | None = None) -> tuple[Chapter, Attempt] | None:
        """Add a finished game to its chapter (found by its deal) and save; None if
        it is no chapter's game. Idempotent. Raises ``OSError`` when the file cannot
        be written, and :class:`RecordError` for a newer version's file (kept)."""
        if not game.over:
            return None
        chapter = self.journey.chapter_of(game.setup)
        if chapter is None:
            return None
        attempt = attempt_of(chapter, game, finished)
        with records_lock():  # read, add, write back: another writer waits meanwhile
            progress = self._current()
            if all(a.history != attempt.history for a in progress.attempts(chapter)):
                progress = progress.with_attempt(chapter, attempt)
                atomic_write(self.path, to_bytes(progress))
        return chapter, attempt

    def rebuild(self, games: Iterable[tuple[Game, str]]) -> Progress:
        """Record every finished chapter game in ``games`` (game, when it finished):
        how a journey set aside comes back from the history."""
        for game, finished in games:
            self.record(game, finished)
        return self._current()

    def _current(self) -> Progress:
        return self._read()[0]

    def _read(self) -> tuple[Progress, Problem | None]:
        """The progress as the file has it. A damaged file is moved aside and the
        progress rebuilt from the history; a newer version's file, or one that could
        not be moved, raises (it is never written over)."""
        path = self.path
        if not path.exists():
            return Progress(), None
        try:
            progress = parse_progress(path, read_bytes(path))
            check_bests(path, self.journey, progress)
            return progress, None
        except RecordError as error:
            if error.kind == "newer":
                raise
            problem = set_aside(error)
            if problem.kept_as is None:
                raise
        try:
            return self.rebuild(self.chapter_games()), problem
        except OSError:
            return Progress(), problem
