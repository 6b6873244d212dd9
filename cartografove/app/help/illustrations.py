"""Small pictures for the guide: a map, a shape, a scoring example.

Maps are painted by the sheet's own map painter, shapes with its terrain art, and
every scoring example is scored by the engine itself — the guide can never claim a
card scores what the game would not give.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from ...rules.board import grid
from ...rules.board.grid import Bitboard, Cell
from ...rules.board.sheet import Sheet
from ...rules.cards import Monster, Terrain
from ...rules.scoring import Line, ScoreResult, score
from ..sheet.content import SheetContent
from ..sheet.layout import SheetLayout
from ..sheet.map_area import paint_map
from ..sheet.palette import PAPER
from ..sheet.terrain_art import paint_attack_mark, paint_space

_BORDER = 0.16  # of a cell: room for the map's printed double border


def _image(width: float, height: float) -> tuple[QImage, QPainter]:
    image = QImage(int(width), int(height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    return image, painter


def map_picture(
    sheet: Sheet, *, cell: int = 16, highlight: Bitboard = 0, lines: Iterable[Line] = ()
) -> QImage:
    """The 11×11 map of a sheet as the sheet itself paints it (the same painter),
    with the spaces and rows/columns that scored lit up as on the score screen."""
    layout = SheetLayout(cell)
    grid_rect = layout.grid_rect
    margin = round(_BORDER * cell) + 1
    image, painter = _image(grid_rect.width() + 2 * margin, grid_rect.height() + 2 * margin)
    painter.fillRect(QRectF(0, 0, image.width(), image.height()), PAPER)
    painter.translate(margin - grid_rect.left(), margin - grid_rect.top())
    lines = tuple(lines)
    content = SheetContent(sheet, highlight=highlight, highlight_lines=lines)
    paint_map(painter, content, layout)
    lit = highlight
    for line in lines:
        lit |= line.mask
    if lit:  # a picture this small needs more: wash out what did not score
        wash = QColor(PAPER)
        wash.setAlpha(150)
        for row, col in grid.cells_of(grid.FULL & ~lit):
            painter.fillRect(layout.cell_rect(row, col), wash)
    painter.end()
    return image


def shape_picture(
    cells: Iterable[Cell],
    terrain: Terrain,
    *,
    cell: int = 22,
    marks: Sequence[Cell] = (),
    monster: Monster | None = None,
) -> QImage:
    """A shape as printed on a card, optionally with a hero's attack marks or a
    monster's initial."""
    everything = list(cells) + list(marks)
    top = min(r for r, _ in everything)
    left = min(c for _, c in everything)
    rows = max(r for r, _ in everything) - top + 1
    cols = max(c for _, c in everything) - left + 1
    image, painter = _image(cols * cell + 2, rows * cell + 2)
    for r, c in cells:
        paint_space(
            painter,
            QRectF(1 + (c - left) * cell, 1 + (r - top) * cell, cell - 1, cell - 1),
            terrain,
        )
    for r, c in marks:
        paint_attack_mark(
            painter, QRectF(1 + (c - left) * cell, 1 + (r - top) * cell, cell - 1, cell - 1)
        )
    painter.end()
    return image


def scoring_example(
    card_id: str, rows: Sequence[str], side: str = "C"
) -> tuple[QImage, ScoreResult]:
    """A drawn example of a scoring card with what scores outlined, and the engine's
    score for it."""
    sheet = Sheet.from_rows(side, rows)
    result = score(card_id, sheet)
    return map_picture(sheet, highlight=result.mask, lines=result.lines), result
