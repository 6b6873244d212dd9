"""One rule for player names: the dialogs, the setup and every file that loads."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cartografove.rules.game import Game
from cartografove.rules.limits import (
    MAX_NAME,
    PlayerNameError,
    check_player_name,
    clean_player_name,
)
from cartografove.rules.save import InvalidSave, read_save, write_save
from cartografove.rules.setup import Setup, SetupError

BAD = [
    "",
    "   ",
    " Ann",
    "Ann ",
    "A\x00nn",
    "A\nnn",
    "A\tnn",
    "Ann\ud800",
    "\u200bAnn",
    "x" * (MAX_NAME + 1),
]


@pytest.mark.parametrize("name", ["Ann", "Łucja Nováková", "李", "𝔄" * MAX_NAME, "O'Neil-Ray"])
def test_printable_trimmed_names_are_kept_as_they_are(name):
    assert check_player_name(name) == name
    assert clean_player_name(name) == name
    assert Setup(players=(name,), seed=1).players == (name,)


@pytest.mark.parametrize("name", BAD)
def test_other_names_are_refused_by_the_check_and_the_setup(name):
    with pytest.raises(PlayerNameError):
        check_player_name(name)
    with pytest.raises(SetupError, match="player 1 needs a name"):
        Setup(players=(name,), seed=1)


def test_not_text_is_refused():
    with pytest.raises(PlayerNameError):
        check_player_name(7)


@pytest.mark.parametrize("name", BAD)
def test_a_save_holding_such_a_name_is_refused_when_loading(tmp_path, name):
    """A lone surrogate loaded would break every autosave after it; a NUL the end of
    the game: such a file is an invalid save, set aside, never played."""
    path = tmp_path / "g.kartografove"
    write_save(path, Game(Setup(players=("Ann",), seed=1)))
    document = json.loads(path.read_text(encoding="utf-8"))
    document["setup"]["players"] = [name]
    path.write_bytes(json.dumps(document).encode("utf-8"))  # \ud800 as a JSON escape
    with pytest.raises(InvalidSave, match="needs a name"):
        read_save(path)


@settings(max_examples=300, deadline=None, database=None)
@given(st.text())
def test_whatever_is_typed_cleans_into_a_valid_name_or_nothing(text):
    name = clean_player_name(text)
    assert name == "" or check_player_name(name) == name
