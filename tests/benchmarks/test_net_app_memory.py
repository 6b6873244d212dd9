"""Memory of a hosting app (issue 16): the real app window, offscreen, hosts a
6-seat game with its own nats-server — this computer's person (answered as the
network GUI tests answer) and five computer cartographers — and plays it to the
end; then the same with a second app joining by code in place of one computer.
Each app runs in a process of its own (:mod:`tests.benchmarks.network_app`), so
its peak memory is its own; the server's is sampled until it stops. And one window
that plays ten solo games and then hosts three network games
(:mod:`tests.benchmarks.app_games_memory`): what it holds after them is what one
game holds (issue 22, "one owner per game").

Run with ``pytest tests/benchmarks/test_net_app_memory.py --benchmark-only -s``;
not part of the default run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cartografove.net.server.process import ServerError, find_binary

ROOT = Path(__file__).resolve().parents[2]
LEVEL = "medium"


@pytest.fixture(autouse=True)
def nats_binary() -> None:
    try:
        find_binary()
    except ServerError as error:
        pytest.skip(str(error))


def _app(role: list[str], home: Path) -> subprocess.Popen[str]:
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen", "KARTOGRAFOVE_HOME": str(home)}
    return subprocess.Popen(
        [sys.executable, "-m", "tests.benchmarks.network_app", *role],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
    )


def _figures(app: subprocess.Popen[str]) -> dict[str, float]:
    out, _ = app.communicate(timeout=900)
    assert app.returncode == 0, out
    figures: dict[str, float] = json.loads(out.strip().splitlines()[-1])
    return figures


def _megabytes(figures: dict[str, float], prefix: str = "") -> dict[str, float]:
    named = {
        "app_mb": figures["app_kib"] / 1024,
        "server_mb": figures["server_kib"] / 1024,
        "seconds": figures["seconds"],
        "decisions": figures["decisions"],
    }
    return {prefix + k: round(v, 1) for k, v in named.items() if k != "server_mb" or v}


def test_memory_of_a_hosting_app(benchmark, tmp_path: Path, smallest: bool) -> None:
    level = "random" if smallest else LEVEL

    def host() -> dict[str, float]:
        return _figures(_app(["host", "0", level], tmp_path / "host"))

    figures = _megabytes(benchmark.pedantic(host, rounds=1, iterations=1))
    benchmark.extra_info.update(figures)
    print(f"\nan app hosting 6 seats (5 computers, {level}): {figures}")


def test_memory_of_a_hosting_and_a_joining_app(benchmark, tmp_path: Path, smallest: bool) -> None:
    level = "random" if smallest else LEVEL

    def host_and_join() -> dict[str, float]:
        hosting = _app(["host", "1", level], tmp_path / "host")
        assert hosting.stdout is not None
        code = hosting.stdout.readline().strip()
        joining = _app(["join", code], tmp_path / "join")
        return {**_megabytes(_figures(hosting), "host_"), **_megabytes(_figures(joining), "join_")}

    figures = benchmark.pedantic(host_and_join, rounds=1, iterations=1)
    benchmark.extra_info.update(figures)
    print(f"\nan app hosting 6 seats (4 computers, {level}) and an app joining: {figures}")


def test_memory_after_ten_solo_and_three_network_games_in_one_window(
    benchmark, tmp_path: Path, smallest: bool
) -> None:
    solo, network = (1, 1) if smallest else (10, 3)

    def play() -> list[dict[str, float | str]]:
        env = os.environ | {"QT_QPA_PLATFORM": "offscreen", "KARTOGRAFOVE_HOME": str(tmp_path)}
        done = subprocess.run(
            [sys.executable, "-m", "tests.benchmarks.app_games_memory", str(solo), str(network)],
            capture_output=True,
            text=True,
            cwd=ROOT,
            env=env,
            timeout=1800,
            check=False,
        )
        assert done.returncode == 0, done.stdout + done.stderr
        assert "Traceback" not in done.stderr, done.stderr
        return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]

    stages = benchmark.pedantic(play, rounds=1, iterations=1)
    for stage in stages:
        print(f"\n{stage}")
    first, last = stages[0], stages[-1]
    benchmark.extra_info.update(
        {f"{k}_after_first": v for k, v in first.items() if k != "after"}
        | {f"{k}_after_all": v for k, v in last.items() if k != "after"}
    )
    # one game on screen, whatever came before it: its session and its link
    assert last["sessions"] == 1
    assert last["links"] <= 1
    assert last["dialogs"] == 0
