"""Save files: round trip, every kind of bad file, atomic writes, fuzzing."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cartografove.rules import save
from cartografove.rules.game import Game
from cartografove.rules.save import (
    CorruptSave,
    ForeignSave,
    InvalidSave,
    NewerSave,
    SaveError,
    UnreadableSave,
    load_game,
    parse_save,
    read_save,
    replay_save,
    write_save,
)
from cartografove.rules.setup import Setup
from tests.fuzzing import examples, mutated, report
from tests.random_play import RandomCartographer, autoplay

from .helpers import names, play_until

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def half_game() -> Game:
    game = Game(Setup(players=names(2), seed=17, side="D"))
    return play_until(game, lambda g: len(g.decisions) >= 40, seed=4)


@pytest.fixture(scope="module")
def valid_bytes(half_game, tmp_path_factory) -> bytes:
    path = tmp_path_factory.mktemp("saves") / "game.kartografove"
    write_save(path, half_game)
    return path.read_bytes()


def test_round_trip_reproduces_the_game(tmp_path, half_game):
    path = tmp_path / "game.kartografove"
    write_save(path, half_game, meta={"name": "Friday night"})
    game, saved = load_game(path)
    assert saved.meta == {"name": "Friday night"}
    assert game.decisions == half_game.decisions
    assert game.sheets == half_game.sheets
    assert game.pending == half_game.pending


def test_a_finished_game_round_trips(tmp_path):
    game = autoplay(Game(Setup(players=("Ann",), seed=2, edicts="first_game")), seed=1)
    write_save(tmp_path / "g", game)
    loaded, _ = load_game(tmp_path / "g")
    assert loaded.result == game.result


def test_the_file_is_versioned_json(valid_bytes):
    document = json.loads(valid_bytes)
    assert document["format"] == "kartografove-game"
    assert document["version"] == save.VERSION
    assert set(document) >= {"setup", "decisions", "saved", "app"}


@pytest.mark.parametrize(
    ("content", "error", "message"),
    [
        (b"", CorruptSave, "is empty"),
        (b"\xff\xfe\x00garbage", CorruptSave, "not a text file"),
        (b'{"format": "kartografove-game", "version": 1, "setup"', CorruptSave, "truncated"),
        (b"[1, 2, 3]", ForeignSave, "not a Kartografové saved game"),
        (b'{"format": "something-else"}', ForeignSave, "not a Kartografové saved game"),
        (b'{"format": "kartografove-game", "version": 99}', NewerSave, "newer version"),
        (b'{"format": "kartografove-game", "version": "1"}', CorruptSave, "format version"),
        (b"[" * 100000, CorruptSave, "damaged"),
        (
            b'{"format": "kartografove-game", "version": 1, "decisions": []}',
            InvalidSave,
            "invalid game setup",
        ),
    ],
)
def test_bad_files_raise_a_specific_error(tmp_path, content, error, message):
    path = tmp_path / "bad.kartografove"
    path.write_bytes(content)
    with pytest.raises(error, match=message):
        read_save(path)


def test_a_damaged_decision_is_named(valid_bytes):
    document = json.loads(valid_bytes)
    document["decisions"][3] = {"type": "draw_shape", "shape": 0, "cells": [[12, 0]]}
    with pytest.raises(InvalidSave, match=r"decision 4 .*off the map"):
        parse_save("x", json.dumps(document).encode())


def test_an_illegal_decision_makes_an_invalid_save(tmp_path, valid_bytes):
    document = json.loads(valid_bytes)
    document["decisions"][5], document["decisions"][6] = (
        document["decisions"][6],
        document["decisions"][5],
    )
    document["decisions"].insert(0, {"type": "destroy_space", "cell": [0, 0]})
    path = tmp_path / "g"
    path.write_text(json.dumps(document))
    with pytest.raises(InvalidSave, match=r"not describe a legal game .*decision 1"):
        load_game(path)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(UnreadableSave, match="cannot be read"):
        read_save(tmp_path / "nope")
    with pytest.raises(UnreadableSave):
        read_save(tmp_path)


def test_migrations_run_from_old_versions(monkeypatch, valid_bytes):
    document = json.loads(valid_bytes)
    document["version"] = 1
    document["setup"]["players"] = ["Ann", "Ben"]
    monkeypatch.setattr(save, "VERSION", 2)

    def rename(doc):
        return doc | {"version": 2, "meta": {"migrated": True}}

    monkeypatch.setitem(save.MIGRATIONS, 1, rename)
    saved = parse_save("x", json.dumps(document).encode())
    assert saved.meta == {"migrated": True}


def test_a_failed_write_leaves_the_old_file_whole(tmp_path, half_game, monkeypatch):
    path = tmp_path / "game"
    write_save(path, half_game)
    before = path.read_bytes()

    def broken(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        write_save(path, autoplay(Game(Setup(players=("Ann",), seed=1)), seed=1))
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game"]  # no temp file left


def test_a_writer_killed_mid_save_leaves_the_previous_save_intact(tmp_path, half_game):
    """SIGKILL a process that saves big games in a loop; whenever it dies, the file on
    disk is one complete save or the other, never a mixture."""
    path = tmp_path / "game.kartografove"
    write_save(path, half_game)
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from tests.random_play import autoplay
        from cartografove.rules.game import Game
        from cartografove.rules.save import write_save
        from cartografove.rules.setup import Setup
        game = autoplay(Game(Setup(players=tuple("P%d" % i for i in range(30)), seed=3)))
        print("ready", flush=True)
        while True:
            write_save({str(path)!r}, game)
        """
    )
    for _ in range(3):
        writer = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
        assert writer.stdout.readline().strip() == "ready"
        # let it write a few times, then kill it at an arbitrary moment
        try:
            writer.wait(timeout=0.3)
        except subprocess.TimeoutExpired:
            writer.send_signal(signal.SIGKILL)
            writer.wait()
        game, _ = load_game(path)  # a whole save: either the old one or the new one
        assert len(game.players) in (2, 30)
    assert not [p for p in tmp_path.iterdir() if p.name != path.name and not p.name.startswith(".")]


# --- fuzzing -------------------------------------------------------------------------


@pytest.mark.slow
def test_fuzzed_files_only_ever_raise_save_errors(valid_bytes):
    @settings(
        max_examples=examples(2500),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        database=None,
    )
    @given(mutated(valid_bytes))
    def check(content: bytes) -> None:
        tried.append(1)
        with contextlib.suppress(SaveError):
            replay_save("fuzz", parse_save("fuzz", content))

    tried: list[int] = []
    check()
    report("saves", len(tried))


def _json_values():
    scalars = (
        st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=8)
    )
    return st.recursive(
        scalars,
        lambda children: (
            st.lists(children, max_size=4)
            | st.dictionaries(st.text(max_size=8), children, max_size=4)
        ),
        max_leaves=12,
    )


@pytest.mark.slow
@settings(max_examples=examples(400), deadline=None, database=None)
@given(st.data())
def test_fuzzed_structures_only_ever_raise_save_errors(data):
    """Swap parts of a real save for random JSON values and load it through the one
    entry point the app uses."""
    base = {
        "format": "kartografove-game",
        "version": 1,
        "saved": "",
        "meta": {},
        "setup": {
            "players": ["Ann", "Ben"],
            "seed": 1,
            "side": "C",
            "edicts": "random",
            "options": {"hero_pattern_turns": True, "fallback_terrains": "standard"},
        },
        "decisions": [{"type": "place_hero", "cell": [0, 0], "turn": 0}],
    }
    path_keys = data.draw(
        st.lists(
            st.sampled_from(
                [
                    ("setup",),
                    ("setup", "players"),
                    ("setup", "seed"),
                    ("setup", "side"),
                    ("setup", "edicts"),
                    ("setup", "options"),
                    ("setup", "options", "fallback_terrains"),
                    ("decisions",),
                    ("decisions", 0),
                    ("decisions", 0, "cell"),
                    ("decisions", 0, "type"),
                    ("decisions", 0, "turn"),
                    ("meta",),
                    ("saved",),
                    ("version",),
                ]
            ),
            min_size=1,
            max_size=3,
        )
    )
    document = json.loads(json.dumps(base))
    for keys in path_keys:
        target = document
        try:
            for key in keys[:-1]:
                target = target[key]
            target[keys[-1]] = data.draw(_json_values())
        except (KeyError, IndexError, TypeError):
            continue
    content = json.dumps(document).encode()
    with contextlib.suppress(SaveError):
        replay_save("fuzz", parse_save("fuzz", content))


def test_who_plays_each_seat_is_saved(tmp_path):
    game = Game(Setup(names(3), 4, "C"))
    path = tmp_path / "bots"
    write_save(path, game, computers={1: "hard", 2: "easy"})
    saved = read_save(path)
    assert saved.seats == ("person", "hard", "easy")
    assert saved.computers() == {1: "hard", 2: "easy"}
    write_save(path, game)  # nobody named: everyone is a person
    assert read_save(path).seats == ("person",) * 3 and read_save(path).computers() == {}


def test_a_version_1_save_loads_with_people_in_every_seat(tmp_path):
    game = Game(Setup(names(2), 4, "C"))
    document = save.to_document(game, computers={1: "medium"})
    del document["seats"]
    document["version"] = 1
    saved = parse_save("old", json.dumps(document).encode())
    assert saved.seats == ("person", "person") and saved.computers() == {}


@pytest.mark.parametrize(
    "seats", [["person"], ["person", 3], ["person", ""], ["person", "Hard!"], "hard", {}]
)
def test_a_damaged_list_of_seats_is_a_corrupt_save(seats):
    document = save.to_document(Game(Setup(names(2), 4, "C")))
    document["seats"] = seats
    with pytest.raises(CorruptSave, match="who plays each seat"):
        parse_save("x", json.dumps(document).encode())


def test_the_moves_hints_were_shown_for_are_saved_and_come_back(tmp_path):
    game = Game(Setup(players=("Ann", "Ben"), seed=3))
    play = RandomCartographer(3)
    game.note_hint()
    for _ in range(3):
        game.apply(play.choose(game))
    game.note_hint()
    path = tmp_path / "game"
    write_save(path, game)
    assert json.loads(path.read_text())["hinted"] == [0, 3]
    loaded, saved = load_game(path)
    assert saved.hinted == loaded.hinted == {0, 3}
    assert loaded.hints_of(0) + loaded.hints_of(1) == 2


def test_a_save_from_before_hints_were_recorded_reads_as_a_game_without_hints(valid_bytes):
    document = json.loads(valid_bytes)
    document["version"] = 2
    del document["hinted"]
    saved = parse_save("x", json.dumps(document).encode())
    assert saved.hinted == frozenset() and saved.replay().hinted == frozenset()


@pytest.mark.parametrize("hinted", [[2, 2], [3, 1], [-1], [True], ["1"], {"0": 1}, [10**9]])
def test_a_damaged_list_of_hinted_moves_is_refused(valid_bytes, hinted):
    document = json.loads(valid_bytes)
    document["hinted"] = hinted
    with pytest.raises(CorruptSave, match="hints were shown for"):
        parse_save("x", json.dumps(document).encode())
