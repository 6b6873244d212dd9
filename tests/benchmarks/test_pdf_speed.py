"""Speed of the PDF export (issue 5 targets, median on this machine): a finished
6-player game's sheets ≤ 1.5 s, 20 blank sheets ≤ 2 s — rendered and written to disk,
in a running app. The whole command (a fresh process: Python, Qt, the save's replay)
is measured too, for the record.

Run with ``pytest tests/benchmarks/test_pdf_speed.py --benchmark-only``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cartografove.app.printing import pdf_export
from cartografove.rules.game import Game
from cartografove.rules.save import write_save
from cartografove.rules.setup import Setup
from tests.random_play import autoplay

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def six_players() -> Game:
    return autoplay(Game(Setup(players=tuple(f"Kartograf {i + 1}" for i in range(6)), seed=1)))


def test_export_a_six_player_game(benchmark, qapp, six_players, tmp_path):
    path = tmp_path / "six.pdf"
    pages = benchmark.pedantic(
        pdf_export.export_game, args=(six_players, path), rounds=7, iterations=1
    )
    assert pages == 6
    if benchmark.stats is not None:  # None with --benchmark-disable
        assert benchmark.stats.stats.median <= 1.5


def test_twenty_blank_sheets(benchmark, qapp, tmp_path):
    path = tmp_path / "blank.pdf"
    pages = benchmark.pedantic(
        pdf_export.export_blank, args=("C", 20, path), rounds=7, iterations=1
    )
    assert pages == 20
    if benchmark.stats is not None:  # None with --benchmark-disable
        assert benchmark.stats.stats.median <= 2.0


def test_the_whole_command_for_six_players(benchmark, six_players, tmp_path):
    save = tmp_path / "six.kartografove"
    write_save(save, six_players)
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen"}

    def command() -> None:
        subprocess.run(
            [sys.executable, "-m", "cartografove", "export-pdf", str(save), "-o", "six.pdf"],
            check=True,
            capture_output=True,
            cwd=tmp_path,
            env=env,
        )

    benchmark.pedantic(command, rounds=5, iterations=1)
