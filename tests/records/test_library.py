"""Games saved under a name: safe file names, list, open, delete."""

from __future__ import annotations

import json

import pytest

from cartografove.records.files import RecordError
from cartografove.records.library import SavedGames, safe_file_name
from cartografove.rules.game import Game
from cartografove.rules.save import write_save
from cartografove.rules.setup import Setup

from .conftest import finished


@pytest.fixture
def saves(user_home) -> SavedGames:
    return SavedGames()


@pytest.fixture
def half_game() -> Game:
    game = Game(Setup(players=("Ann", "Ben"), seed=3))
    whole = finished(game.setup, seed=1)
    for decision in whole.decisions[:20]:
        game.apply(decision)
    return game


@pytest.mark.parametrize(
    ("name", "file_name"),
    [
        ("Friday night", "Friday night"),
        ("Čtvrtek u Łucji — žluťoučký", "Čtvrtek u Łucji — žluťoučký"),
        ("Zażółć gęślą jaźń", "Zażółć gęślą jaźń"),
        ("a/b\\c:d*e?f", "a_b_c_d_e_f"),
        ("../../etc/passwd", "etc_passwd"),
        (".hidden", "hidden"),
        ("...", "game"),
        ("", "game"),
        ("con", "_con"),
        ("LPT1 backup", "_LPT1 backup"),
        ("tab\there\nnewline", "tab here newline"),
        ("x" * 400, "x" * 150),
        ("ř" * 200, "ř" * 75),
    ],
)
def test_safe_file_names(name, file_name):
    assert safe_file_name(name) == file_name


@pytest.mark.parametrize(
    "name",
    ["Friday night", "a/b/c", "../escape", "Čtvrtek u Łucji", "Zażółć gęślą jaźń", "dots.in.name"],
)
def test_save_list_open_delete(saves, half_game, name):
    entry = saves.save(name, half_game)
    assert entry.path.parent == saves.folder  # never outside the folder
    assert entry.path.suffix == ".kartografove"
    (listed,) = saves.entries().entries
    assert listed.name == name
    assert listed.players == ("Ann", "Ben")
    assert listed.progress.decisions == 20 and listed.progress.season == half_game.season
    assert not listed.progress.over
    assert listed.saved is not None
    game, _ = saves.open(listed)
    assert game.decisions == half_game.decisions
    saves.delete(listed)
    assert saves.entries().entries == ()


def test_saving_again_under_a_name_replaces_it(saves, half_game):
    saves.save("Mine", half_game)
    half_game.apply(half_game.legal_decisions()[0])
    saves.save("Mine", half_game)
    (entry,) = saves.entries().entries
    assert entry.progress.decisions == 21


def test_names_that_make_the_same_file_name_do_not_collide(saves, half_game):
    first = saves.save("a/b", half_game)
    second = saves.save("a_b", half_game)
    assert first.path != second.path
    assert second.path.name == "a_b (2).kartografove"
    assert sorted(e.name for e in saves.entries().entries) == ["a/b", "a_b"]


def test_empty_names_are_refused(saves, half_game):
    with pytest.raises(ValueError, match="name"):
        saves.save("  \n ", half_game)


def test_most_recent_first(saves, half_game):
    for name, day in (("one", 3), ("two", 1), ("three", 2)):
        path = saves.save(name, half_game).path
        document = json.loads(path.read_text())
        document["saved"] = f"2026-02-0{day}T10:00:00+00:00"
        path.write_text(json.dumps(document))
    assert [e.name for e in saves.entries().entries] == ["one", "three", "two"]


def test_a_finished_game_shows_as_finished(saves):
    entry = saves.save("done", finished(Setup(players=("Ann",), seed=2)))
    assert entry.progress.over


def test_damaged_saves_are_set_aside_and_others_listed(saves, half_game):
    saves.save("good", half_game)
    (saves.folder / "bad.kartografove").write_text('{"format": "kartografove-game"')
    listing = saves.entries()
    assert [e.name for e in listing.entries] == ["good"]
    (problem,) = listing.problems
    assert problem.kept_as.name == "bad.kartografove.corrupt"


def test_a_save_copied_in_without_a_name_is_listed_by_its_file(saves, half_game):
    write_save(saves.folder / "from a friend.kartografove", half_game)
    (entry,) = saves.entries().entries
    assert entry.name == "from a friend"
    assert entry.progress.season is None and entry.progress.decisions == 20


def test_opening_a_save_that_does_not_replay_sets_it_aside(saves, half_game):
    entry = saves.save("x", half_game)
    text = entry.path.read_text().replace('"type":"draw_shape"', '"type":"place_hero"', 1)
    entry.path.write_text(text)
    with pytest.raises(RecordError):
        saves.open(entry.path)
    assert entry.path.with_name(entry.path.name + ".corrupt").exists()
