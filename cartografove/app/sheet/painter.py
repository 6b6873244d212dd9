"""The one painting of a cartographer's map sheet, for the screen and for paper.

The sheet scene calls :func:`paint_sheet` from its item's ``paint()``, the PDF export
calls it on a ``QPdfWriter`` page (DESIGN "One drawing for screen and paper"), and
:func:`sheet_image` renders it to an image for tests and thumbnails. It looks like the
printed sheet of the board game: parchment, brown ink, serif labels, a header with
the cartographer's name and title, the 11×11 map (RULES §2), the coin track (§6) and
the season score table (§12) — and it reads the :class:`Sheet` only, computing no rule.

Geometry lives in :class:`SheetLayout` (scene units, one grid space ``cell`` units
square); painting never decides where things go, so hit-testing on screen and the
painting can never disagree.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
)

from ...rules import grid
from ...rules.cards import EDICT_LETTERS, Monster, Season, Terrain, catalog
from ...rules.grid import Bitboard, Cell
from ...rules.results import SeasonScore
from ...rules.scoring import Line
from ...rules.sheet import Sheet
from .. import text
from ..fonts import map_font
from ..text import translate
from .terrain_art import (
    INK,
    INK_LIGHT,
    PAPER,
    PAPER_SHADE,
    PENCIL,
    TERRAIN_COLOURS,
    blend,
    paint_attack_mark,
    paint_coin,
    paint_destroyed,
    paint_ruins,
    paint_space,
    paint_tiled,
    paint_wasteland,
)

if TYPE_CHECKING:
    from ...rules.game import Game

MINUS = "\u2212"  # a real minus sign: "−3", not a hyphen

HIGHLIGHT_FILL = QColor(255, 250, 225, 50)  # a warm wash that keeps the terrain's hue
HIGHLIGHT_GLOW = QColor(255, 200, 50, 120)
HIGHLIGHT_EDGE = QColor(176, 120, 8, 235)
PENALTY_FILL = QColor(205, 45, 35, 80)
PENALTY_EDGE = QColor(170, 30, 25, 220)

# Opaque tints (translucent fills are slow on raster devices and print unevenly).
CARTOUCHE = QColor("#f8f0de")  # a box a shade lighter than the parchment
CURRENT_SEASON = QColor("#f2dca0")  # the season being played, tinted gold

_FADED_DESTROYED = 0.38  # how strongly a destroyed space's old terrain shows through
_RUINS_UNDER_TERRAIN = 0.33  # a printed ruin seen through the pencil drawn over it


@dataclass(frozen=True)
class SheetContent:
    """Everything one painting of a sheet shows; the painter reads nothing else."""

    sheet: Sheet
    name: str = ""  # the cartographer's name
    title: str = ""  # their title, already translated
    edicts: tuple[str, str, str, str] | None = None  # scoring card ids for A–D
    scores: Sequence[SeasonScore] = ()  # 0–4 recorded seasons, in order
    season: int | None = None  # current season index 0–3, emphasised in the table
    highlight: Bitboard = 0  # spaces to light up (why a card scored)
    highlight_lines: Sequence[Line] = ()  # rows/columns to light up
    penalty: Bitboard = 0  # empty spaces the monster penalty counted (RULES §12)
    footer: str = ""  # small print at the bottom (PDF: seed and date)


# --- geometry ----------------------------------------------------------------------

# Vertical bands of the sheet, in grid cells, top to bottom.
_MARGIN_X = 0.95  # outer margin left and right (the frame sits inside it)
_GUTTER = 0.62  # row letters on the left, the same space mirrored on the right
_TOP = 0.8
_HEADER = 1.35
_HEADER_GAP = 0.3
_COL_LABELS = 0.6
_COINS_GAP = 0.32
_COINS = 0.72
_EDICTS_GAP = 0.3
_EDICT_ROW = 0.62  # the edicts sit in two rows of two: A B / C D
_EDICTS = 2 * _EDICT_ROW + 0.14
_TABLE_GAP = 0.3
_TABLE = 3.1
_FOOTER_GAP = 0.22
_FOOTER = 0.42
_BOTTOM = 0.6
_TOTAL_WIDTH = 1.9  # the final total box
_BOX_GAP = 0.2  # between season columns and between edict cartouches


def game_content(game: Game, index: int, **changes: Any) -> SheetContent:
    """What player ``index``'s sheet shows at this point of a game — the screen, the
    overview and the PDF all show the same: name, the solo title once earned, the
    edicts, the seasons scored so far, the current season."""
    title = ""
    if game.over and game.result is not None and game.result.solo is not None:
        title = text.title_name(game.result.solo.title)
    content = SheetContent(
        sheet=game.sheets[index],
        name=game.players[index],
        title=title,
        edicts=game.edicts,
        scores=tuple(game.scores[index]),
        season=None if game.over else game.season,
    )
    return replace(content, **changes) if changes else content


class SheetLayout:
    """Geometry of the sheet in scene units; the grid cell is ``cell`` units square.

    All rectangles are computed once here, so the screen (hit testing, overlays) and
    the painting share one set of numbers."""

    def __init__(self, cell: float = 40.0) -> None:
        self.cell = c = float(cell)
        width = (grid.SIZE + 2 * _GUTTER + 2 * _MARGIN_X) * c
        left = (_MARGIN_X + _GUTTER) * c
        inner = grid.SIZE * c  # every band is as wide as the map, aligned with it
        y = _TOP * c
        self.header_rect = QRectF(left, y, inner, _HEADER * c)
        y += (_HEADER + _HEADER_GAP) * c
        self.col_label_rect = QRectF(left, y, inner, _COL_LABELS * c)
        y += _COL_LABELS * c
        self.grid_rect = QRectF(left, y, inner, inner)
        self.row_label_rect = QRectF(left - _GUTTER * c, y, _GUTTER * c, inner)
        y += inner + _COINS_GAP * c
        self.coin_rect = QRectF(left, y, inner, _COINS * c)
        y += (_COINS + _EDICTS_GAP) * c
        self.edicts_rect = QRectF(left, y, inner, _EDICTS * c)
        y += (_EDICTS + _TABLE_GAP) * c
        self.table_rect = QRectF(left, y, inner, _TABLE * c)
        y += (_TABLE + _FOOTER_GAP) * c
        self.footer_rect = QRectF(left, y, inner, _FOOTER * c)
        y += (_FOOTER + _BOTTOM) * c
        self.size = QSizeF(width, y)
        self.frame_rect = QRectF(0, 0, width, y).adjusted(0.32 * c, 0.32 * c, -0.32 * c, -0.32 * c)
        self.name_rect, self.title_rect, self.compass_rect = self._header_fields()
        self.edict_rects = self._edict_boxes()
        season_width = self.table_rect.width() - (_TOTAL_WIDTH + _BOX_GAP) * c
        self.season_rects = self._row_of(self.table_rect, 4, season_width)
        self.total_rect = QRectF(
            self.table_rect.right() - _TOTAL_WIDTH * c,
            self.table_rect.top(),
            _TOTAL_WIDTH * c,
            self.table_rect.height(),
        )

    def _header_fields(self) -> tuple[QRectF, QRectF, QRectF]:
        """Name field, title field and the compass rose's square, left to right."""
        header, c = self.header_rect, self.cell
        compass = QRectF(
            header.right() - header.height(), header.top(), header.height(), header.height()
        )
        gap = 0.35 * c
        fields = compass.left() - gap - header.left()
        name = QRectF(header.left(), header.top(), (fields - gap) / 2, header.height())
        title = QRectF(
            name.right() + gap, header.top(), fields - name.width() - gap, header.height()
        )
        return name, title, compass

    def _edict_boxes(self) -> tuple[QRectF, ...]:
        """Four cartouches, A B on the first row and C D on the second."""
        band, c = self.edicts_rect, self.cell
        width = (band.width() - _BOX_GAP * c) / 2
        height = _EDICT_ROW * c
        return tuple(
            QRectF(
                band.left() + (i % 2) * (width + _BOX_GAP * c),
                band.top() + (i // 2) * (band.height() - height),
                width,
                height,
            )
            for i in range(4)
        )

    def _row_of(self, band: QRectF, count: int, width: float) -> tuple[QRectF, ...]:
        """``count`` equal boxes side by side from the band's left edge."""
        gap = _BOX_GAP * self.cell
        box = (width - gap * (count - 1)) / count
        return tuple(
            QRectF(band.left() + i * (box + gap), band.top(), box, band.height())
            for i in range(count)
        )

    def cell_rect(self, row: int, col: int) -> QRectF:
        """The square of one map space (row 0 = A, col 0 = printed 1)."""
        return QRectF(
            self.grid_rect.left() + col * self.cell,
            self.grid_rect.top() + row * self.cell,
            self.cell,
            self.cell,
        )

    def cell_at(self, point: QPointF) -> Cell | None:
        """The map space under a point, or None off the map (right/bottom edges excluded)."""
        col = math.floor((point.x() - self.grid_rect.left()) / self.cell)
        row = math.floor((point.y() - self.grid_rect.top()) / self.cell)
        if grid.on_board(row, col):
            return row, col
        return None

    def coin_rects(self, count: int) -> tuple[QRectF, ...]:
        """The coin track's circles, spread evenly across the map's width."""
        band = self.coin_rect
        pitch = band.width() / max(count, 1)
        side = min(pitch * 0.84, band.height())
        return tuple(
            QRectF(
                band.left() + pitch * (i + 0.5) - side / 2,
                band.center().y() - side / 2,
                side,
                side,
            )
            for i in range(count)
        )


# --- text ---------------------------------------------------------------------------


@lru_cache(maxsize=256)
def _font(pixel_size: float, bold: bool = False, italic: bool = False) -> QFont:
    """The sheet's serif at a size in scene units. Unhinted, so text measures the same
    at every zoom level and in a PDF."""
    font = map_font(1, bold=bold)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setItalic(italic)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


@lru_cache(maxsize=1024)
def _fitted(
    content: str, width: float, height: float, size: float, bold: bool, italic: bool, wrap: bool
) -> tuple[QFont, str]:
    """The largest font (down to 60 % of ``size``) at which ``content`` fits the box;
    below that the text is elided. Long Czech and Polish names stay inside their boxes."""
    flags = int(Qt.TextFlag.TextWordWrap) if wrap else 0
    min_size = max(1.0, size * 0.6)
    pixel_size = size
    while True:
        font = _font(pixel_size, bold, italic)
        metrics = QFontMetricsF(font)
        box = metrics.boundingRect(QRectF(0, 0, width, 1e6), flags, content)
        if box.width() <= width * 0.98 and box.height() <= height:
            return font, content
        if pixel_size <= min_size:
            if wrap:
                return _fitted(content, width, height, size * 0.6, bold, italic, False)
            return font, metrics.elidedText(content, Qt.TextElideMode.ElideRight, width * 0.98)
        pixel_size = max(min_size, pixel_size * 0.92)


def _draw_text(
    painter: QPainter,
    rect: QRectF,
    content: str,
    size: float,
    colour: QColor,
    *,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    bold: bool = False,
    italic: bool = False,
    wrap: bool = False,
) -> None:
    """Draw text shrunk or elided to stay inside ``rect``."""
    if not content:
        return
    font, shown = _fitted(content, rect.width(), rect.height(), size, bold, italic, wrap)
    painter.setFont(font)
    painter.setPen(colour)
    flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
    painter.drawText(rect, flags, shown)


# --- small printed ornaments ---------------------------------------------------------


@cache
def _star_path() -> QPainterPath:
    """A five-pointed reputation star in the unit square."""
    path = QPainterPath()
    for i in range(10):
        radius = 0.5 if i % 2 == 0 else 0.21
        angle = -math.pi / 2 + i * math.pi / 5
        point = QPointF(0.5 + radius * math.cos(angle), 0.55 + radius * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


@cache
def _compass_paths() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """A modest compass rose: ring, four long dark points, four short light ones."""
    ring = QPainterPath()
    ring.addEllipse(QPointF(0.5, 0.5), 0.3, 0.3)
    dark, light = QPainterPath(), QPainterPath()
    for i in range(8):
        angle = -math.pi / 2 + i * math.pi / 4
        long = i % 2 == 0
        tip = 0.48 if long else 0.31
        side = 0.12 if long else 0.08
        for flank in (-1, 1):
            half = QPainterPath(QPointF(0.5, 0.5))
            half.lineTo(0.5 + tip * math.cos(angle), 0.5 + tip * math.sin(angle))
            half.lineTo(
                0.5 + side * math.cos(angle + flank * math.pi / 2),
                0.5 + side * math.sin(angle + flank * math.pi / 2),
            )
            half.closeSubpath()
            # one flank of each point inked, the other left paper: the engraved look
            (dark if (flank > 0) == long else light).addPath(half)
    return ring, dark, light


def _fill_unit(painter: QPainter, rect: QRectF, path: QPainterPath, brush: QColor | QBrush) -> None:
    """Fill a unit-square path scaled into ``rect``."""
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width(), rect.height())
    painter.fillPath(path, brush)
    painter.restore()


def _stroke_unit(
    painter: QPainter, rect: QRectF, path: QPainterPath, colour: QColor, width: float
) -> None:
    """Stroke a unit-square path scaled into ``rect`` with a pen ``width`` scene units wide."""
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width(), rect.height())
    painter.strokePath(path, QPen(colour, width / rect.width()))
    painter.restore()


def _outline(painter: QPainter, rect: QRectF, width: float, colour: QColor) -> None:
    """A rectangle's outline as four filled strips: the same look as a pen with square
    joins, at a fraction of the cost on raster devices for page-sized rectangles."""
    half = width / 2
    left, top, right, bottom = rect.left(), rect.top(), rect.right(), rect.bottom()
    painter.fillRect(QRectF(left - half, top - half, rect.width() + width, width), colour)
    painter.fillRect(QRectF(left - half, bottom - half, rect.width() + width, width), colour)
    painter.fillRect(QRectF(left - half, top + half, width, rect.height() - width), colour)
    painter.fillRect(QRectF(right - half, top + half, width, rect.height() - width), colour)


def _pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A printed rule: square ends, sharp corners, width in scene units."""
    pen = QPen(colour, width, style)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    return pen


# --- the parts of the sheet ------------------------------------------------------------


def _paint_paper(painter: QPainter, layout: SheetLayout) -> None:
    """Parchment, darkening towards the page edge, and a double printed frame with
    corner diamonds. The darkening is a few opaque steps, not a gradient: sideways
    gradients and translucent fills are what makes raster painting slow."""
    whole = QRectF(QPointF(0, 0), layout.size)
    c = layout.cell
    painter.fillRect(whole, PAPER)
    steps = 3
    band = 0.5 * c / steps
    for i in range(steps):
        colour = blend(PAPER_SHADE, PAPER, i / steps)
        outer = whole.adjusted(i * band, i * band, -i * band, -i * band)
        painter.fillRect(QRectF(outer.left(), outer.top(), outer.width(), band), colour)
        painter.fillRect(QRectF(outer.left(), outer.bottom() - band, outer.width(), band), colour)
        painter.fillRect(QRectF(outer.left(), outer.top(), band, outer.height()), colour)
        painter.fillRect(QRectF(outer.right() - band, outer.top(), band, outer.height()), colour)
    frame = layout.frame_rect
    _outline(painter, frame, 0.06 * c, INK)
    inset = 0.12 * c
    _outline(painter, frame.adjusted(inset, inset, -inset, -inset), 0.022 * c, INK)
    for corner in (frame.topLeft(), frame.topRight(), frame.bottomLeft(), frame.bottomRight()):
        _paint_diamond(painter, corner, 0.2 * c)


def _paint_diamond(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A frame corner ornament: an inked diamond with a dot."""
    path = QPainterPath(QPointF(centre.x(), centre.y() - radius))
    path.lineTo(centre.x() + radius, centre.y())
    path.lineTo(centre.x(), centre.y() + radius)
    path.lineTo(centre.x() - radius, centre.y())
    path.closeSubpath()
    painter.fillPath(path, PAPER)
    painter.setPen(_pen(INK, radius * 0.2))
    painter.drawPath(path)
    dot = radius * 0.32
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    painter.drawEllipse(centre, dot, dot)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _paint_field(painter: QPainter, rect: QRectF, label: str, value: str, c: float) -> None:
    """A printed form field: small-caps label above a ruled line, the value pencilled
    on the line."""
    label_rect = QRectF(rect.left(), rect.top(), rect.width(), 0.42 * c)
    font, shown = _fitted(
        label.upper(), rect.width(), label_rect.height(), 0.3 * c, True, False, False
    )
    spaced = QFont(font)
    spaced.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 112)
    if QFontMetricsF(spaced).horizontalAdvance(shown) <= rect.width():
        font = spaced
    painter.setFont(font)
    painter.setPen(INK_LIGHT)
    painter.drawText(
        label_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown
    )
    baseline = rect.bottom() - 0.1 * c
    painter.setPen(_pen(INK, 0.03 * c))
    painter.drawLine(QPointF(rect.left(), baseline), QPointF(rect.right(), baseline))
    value_rect = QRectF(
        rect.left() + 0.12 * c,
        label_rect.bottom(),
        rect.width() - 0.24 * c,
        baseline - label_rect.bottom(),
    )
    _draw_text(
        painter,
        value_rect,
        value,
        0.56 * c,
        PENCIL,
        align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
        bold=True,
    )


def _paint_compass(painter: QPainter, rect: QRectF) -> None:
    """A small engraved compass rose in the header's corner: ornament, not information."""
    ring, dark, light = _compass_paths()
    square = rect.adjusted(
        rect.width() * 0.04, rect.height() * 0.04, -rect.width() * 0.04, -rect.height() * 0.04
    )
    _stroke_unit(painter, square, ring, INK_LIGHT, rect.width() * 0.03)
    _fill_unit(painter, square, light, PAPER)
    _stroke_unit(painter, square, light, INK, rect.width() * 0.016)
    _fill_unit(painter, square, dark, INK)
    centre, radius = square.center(), square.width() * 0.05
    painter.setBrush(PAPER)
    painter.setPen(_pen(INK, rect.width() * 0.018))
    painter.drawEllipse(centre, radius, radius)


def _paint_header(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """The form fields every printed sheet starts with, and the compass rose."""
    c = layout.cell
    _paint_field(
        painter, layout.name_rect, translate("SheetPainter", "Cartographer"), content.name, c
    )
    _paint_field(painter, layout.title_rect, translate("SheetPainter", "Title"), content.title, c)
    paint_tiled(painter, layout.compass_rect, ("compass",), _paint_compass)


def _paint_labels(painter: QPainter, layout: SheetLayout) -> None:
    """Row letters A–K and column numbers 1–11, as printed (RULES §2)."""
    c = layout.cell
    painter.setFont(_font(0.4 * c, bold=True))
    painter.setPen(INK)
    centre = int(Qt.AlignmentFlag.AlignCenter)
    for i in range(grid.SIZE):
        top = QRectF(
            layout.grid_rect.left() + i * c,
            layout.col_label_rect.top(),
            c,
            layout.col_label_rect.height(),
        )
        painter.drawText(top, centre, str(i + 1))
        side = QRectF(
            layout.row_label_rect.left(),
            layout.grid_rect.top() + i * c,
            layout.row_label_rect.width() * 0.86,
            c,
        )
        painter.drawText(side, centre, grid.ROW_LABELS[i])


def _monster_at(sheet: Sheet, b: Bitboard) -> Monster | None:
    """Whose initial is written in a monster space (None: a monster without one)."""
    for monster, mask in sheet.initials.items():
        if mask & b:
            return monster
    return None


def _paint_spaces(painter: QPainter, sheet: Sheet, layout: SheetLayout) -> None:
    """Printed features, then everything pencilled on top, faded where destroyed."""
    for row, col in grid.cells_of(sheet.wasteland):
        paint_wasteland(painter, layout.cell_rect(row, col))
    for row, col in grid.cells_of(sheet.mountains):
        fade = _FADED_DESTROYED if sheet.destroyed & grid.bit(row, col) else 1.0
        paint_space(painter, layout.cell_rect(row, col), Terrain.MOUNTAIN, opacity=fade)
    drawn = 0
    for terrain, mask in sheet.drawn.items():
        drawn |= mask
        for row, col in grid.cells_of(mask):
            b = grid.bit(row, col)
            monster = _monster_at(sheet, b) if terrain is Terrain.MONSTER else None
            fade = _FADED_DESTROYED if sheet.destroyed & b else 1.0
            paint_space(painter, layout.cell_rect(row, col), terrain, monster=monster, opacity=fade)
    for row, col in grid.cells_of(sheet.ruins & ~sheet.mountains & ~sheet.wasteland):
        under = drawn & grid.bit(row, col)
        paint_ruins(
            painter, layout.cell_rect(row, col), opacity=_RUINS_UNDER_TERRAIN if under else 0.9
        )


def _region(layout: SheetLayout, mask: Bitboard) -> QPainterPath:
    """The outline of a set of spaces, merged into one shape."""
    path = QPainterPath()
    for row, col in grid.cells_of(mask):
        path.addRect(layout.cell_rect(row, col))
    return path.simplified()


def _draw_penalty_space(painter: QPainter, rect: QRectF, c: float) -> None:
    painter.fillRect(rect, PENALTY_FILL)
    inset = 0.08 * c
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(PENALTY_EDGE, 0.05 * c, Qt.PenStyle.DashLine))
    painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))


def _paint_penalty(painter: QPainter, layout: SheetLayout, mask: Bitboard) -> None:
    """The monster penalty's empty spaces (RULES §12.3): a red warning tint and a
    dashed red edge in each."""
    c = layout.cell
    for row, col in grid.cells_of(mask):
        paint_tiled(
            painter,
            layout.cell_rect(row, col),
            ("penalty",),
            lambda p, r: _draw_penalty_space(p, r, c),
        )


def _line_rect(layout: SheetLayout, line: Line) -> QRectF:
    """The strip of one whole row or column of the map."""
    g, c = layout.grid_rect, layout.cell
    if line.kind == "row":
        return QRectF(g.left(), g.top() + line.index * c, g.width(), c)
    return QRectF(g.left() + line.index * c, g.top(), c, g.height())


def _paint_highlight(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """Why a card scored: a warm glow over the spaces and around rows/columns."""
    c = layout.cell
    diagonals = 0
    for line in content.highlight_lines:
        if line.kind == "diag":  # a staircase, not a strip: outline its spaces
            diagonals |= line.mask
            continue
        rect = _line_rect(layout, line).adjusted(0.06 * c, 0.06 * c, -0.06 * c, -0.06 * c)
        _outline(painter, rect, 0.2 * c, HIGHLIGHT_GLOW)
        _outline(painter, rect, 0.05 * c, HIGHLIGHT_EDGE)
    if content.highlight or diagonals:
        region = _region(layout, content.highlight | diagonals)
        painter.fillPath(region, HIGHLIGHT_FILL)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        glow = _pen(HIGHLIGHT_GLOW, 0.24 * c)
        glow.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(glow)
        painter.drawPath(region)
        edge = _pen(HIGHLIGHT_EDGE, 0.06 * c)
        edge.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(edge)
        painter.drawPath(region)


def _paint_grid_lines(painter: QPainter, layout: SheetLayout) -> None:
    """Thin inner rules, a heavier map border and a fine outer rule, as on old maps."""
    g, c = layout.grid_rect, layout.cell
    width = 0.028 * c
    for i in range(1, grid.SIZE):
        painter.fillRect(
            QRectF(g.left() + i * c - width / 2, g.top(), width, g.height()), INK_LIGHT
        )
        painter.fillRect(QRectF(g.left(), g.top() + i * c - width / 2, g.width(), width), INK_LIGHT)
    _outline(painter, g, 0.075 * c, INK)
    outer = 0.11 * c
    _outline(painter, g.adjusted(-outer, -outer, outer, outer), 0.025 * c, INK)


def _paint_map(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """The 11×11 map in paint order: spaces, the penalty tint under the rules, the
    grid, X marks and attack marks over everything drawn, highlights on top."""
    sheet = content.sheet
    _paint_spaces(painter, sheet, layout)
    _paint_penalty(painter, layout, content.penalty)
    _paint_grid_lines(painter, layout)
    for row, col in grid.cells_of(sheet.destroyed):
        paint_destroyed(painter, layout.cell_rect(row, col))
    for row, col in grid.cells_of(sheet.attack):
        paint_attack_mark(painter, layout.cell_rect(row, col))
    _paint_highlight(painter, content, layout)


def _paint_coins(painter: QPainter, sheet: Sheet, layout: SheetLayout) -> None:
    """The coin track (RULES §6): the first ``sheet.coins`` circles filled."""
    for i, rect in enumerate(layout.coin_rects(sheet.coin_track)):
        paint_coin(painter, rect, i < sheet.coins)


def _paint_letter_badge(painter: QPainter, rect: QRectF, letter: str, c: float) -> None:
    """An edict letter in an inked circle, like the edict cards' backs."""
    painter.setBrush(INK)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(rect)
    painter.setPen(_pen(PAPER, 0.03 * c))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = rect.width() * 0.1
    painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))
    painter.setFont(_font(rect.height() * 0.56, bold=True))
    painter.setPen(PAPER)
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), letter)


def _edict_parts(rect: QRectF, c: float) -> tuple[QRectF, QRectF]:
    """An edict cartouche's letter badge and the room for the card's name."""
    side = rect.height() - 0.1 * c
    badge = QRectF(rect.left() + 0.1 * c, rect.center().y() - side / 2, side, side)
    name = QRectF(
        badge.right() + 0.1 * c,
        rect.top() + 0.04 * c,
        rect.right() - badge.right() - 0.16 * c,
        rect.height() - 0.08 * c,
    )
    return badge, name


def _draw_edict_form(painter: QPainter, rect: QRectF, letter: str, blank: bool, c: float) -> None:
    """The printed cartouche of one edict; a dotted line to write on when blank."""
    painter.setBrush(CARTOUCHE)
    painter.setPen(_pen(INK, 0.03 * c))
    painter.drawRoundedRect(rect, 0.12 * c, 0.12 * c)
    badge, name = _edict_parts(rect, c)
    _paint_letter_badge(painter, badge, letter, c)
    if blank:
        painter.setPen(_pen(INK_LIGHT, 0.02 * c, Qt.PenStyle.DotLine))
        y = name.bottom() - 0.12 * c
        painter.drawLine(QPointF(name.left(), y), QPointF(name.right(), y))


def _paint_edicts(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """The four edicts A–D and the scoring cards they name; a ruled blank when the
    cards are not known (a sheet printed for a game on the table)."""
    c = layout.cell
    blank = content.edicts is None
    for letter, rect in zip(EDICT_LETTERS, layout.edict_rects, strict=True):
        paint_tiled(
            painter,
            rect,
            ("edict", letter, blank),
            lambda p, r, letter=letter: _draw_edict_form(p, r, letter, blank, c),
        )
    if content.edicts is None:
        return
    names = [text.card_name(card_id) for card_id in content.edicts]
    name_rects = [_edict_parts(rect, c)[1] for rect in layout.edict_rects]
    # one size for all four names, so no card looks more important than another
    size = min(
        _fitted(name, rect.width(), rect.height(), 0.32 * c, True, False, False)[0].pixelSize()
        for name, rect in zip(names, name_rects, strict=True)
    )
    align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    for name, rect in zip(names, name_rects, strict=True):
        _draw_text(painter, rect, name, size, INK, align=align, bold=True)


@cache
def _seasons() -> tuple[Season, ...]:
    """Spring to winter with their edict letters, from the season data (RULES §13)."""
    return tuple(next(iter(catalog().season_sets.values())).seasons)  # alike in every set


def _signed(value: int) -> str:
    """A number as printed: negative with a true minus sign."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def _corner(rect: QRectF, c: float, side: float = 0.26) -> QRectF:
    """The small square in a box's top-left corner where its printed key sits."""
    return QRectF(rect.left() + 0.05 * c, rect.top() + 0.05 * c, side * c, side * c)


@dataclass(frozen=True)
class _SeasonBoxes:
    """Where the parts of one season column are: its name and letters, the four
    small boxes (edict, edict, coins, monsters) and the season total."""

    name: QRectF
    letters: QRectF
    boxes: tuple[QRectF, QRectF, QRectF, QRectF]
    total: QRectF

    @classmethod
    def of(cls, rect: QRectF, c: float) -> _SeasonBoxes:
        header = 0.95 * c
        half, row = rect.width() / 2, 0.7 * c
        y = rect.top() + header
        return cls(
            name=QRectF(
                rect.left() + 0.05 * c, rect.top() + 0.05 * c, rect.width() - 0.1 * c, 0.46 * c
            ),
            letters=QRectF(rect.left(), rect.top() + 0.5 * c, rect.width(), 0.38 * c),
            boxes=(
                QRectF(rect.left(), y, half, row),
                QRectF(rect.left() + half, y, half, row),
                QRectF(rect.left(), y + row, half, row),
                QRectF(rect.left() + half, y + row, half, row),
            ),
            total=QRectF(rect.left(), y + 2 * row, rect.width(), rect.bottom() - y - 2 * row),
        )


def _draw_season_form(
    painter: QPainter, rect: QRectF, season: Season, name: str, current: bool, c: float
) -> None:
    """The printed part of a season column: name, "A + B", the boxes with their keys
    (edict letters, a coin, a monster) and the star of the season total."""
    parts = _SeasonBoxes.of(rect, c)
    painter.fillRect(rect, CURRENT_SEASON if current else CARTOUCHE)
    _draw_text(painter, parts.name, name, 0.36 * c, INK, bold=True)
    letters = f"{season.edicts[0]} + {season.edicts[1]}"
    _draw_text(painter, parts.letters, letters, 0.3 * c, INK_LIGHT, bold=True)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(INK, 0.025 * c))
    for box in (*parts.boxes, parts.total):
        painter.drawRect(box)
    for box, letter in zip(parts.boxes, season.edicts, strict=False):
        _draw_text(painter, _corner(box, c, 0.3), letter, 0.26 * c, INK, bold=True)
    paint_coin(painter, _corner(parts.boxes[2], c), True)
    paint_space(painter, _corner(parts.boxes[3], c), Terrain.MONSTER)
    total = parts.total
    star = QRectF(total.left() + 0.08 * c, total.center().y() - 0.2 * c, 0.4 * c, 0.4 * c)
    _fill_unit(painter, star, _star_path(), INK)
    painter.setPen(_pen(INK, (0.08 if current else 0.045) * c))
    painter.drawRect(rect)


def _paint_season(
    painter: QPainter,
    rect: QRectF,
    season: Season,
    score: SeasonScore | None,
    current: bool,
    c: float,
) -> None:
    """One season column: the two edicts' stars, coins, the monster penalty (as a
    negative number) and the season's total (RULES §12), written into the printed
    form; the form alone for a season not scored yet."""
    name = text.season_name(season.id)
    paint_tiled(
        painter,
        rect,
        ("season", season.id, name, current),
        lambda p, r: _draw_season_form(p, r, season, name, current, c),
    )
    if score is None:
        return
    parts = _SeasonBoxes.of(rect, c)
    values = (
        str(score.edicts[0].points),
        str(score.edicts[1].points),
        str(score.coins),
        _signed(-score.monster_penalty),
    )
    for box, value in zip(parts.boxes, values, strict=True):
        inner = box.adjusted(0.3 * c, 0.04 * c, -0.05 * c, -0.02 * c)
        _draw_text(painter, inner, value, 0.4 * c, PENCIL, bold=True)
    number = parts.total.adjusted(0.5 * c, 0, -0.1 * c, 0)
    _draw_text(painter, number, _signed(score.total), 0.46 * c, PENCIL, bold=True)


def _total_parts(rect: QRectF, c: float) -> tuple[QRectF, QRectF, QRectF]:
    """The final total box's label, its big star, and the room for the number."""
    label = QRectF(rect.left() + 0.05 * c, rect.top() + 0.05 * c, rect.width() - 0.1 * c, 0.5 * c)
    side = 0.95 * c
    star = QRectF(rect.center().x() - side / 2, label.bottom() + 0.1 * c, side, side)
    number = QRectF(
        rect.left() + 0.05 * c,
        star.bottom(),
        rect.width() - 0.1 * c,
        rect.bottom() - star.bottom() - 0.05 * c,
    )
    return label, star, number


def _draw_total_form(painter: QPainter, rect: QRectF, label: str, c: float) -> None:
    """The printed final-total box: label, a big star, a double frame."""
    painter.fillRect(rect, CARTOUCHE)
    label_rect, star, _ = _total_parts(rect, c)
    _draw_text(painter, label_rect, label, 0.36 * c, INK, bold=True)
    _fill_unit(painter, star, _star_path(), TERRAIN_COLOURS[Terrain.HERO])
    _stroke_unit(painter, star, _star_path(), INK, 0.035 * c)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(INK, 0.08 * c))
    painter.drawRect(rect)
    inset = 0.09 * c
    painter.setPen(_pen(INK, 0.022 * c))
    painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))


def _paint_total(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """The final total: the sum of the recorded seasons, pencilled faintly while the
    game is still running and firmly once all four are scored (RULES §14)."""
    c, rect = layout.cell, layout.total_rect
    label = translate("SheetPainter", "Total")
    paint_tiled(painter, rect, ("total", label), lambda p, r: _draw_total_form(p, r, label, c))
    if not content.scores:
        return
    total = sum(score.total for score in content.scores)
    colour = QColor(PENCIL)
    if len(content.scores) < len(_seasons()):
        colour.setAlpha(120)
    _draw_text(painter, _total_parts(rect, c)[2], _signed(total), 0.78 * c, colour, bold=True)


def _paint_scores(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """The score table: four season columns (RULES §12) and the final total (§14)."""
    c = layout.cell
    for i, (season, rect) in enumerate(zip(_seasons(), layout.season_rects, strict=True)):
        score = content.scores[i] if i < len(content.scores) else None
        _paint_season(painter, rect, season, score, content.season == i, c)
    _paint_total(painter, content, layout)


def _paint_footer(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """Small print: the caller's footer on the left, the printed side on the right."""
    rect, c = layout.footer_rect, layout.cell
    side = content.sheet.side
    try:
        side_label = text.side_name(side)
    except KeyError:
        side_label = side
    side_width = rect.width() * 0.3
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    _draw_text(
        painter,
        QRectF(rect.right() - side_width, rect.top(), side_width, rect.height()),
        side_label,
        0.28 * c,
        INK_LIGHT,
        align=right,
        italic=True,
    )
    _draw_text(
        painter,
        QRectF(rect.left(), rect.top(), rect.width() - side_width - 0.2 * c, rect.height()),
        content.footer,
        0.28 * c,
        INK_LIGHT,
        align=left,
        italic=True,
    )


def paint_sheet(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """Paint the whole sheet at the layout's coordinates (the caller sets any transform)."""
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        _paint_paper(painter, layout)
        _paint_header(painter, content, layout)
        _paint_labels(painter, layout)
        _paint_map(painter, content, layout)
        _paint_coins(painter, content.sheet, layout)
        _paint_edicts(painter, content, layout)
        _paint_scores(painter, content, layout)
        _paint_footer(painter, content, layout)
    finally:
        painter.restore()


def sheet_image(content: SheetContent, width: int = 800) -> QImage:
    """The sheet rendered to an image (for tests, thumbnails and screenshots)."""
    layout = SheetLayout()
    scale = width / layout.size.width()
    image = QImage(
        width, math.ceil(layout.size.height() * scale), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.fill(PAPER)
    painter = QPainter(image)
    try:
        painter.scale(scale, scale)
        paint_sheet(painter, content, layout)
    finally:
        painter.end()  # an image still being painted must never be destroyed
    return image
