"""Sheets that print like the real thing (issue 15), read back from real PDFs.

Names and titles print whole in every language (pdftotext finds every word, inside
its field); every terrain stays apart on a greyscale print; a printer gets the same
pages as the PDF, through Qt's print preview.
"""

from __future__ import annotations

import html
import itertools
import re
import shutil
import subprocess
import zlib
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog

from cartografove import names
from cartografove.app import text
from cartografove.app.printing import pages as printed_pages
from cartografove.app.printing import pdf_export, printer
from cartografove.app.printing.pages import LAYOUT
from cartografove.app.sheet.content import SheetContent
from cartografove.app.sheet.palette import PLAIN
from cartografove.rules.board import grid
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import Terrain, catalog
from cartografove.rules.game import Game
from cartografove.rules.limits import MAX_NAME
from cartografove.rules.setup import Setup
from tests.random_play import autoplay

pytestmark = pytest.mark.skipif(
    not all(shutil.which(tool) for tool in ("pdftotext", "pdftoppm")),
    reason="needs poppler-utils (pdftotext, pdftoppm): scripts/bootstrap test",
)

# The longest names the app accepts: MAX_NAME characters, in words and in one piece.
LONG_NAMES = (
    ("Małgorzata Wiśniewska-Brzęczyszczykiewicz z Żółkiewki " * 2)[:MAX_NAME].strip(),
    ("Christopher Montgomery Řeřichovský z Kostelce nad Orlicí " * 2)[:MAX_NAME].strip(),
    "W" * MAX_NAME,
)


def pdf_words(path: Path) -> list[tuple[QRectF, str, int]]:
    """Every word pdftotext extracts, with its box in points and its page (from 1)."""
    out = subprocess.run(
        ["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    found, page = [], 0
    for line in out.splitlines():
        if "<page " in line:
            page += 1
        match = re.search(
            r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)</word>', line
        )
        if match:
            x0, y0, x1, y1 = (float(v) for v in match.groups()[:4])
            found.append((QRectF(x0, y0, x1 - x0, y1 - y0), html.unescape(match[5]), page))
    return found


def in_points(rect: QRectF) -> QRectF:
    """A rectangle of the sheet layout on the A4 page, in points."""
    placed = printed_pages.sheet_rect("a4")
    scale = placed.width() / LAYOUT.size.width()
    return QRectF(
        placed.left() + rect.left() * scale,
        placed.top() + rect.top() * scale,
        rect.width() * scale,
        rect.height() * scale,
    )


def words_on(found: list[tuple[QRectF, str, int]], page: int, field: QRectF) -> str:
    """The words inside a field, as one line (a name wrapped at a hyphen joins up)."""
    box = in_points(field).adjusted(-1, -1, 1, 1)
    line = " ".join(word for rect, word, p in found if p == page and box.contains(rect))
    return line.replace("- ", "-")


def value_of(field: QRectF) -> QRectF:
    """A form field without its printed label: where the name or title is written."""
    return field.adjusted(0, 0.42 * LAYOUT.cell, 0, 0)


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_the_longest_names_and_every_title_print_whole(qapp, tmp_path, lang):
    app = pdf_export.headless_app()
    pdf_export.install_translator(app, lang)
    try:
        titles = [text.title_name(title) for title in names.TITLE_NAMES]
        sheet = Sheet.blank("C")
        pages = [
            SheetContent(sheet, name=name, title=title) for name in LONG_NAMES for title in titles
        ]
        path = tmp_path / f"{lang}.pdf"
        pdf_export.write_pdf(path, pages, "names")
    finally:
        pdf_export.install_translator(app, "en")
    found = pdf_words(path)
    for number, page in enumerate(pages, start=1):
        name = words_on(found, number, value_of(LAYOUT.name_rect))
        if " " in page.name:
            assert name == page.name
        else:  # one word longer than the line is broken across lines, not shrunk to 1 mm
            assert name.replace(" ", "") == page.name
            heights = [r.height() for r, w, p in found if p == number and w and w in name]
            assert min(heights) >= 5, heights  # points: a name one can read (issue 25)
        assert words_on(found, number, value_of(LAYOUT.title_rect)) == page.title


def test_labels_extract_as_words(qapp, tmp_path):
    """No letter spacing: "CARTOGRAPHER", not "CARTO G RAPH ER"."""
    path = tmp_path / "blank.pdf"
    pdf_export.export_blank("C", 1, path)
    extracted = [word for _, word, _ in pdf_words(path)]
    for label in ("CARTOGRAPHER", "TITLE", "Spring", "Total", "Forest", "Village"):
        assert label in extracted


def test_the_key_names_what_paper_players_draw(qapp, tmp_path):
    path = tmp_path / "blank.pdf"
    pdf_export.export_blank("C", 1, path)
    key = words_on(pdf_words(path), 1, LAYOUT.key_rect)
    for entry in ("Forest", "Village", "Farm", "Water", "Monster", "Hero", "Attack mark"):
        assert entry in key
    assert "Destroyed space" in key
    # what the side prints, too: a newcomer had to guess the little tower (issue 25)
    assert "Mountain" in key and "Ruins" in key and "Wasteland" not in key


@pytest.mark.parametrize(("side", "wasteland"), [("A", False), ("B", True)])
def test_a_base_game_key_has_no_heroes(qapp, tmp_path, side, wasteland):
    """Hero, attack marks and destroyed spaces never occur in the base game."""
    from cartografove.rules.setup import RuleSet

    path = tmp_path / "base.pdf"
    pdf_export.export_blank(side, 1, path)
    game = autoplay(Game(Setup(("Ann", "Ben"), 4, side, rules=RuleSet.base())))
    pdf_export.export_game(game, tmp_path / "game.pdf")
    for pdf in (path, tmp_path / "game.pdf"):
        key = words_on(pdf_words(pdf), 1, LAYOUT.key_rect)
        assert "Monster" in key and "Ruins" in key and "Mountain" in key
        assert not {"Hero", "Attack", "Destroyed"} & set(key.split())
        assert ("Wasteland" in key) == wasteland


def test_a_solo_sheet_shows_its_rating_and_solo_values(qapp, tmp_path):
    game = autoplay(Game(Setup(players=("Ann",), seed=3)))
    solo = game.result.solo
    path = tmp_path / "solo.pdf"
    pdf_export.export_game(game, path)
    line = words_on(pdf_words(path), 1, LAYOUT.note_rect).replace("\u2212", "-")
    assert "Forest" in words_on(pdf_words(path), 1, LAYOUT.key_rect)  # and the key (issue 25)
    assert f"Rating {solo.rating} = total {solo.total} - solo values {solo.solo_values}" in line
    values = [catalog().scoring[card].solo_value for card in game.edicts]
    assert sum(values) == solo.solo_values
    assert " + ".join(map(str, values)) in line
    assert words_on(pdf_words(path), 1, value_of(LAYOUT.title_rect)) == text.title_name(solo.title)


def path_operators(path: Path) -> dict[str, int]:
    """How many line segments (``l``) and Bézier curves (``c``) the PDF's content
    streams draw."""
    data = path.read_bytes()
    counts = {"l": 0, "c": 0}
    number = rb"-?[\d.]+ "
    for stream in re.finditer(rb"stream\r?\n(.*?)\r?\nendstream", data, re.S):
        try:
            content = zlib.decompress(stream.group(1))
        except zlib.error:  # a font or an image, not page content
            continue
        counts["l"] += len(re.findall(number * 2 + rb"l\b", content))
        counts["c"] += len(re.findall(number * 6 + rb"c\b", content))
    return counts


def test_symbols_stay_curves(qapp, tmp_path):
    """Issue 15: symbols were flattened into ~36 000 line segments a page (350 kB);
    drawn as curves they take a few thousand operators."""
    game = autoplay(Game(Setup(players=("Ann",), seed=3)))
    path = tmp_path / "solo.pdf"
    pdf_export.export_game(game, path)
    counts = path_operators(path)
    assert counts["c"] > 500
    assert counts["l"] < 5000
    assert path.stat().st_size < 120_000


# --- greyscale -----------------------------------------------------------------------


LETTERS = "FVmWHA"  # forest, village, monster, water, hero, farm (Sheet.from_rows)


def every_terrain() -> Sheet:
    """Side C with row A drawn in every terrain, one after another."""
    rows = [list(row) for row in Sheet.blank("C").to_rows()]
    for col, letter in enumerate(LETTERS):
        rows[0][col] = letter
    return Sheet.from_rows("C", ["".join(row) for row in rows])


def test_every_terrain_prints_apart_in_greyscale(qapp, tmp_path):
    """Issue 15: forest and village, water and farm printed nearly alike in black and
    white, and monsters nearly black. On a greyscale raster of the PDF every terrain
    differs from every other and from the paper, and no space floods toner."""
    sheet = every_terrain()
    drawn = {t for t, mask in sheet.drawn.items() if mask}
    assert drawn | {Terrain.MOUNTAIN} == set(Terrain)
    path = tmp_path / "terrains.pdf"
    pdf_export.write_pdf(path, [SheetContent(sheet, look=PLAIN)], "terrains")
    stem = tmp_path / "grey"
    subprocess.run(
        ["pdftoppm", "-r", "100", "-gray", "-png", "-singlefile", str(path), str(stem)], check=True
    )
    image = QImage(f"{stem}.png")
    dots = 100 / 72

    def mean(row: int, col: int) -> float:
        rect = in_points(LAYOUT.cell_rect(row, col)).adjusted(1.5, 1.5, -1.5, -1.5)
        values = [
            image.pixelColor(x, y).red()
            for y in range(round(rect.top() * dots), round(rect.bottom() * dots))
            for x in range(round(rect.left() * dots), round(rect.right() * dots))
        ]
        return sum(values) / len(values)

    mountain = grid.cells_of(sheet.mountains)[0]
    greys = {"paper": mean(0, 8), "mountain": mean(*mountain)}
    greys |= {letter: mean(0, col) for col, letter in enumerate(LETTERS)}
    ordered = sorted(greys.values())
    assert min(b - a for a, b in itertools.pairwise(ordered)) >= 10, greys
    assert min(greys.values()) >= 70, greys  # no space is a block of toner


# --- a printer ---------------------------------------------------------------------------


def test_a_printer_gets_the_same_pages(qapp, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    game = autoplay(Game(Setup(players=("Řeřicha", "Gżegżółka"), seed=7)))
    device = printer.new_printer()
    device.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    device.setOutputFileName(str(tmp_path / "printed.pdf"))
    printer.print_pages(device, printed_pages.game_pages(game))
    found = pdf_words(tmp_path / "printed.pdf")
    assert {page for *_, page in found} == {1, 2}
    assert "Řeřicha" in [word for _, word, page in found if page == 1]
    assert "Gżegżółka" in [word for _, word, page in found if page == 2]


def test_the_game_menu_prints_through_the_preview(qapp, qtbot, monkeypatch):
    from cartografove.app.settings import Settings
    from cartografove.app.window.main_window import MainWindow

    shown: list[tuple[int, str]] = []
    monkeypatch.setattr(
        printer, "preview", lambda parent, pages, title, name="": shown.append((len(pages), title))
    )
    monkeypatch.setattr(QDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    actions = window.menus.game_menu.actions()
    assert window.menus.print_actions.print_action in actions
    assert window.menus.print_actions.blank_action in actions
    assert not window.menus.print_actions.print_action.isEnabled()  # no game yet
    window.menus.print_actions.blank_action.trigger()
    assert shown == [(10, "Print blank sheets")]
    window.start(autoplay(Game(Setup(players=("A", "B"), seed=1))))
    assert window.menus.print_actions.print_action.isEnabled()
    window.menus.print_actions.print_action.trigger()
    assert shown[-1] == (2, "Print sheets")


def test_a_two_digit_monster_penalty_prints_as_large_as_one_digit(qapp, tmp_path):
    """−11 and −14 used to shrink to about 5 pt beside the printed monster (issue 25)."""
    game = autoplay(Game(Setup(players=("Ann",), seed=3)))
    scores = list(game.scores[0])
    wide = [replace_penalty(scores[0], 14), replace_penalty(scores[1], 3)]
    path = tmp_path / "penalties.pdf"
    pdf_export.write_pdf(
        path, [SheetContent(game.sheets[0], name="Ann", scores=wide + scores[2:])], "x"
    )
    found = pdf_words(path)
    heights = {}
    for season, value in ((0, "\u221214"), (1, "\u22123")):
        box = in_points(LAYOUT.season_parts[season].boxes[3]).adjusted(-1, -1, 1, 1)
        heights[value] = [r.height() for r, w, _ in found if w == value and box.contains(r)]
    assert heights["\u221214"] and heights["\u22123"], heights
    assert heights["\u221214"][0] >= 0.85 * heights["\u22123"][0]


def replace_penalty(score, penalty):
    from dataclasses import replace

    return replace(score, monsters=replace(score.monsters, points=penalty))


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
@pytest.mark.parametrize(("side", "heroes"), [("D", True), ("C", True), ("B", False)])
def test_every_key_name_prints_at_full_size(qapp, lang, side, heroes):
    """Print L4 (issue 25): the key's names flow in rows as long as they are, so the
    longest ("Zniszczony obszar") prints as large as the shortest, in every language."""
    from cartografove.app.sheet.forms import KEY_SIZE, flowed_key, key_entries

    app = pdf_export.headless_app()
    pdf_export.install_translator(app, lang)
    try:
        content = SheetContent(Sheet.blank(side), heroes=heroes)
        flowed = flowed_key(content, LAYOUT)
        entries = key_entries(content)
    finally:
        pdf_export.install_translator(app, "en")
    assert flowed is not None
    size, rooms = flowed
    assert size == KEY_SIZE * LAYOUT.cell
    assert len(rooms) == len(entries)
    band = LAYOUT.key_rect.adjusted(-0.01, -0.01, 0.01, 0.01)
    for square, room in rooms:
        assert band.contains(square) and band.contains(room)
    for (_, one), (_, other) in itertools.combinations(rooms, 2):
        assert not one.intersects(other)


def test_a_game_of_several_prints_each_players_place(qapp, tmp_path):
    """Print L9 (issue 25): the winner and every other place under the score table."""
    game = autoplay(Game(Setup(players=("Ann", "Ben", "Cid"), seed=6)), seed=2)
    path = tmp_path / "three.pdf"
    pdf_export.export_game(game, path)
    found = pdf_words(path)
    for page, player in enumerate(range(3), start=1):
        standing = next(s for s in game.result.standings if s.player == player)
        shared = sum(s.rank == standing.rank for s in game.result.standings) > 1
        line = words_on(found, page, LAYOUT.note_rect)
        if standing.rank == 1:
            assert line == ("Shared victory: place 1 of 3" if shared else "Winner: place 1 of 3")
        else:
            expected = f"Place {standing.rank} of 3"
            assert line == (f"Shared place {standing.rank} of 3" if shared else expected)
