"""Speed of reading the history now that every entry's summary is checked against its
game (issue 21): the first listing in a process replays each game once; later ones
find them verified and cost what reading the files always cost. 100 solo and 25
four-player games; on the shared 2-core machine under heavy load the cold listing took
about 1.3–1.6 s and a warm one about 0.4 s.

Run with ``pytest tests/benchmarks --benchmark-only``; not part of the default run.
"""

from __future__ import annotations

import pytest

from cartografove.records import history as history_module
from cartografove.records.history import History
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import autoplay

SOLO, FOUR = 100, 25


@pytest.fixture(scope="module")
def folder(tmp_path_factory, request):
    """A history of ``SOLO`` + ``FOUR`` games (one of each with ``--smallest``)."""
    small = bool(request.config.getoption("--smallest"))
    folder = tmp_path_factory.mktemp("history")
    history = History(folder)
    with pytest.MonkeyPatch.context() as patch:  # the records lock's data folder
        patch.setenv("KARTOGRAFOVE_HOME", str(tmp_path_factory.mktemp("home")))
        for seed in range(1 if small else SOLO):
            solo = Setup(players=("Ann",), seed=seed, side="C")
            history.record(autoplay(Game(solo), seed=seed))
        for seed in range(1 if small else FOUR):
            four = Setup(players=("Ann", "Ben", "Cyril", "Dana"), seed=seed, side="D")
            history.record(autoplay(Game(four), seed=seed))
    return folder


def test_the_history_listed_cold(benchmark, folder):
    def run():
        history_module._VERIFIED.clear()  # a new process: every game replayed once
        return History(folder).entries()

    listing = benchmark.pedantic(run, rounds=3, iterations=1)
    assert listing.entries and listing.problems == ()


def test_the_history_listed_again(benchmark, folder):
    History(folder).entries()
    listing = benchmark(lambda: History(folder).entries())
    assert listing.entries and listing.problems == ()
