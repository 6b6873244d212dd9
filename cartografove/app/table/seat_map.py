"""One cartographer's map at the table, small: its name, its stars, what it is
drawing now, and the map itself with its last drawing arriving as a drawing of
yours does (:class:`~..sheet.motion.Arrival`) and framed until the next one.

The map is the sheet's own painting (:func:`~..sheet.painter.paint_sheet`), shown
in its map part only (:attr:`~..sheet.layout.SheetLayout.map_rect`): one drawing
for every map on screen and on paper.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...rules.board.grid import Bitboard
from ..look.shrink import ShrinkingLabel
from ..play.telling import CHANGED
from ..sheet.content import SheetContent
from ..sheet.layout import SheetLayout
from ..sheet.motion import Arrival, changed_spaces
from ..sheet.scene import CELL, SheetItem, SheetView, SpacesItem


class SmallMap(SheetView):
    """The map part of a painted sheet, fitted to the widget; a click chooses it."""

    clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = QGraphicsScene()
        super().__init__(scene, parent)
        scene.setParent(self)  # the view owns its scene (else Python frees it)
        self.sheet_layout = layout = SheetLayout(CELL)
        self.item = SheetItem(layout)
        # bold enough to be seen at a third of the size: the map is small
        self.last = SpacesItem(layout, CHANGED, alpha=110, pen=8.0, inset=4, z=6)
        self.arrival = Arrival(layout, self)
        for item in (self.item, self.arrival, self.last):
            scene.addItem(item)
        scene.setSceneRect(layout.map_rect)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMouseTracking(False)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        rect = layout.map_rect
        self.ratio = rect.height() / rect.width()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(width * self.ratio)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        event.accept()

    def wheelEvent(self, event: QWheelEvent) -> None:
        """The wheel scrolls the table, not this small map."""
        event.ignore()


class SeatMap(QFrame):
    """One seat of the table: ``chosen`` when its map is clicked (to see it large)."""

    chosen = Signal(int)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("seatMap")
        self.setProperty("deciding", False)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.name = ShrinkingLabel()  # a name can be 32 characters
        self.name.setObjectName("seatName")
        self.stars = QLabel()
        self.stars.setObjectName("seatStars")
        self.doing = QLabel()
        self.doing.setObjectName("seatDoing")
        self.doing.setWordWrap(True)
        self.doing.hide()
        self.map = SmallMap()
        self.map.clicked.connect(lambda: self.chosen.emit(self.seat))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(2)
        layout.addWidget(self.name)
        layout.addWidget(self.stars)
        layout.addWidget(self.doing)
        layout.addWidget(self.map)
        self.content: SheetContent | None = None
        self.drawn_last: Bitboard = 0  # the spaces of the map's last drawing

    def show_seat(
        self, content: SheetContent, stars: str, doing: str, *, moving: bool = True
    ) -> None:
        """The seat as it stands: its map (its last change arriving, if ``moving``
        and the map changed since it was shown), its stars and what it is doing."""
        self.name.setText(content.name)
        self.stars.setText(stars)
        self.doing.setText(doing)
        self.doing.setVisible(bool(doing))
        if bool(doing) != self.property("deciding"):
            self.setProperty("deciding", bool(doing))
            self.style().unpolish(self)
            self.style().polish(self)
        before, self.content = self.content, content
        self.map.item.show(content)
        if before is None or before.sheet is content.sheet:
            return
        if not moving:
            self.map.arrival.finish()
            self.drawn_last = 0
        else:
            self.drawn_last = changed_spaces(before.sheet, content.sheet)
            self.map.arrival.settle(before, content.sheet, self.drawn_last)
        self.map.last.show_mask(self.drawn_last & (content.sheet.filled | content.sheet.attack))

    def set_map_width(self, width: int) -> None:
        """The small map ``width`` pixels wide, as tall as its part of the sheet."""
        self.map.setFixedSize(width, self.map.heightForWidth(width))
