"""Map sheets on paper (issue 5): pdf_export and the two File-menu commands.

The PDFs are read back with poppler — ``pdfinfo`` for pages, size and metadata,
``pdftotext`` for the real text, ``pdftoppm`` for pixels — so the checks see what a
reader and a printer see. Expected pixel positions come from ``SheetLayout`` and the
page mapping :func:`pages.sheet_rect`, never from numbers copied off a picture.
"""

from __future__ import annotations

import itertools
import os
import shutil
import stat
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QRectF
from PySide6.QtGui import QColor, QImage, qGray
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from cartografove import names
from cartografove.app import text
from cartografove.app.printing import dialogs as pdf_dialogs
from cartografove.app.printing import pages as layout_of_pages
from cartografove.app.printing import pdf_export
from cartografove.app.printing.pages import LAYOUT, ExportError
from cartografove.app.sheet.palette import PAPER, PAPER_SHADE, TERRAIN_COLOURS
from cartografove.rules.board import grid
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import EDICT_LETTERS, Terrain
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import autoplay

pytestmark = pytest.mark.skipif(
    not all(shutil.which(tool) for tool in ("pdfinfo", "pdftotext", "pdftoppm")),
    reason="needs poppler-utils (pdfinfo, pdftotext, pdftoppm): scripts/bootstrap test",
)

NAMES = ("Řeřicha", "Gżegżółka")
DPI = 60
WHITE = QColor(255, 255, 255)

# --- helpers ---------------------------------------------------------------------------


def info(path: Path) -> dict[str, str]:
    out = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    return dict(
        (key.strip(), value.strip())
        for key, value in (line.split(":", 1) for line in out.stdout.splitlines() if ":" in line)
    )


def pages_of(path: Path) -> int:
    return int(info(path)["Pages"])


def words(path: Path, page: int | None = None) -> str:
    """The PDF's text with runs of whitespace made single spaces."""
    pages = [] if page is None else ["-f", str(page), "-l", str(page)]
    out = subprocess.run(
        ["pdftotext", *pages, str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    return " ".join(out.split())


def render(path: Path, tmp_path: Path, page: int = 1, gray: bool = False) -> QImage:
    """One page at DPI dots per inch, as poppler rasterises it."""
    stem = tmp_path / f"page-{page}{'-gray' if gray else ''}"
    subprocess.run(
        ["pdftoppm", "-r", str(DPI), "-png", "-singlefile", "-f", str(page), "-l", str(page)]
        + (["-gray"] if gray else [])
        + [str(path), str(stem)],
        check=True,
    )
    image = QImage(f"{stem}.png")
    assert not image.isNull()
    return image


def on_page(rect: QRectF, paper: str = "a4") -> QRect:
    """A rectangle of the sheet layout in the rendered page's pixels."""
    placed = layout_of_pages.sheet_rect(paper)
    scale = placed.width() / LAYOUT.size.width()
    dots = DPI / 72
    left = (placed.left() + rect.left() * scale) * dots
    top = (placed.top() + rect.top() * scale) * dots
    return QRect(
        round(left),
        round(top),
        round(rect.width() * scale * dots),
        round(rect.height() * scale * dots),
    )


def colours(image: QImage, rect: QRect) -> list[QColor]:
    return [
        image.pixelColor(x, y)
        for y in range(rect.top(), rect.bottom() + 1)
        for x in range(rect.left(), rect.right() + 1)
    ]


def mean_grey(image: QImage, rect: QRect) -> float:
    values = [qGray(c.rgb()) for c in colours(image, rect)]
    return sum(values) / len(values)


def dominant(image: QImage, rect: QRect) -> tuple[QColor, float]:
    """The most common colour in a rectangle and its share: a space's fill, whatever
    symbol is drawn over part of it."""
    found = Counter(c.rgb() for c in colours(image, rect))
    rgb, count = found.most_common(1)[0]
    return QColor.fromRgb(rgb), count / found.total()


def close(a: QColor, b: QColor, tolerance: int = 14) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def inside(row: int, col: int) -> QRectF:
    """A space without its edges (the grid rules)."""
    inset = 0.1 * LAYOUT.cell
    return LAYOUT.cell_rect(row, col).adjusted(inset, inset, -inset, -inset)


def clean_cells(sheet: Sheet, terrain: Terrain) -> list[tuple[int, int]]:
    """The spaces of ``terrain`` with nothing over them: no X, attack mark or ruin."""
    covered = sheet.destroyed | sheet.attack | sheet.ruins
    found = [cell for cell in grid.cells_of(sheet.drawn[terrain]) if not covered & grid.bit(*cell)]
    assert found, f"no clean {terrain} space"
    return found


def clean_cell(sheet: Sheet, terrain: Terrain) -> tuple[int, int]:
    """A space of ``terrain`` with nothing over it: no X, attack mark or ruin."""
    return clean_cells(sheet, terrain)[0]


def english_edicts(game: Game) -> list[str]:
    return [names.CARD_NAMES[card] for card in game.edicts]


@pytest.fixture(scope="module")
def game() -> Game:
    return autoplay(Game(Setup(players=NAMES, seed=7)))


@pytest.fixture(scope="module")
def game_pdf(qapp, game, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("pdf") / "game.pdf"
    pdf_export.export_game(game, path)
    return path


@pytest.fixture(scope="module")
def blank_pdf(qapp, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("pdf") / "blank.pdf"
    pdf_export.export_blank("C", 1, path)
    return path


# --- pages and text ------------------------------------------------------------------------


class TestPages:
    def test_one_page_per_player(self, game_pdf):
        assert pages_of(game_pdf) == 2

    def test_one_player_alone(self, qapp, game, tmp_path):
        path = tmp_path / "one.pdf"
        assert pdf_export.export_game(game, path, players=[1]) == 1
        assert pages_of(path) == 1
        text_ = words(path)
        assert NAMES[1] in text_ and NAMES[0] not in text_

    def test_six_players_six_pages(self, qapp, tmp_path):
        six = Game(Setup(players=tuple(f"Hráč {i}" for i in range(6)), seed=3))
        path = tmp_path / "six.pdf"
        pdf_export.export_game(six, path)
        assert pages_of(path) == 6
        assert all(f"Hráč {i}" in words(path, i + 1) for i in range(6))

    @pytest.mark.parametrize("copies", [1, 3, 20])
    def test_one_page_per_blank_copy(self, qapp, tmp_path, copies):
        path = tmp_path / "blank.pdf"
        assert pdf_export.export_blank("D", copies, path) == copies
        assert pages_of(path) == copies

    def test_every_side_of_the_catalogue_prints(self, qapp, tmp_path):
        for side in layout_of_pages.sheet_sides():
            path = tmp_path / f"{side}.pdf"
            pdf_export.export_blank(side, 1, path)
            assert pages_of(path) == 1

    def test_no_player_beyond_the_game(self, qapp, game, tmp_path):
        with pytest.raises(ExportError, match="no player 3"):
            pdf_export.export_game(game, tmp_path / "x.pdf", players=[2])
        assert not list(tmp_path.iterdir())


class TestText:
    def test_names_with_diacritics_are_real_text(self, game_pdf):
        for page, name in enumerate(NAMES, start=1):
            assert name in words(game_pdf, page)

    def test_edicts_are_named_on_every_page(self, game, game_pdf):
        for page in (1, 2):
            found = words(game_pdf, page)
            for name in english_edicts(game):
                assert name in found

    def test_footer_has_the_seed_and_date(self, qapp, game, tmp_path):
        from datetime import date

        path = tmp_path / "dated.pdf"
        pdf_export.export_game(game, path, played=date(2026, 11, 25))
        assert "seed 7" in words(path) and "2026-11-25" in words(path)

    def test_a_finished_solo_game_shows_the_title(self, qapp, tmp_path):
        solo = autoplay(Game(Setup(players=("Žofie",), seed=3, side="D")))
        path = tmp_path / "solo.pdf"
        pdf_export.export_game(solo, path)
        assert text.title_name(solo.result.solo.title) in words(path)

    def test_a_blank_sheet_has_letters_and_labels_but_no_names(self, blank_pdf):
        found = words(blank_pdf)
        for label in ("Spring", "Winter", "Total", *grid.ROW_LABELS):
            assert label in found.split() or label in found
        assert not any(card in found for card in names.CARD_NAMES.values())

    def test_metadata(self, game_pdf, blank_pdf):
        meta = info(game_pdf)
        assert meta["Creator"] == "Kartografové"
        assert "7" in meta["Title"] and "Kartografové" in meta["Title"]
        assert "side C" in info(blank_pdf)["Title"]

    def test_vectors_and_embedded_fonts_not_pictures(self, game_pdf):
        data = game_pdf.read_bytes()
        assert b"/FontFile2" in data
        assert b"/Subtype /Image" not in data


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_names_in_czech_and_polish(qapp, game, tmp_path, lang):
    if pdf_export.translation_file(lang) is None:
        pytest.skip(f"i18n/cartografove_{lang}.qm is not built yet (the translations, issue 4)")
    assert pdf_export.install_translator(qapp, lang)
    try:
        translated = [text.card_name(card) for card in game.edicts]
        path = tmp_path / f"{lang}.pdf"
        pdf_export.export_game(game, path)
        found = words(path)
    finally:
        pdf_export.install_translator(qapp, "en")
    assert translated != english_edicts(game)
    for name in (*NAMES, *translated):
        assert name in found


# --- paper -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("paper", "size"), [("a4", "595 x 842"), ("letter", "612 x 792")])
def test_paper_sizes(qapp, game, tmp_path, paper, size):
    path = tmp_path / f"{paper}.pdf"
    pdf_export.export_game(game, path, paper=paper)
    assert info(path)["Page size"].startswith(size)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_sheet_is_centred_inside_the_margins(paper):
    page = layout_of_pages.page_size(paper)
    placed = layout_of_pages.sheet_rect(paper)
    margin = layout_of_pages.MARGIN_MM * 72 / 25.4
    assert page.contains(placed)
    assert min(placed.left(), placed.top()) >= margin - 0.01
    assert abs(placed.center().x() - page.center().x()) < 0.01
    assert abs(placed.center().y() - page.center().y()) < 0.01
    ratio = LAYOUT.size.width() / LAYOUT.size.height()
    assert abs(placed.width() / placed.height() - ratio) < 1e-6


def test_unknown_paper_is_refused(qapp, game, tmp_path):
    with pytest.raises(ExportError, match="paper"):
        pdf_export.export_game(game, tmp_path / "x.pdf", paper="a3")


# --- what the printed page looks like ----------------------------------------------------------


class TestRenderedPage:
    def test_the_margins_are_paper_white(self, blank_pdf, tmp_path):
        image = render(blank_pdf, tmp_path)
        sheet = on_page(QRectF(0, 0, LAYOUT.size.width(), LAYOUT.size.height()))
        strips = (
            QRect(0, 0, image.width(), sheet.top() - 2),
            QRect(0, sheet.bottom() + 3, image.width(), image.height() - sheet.bottom() - 3),
            QRect(0, 0, sheet.left() - 2, image.height()),
            QRect(sheet.right() + 3, 0, image.width() - sheet.right() - 3, image.height()),
        )
        for strip in strips:
            assert strip.width() > 5 and strip.height() > 5
            assert all(c == WHITE for c in colours(image, strip))
        # and a blank sheet is plain white inside its frame: no parchment tint (issue 15)
        inside = on_page(LAYOUT.col_label_rect).adjusted(0, -8, 0, -8)
        assert sum(close(c, WHITE) for c in colours(image, inside)) / inside.width() > 0.5

    def test_the_plain_look_has_no_parchment_anywhere(self, blank_pdf, tmp_path):
        image = render(blank_pdf, tmp_path)
        everything = colours(
            image, on_page(QRectF(0, 0, LAYOUT.size.width(), LAYOUT.size.height()))
        )
        tinted = sum(close(c, PAPER, 6) or close(c, PAPER_SHADE, 6) for c in everything)
        assert tinted / len(everything) < 0.001  # a few antialiased edges at most
        assert sum(c == WHITE for c in everything) / len(everything) > 0.75

    def test_parchment_on_request(self, qapp, tmp_path):
        path = tmp_path / "parchment.pdf"
        pdf_export.export_blank("C", 1, path, look="parchment")
        image = render(path, tmp_path)
        inside = on_page(LAYOUT.col_label_rect).adjusted(0, -8, 0, -8)
        assert sum(close(c, PAPER) for c in colours(image, inside)) / inside.width() > 0.5

    def test_an_unknown_look_is_refused(self, qapp, tmp_path):
        with pytest.raises(ExportError, match="plain, parchment"):
            pdf_export.export_blank("C", 1, tmp_path / "x.pdf", look="sepia")

    def test_the_map_has_its_grid_ink(self, blank_pdf, tmp_path):
        image = render(blank_pdf, tmp_path)
        row = on_page(LAYOUT.cell_rect(0, 0)).center().y()  # row A of side C is empty
        grid_px = on_page(LAYOUT.grid_rect)
        scan = [qGray(image.pixel(x, row)) for x in range(grid_px.left() - 3, grid_px.right() + 4)]
        inky = [i for i, grey in enumerate(scan) if grey < 150]
        runs = 1 + sum(1 for a, b in itertools.pairwise(inky) if b - a > 1)
        assert runs >= grid.SIZE + 1  # 10 inner rules and the border on both sides
        # between the rules: empty paper
        middle = on_page(LAYOUT.cell_rect(0, 5)).adjusted(4, 4, -4, -4)
        assert all(close(c, WHITE) for c in colours(image, middle))

    def test_a_printed_mountain_is_darker_than_an_empty_space(self, blank_pdf, tmp_path):
        image = render(blank_pdf, tmp_path)
        mountain = grid.cells_of(Sheet.blank("C").mountains)[0]
        empty = grid.cells_of(Sheet.blank("C").empty)[0]
        fill, _ = dominant(image, on_page(inside(*mountain)))
        assert qGray(fill.rgb()) < qGray(PAPER.rgb()) - 50
        assert mean_grey(image, on_page(inside(*mountain))) < qGray(PAPER.rgb()) - 50
        assert all(close(c, WHITE) for c in colours(image, on_page(inside(*empty))))

    def test_filled_spaces_have_their_terrain_colour(self, game, game_pdf, tmp_path):
        image = render(game_pdf, tmp_path, page=1)
        sheet = game.sheets[0]
        for terrain in (Terrain.FOREST, Terrain.WATER, Terrain.FARM, Terrain.VILLAGE):
            # the fill's share, not the most common colour: at 60 dpi a village's
            # houses can cover as much of a space as its fill
            for cell in clean_cells(sheet, terrain):
                found = colours(image, on_page(inside(*cell)))
                fill = [c for c in found if close(c, TERRAIN_COLOURS[terrain])]
                assert len(fill) / len(found) > 0.3, (terrain, cell)

    def test_the_coin_track(self, game, game_pdf, tmp_path):
        image = render(game_pdf, tmp_path, page=1)
        sheet = game.sheets[0]
        assert 0 < sheet.coins < sheet.coin_track
        rects = LAYOUT.coin_rects(sheet.coin_track)
        gold = [mean_grey(image, on_page(rect).adjusted(2, 2, -2, -2)) for rect in rects]
        filled, empty = gold[: sheet.coins], gold[sheet.coins :]
        assert max(filled) < min(empty) - 20  # gold coins, then empty printed circles

    def test_greyscale_keeps_terrains_apart(self, game, game_pdf, tmp_path):
        """Printed in black and white, the fills alone differ clearly in lightness."""
        image = render(game_pdf, tmp_path, page=1, gray=True)
        sheet = game.sheets[0]
        terrains = (Terrain.FOREST, Terrain.VILLAGE, Terrain.WATER, Terrain.FARM)
        fills = [dominant(image, on_page(inside(*clean_cell(sheet, t))))[0] for t in terrains]
        assert all(c.red() == c.green() == c.blue() for c in fills)  # really grey
        greys = sorted(c.red() for c in fills)
        assert all(b - a > 15 for a, b in itertools.pairwise(greys))

    def test_letter_paper_places_the_map_where_the_layout_says(self, qapp, game, tmp_path):
        path = tmp_path / "letter.pdf"
        pdf_export.export_game(game, path, paper="letter", players=[0])
        image = render(path, tmp_path)
        assert image.width() == round(612 * DPI / 72)
        row, col = clean_cell(game.sheets[0], Terrain.FOREST)
        fill, share = dominant(image, on_page(inside(row, col), "letter"))
        assert close(fill, TERRAIN_COLOURS[Terrain.FOREST]) and share > 0.3


# --- failures leave nothing behind ---------------------------------------------------------------


class TestFailures:
    def test_an_unwritable_folder(self, qapp, game, tmp_path):
        with pytest.raises(ExportError, match="Cannot write"):
            pdf_export.export_game(game, tmp_path / "missing" / "x.pdf")
        blocker = tmp_path / "file"
        blocker.write_text("not a folder")
        with pytest.raises(ExportError, match="Cannot write"):
            pdf_export.export_game(game, blocker / "x.pdf")
        assert [p.name for p in tmp_path.iterdir()] == ["file"]

    def test_a_folder_as_the_target(self, qapp, game, tmp_path):
        with pytest.raises(ExportError, match="folder"):
            pdf_export.export_game(game, tmp_path)

    def test_a_failure_while_painting_keeps_the_old_file(self, qapp, game, tmp_path, monkeypatch):
        path = tmp_path / "sheets.pdf"
        path.write_bytes(b"the old PDF")

        def broken(*args):
            raise RuntimeError("paint failed")

        monkeypatch.setattr(layout_of_pages, "paint_sheet", broken)
        with pytest.raises(RuntimeError):
            pdf_export.export_game(game, path)
        assert path.read_bytes() == b"the old PDF"
        assert [p.name for p in tmp_path.iterdir()] == ["sheets.pdf"]

    def test_a_failure_while_writing_removes_the_temporary_file(
        self, qapp, game, tmp_path, monkeypatch
    ):
        def full_disk(*args):
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(os, "replace", full_disk)
        with pytest.raises(ExportError, match="disk is full"):
            pdf_export.export_game(game, tmp_path / "x.pdf")
        assert not list(tmp_path.iterdir())

    @pytest.mark.parametrize("copies", [0, -1, layout_of_pages.MAX_COPIES + 1])
    def test_copies_out_of_range(self, qapp, tmp_path, copies):
        with pytest.raises(ExportError, match="copies"):
            pdf_export.export_blank("C", copies, tmp_path / "x.pdf")

    def test_unknown_side_names_the_known_ones(self, qapp, tmp_path):
        with pytest.raises(ExportError, match=", ".join(layout_of_pages.sheet_sides())):
            pdf_export.export_blank("Z", 1, tmp_path / "x.pdf")
        assert not list(tmp_path.iterdir())


def test_a_written_pdf_is_readable_by_others(qapp, game, tmp_path):
    """Not the private 0600 of atomic_write's temporary file: a PDF is made to share."""
    path = tmp_path / "shared.pdf"
    pdf_export.export_game(game, path)
    umask = os.umask(0o022)
    os.umask(umask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask


def test_overwriting_a_pdf(qapp, game, tmp_path):
    path = tmp_path / "again.pdf"
    pdf_export.export_blank("C", 2, path)
    pdf_export.export_game(game, path, players=[0])
    assert pages_of(path) == 1


# --- language and display ------------------------------------------------------------------------


def test_a_missing_translation_keeps_english(qapp, monkeypatch):
    monkeypatch.setattr(pdf_export, "translation_file", lambda lang: None)
    assert pdf_export.install_translator(qapp, "cs") is False
    try:
        assert text.side_name("C") == names.SIDE_NAMES["C"]
    finally:
        pdf_export.install_translator(qapp, "en")


def test_english_removes_what_was_installed(qapp, monkeypatch):
    monkeypatch.setattr(pdf_export, "translation_file", lambda lang: None)
    pdf_export.install_translator(qapp, "pl")  # Qt's own Polish is in the wheel
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Anuluj"
    assert pdf_export.install_translator(qapp, "en") is True
    assert pdf_export._translators == []
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


@pytest.mark.parametrize(
    ("environ", "platform", "offscreen"),
    [
        ({}, "linux", True),
        ({"DISPLAY": ":0"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"QT_QPA_PLATFORM": "xcb"}, "linux", False),  # the user's choice stands
        ({}, "win32", False),
        ({}, "darwin", False),
    ],
)
def test_offscreen_only_where_there_is_no_display(environ, platform, offscreen):
    assert pdf_export.wants_offscreen(environ, platform) is offscreen


def test_the_running_app_is_reused(qapp):
    assert pdf_export.headless_app() is qapp


# --- the File menu --------------------------------------------------------------------------------


@pytest.fixture
def window(app, qtbot):
    from cartografove.app.settings import Settings
    from cartografove.app.window.main_window import MainWindow

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    return window


def accept_with(dialog_class, monkeypatch, setup=lambda dialog: None):
    """Make a dialog's exec() accept at once, after ``setup`` set its fields."""

    def exec_(self):
        setup(self)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialog_class, "exec", exec_)


def save_as(monkeypatch, path: Path | None):
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(lambda *args, **kwargs: (str(path) if path else "", PDF_FILTER)),
    )


PDF_FILTER = pdf_dialogs.PDF_FILTER


def autoplay_some(game: Game, moves: int) -> Game:
    from tests.random_play import RandomCartographer

    bot = RandomCartographer(2)
    while len(game.decisions) < moves and game.pending is not None:
        game.apply(bot.choose(game))
    return game


class TestMenu:
    def test_the_actions_are_in_the_menu(self, window):
        actions = window.menuBar().actions()
        menu_actions = [a for top in actions if top.menu() for a in top.menu().actions()]
        assert window.menus.export_pdf_action in menu_actions
        assert window.menus.blank_sheets_action in menu_actions
        assert window.menus.export_pdf_action.text() and window.menus.blank_sheets_action.text()

    def test_export_needs_a_game(self, window):
        assert not window.menus.export_pdf_action.isEnabled()
        assert window.menus.blank_sheets_action.isEnabled()
        window.start(Game(Setup(players=NAMES, seed=2)))
        assert window.menus.export_pdf_action.isEnabled()

    def test_export_all_players_of_the_current_game(self, window, tmp_path, monkeypatch):
        window.start(Game(Setup(players=NAMES, seed=2)))
        accept_with(pdf_dialogs.ExportSheetsDialog, monkeypatch)
        save_as(monkeypatch, tmp_path / "mine")  # no suffix: .pdf is added
        window.menus.export_pdf_action.trigger()
        path = tmp_path / "mine.pdf"
        assert pages_of(path) == 2
        assert "mine.pdf" in window.statusBar().currentMessage()

    def test_export_one_player_on_letter(self, window, game, tmp_path, monkeypatch):
        window.start(game)  # a finished game

        def choose(dialog):
            dialog.who.setCurrentIndex(dialog.who.findData(1))
            dialog.paper_box.setCurrentIndex(dialog.paper_box.findData("letter"))

        accept_with(pdf_dialogs.ExportSheetsDialog, monkeypatch, choose)
        save_as(monkeypatch, tmp_path / "ben.pdf")
        window.menus.export_pdf_action.trigger()
        path = tmp_path / "ben.pdf"
        assert pages_of(path) == 1
        assert NAMES[1] in words(path) and NAMES[0] not in words(path)
        assert info(path)["Page size"].startswith("612 x 792")

    def test_an_old_game_prints_and_exports_with_the_day_it_was_played(
        self, window, tmp_path, monkeypatch
    ):
        """The app's Print/Export stamped today's date on a game played earlier,
        where the command line used the save's (issue 25)."""
        import json

        from cartografove.app.printing import printer
        from cartografove.rules.save import write_save

        save = tmp_path / "old.kartografove"
        # unfinished: a finished game opened from a file asks whether it is the player's
        write_save(save, autoplay_some(Game(Setup(players=NAMES, seed=2)), 6))
        document = json.loads(save.read_text(encoding="utf-8"))
        document["saved"] = "2025-03-14T12:00:00+00:00"
        save.write_text(json.dumps(document), encoding="utf-8")
        # a finished game opened from a file: "is it one of yours?" — no, only print it
        monkeypatch.setattr(
            QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.No
        )
        assert window.open_path(save)
        accept_with(pdf_dialogs.ExportSheetsDialog, monkeypatch)
        save_as(monkeypatch, tmp_path / "old.pdf")
        window.menus.export_pdf_action.trigger()
        assert "2025-03-14" in words(tmp_path / "old.pdf")
        footers: list[str] = []
        monkeypatch.setattr(
            printer,
            "preview",
            lambda parent, pages, title, name="": footers.extend(p.footer for p in pages),
        )
        window.menus.print_actions.print_action.trigger()
        assert footers and all("2025-03-14" in footer for footer in footers)

    def test_cancelling_writes_nothing(self, window, tmp_path, monkeypatch):
        window.start(Game(Setup(players=NAMES, seed=2)))
        monkeypatch.setattr(
            pdf_dialogs.ExportSheetsDialog, "exec", lambda self: QDialog.DialogCode.Rejected
        )
        window.menus.export_pdf_action.trigger()
        accept_with(pdf_dialogs.ExportSheetsDialog, monkeypatch)
        save_as(monkeypatch, None)
        window.menus.export_pdf_action.trigger()
        assert not list(tmp_path.glob("*.pdf"))

    def test_blank_sheets_offer_the_open_games_side_else_heroes(self, window, monkeypatch):
        """Side A (the base game) was offered first, even with a side-D game open."""
        offered = []

        def look(dialog):
            offered.append(dialog.side())
            return QDialog.DialogCode.Rejected

        monkeypatch.setattr(pdf_dialogs.BlankSheetsDialog, "exec", look)
        window.menus.blank_sheets_action.trigger()
        window.start(Game(Setup(players=NAMES, seed=2, side="D")))
        window.menus.blank_sheets_action.trigger()
        window.menus.print_actions.blank_action.trigger()
        assert offered == ["C", "D", "D"]

    def test_print_blank_sheets(self, window, tmp_path, monkeypatch):
        def choose(dialog):
            assert [dialog.side_box.itemData(i) for i in range(dialog.side_box.count())] == list(
                layout_of_pages.sheet_sides()
            )
            dialog.side_box.setCurrentIndex(dialog.side_box.findData("D"))
            dialog.copies_box.setValue(4)

        accept_with(pdf_dialogs.BlankSheetsDialog, monkeypatch, choose)
        save_as(monkeypatch, tmp_path / "blank.pdf")
        window.menus.blank_sheets_action.trigger()
        path = tmp_path / "blank.pdf"
        assert pages_of(path) == 4
        assert "side D" in info(path)["Title"]

    def test_a_failed_export_is_reported(self, window, tmp_path, monkeypatch):
        warnings = []
        monkeypatch.setattr(
            pdf_dialogs.QMessageBox, "warning", lambda *args: warnings.append(args[2])
        )
        accept_with(pdf_dialogs.BlankSheetsDialog, monkeypatch)
        save_as(monkeypatch, tmp_path / "no" / "such" / "blank.pdf")
        window.menus.blank_sheets_action.trigger()
        assert len(warnings) == 1 and "Cannot write" in warnings[0]
        assert not (tmp_path / "no").exists()

    def test_the_copies_spin_box_stops_at_the_cap(self, app):
        dialog = pdf_dialogs.BlankSheetsDialog()
        dialog.copies_box.setValue(10_000)
        assert dialog.copies() == layout_of_pages.MAX_COPIES
        dialog.copies_box.setValue(0)
        assert dialog.copies() == 1


def test_paper_follows_the_locale(monkeypatch):
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(
        QLocale,
        "measurementSystem",
        lambda self: QLocale.MeasurementSystem.ImperialUSSystem,
    )
    assert pdf_dialogs.default_paper() == "letter"
    monkeypatch.setattr(
        QLocale, "measurementSystem", lambda self: QLocale.MeasurementSystem.MetricSystem
    )
    assert pdf_dialogs.default_paper() == "a4"


def test_letters_of_the_edicts_are_on_the_blank_sheet(blank_pdf):
    found = words(blank_pdf).split()
    assert all(letter in found for letter in EDICT_LETTERS)
