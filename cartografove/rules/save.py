"""Save files: the setup and the decisions, versioned, written atomically.

A save file is JSON::

    {"format": "kartografove-game", "version": 3, "app": "0.1.0",
     "saved": "2026-11-25T20:15:00+00:00", "meta": {...},
     "setup": {...}, "seats": ["person", "hard"], "hinted": [4, 7],
     "decisions": [{...}, ...]}

``seats`` (version 2) says who plays each seat: ``"person"`` or the label of a
computer cartographer (the app's levels, say ``"hard"``). The rules only keep the
labels — what a label means is the app's business, and an unknown one is a person.

``hinted`` (version 3) lists the moves a hint was shown for, by their place in
``decisions`` from 0 (:attr:`.game.Game.hinted`); a save of an earlier version was
written before hints were recorded and reads as a game without hints.

Nothing derived is stored: loading replays the decisions, which also proves the
file describes a legal game (ARCHITECTURE "The game is its decision log"). Every way a
file can be wrong raises a subclass of :class:`SaveError` with one clear sentence;
nothing else escapes :func:`read_save` (a fuzz test holds it to that).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from itertools import pairwise
from pathlib import Path
from typing import Any, ClassVar

from .. import __version__
from ..documents import DocumentError, decode_document
from ..files import FileError, OversizedFile, atomic_write, read_limited
from .decisions import Decision, DecisionFormatError, decision_from_json
from .game import Game, IllegalDecision
from .setup import Setup, SetupError

FORMAT = "kartografove-game"
VERSION = 3
PERSON = "person"
MAX_SEAT_LABEL = 20
MAX_BYTES = 8 * 1024 * 1024
MAX_DECISIONS = 200_000

# MIGRATIONS[n] turns a version-n document into a version-(n+1) one. Loading runs
# every step from the file's version up to VERSION, so old saves keep opening.


def _seats_added(document: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had no seats: everyone was a person (an empty list says so)."""
    return {**document, "version": 2, "seats": []}


def _hints_added(document: dict[str, Any]) -> dict[str, Any]:
    """Version 2 recorded no hints: it reads as a game without them."""
    return {**document, "version": 3, "hinted": []}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _seats_added,
    2: _hints_added,
}


class SaveError(FileError):
    """A save file that cannot be opened: the file layer's one error type, with the
    kinds only a save has ("foreign", "invalid").

    ``kind`` says what went wrong for a program: the app explains it in the player's
    language (the English ``reason`` may carry detail, like "truncated")."""

    kind: ClassVar[str] = "corrupt"


class UnreadableSave(SaveError):
    """The file cannot be read at all (missing, no permission, a folder, …)."""

    kind = "unreadable"


class CorruptSave(SaveError):
    """The file is damaged: not JSON, truncated, or not the shape of a save."""


class ForeignSave(SaveError):
    """The file is JSON but not a Kartografové save."""

    kind = "foreign"


class NewerSave(SaveError):
    """The file was written by a newer version of the app."""

    kind = "newer"


class InvalidSave(SaveError):
    """The file is a save, but its setup or decisions are not a legal game."""

    kind = "invalid"


@dataclass(frozen=True, slots=True)
class SavedGame:
    setup: Setup
    decisions: tuple[Decision, ...]
    meta: dict[str, Any] = field(default_factory=dict)
    saved: str = ""
    seats: tuple[str, ...] = ()  # who plays each seat: PERSON or a computer's label
    hinted: frozenset[int] = frozenset()  # the moves a hint was shown for (Game.hinted)

    def computers(self) -> dict[int, str]:
        """The seats a computer plays, with its label."""
        return {seat: label for seat, label in enumerate(self.seats) if label != PERSON}

    def replay(self) -> Game:
        return Game.replay(self.setup, self.decisions, hinted=self.hinted)


def to_document(
    game: Game, meta: dict[str, Any] | None = None, computers: Mapping[int, str] | None = None
) -> dict[str, Any]:
    """``computers`` names the seats a computer plays with its label; the rest are
    people."""
    seats = [(computers or {}).get(seat, PERSON) for seat in range(len(game.players))]
    return {
        "format": FORMAT,
        "version": VERSION,
        "app": __version__,
        "saved": datetime.now(UTC).isoformat(timespec="seconds"),
        "meta": dict(meta or {}),
        "setup": game.setup.to_json(),
        "seats": seats,
        "hinted": sorted(game.hinted),
        "decisions": [d.to_json() for d in game.decisions],
    }


def write_save(
    path: Path | str,
    game: Game,
    meta: dict[str, Any] | None = None,
    computers: Mapping[int, str] | None = None,
) -> None:
    """Write a game atomically: the old file stays whole until the new one is.

    Raises ``OSError`` (folder not writable, target not a regular file) or
    ``ValueError`` (a save larger than :func:`read_save` accepts — never written)."""
    document = to_document(game, meta, computers)
    atomic_write(Path(path), dumps(document).encode("utf-8"), limit=MAX_BYTES)


def dumps(document: dict[str, Any]) -> str:
    """JSON with one decision per line: readable in an editor, diffable, compact."""
    head = {key: value for key, value in document.items() if key != "decisions"}
    lines = ",\n  ".join(
        json.dumps(d, ensure_ascii=False, separators=(",", ":")) for d in document["decisions"]
    )
    text = json.dumps(head, ensure_ascii=False, indent=1)
    return f'{text[:-2]},\n "decisions": [\n  {lines}\n ]\n}}\n'


def read_save(path: Path | str) -> SavedGame:
    """Read and check a save file (without replaying it)."""
    path = Path(path)
    try:
        raw = read_limited(path, MAX_BYTES)
    except OversizedFile:
        raise CorruptSave(path, "is far too large to be a saved game") from None
    except FileError as error:
        raise UnreadableSave(path, error.reason) from None
    return parse_save(path, raw)


def parse_save(path: Path | str, raw: bytes) -> SavedGame:
    try:
        document, version = decode_document(raw, FORMAT, VERSION)
    except DocumentError as error:
        if error.kind == "foreign":
            raise ForeignSave(path, "is not a Kartografové saved game") from None
        kind = NewerSave if error.kind == "newer" else CorruptSave
        raise kind(path, error.reason) from None
    for step in range(version, VERSION):
        document = MIGRATIONS[step](document)
    return _saved_game(path, document)


def _saved_game(path: Path | str, document: dict[str, Any]) -> SavedGame:
    decisions = document.get("decisions")
    meta = document.get("meta", {})
    saved = document.get("saved", "")
    if not isinstance(decisions, list) or len(decisions) > MAX_DECISIONS:
        raise CorruptSave(path, "has no valid list of decisions")
    if not isinstance(meta, dict) or not isinstance(saved, str):
        raise CorruptSave(path, "has damaged metadata")
    try:
        setup = Setup.from_json(document.get("setup"))
    except SetupError as error:
        raise InvalidSave(path, f"has an invalid game setup ({error})") from None
    parsed = []
    for number, item in enumerate(decisions, start=1):
        try:
            parsed.append(decision_from_json(item))
        except DecisionFormatError as error:
            raise InvalidSave(path, f"has a damaged decision {number} ({error})") from None
    seats = _seats(path, document.get("seats", []), len(setup.players))
    hinted = _hinted(path, document.get("hinted", []))
    return SavedGame(setup, tuple(parsed), meta, saved, seats, hinted)


def _hinted(path: Path | str, hinted: object) -> frozenset[int]:
    """Places in the decision log, each once, in order. An undo keeps the hints of the
    moves it takes back, so an unfinished game may list a place past its last move."""
    if not isinstance(hinted, list) or len(hinted) > MAX_DECISIONS:
        raise CorruptSave(path, "has a damaged list of the moves hints were shown for")
    if not all(type(move) is int and 0 <= move < MAX_DECISIONS for move in hinted) or any(
        a >= b for a, b in pairwise(hinted)
    ):
        raise CorruptSave(path, "has a damaged list of the moves hints were shown for")
    return frozenset(hinted)


def _seats(path: Path | str, seats: object, players: int) -> tuple[str, ...]:
    """One short lower-case label a seat; an empty list means everyone is a person."""
    if seats == []:
        return (PERSON,) * players
    if not isinstance(seats, list) or len(seats) != players:
        raise CorruptSave(path, "has a damaged list of who plays each seat")
    for label in seats:
        if not (
            isinstance(label, str)
            and 0 < len(label) <= MAX_SEAT_LABEL
            and label.isascii()
            and label.isalpha()
            and label.islower()
        ):
            raise CorruptSave(path, "has a damaged list of who plays each seat")
    return tuple(seats)


def load_game(path: Path | str) -> tuple[Game, SavedGame]:
    """Read a save and replay it; an illegal decision in it is an :class:`InvalidSave`."""
    return replay_save(path, read_save(path))


def replay_save(path: Path | str, saved: SavedGame) -> tuple[Game, SavedGame]:
    try:
        return saved.replay(), saved
    except IllegalDecision as error:
        raise InvalidSave(path, f"does not describe a legal game ({error})") from None
