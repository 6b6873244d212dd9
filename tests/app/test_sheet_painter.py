"""The painted map sheet, checked on real pixels (sheet_painter, terrain_art).

Every test renders with the same code the screen and the PDF use and then looks at
the image: colours where terrain is drawn, paper where nothing is, the X of a
destroyed space, the coin track, text kept inside its boxes, and terrains that stay
distinguishable in greyscale.
"""

from __future__ import annotations

import itertools
import shutil
import subprocess

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QImage,
    QPageSize,
    QPainter,
    QPdfWriter,
    qGray,
)

from cartografove.app.look.fonts import map_font
from cartografove.app.sheet import tiles
from cartografove.app.sheet.painter import SheetContent, SheetLayout, paint_sheet, sheet_image
from cartografove.app.sheet.palette import ATTACK_RED, GOLD, PAPER, PENCIL, TERRAIN_COLOURS
from cartografove.app.sheet.terrain_art import paint_space, terrain_icon
from cartografove.rules.board import grid
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import Monster, Terrain
from cartografove.rules.game import Game
from cartografove.rules.limits import MAX_NAME
from cartografove.rules.scoring import Line
from cartografove.rules.setup import Setup
from tests.random_play import autoplay

WIDTH = 800
LAYOUT = SheetLayout()
SCALE = WIDTH / LAYOUT.size.width()

# --- helpers ---------------------------------------------------------------------------


def render(sheet: Sheet, **content) -> QImage:
    return sheet_image(SheetContent(sheet, **content), WIDTH)


def pixels(image: QImage, rect: QRectF, inset: float = 0.0) -> list[QColor]:
    """The image's pixels inside a scene rectangle (shrunk by ``inset`` of its size)."""
    rect = rect.adjusted(
        rect.width() * inset, rect.height() * inset, -rect.width() * inset, -rect.height() * inset
    )
    left, top = round(rect.left() * SCALE), round(rect.top() * SCALE)
    right, bottom = round(rect.right() * SCALE), round(rect.bottom() * SCALE)
    return [image.pixelColor(x, y) for y in range(top, bottom) for x in range(left, right)]


def pixel(image: QImage, point: QPointF) -> QColor:
    return image.pixelColor(round(point.x() * SCALE), round(point.y() * SCALE))


def close(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return (
        abs(a.red() - b.red()) <= tolerance
        and abs(a.green() - b.green()) <= tolerance
        and abs(a.blue() - b.blue()) <= tolerance
    )


def share(colours: list[QColor], target: QColor, tolerance: int = 12) -> float:
    return sum(close(c, target, tolerance) for c in colours) / len(colours)


def luminance(colour: QColor) -> int:
    return qGray(colour.rgb())


def sheet_with(side: str = "C", **cells: str) -> Sheet:
    """A blank printed side with some spaces drawn: ``A1="F"`` etc. (as in from_rows)."""
    rows = [list(row) for row in Sheet.blank(side).to_rows()]
    for label, ch in cells.items():
        row, col = grid.ROW_LABELS.index(label[0]), int(label[1:]) - 1
        rows[row][col] = ch
    return Sheet.from_rows(side, ["".join(row) for row in rows])


@pytest.fixture(scope="module")
def finished_game() -> Game:
    return autoplay(Game(Setup(players=("A", "B"), seed=1)))


# --- geometry ---------------------------------------------------------------------------


class TestLayout:
    def test_every_cell_centre_maps_back_to_its_cell(self):
        for row, col in itertools.product(range(grid.SIZE), repeat=2):
            rect = LAYOUT.cell_rect(row, col)
            assert LAYOUT.cell_at(rect.center()) == (row, col)
            assert LAYOUT.cell_at(rect.topLeft() + QPointF(0.01, 0.01)) == (row, col)

    def test_points_off_the_map_are_no_cell(self):
        g = LAYOUT.grid_rect
        for point in (
            QPointF(g.left() - 1, g.center().y()),
            QPointF(g.center().x(), g.top() - 1),
            QPointF(g.right(), g.center().y()),  # the right and bottom edges are outside
            QPointF(g.center().x(), g.bottom()),
            QPointF(-500, -500),
            QPointF(LAYOUT.size.width() * 3, LAYOUT.size.height() * 3),
            LAYOUT.total_rect.center(),
        ):
            assert LAYOUT.cell_at(point) is None

    def test_the_cell_size_follows_the_argument(self):
        big = SheetLayout(80.0)
        assert big.cell_rect(0, 0).width() == 80.0
        assert big.size.width() == pytest.approx(LAYOUT.size.width() * 2)
        assert big.cell_at(big.cell_rect(10, 3).center()) == (10, 3)

    def test_the_bands_stack_without_overlapping_inside_the_frame(self):
        bands = [
            LAYOUT.header_rect,
            LAYOUT.col_label_rect,
            LAYOUT.grid_rect,
            LAYOUT.coin_rect,
            LAYOUT.edicts_rect,
            LAYOUT.table_rect,
            LAYOUT.footer_rect,
        ]
        for upper, lower in itertools.pairwise(bands):
            assert upper.bottom() <= lower.top() + 1e-9
        frame = LAYOUT.frame_rect
        for band in [*bands, LAYOUT.row_label_rect]:
            assert frame.contains(band)
        assert QRectF(QPointF(0, 0), LAYOUT.size).contains(frame)
        assert 1.3 < LAYOUT.size.height() / LAYOUT.size.width() < 1.6  # a portrait page

    def test_boxes_inside_a_band_do_not_overlap(self):
        groups = [
            (LAYOUT.edicts_rect, LAYOUT.edict_rects),
            (LAYOUT.table_rect, (*LAYOUT.season_rects, LAYOUT.total_rect)),
            (LAYOUT.header_rect, (LAYOUT.name_rect, LAYOUT.title_rect, LAYOUT.compass_rect)),
            (LAYOUT.coin_rect, LAYOUT.coin_rects(14)),
        ]
        for band, boxes in groups:
            for box in boxes:
                assert band.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(box)
            for a, b in itertools.combinations(boxes, 2):
                assert not a.intersected(b).isValid() or a.intersected(b).isEmpty()


# --- the map -------------------------------------------------------------------------


class TestMap:
    def test_an_empty_space_is_paper(self, qapp):
        image = render(Sheet.blank("C"))
        assert share(pixels(image, LAYOUT.cell_rect(0, 0), inset=0.15), PAPER, 6) == 1.0
        assert share(pixels(image, LAYOUT.cell_rect(5, 9), inset=0.15), PAPER, 6) == 1.0

    @pytest.mark.parametrize(
        ("ch", "terrain"),
        [("F", Terrain.FOREST), ("V", Terrain.VILLAGE), ("A", Terrain.FARM), ("W", Terrain.WATER)],
    )
    def test_a_drawn_space_is_dominated_by_its_terrain_colour(self, qapp, ch, terrain):
        image = render(sheet_with(E5=ch))
        colours = pixels(image, LAYOUT.cell_rect(4, 4), inset=0.1)
        assert share(colours, TERRAIN_COLOURS[terrain]) > 0.4
        assert share(colours, PAPER) < 0.05

    def test_monsters_show_their_initial_on_monster_colour(self, qapp):
        image = render(sheet_with(E5="d", E6="g"))
        dragon = pixels(image, LAYOUT.cell_rect(4, 4), inset=0.1)
        gorgon = pixels(image, LAYOUT.cell_rect(4, 5), inset=0.1)
        for colours in (dragon, gorgon):
            assert share(colours, TERRAIN_COLOURS[Terrain.MONSTER]) > 0.4
            assert sum(luminance(c) < 80 for c in colours) > len(colours) * 0.05  # the dark letter
        assert dragon != gorgon

    def test_printed_mountains_are_painted_on_a_blank_sheet(self, qapp):
        image = render(Sheet.blank("C"))
        for row, col in grid.cells_of(Sheet.blank("C").mountains):
            colours = pixels(image, LAYOUT.cell_rect(row, col), inset=0.05)
            assert share(colours, TERRAIN_COLOURS[Terrain.MOUNTAIN]) > 0.3
            assert sum(luminance(c) < 120 for c in colours) > len(colours) * 0.1  # the peaks

    def test_printed_ruins_sit_small_in_a_corner(self, qapp):
        """Issue 15: ruins leave the space free to write in."""
        image = render(Sheet.blank("C"))
        rect = LAYOUT.cell_rect(1, 4)
        corner = QRectF(rect.left(), rect.top(), rect.width() * 0.45, rect.height() * 0.45)
        assert sum(luminance(c) < 190 for c in pixels(image, corner)) > 20
        free = QRectF(rect.center(), rect.bottomRight())
        assert share(pixels(image, free, inset=0.05), PAPER, 8) == 1.0

    def test_ruins_lie_under_the_terrain_drawn_over_them(self, qapp):
        """The ruins show faintly in their corner; the terrain's symbol is drawn over."""
        images = []
        for ruins in (False, True):
            image = QImage(80, 80, QImage.Format.Format_ARGB32_Premultiplied)
            painter = QPainter(image)
            paint_space(painter, QRectF(0, 0, 80, 80), Terrain.FOREST, ruins=ruins)
            painter.end()
            images.append(image)
        plain, ruined = images
        corner = [(x, y) for x in range(3, 30) for y in range(3, 30)]
        rest = [(x, y) for x in range(40, 80) for y in range(40, 80)]
        assert any(plain.pixel(x, y) != ruined.pixel(x, y) for x, y in corner)
        assert all(plain.pixel(x, y) == ruined.pixel(x, y) for x, y in rest)

    def test_wasteland_is_dark_and_unlike_a_mountain(self, qapp):
        sheet = Sheet.blank("D")
        image = render(sheet)
        chasm = pixels(image, LAYOUT.cell_rect(1, 1), inset=0.05)
        mountain = pixels(image, LAYOUT.cell_rect(1, 9), inset=0.05)
        mean = sum(map(luminance, chasm)) / len(chasm)
        assert mean < 110
        assert abs(mean - sum(map(luminance, mountain)) / len(mountain)) > 20

    def test_a_destroyed_space_has_ink_on_both_diagonals(self, qapp):
        image = render(sheet_with(E5="#"))
        rect = LAYOUT.cell_rect(4, 4)
        for t in (0.3, 0.5, 0.7):
            for point in (
                QPointF(rect.left() + t * rect.width(), rect.top() + t * rect.height()),
                QPointF(rect.right() - t * rect.width(), rect.top() + t * rect.height()),
            ):
                assert luminance(pixel(image, point)) < 110, (t, point)
        edge = QPointF(rect.center().x(), rect.top() + rect.height() * 0.12)
        assert close(pixel(image, edge), PAPER, 8)  # between the arms: nothing

    def test_a_destroyed_monster_stays_visible_but_faded(self, qapp):
        sheet = sheet_with(E5="d", E6="d")
        sheet = sheet.destroying(grid.bit(4, 4))
        image = render(sheet)
        alive = pixels(image, LAYOUT.cell_rect(4, 5), inset=0.1)
        dead = pixels(image, LAYOUT.cell_rect(4, 4), inset=0.1)
        monster = TERRAIN_COLOURS[Terrain.MONSTER]
        assert share(alive, monster) > 0.4
        assert share(dead, monster) < 0.05
        corner = pixel(image, LAYOUT.cell_rect(4, 4).topLeft() + QPointF(5, 18))
        assert luminance(monster) + 40 < luminance(corner) < luminance(PAPER) - 20

    def test_attack_marks_show_on_empty_and_on_drawn_spaces(self, qapp):
        sheet = sheet_with(E5="V")
        sheet = sheet._replace(attack=grid.bit(4, 4) | grid.bit(4, 5))
        image = render(sheet)
        for col in (4, 5):
            rect = LAYOUT.cell_rect(4, col)
            corner = QRectF(rect.center(), rect.bottomRight())
            assert share(pixels(image, corner), ATTACK_RED, 30) > 0.05, col

    def test_highlights_and_penalty_tint_their_spaces(self, qapp):
        sheet = sheet_with(E5="F")
        plain = render(sheet)
        lit = render(
            sheet,
            highlight=grid.bit(4, 4),
            highlight_lines=(Line("row", 8),),
            penalty=grid.bit(0, 0),
        )
        assert pixels(plain, LAYOUT.cell_rect(4, 4)) != pixels(lit, LAYOUT.cell_rect(4, 4))
        assert pixels(plain, LAYOUT.cell_rect(8, 5)) != pixels(lit, LAYOUT.cell_rect(8, 5))
        tinted = pixels(lit, LAYOUT.cell_rect(0, 0), inset=0.25)
        assert all(c.red() > c.green() + 25 for c in tinted)  # a red warning on paper
        assert pixels(plain, LAYOUT.cell_rect(2, 2)) == pixels(lit, LAYOUT.cell_rect(2, 2))


# --- around the map --------------------------------------------------------------------


def filled_coins(image: QImage, count: int) -> int:
    """Coins whose disc (below the struck star) is gold."""
    filled = 0
    for rect in LAYOUT.coin_rects(count):
        spot = QPointF(rect.center().x(), rect.top() + rect.height() * 0.74)
        filled += close(pixel(image, spot), GOLD, 30)
    return filled


class TestAroundTheMap:
    @pytest.mark.parametrize(("earned", "shown"), [(0, 0), (5, 5), (14, 14), (30, 14)])
    def test_the_coin_track_fills_the_first_coins(self, qapp, earned, shown):
        sheet = Sheet.blank("C")._replace(shape_coins=earned)
        assert sheet.coin_track == 14
        assert filled_coins(render(sheet), sheet.coin_track) == shown

    def test_a_blank_sheet_has_nothing_pencilled(self, qapp):
        image = render(Sheet.blank("D"))
        for band in (LAYOUT.header_rect, LAYOUT.table_rect, LAYOUT.edicts_rect):
            assert share(pixels(image, band), PENCIL, 22) == 0.0

    def test_recorded_seasons_are_pencilled_into_their_columns(self, qapp, finished_game):
        sheet, scores = finished_game.sheets[0], finished_game.scores[0]
        image = render(sheet, scores=tuple(scores[:2]), season=2, edicts=finished_game.edicts)
        pencil = [share(pixels(image, rect), PENCIL, 22) for rect in LAYOUT.season_rects]
        assert pencil[0] > 0.01 and pencil[1] > 0.01
        assert pencil[2] == 0.0 and pencil[3] == 0.0
        # the running sum is pencilled faintly until the game is over
        total = pixels(image, LAYOUT.total_rect)
        assert share(total, PENCIL, 22) == 0.0
        assert total != pixels(render(sheet, edicts=finished_game.edicts), LAYOUT.total_rect)
        final = render(sheet, scores=tuple(scores), edicts=finished_game.edicts)
        assert share(pixels(final, LAYOUT.total_rect), PENCIL, 22) > 0.01

    def test_the_current_season_is_emphasised(self, qapp):
        sheet = Sheet.blank("C")
        plain = render(sheet)
        current = render(sheet, season=1)
        assert pixels(plain, LAYOUT.season_rects[1]) != pixels(current, LAYOUT.season_rects[1])
        assert pixels(plain, LAYOUT.season_rects[0]) == pixels(current, LAYOUT.season_rects[0])

    def test_a_full_random_game_paints_both_sheets(self, qapp, finished_game):
        game = finished_game
        blank = render(Sheet.blank(game.setup.side))
        for player, sheet in enumerate(game.sheets):
            first = game.scores[player][0].edicts[0].result
            image = render(
                sheet,
                name=game.players[player],
                title="Legendary Cartographer",
                edicts=game.edicts,
                scores=tuple(game.scores[player]),
                highlight=first.mask,
                highlight_lines=first.lines,
                penalty=sheet.empty & grid.neighbours(sheet.monsters()),
                footer="seed 1",
            )
            assert image.width() == WIDTH and not image.isNull()
            grid_pixels = pixels(image, LAYOUT.grid_rect)
            assert len({c.rgb() for c in grid_pixels[::7]}) > 50
            assert pixels(blank, LAYOUT.grid_rect) != grid_pixels
            assert share(grid_pixels, PAPER, 6) < 0.5

    def test_paint_sheet_leaves_the_painter_as_it_found_it(self, qapp):
        image = QImage(200, 300, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        painter.scale(0.3, 0.3)
        painter.setOpacity(0.9)
        before = (painter.transform(), painter.opacity(), painter.font(), painter.pen().color())
        paint_sheet(painter, SheetContent(Sheet.blank("D"), name="Nobody"), LAYOUT)
        after = (painter.transform(), painter.opacity(), painter.font(), painter.pen().color())
        painter.end()
        assert before == after


def write_pdf(path, game: Game) -> None:
    """One A4 page with a finished sheet, painted by the same paint_sheet as the screen."""
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setResolution(300)
    painter = QPainter(writer)
    page = writer.pageLayout().paintRectPixels(writer.resolution())
    scale = min(page.width() / LAYOUT.size.width(), page.height() / LAYOUT.size.height())
    painter.scale(scale, scale)
    content = SheetContent(
        game.sheets[1],
        name="Gżegżółka",
        edicts=game.edicts,
        scores=tuple(game.scores[1]),
        footer="seed 1",
    )
    paint_sheet(painter, content, LAYOUT)
    painter.end()


def test_the_same_painting_goes_into_a_pdf(qapp, tmp_path, finished_game):
    path = tmp_path / "sheet.pdf"
    write_pdf(path, finished_game)
    data = path.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 20_000
    assert b"/FontFile2" in data  # the shipped serif is embedded


def test_high_dpi_devices_get_pixel_aligned_spaces(qapp):
    """A device pixel ratio of 2 (a HiDPI screen's cache pixmap) doubles every space."""
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(PAPER)
    painter = QPainter(image)
    paint_space(painter, QRectF(10, 10, 40, 40), Terrain.FOREST)
    painter.end()
    forest = TERRAIN_COLOURS[Terrain.FOREST]
    assert close(image.pixelColor(21, 22), forest, 2)  # device pixels 20–99
    assert close(image.pixelColor(98, 97), forest, 2)
    assert close(image.pixelColor(19, 50), PAPER, 2)
    assert close(image.pixelColor(100, 50), PAPER, 2)


# --- text ---------------------------------------------------------------------------------

NAMES = ("Řeřicha Žluťoučký", "Gżegżółka", "Łucja Ćwikła-Źdźbło", "Šťastný Ďábel")


class TestText:
    def test_the_shipped_serif_has_every_czech_and_polish_letter(self, qapp):
        metrics = QFontMetrics(map_font(20))
        letters = set("".join(NAMES) + "ÁČĎÉĚÍŇÓŘŠŤÚŮÝŽáčďéěíňóřšťúůýžĄĆĘŁŃÓŚŹŻąćęłńóśźż−")
        missing = [ch for ch in sorted(letters) if not metrics.inFontUcs4(ord(ch))]
        assert missing == []

    @pytest.mark.parametrize("name", NAMES)
    def test_names_with_diacritics_are_pencilled_in(self, qapp, name):
        image = render(Sheet.blank("C"), name=name, title="Mistrz Kartografii")
        assert share(pixels(image, LAYOUT.name_rect), PENCIL, 22) > 0.01
        assert share(pixels(image, LAYOUT.title_rect), PENCIL, 22) > 0.01

    def test_long_names_and_titles_stay_inside_their_fields(self, qapp):
        long = ("Řeřicha Žluťoučký z Kostelce nad Černými lesy a Gżegżółka " * 3)[:MAX_NAME]
        image = render(Sheet.blank("C"), name=long, title=long, footer=long)
        header = LAYOUT.header_rect
        gap = QRectF(LAYOUT.name_rect.right(), header.top(), 0, header.height())
        gap.setRight(LAYOUT.title_rect.left())
        assert share(pixels(image, gap), PENCIL, 22) == 0.0
        right = QRectF(LAYOUT.title_rect.right(), header.top(), 0, header.height())
        right.setRight(LAYOUT.compass_rect.left())
        assert share(pixels(image, right), PENCIL, 22) == 0.0
        assert share(pixels(image, LAYOUT.name_rect), PENCIL, 22) > 0.01

    @pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler's pdftotext")
    def test_a_pdf_page_carries_real_text(self, qapp, tmp_path, finished_game):
        path = tmp_path / "sheet.pdf"
        write_pdf(path, finished_game)
        extracted = subprocess.run(
            ["pdftotext", str(path), "-"], capture_output=True, text=True, check=True
        ).stdout
        for expected in ("Gżegżółka", "Spring", "Winter", "Total", "seed 1"):
            assert expected.upper() in extracted.upper()


# --- terrains apart from the sheet -------------------------------------------------------


def space_image(terrain: Terrain, monster: Monster | None = None, size: int = 64) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(PAPER)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_space(painter, QRectF(0, 0, size, size), terrain, monster=monster)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


def grey_difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference of two greyscale images, 0–255."""
    total = sum(
        abs(a.pixelColor(x, y).red() - b.pixelColor(x, y).red())
        for y in range(a.height())
        for x in range(a.width())
    )
    return total / (a.width() * a.height())


class TestTerrainArt:
    def test_terrains_step_apart_in_greyscale(self, qapp):
        """Issue 15: a space's average grey, fill and symbol together, differs from
        every other terrain's and from the paper by at least 14 levels, and none is
        near black (a map of monsters must not flood toner)."""
        assert set(TERRAIN_COLOURS) == set(Terrain)
        means = []
        for terrain in Terrain:
            image = space_image(terrain)
            values = [
                luminance(image.pixelColor(x, y))
                for x in range(image.width())
                for y in range(image.height())
            ]
            means.append(sum(values) / len(values))
        greys = sorted([*means, luminance(PAPER)])
        assert min(b - a for a, b in itertools.pairwise(greys)) >= 14
        assert min(means) >= 65

    def test_every_terrain_stays_distinguishable_in_greyscale(self, qapp):
        images = {t: space_image(t) for t in Terrain}
        images["dragon"] = space_image(Terrain.MONSTER, Monster.DRAGON)
        for (a, image_a), (b, image_b) in itertools.combinations(images.items(), 2):
            assert grey_difference(image_a, image_b) > 12, (a, b)

    def test_a_faded_space_is_lighter_than_a_full_one(self, qapp):
        full = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
        faded = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
        for image, opacity in ((full, 1.0), (faded, 0.4)):
            image.fill(PAPER)
            painter = QPainter(image)
            paint_space(painter, QRectF(0, 0, 40, 40), Terrain.FOREST, opacity=opacity)
            painter.end()
        assert luminance(faded.pixelColor(3, 3)) > luminance(full.pixelColor(3, 3)) + 60

    def test_a_vector_painting_matches_the_raster_tile(self, qapp):
        """A rotated painter cannot use tiles, so this paints the same space as
        vectors (what a PDF gets) and compares it with the tiled picture."""
        tiled = space_image(Terrain.VILLAGE, size=60)
        image = QImage(60, 60, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(PAPER)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(30, 30)
        painter.rotate(0.01)  # next to nothing, but a rotation: tiles cannot be used
        painter.translate(-30, -30)
        paint_space(painter, QRectF(0, 0, 60, 60), Terrain.VILLAGE)
        painter.end()
        vector = image.convertToFormat(QImage.Format.Format_Grayscale8)
        assert grey_difference(tiled, vector) < 3

    @pytest.mark.parametrize("terrain", list(Terrain))
    def test_terrain_icons_are_painted_pixmaps(self, qapp, terrain):
        icon = terrain_icon(terrain, 28)
        assert (icon.width(), icon.height()) == (28, 28)
        image = icon.toImage()
        colours = [image.pixelColor(x, y) for y in range(1, 27) for x in range(1, 27)]
        assert share(colours, TERRAIN_COLOURS[terrain]) > 0.25

    def test_the_tile_cache_stays_bounded(self, qapp):
        for size in range(8, 8 + tiles._TILE_CACHE_SIZE + 40):
            space_image(Terrain.WATER, size=size)
        assert len(tiles._tiles) <= tiles._TILE_CACHE_SIZE


def test_the_season_boxes_coin_and_monster_keys_are_readable_on_screen():
    """At 1280×720 a cell is about 31 pixels; the keys were 0.26 of it (8-pixel
    dots). They are now at least 12 pixels, and the score written beside them
    starts right of them."""
    from cartografove.app.sheet import score_table

    assert score_table.KEY_ICON * 31 >= 12
