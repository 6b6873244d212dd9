"""``host --name`` takes a seat itself, ``host --port`` picks the server's port, ``join``
says what it waits for, and both print the standings in ``--lang`` (issue 20)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cartografove.__main__ import main
from cartografove.net.joincode import decode
from cartografove.net.server.process import ServerError, find_binary, free_port
from tests.waits import HANG_S

COMMAND = [sys.executable, "-m", "cartografove"]


def test_the_host_plays_a_seat_itself_on_the_port_asked_for(tmp_path: Path) -> None:
    try:
        find_binary()
    except ServerError as error:
        pytest.skip(str(error))
    port = free_port()
    env = {**os.environ, "KARTOGRAFOVE_HOME": str(tmp_path / "home")}
    host = subprocess.Popen(
        [*COMMAND, "host", "--players", "2", "--listen", "127.0.0.1"]
        + ["--port", str(port), "--no-announce", "--name", "Hosta", "--bot", "easy"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert host.stdout is not None
        first = host.stdout.readline()
        assert first.startswith("join code: "), first
        code = first.removeprefix("join code: ").strip()
        assert decode(code).url.endswith(f":{port}")
        assert host.stderr is not None
        waited = [host.stderr.readline() for _ in range(2)]  # its seat, then the other
        joined = subprocess.run(
            [*COMMAND, "--lang", "pl", "join", code, "--bot", "random", "--name", "Jola"],
            capture_output=True,
            text=True,
            env=env,
            timeout=HANG_S,
        )
        out, said = host.communicate(timeout=HANG_S)
    finally:
        host.kill()
    assert joined.returncode == 0, joined.stderr
    assert host.returncode == 0, said
    assert "Gwiazdki Reputacji" in joined.stdout  # the standings in Polish
    host_lines = [line for line in out.splitlines() if "stars" in line]
    assert {line.split()[1] for line in host_lines} == {"Hosta", "Jola"}
    assert waited == [
        "Hosta: waiting for a seat\n",
        "Hosta: waiting for the players to sit down (1 of 2: Hosta)\n",
    ]
    assert "Jola: czekamy" in joined.stderr  # what it waits for, in Polish too


def test_port_and_edicts_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as shown:
        main(["host", "--help"])
    assert shown.value.code == 0
    help_text = " ".join(capsys.readouterr().out.split())
    assert "--port PORT" in help_text and "--name NAME" in help_text
    assert "heart_of_the_forest" in help_text and "cauldrons" in help_text
    for wrong in (["--port", "0"], ["--port", "http"]):
        with pytest.raises(SystemExit) as refused:
            main(["host", "--players", "2", *wrong])
        assert refused.value.code == 2
    code = main(["host", "--players", "2", "--port", "4222", "--server", "nats://t@example.org"])
    assert code == 2
    assert "--port is for a new server" in capsys.readouterr().err
