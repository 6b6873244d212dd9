"""What a player holding the join code may send: nothing of it breaks a reader,
locks a seat or stops the game (every test fails without the guard it names)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from cartografove.net.link import connect, create_stream, disconnect, read_log
from cartografove.net.protocol import MessageError, decode, seat_subject
from cartografove.net.server import NatsServer
from cartografove.net.table import Table

from .conftest import TOKEN
from .harness import Match, same_game

BOMB = b"[" * 100_000


def test_a_recursion_bomb_is_refused_as_a_message() -> None:
    for data in (BOMB, b"[" * 900 + b"]" * 900, b'{"a":' * 5000):
        try:
            decode("0A0B0C0D", data)
        except MessageError:
            continue
        raise AssertionError("decoded")


def test_a_table_fed_junk_reports_it_and_reads_on() -> None:
    table = Table("0A0B0C0D")
    table.feed(1, "kg.0A0B0C0D.seat.0", BOMB)
    table.feed(2, "kg.0A0B0C0D.host", b"\xff\xfe")
    table.feed(3, "kg.0A0B0C0D.seat.1", b'{"v": [[[[[[]]]]]]}')
    assert len(table.reports) == 3 and table.last_seq == 3
    assert table.subject_seq == {
        "kg.0A0B0C0D.seat.0": 1,
        "kg.0A0B0C0D.host": 2,
        "kg.0A0B0C0D.seat.1": 3,
    }


async def _send(server: NatsServer, subject: str, data: bytes, times: int = 1) -> None:
    client = await connect(server.url, TOKEN)
    try:
        js = client.jetstream()
        for _ in range(times):
            await js.publish(subject, data)
    finally:
        await disconnect(client)


def test_junk_on_every_free_seat_and_a_bomb_do_not_stop_the_game(
    nats_server: NatsServer, tmp_path: Path
) -> None:
    """Four bytes of junk per free seat once locked every joiner out ("the game is
    full"); a recursion bomb crashed every reader."""
    match = Match(nats_server, 3, tmp_path)

    async def play() -> list[Table]:
        _, hosting = await match.host()
        for seat in range(3):
            await _send(nats_server, seat_subject(match.game, seat), b"junk")
        await _send(nats_server, seat_subject(match.game, 1), BOMB)
        tables = await asyncio.gather(*(match.player(seat) for seat in range(3)))
        return [await hosting, *tables]

    tables = asyncio.run(play())
    same_game(tables)
    for table in tables:
        assert len(table.reports) == 4, table.reports


def test_a_reader_that_missed_messages_fetches_them(
    nats_server: NatsServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A consumer without acknowledgements drops what it pushed while its reader was
    busy: the reader notices the gap in the stream's numbers and fetches it."""
    from nats.js.client import JetStreamContext

    real = JetStreamContext.pull_subscribe

    async def dropping(self: JetStreamContext, *args: Any, **kwargs: Any) -> Any:
        subscription = await real(self, *args, **kwargs)
        fetch = subscription.fetch

        async def fetch_dropping(*a: Any, **k: Any) -> list[Any]:
            return [m for m in await fetch(*a, **k) if m.metadata.sequence.stream not in (2, 4, 5)]

        subscription.fetch = fetch_dropping  # type: ignore[method-assign]
        return subscription

    monkeypatch.setattr(JetStreamContext, "pull_subscribe", dropping)

    async def read() -> list[int]:
        client = await connect(nats_server.url, TOKEN)
        js = client.jetstream()
        await create_stream(js, "0A0B0C0D")
        for n in range(7):
            await js.publish(seat_subject("0A0B0C0D", 0), str(n).encode())
        seen: list[int] = []
        async for batch in read_log(js, "0A0B0C0D"):
            seen += [entry.seq for entry in batch]
            if not batch and seen:
                break
        await disconnect(client)
        return seen

    assert asyncio.run(read()) == [1, 2, 3, 4, 5, 6, 7]
