"""The command line refuses every bad input in one line, before building anything."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cartografove import __version__
from cartografove.__main__ import main
from cartografove.rules.save import load_game
from tests.waits import HANG_S

ROOT = Path(__file__).resolve().parents[1]

BAD = [
    (["autoplay", "--players", "1000000000"], 2, "1 to 100 players"),
    (["autoplay", "--players", "-1"], 2, "1 to 100 players, not -1"),
    (["autoplay", "--players", "x"], 2, "not a number of players"),
    (["autoplay", "--seed", "-5"], 2, "a seed is from 0"),
    (["autoplay", "--seed", "abc"], 2, "not a seed"),
    (["autoplay", "--side", "Q"], 2, "there is no sheet side Q"),
    (["autoplay", "--side", "sideways"], 2, "one letter"),
    (["autoplay", "--save", ""], 2, "file name is empty"),
    (["autoplay", "--save", "/nonexistent/dir/x"], 1, "cannot write"),
    (["autoplay", "--save", "/dev/null"], 1, "not a regular file"),
    (["autoplay", "--lang", "de"], 2, "invalid choice"),
    (["blank-sheets", "--side", "Z", "-o", "x.pdf"], 2, "no sheet side 'Z'"),
    (["blank-sheets", "--side", "c", "--copies", "0", "-o", "x.pdf"], 2, "copies"),
    (["blank-sheets", "--side", "c", "--copies", "two", "-o", "x.pdf"], 2, "not a number"),
    (["blank-sheets", "-o", "x.pdf"], 2, "required: --side"),
    (["blank-sheets", "--side", "c", "-o", ""], 2, "file name is empty"),
    (["export-pdf", "/nonexistent", "-o", "x.pdf"], 1, "cannot be read"),
    (["export-pdf", "/", "-o", "x.pdf"], 1, "not a regular file"),
    (["export-pdf", "/dev/zero", "-o", "x.pdf"], 1, "not a regular file"),
    (["export-pdf", "", "-o", "x.pdf"], 2, "file name is empty"),
    (["host", "--players", "2", "--side", "A"], 2, "not played with these rules (sides C, D)"),
    (["host", "--players", "2", "--rules", "base", "--edicts", "first_game"], 2, "first-game"),
    (["host", "--players", "2", "--rules", "chess"], 2, "invalid choice"),
    (["host", "--players", "2", "--edicts", "a,b"], 2, "four card ids"),
    (["host", "--players", "2", "--edicts", "a,b,c,d"], 2, "edict A: there is no scoring card a"),
    (["frobnicate"], 2, "invalid choice"),
    (["--lang", "xx"], 2, "invalid choice"),
]


@pytest.mark.parametrize(("argv", "status", "message"), BAD, ids=lambda v: str(v))
def test_a_bad_command_line_is_one_line_and_a_status(argv, status, message, capsys, tmp_path):
    if os.name != "posix" and any(a.startswith("/dev") for a in argv):
        pytest.skip("POSIX devices")
    argv = [str(tmp_path / a) if a == "x.pdf" else a for a in argv]
    try:
        result = main(argv)
    except SystemExit as stop:
        result = stop.code
    err = capsys.readouterr().err
    assert result == status, err
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_a_fifo_is_refused_without_hanging(tmp_path, capsys):
    if os.name != "posix":
        pytest.skip("FIFOs are POSIX")
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    assert main(["export-pdf", str(fifo), "-o", str(tmp_path / "x.pdf")]) == 1
    assert "not a regular file" in capsys.readouterr().err


def test_version_and_help_for_every_option(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0 and __version__ in capsys.readouterr().out
    from cartografove.__main__ import parser

    def undocumented(command) -> list[str]:
        return [
            action.dest
            for action in command._actions
            if not action.help and action.dest not in ("help", "command")
        ]

    top = parser()
    assert undocumented(top) == []
    for sub in top._subparsers._group_actions[0].choices.values():
        assert undocumented(sub) == [], sub.prog


def test_autoplay_without_a_seed_picks_one_and_prints_it(capsys, tmp_path):
    path = tmp_path / "g.kartografove"
    assert main(["autoplay", "--save", str(path)]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    seed = int(first.rsplit(" ", 1)[1])
    game, _ = load_game(path)
    assert game.setup.seed == seed


def test_lang_sets_autoplays_output_and_names(capsys):
    assert main(["--lang", "cs", "autoplay", "--players", "2", "--side", "d", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "Kartograf 1" in out and "Mapový list D" in out
    assert main(["autoplay", "--lang", "pl", "--seed", "1"]) == 0
    assert "Kartograf 1" in capsys.readouterr().out
    assert main(["autoplay", "--lang", "en", "--seed", "1"]) == 0
    assert "Cartographer 1" in capsys.readouterr().out


def test_a_side_is_accepted_in_either_case(tmp_path, capsys):
    assert main(["blank-sheets", "--side", "d", "-o", str(tmp_path / "b.pdf")]) == 0
    assert main(["autoplay", "--side", "d", "--seed", "1"]) == 0


def test_an_export_without_its_fonts_is_an_error(tmp_path, capsys, monkeypatch):
    from cartografove.app.look import fonts

    monkeypatch.setattr(fonts, "load_fonts", lambda: ())
    assert main(["blank-sheets", "--side", "C", "-o", str(tmp_path / "b.pdf")]) == 1
    assert "fonts" in capsys.readouterr().err
    assert not (tmp_path / "b.pdf").exists()


def test_a_pipe_closed_early_ends_quietly():
    script = [sys.executable, "-m", "cartografove", "autoplay", "--players", "100", "--seed", "1"]
    writer = subprocess.Popen(script, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    assert writer.stdout is not None and writer.stdout.readline()
    writer.stdout.close()  # like `| head -1`
    _, err = writer.communicate(timeout=HANG_S)
    assert err == b""


def test_a_computer_cartographers_name_is_said_in_the_language(capsys):
    """The English name is the computer cartographer's id (issue 25): the commands say
    it in --lang, as the app shows it."""
    args = ["autoplay", "--players", "2", "--names", "Ann,Jorek the Surveyor", "--seed", "1"]
    assert main(["--lang", "cs", *args]) == 0
    assert "Zeměměřič Jorek" in capsys.readouterr().out
    assert main(["--lang", "pl", *args]) == 0
    assert "Mierniczy Jorek" in capsys.readouterr().out
