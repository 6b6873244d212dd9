"""A real nats-server for each test, on a random loopback port, as nats.py's own
tests run theirs; its data folder is the test's temporary folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from cartografove.net.server import NatsServer, ServerError, find_binary

TOKEN = "s3cr3t0k3n"


@pytest.fixture
def nats_server(tmp_path: Path) -> Iterator[NatsServer]:
    try:
        find_binary()
    except ServerError as error:
        pytest.skip(str(error))
    server = NatsServer(TOKEN, tmp_path / "nats", address="127.0.0.1")
    server.start()
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keys, outboxes and history go to the test's folder, not the user's."""
    monkeypatch.setenv("KARTOGRAFOVE_HOME", str(tmp_path / "home"))
