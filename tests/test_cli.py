"""The command line: ``cartografove autoplay``."""

import subprocess
import sys

import pytest

from cartografove.__main__ import main
from cartografove.rules.save import load_game


def test_autoplay_prints_standings_and_writes_a_save(tmp_path, capsys):
    path = tmp_path / "game.kartografove"
    assert (
        main(["autoplay", "--players", "3", "--side", "D", "--seed", "5", "--save", str(path)]) == 0
    )
    out = capsys.readouterr().out
    assert "Sheet D, seed 5" in out
    assert out.count("stars (seasons") == 3
    game, _ = load_game(path)
    assert game.over and len(game.players) == 3
    winner = game.result.standings[0]
    assert f"1. {winner.name}" in out


def test_autoplay_solo_prints_the_rating_and_title(capsys):
    assert main(["autoplay", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "Solo rating" in out


def test_autoplay_is_reproducible(capsys):
    main(["autoplay", "--players", "2", "--seed", "9"])
    first = capsys.readouterr().out
    main(["autoplay", "--players", "2", "--seed", "9"])
    assert capsys.readouterr().out == first


def test_bad_arguments_fail_cleanly(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:  # refused while parsing, before any game
        main(["autoplay", "--players", "0"])
    assert stop.value.code == 2
    assert "1 to 100 players" in capsys.readouterr().err
    assert main(["autoplay", "--save", str(tmp_path / "no" / "dir" / "x")]) == 1
    assert "cannot write" in capsys.readouterr().err


def test_the_installed_command_runs():
    result = subprocess.run(
        [sys.executable, "-m", "cartografove", "autoplay", "--players", "2", "--seed", "1"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "Edicts:" in result.stdout


def test_autoplay_with_computer_levels(capsys):
    assert main(["autoplay", "--bot", "medium", "--seed", "4"]) == 0
    assert "Solo rating" in capsys.readouterr().out
    args = ["autoplay", "--players", "3", "--bot", "medium,easy,random", "--seed", "4"]
    assert main(args) == 0
    assert capsys.readouterr().out.count("stars (seasons") == 3
    assert main(["autoplay", "--players", "3", "--bot", "hard,easy"]) == 2
    assert "one per player" in capsys.readouterr().err


def test_autoplay_writes_its_save_under_the_records_lock(tmp_path, monkeypatch, capsys):
    """Like the other commands that write (host, join), so a save written into the
    data folder never meets the app's own writing there half-way (issue 21)."""
    from cartografove import locks
    from cartografove.rules import save
    from cartografove.userdirs import data_dir

    held: list[bool] = []
    real = save.write_save

    def write_save(path, game):
        other = locks.FolderLock(data_dir() / locks.RECORDS_LOCK)
        held.append(not other.try_acquire())
        other.release()
        real(path, game)

    monkeypatch.setattr(save, "write_save", write_save)
    assert main(["autoplay", "--seed", "4", "--save", str(tmp_path / "x.kartografove")]) == 0
    assert held == [True]
