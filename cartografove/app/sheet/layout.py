"""Where everything on the sheet is, in scene units (one grid space is ``cell`` square).

All rectangles are derived here once, so the screen (hit testing, the overlays of the
move in progress), the painting, the guide's pictures and the PDF share one set of
numbers; painting never decides where things go.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...rules.board import grid
from ...rules.board.grid import Cell

# Vertical bands of the sheet, in grid cells, top to bottom.
_MARGIN_X = 0.95  # outer margin left and right (the frame sits inside it)
_GUTTER = 0.62  # row letters on the left, the same space mirrored on the right
_TOP = 0.6
_HEADER = 1.35
_HEADER_GAP = 0.22
_COL_LABELS = 0.6
_COINS_GAP = 0.25
_COINS = 0.72
_EDICTS_GAP = 0.22
_EDICT_ROW = 0.62  # the edicts sit in two rows of two: A B / C D
_EDICTS = 2 * _EDICT_ROW + 0.14
_TABLE_GAP = 0.22
_TABLE = 3.1
_KEY_GAP = 0.15
_NOTE = 0.45  # a line above the key: a solo game's rating
_KEY = 1.35  # the key: three rows of four symbols with their names
_FOOTER_GAP = 0.08
_FOOTER = 0.42
_BOTTOM = 0.45
_TOTAL_WIDTH = 1.9  # the final total box
_BOX_GAP = 0.2  # between season columns and between edict cartouches
KEY_ENTRIES = 12


@dataclass(frozen=True)
class SeasonBoxes:
    """Where the parts of one season column are: its name and letters, the four
    small boxes (edict, edict, coins, monsters) and the season total."""

    name: QRectF
    letters: QRectF
    boxes: tuple[QRectF, QRectF, QRectF, QRectF]
    total: QRectF

    @classmethod
    def of(cls, rect: QRectF, c: float) -> SeasonBoxes:
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


def corner(rect: QRectF, c: float, side: float = 0.26) -> QRectF:
    """The small square in a box's top-left corner where its printed key sits."""
    return QRectF(rect.left() + 0.05 * c, rect.top() + 0.05 * c, side * c, side * c)


def edict_parts(rect: QRectF, c: float) -> tuple[QRectF, QRectF]:
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


def total_parts(rect: QRectF, c: float) -> tuple[QRectF, QRectF, QRectF]:
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


class SheetLayout:
    """Geometry of the sheet in scene units; the grid cell is ``cell`` units square."""

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
        y += (_TABLE + _KEY_GAP) * c
        self.note_rect = QRectF(left, y, inner, _NOTE * c)
        y += _NOTE * c
        self.key_rect = QRectF(left, y, inner, _KEY * c)
        y += (_KEY + _FOOTER_GAP) * c
        self.footer_rect = QRectF(left, y, inner, _FOOTER * c)
        y += (_FOOTER + _BOTTOM) * c
        self.size = QSizeF(width, y)
        self.frame_rect = QRectF(0, 0, width, y).adjusted(0.32 * c, 0.32 * c, -0.32 * c, -0.32 * c)
        self.name_rect, self.title_rect, self.compass_rect = self._header_fields()
        self.edict_rects = self._edict_boxes()
        season_width = self.table_rect.width() - (_TOTAL_WIDTH + _BOX_GAP) * c
        self.season_rects = self._row_of(self.table_rect, 4, season_width)
        self.season_parts = tuple(SeasonBoxes.of(rect, c) for rect in self.season_rects)
        self.total_rect = QRectF(
            self.table_rect.right() - _TOTAL_WIDTH * c,
            self.table_rect.top(),
            _TOTAL_WIDTH * c,
            self.table_rect.height(),
        )
        self.key_rects = self._key_entries()

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

    def _key_entries(self) -> tuple[tuple[QRectF, QRectF], ...]:
        """The key's entries, four to a row: a symbol's square and its name's room."""
        band, c = self.key_rect, self.cell
        columns, rows = 4, KEY_ENTRIES // 4
        width, height = band.width() / columns, band.height() / rows
        side = min(height - 0.08 * c, 0.44 * c)
        entries = []
        for i in range(KEY_ENTRIES):
            left = band.left() + (i % columns) * width
            top = band.top() + (i // columns) * height
            square = QRectF(left, top + (height - side) / 2, side, side)
            label = QRectF(square.right() + 0.1 * c, top, width - side - 0.18 * c, height)
            entries.append((square, label))
        return tuple(entries)

    def flow_key(self, widths: list[float]) -> tuple[tuple[QRectF, QRectF], ...] | None:
        """The key's entries in rows as long as their names (print L4, issue 25): a
        symbol's square and its name's room, each entry as wide as its name needs
        (``widths``, in scene units) and the next one after a gap, onto the next of
        the three rows when the row is full. None when they do not fit the band."""
        band, c = self.key_rect, self.cell
        rows = KEY_ENTRIES // 4
        height = band.height() / rows
        side = min(height - 0.08 * c, 0.44 * c)
        x, row, entries = band.left(), 0, []
        for width in widths:
            length = side + 0.1 * c + width
            if x > band.left() and x + length > band.right():
                x, row = band.left(), row + 1
            if row >= rows or length > band.width():
                return None
            top = band.top() + row * height
            square = QRectF(x, top + (height - side) / 2, side, side)
            label = QRectF(square.right() + 0.1 * c, top, width, height)
            entries.append((square, label))
            x += length + 0.35 * c
        return tuple(entries)

    @property
    def map_rect(self) -> QRectF:
        """The map alone with its row letters and column numbers (a small map at the
        table shows this part of the sheet)."""
        labels = self.row_label_rect.width()
        return QRectF(
            self.row_label_rect.left(),
            self.col_label_rect.top(),
            self.grid_rect.width() + 2 * labels,
            self.col_label_rect.height() + self.grid_rect.height() + 0.25 * self.cell,
        )

    def cell_rect(self, row: int, col: int) -> QRectF:
        """The square of one map space (row 0 = A, col 0 = printed 1); cells off the
        map have their squares too, where a shape being dragged hangs over the edge."""
        return QRectF(
            self.grid_rect.left() + col * self.cell,
            self.grid_rect.top() + row * self.cell,
            self.cell,
            self.cell,
        )

    def cell_under(self, point: QPointF) -> Cell:
        """The grid cell under a point, extended beyond the map (negative or > 10)."""
        # a hair added against rounding: the map's bottom edge, 11 cells below its
        # top in floating point, must not fall in the last row
        return (
            math.floor((point.y() - self.grid_rect.top()) / self.cell + 1e-9),
            math.floor((point.x() - self.grid_rect.left()) / self.cell + 1e-9),
        )

    def cell_at(self, point: QPointF) -> Cell | None:
        """The map space under a point, or None off the map (right/bottom edges excluded)."""
        row, col = self.cell_under(point)
        return (row, col) if grid.on_board(row, col) else None

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
