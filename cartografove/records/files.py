"""What every record file shares: errors, reading a versioned JSON document, and
setting a damaged file aside.

One place decides what "damaged" means, so campaigns, history and saved games report
trouble the same way: a :class:`RecordError` subclass with one sentence, and a
:class:`Problem` the screens list ("moved aside", "newer version", …).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from ..documents import DocumentError, decode_document
from ..rules.save import (
    CorruptSave,
    ForeignSave,
    InvalidSave,
    NewerSave,
    SaveError,
    UnreadableSave,
)
from ..userdirs import data_dir

MAX_BYTES = 4 * 1024 * 1024
"""Larger than any real record (a 12-chapter campaign with 50 attempts each is ~3 MB)."""

ProblemKind = Literal["corrupt", "unreadable", "newer"]


class RecordError(Exception):
    """A record file that cannot be used; ``reason`` completes "The file … ".

    ``str()`` is the whole sentence with the path, as :class:`SaveError` does."""

    kind: ProblemKind = "corrupt"

    def __init__(self, path: Path | str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = Path(path)
        self.reason = reason


class CorruptRecord(RecordError):
    """Not JSON, truncated, not the expected shape, or values that make no sense."""


class UnreadableRecord(RecordError):
    """The file cannot be read at all (permissions, a folder, an I/O error)."""

    kind: ProblemKind = "unreadable"


class NewerRecord(RecordError):
    """Written by a newer version of the app: left alone, never moved or rewritten."""

    kind: ProblemKind = "newer"


@dataclass(frozen=True, slots=True)
class Problem:
    """A record that was skipped while listing, and what was done about it.

    ``kept_as`` is where a damaged file was moved (None: left where it was — a newer
    version's file, or one that could not be moved)."""

    path: Path
    kind: ProblemKind
    reason: str
    kept_as: Path | None = None

    @property
    def sentence(self) -> str:
        """The English sentence (logs, tests); screens build their own from the parts."""
        if self.kind == "newer":
            return f"{self.path.name} {self.reason}; it was left untouched."
        if self.kept_as is not None:
            return f"{self.path.name} {self.reason}; it was kept as {self.kept_as.name}."
        return f"{self.path.name} {self.reason}."


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The file's bytes, or an :class:`UnreadableRecord` / :class:`CorruptRecord`."""
    if path.is_dir():
        raise UnreadableRecord(path, "is a folder, not a file")
    try:
        with path.open("rb") as handle:
            raw = handle.read(limit + 1)
    except OSError as error:
        raise UnreadableRecord(path, f"cannot be read ({error.strerror or error})") from None
    if len(raw) > limit:
        raise CorruptRecord(path, "is far too large to be one of Kartografové's records")
    return raw


def parse_document(
    path: Path,
    raw: bytes,
    file_format: str,
    version: int,
    migrations: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]],
) -> dict[str, Any]:
    """Decode a ``{"format": …, "version": n, …}`` JSON document and migrate it to
    ``version``; every way it can be wrong is a :class:`RecordError`."""
    try:
        document, found = decode_document(raw, file_format, version)
    except DocumentError as error:
        if error.kind == "newer":
            raise NewerRecord(path, error.reason) from None
        reason = error.reason or "is not a Kartografové file of this kind"
        raise CorruptRecord(path, reason) from None
    for step in range(found, version):
        try:
            document = migrations[step](document)
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise CorruptRecord(
                path, f"could not be converted from format {step} ({error})"
            ) from None
    return document


def record_error(error: SaveError) -> RecordError:
    """The save module's error as a record error (history and saved games are save
    files): a newer save is left alone, everything else is damage."""
    if isinstance(error, NewerSave):
        return NewerRecord(error.path, error.reason)
    if isinstance(error, UnreadableSave):
        return UnreadableRecord(error.path, error.reason)
    assert isinstance(error, CorruptSave | ForeignSave | InvalidSave), error
    return CorruptRecord(error.path, error.reason)


def set_aside(error: RecordError) -> Problem:
    """Deal with a file that could not be used: move damaged or unreadable files to
    ``*.corrupt`` (numbered, never overwriting), leave a newer version's file alone."""
    if isinstance(error, NewerRecord):
        return Problem(error.path, error.kind, error.reason)
    return Problem(error.path, error.kind, error.reason, move_aside(error.path))


def move_aside(path: Path) -> Path | None:
    """Rename ``path`` to ``<name>.corrupt`` or, if taken, ``<name>.corrupt.2``, …;
    None if it cannot be moved.

    A hard link is made first and the original removed after, because a plain
    rename silently replaces an existing target on POSIX — and a ``.corrupt`` file
    may be the only copy of something the user wants back."""
    for target in _aside_names(path):
        try:
            os.link(path, target, follow_symlinks=False)
        except FileExistsError:
            continue
        except OSError:
            return _rename_aside(path)  # no hard links here (FAT, some network drives)
        try:
            os.unlink(path)
        except OSError:
            os.unlink(target)
            return None
        return target
    return None


def _aside_names(path: Path) -> list[Path]:
    return [
        path.with_name(path.name + (".corrupt" if number == 1 else f".corrupt.{number}"))
        for number in range(1, 1000)
    ]


def _rename_aside(path: Path) -> Path | None:
    """Without hard links: rename to the first name nothing has (a small race with
    another program creating that very name is accepted)."""
    for target in _aside_names(path):
        if target.exists() or target.is_symlink():
            continue
        try:
            os.rename(path, target)
        except OSError:
            return None
        return target
    return None


class DataFolder:
    """A folder in the user's data directory, created on first use; tests pass a
    folder of their own."""

    subfolder: str

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder

    @property
    def folder(self) -> Path:
        folder = self._folder if self._folder is not None else data_dir() / self.subfolder
        folder.mkdir(parents=True, exist_ok=True)
        return folder
