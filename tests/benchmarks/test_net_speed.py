"""Network play on loopback (issue 16): a decision's round trip (median and p95),
catching up a whole 6-player log on joining, and the memory a hosting process and
its nats-server take.

Run with ``pytest tests/benchmarks/test_net_speed.py --benchmark-only -s``; not
part of the default run. Each test starts its own nats-server (tests/net/conftest).
"""

from __future__ import annotations

import asyncio
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from nacl.signing import SigningKey

from cartografove.net.link import Outbox, Outgoing, connect, create_stream, read_log
from cartografove.net.protocol import Message, new_game_id, seat_subject
from cartografove.net.server.process import NatsServer
from cartografove.net.table import Table
from tests.net.conftest import HOST_TOKEN, TOKEN
from tests.net.harness import Match


@pytest.fixture
def server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[NatsServer]:
    monkeypatch.setenv("KARTOGRAFOVE_HOME", str(tmp_path / "home"))
    running = NatsServer(TOKEN, tmp_path / "nats", address="127.0.0.1", host_token=HOST_TOKEN)
    running.start()
    yield running
    running.stop()


def test_decision_round_trip(benchmark, server: NatsServer) -> None:
    """Signed, sent through the outbox, acknowledged, and read by another player."""
    loop = asyncio.new_event_loop()
    game = new_game_id()
    key = SigningKey.generate()
    subject = seat_subject(game, 0)

    async def setup():
        sender = await connect(server.url, HOST_TOKEN, user="host")
        reader = await connect(server.url, TOKEN, user="player")
        await create_stream(sender.jetstream(), game)
        return sender, reader, read_log(reader.jetstream(), game).__aiter__()

    sender, reader, log = loop.run_until_complete(setup())
    outbox, last, counter = Outbox(), {}, [0]
    body = {"decision": {"type": "destroy_space", "cell": [3, 4]}}

    async def round_trip() -> None:
        n = counter[0] = counter[0] + 1
        message = Message("decision", n, body)
        outbox.put(Outgoing(subject, f"{subject}#{n}", message.encode(game, key)))
        assert await outbox.flush(sender.jetstream(), game, last)
        while True:
            batch = await log.__anext__()
            if batch and batch[-1].seq == last[subject]:
                return

    benchmark.pedantic(lambda: loop.run_until_complete(round_trip()), rounds=300, warmup_rounds=20)
    if benchmark.stats is not None:  # None with --benchmark-disable
        data = sorted(benchmark.stats.stats.data)
        p95 = data[int(len(data) * 0.95)]
        benchmark.extra_info["p95_ms"] = round(p95 * 1000, 3)
        median = statistics.median(data) * 1000
        print(f"\nround trip: median {median:.2f} ms, p95 {p95 * 1000:.2f} ms")
    loop.run_until_complete(log.aclose())
    loop.run_until_complete(sender.close())
    loop.run_until_complete(reader.close())
    loop.close()


def test_catching_up_a_whole_six_player_log(
    benchmark, server: NatsServer, tmp_path: Path, smallest: bool
) -> None:
    """A seat joining late reads a whole 6-player log from the server and applies each
    message once. The host deletes a finished game's stream once every player has
    it, so the log is recorded while the game is played and published again, as it
    was, to a stream of its own for the measurement."""
    seats = 2 if smallest else 6  # --smallest: does it still run?
    match = Match(server, seats, tmp_path)
    recorded: list[tuple[str, bytes]] = []

    async def record() -> None:
        client = await connect(server.url, TOKEN, user="player")
        table = Table(match.game)
        async for batch in read_log(client.jetstream(), match.game):
            for entry in batch:
                recorded.append((entry.subject, entry.data))
                table.feed(entry.seq, entry.subject, entry.data)
            if not batch and table.verified is not None:
                break
        await client.close()

    async def play() -> None:
        _, hosting = await match.host()
        recording = asyncio.create_task(record())
        await asyncio.gather(*(match.player(seat) for seat in range(seats)))
        await recording
        await hosting
        client = await connect(server.url, HOST_TOKEN, user="host")  # makes the stream
        js = client.jetstream()
        await create_stream(js, match.game)  # deleted by the host: the log, as it was
        for subject, data in recorded:
            await js.publish(subject, data)
        await client.close()

    asyncio.run(play())

    async def catch_up() -> Table:
        client = await connect(server.url, TOKEN, user="player")
        table = Table(match.game)
        async for batch in read_log(client.jetstream(), match.game):
            for entry in batch:
                table.feed(entry.seq, entry.subject, entry.data)
            if not batch and table.verified is not None:
                break
        await client.close()
        return table

    table = benchmark.pedantic(lambda: asyncio.run(catch_up()), rounds=5)
    assert table.verified and table.game is not None and table.game.over
    benchmark.extra_info["messages"] = table.last_seq
    print(f"\ncaught up {table.last_seq} messages")


HOSTING = """
import asyncio, json, resource, sys
from cartografove.net.host import Host
from cartografove.net.link import connect, disconnect
from cartografove.net.server.process import NatsServer
from cartografove.net.terms import Terms

async def main():
    server = NatsServer("tok", address="127.0.0.1", host_token="tok")
    server.start()
    client = await connect(server.url, "tok", user="host")
    host = Host(client.jetstream(), "BEEF0001", 6, Terms.new())
    await host.open()
    print(server.url, flush=True)
    await host.run()
    with open(f"/proc/{server.process.pid}/status") as status:
        hwm = next(int(line.split()[1]) for line in status if line.startswith("VmHWM"))
    server.stop()
    me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"host_kb": me, "server_kb": hwm}), flush=True)

asyncio.run(main())
"""

PLAYING = """
import asyncio, sys
from nacl.signing import SigningKey
from cartografove.net.link import connect, disconnect
from cartografove.net.seat import Player
from tests.random_play import RandomCartographer

async def seat(url, i):
    client = await connect(url, "tok", user="player")
    key, bot = SigningKey.generate(), RandomCartographer(i)
    player = Player(client.jetstream(), "BEEF0001", f"P{i}", key, bot.choose)
    await player.run()
    await disconnect(client)

async def main(url):
    await asyncio.gather(*(seat(url, i) for i in range(6)))

asyncio.run(main(sys.argv[1]))
"""


def test_memory_of_a_hosting_process(benchmark, tmp_path: Path) -> None:
    env_home = {"KARTOGRAFOVE_HOME": str(tmp_path)}

    def host_a_game() -> dict[str, int]:
        import os

        env = {**os.environ, **env_home}
        host = subprocess.Popen(
            [sys.executable, "-c", HOSTING], stdout=subprocess.PIPE, text=True, env=env
        )
        assert host.stdout is not None
        url = host.stdout.readline().strip()
        started = time.monotonic()
        subprocess.run([sys.executable, "-c", PLAYING, url], check=True, env=env, timeout=300)
        figures = json.loads(host.stdout.readline())
        host.wait(timeout=60)
        figures["seconds"] = round(time.monotonic() - started, 2)
        return figures

    figures = benchmark.pedantic(host_a_game, rounds=1)
    benchmark.extra_info.update(figures)
    print(f"\nhosting a 6-player game: {figures}")
