"""The game offered at the next start is the one played last, even when two games
were saved within one second (a save states its time to the second only)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cartografove.records.unfinished import UnfinishedGames
from cartografove.rules.game import Game
from cartografove.rules.save import write_save
from cartografove.rules.setup import Setup

SUFFIX = ".kartografove"


def saved_in_one_second(folder: Path, name: str, players: tuple[str, ...], ns: int) -> None:
    path = folder / f"{name}{SUFFIX}"
    write_save(path, Game(Setup(players=players, seed=5)))
    document = json.loads(path.read_text(encoding="utf-8"))
    document["saved"] = "2026-11-26T15:54:54+00:00"
    path.write_text(json.dumps(document), encoding="utf-8")
    os.utime(path, ns=(ns, ns))


@pytest.mark.parametrize("last", ["a", "b"])
def test_of_two_games_saved_in_one_second_the_last_written_comes_first(
    tmp_path: Path, last: str
) -> None:
    base = 1_800_000_000 * 10**9
    saved_in_one_second(tmp_path, "a", ("Ann",), base + (500_000_000 if last == "a" else 0))
    saved_in_one_second(tmp_path, "b", ("Ann", "Bob"), base + (500_000_000 if last == "b" else 0))
    listing = UnfinishedGames(tmp_path).games()
    assert listing.games[0].path.stem == last
