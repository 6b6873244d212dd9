"""Everything the app remembers between runs, declared in one place.

One pydantic schema (qutebrowser's idea: persistence is declared, not scattered)
holds every remembered value with its type and default; :func:`load_settings` and
:func:`save_settings` are the only code that touches ``settings.json``. The file is
the user's, so it is never trusted: any content at all — bad JSON, wrong types, a
newer version — ends in the defaults plus one sentence for the user, and the
damaged file is kept aside, never silently overwritten (ARCHITECTURE "Boundaries").

The module imports no widgets, only Qt's translator for the message. It calls
``QCoreApplication.translate`` itself rather than ``text.tr``: pyside6-lupdate reads
``tr("Settings", "…")`` as a source text "Settings" and would lose the sentence.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import errno
import json
import os
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError
from PySide6.QtCore import QCoreApplication

from ..files import FileError, atomic_write, read_limited
from ..files import move_aside as _move_aside
from ..rules.limits import check_player_name
from ..userdirs import config_dir
from .game_setup.form import SeatKind
from .network.remote import server_problem
from .reasons import system_problem
from .secret_settings import keep_token, split_token, with_token

SETTINGS_FILE = "settings.json"
VERSION = 1
MAX_BYTES = 1024 * 1024
MAX_RECENT = 10
MAX_SEATS = 6
"""How many players the New game dialog offers (one computer, one table)."""
MAX_SEED = 10**18 - 1
"""Seeds are typed by people to replay or share a game: at most 18 digits."""

SideChoice = Literal["A", "B", "C", "D"]
GameChoice = Literal["heroes", "base", "combined"]
BoxChoice = Literal["heroes", "base"]
EdictsMode = Literal["random", "first_game", "chosen"]
FallbackChoice = Literal["standard", "with_hero", "chosen"]


def _writable(text: str) -> str:
    """Reject text that cannot be written back as UTF-8 (lone surrogates, NUL), so a
    value that was loaded or assigned can always be saved again."""
    if "\x00" in text:
        raise ValueError("text must not contain NUL characters")
    text.encode("utf-8")  # UnicodeEncodeError is a ValueError: pydantic reports it
    return text


Text = Annotated[str, AfterValidator(_writable)]


def _player_name(text: str) -> str:
    """A name as the setup accepts it, or "" (the default name in the player's language)."""
    return text if text == "" else check_player_name(text)


PlayerName = Annotated[str, AfterValidator(_player_name)]
CardId = Annotated[Text, Field(min_length=1, max_length=64)]
FilePath = Annotated[Text, Field(min_length=1, max_length=4096)]
Language = Annotated[str, Field(min_length=2, max_length=35, pattern=r"^[A-Za-z0-9_-]+$")]
Geometry = Annotated[str, Field(max_length=8192, pattern=r"^[A-Za-z0-9+/=]*$")]


def _recent_list(paths: list[str]) -> list[str]:
    """Most recent first, each path once, at most :data:`MAX_RECENT` — a longer or
    repetitive list in the file is trimmed rather than treated as damage."""
    return list(dict.fromkeys(paths))[:MAX_RECENT]


class _Model(BaseModel):
    """Strict (a JSON ``true`` is not the seed 1), tolerant of keys a newer version
    added, and validated on assignment so a bad value never reaches the file."""

    model_config = ConfigDict(strict=True, extra="ignore", validate_assignment=True)


class LastSetup(_Model):
    """What the New game dialog showed when a game was last started.

    ``players`` are the names as typed (stripped); an empty string means "use the
    default name", so the default follows the user's language. ``seed`` None means a
    new random seed each game. ``chosen_edicts`` lists the card ids picked for A–D,
    kept even while another mode is selected so the choice survives."""

    players: list[PlayerName] = Field(
        default_factory=lambda: [""], min_length=1, max_length=MAX_SEATS
    )
    side: SideChoice = "C"
    edicts_mode: EdictsMode = "random"
    chosen_edicts: Annotated[list[CardId], Field(min_length=4, max_length=4)] | None = None
    seed: Annotated[int, Field(ge=0, le=MAX_SEED)] | None = None
    hero_pattern_turns: bool = True
    fallback_terrains: FallbackChoice = "standard"
    # which game (RULES §17); the combined choices are kept while another is shown
    game: GameChoice = "heroes"
    explore: BoxChoice = "heroes"
    seasons: BoxChoice = "heroes"
    hero_cards: bool = True
    ambushes: Annotated[list[CardId], Field(min_length=4, max_length=4)] | None = None
    hero_wildcard: bool = False
    # pass-and-play without a hand-off page before every turn (issue 14)
    quick_table: bool = False
    # who plays each seat: "person" or a computer's level (issue 13)
    seats: list[SeatKind] = Field(default_factory=list, max_length=MAX_SEATS)

    @property
    def first_name(self) -> str:
        """The first name typed, or "" if none was (the default name then follows the
        language): who plays a campaign or the journey, or takes a network seat."""
        return next((name for name in self.players if name.strip()), "")


def _server_address(text: str) -> str:
    """A server as the Host dialog accepts it (see :mod:`.network.remote`), or ""."""

    if text and server_problem(text) is not None:
        raise ValueError("not a server address (nats://TOKEN@host:port or tls://…)")
    return text


ServerAddress = Annotated[Text, Field(max_length=1024), AfterValidator(_server_address)]
CredentialsPath = Annotated[Text, Field(max_length=4096)]  # as the dialogs take it


class NetServer(_Model):
    """The NATS server a network game was last hosted on (issue 16): ``own`` is
    "this computer" (the app starts its own); ``address`` the last other server
    typed, kept while ``own`` is chosen so it is one click away; ``credentials`` the
    NATS credentials file for that server, ``join_credentials`` the one the Join
    dialog last used (a joiner's account may differ from the host's)."""

    own: bool = True
    address: ServerAddress = ""
    credentials: CredentialsPath = ""
    join_credentials: CredentialsPath = ""


class Settings(_Model):
    """Everything the app remembers. ``language`` None follows the system locale;
    ``window_geometry`` is ``QMainWindow.saveGeometry()`` in base64; ``recent_files``
    is most recent first — change it with :meth:`add_recent_file` (assigning a new
    list also works; appending to the list in place bypasses validation)."""

    language: Language | None = None
    last_setup: LastSetup = Field(default_factory=LastSetup)
    hints: bool = True  # the play screen offers the computer's hint (issue 13)
    motion: bool = True  # short movements on the map: Game → Animations (issue 25)
    network: NetServer = Field(default_factory=NetServer)  # the server to host on (issue 16)
    window_geometry: Geometry = ""
    recent_files: Annotated[list[FilePath], AfterValidator(_recent_list)] = Field(
        default_factory=list
    )

    def add_recent_file(self, path: str | os.PathLike[str]) -> None:
        """Put ``path`` first (moving it up if already listed), keeping the newest
        :data:`MAX_RECENT`. A path that cannot be stored as UTF-8 text is skipped:
        it could not be reopened from the list anyway."""
        entry = os.fspath(path)
        with contextlib.suppress(ValidationError):
            self.recent_files = [entry, *(p for p in self.recent_files if p != entry)]

    def geometry(self) -> bytes:
        """The stored window geometry for ``restoreGeometry`` (empty if none)."""
        try:
            return base64.b64decode(self.window_geometry, validate=True)
        except (binascii.Error, ValueError):
            return b""

    def store_geometry(self, data: bytes) -> None:
        """Remember ``bytes(window.saveGeometry())``."""
        self.window_geometry = base64.b64encode(bytes(data)).decode("ascii")


class SettingsDamage(Exception):
    """The settings file cannot be used; ``newer`` if a newer app wrote it."""

    def __init__(self, reason: str, *, newer: bool = False) -> None:
        super().__init__(reason)
        self.newer = newer


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


def load_settings() -> tuple[Settings, str | None]:
    """The remembered settings, or the defaults and one sentence for the user.

    No content of the file can make this raise: a damaged file is moved aside to
    ``settings.json.corrupt`` (numbered if that exists) so the next save cannot
    overwrite what the user may want to recover."""
    try:
        path = settings_path()
    except OSError as error:
        return Settings(), _folder_message(error)
    if not os.path.lexists(path):
        return Settings(), None
    try:
        raw = read_limited(path, MAX_BYTES)
    except FileError as error:
        return Settings(), _reset_message(path, SettingsDamage(error.reason))
    try:
        settings = parse_settings(raw)
    except SettingsDamage as damage:
        return Settings(), _reset_message(path, damage)
    return _secrets_restored(settings), None


def _secrets_restored(settings: Settings) -> Settings:
    """The remembered server's token put back from the secret store — or, from an
    earlier version's file that still holds it, moved into the store (the file is
    rewritten without it only once the store has it: :mod:`.secret_settings`)."""

    address = settings.network.address
    if split_token(address)[1]:
        with contextlib.suppress(OSError, ValueError):
            save_settings(settings)
        return settings
    with contextlib.suppress(ValidationError):
        settings.network.address = with_token(address)
    return settings


def parse_settings(raw: bytes) -> Settings:
    """Check the bytes of a settings file; every problem is a :class:`SettingsDamage`."""
    if len(raw) > MAX_BYTES:
        raise SettingsDamage("the file is far too large")
    try:
        document = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as error:  # JSON, UTF-8 and number errors
        raise SettingsDamage(f"not readable JSON ({type(error).__name__})") from None
    if not isinstance(document, dict):
        raise SettingsDamage("not a JSON object")
    version = document.pop("version", None)
    if type(version) is not int or version < 1:
        raise SettingsDamage("no valid version")
    if version > VERSION:
        raise SettingsDamage(f"written by a newer version (format {version})", newer=True)
    return _validate(document)


def _validate(document: dict[str, Any]) -> Settings:
    try:
        return Settings.model_validate(document)
    except (ValidationError, ValueError, RecursionError) as error:
        raise SettingsDamage(f"invalid values ({error})") from None


def _reset_message(path: Path, damage: SettingsDamage) -> str:
    """Keep the damaged file aside (a newer version's file stays where it is) and
    say so in one sentence."""
    if damage.newer:
        return QCoreApplication.translate(
            "Settings",
            "Your settings were saved by a newer version of Kartografové, so the "
            "defaults are used; that file {path} is left untouched, and changes made now "
            "are not remembered.",
        ).format(path=path)
    kept = _move_aside(path)
    if kept is None:
        return QCoreApplication.translate(
            "Settings",
            "Your settings could not be read, so the defaults are used; the file {path} "
            "was left in place and will be replaced when settings are next saved.",
        ).format(path=path)
    return QCoreApplication.translate(
        "Settings",
        "Your settings file was damaged, so the defaults are used; the damaged "
        "file was kept as {kept}.",
    ).format(kept=kept)


def _folder_message(error: OSError) -> str:
    return QCoreApplication.translate(
        "Settings",
        "The settings folder cannot be used ({error}), so the defaults are used and changes "
        "will not be remembered.",
    ).format(error=system_problem(error))


def to_bytes(settings: Settings) -> bytes:
    """The file's bytes: readable JSON with the format version first, and the server's
    address without its token (that is kept by :func:`.secret_settings.keep_token`)."""

    document = {"version": VERSION, **settings.model_dump(mode="json")}
    document["network"]["address"] = split_token(settings.network.address)[0]
    return (json.dumps(document, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def save_settings(settings: Settings) -> None:
    """Write atomically: a crash leaves the old file or the new one, never a mix.
    Raises ``OSError`` if the folder is not writable or the file there was written
    by a newer version (it is never replaced; the caller tells the user)."""
    path = settings_path()
    if _newer_on_disk(path):
        raise OSError(
            errno.EEXIST, "the settings file of a newer version is kept unchanged", str(path)
        )

    keep_token(settings.network.address)  # first: the file below no longer holds it
    atomic_write(path, to_bytes(settings), limit=MAX_BYTES)


def _newer_on_disk(path: Path) -> bool:
    try:
        parse_settings(read_limited(path, MAX_BYTES))
    except SettingsDamage as damage:
        return damage.newer
    except FileError:
        return False
    return False
