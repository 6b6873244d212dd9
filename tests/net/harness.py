"""Headless games against a real server: a host and its players in one event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from nacl.signing import SigningKey

from cartografove.net.host import Host
from cartografove.net.link import disconnect
from cartografove.net.protocol import new_game_id
from cartografove.net.seat import Chooser, Player
from cartografove.net.server.process import NatsServer
from cartografove.net.table import Table
from cartografove.net.terms import Terms
from cartografove.records.history import History
from tests.random_play import RandomCartographer
from tests.waits import HANG_S

from .conftest import as_host, as_player, as_seat

Progress = Callable[[Table], None]


@dataclass
class Match:
    """One game being hosted and played; every client's table is kept."""

    server: NatsServer
    players: int
    folder: Path
    terms: Terms = field(default_factory=Terms.new)
    game: str = field(default_factory=new_game_id)
    keys: list[SigningKey] = field(default_factory=list)
    reports: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.keys = [SigningKey.generate() for _ in range(self.players)]

    async def host(self, on_progress: Progress | None = None) -> tuple[Host, asyncio.Task[Table]]:
        client = await as_host(self.server)
        host = Host(
            client.jetstream(),
            self.game,
            self.players,
            self.terms,
            on_report=self.reports.append,
            admit=self.server.admit,
            linger=HANG_S,  # every player's "done" is waited for, however slow the table
        )
        await host.open()
        return host, asyncio.create_task(host.run(on_progress))

    async def player(
        self,
        seat: int,
        choose: Chooser | None = None,
        on_progress: Progress | None = None,
        key: SigningKey | None = None,
    ) -> Table:
        client = await as_player(self.server)
        key = key or self.keys[seat]
        try:
            player = Player(
                client.jetstream(),
                self.game,
                f"Player {seat}",
                key,
                choose or RandomCartographer(seat).choose,
                outbox_path=self.folder / f"outbox-{seat}.json",
                history=History(self.folder / f"history-{seat}"),
                on_report=self.reports.append,
                writer=lambda: as_seat(self.server, key),
            )
            return await player.run(on_progress)
        finally:
            await disconnect(client)


def same_game(tables: list[Table]) -> None:
    """Every computer ended with the same game, checked against the seed."""
    first = tables[0]
    assert first.game is not None and first.game.result is not None
    for table in tables:
        assert table.game is not None
        assert table.verified is True
        assert not table.diverged
        assert table.game.result == first.game.result
        assert table.game.decisions == first.game.decisions
        assert table.hashes == first.hashes and len(table.hashes) == 4
        assert table.game.sheets == first.game.sheets
