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
from ..rules.setup import Setup
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
    games = []
    for folder in (data_folder / JOURNEY, data_folder / CAMPAIGNS):
        for path, saved in _saves(folder):
            part = part_of(path, saved.setup, chapters)
            if part is not None:
                games.append(entry_of(path, saved, part))
    sort_newest_first(games)
    return games


def part_of(path: Path | None, setup: Setup, chapters: Journey | None = None) -> PartOf | None:
    """What the game of ``setup`` autosaved at ``path`` is a part of: a journey
    chapter, a week's challenge or a campaign's chapter — known by the file's folder
    and name, and only if the game is that deal (whoever plays it). None for a game
    of its own (or one that is not its chapter's deal)."""
    if path is None or not path.name.endswith(SUFFIX):
        return None
    stem = path.name.removesuffix(SUFFIX)
    if path.parent.name == JOURNEY:
        week = _WEEK.match(stem)
        if week is not None:
            try:
                deal = deal_of(Week.from_key(week["key"]))
            except ValueError:
                return None
            return PartOf("week", week=week["key"]) if deal.is_its_game(setup) else None
        chapters = chapters or journey()
        index = chapters.index_of(stem)
        if index is not None and chapters.chapters[index].is_its_game(setup):
            return PartOf("journey", index + 1)
    elif path.parent.name == CAMPAIGNS:
        match = _CAMPAIGN_CHAPTER.match(stem)
        if match is not None and _is_campaign_chapter(
            CampaignBook(path.parent), match["campaign"], int(match["number"]), setup
        ):
            return PartOf("campaign", int(match["number"]))
    return None


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


def _is_campaign_chapter(book: CampaignBook, campaign_id: str, number: int, setup: Setup) -> bool:
    """A chapter's game whose campaign is still played and still has that deal."""
    try:
        campaign = book.load(campaign_id)
    except RecordError:
        return False
    return (
        campaign.active
        and 1 <= number <= len(campaign.chapters)
        and campaign.setup(number - 1) == setup
    )
