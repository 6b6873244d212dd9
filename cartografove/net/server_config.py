"""The configuration of the host's own nats-server: who may do what, and how much.

The server runs from a file the host writes, readable by its owner only (nothing
secret on the server's command line, where ``ps`` shows it). The users of the
account ``GAME``, with JetStream:

- ``host`` (its password never leaves the host's computer) may do anything in the
  account: make the game's stream, publish on the host subject, delete the stream
  when everyone has read the game;
- ``player`` (its password is the join code's secret) may claim a free seat —
  publish on the subjects of the seats nobody has claimed — read the game's stream
  through consumers of its own and fetch single messages, and nothing else: no
  stream made, changed, purged or deleted, no message on the host's subject nor on
  a claimed seat's;
- one user per claimed seat, known by the seat's public key as an NATS *nkey* (the
  players' Ed25519 keys are nkeys already, :mod:`.seat_users`), may publish on that
  seat's subject and read as ``player`` does: whoever holds the join code cannot
  write on another's seat. The host adds a seat's user when it reads the claim, and
  the server reloads this file (:func:`.seat_users.admit`).

The system account ``SYS`` has one user, ``admin``, with the host's password: the
host asks the server to reload through it (``$SYS.REQ.SERVER.<id>.RELOAD``), which
works wherever nats-server runs (a signal would not on Windows).

The account's JetStream limits cap what the server keeps; the stream's own limits
(:func:`.link.create_stream`) cap each subject, so a flood on one seat fills that
seat's subject, never the stream or the disk. The server writes its log and its
process id into its data folder (one folder per game): a failure to start quotes
the log, and a server a crash left running is found by its pid file and its name
(:mod:`.server`)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from ..files import ensure_folder
from .seat_users import user_nkey

MAX_SEATS = 6
MAX_STORE_BYTES = 256 * 1024 * 1024
MAX_MEMORY_BYTES = 16 * 1024 * 1024
MAX_STREAMS = 4
MAX_CONSUMERS = 1000
HOST_USER, PLAYER_USER, ADMIN_USER = "host", "player", "admin"
SYSTEM_ACCOUNT = "SYS"

SeatKeys = tuple[tuple[int, str], ...]
"""The claimed seats' keys: (seat, the public key in hexadecimal) pairs, sorted; a
seat has its claimant's key and, while a stand-in plays it, the stand-in's."""
CONFIG_NAME, LOG_NAME, PID_NAME = "nats-server.conf", "nats-server.log", "nats-server.pid"


@dataclass(frozen=True, slots=True)
class ServerConfig:
    """What the host's own server is: where it listens, its users, its folder.
    ``game`` narrows the players' permissions to that game's subjects and stream
    ("*": any game, for tests that make the game after the server)."""

    address: str
    port: int
    store: Path
    player_token: str
    host_token: str
    name: str  # the server's name in its greeting: how a leftover server is known
    game: str = "*"
    seats: SeatKeys = ()

    @property
    def config_path(self) -> Path:
        return self.store / CONFIG_NAME

    @property
    def log_path(self) -> Path:
        return self.store / LOG_NAME

    @property
    def pid_path(self) -> Path:
        return self.store / PID_NAME

    def text(self) -> str:
        """The configuration file's text (JSON is valid NATS configuration syntax)."""
        return json.dumps(self.document(), indent=2)

    def document(self) -> dict[str, object]:
        stream = "*" if self.game == "*" else f"KG_{self.game}"  # no partial wildcards
        api = "$JS.API"
        reading = [
            f"{api}.INFO",
            f"{api}.STREAM.INFO.{stream}",
            f"{api}.STREAM.MSG.GET.{stream}",
            f"{api}.CONSUMER.CREATE.{stream}",
            f"{api}.CONSUMER.CREATE.{stream}.>",
            # a consumer's filter is in its subject: ``>`` there matches only ``>``
            f"{api}.CONSUMER.CREATE.{stream}.*.kg.{self.game}.>",
            f"{api}.CONSUMER.INFO.{stream}.>",
            f"{api}.CONSUMER.DELETE.{stream}.>",
            f"{api}.CONSUMER.MSG.NEXT.{stream}.>",
        ]
        listening = {"allow": ["_INBOX.>", f"kg-alive.{self.game}"]}
        claimed = {seat for seat, _ in self.seats}
        free = [f"kg.{self.game}.seat.{seat}" for seat in range(MAX_SEATS) if seat not in claimed]
        users: list[dict[str, object]] = [
            {"user": HOST_USER, "password": self.host_token},
            {
                "user": PLAYER_USER,
                "password": self.player_token,
                "permissions": {"publish": {"allow": [*free, *reading]}, "subscribe": listening},
            },
        ]
        seen: set[str] = set()
        for seat, key in self.seats:
            nkey = user_nkey(key)
            if nkey in seen:  # one key, one user (a key holds one seat)
                continue
            seen.add(nkey)
            mine = [f"kg.{self.game}.seat.{seat}", *reading]
            users.append(
                {"nkey": nkey, "permissions": {"publish": {"allow": mine}, "subscribe": listening}}
            )
        return {
            "server_name": self.name,
            "listen": f"{self.address or '0.0.0.0'}:{self.port}",
            "max_payload": 64 * 1024,
            "max_connections": 256,
            "log_file": str(self.log_path),
            "pid_file": str(self.pid_path),
            "jetstream": {
                "store_dir": str(self.store / "jetstream"),
                "max_file_store": MAX_STORE_BYTES,
                "max_memory_store": MAX_MEMORY_BYTES,
            },
            "system_account": SYSTEM_ACCOUNT,
            "accounts": {
                "GAME": {
                    "jetstream": {
                        "max_file": MAX_STORE_BYTES,
                        "max_mem": MAX_MEMORY_BYTES,
                        "max_streams": MAX_STREAMS,
                        "max_consumers": MAX_CONSUMERS,
                    },
                    "users": users,
                },
                SYSTEM_ACCOUNT: {"users": [{"user": ADMIN_USER, "password": self.host_token}]},
            },
        }

    def write(self) -> Path:
        """Write the file, readable by its owner only from its first byte."""
        ensure_folder(self.store)
        path = self.config_path
        temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        temporary.unlink(missing_ok=True)
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            with os.fdopen(descriptor, "w", encoding="utf-8") as file:
                file.write(self.text())
            os.replace(temporary, path)
        except BaseException:
            temporary.unlink(missing_ok=True)
            raise
        return path

    def last_log_line(self) -> str:
        """The log's last error line (or last line): why the server stopped."""
        try:
            lines = self.log_path.read_text("utf-8", errors="replace").splitlines()
        except OSError:
            return ""
        errors = [line for line in lines if "[FTL]" in line or "[ERR]" in line]
        chosen = errors[-1] if errors else (lines[-1] if lines else "")
        return chosen.strip()[-300:]
