"""How well and how fast the computer cartographers play (issue 13).

For each level: the solo rating over seeded games on sides C and D with random edicts
(mean, median, spread, titles) and the time per decision (median, 95th percentile);
then 4-player games where hard, medium, easy and random sit at one table, every level
in every seat in turn, with the mean stars per level. The levels must be ordered
hard > medium > easy > random by mean stars.

Run with ``pytest tests/benchmarks/test_bot_strength.py --benchmark-only -s``
(several minutes: hard thinks about a third of a second a decision), or
``python -m tests.benchmarks.test_bot_strength`` for the table in docs/DEVELOPING.md.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from dataclasses import dataclass, field

import pytest

from cartografove.bots import LEVELS, make, view_of
from cartografove.names import TITLE_NAMES
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup

SOLO_GAMES = {"random": 200, "easy": 200, "medium": 200, "hard": 40}
TABLE_GAMES = 12  # 4-player games, seats rotated
ORDER = ("hard", "medium", "easy", "random")


@dataclass
class Solo:
    level: str
    ratings: list[int] = field(default_factory=list)
    titles: Counter[str] = field(default_factory=Counter)
    times: list[float] = field(default_factory=list)

    def row(self) -> str:
        times = sorted(self.times)
        p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
        titles = ", ".join(
            f"{TITLE_NAMES[title]} {count}" for title, count in self.titles.most_common(3)
        )
        return (
            f"| {self.level} | {len(self.ratings)} | {statistics.mean(self.ratings):+.1f} "
            f"| {statistics.median(self.ratings):+.0f} | {statistics.pstdev(self.ratings):.1f} "
            f"| {min(self.ratings):+d} … {max(self.ratings):+d} | {titles} "
            f"| {statistics.median(times) * 1000:.0f} ms | {p95 * 1000:.0f} ms |"
        )


def solo_games(level: str, games: int) -> Solo:
    found = Solo(level)
    for seed in range(games):
        game = Game(Setup(("Solo",), seed, "CD"[seed % 2]))
        bot = make(level, seed)
        while game.pending is not None:
            view = view_of(game)
            start = time.perf_counter()
            decision = bot.choose(view)
            found.times.append(time.perf_counter() - start)
            game.apply(decision)
        assert game.result is not None and game.result.solo is not None
        found.ratings.append(game.result.solo.rating)
        found.titles[game.result.solo.title] += 1
    return found


def table_games(games: int) -> dict[str, list[int]]:
    """4-player games, each level once at the table, seats rotating with the seed."""
    stars: dict[str, list[int]] = {level: [] for level in ORDER}
    for seed in range(games):
        seats = ORDER[seed % 4 :] + ORDER[: seed % 4]
        game = Game(Setup(tuple(seats), seed, "CD"[seed // 4 % 2]))
        bots = [make(level, seed) for level in seats]
        while game.pending is not None:
            game.apply(bots[game.pending.player].choose(view_of(game)))
        for player, level in enumerate(seats):
            stars[level].append(game.total(player))
    return stars


HEADER = (
    "| level | solo games | mean rating | median | spread (sd) | range | most common titles "
    "| decision median | decision p95 |\n|---|---|---|---|---|---|---|---|---|"
)


@pytest.mark.parametrize("level", list(LEVELS))
def test_solo_rating(benchmark, level, smallest):
    games = 1 if smallest else SOLO_GAMES[level]
    found = benchmark.pedantic(solo_games, args=(level, games), rounds=1)
    benchmark.extra_info["mean"] = statistics.mean(found.ratings)
    benchmark.extra_info["median"] = statistics.median(found.ratings)
    print("\n" + HEADER + "\n" + found.row())


def test_levels_at_one_table(benchmark, smallest):
    stars = benchmark.pedantic(table_games, args=(1 if smallest else TABLE_GAMES,), rounds=1)
    means = {level: statistics.mean(stars[level]) for level in ORDER}
    benchmark.extra_info.update(means)
    print("\n" + " | ".join(f"{level} {means[level]:.1f}" for level in ORDER))
    if not smallest:  # one game says nothing about the order of the levels
        assert means["hard"] > means["medium"] > means["easy"] > means["random"]


if __name__ == "__main__":
    print(HEADER)
    for level in LEVELS:
        print(solo_games(level, SOLO_GAMES[level]).row(), flush=True)
    stars = table_games(TABLE_GAMES)
    print("\n4-player games (" + str(TABLE_GAMES) + "), mean stars:")
    print(" | ".join(f"{level} {statistics.mean(stars[level]):.1f}" for level in ORDER))
