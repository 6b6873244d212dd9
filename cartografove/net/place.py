"""Where a hosted game's server is, and how to start it again if it is the host's
own: the address it listens on, its port, token and data folder. Kept in the record
of the game (:mod:`.ongoing`) under the JSON keys ``cartografove host`` has always
used; the join code is made from it."""

from __future__ import annotations

import secrets
import socket
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ..userdirs import data_dir

SCHEMES = ("nats", "tls")
MAX_NAME = 255  # the join code holds the server's name and token with a length byte


def valid_address(text: str) -> bool:
    """Whether ``text`` is a server address a game can be hosted on and joined
    through (``nats://TOKEN@host:port``, ``tls://…``; the scheme may be left out): the
    Host dialog, the remembered settings and ``cartografove host --server`` all ask
    this one question, so none of them meets a malformed address later as a traceback."""
    address = text.strip()
    if not address or any(ch.isspace() or not ch.isprintable() for ch in address):
        return False
    try:
        parts = urlsplit(address if "://" in address else f"nats://{address}")
        port = parts.port
        name = (parts.hostname or "").encode("idna")
    except (ValueError, UnicodeError):
        return False
    token = (parts.username or "").encode("utf-8", "replace")
    return (
        parts.scheme in SCHEMES
        and 0 < len(name) <= MAX_NAME
        and len(token) <= MAX_NAME
        and port != 0
        and parts.path in ("", "/")
    )


def free_port(address: str = "127.0.0.1") -> int:
    """A port nothing listens on now, for a new server on this computer."""
    with socket.socket() as probe:
        probe.bind((address, 0))
        return int(probe.getsockname()[1])


def default_store(game: str = "") -> Path:
    """The data folder of the host's own server: one per game, so two servers never
    share a store (a game's folder goes when the game is over)."""
    folder = data_dir() / "net" / "server"
    return folder / game if game else folder


@dataclass(frozen=True, slots=True)
class Place:
    """Where a hosted game's server is, and how to start it again if it is the
    host's own: the address it listens on, its port, token and data folder. The
    JSON keys are those ``cartografove host`` has always kept."""

    url: str
    token: str
    tls: bool
    host_name: str  # the address the join code gives the others
    port: int
    own_server: bool
    listen: str = ""
    store: str = ""  # the own server's data folder ("": the default one)
    server_pid: int = 0  # the own server's process while it runs
    host_token: str = ""  # the own server's password of the host (server_config)
    server_name: str = ""  # the own server's name: how one a crash left is known
    game: str = ""  # the game the own server's permissions are made for

    @classmethod
    def own(cls, listen: str, game: str, store: Path | None = None, port: int = 0) -> Place:
        """A new server on this computer for ``game``: ``port`` (else a free one), new
        passwords, a data folder of its own."""

        # start-up: zeroconf and nacl only when a server is made
        from .discovery import lan_address
        from .joincode import new_token

        port = port or free_port("127.0.0.1" if listen == "127.0.0.1" else "")
        local = "127.0.0.1" if listen in ("0.0.0.0", "") else listen
        return cls(
            url=f"nats://{local}:{port}",
            token=new_token(),
            tls=False,
            host_name=listen if listen not in ("0.0.0.0", "") else lan_address(),
            port=port,
            own_server=True,
            listen=listen,
            store=str(store or default_store(game)),
            host_token=secrets.token_hex(16),
            server_name=f"kartografove-{secrets.token_hex(6)}",
            game=game,
        )

    @classmethod
    def remote(cls, url: str, token: str = "") -> Place:
        """A server someone runs (``nats://TOKEN@host:port``, ``tls://…``; check it
        with :func:`valid_address` first)."""
        parts = urlsplit(url if "://" in url else f"nats://{url}")
        host_name, port = parts.hostname or "127.0.0.1", parts.port or 4222
        return cls(
            url=f"{parts.scheme}://{host_name}:{port}",
            token=token or parts.username or "",
            tls=parts.scheme == "tls",
            host_name=host_name,
            port=port,
            own_server=False,
        )

    @property
    def host_user(self) -> str | None:
        """The user the host logs in as (its own server's ``host``), with
        :attr:`host_password`; None: a token or credentials (another's server)."""
        return "host" if self.own_server and self.host_token else None

    @property
    def host_password(self) -> str:
        return self.host_token if self.host_user else self.token

    def code(self, game: str, host_key: str) -> str:
        """The join code of ``game`` on this server, pinning the host's public key
        (``host_key``, hexadecimal)."""
        # start-up: nacl only when a join code is made
        from .joincode import Invitation, encode
        from .protocol import fingerprint

        user = "player" if self.host_user else ""
        pinned = fingerprint(host_key)
        return encode(
            Invitation(self.host_name, self.port, game, self.token, self.tls, pinned, user)
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "url": self.url,
            "token": self.token,
            "tls": self.tls,
            "host_name": self.host_name,
            "port": self.port,
            "own_server": self.own_server,
            "listen": self.listen,
            "store": self.store,
            "server_pid": self.server_pid,
            "host_token": self.host_token,
            "server_name": self.server_name,
            "game": self.game,
        }

    @classmethod
    def from_json(cls, data: Any) -> Place:
        if not isinstance(data, dict):
            raise ValueError("no place")
        return cls(
            url=text_field(data, "url"),
            token=text_field(data, "token"),
            tls=flag_field(data, "tls"),
            host_name=text_field(data, "host_name"),
            port=number_field(data, "port", 1, 65535),
            own_server=flag_field(data, "own_server"),
            listen=text_field(data, "listen", ""),
            store=text_field(data, "store", ""),
            server_pid=number_field(data, "server_pid", 0, 2**31, 0),
            host_token=text_field(data, "host_token", ""),
            server_name=text_field(data, "server_name", ""),
            game=text_field(data, "game", ""),
        )


def text_field(data: dict[str, Any], key: str, default: str | None = None) -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise ValueError(key)
    return value


def flag_field(data: dict[str, Any], key: str) -> bool:
    value = data.get(key)
    if not isinstance(value, bool):
        raise ValueError(key)
    return value


def number_field(
    data: dict[str, Any], key: str, low: int, high: int, default: int | None = None
) -> int:
    value = data.get(key, default)
    if type(value) is not int or not low <= value <= high:
        raise ValueError(key)
    return value
