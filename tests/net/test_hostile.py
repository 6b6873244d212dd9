"""What a player holding the join code may send: nothing of it breaks a reader,
locks a seat or stops the game (every test fails without the guard it names)."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import threading
import time
from collections.abc import Awaitable
from pathlib import Path
from typing import Any

import nats.errors
import pytest
from nacl.signing import SigningKey
from nats.js.api import StreamConfig

from cartografove.net.link import (
    MAX_SUBJECT_MESSAGES,
    JoinError,
    connect,
    create_stream,
    disconnect,
    read_log,
)
from cartografove.net.presence import LOST_SECONDS, Presence, State, beat, watch
from cartografove.net.protocol import (
    MessageError,
    decode,
    host_subject,
    public_key,
    seat_subject,
    stream_name,
)
from cartografove.net.seat import Chooser
from cartografove.net.server.process import NatsServer, keep_running
from cartografove.net.table import Table
from tests.random_play import RandomCartographer
from tests.waits import HANG_S, join_all, listening

from .conftest import as_host, as_player, as_seat
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
    client = await as_player(server)
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
        # the stream takes no message over 8 kB: this bomb fits, and still nests
        # deeper than json.loads can recurse
        await _send(nats_server, seat_subject(match.game, 1), b"[" * 8000)
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
        client = await as_host(nats_server)
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


async def _refused(attempt: Awaitable[object]) -> bool:
    """Whether the server refused this JetStream request (a permissions violation
    is never answered: the request times out; an answer that is an error counts)."""
    try:
        await asyncio.wait_for(attempt, 3.0)
    except (nats.errors.Error, TimeoutError):
        return True
    return False


async def _attack(server: NatsServer, game: str) -> dict[str, object]:
    """What a player holding the join code tries; what became of each attempt."""
    client = await as_player(server)
    js = client.jetstream(timeout=1.0)
    outcome: dict[str, object] = {
        "delete": await _refused(js.delete_stream(stream_name(game))),
        "purge": await _refused(js.purge_stream(stream_name(game))),
        "create": await _refused(js.add_stream(name="EVIL", subjects=["evil.>"])),
        "update": await _refused(
            js.update_stream(StreamConfig(name=stream_name(game), subjects=["kg.>"]))
        ),
        "host": await _refused(js.publish(host_subject(game), b"forged")),
    }
    for n in range(10_000):  # fire and forget: the server decides what it keeps
        await client.publish(seat_subject(game, 5), b"flood %d" % n)
        await client.publish(f"kg.{game}.seat.6", b"flood")
        await client.publish(host_subject(game), b"flood")
    await client.flush()
    await disconnect(client)
    host = await as_host(server)
    info = await host.jetstream().stream_info(stream_name(game), subjects_filter=">")
    outcome["kept"] = dict(info.state.subjects or {})
    await disconnect(host)
    return outcome


def test_a_hostile_player_with_the_join_code_cannot_spoil_the_game(
    nats_server: NatsServer, tmp_path: Path
) -> None:
    """Delete, purge, make or change streams, write as the host, flood: each is
    refused by the server (a flood keeps at most a subject's cap), and the three
    players' game finishes the same on every computer."""
    match = Match(nats_server, 3, tmp_path)

    attacked: list[bool] = []

    def after_the_attack(seat: int) -> Chooser:
        bot = RandomCartographer(seat)
        return lambda game: bot.choose(game) if attacked else None

    async def play() -> tuple[dict[str, object], list[Table]]:
        started = asyncio.Event()
        _, hosting = await match.host(lambda table: table.started and started.set())
        players = [
            asyncio.create_task(match.player(seat, after_the_attack(seat))) for seat in range(3)
        ]
        await started.wait()
        outcome = await _attack(nats_server, match.game)
        attacked.append(True)
        tables = [await player for player in players]
        return outcome, [await hosting, *tables]

    outcome, tables = asyncio.run(play())
    same_game(tables)
    kept = outcome.pop("kept")
    assert outcome == {"delete": True, "purge": True, "create": True, "update": True, "host": True}
    assert isinstance(kept, dict)
    assert 0 < kept[seat_subject(match.game, 5)] <= MAX_SUBJECT_MESSAGES  # the rest refused
    assert f"kg.{match.game}.seat.6" not in kept
    assert kept[host_subject(match.game)] < 200  # the host's own messages only


def test_a_code_holder_cannot_write_on_a_claimed_seat_and_a_seat_only_on_its_own(
    nats_server: NatsServer, tmp_path: Path
) -> None:
    """Anyone holding the join code could fill a claimed seat's subject to its cap,
    and the seat's player could not write any more: the game stalled. Now a claimed
    seat has its own user on the server (its player's key), the join code's user
    may write only on free seats, and a seat's user only on its own; the game ends
    the same everywhere."""
    match = Match(nats_server, 2, tmp_path)
    attacked: list[bool] = []
    outcome: dict[str, bool] = {}

    def after_the_attack(seat: int) -> Chooser:
        bot = RandomCartographer(seat)
        return lambda game: bot.choose(game) if attacked else None

    async def attack(table: Table) -> None:
        stranger = await as_player(nats_server)
        # each player claims the first free seat: seat 1's key is the log's
        holder = next(k for k in match.keys if public_key(k) == table.seats[1].key)
        seat1 = await as_seat(nats_server, holder)
        try:
            for seat in (0, 1):
                junk = stranger.jetstream(timeout=1.0).publish(seat_subject(match.game, seat), b"x")
                outcome[f"code holder on seat {seat}"] = await _refused(junk)
            other = seat1.jetstream(timeout=1.0).publish(seat_subject(match.game, 0), b"x")
            outcome["seat 1 on seat 0"] = await _refused(other)
            for _ in range(MAX_SUBJECT_MESSAGES + 10):  # the flood that stalled a seat
                await stranger.publish(seat_subject(match.game, 0), b"flood")
            await stranger.flush()
        finally:
            await disconnect(stranger)
            await disconnect(seat1)
        with pytest.raises(JoinError, match="refused the seat's key"):
            await as_seat(nats_server, SigningKey.generate())  # no seat, no user

    async def play() -> list[Table]:
        started = asyncio.Event()
        hosted: list[Table] = []

        def once_started(table: Table) -> None:
            if table.started and not hosted:
                hosted.append(table)
                started.set()

        _, hosting = await match.host(once_started)
        players = [
            asyncio.create_task(match.player(seat, after_the_attack(seat))) for seat in range(2)
        ]
        await started.wait()
        await attack(hosted[0])
        attacked.append(True)
        tables = [await player for player in players]
        return [await hosting, *tables]

    tables = asyncio.run(play())
    same_game(tables)
    assert outcome == {
        "code holder on seat 0": True,
        "code holder on seat 1": True,
        "seat 1 on seat 0": True,
    }
    for table in tables:
        assert table.reports == []  # nothing reached the log but the seats' own


def test_a_tls_url_sends_nothing_to_a_server_without_tls() -> None:
    """A server (or a stranger in the middle) that does not offer TLS once received
    the token in plain text from a client given a ``tls://`` URL. The client gives up
    at the first greeting without TLS, however late it comes (a connection attempt
    that timed out before it is tried again); whatever it sent is in the server's
    sockets by the time ``connect`` has failed."""
    received = bytearray()
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    failed = threading.Event()
    readers: list[threading.Thread] = []

    def plaintext_reader(connection: socket.socket) -> None:
        with connection:
            info = {"server_id": "x", "version": "2.10.0", "max_payload": 1048576}
            connection.sendall(b"INFO " + json.dumps(info).encode() + b"\r\n")
            connection.settimeout(0.05)  # a look at the socket: the client may never close it
            while True:
                try:
                    chunk = connection.recv(4096)
                except TimeoutError:
                    if failed.is_set():
                        return  # read to the end of what the client sent before it failed
                    continue
                except OSError:
                    return
                if not chunk:
                    return
                received.extend(chunk)

    def plaintext_server() -> None:
        listener.settimeout(0.05)
        while not failed.is_set():
            try:
                connection, _ = listener.accept()
            except TimeoutError:
                continue
            reader = threading.Thread(target=plaintext_reader, args=(connection,), daemon=True)
            reader.start()
            readers.append(reader)

    thread = threading.Thread(target=plaintext_server, daemon=True)
    thread.start()
    with pytest.raises(JoinError, match="does not offer TLS"):
        asyncio.run(connect(f"tls://127.0.0.1:{port}", "the-secret-token", timeout=HANG_S))
    failed.set()
    join_all([thread])
    join_all(readers)
    listener.close()
    assert readers and not any(t.is_alive() for t in (thread, *readers))
    assert b"the-secret-token" not in received
    assert b"CONNECT" not in received


def test_a_lost_server_is_said_within_seconds_and_the_hosts_own_starts_again(
    nats_server: NatsServer, tmp_path: Path
) -> None:
    """The server dies mid-game: a player's presence says so within seconds, the
    host's keep_running starts it again on the same port and store, the game ends."""
    match = Match(nats_server, 2, tmp_path)
    states: list[State] = []
    crashed: list[bool] = []

    def crash_once(table: Table) -> None:
        if not crashed and len(table.revealed) >= 5:
            crashed.append(True)
            nats_server.crash()

    async def play() -> list[Table]:
        client = await as_player(nats_server)
        presence = Presence(client, match.game)
        await presence.start()
        watching = asyncio.ensure_future(watch(presence, states.append))
        host, hosting = await match.host(crash_once)
        beating = asyncio.ensure_future(beat(host.js._nc, match.game))

        async def restart_once_said() -> None:
            while State.SERVER_LOST not in states:
                await asyncio.sleep(0.2)
            await keep_running(nats_server)  # the host's watch (the app runs it at once)

        restarting = asyncio.ensure_future(restart_once_said())
        tables = await asyncio.gather(*(match.player(seat) for seat in range(2)))
        result = [await hosting, *tables]
        # The players' clients can reconnect and finish the game before this one's
        # reconnection is noticed (the watch looks once a second): wait for it to be said.
        deadline = time.monotonic() + HANG_S
        while (not states or states[-1] != State.PLAYING) and time.monotonic() < deadline:
            await asyncio.sleep(0.2)
        for task in (watching, beating, restarting):
            task.cancel()
        await disconnect(client)
        return result

    tables = asyncio.run(play())
    assert crashed
    same_game(tables)
    assert State.SERVER_LOST in states and states[-1] == State.PLAYING, states


def test_a_lost_host_is_said_within_seconds() -> None:
    """No heartbeat for LOST_SECONDS while connected: the host's app has stopped."""

    class Connected:
        is_connected = True

    presence = Presence(Connected(), "0A0B0C0D")  # type: ignore[arg-type]
    start = presence.last_beat
    assert presence.state(start + 1) == State.PLAYING
    assert presence.state(start + LOST_SECONDS + 1) == State.HOST_LOST
    Connected.is_connected = False
    assert presence.state(start + 3 * LOST_SECONDS) == State.SERVER_LOST


def test_a_server_without_jetstream_is_said_in_a_sentence() -> None:
    from cartografove.net.server.process import ServerError, find_binary, free_port

    try:
        binary = find_binary()
    except ServerError as error:
        pytest.skip(str(error))
    port = free_port("127.0.0.1")
    process = subprocess.Popen(
        [binary, "--addr", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )

    async def host() -> None:
        client = await connect(f"nats://127.0.0.1:{port}")
        try:
            await create_stream(client.jetstream(timeout=HANG_S), "0A0B0C0D")
        finally:
            await disconnect(client)

    try:
        listening(process, port, "the nats-server without JetStream")
        with pytest.raises(JoinError, match="does not have JetStream"):
            asyncio.run(host())
    finally:
        process.terminate()
        process.wait(timeout=HANG_S)


def test_the_hosts_server_runs_from_a_file_only_its_owner_reads(tmp_path: Path) -> None:
    """No secret on the command line (``ps`` shows it to everyone on the computer),
    the file 0600, and a server that cannot start quotes its log."""
    from cartografove.net.server.process import ServerError, find_binary, free_port

    try:
        find_binary()
    except ServerError as error:
        pytest.skip(str(error))
    port = free_port("127.0.0.1")
    server = NatsServer("players-secret", tmp_path / "game", address="127.0.0.1", port=port)
    server.host_token = "hosts-secret"
    with server:
        assert server.process is not None
        command = " ".join(str(part) for part in server.process.args)  # type: ignore[union-attr]
        assert "secret" not in command
        config = server.config.config_path
        assert config.stat().st_mode & 0o777 == 0o600
        assert "hosts-secret" in config.read_text("utf-8")
        assert server.config.pid_path.exists()
        # a second server on the same port cannot start, and says why
        rival = NatsServer("x", tmp_path / "rival", address="127.0.0.1", port=port)
        with pytest.raises(ServerError, match="address already in use"):
            rival.start()


class _ClosingSubscription:
    """A fetch that waits, and answers a cancellation as nats.py does on a closed
    connection: with ``ConnectionClosedError`` instead of the cancellation."""

    def __init__(self, waiting: asyncio.Event) -> None:
        self.waiting = waiting

    async def fetch(self, batch: int, timeout: float) -> list[object]:
        self.waiting.set()
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            raise nats.errors.ConnectionClosedError from None
        return []

    async def unsubscribe(self) -> None:
        return None


class _OneSubscription:
    """A JetStream context that subscribes once; a second subscription is a reader
    that took its cancellation for a dropped connection."""

    def __init__(self) -> None:
        self.waiting = asyncio.Event()
        self.subscribed = 0

    async def pull_subscribe(self, *args: object, **kwargs: object) -> _ClosingSubscription:
        self.subscribed += 1
        if self.subscribed > 1:
            raise AssertionError("the cancelled reader subscribed again")
        return _ClosingSubscription(self.waiting)


def test_a_cancelled_log_reader_stops_though_nats_turns_the_cancel_into_an_error() -> None:
    async def cancel_while_reading() -> int:
        js = _OneSubscription()

        async def read() -> None:
            async for _ in read_log(js, "0A0B0C0D"):  # type: ignore[arg-type]
                pass

        task = asyncio.ensure_future(read())
        await js.waiting.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        return js.subscribed

    assert asyncio.run(cancel_while_reading()) == 1
