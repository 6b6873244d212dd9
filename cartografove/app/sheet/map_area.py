"""The 11×11 map (RULES §2): printed features, what is drawn, the marks, the grid,
and the overlays that explain a score — shared by the sheet and the guide's pictures."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from ...rules.board import grid
from ...rules.board.grid import Bitboard
from ...rules.board.sheet import Sheet
from ...rules.cards import Monster, Terrain
from ...rules.scoring import Line
from .content import SheetContent
from .layout import SheetLayout
from .palette import INK, INK_LIGHT, Look
from .terrain_art import (
    paint_attack_mark,
    paint_destroyed,
    paint_ruins,
    paint_space,
    paint_wasteland,
)
from .text_fit import font
from .tiles import outline, paint_tiled, pen

HIGHLIGHT_FILL = QColor(255, 250, 225, 50)  # a warm wash that keeps the terrain's hue
HIGHLIGHT_GLOW = QColor(255, 200, 50, 120)
HIGHLIGHT_EDGE = QColor(176, 120, 8, 235)
PENALTY_FILL = QColor(205, 45, 35, 80)
PENALTY_EDGE = QColor(170, 30, 25, 220)


def _monster_at(sheet: Sheet, b: Bitboard) -> Monster | None:
    """Whose initial is written in a monster space (None: a monster without one)."""
    for monster, mask in sheet.initials.items():
        if mask & b:
            return monster
    return None


def _paint_spaces(painter: QPainter, sheet: Sheet, layout: SheetLayout, look: Look) -> None:
    """Printed features, then everything pencilled on top, faded where destroyed; the
    printed ruins sit under whatever is drawn over them."""
    for row, col in grid.cells_of(sheet.wasteland):
        paint_wasteland(painter, layout.cell_rect(row, col))
    for row, col in grid.cells_of(sheet.mountains):
        faded = look.page if sheet.destroyed & grid.bit(row, col) else None
        paint_space(painter, layout.cell_rect(row, col), Terrain.MOUNTAIN, faded=faded)
    drawn = 0
    for terrain, mask in sheet.drawn.items():
        drawn |= mask
        for row, col in grid.cells_of(mask):
            b = grid.bit(row, col)
            paint_space(
                painter,
                layout.cell_rect(row, col),
                terrain,
                monster=_monster_at(sheet, b) if terrain is Terrain.MONSTER else None,
                ruins=bool(sheet.ruins & b),
                faded=look.page if sheet.destroyed & b else None,
            )
    for row, col in grid.cells_of(sheet.ruins & ~sheet.mountains & ~sheet.wasteland & ~drawn):
        paint_ruins(painter, layout.cell_rect(row, col))


def region(layout: SheetLayout, mask: Bitboard) -> QPainterPath:
    """The outline of a set of spaces, merged into one shape."""
    path = QPainterPath()
    for row, col in grid.cells_of(mask):
        path.addRect(layout.cell_rect(row, col))
    return path.simplified()


def _draw_penalty_space(painter: QPainter, rect: QRectF, c: float) -> None:
    painter.fillRect(rect, PENALTY_FILL)
    inset = 0.08 * c
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen(PENALTY_EDGE, 0.05 * c, Qt.PenStyle.DashLine))
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
        outline(painter, rect, 0.2 * c, HIGHLIGHT_GLOW)
        outline(painter, rect, 0.05 * c, HIGHLIGHT_EDGE)
    if content.highlight or diagonals:
        lit = region(layout, content.highlight | diagonals)
        painter.fillPath(lit, HIGHLIGHT_FILL)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width in ((HIGHLIGHT_GLOW, 0.24), (HIGHLIGHT_EDGE, 0.06)):
            stroke = pen(colour, width * c)
            stroke.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(stroke)
            painter.drawPath(lit)


def paint_grid_lines(painter: QPainter, layout: SheetLayout) -> None:
    """Thin inner rules, a heavier map border and a fine outer rule, as on old maps."""
    g, c = layout.grid_rect, layout.cell
    width = 0.028 * c
    for i in range(1, grid.SIZE):
        painter.fillRect(
            QRectF(g.left() + i * c - width / 2, g.top(), width, g.height()), INK_LIGHT
        )
        painter.fillRect(QRectF(g.left(), g.top() + i * c - width / 2, g.width(), width), INK_LIGHT)
    outline(painter, g, 0.075 * c, INK)
    outer = 0.11 * c
    outline(painter, g.adjusted(-outer, -outer, outer, outer), 0.025 * c, INK)


def paint_labels(painter: QPainter, layout: SheetLayout) -> None:
    """Row letters A–K and column numbers 1–11, as printed (RULES §2)."""
    c = layout.cell
    painter.setFont(font(0.4 * c, bold=True))
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


def paint_map(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """The 11×11 map in paint order: spaces, the penalty tint under the rules, the
    grid, X marks and attack marks over everything drawn, highlights on top."""
    sheet = content.sheet
    _paint_spaces(painter, sheet, layout, content.look)
    _paint_penalty(painter, layout, content.penalty)
    paint_grid_lines(painter, layout)
    for row, col in grid.cells_of(sheet.destroyed):
        paint_destroyed(painter, layout.cell_rect(row, col))
    for row, col in grid.cells_of(sheet.attack):
        paint_attack_mark(painter, layout.cell_rect(row, col))
    _paint_highlight(painter, content, layout)
