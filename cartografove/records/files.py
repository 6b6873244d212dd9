"""What every record file shares: errors, reading a versioned JSON document, and
setting a damaged file aside.

One place decides what "damaged" means, so campaigns, history and saved games report
trouble the same way: a :class:`RecordError` subclass with one sentence, and a
:class:`Problem` the screens list ("moved aside", "newer version", …).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Literal

from ..documents import DocumentError, decode_document
from ..files import FileError, OversizedFile, ensure_folder, read_limited
from ..files import set_aside as set_aside_file
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


class RecordError(FileError):
    """A record file that cannot be used: the file layer's one error type (``kind``,
    ``path``, ``reason`` completing "The file … ", ``kept_as`` once set aside)."""

    kind: ClassVar[str] = "corrupt"


class CorruptRecord(RecordError):
    """Not JSON, truncated, not the expected shape, or values that make no sense."""


class UnreadableRecord(RecordError):
    """The file cannot be read at all (permissions, a folder, an I/O error)."""

    kind: ClassVar[str] = "unreadable"


class NewerRecord(RecordError):
    """Written by a newer version of the app: left alone, never moved or rewritten."""

    kind: ClassVar[str] = "newer"


@dataclass(frozen=True, slots=True)
class Problem:
    """A record that was skipped while listing, and what was done about it.

    ``kept_as`` is where a damaged file was moved (None: left where it was — a newer
    version's file, or one that could not be moved). ``chapters`` (counted from 1)
    say that only those chapters' damaged attempts were taken out of a campaign and
    kept as ``kept_as``: the rest of the file is in use."""

    path: Path
    kind: ProblemKind
    reason: str
    kept_as: Path | None = None
    chapters: tuple[int, ...] = ()

    @property
    def sentence(self) -> str:
        """The English sentence (logs, tests); screens build their own from the parts."""
        if self.kind == "newer":
            return f"{self.path.name} {self.reason}; it was left untouched."
        if self.chapters:
            kept = f"kept as {self.kept_as.name}" if self.kept_as else "left out"
            return f"{self.path.name} {self.reason}; that attempt was {kept}, the rest is in use."
        if self.kept_as is not None:
            return f"{self.path.name} {self.reason}; it was kept as {self.kept_as.name}."
        return f"{self.path.name} {self.reason}."


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The file's bytes, or an :class:`UnreadableRecord` / :class:`CorruptRecord`
    (regular files only: see :func:`cartografove.files.read_limited`)."""
    try:
        return read_limited(path, limit)
    except OversizedFile as error:
        raise CorruptRecord(path, error.reason) from None
    except FileError as error:
        raise UnreadableRecord(path, error.reason) from None


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
    """Deal with a file that could not be used (see :func:`cartografove.files.set_aside`:
    damaged files kept as ``*.corrupt``, numbered, never overwriting; a newer
    version's file left alone) and describe it for the list."""
    return Problem(error.path, error.kind, error.reason, set_aside_file(error))  # type: ignore[arg-type]


class DataFolder:
    """A folder in the user's data directory, created on first use; tests pass a
    folder of their own."""

    subfolder: str

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder

    @property
    def folder(self) -> Path:
        """Raises ``OSError`` when the data folder cannot be created (the screens
        explain it in the player's language)."""
        folder = self._folder if self._folder is not None else data_dir() / self.subfolder
        return ensure_folder(folder)
