"""Sending: what the server has not acknowledged waits in the outbox (and its file),
goes out once however often it is retried, and a stale write is refused."""

from __future__ import annotations

import asyncio
from pathlib import Path

import nats.js.errors
import pytest
from nacl.signing import SigningKey

from cartografove.net.link import Outbox, Outgoing, create_stream
from cartografove.net.protocol import Message, public_key, stream_name
from cartografove.net.server.process import NatsServer
from tests.waits import HANG_S

from .conftest import as_host

GAME = "0000ABCD"
SUBJECT = f"kg.{GAME}.seat.0"


def test_the_outbox_survives_a_server_outage_and_sends_once(
    nats_server: NatsServer, tmp_path: Path
) -> None:
    path = tmp_path / "outbox.json"

    async def scenario() -> int:
        client = await as_host(nats_server)
        js = client.jetstream()
        await create_stream(js, GAME)
        nats_server.kill()
        outbox = Outbox(path)
        outbox.put(Outgoing(SUBJECT, "m0", b"first"))
        outbox.put(Outgoing(SUBJECT, "m1", b"second"))
        last: dict[str, int] = {}
        assert not await outbox.flush(js, GAME, last)  # the server is down
        await asyncio.to_thread(nats_server.start, timeout=HANG_S)
        # the app restarts: a fresh outbox reads what waited from its file
        again = Outbox(path)
        assert [item.msg_id for item in again.items] == ["m0", "m1"]
        while not await again.flush(js, GAME, last):
            await asyncio.sleep(0.1)
        # a retry of an acknowledged message whose acknowledgement was lost
        retry = Outbox()
        retry.put(Outgoing(SUBJECT, "m1", b"second"))
        assert await retry.flush(js, GAME, {SUBJECT: 1})
        info = await js.stream_info(stream_name(GAME))
        await client.close()
        return info.state.messages

    assert asyncio.run(scenario()) == 2
    assert Outbox(path).items == []


def test_a_stale_write_is_refused(nats_server: NatsServer) -> None:
    async def scenario() -> None:
        client = await as_host(nats_server)
        js = client.jetstream()
        await create_stream(js, GAME)
        await js.publish(SUBJECT, b"one", headers={"Nats-Expected-Last-Subject-Sequence": "0"})
        with pytest.raises(nats.js.errors.APIError):
            await js.publish(
                SUBJECT, b"stale", headers={"Nats-Expected-Last-Subject-Sequence": "0"}
            )
        await client.close()

    asyncio.run(scenario())


def test_two_writers_of_one_outbox_never_rename_each_others_file(tmp_path: Path, monkeypatch):
    """An app joining again may still be letting go of the same seat: while one
    writer is between writing its temporary file and renaming it, the other saves."""
    import os

    from cartografove.net import link

    path = tmp_path / "outbox.json"
    leaving, joining = Outbox(path), Outbox(path)
    rename = os.replace
    interleaved: list[bool] = []

    def replace(source, target):
        if not interleaved:
            interleaved.append(True)
            joining.put(Outgoing("kg.G.seat.1", "b", b"2"))
        rename(source, target)

    monkeypatch.setattr(link.os, "replace", replace)
    leaving.put(Outgoing("kg.G.seat.1", "a", b"1"))
    assert interleaved and [i.msg_id for i in Outbox(path).items] == ["a"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["outbox.json"]


def test_a_seats_new_holder_is_not_dropped_as_a_retry_of_the_previous_holders_message(
    nats_server: NatsServer,
) -> None:
    """After a hand-over the previous holder's message ``n`` may still land (every table
    refuses it); the new holder then sends its own ``n``. With one de-duplication id
    for both, the server dropped the new holder's as a retry, and the game waited for
    ever (the stand-in test hung about one run in four under load)."""
    previous, holder = SigningKey.generate(), SigningKey.generate()
    late = Message("decision", 3, {"decision": "the previous holder's"})
    own = Message("decision", 3, {"decision": "the new holder's"})

    async def scenario() -> int:
        client = await as_host(nats_server)
        js = client.jetstream()
        await create_stream(js, GAME)
        last: dict[str, int] = {}
        for message, key in ((late, previous), (own, holder)):
            outbox = Outbox()
            outbox.put(
                Outgoing(
                    SUBJECT,
                    message.msg_id(SUBJECT, public_key(key)),
                    message.encode(GAME, key),
                )
            )
            assert await outbox.flush(js, GAME, last)
        info = await js.stream_info(stream_name(GAME))
        await client.close()
        return info.state.messages

    assert asyncio.run(scenario()) == 2
