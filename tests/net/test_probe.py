"""``--server``: what someone else's server lets the host and the players do is
tried before the game starts (a throwaway game on the server itself)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from cartografove.net.link import JoinError
from cartografove.net.server.probe import Exposure, Findings, PermissionsError, Problem, probe
from cartografove.net.server.process import NatsServer
from tests.waits import HANG_S

from .conftest import HOST_TOKEN, TOKEN


@pytest.fixture(autouse=True)
def answers_waited_for(monkeypatch: pytest.MonkeyPatch) -> None:
    """However slowly the server answers, an answer is waited for: what it forbids
    it says at once (a permissions violation), so nothing here waits out this guard."""
    monkeypatch.setattr("cartografove.net.server.probe.TRY_SECONDS", HANG_S)


def test_a_server_with_one_token_exposes_the_game_to_every_code_holder(token_server: str) -> None:
    findings = asyncio.run(probe(token_server, TOKEN, players_token=TOKEN))
    assert findings.problems == []
    assert set(findings.exposures) == {Exposure.DELETE, Exposure.PURGE, Exposure.HOST_SUBJECT}
    assert "may delete the game's stream" in findings.text()


def test_a_server_with_a_players_user_as_documented_exposes_nothing(
    nats_server: NatsServer,
) -> None:
    """The host's own kind of server, with the ``player`` user docs/PROTOCOL.md lists."""
    findings = asyncio.run(
        probe(nats_server.url, HOST_TOKEN, user="host", players_token=TOKEN, players_user="player")
    )
    assert findings == Findings()


def test_a_host_login_that_may_not_make_the_games_stream_is_a_problem(
    nats_server: NatsServer,
) -> None:
    findings = asyncio.run(probe(nats_server.url, TOKEN, user="player", players_token=None))
    assert findings.problems == [Problem.HOST_STREAM]
    assert "may not make a game's stream" in findings.text()


def test_players_who_may_neither_sit_nor_read_are_problems(tmp_path: Path) -> None:
    """A players' user made for one game only (here another than the one tried)."""
    server = NatsServer(TOKEN, tmp_path / "one", address="127.0.0.1", host_token=HOST_TOKEN)
    server.game = "0A0B0C0D"
    with server:
        findings = asyncio.run(
            probe(server.url, HOST_TOKEN, user="host", players_token=TOKEN, players_user="player")
        )
    assert findings.problems == [Problem.PLAYER_SEAT, Problem.PLAYER_READ]
    assert findings.exposures == []
    error = PermissionsError(findings)
    assert error.kind == "permissions" and "nobody could take a seat" in str(error)


def test_players_credentials_files_are_unchecked_and_a_wrong_token_said(
    nats_server: NatsServer,
) -> None:
    unchecked = asyncio.run(probe(nats_server.url, HOST_TOKEN, user="host"))
    assert unchecked.exposures == [Exposure.UNCHECKED] and unchecked.problems == []
    with pytest.raises(JoinError) as refused:
        asyncio.run(probe(nats_server.url, HOST_TOKEN, user="host", players_token="wrong"))
    assert refused.value.kind == "refused"


def test_host_warns_of_what_a_server_with_one_token_exposes_and_plays_on(
    token_server: str, tmp_path: Path
) -> None:
    """It once said only that such a server *may* expose the game; now it says what
    the server did allow, and the game is played all the same (the host chose it)."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "KARTOGRAFOVE_HOME": str(tmp_path / "home")}
    server = token_server.replace("nats://", f"nats://{TOKEN}@")
    done = subprocess.run(
        [sys.executable, "-m", "cartografove", "host", "--players", "1", "--name", "Ann"]
        + ["--server", server],
        capture_output=True,
        text=True,
        env=env,
        timeout=HANG_S,
    )
    assert done.returncode == 0, done.stderr
    warnings = [line for line in done.stderr.splitlines() if line.startswith("warning: ")]
    assert warnings == [
        "warning: everyone holding the join code may write on the host's subject (forgeries "
        "are refused, but a flood there stalls the game) (give the players a user of their "
        "own: docs/PROTOCOL.md, Someone else's server)",
        "warning: everyone holding the join code may purge the game's stream (give the "
        "players a user of their own: docs/PROTOCOL.md, Someone else's server)",
        "warning: everyone holding the join code may delete the game's stream (give the "
        "players a user of their own: docs/PROTOCOL.md, Someone else's server)",
    ]
    assert "Ann" in done.stdout
