"""Chapters left midway: the journey's chapters, the week's challenge and the custom
campaigns' chapters in progress, for the lists of games to continue.

Each of them keeps its game in progress beside its own records (the journey's
``journey/<chapter>.kartografove`` and ``journey/week-<week>.kartografove``, a
campaign's ``campaigns/<id>.chapter<n>.kartografove``), not among the unfinished
games, so that playing the chapter again finds it. A player who leaves one midway
must still find it where every unfinished game is — the welcome page, Game →
Continue, the question at start-up (issue 25) — so this module lists them the same
way (:class:`~.unfinished.UnfinishedGame`, from the file's setup and ``meta``, no
replay), each saying what it is a part of. Continuing one autosaves to the same
file, so its chapter finds it too.

A file that cannot be read, or holds a game that is not its chapter's, is left out
here: the chapter itself reports it (and sets it aside) when it is played.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from ..rules.save import SavedGame, SaveError, read_save
from .campaign_book import FOLDER as CAMPAIGNS
from .campaign_book import CampaignBook
from .files import RecordError
from .journey.chapters import Journey, journey
from .journey.progress import FOLDER as JOURNEY
from .journey.weekly import Week, deal_of
from .unfinished import SUFFIX, PartOf, UnfinishedGame, entry_of, sort_newest_first

_CAMPAIGN_CHAPTER = re.compile(r"^(?P<campaign>.+)\.chapter(?P<number>[0-9]{1,2})$")
_WEEK = re.compile(r"^week-(?P<key>[0-9]{4}-W[0-9]{2})$")


def chapters_left_midway(
    data_folder: Path, chapters: Journey | None = None
) -> list[UnfinishedGame]:
    """The chapters in progress under ``data_folder`` (the folder that holds the
    ``unfinished``, ``journey`` and ``campaigns`` folders), newest first. Raises
    ``OSError`` only when a folder cannot be listed."""
    chapters = chapters or journey()
    games = [
        *_journey_games(data_folder / JOURNEY, chapters),
        *_campaign_games(data_folder / CAMPAIGNS),
    ]
    sort_newest_first(games)
    return games


def _saves(folder: Path) -> Iterator[tuple[Path, SavedGame]]:
    """Every readable save in ``folder`` whose game is not over."""
    if not folder.is_dir():
        return
    for path in folder.glob(f"*{SUFFIX}"):
        try:
            saved = read_save(path)
        except SaveError:
            continue
        if saved.meta.get("over") is not True:
            yield path, saved


def _journey_games(folder: Path, chapters: Journey) -> Iterator[UnfinishedGame]:
    by_id = {chapter.id: number for number, chapter in enumerate(chapters.chapters, start=1)}
    for path, saved in _saves(folder):
        stem = path.name.removesuffix(SUFFIX)
        week = _WEEK.match(stem)
        if week is not None:
            try:
                deal = deal_of(Week.from_key(week["key"]))
            except ValueError:  # no such week (W54)
                continue
            if deal.is_its_game(saved.setup):
                yield entry_of(path, saved, PartOf("week", week=week["key"]))
        elif stem in by_id:
            number = by_id[stem]
            if chapters.chapters[number - 1].is_its_game(saved.setup):
                yield entry_of(path, saved, PartOf("journey", number))


def _campaign_games(folder: Path) -> Iterator[UnfinishedGame]:
    """A chapter's game whose campaign is still played and still has that deal."""
    book = CampaignBook(folder)
    for path, saved in _saves(folder):
        match = _CAMPAIGN_CHAPTER.match(path.name.removesuffix(SUFFIX))
        if match is None:
            continue
        number = int(match["number"])
        try:
            campaign = book.load(match["campaign"])
        except RecordError:
            continue
        if (
            campaign.active
            and 1 <= number <= len(campaign.chapters)
            and campaign.setup(number - 1) == saved.setup
        ):
            yield entry_of(path, saved, PartOf("campaign", number))
