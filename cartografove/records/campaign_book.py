"""The campaigns folder: creating, listing, playing and recording campaigns.

A campaign file is ``data_dir()/campaigns/<id>.json`` (its name is its id; the
format is :mod:`.campaign`'s). A chapter being played is an ordinary save file next
to it (:meth:`CampaignBook.attempt_path`), autosaved after every decision by whoever
plays it; :meth:`CampaignBook.record` turns the finished game into an attempt. A
damaged campaign file is set aside and reported, never overwritten.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

from ..files import atomic_write, write_aside
from ..locks import records_lock
from ..rules.game import Game
from ..rules.save import SaveError, load_game
from .campaign import (
    DEFAULT_CHAPTERS,
    Campaign,
    DamagedAttempts,
    attempt_of,
    new_campaign,
    read_campaign,
    to_bytes,
)
from .files import DataFolder, Problem, RecordError, record_error, set_aside
from .schema import now
from .unfinished import FOLDER as UNFINISHED
from .unfinished import UnfinishedGames, hints_of

FOLDER = "campaigns"


@dataclass(frozen=True, slots=True)
class Listing:
    campaigns: tuple[Campaign, ...]  # active first, then newest first
    problems: tuple[Problem, ...] = ()


@dataclass(frozen=True, slots=True)
class ChapterGame:
    """A chapter's game ready to play: where to autosave it, whether it was resumed,
    and what went wrong with an in-progress file, if anything (it was set aside)."""

    campaign: Campaign
    chapter: int
    game: Game
    autosave: Path
    resumed: bool
    problem: Problem | None = None
    hints: int = 0  # hints already shown in the game resumed (its autosave says)
    kept: Path | None = None
    """Where a game found in the chapter's file that is not the chapter's game (another
    version's setup, say) was kept: an ordinary unfinished game now, never deleted."""


class CampaignBook(DataFolder):
    """The campaigns folder: create, list, play, record, abandon."""

    subfolder = FOLDER

    def path_of(self, campaign: Campaign | str) -> Path:
        key = campaign if isinstance(campaign, str) else campaign.id
        return self.folder / f"{key}.json"

    def attempt_path(self, campaign: Campaign, chapter: int) -> Path:
        """The save file of the chapter's game in progress (autosave it here)."""
        return self.folder / f"{campaign.id}.chapter{chapter + 1}.kartografove"

    # --- reading and writing ----------------------------------------------------------

    def save(self, campaign: Campaign) -> None:
        """Write atomically (temp file, fsync, rename). Raises ``OSError``."""
        atomic_write(self.path_of(campaign), to_bytes(campaign))

    def load(self, campaign_id: str) -> Campaign:
        """One campaign, or a :class:`RecordError` (a damaged file is not touched;
        damaged attempts are set aside, see :meth:`_read`)."""
        return self._read(self.path_of(campaign_id))[0]

    def _read(self, path: Path) -> tuple[Campaign, Problem | None]:
        """The campaign in ``path``, and what was wrong with it if anything. Attempts
        that are not what they claim are taken out on their own: kept in
        ``<id>.attempts.corrupt`` (never over an earlier one), then the campaign is
        written back without them, so its other chapters and attempts stay live.
        Any other damage is the caller's :class:`RecordError`."""
        try:
            return read_campaign(path), None
        except DamagedAttempts:
            pass
        with records_lock():  # another writer may be changing this very file
            try:
                return read_campaign(path), None  # it did: the file is sound now
            except DamagedAttempts as error:
                damaged = error
            kept: Path | None = None
            with contextlib.suppress(OSError):
                kept = write_aside(path.with_suffix(".attempts"), _damaged_bytes(damaged))
            if kept is not None:
                with contextlib.suppress(OSError):  # else it is taken out at the next read
                    self.save(damaged.campaign)
        chapters = tuple(sorted({d.chapter + 1 for d in damaged.damaged}))
        problem = Problem(path, "corrupt", damaged.reason, kept, chapters)
        return damaged.campaign, problem

    def campaigns(self) -> Listing:
        """Every readable campaign. A damaged or unreadable file is moved aside to
        ``*.corrupt`` and reported; a damaged attempt alone is set aside and
        reported, the campaign listed without it; a newer version's file is reported
        and left."""
        found, problems = [], []
        for path in sorted(self.folder.glob("*.json")):
            if not path.is_file():
                continue
            try:
                campaign, problem = self._read(path)
            except RecordError as error:
                problems.append(set_aside(error))
                continue
            found.append(campaign)
            if problem is not None:
                problems.append(problem)
        found.sort(key=lambda c: (c.created_at, c.id), reverse=True)
        found.sort(key=lambda c: not c.active)
        return Listing(tuple(found), tuple(problems))

    def create(
        self, player: str, chapters: int = DEFAULT_CHAPTERS, code: str | None = None
    ) -> Campaign:
        """Create and save a campaign (see :func:`new_campaign`)."""
        campaign = new_campaign(player, chapters, code)
        base, number = campaign.id, 1
        with records_lock():
            while self.path_of(campaign).exists():
                number += 1
                campaign = campaign.model_copy(update={"id": f"{base}-{number}"})
            self.save(campaign)
        return campaign

    # --- playing ----------------------------------------------------------------------

    def play(self, campaign: Campaign, chapter: int) -> ChapterGame:
        """The chapter's game: the one in progress if there is one, else a new one.

        A finished game found in the chapter's file (the app closed before it was
        recorded) is recorded first; a damaged file is set aside and reported."""
        if not campaign.active:
            raise ValueError("an abandoned campaign cannot be played")
        setup = campaign.setup(chapter)
        path = self.attempt_path(campaign, chapter)
        problem = kept = None
        if path.exists():
            try:
                game, saved = load_game(path)
            except SaveError as error:
                problem = set_aside(record_error(error))
            else:
                hints = hints_of(saved.meta)
                if game.setup == setup and not game.over:
                    return ChapterGame(campaign, chapter, game, path, True, hints=hints)
                if game.setup == setup:
                    found = self.record(game, campaign, hints=hints)
                    campaign, _ = found or (campaign, chapter)
                    with contextlib.suppress(OSError):
                        path.unlink()
                else:
                    kept = self._keep_elsewhere(path)
        return ChapterGame(campaign, chapter, Game(setup), path, False, problem, kept=kept)

    def _keep_elsewhere(self, path: Path) -> Path:
        """Move a game that no longer fits its chapter among the unfinished games
        (a finished one is recorded from there at the next start). Raises ``OSError``
        rather than lose it: the chapter then waits until it can be moved."""
        games = UnfinishedGames(self.folder.parent / UNFINISHED if self._folder else None)
        target = games.new_path()
        os.rename(path, target)
        return target

    def in_progress(self, campaign: Campaign, chapter: int) -> bool:
        """Whether the chapter has a game in progress to resume."""
        return self.attempt_path(campaign, chapter).exists()

    def record(
        self,
        game: Game,
        campaign: Campaign | None = None,
        finished: str | None = None,
        hints: int | None = None,
    ) -> tuple[Campaign, int] | None:
        """Add a finished game to the campaign chapter it belongs to (found by its
        setup; all active campaigns are searched if none is given) and save.
        Recording the same game twice adds it once. None if it is no chapter's game.
        Raises ``OSError`` if the campaign cannot be written."""
        if not game.over:
            return None
        with records_lock():  # read, add, write back: another writer waits meanwhile
            return self._record(game, campaign, finished, hints)

    def _record(
        self, game: Game, campaign: Campaign | None, finished: str | None, hints: int | None
    ) -> tuple[Campaign, int] | None:
        for current in self._latest(campaign):
            if not current.active:
                continue
            chapter = current.chapter_of(game.setup)
            if chapter is None:
                continue
            attempt = attempt_of(game, finished, hints)
            if any(a.history == attempt.history for a in current.chapters[chapter].attempts):
                return current, chapter
            current = current.with_attempt(chapter, attempt)
            self.save(current)
            path = self.attempt_path(current, chapter)
            with contextlib.suppress(OSError):
                if path.exists() and _finished_there(path):
                    path.unlink()
            return current, chapter
        return None

    def _latest(self, campaign: Campaign | None) -> list[Campaign]:
        """The campaign as its file has it now (or every readable one). Damaged
        files are skipped here, not moved: the list reports them when it is shown."""
        if campaign is not None:
            try:
                return [self.load(campaign.id)]
            except RecordError:
                return [campaign]
        found = []
        for path in sorted(self.folder.glob("*.json")):
            try:
                found.append(self._read(path)[0])
            except RecordError:
                continue
        return found

    def abandon(self, campaign: Campaign) -> Campaign:
        """Stop a campaign for good: it stays listed with its results; its games in
        progress are deleted."""
        with records_lock():  # the file's attempts, not only those this caller saw
            latest = self._latest(campaign)[0]
            abandoned = latest.model_copy(update={"abandoned": now()})
            self.save(abandoned)
        for chapter in range(len(campaign.chapters)):
            with contextlib.suppress(OSError):
                self.attempt_path(campaign, chapter).unlink(missing_ok=True)
        return abandoned

    def delete(self, campaign: Campaign) -> None:
        """Remove a campaign and its games in progress from the disk."""
        for chapter in range(len(campaign.chapters)):
            self.attempt_path(campaign, chapter).unlink(missing_ok=True)
        self.path_of(campaign).unlink(missing_ok=True)


def _damaged_bytes(error: DamagedAttempts) -> bytes:
    """The damaged attempts as a file of their own: which campaign and chapter each
    came from and why it was taken out, and the attempt exactly as it was."""
    document = {
        "format": "kartografove-campaign-attempts",
        "campaign": error.campaign.id,
        "code": error.campaign.code,
        "player": error.campaign.player,
        "attempts": [
            {"chapter": d.chapter + 1, "reason": d.reason, "attempt": d.document}
            for d in error.damaged
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=1).encode("utf-8")


def _finished_there(path: Path) -> bool:
    """The chapter's file holds a finished game (so it may go once recorded); an
    unfinished one — the player undid the last move — is kept."""
    try:
        game, _ = load_game(path)
    except SaveError:
        return False
    return game.over
