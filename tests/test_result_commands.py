"""``cartografove share`` and ``cartografove verify``: a saved game's result code,
and its standings printed exactly as ``autoplay`` printed them."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cartografove.__main__ import main
from cartografove.records.result_code import share
from cartografove.rules.game import Game
from cartografove.rules.save import load_game, write_save
from tests.waits import HANG_S


def _verify(*args: str) -> subprocess.CompletedProcess[str]:
    """``cartografove verify`` in a process of its own: how the game was played is
    said in the app's words, which need a Qt application object — one the app's
    tests must not later find in this process."""
    return subprocess.run(
        [sys.executable, "-m", "cartografove", "verify", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=HANG_S,
    )


def test_share_then_verify_prints_what_autoplay_printed(tmp_path, capsys):
    path = tmp_path / "game.kartografove"
    assert main(["autoplay", "--players", "4", "--seed", "7", "--save", str(path)]) == 0
    printed = capsys.readouterr().out
    assert main(["share", str(path)]) == 0
    code = capsys.readouterr().out.strip()
    assert code == share(load_game(path)[0])
    done = _verify(code)
    assert done.returncode == 0, done.stderr
    assert done.stdout == printed + "Played without hints.\n"


def test_a_solo_verify_prints_the_solo_rating_in_the_chosen_language(tmp_path, capsys):
    path = tmp_path / "solo.kartografove"
    assert main(["--lang", "cs", "autoplay", "--seed", "3", "--save", str(path)]) == 0
    printed = capsys.readouterr().out
    main(["share", str(path)])
    code = capsys.readouterr().out.strip()
    done = _verify("--lang", "cs", code)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[-2] == printed.splitlines()[-1]
    assert "Solo rating" not in done.stdout and "hint" not in lines[-1]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Played with 3 hints."),
        ("cs", "Použity 3 rady."),
        ("pl", "Rozegrano z 3 podpowiedziami."),
    ],
)
def test_verify_says_with_how_many_hints_the_game_was_played(tmp_path, capsys, lang, said):
    """Issue 32: a hinted game's code says so — in the app's very words, plural forms
    and all — and so does an old code that could not say it."""
    path = tmp_path / "solo.kartografove"
    assert main(["autoplay", "--seed", "3", "--save", str(path)]) == 0
    capsys.readouterr()
    game, _ = load_game(path)
    write_save(path, game.with_hints({0, 4, 9}))
    main(["share", str(path)])
    code = capsys.readouterr().out.strip()
    done = _verify("--lang", lang, code)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == said
    old = _verify("34436PZL4WVBXEH3XL67DKKTCDHSVDZLF49WUTNQPC6XR4C5YK56XMFKF6S47FNHM74EBC")
    assert old.stdout.splitlines()[-1] == (
        "Its hints were not recorded (a code of an older version)."
    )


def test_a_wrong_code_is_one_line_and_status_1(capsys):
    assert main(["verify", "3456789"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("cartografove verify: this result code is")
    assert len(err.splitlines()) == 1


def test_share_refuses_a_missing_file_and_an_unfinished_game(tmp_path, capsys):
    assert main(["share", str(tmp_path / "none.kartografove")]) == 1
    assert capsys.readouterr().err.startswith("cartografove share:")
    path = tmp_path / "game.kartografove"
    main(["autoplay", "--seed", "4", "--save", str(path)])
    capsys.readouterr()
    game, _ = load_game(path)
    write_save(path, Game.replay(game.setup, game.decisions[:3]))
    assert main(["share", str(path)]) == 1
    assert "only a finished game" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("cs", "Vlož kód výsledku."),
        ("pl", "Wklej kod wyniku."),
        ("en", "type or paste a result code"),
    ],
)
def test_verify_says_why_a_code_is_refused_in_the_chosen_language(lang, said):
    """In a process of its own: the translated refusal needs a Qt application object,
    which must not be the one the app's tests later find."""
    done = subprocess.run(
        [sys.executable, "-m", "cartografove", "verify", "--lang", lang, " "],
        capture_output=True,
        text=True,
        timeout=HANG_S,
    )
    assert done.returncode == 1
    assert done.stderr.startswith("cartografove verify: ") and said in done.stderr
