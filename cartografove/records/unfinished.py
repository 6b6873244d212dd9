"""Every game not yet finished, each in its own autosave file.

A game gets its own file in ``data_dir()/unfinished/`` when it starts and keeps it
until it is finished or the player deletes it, so starting another game, opening a
file or playing a campaign chapter never overwrites another game's autosave. The
file is an ordinary save whose ``meta`` says how far the game got, so listing needs
no replay. Files of the single autosave of earlier versions are adopted.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from ..rules.game import Game
from ..rules.save import SavedGame, SaveError, load_game, read_save
from .files import DataFolder, Problem, RecordError, record_error, set_aside

FOLDER = "unfinished"
SUFFIX = ".kartografove"
LEGACY_AUTOSAVE = "autosave.kartografove"
"""The one autosave of version 0.1, in the data folder itself."""
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def progress_meta(game: Game) -> dict[str, object]:
    """What a listing shows without replaying: written into every autosave."""
    return {"season": game.season, "over": game.over}


def hints_of(meta: dict[str, Any]) -> int:
    """The hints an autosave's ``meta`` counts (0 when it does not say)."""
    hints = meta.get("hints")
    return hints if isinstance(hints, int) and not isinstance(hints, bool) and hints >= 0 else 0


@dataclass(frozen=True, slots=True)
class PartOf:
    """What a game left midway is a part of, when it is more than a game: a journey
    chapter, the challenge of a week or a custom campaign's chapter (each keeps its
    game in progress beside its own records: :mod:`.left_midway`)."""

    kind: Literal["journey", "week", "campaign"]
    number: int = 0
    """The chapter's number, from 1 (a journey chapter, a campaign's chapter)."""
    week: str = ""
    """The week's key, ``2026-W48`` (the week's challenge)."""


@dataclass(frozen=True, slots=True)
class UnfinishedGame:
    """One game to continue: its file, who plays, on which sheet, how far, when, and
    what it is part of (None: a game of its own)."""

    path: Path
    players: tuple[str, ...]
    side: str
    season: int | None  # 0–3; None if the file does not say
    saved: datetime | None
    part_of: PartOf | None = None


@dataclass(frozen=True, slots=True)
class Listing:
    games: tuple[UnfinishedGame, ...]  # most recently played first
    problems: tuple[Problem, ...] = ()


class UnfinishedGames(DataFolder):
    """The folder of autosaves: a new file per game, the list, continue, delete."""

    subfolder = FOLDER

    def new_path(self) -> Path:
        """A file no other game uses (created empty-free: only the name is reserved
        by its randomness; the session writes it at once)."""
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        while True:
            path = self.folder / f"{stamp}-{secrets.token_hex(3)}{SUFFIX}"
            if not os.path.lexists(path):
                return path

    def adopt_legacy(self, data_folder: Path) -> None:
        """Move the single autosave of an earlier version into the folder (once)."""
        legacy = data_folder / LEGACY_AUTOSAVE
        if legacy.is_file():
            with contextlib.suppress(OSError):
                os.rename(legacy, self.new_path())

    def games(self) -> Listing:
        """Every unfinished game, newest first; damaged files set aside and reported,
        a newer version's file reported and left alone, finished games skipped."""
        games, problems = [], []
        for path in self.folder.glob(f"*{SUFFIX}"):
            try:
                saved = _read(path)
            except RecordError as error:
                problems.append(set_aside(error))
                continue
            if saved.meta.get("over") is True:
                continue
            games.append(entry_of(path, saved))
        sort_newest_first(games)
        return Listing(tuple(games), tuple(problems))

    def open(self, path: Path) -> Game:
        """Replay a game to continue it; a damaged file is set aside and raised as a
        :class:`RecordError` (a newer version's file is left alone)."""
        return self.open_saved(path)[0]

    def open_saved(self, path: Path) -> tuple[Game, SavedGame]:
        """:meth:`open`, with the save itself (who plays each seat, say)."""
        try:
            return load_game(path)
        except SaveError as error:
            failure = record_error(error)
            set_aside(failure)
            raise failure from None

    def owns(self, path: Path | None) -> bool:
        """Whether ``path`` is one of this folder's autosaves (not a campaign's)."""
        return path is not None and path.parent == self.folder and path.suffix == SUFFIX

    def delete(self, path: Path) -> None:
        path.unlink(missing_ok=True)


def sort_newest_first(games: list[UnfinishedGame]) -> None:
    """Most recently played first (the one offered at the next start)."""
    games.sort(key=lambda g: (g.saved or _EPOCH, _written(g.path), g.path.name), reverse=True)


def _read(path: Path) -> SavedGame:
    try:
        return read_save(path)
    except SaveError as error:
        raise record_error(error) from None


def _written(path: Path) -> int:
    """When the file was last written, to the nanosecond: a save says its time to the
    second only, and two games saved within one second must still be told apart (the
    one played last is the one offered at the next start)."""
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return 0


def entry_of(path: Path, saved: SavedGame, part_of: PartOf | None = None) -> UnfinishedGame:
    """How a save file is listed: read from its setup and ``meta``, no replay."""
    season = saved.meta.get("season")
    try:
        when: datetime | None = datetime.fromisoformat(saved.saved)
    except ValueError:
        when = None
    if when is not None and when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return UnfinishedGame(
        path,
        saved.setup.players,
        saved.setup.side,
        season if type(season) is int and 0 <= season <= 3 else None,
        when,
        part_of,
    )
