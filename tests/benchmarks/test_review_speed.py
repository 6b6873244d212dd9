"""Speed of *Review my moves* and of the hard hint (issue 27 targets, on the 2-core
machine): a solo game's review ≤ 3 s, a 4-player game's (one person's moves) ≤ 10 s,
the hard hint's 95th percentile ≤ 1 s.

The review walks the game once by copies and asks the hard computer at each of the
person's decisions; its progress callback is what the app's progress bar shows.

Run with ``pytest tests/benchmarks/test_review_speed.py --benchmark-only -s``; not
part of the default run.
"""

from __future__ import annotations

import os
import statistics
import time

import pytest

from cartografove.bots import autoplay
from cartografove.bots.players import HardCartographer
from cartografove.bots.review import review
from cartografove.bots.view import view_of
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup

# As the app asks: one process a core (bots.review, IN_PROCESSES decisions or more).
WORKERS = os.cpu_count() or 1


@pytest.mark.parametrize("players", [1, 4])
def test_review_my_moves(benchmark, players: int, smallest: bool) -> None:
    setup = Setup(tuple(f"P{i}" for i in range(players)), 11)
    game = autoplay(Game(setup), seed=11, levels=("medium",))
    decisions = game.decisions[: 2 * players] if smallest else game.decisions
    told: list[tuple[int, int]] = []

    def run() -> int:
        told.clear()
        return len(
            review(setup, decisions, [0], progress=lambda *p: told.append(p), workers=WORKERS)
        )

    reviewed = benchmark.pedantic(run, rounds=1)
    assert reviewed and told[-1] == (reviewed, reviewed)
    print(f"\nreview of {reviewed} decisions ({players} players)")


def test_hard_hint(benchmark, smallest: bool) -> None:
    """The hard computer's answer to each decision of a solo game: median and p95."""
    game = autoplay(Game(Setup(("P1",), 5)), seed=5, levels=("medium",))
    decisions = game.decisions[:2] if smallest else game.decisions
    hint = HardCartographer()
    times: list[float] = []

    def run() -> None:
        times.clear()
        position = Game(game.setup)
        for decision in decisions:
            start = time.perf_counter()
            hint.choose(view_of(position))
            times.append(time.perf_counter() - start)
            position.apply(decision)

    benchmark.pedantic(run, rounds=1)
    times.sort()
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    benchmark.extra_info["p95_ms"] = round(p95 * 1000)
    benchmark.extra_info["median_ms"] = round(statistics.median(times) * 1000)
    print(f"\nhard hint: median {statistics.median(times) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms")
