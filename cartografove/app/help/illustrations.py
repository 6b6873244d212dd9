"""Small pictures for the guide: a map, a shape, a scoring example.

They are drawn with the same terrain art as the sheet, and every scoring example is
scored by the engine itself — the guide can never claim a card scores what the game
would not give.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from ...rules import grid
from ...rules.cards import Monster, Terrain
from ...rules.grid import Bitboard, Cell
from ...rules.scoring import ScoreResult, score
from ...rules.sheet import Sheet
from ..sheet.terrain_art import (
    INK,
    PAPER,
    paint_attack_mark,
    paint_destroyed,
    paint_ruins,
    paint_space,
    paint_wasteland,
)

HIGHLIGHT = QColor(214, 150, 20)


def _image(width: float, height: float) -> tuple[QImage, QPainter]:
    image = QImage(int(width), int(height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return image, painter


def map_picture(
    sheet: Sheet, *, cell: int = 16, highlight: Bitboard = 0, lines: Iterable[object] = ()
) -> QImage:
    """The 11×11 map of a sheet, with spaces (and rows/columns) outlined in green."""
    size = grid.SIZE * cell + 2
    image, painter = _image(size, size)
    painter.fillRect(QRectF(0, 0, size, size), PAPER)
    for row in range(grid.SIZE):
        for col in range(grid.SIZE):
            rect = QRectF(1 + col * cell, 1 + row * cell, cell, cell)
            space = sheet.space((row, col))
            if space.wasteland:
                paint_wasteland(painter, rect)
            elif space.terrain is not None:
                paint_space(painter, rect, space.terrain, monster=space.monster)
            if space.ruins and space.terrain is None:
                paint_ruins(painter, rect)
            if space.destroyed:
                paint_destroyed(painter, rect)
            if space.attack:
                paint_attack_mark(painter, rect)
    lines = list(lines)
    lit = highlight
    for line in lines:
        lit |= line.mask  # type: ignore[attr-defined]
    if lit:  # wash out everything that did not score, so what did stands out
        wash = QColor(PAPER)
        wash.setAlpha(170)
        for row, col in grid.cells_of(grid.FULL & ~lit):
            painter.fillRect(QRectF(1 + col * cell, 1 + row * cell, cell, cell), wash)
    painter.setPen(QPen(QColor(INK), 0.6))
    for i in range(grid.SIZE + 1):
        painter.drawLine(QPointF(1 + i * cell, 1), QPointF(1 + i * cell, size - 1))
        painter.drawLine(QPointF(1, 1 + i * cell), QPointF(size - 1, 1 + i * cell))
    painter.setPen(QPen(HIGHLIGHT, max(2.0, cell / 8)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for line in lines:
        kind, index = line.kind, line.index  # type: ignore[attr-defined]
        if kind == "diag":
            for row, col in grid.cells_of(line.mask):  # type: ignore[attr-defined]
                painter.drawRect(QRectF(1 + col * cell, 1 + row * cell, cell, cell))
            continue
        if kind == "row":
            rect = QRectF(1, 1 + index * cell, grid.SIZE * cell, cell)
        else:
            rect = QRectF(1 + index * cell, 1, cell, grid.SIZE * cell)
        painter.drawRect(rect.adjusted(1, 1, -1, -1))
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
