"""``cartografove host`` and ``cartografove join`` play a game through a join code,
each in its own process, with a nats-server the host starts itself."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cartografove.net.joincode import decode
from cartografove.net.link import connect, disconnect, read_log
from cartografove.net.server.place import Place
from cartografove.net.server.process import ServerError, find_binary, stop_leftover
from cartografove.net.table import Table
from tests.waits import HANG_S

COMMAND = [sys.executable, "-m", "cartografove"]


@pytest.mark.parametrize(
    ("sleep", "rules", "sheet"),
    [(False, ["--rules", "base", "--side", "b"], "B"), (True, [], "C")],
    ids=["awake-base-game", "a-joiner-sleeps"],
)
def test_host_and_two_joiners_print_the_same_standings(
    tmp_path: Path, sleep: bool, rules: list[str], sheet: str
) -> None:
    """With ``sleep``, one joiner's process is stopped mid-game for two seconds, as a
    laptop's lid closing would, and catches up when it wakes. ``rules`` are the
    host's: the joiners play by them without being told."""
    try:
        find_binary()
    except ServerError as error:
        pytest.skip(str(error))
    if sleep and not hasattr(signal, "SIGSTOP"):
        pytest.skip("no SIGSTOP to put a process to sleep on this system")
    env = {**os.environ, "KARTOGRAFOVE_HOME": str(tmp_path / "home")}
    host = subprocess.Popen(
        [
            *COMMAND,
            "host",
            "--players",
            "2",
            "--listen",
            "127.0.0.1",
            "--no-announce",
            *rules,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert host.stdout is not None
        first = host.stdout.readline()
        assert first.startswith("join code: "), first + (host.stderr.read() if host.stderr else "")
        code = first.removeprefix("join code: ").strip()
        joiners = [
            subprocess.Popen(
                [*COMMAND, "join", code.lower(), "--bot", "random", "--name", name],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=env,
            )
            for name in ("Ann", "Bob")
        ]
        if sleep:  # once the game is dealt: the joiners have claimed their seats
            game = decode(code).game
            kept = tmp_path / "home" / "data" / "net" / "hosted" / f"{game}.json"
            asyncio.run(_watch_until_revealed(kept, game, 1))
            joiners[0].send_signal(signal.SIGSTOP)
            time.sleep(2)
            joiners[0].send_signal(signal.SIGCONT)
        outputs = [joiner.communicate(timeout=HANG_S) for joiner in joiners]
        hosted, errors = host.communicate(timeout=HANG_S)
    finally:
        host.kill()
    assert host.returncode == 0, errors
    for joiner, (out, err) in zip(joiners, outputs, strict=True):
        assert joiner.returncode == 0, err
        assert out == hosted
    assert hosted.startswith(f"Sheet {sheet}, seed ")  # 128 bits, from every computer
    assert sorted(line.split()[1] for line in hosted.splitlines()[2:]) == ["Ann", "Bob"]
    # the finished game is kept in the history, like any other
    assert len(list((tmp_path / "home" / "data" / "history").glob("*.kartografove"))) == 1
    # and its server's folder (its configuration holds the host's password) is gone
    assert list((tmp_path / "home" / "data" / "net" / "server").iterdir()) == []


def test_join_refuses_a_mistyped_code() -> None:
    done = subprocess.run([*COMMAND, "join", "222-333-444"], capture_output=True, text=True)
    assert done.returncode == 2
    assert "join code" in done.stderr


def test_a_host_killed_mid_game_is_said_and_resumes_it(tmp_path: Path) -> None:
    """The host's process dies (its nats-server lives on): every joiner says the host
    is lost (no heartbeat for LOST_SECONDS) while it is; ``host --resume GAME`` deals
    on (its seats' users given again to the server a crash left), every computer ends
    with the same game, and the left-over server is stopped at the end."""
    try:
        find_binary()
    except ServerError as error:
        pytest.skip(str(error))
    env = {**os.environ, "KARTOGRAFOVE_HOME": str(tmp_path / "home")}
    options = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, "text": True, "env": env}
    host = subprocess.Popen(
        [
            *COMMAND,
            "host",
            "--players",
            "2",
            "--listen",
            "127.0.0.1",
            "--no-announce",
        ],
        **options,
    )
    assert host.stdout is not None
    code = host.stdout.readline().removeprefix("join code: ").strip()
    game = decode(code).game
    kept = tmp_path / "home" / "data" / "net" / "hosted" / f"{game}.json"
    place = Place.from_json(json.loads(kept.read_text("utf-8"))["place"])
    resumed = None
    try:
        joiners = [
            subprocess.Popen([*COMMAND, "join", code, "--name", name], **options)
            for name in ("Ann", "Bob")
        ]
        said = [_Said(joiner) for joiner in joiners]
        asyncio.run(_watch_until_revealed(kept, game, 3))
        host.kill()  # SIGKILL: no clean-up at all, mid-game
        host.wait()
        for heard in said:  # each joiner says it (or the test fails by its timeout)
            heard.wait_for(HOST_LOST)
        resumed = subprocess.Popen([*COMMAND, "host", "--resume", game, "--no-announce"], **options)
        outputs = [joiner.communicate(timeout=HANG_S) for joiner in joiners]
        hosted, errors = resumed.communicate(timeout=HANG_S)
    finally:
        if resumed is not None:
            resumed.kill()
        stop_leftover(place)
    assert resumed.returncode == 0, errors
    assert hosted.startswith(f"join code: {code}\nSheet C, seed ")
    for joiner, (out, _), heard in zip(joiners, outputs, said, strict=True):
        assert joiner.returncode == 0, heard.text()
        assert hosted.endswith(out)  # the same standings everywhere
    assert not kept.exists()


HOST_LOST = "warning: the host's app is not answering"


class _Said:
    """A process's stderr, read line by line as it comes (on a thread of its own)."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        import threading

        assert process.stderr is not None
        self.lines: list[str] = []
        self.news = threading.Condition()
        self.stream = process.stderr
        self.process = process
        threading.Thread(target=self._read, daemon=True).start()
        process.stderr = None  # communicate() must not read it too

    def _read(self) -> None:
        for line in self.stream:
            with self.news:
                self.lines.append(line)
                self.news.notify_all()

    def wait_for(self, text: str, timeout: float = HANG_S) -> None:
        with self.news:
            found = self.news.wait_for(lambda: text in self.text(), timeout)
        assert found, f"never said {text!r}: {self.text()}"

    def text(self) -> str:
        return "".join(self.lines)


async def _watch_until_revealed(kept: Path, game: str, cards: int) -> None:
    """Read the game's log, as a spectator would, until ``cards`` are revealed."""
    place = json.loads(kept.read_text("utf-8"))["place"]
    client = await connect(place["url"], place["token"], user="player")
    table = Table(game)
    async for batch in read_log(client.jetstream(), game):
        for entry in batch:
            table.feed(entry.seq, entry.subject, entry.data)
        if len(table.revealed) >= cards:
            break
    await disconnect(client)


def test_join_offers_exactly_the_computer_levels():
    from cartografove.bots import LEVELS
    from cartografove.net import cli

    assert tuple(LEVELS) == cli.LEVELS
