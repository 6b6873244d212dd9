"""Review my moves in several processes gives exactly the review of one process
(issue 27: the same stars lost, the same better answers, in the game's order)."""

from __future__ import annotations

import multiprocessing
import os
import threading
from pathlib import Path

import pytest

from cartografove.bots import autoplay
from cartografove.bots import review as review_module
from cartografove.bots.review import IN_PROCESSES, Reviewed, Stop, review
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.waits import HANG_S


@pytest.mark.slow
def test_a_review_in_processes_is_the_review_in_one() -> None:
    setup = Setup(("P1", "P2"), 8)
    game = autoplay(Game(setup), seed=8, levels=("random", "medium"))
    decisions = game.decisions[: 2 * IN_PROCESSES]
    told: list[tuple[int, int]] = []
    alone = review(setup, decisions, [0])
    together = review(setup, decisions, [0], workers=2, progress=lambda *p: told.append(p))
    assert len(alone) >= IN_PROCESSES and together == alone
    assert told == [(n, len(alone)) for n in range(1, len(alone) + 1)]


@pytest.mark.slow
def test_a_stopped_review_in_processes_gives_back_what_it_found() -> None:
    setup = Setup(("P1",), 9)
    decisions = autoplay(Game(setup), seed=9, levels=("random",)).decisions[:IN_PROCESSES]
    stop = Stop()

    def told(done: int, _total: int) -> None:
        if done == 2:
            stop.ask()

    found = review(setup, decisions, workers=2, progress=told, stop=stop)
    alone = review(setup, decisions)
    assert len(found) == 2 and all(r in alone for r in found)


MARKS = "KARTOGRAFOVE_TEST_REVIEW_MARKS"


def thinking_for_ever(setup: Setup, decisions: object, number: int, thorough: bool) -> None:
    """A worker process's review that never ends; it says it started (a file named by
    its process id in the folder the test gives through the environment)."""
    Path(os.environ[MARKS], str(os.getpid())).touch()
    threading.Event().wait()


def test_a_review_stopped_mid_thought_ends_its_processes_and_leaves_nothing_to_wait_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Asked to stop while every process thinks, the review returns and its processes
    and threads end: nothing is left for the interpreter's exit to wait for (a closed
    app waited for the whole review there, and one quit test flaked)."""
    monkeypatch.setenv(MARKS, str(tmp_path))
    monkeypatch.setattr(review_module, "_review_at", thinking_for_ever)
    setup = Setup(("P1",), 9)
    decisions = autoplay(Game(setup), seed=9, levels=("random",)).decisions[:IN_PROCESSES]
    threads = set(threading.enumerate())
    stop = Stop()
    found: list[list[Reviewed]] = []
    reviewing = threading.Thread(
        target=lambda: found.append(review(setup, decisions, workers=2, stop=stop))
    )
    reviewing.start()
    while len(list(tmp_path.iterdir())) < 2:  # both processes are thinking
        reviewing.join(0.05)
        assert reviewing.is_alive()
    stop.ask()
    started = [thread for thread in threading.enumerate() if thread not in threads]
    for thread in started:  # the review's, the pool's: a guard against a hang only
        thread.join(HANG_S)
    assert not [thread for thread in started if thread.is_alive()]
    assert found == [[]]
    for process in multiprocessing.active_children():
        process.join(HANG_S)
    assert not multiprocessing.active_children()
