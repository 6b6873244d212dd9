"""What happens to a game when it ends: it goes into the history and, if it is a
campaign chapter, a journey chapter or a week's challenge, there too — one call for
the app, whatever the game was."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..rules.game import Game
from .campaign import Campaign
from .campaign_book import CampaignBook
from .files import RecordError
from .history import CampaignRef, History, HistoryEntry
from .journey.progress import Attempt as ChapterAttempt
from .journey.progress import JourneyBook
from .journey.weekly import Attempt as WeekAttempt
from .journey.weekly import Week, WeekBook


@dataclass(frozen=True, slots=True)
class Recorded:
    """Where a finished game was recorded; ``failures`` are English sentences about
    what could not be written (the game itself is safe in its save file)."""

    entry: HistoryEntry | None = None
    campaign: Campaign | None = None
    chapter: int | None = None
    failures: tuple[str, ...] = ()
    journey: ChapterAttempt | None = None  # the attempt, if a journey chapter
    week: tuple[Week, WeekAttempt] | None = None  # if a week's challenge


def record_finished(
    game: Game,
    history: History | None = None,
    book: CampaignBook | None = None,
    hints: int | None = None,
    journey: JourneyBook | None = None,
    weeks: WeekBook | None = None,
    computers: Mapping[int, str] | None = None,
) -> Recorded:
    """Record a finished game in the campaign it belongs to (if any, with the
    ``hints`` it took) and in the history, which keeps the seats ``computers``
    played. Idempotent; never raises for a full disk or a read-only folder."""
    if not game.over:
        return Recorded()
    history = history or History()
    book = book or CampaignBook()
    failures: list[str] = []
    campaign = chapter = None
    if game.solo:
        try:
            found = book.record(game, hints=hints)
        except OSError as error:
            failures.append(f"the campaign could not be saved ({error.strerror or error})")
        else:
            if found is not None:
                campaign, chapter = found
    ref = None if campaign is None else CampaignRef(campaign=campaign.id, chapter=chapter or 0)
    entry = None
    try:
        entry = history.record(game, campaign=ref, computers=computers)
    except OSError as error:
        failures.append(f"the game could not be added to the history ({error.strerror or error})")
    chapter_attempt = week = None
    try:
        found_chapter = (journey or JourneyBook()).record(game)
        chapter_attempt = None if found_chapter is None else found_chapter[1]
        week = (weeks or WeekBook()).record(game) if game.solo else None
    except (OSError, RecordError, ValueError) as error:  # ValueError: a record too large
        failures.append(f"the journey could not be saved ({error})")
    return Recorded(entry, campaign, chapter, tuple(failures), chapter_attempt, week)
