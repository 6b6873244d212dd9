"""A real nats-server for each test, on a random loopback port, as nats.py's own
tests run theirs; its data folder is the test's temporary folder. It is the host's
own kind of server (users ``host`` and ``player``, :mod:`cartografove.net.server.config`);
``token_server`` is one with a single token, as someone else's server might be."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from nacl.signing import SigningKey
from nats.aio.client import Client

from cartografove.net.link import connect
from cartografove.net.server.process import NatsServer, ServerError, find_binary, free_port
from tests.waits import HANG_S, listening

TOKEN = "s3cr3t0k3n"  # the players' password, as in the join code
HOST_TOKEN = "h0stt0k3n"


@pytest.fixture
def nats_server(tmp_path: Path) -> Iterator[NatsServer]:
    try:
        find_binary()
    except ServerError as error:
        pytest.skip(str(error))
    server = NatsServer(TOKEN, tmp_path / "nats", address="127.0.0.1", host_token=HOST_TOKEN)
    server.start(timeout=HANG_S)  # the product's 10 s is not this machine's
    yield server
    server.stop()


async def as_host(server: NatsServer) -> Client:
    return await connect(server.url, HOST_TOKEN, user="host")


async def as_player(server: NatsServer, token: str = TOKEN) -> Client:
    return await connect(server.url, token, user="player")


async def as_seat(server: NatsServer, key: SigningKey) -> Client:
    """A claimed seat's own login: its player's key (net.seat_users)."""
    return await connect(server.url, seat_key=key)


@pytest.fixture
def token_server(tmp_path: Path) -> Iterator[str]:
    """Someone else's nats-server with JetStream and one token for everything; its URL."""
    try:
        binary = find_binary()
    except ServerError as error:
        pytest.skip(str(error))
    port = free_port("127.0.0.1")
    config = tmp_path / "token.conf"
    store = tmp_path / "token-store"
    config.write_text(
        json.dumps(
            {
                "listen": f"127.0.0.1:{port}",
                "authorization": {"token": TOKEN},
                "jetstream": {"store_dir": str(store)},
            }
        ),
        encoding="utf-8",
    )
    process = subprocess.Popen(
        [binary, "--config", str(config)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        listening(process, port, "the token nats-server")
        yield f"nats://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(timeout=HANG_S)


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keys, outboxes and history go to the test's folder, not the user's."""
    monkeypatch.setenv("KARTOGRAFOVE_HOME", str(tmp_path / "home"))
