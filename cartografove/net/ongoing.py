"""This computer's network games in progress: what it takes to take each one up again.

A network game lives on a server, but what this computer needs to go on with it
lives here, one file per game and role, in ``data_dir()/net/``:

- ``hosted/GAME.json`` — a game this computer hosts: the host's secrets exactly as
  :meth:`.host.Host.save` keeps them (secret, key), and next to them where the
  server is (:class:`.place.Place`: url, port, token, the data folder of the host's own
  server) and who plays here — this computer's person's name (none when the command
  line hosts) and the computer cartographers (name, level). ``cartografove host
  --resume`` and the app's Game → Continue read this same file.
- ``joined/GAME-KEY.json`` — a game joined from here: the join code and the name
  (which finds the same key and outbox, :mod:`.keys`).

Both hold secrets (the host's key and secret, the server's passwords), so they are
written by :func:`cartografove.files.write_secret`: readable by their owner only from
the first byte, in a folder only the owner may enter, each change under the data
folder's records lock (:mod:`cartografove.locks`). Each also keeps
what the lists to continue show (players, sheet side, season, when last played).
Files are read and written through the one file layer (bounded read, atomic write);
a damaged one is set aside as ``*.corrupt`` and reported. A record goes when its
game has ended and is in this computer's history (or the player drops it).

Nothing here imports the network libraries: the app lists these games at start-up.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from ..files import set_aside, write_secret
from ..locks import records_lock
from ..records.files import CorruptRecord, Problem, RecordError, parse_document, read_bytes
from ..userdirs import data_dir
from .place import Place, number_field, text_field

if TYPE_CHECKING:
    from .host import Host

FORMAT = "kartografove-network-game"
VERSION = 1
MAX_BYTES = 64 * 1024
"""A record is a few hundred bytes; anything near this is damage."""

HOSTED, JOINED, OUTBOX = "hosted", "joined", "outbox"
Role = Literal["hosting", "joined"]
_GAME = re.compile(r"[0-9A-F]{8}")
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class OngoingGame:
    """One network game in progress, as its record has it."""

    path: Path
    role: Role
    game: str
    name: str  # this computer's person ("" when the command line hosts: no seat here)
    code: str  # the join code
    credentials: str = ""  # the NATS credentials file this computer connects with, if any
    bots: tuple[tuple[str, str], ...] = ()  # computer cartographers here: (name, level)
    place: Place | None = None  # hosting: the server
    seats: int = 0  # hosting: how many seats the game has
    players: tuple[str, ...] = ()  # as last seen, for the lists
    side: str = ""
    season: int | None = None
    played: datetime | None = None
    secrets_kept: bool = True  # hosting: the secret, key and terms are all there

    @property
    def has_seat(self) -> bool:
        """Whether a person plays at this computer (the app can continue it)."""
        return bool(self.name)


@dataclass(frozen=True, slots=True)
class Listing:
    games: tuple[OngoingGame, ...]  # most recently played first
    problems: tuple[Problem, ...] = ()


class OngoingGames:
    """The folder of records (see the module docstring); tests pass their own."""

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder

    @property
    def folder(self) -> Path:
        return self._folder if self._folder is not None else data_dir() / "net"

    def hosted_path(self, game: str) -> Path:
        return self.folder / HOSTED / f"{game}.json"

    def joined_path(self, game: str, name: str) -> Path:
        return self.folder / JOINED / f"{game}-{_key_stem(name)}.json"

    def outbox_path(self, game: str, name: str) -> Path:
        """The outbox of ``name``'s seat in ``game``: decisions not yet acknowledged."""
        return self.folder / OUTBOX / f"{game}-{_key_stem(name)}.json"

    def owns(self, path: Path) -> bool:
        """Whether ``path`` is one of these records."""
        return path.suffix == ".json" and path.parent in (
            self.folder / HOSTED,
            self.folder / JOINED,
        )

    # --- writing ---------------------------------------------------------------------

    def keep_hosted(
        self,
        host: Host,
        place: Place,
        name: str = "",
        bots: Sequence[tuple[str, str]] = (),
        credentials: str = "",
    ) -> Path:
        """Keep a game this computer hosts (again after a change of place, say a
        new server process): the host's secrets by :meth:`Host.save`, the rest
        beside them; what the lists show is kept from an earlier record."""
        from .protocol import public_key  # the host is made: nacl is loaded anyway

        path = self.hosted_path(host.game_id)
        with records_lock():
            shown = self._shown(path)
            host.save(
                path,
                format=FORMAT,
                version=VERSION,
                role="hosting",
                code=place.code(host.game_id, public_key(host.key)),
                place=place.to_json(),
                name=name,
                credentials=credentials,
                bots=[list(bot) for bot in bots],
                shown=shown,
            )
        return path

    def keep_joined(self, code: str, game: str, name: str, credentials: str = "") -> Path:
        """Keep a game joined from here (again: what the lists show is kept)."""
        path = self.joined_path(game, name)
        with records_lock():
            document = {
                "format": FORMAT,
                "version": VERSION,
                "role": "joined",
                "game": game,
                "code": code,
                "name": name,
                "credentials": credentials,
                "shown": self._shown(path),
            }
            _write(path, document)
        return path

    def played(self, path: Path, players: Sequence[str], side: str, season: int | None) -> None:
        """Note what the game looks like now, and that it was played just now.
        A record that is gone (the game ended, or was dropped) stays gone:
        ``FileNotFoundError``."""
        with records_lock():
            document = self._document(path)
            document["shown"] = {
                "players": list(players),
                "side": side,
                "season": season,
                "played": datetime.now(UTC).isoformat(),
            }
            _write(path, document)

    def moved(self, path: Path, place: Place) -> None:
        """The hosted game's server is now ``place`` (a new process, say)."""
        with records_lock():
            document = self._document(path)
            document["place"] = place.to_json()
            _write(path, document)

    def finished(self, path: Path) -> None:
        """The game has ended and is in the history: its record goes."""
        path.unlink(missing_ok=True)

    def drop(self, game: OngoingGame) -> None:
        """Forget a game that will not be continued (a host who never came back):
        its record and the outboxes of its seats here; nothing else."""
        for name in (game.name, *(bot for bot, _ in game.bots)):
            if name:
                self.outbox_path(game.game, name).unlink(missing_ok=True)
        game.path.unlink(missing_ok=True)
        if game.place is not None:
            # start-up: the server module only to stop one
            from .server import stop_leftover

            stop_leftover(game.place)  # a server a crash left running

    # --- reading ---------------------------------------------------------------------

    def read(self, path: Path) -> OngoingGame:
        """The record in ``path``; a :class:`RecordError` if it cannot be used (a
        damaged record is set aside first, never over an earlier ``.corrupt``:
        ``kept_as`` says where), ``FileNotFoundError`` if there is none."""
        try:
            document = self._document(path)
            try:
                return _game(path, document)
            except (KeyError, TypeError, ValueError) as error:
                raise CorruptRecord(path, f"is not a whole network game record ({error})") from None
        except RecordError as error:
            set_aside(error)
            raise

    def games(self) -> Listing:
        """Every record, most recently played first; damaged ones set aside and
        reported, a newer version's left alone and reported."""
        games, problems = [], []
        for path in self._paths():
            try:
                games.append(self.read(path))
            except FileNotFoundError:
                continue  # gone meanwhile: the game ended
            except RecordError as error:
                problems.append(Problem(error.path, error.kind, error.reason, error.kept_as))  # type: ignore[arg-type]
        games.sort(key=lambda g: (g.played or _EPOCH, g.path.name), reverse=True)
        return Listing(tuple(games), tuple(problems))

    def _paths(self) -> Iterator[Path]:
        for role in (HOSTED, JOINED):
            with contextlib.suppress(OSError):
                yield from sorted((self.folder / role).glob("*.json"))

    def _document(self, path: Path) -> dict[str, Any]:
        if not os.path.lexists(path):
            raise FileNotFoundError(path)
        return parse_document(path, read_bytes(path, MAX_BYTES), FORMAT, VERSION, {})

    def _shown(self, path: Path) -> dict[str, Any]:
        """What the record in ``path`` shows, if there is a readable one."""
        try:
            shown = self._document(path).get("shown")
        except (OSError, RecordError):
            return {}
        return shown if isinstance(shown, dict) else {}


def _game(path: Path, document: dict[str, Any]) -> OngoingGame:
    role = document["role"]
    game = text_field(document, "game")
    if role not in ("hosting", "joined") or not _GAME.fullmatch(game):
        raise ValueError("role or game")
    shown = document.get("shown") or {}
    if not isinstance(shown, dict):
        raise ValueError("shown")
    players = shown.get("players", [])
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise ValueError("players")
    season = shown.get("season")
    bots = document.get("bots", [])
    if not isinstance(bots, list) or not all(
        isinstance(b, list) and len(b) == 2 and all(isinstance(x, str) for x in b) for b in bots
    ):
        raise ValueError("bots")
    hosting = role == "hosting"
    return OngoingGame(
        path=path,
        role=role,
        game=game,
        name=text_field(document, "name"),
        code=text_field(document, "code"),
        credentials=text_field(document, "credentials", ""),
        bots=tuple((name, level) for name, level in bots),
        place=Place.from_json(document["place"]) if hosting else None,
        seats=number_field(document, "players", 1, 6) if hosting else 0,
        players=tuple(players),
        side=side if isinstance(side := shown.get("side"), str) else "",
        season=season if type(season) is int and 0 <= season <= 3 else None,
        played=_moment(shown.get("played")),
        secrets_kept=not hosting or _host_secrets_kept(document),
    )


def _host_secrets_kept(document: dict[str, Any]) -> bool:
    """Whether a hosted game's record still holds what hosting it again takes
    (:meth:`.host.Host.save`): without them it can only be dropped, and the player
    is told so instead of waiting for a host that cannot come back."""
    key, secret = document.get("key"), document.get("secret")
    return (
        isinstance(key, str)
        and re.fullmatch(r"[0-9a-f]{64}", key) is not None
        and isinstance(secret, str)
        and re.fullmatch(r"[0-9a-f]{32}", secret) is not None  # protocol.is_secret
        and isinstance(document.get("terms"), dict)
    )


def _moment(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


def _key_stem(name: str) -> str:
    """The name's key file's stem (:func:`.keys.key_path`): one seat, one outbox."""
    # start-up: nacl only when a seat's key is named
    from .keys import key_path

    return key_path(name).stem


def _write(path: Path, document: dict[str, Any]) -> None:
    """Every record holds a secret (the server's token in the join code at least):
    written by the one writer of secrets, readable by its owner only from the first
    byte, never an empty or half-written record after a crash."""

    write_secret(path, json.dumps(document).encode("utf-8"), MAX_BYTES)
