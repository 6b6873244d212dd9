"""How well and how fast the computer cartographers play (issues 13, 26).

Every level plays the same solo deals (seeds 0…N−1, sides C and D in turn, random
edicts; the bot seeded like the deal) in one run: the solo rating's mean, median and
spread, the titles, and the CPU time per decision (median and 95th percentile,
``time.process_time``, so other work on the machine does not inflate it). Then
tables: all five levels at one 5-player table with the seats rotating (the levels
must be ordered by mean stars), and expert against hard at a 4-player table, two
seats each (games won and mean stars).

Run with ``pytest tests/benchmarks/test_bot_strength.py --benchmark-only -s``
(``--smallest``: one deal and one small table, to see that it runs), or
``python -m tests.benchmarks.test_bot_strength [deals] [tables]`` for the table in
docs/DEVELOPING.md (an hour or so at 30 deals on a busy machine: hard and expert think
hundreds of milliseconds a decision).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field

import pytest

from cartografove.bots import LEVELS, make, view_of
from cartografove.names import TITLE_NAMES
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup

DEALS = 30  # solo deals, the same for every level
TABLE_GAMES = 10  # games at each table, seats rotated
ORDER = ("expert", "hard", "medium", "easy", "random")


@dataclass
class Solo:
    level: str
    ratings: list[int] = field(default_factory=list)
    titles: Counter[str] = field(default_factory=Counter)
    times: list[float] = field(default_factory=list)

    def p95(self) -> float:
        times = sorted(self.times)
        return times[min(len(times) - 1, int(len(times) * 0.95))]

    def row(self) -> str:
        title, count = self.titles.most_common(1)[0]
        return (
            f"| {self.level} | {len(self.ratings)} | {statistics.mean(self.ratings):+.1f} "
            f"| {statistics.median(self.ratings):+.1f} | {statistics.pstdev(self.ratings):.1f} "
            f"| {min(self.ratings):+d} … {max(self.ratings):+d} | {TITLE_NAMES[title]} ({count}) "
            f"| {statistics.median(self.times) * 1000:.0f} ms | {self.p95() * 1000:.0f} ms |"
        )


def solo_games(level: str, deals: int) -> Solo:
    """``level`` alone on deals 0…``deals``−1."""
    found = Solo(level)
    for seed in range(deals):
        game = Game(Setup(("Solo",), seed, "CD"[seed % 2]))
        bot = make(level, seed)
        while game.pending is not None:
            view = view_of(game)
            start = time.process_time()
            decision = bot.choose(view)
            found.times.append(time.process_time() - start)
            game.apply(decision)
        assert game.result is not None and game.result.solo is not None
        found.ratings.append(game.result.solo.rating)
        found.titles[game.result.solo.title] += 1
    return found


def table_games(levels: tuple[str, ...], games: int) -> tuple[dict[str, list[int]], Counter[str]]:
    """Games of ``levels`` (one per seat, the seats rotating with the seed):
    each level's stars, and the games a seat of it won (a shared first place counts
    for each level sharing it)."""
    stars: dict[str, list[int]] = {level: [] for level in levels}
    wins: Counter[str] = Counter()
    for seed in range(games):
        n = len(levels)
        seats = levels[seed % n :] + levels[: seed % n]
        game = Game(Setup(tuple(f"P{i}" for i in range(n)), seed, "CD"[seed // n % 2]))
        bots = [make(level, seed * 10 + i) for i, level in enumerate(seats)]
        while game.pending is not None:
            game.apply(bots[game.pending.player].choose(view_of(game)))
        totals = [game.total(player) for player in range(n)]
        for player, level in enumerate(seats):
            stars[level].append(totals[player])
        wins.update({level for player, level in enumerate(seats) if totals[player] == max(totals)})
    return stars, wins


HEADER = (
    "| level | solo deals | mean rating | median | spread (sd) | range | most common title "
    "| decision median (CPU) | decision p95 (CPU) |\n|---|---|---|---|---|---|---|---|---|"
)


@pytest.mark.parametrize("level", list(LEVELS))
def test_solo_rating(benchmark, level, smallest):
    found = benchmark.pedantic(solo_games, args=(level, 1 if smallest else DEALS), rounds=1)
    benchmark.extra_info["mean"] = statistics.mean(found.ratings)
    benchmark.extra_info["median"] = statistics.median(found.ratings)
    benchmark.extra_info["decision_p95"] = found.p95()
    print("\n" + HEADER + "\n" + found.row())


def test_levels_at_one_table(benchmark, smallest):
    # the smallest run leaves expert out: one game says nothing about the order anyway
    levels = ORDER[1:] if smallest else ORDER
    args = (levels, 1 if smallest else TABLE_GAMES)
    stars, _ = benchmark.pedantic(table_games, args=args, rounds=1)
    means = [statistics.mean(stars[level]) for level in levels]
    benchmark.extra_info.update(dict(zip(levels, means, strict=True)))
    print(
        "\n" + " | ".join(f"{level} {mean:.1f}" for level, mean in zip(levels, means, strict=True))
    )
    if not smallest:
        assert means == sorted(means, reverse=True)  # expert > hard > medium > easy > random


def test_expert_against_hard(benchmark, smallest):
    levels = ("expert", "hard") if smallest else ("expert", "hard", "expert", "hard")
    games = 1 if smallest else TABLE_GAMES
    stars, wins = benchmark.pedantic(table_games, args=(levels, games), rounds=1)
    benchmark.extra_info.update({level: statistics.mean(stars[level]) for level in stars})
    print("\n" + versus(stars, wins, games))


def versus(stars: dict[str, list[int]], wins: Counter[str], games: int) -> str:
    return " | ".join(
        f"{level}: mean {statistics.mean(stars[level]):.1f} stars, won {wins[level]} of {games}"
        for level in stars
    )


def main(deals: int, tables: int) -> None:
    print(f"Solo, deals 0…{deals - 1}:\n" + HEADER)
    for level in ORDER[::-1]:
        print(solo_games(level, deals).row(), flush=True)
    stars, wins = table_games(ORDER, tables)
    print(f"\nFive levels at a 5-player table ({tables} games), mean stars:")
    print(" | ".join(f"{level} {statistics.mean(stars[level]):.1f}" for level in ORDER))
    stars, wins = table_games(("expert", "hard", "expert", "hard"), tables)
    print(f"\nExpert against hard, two seats each ({tables} games):")
    print(versus(stars, wins, tables), flush=True)


if __name__ == "__main__":
    sizes = [int(arg) for arg in sys.argv[1:3]]
    main(sizes[0] if sizes else DEALS, sizes[1] if len(sizes) > 1 else TABLE_GAMES)
