"""The welcome page's three lines: the journey's next chapter, this week's challenge
and the last achievement.

The first two read two small files. The last replays the history
(:func:`cartografove.records.journey.achievements.from_history`), which takes a moment with
many games, so it runs on a worker thread (pure Python, no Qt object) and the page
asks again with a timer until it is there; it never delays the window's start."""

from __future__ import annotations

import threading
from concurrent.futures import Future
from dataclasses import dataclass

from ...records.history import History
from ...records.journey.achievements import Achievement, FromHistory, from_history, latest
from ...records.journey.progress import JourneyBook
from ...records.journey.weekly import WeekBook, week_of
from ..records.look import when_text
from ..text import translate
from .journey_screen import FULL
from .words import achievement_name, chapter_words


@dataclass(frozen=True, slots=True)
class Lines:
    journey: str
    week: str
    achievement: str = ""


def journey_lines(book: JourneyBook | None = None, weeks: WeekBook | None = None) -> Lines:
    book = book or JourneyBook()
    standing = book.load().standing
    index = standing.next_chapter
    if index is None:
        journey = translate(
            "Welcome", "The journey: a star in every chapter ({stars} {earned})"
        ).format(stars=FULL, earned=standing.total_stars)
    else:
        journey = translate("Welcome", "The journey, chapter {number}: {title}").format(
            number=index + 1, title=chapter_words(standing.journey.chapters[index].title)
        )
    week = week_of()
    best = (weeks or WeekBook()).load().weeks.of(week).best
    if best is None:
        week_line = translate("Welcome", "Challenge of the week {week}: not played yet").format(
            week=week.key
        )
    else:
        week_line = translate("Welcome", "Challenge of the week {week}: your best {rating}").format(
            week=week.key, rating=f"{best.rating:+d}"
        )
    return Lines(journey, week_line)


def achievement_line(achievement: Achievement | None) -> str:
    if achievement is None or achievement.earned is None:
        return ""
    return translate("Welcome", "Last achievement: {name} ({date})").format(
        name=achievement_name(achievement), date=when_text(achievement.earned, with_time=False)
    )


_computing: Future[FromHistory] | None = None
_computed_for: tuple[str, ...] | None = None


def achievements_later() -> Future[FromHistory]:
    """The achievements, computed on a worker thread (one at a time), and again only
    when the history's files changed (a game was added, or one set aside)."""
    global _computing, _computed_for
    files: tuple[str, ...] | None
    try:
        folder = History().folder
        files = (str(folder), *sorted(path.name for path in folder.iterdir()))
    except OSError:
        files = None
    if _computing is None or (_computing.done() and files != _computed_for):
        _computed_for = files
        future: Future[FromHistory] = Future()

        def run() -> None:
            try:
                future.set_result(from_history())
            except Exception as error:  # handed to the GUI thread as it is
                future.set_exception(error)

        threading.Thread(target=run, name="achievements", daemon=True).start()
        _computing = future
    return _computing


def last_achievement(result: FromHistory) -> Achievement | None:
    return latest(result.achievements)
