"""Every record kind: the largest the app can write reads back, and mutated files
give only the record's own errors (ARCHITECTURE "Boundaries", issue 11)."""

from __future__ import annotations

import contextlib

from hypothesis import HealthCheck, given, settings

from cartografove.records.files import RecordError
from cartografove.records.history import History
from cartografove.records.library import MAX_SAVE_NAME, SavedGames
from cartografove.records.unfinished import UnfinishedGames, progress_meta
from cartografove.rules import save
from cartografove.rules.game import Game
from cartografove.rules.limits import MAX_NAME, MAX_PLAYERS
from cartografove.rules.save import load_game, write_save
from cartografove.rules.setup import Setup
from tests.fuzzing import examples, mutated, report
from tests.random_play import autoplay

WIDE = "𝔄"  # four bytes in UTF-8: the longest a name's characters get


def largest_game() -> Game:
    """The most players, each with the longest name of the widest characters,
    played to the end (every decision the game allows is in the file)."""
    names = tuple(f"{n:03d}" + WIDE * (MAX_NAME - 3) for n in range(MAX_PLAYERS))
    return autoplay(Game(Setup(players=names, seed=7, side="D")), seed=7)


def test_the_largest_save_and_history_entry_read_back(tmp_path):
    game = largest_game()
    path = tmp_path / "largest.kartografove"
    write_save(path, game, meta=progress_meta(game))
    size = path.stat().st_size
    assert size < save.MAX_BYTES / 4, size
    assert load_game(path)[0].decisions == game.decisions
    entry = History(tmp_path / "history").record(game)
    assert entry.path.stat().st_size < save.MAX_BYTES / 4
    assert History(tmp_path / "history").read(entry.path).summary == entry.summary


def test_the_largest_named_save_and_unfinished_game_read_back(tmp_path):
    game = largest_game()
    game.undo()  # unfinished
    saves = SavedGames(tmp_path / "saves")
    entry = saves.save(WIDE * MAX_SAVE_NAME, game)
    assert saves.entries().entries == (entry,)
    unfinished = UnfinishedGames(tmp_path / "unfinished")
    path = unfinished.new_path()
    write_save(path, game, meta=progress_meta(game))
    (listed,) = unfinished.games().games
    assert listed.players == game.players
    assert unfinished.open(path).decisions == game.decisions


def test_a_save_larger_than_its_reader_accepts_is_never_written(tmp_path, monkeypatch):
    path = tmp_path / "g.kartografove"
    game = Game(Setup(players=("Ann",), seed=1))
    write_save(path, game)
    before = path.read_bytes()
    monkeypatch.setattr(save, "MAX_BYTES", 100)
    with contextlib.suppress(ValueError):
        write_save(path, game)
        raise AssertionError("written")
    assert path.read_bytes() == before


def _fuzz(kind: str, original: bytes, read) -> None:  # type: ignore[no-untyped-def]
    tried: list[int] = []

    @settings(
        max_examples=examples(300),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        database=None,
    )
    @given(mutated(original))
    def check(content: bytes) -> None:
        tried.append(1)
        read(content)

    check()
    report(kind, len(tried))


def test_mutated_named_saves_give_only_record_errors(tmp_path):
    saves = SavedGames(tmp_path)
    game = autoplay(Game(Setup(players=("Ann", "Ben"), seed=3)), seed=3)
    game.undo()
    original = saves.save("Friday", game).path.read_bytes()
    target = tmp_path / "fuzz.kartografove"

    def read(content: bytes) -> None:
        target.write_bytes(content)
        with contextlib.suppress(RecordError):
            saves.read(target)

    _fuzz("named saves", original, read)


def test_mutated_unfinished_games_are_listed_or_set_aside(tmp_path):
    """Through the folder: listing never raises and never loses a file."""
    unfinished = UnfinishedGames(tmp_path)
    game = autoplay(Game(Setup(players=("Ann",), seed=4)), seed=4)
    game.undo()
    path = unfinished.new_path()
    write_save(path, game, meta=progress_meta(game))
    original = path.read_bytes()
    path.unlink()

    def read(content: bytes) -> None:
        target = unfinished.new_path()
        target.write_bytes(content)
        unfinished.games()
        assert content in {file.read_bytes() for file in tmp_path.iterdir()}
        for file in tmp_path.iterdir():
            file.unlink()

    _fuzz("unfinished games", original, read)
