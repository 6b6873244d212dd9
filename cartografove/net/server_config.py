"""The configuration of the host's own nats-server: who may do what, and how much.

The server runs from a file the host writes, readable by its owner only (nothing
secret on the server's command line, where ``ps`` shows it). Two users share one
account with JetStream:

- ``host`` (its password never leaves the host's computer) may do anything in the
  account: make the game's stream, publish on the host subject, delete the stream
  when everyone has read the game;
- ``player`` (its password is the join code's secret) may publish on the seat
  subjects only, read the game's stream through consumers of its own, fetch single
  messages — and nothing else: no stream made, changed, purged or deleted, no
  message on the host's subject.

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

MAX_SEATS = 6
MAX_STORE_BYTES = 256 * 1024 * 1024
MAX_MEMORY_BYTES = 16 * 1024 * 1024
MAX_STREAMS = 4
MAX_CONSUMERS = 1000
HOST_USER, PLAYER_USER = "host", "player"
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
        player_publish = [
            *(f"kg.{self.game}.seat.{seat}" for seat in range(MAX_SEATS)),
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
            "accounts": {
                "GAME": {
                    "jetstream": {
                        "max_file": MAX_STORE_BYTES,
                        "max_mem": MAX_MEMORY_BYTES,
                        "max_streams": MAX_STREAMS,
                        "max_consumers": MAX_CONSUMERS,
                    },
                    "users": [
                        {"user": HOST_USER, "password": self.host_token},
                        {
                            "user": PLAYER_USER,
                            "password": self.player_token,
                            "permissions": {
                                "publish": {"allow": player_publish},
                                "subscribe": {"allow": ["_INBOX.>", f"kg-alive.{self.game}"]},
                            },
                        },
                    ],
                }
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
