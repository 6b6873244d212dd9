"""The command line's runs that met trouble (issue 21, item 7): each ends in one line
on stderr and exit status 1 (trouble running) or 2 (a mistake on the line), never a
traceback and never a wait for ever."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cartografove.__main__ import main
from tests.waits import HANG_S

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("KARTOGRAFOVE_HOME", str(home))
    return home


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        status = main(argv)
    except SystemExit as stop:
        status = int(stop.code or 0)
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return status, err


@pytest.mark.parametrize(
    "server",
    ["", "   ", "nats://token@server:99999", "nats://token@server:port", "nats://[zz", "http://x"],
)
def test_a_server_that_is_no_address_is_refused(server, capsys):
    """``--server ""`` used to host on every network and announce the game on the LAN."""
    status, err = run(["host", "--players", "2", "--server", server], capsys)
    assert status == 2
    assert "not a server address" in err


def test_a_data_folder_that_is_a_file_is_one_line(user_home, capsys):
    user_home.mkdir()
    (user_home / "data").write_bytes(b"")
    for argv in (["host", "--players", "2", "--no-announce"], ["join", "ABC"]):
        status, err = run(argv, capsys)
        assert status == 1
        assert "data folder" in err


def test_a_join_code_of_200000_characters_is_refused_at_once(capsys):
    from cartografove.net.joincode import JoinCodeError, decode

    started = time.process_time()
    with pytest.raises(JoinCodeError, match="too long"):
        decode("K" * 200_000)
    status, err = run(["join", "K" * 200_000], capsys)
    assert status == 2 and "too long" in err
    assert time.process_time() - started < 5  # was 21 s; generous for a busy machine


def test_a_pdf_name_too_long_for_the_file_system(tmp_path, capsys):
    save = tmp_path / "game.kartografove"
    assert main(["autoplay", "--seed", "3", "--save", str(save)]) == 0
    capsys.readouterr()
    status, err = run(["export-pdf", str(save), "-o", str(tmp_path / ("x" * 300 + ".pdf"))], capsys)
    assert status == 1
    assert "too long" in err


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_standard_output_on_a_full_device():
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "cartografove", "autoplay", "--seed", "1"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            timeout=HANG_S,
        )
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert "No space left" in done.stderr


@pytest.mark.skipif(os.name != "posix", reason="FIFOs are POSIX")
def test_a_fifo_where_the_players_key_is_refused_without_waiting(user_home, capsys):
    from cartografove.net.joincode import Invitation, encode
    from cartografove.net.keys import key_path

    folder = user_home / "data" / "net" / "keys"
    folder.mkdir(parents=True)
    os.mkfifo(key_path("Ann", folder))
    code = encode(Invitation("127.0.0.1", 9, "0123ABCD", "0123456789", host_key="0f" * 8))
    status, err = run(["join", code, "--name", "Ann"], capsys)
    assert status == 1
    assert "not a regular file" in err


def test_resuming_a_hosted_game_whose_secrets_are_lost(capsys):
    from cartografove.net.host import Host
    from cartografove.net.ongoing import OngoingGames
    from cartografove.net.server.place import Place
    from cartografove.net.terms import Terms
    from cartografove.rules.setup import RuleSet

    host = Host(None, "0123ABCD", 2, Terms.new(RuleSet.heroes(), None, "random"))  # type: ignore[arg-type]
    path = OngoingGames().keep_hosted(host, Place.own("127.0.0.1", "0123ABCD"))
    document = json.loads(path.read_bytes())
    del document["key"], document["secret"]
    path.write_text(json.dumps(document))
    status, err = run(["host", "--resume", "0123ABCD", "--no-announce"], capsys)
    assert status == 1
    assert "lost the host's secrets" in err
