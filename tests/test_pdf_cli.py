"""The headless PDF commands: ``cartografove export-pdf`` and ``blank-sheets`` (issue 5).

Most cases call ``main()`` in this process (fast); a few run the real command in a
child process with no display at all, to prove it needs none and never prints a
traceback.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cartografove.__main__ import main
from cartografove.rules.game import Game
from cartografove.rules.save import write_save
from cartografove.rules.setup import Setup
from tests.random_play import autoplay
from tests.waits import HANG_S

pytestmark = pytest.mark.skipif(
    not all(shutil.which(tool) for tool in ("pdfinfo", "pdftotext")),
    reason="needs poppler-utils (pdfinfo, pdftotext): scripts/bootstrap test",
)

NAMES = ("Řeřicha", "Gżegżółka", "Ann")


def pdfinfo(path: Path) -> str:
    return subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout


def pages(path: Path) -> int:
    line = next(line for line in pdfinfo(path).splitlines() if line.startswith("Pages:"))
    return int(line.split()[1])


def pdf_text(path: Path) -> str:
    out = subprocess.run(
        ["pdftotext", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    return " ".join(out.split())


@pytest.fixture(scope="module")
def save(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("saves") / "game.kartografove"
    write_save(path, autoplay(Game(Setup(players=NAMES, seed=11))))
    return path


def one_line_error(capsys) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert "Traceback" not in err
    return err


def nothing_left(folder: Path, *keep: str) -> None:
    """Neither the PDF nor the temporary file it would be written through."""
    assert sorted(p.name for p in folder.iterdir()) == sorted(keep)


# --- it works -------------------------------------------------------------------------------


def test_export_every_players_sheet(qapp, save, tmp_path, capsys):
    out = tmp_path / "sheets.pdf"
    assert main(["export-pdf", str(save), "-o", str(out)]) == 0
    assert pages(out) == len(NAMES)
    text = pdf_text(out)
    assert all(name in text for name in NAMES)
    assert "595 x 842" in pdfinfo(out)  # A4 unless asked
    assert "3 pages" in capsys.readouterr().out


def test_export_on_letter_paper(qapp, save, tmp_path):
    out = tmp_path / "letter.pdf"
    assert main(["export-pdf", str(save), "-o", str(out), "--paper", "letter"]) == 0
    assert "612 x 792" in pdfinfo(out)


@pytest.mark.parametrize("where", ["after", "before"])
def test_lang_before_or_after_the_command(qapp, save, tmp_path, where):
    """``--lang`` works in both places; without the translation files it is English."""
    out = tmp_path / "cs.pdf"
    args = ["export-pdf", str(save), "-o", str(out)]
    args = [*args, "--lang", "cs"] if where == "after" else ["--lang", "cs", *args]
    assert main(args) == 0
    assert pages(out) == len(NAMES)


def test_blank_sheets(qapp, tmp_path):
    out = tmp_path / "blank.pdf"
    assert main(["blank-sheets", "--side", "D", "--copies", "5", "-o", str(out)]) == 0
    assert pages(out) == 5
    assert "Kartografové" in pdfinfo(out)


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs poppler's pdftoppm")
def test_the_look_option(qapp, tmp_path):
    """Blank sheets default to the plain white look; --look parchment tints the page."""
    from PySide6.QtGui import QImage

    greys = {}
    for look in (None, "parchment", "plain"):
        out = tmp_path / f"{look}.pdf"
        extra = [] if look is None else ["--look", look]
        assert main(["blank-sheets", "--side", "C", "-o", str(out), *extra]) == 0
        subprocess.run(
            ["pdftoppm", "-r", "20", "-gray", "-png", str(out), str(out.with_suffix(""))],
            check=True,
        )
        image = QImage(str(next(tmp_path.glob(f"{look}*.png"))))
        greys[look] = sum(
            image.pixelColor(x, image.height() // 2).red() for x in range(image.width())
        )
    assert greys[None] == greys["plain"] > greys["parchment"]


# --- it fails cleanly --------------------------------------------------------------------------


def test_a_missing_save(qapp, tmp_path, capsys):
    assert (
        main(["export-pdf", str(tmp_path / "nope.kartografove"), "-o", str(tmp_path / "x.pdf")])
        == 1
    )
    assert "cannot be read" in one_line_error(capsys)
    nothing_left(tmp_path)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b'{"format": "kartografove-game", "version": 1, "setup"', "cut off"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "not a text file"),
        (b'{"format": "someone-elses", "data": []}', "not a Kartografové saved game"),
        (b"", "empty"),
    ],
)
def test_corrupt_and_foreign_saves(qapp, tmp_path, capsys, content, message):
    bad = tmp_path / "bad.kartografove"
    bad.write_bytes(content)
    assert main(["export-pdf", str(bad), "-o", str(tmp_path / "x.pdf")]) == 1
    assert message in one_line_error(capsys)
    nothing_left(tmp_path, "bad.kartografove")


@pytest.mark.parametrize("target", ["missing/x.pdf", "file/x.pdf", "."])
def test_an_unwritable_output(qapp, save, tmp_path, capsys, target):
    (tmp_path / "file").write_text("a file, not a folder")
    assert main(["export-pdf", str(save), "-o", str(tmp_path / target)]) == 1
    assert "cartografove export-pdf:" in one_line_error(capsys)
    nothing_left(tmp_path, "file")


def test_the_save_is_never_overwritten_by_its_pdf(qapp, save, tmp_path, capsys):
    copy = tmp_path / "game.kartografove"
    copy.write_bytes(save.read_bytes())
    assert main(["export-pdf", str(copy), "-o", str(copy)]) == 1
    assert "saved game itself" in one_line_error(capsys)
    assert copy.read_bytes() == save.read_bytes()


def test_an_unknown_side(qapp, tmp_path, capsys):
    assert main(["blank-sheets", "--side", "Q", "-o", str(tmp_path / "x.pdf")]) == 2
    err = one_line_error(capsys)
    assert "'Q'" in err and "C, D" in err  # the sides the catalogue has
    nothing_left(tmp_path)


@pytest.mark.parametrize("copies", ["0", "-3", "201", "100000"])
def test_copies_out_of_range(qapp, tmp_path, capsys, copies):
    assert (
        main(["blank-sheets", "--side", "C", "--copies", copies, "-o", str(tmp_path / "x.pdf")])
        == 2
    )
    assert "from 1 to 200" in one_line_error(capsys)
    nothing_left(tmp_path)


def test_a_blank_sheet_to_an_unwritable_place(qapp, tmp_path, capsys):
    assert main(["blank-sheets", "--side", "C", "-o", str(tmp_path / "no" / "x.pdf")]) == 1
    assert "Cannot write" in one_line_error(capsys)
    nothing_left(tmp_path)


# --- the real command, with no display ------------------------------------------------------


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The installed command in a child process whose environment has no display and
    no Qt platform chosen: it must find its own way (offscreen)."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    return subprocess.run(
        [sys.executable, "-m", "cartografove", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=HANG_S,
    )


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="an X11/Wayland matter")
def test_headless_export_and_blank_sheets(save, tmp_path):
    result = run("export-pdf", str(save), "-o", "game.pdf", "--lang", "pl", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert pages(tmp_path / "game.pdf") == len(NAMES)
    assert "Gżegżółka" in pdf_text(tmp_path / "game.pdf")
    result = run("blank-sheets", "--side", "C", "--copies", "2", "-o", "b.pdf", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert pages(tmp_path / "b.pdf") == 2


def test_headless_failure_is_one_line(tmp_path):
    (tmp_path / "junk.kartografove").write_text("{ not json")
    result = run("export-pdf", "junk.kartografove", "-o", "out.pdf", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert result.stderr.startswith("cartografove export-pdf: junk.kartografove: ")
    nothing_left(tmp_path, "junk.kartografove")


@pytest.mark.parametrize(
    ("lang", "copies", "said"),
    [
        ("en", "1", "1 page"),
        ("cs", "3", "3 strany"),
        ("cs", "5", "5 stran"),
        ("pl", "2", "2 strony"),
    ],
)
def test_the_pages_written_in_the_language_asked_for(qapp, tmp_path, capsys, lang, copies, said):
    out = tmp_path / "blank.pdf"
    command = ["--lang", lang, "blank-sheets", "--side", "C", "--copies", copies, "-o", str(out)]
    assert main(command) == 0
    assert capsys.readouterr().out.strip() == f"{out}: {said}"


@pytest.mark.parametrize(
    ("lang", "said"), [("cs", "Strana listu 'Q' neexistuje"), ("pl", "Nie ma strony arkusza 'Q'")]
)
def test_a_mistake_is_told_in_the_language_asked_for(qapp, tmp_path, capsys, lang, said):
    assert main(["--lang", lang, "blank-sheets", "--side", "Q", "-o", str(tmp_path / "x.pdf")]) == 2
    assert said in one_line_error(capsys)
