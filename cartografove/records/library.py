"""Games saved under a name, in ``data_dir()/saves/``.

Each is an ordinary save file (``.kartografove``) whose ``meta`` holds the name as
typed and how far the game got, so the list needs no replay. The file name is made
safe from the typed name (no slashes, no leading dots, no names Windows reserves),
keeping letters of any language — "Čtvrtek u Łucji" stays readable in a file
manager. Opening goes through :func:`load_game`; every write is atomic.

The list of recently opened files lives in the app's settings
(``Settings.recent_files``), not here.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..rules.game import Game
from ..rules.save import SavedGame, SaveError, load_game, read_save, write_save
from .files import DataFolder, Problem, RecordError, record_error, set_aside

FOLDER = "saves"
SUFFIX = ".kartografove"
MAX_FILE_BYTES = 150
"""A file name stays well under the 255 bytes file systems allow."""
MAX_SAVE_NAME = 120
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_KEEP = set(" -–—_()[]{}+,;'!&=~@#%")
_RESERVED = {"CON", "PRN", "AUX", "NUL"} | {f"{p}{n}" for p in ("COM", "LPT") for n in range(10)}


def safe_file_name(name: str) -> str:
    """A file name (without suffix) for a typed name: letters, digits and harmless
    punctuation kept, anything else — ``/ \\ : * ? " < > |``, dots, control
    characters — turned into ``_``; never empty, hidden or reserved."""
    text = re.sub(r"\s+", " ", unicodedata.normalize("NFC", name))
    text = "".join(ch if ch.isalnum() or ch in _KEEP else "_" for ch in text)
    text = re.sub(r"_+", "_", text).strip(" _-")
    while len(text.encode("utf-8")) > MAX_FILE_BYTES:
        text = text[:-1]
    text = text.rstrip(" _-") or "game"
    if text.split(" ")[0].upper() in _RESERVED:
        text = f"_{text}"
    return text


def clean_save_name(name: str) -> str:
    """The name as it is kept: printable characters, trimmed, at most 120."""
    return "".join(ch for ch in name if ch.isprintable()).strip()[:MAX_SAVE_NAME]


@dataclass(frozen=True, slots=True)
class Progress:
    """How far a saved game got (from its meta; decisions counted if missing)."""

    decisions: int
    season: int | None = None  # 0–3 while playing
    over: bool = False


@dataclass(frozen=True, slots=True)
class SavedEntry:
    name: str
    path: Path
    saved: datetime | None
    players: tuple[str, ...]
    progress: Progress


@dataclass(frozen=True, slots=True)
class Listing:
    entries: tuple[SavedEntry, ...]  # most recently saved first
    problems: tuple[Problem, ...] = ()


class SavedGames(DataFolder):
    """The folder of named saves: save, list, open, delete."""

    subfolder = FOLDER

    def path_for(self, name: str) -> Path:
        """Where a game saved under ``name`` goes: its existing file if one has that
        name (saving again replaces it), else a free file name (``… (2)`` when two
        names make the same file name)."""
        name = clean_save_name(name)
        base = safe_file_name(name)
        for number in range(1, 10_000):
            stem = base if number == 1 else f"{base} ({number})"
            path = self.folder / f"{stem}{SUFFIX}"
            if not path.exists() and not path.is_symlink():
                return path
            if self._name_in(path) == name:
                return path
        raise OSError(f"no free file name for {name!r}")

    def save(self, name: str, game: Game, computers: Mapping[int, str] | None = None) -> SavedEntry:
        """Save ``game`` under ``name`` (atomically), with the seats ``computers``
        play. Raises ``ValueError`` for an empty name and ``OSError`` if the folder
        cannot be written."""
        name = clean_save_name(name)
        if not name:
            raise ValueError("a saved game needs a name")
        path = self.path_for(name)
        meta = {"name": name, "season": game.season, "over": game.over}
        write_save(path, game, meta=meta, computers=computers)
        return self.read(path)

    def read(self, path: Path) -> SavedEntry:
        try:
            saved = read_save(path)
        except SaveError as error:
            raise record_error(error) from None
        return _entry(path, saved)

    def entries(self) -> Listing:
        """Every readable save, most recent first; damaged ones set aside."""
        entries, problems = [], []
        for path in self.folder.glob(f"*{SUFFIX}"):
            if not path.is_file():
                continue
            try:
                entries.append(self.read(path))
            except RecordError as error:
                problems.append(set_aside(error))
        entries.sort(key=lambda e: (e.saved or _EPOCH, e.name), reverse=True)
        return Listing(tuple(entries), tuple(problems))

    def open(self, entry: SavedEntry | Path) -> tuple[Game, SavedGame]:
        """Load and replay; a damaged file is set aside and raised as a
        :class:`RecordError` (a newer version's file is left alone)."""
        path = entry.path if isinstance(entry, SavedEntry) else entry
        try:
            return load_game(path)
        except SaveError as error:
            failure = record_error(error)
            set_aside(failure)
            raise failure from None

    def delete(self, entry: SavedEntry | Path) -> None:
        path = entry.path if isinstance(entry, SavedEntry) else entry
        path.unlink(missing_ok=True)

    def _name_in(self, path: Path) -> str | None:
        """The name a file was saved under; None if unreadable (it is not replaced)."""
        try:
            return self.read(path).name
        except RecordError:
            return None


def _entry(path: Path, saved: SavedGame) -> SavedEntry:
    meta: dict[str, Any] = saved.meta
    name = meta.get("name")
    if not isinstance(name, str) or not clean_save_name(name):
        name = path.name.removesuffix(SUFFIX)
    season = meta.get("season")
    over = meta.get("over")
    progress = Progress(
        decisions=len(saved.decisions),
        season=season if type(season) is int and 0 <= season <= 3 else None,
        over=over if type(over) is bool else False,
    )
    return SavedEntry(
        clean_save_name(name), path, _when(saved.saved), saved.setup.players, progress
    )


def _when(stamp: str) -> datetime | None:
    """The save's time, always time-zone aware (so saves sort); None if unreadable."""
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)
