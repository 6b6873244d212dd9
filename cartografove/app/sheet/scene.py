"""The map sheet on screen: a scene with the painted sheet and the shape being drawn.

The sheet itself is one cached item painted by :func:`.painter.paint_sheet`
(the same code paints PDF pages). The shape the player is drawing is a separate,
small item on top, so moving it by a cell repaints a few dozen pixels, not the sheet
(issue 3: ≤ 4 ms per move). Mouse and keyboard input on the sheet are handed to a
:class:`SheetTool` — the play screen — in grid coordinates.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...rules.board import grid
from ...rules.board.grid import Bitboard, Cell
from ...rules.cards import Terrain
from ...rules.decisions import Ask
from ..play.draft import Draft
from .content import SheetContent
from .layout import SheetLayout
from .painter import paint_sheet
from .terrain_art import paint_attack_mark, paint_destroyed, paint_space

CELL = 40.0
LEGAL = QColor(46, 160, 67)
ILLEGAL = QColor(207, 34, 46)
TARGET = QColor(230, 140, 20)


class SheetTool(Protocol):
    """Who gets the player's input on the sheet (cells may lie off the map)."""

    def press(self, cell: Cell, button: Qt.MouseButton) -> None: ...
    def drag(self, cell: Cell) -> None: ...
    def release(self, cell: Cell) -> None: ...
    def hover(self, cell: Cell) -> None: ...
    def wheel(self, steps: int) -> None: ...
    def key(self, event: QKeyEvent) -> bool: ...


class SheetItem(QGraphicsItem):
    """The whole painted sheet; cached, repainted only when its content changes."""

    def __init__(self, layout: SheetLayout) -> None:
        super().__init__()
        self.sheet_layout = layout
        self.content: SheetContent | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(QPointF(0, 0), self.sheet_layout.size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.content is not None:
            paint_sheet(painter, self.content, self.sheet_layout)

    def show(self, content: SheetContent) -> None:  # type: ignore[override]  # always visible; "show" means show this content
        self.content = content
        self.update()


class GhostItem(QGraphicsItem):
    """The move being prepared: the shape in its terrain, outlined green where it may
    go and red where it may not; a hero's attack marks; the space a monster would
    destroy."""

    def __init__(self, layout: SheetLayout) -> None:
        super().__init__()
        self.sheet_layout = layout
        self.draft: Draft | None = None
        self.legal = False
        self.doomed: Bitboard = 0  # monsters a hero's marks would destroy
        self.setZValue(10)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)

    def boundingRect(self) -> QRectF:
        margin = self.sheet_layout.cell * 4  # a shape may hang over the map's edge
        return self.sheet_layout.grid_rect.adjusted(-margin, -margin, margin, margin)

    def show_draft(self, draft: Draft | None, legal: bool, doomed: Bitboard = 0) -> None:
        self.prepareGeometryChange()
        self.draft, self.legal, self.doomed = draft, legal, doomed
        self.update()

    def _rect(self, cell: Cell) -> QRectF:
        return self.sheet_layout.cell_rect(*cell)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        draft = self.draft
        if draft is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cells = draft.cells()
        colour = LEGAL if self.legal else ILLEGAL
        if draft.ask in (Ask.GAZE, Ask.RAVAGE):
            for cell in cells:
                paint_destroyed(painter, self._rect(cell))
        else:
            for cell in cells:
                if draft.terrain is not None:
                    paint_space(
                        painter,
                        self._rect(cell),
                        draft.terrain,
                        monster=draft.monster if draft.terrain is Terrain.MONSTER else None,
                        opacity=0.8 if draft.placed else 0.55,
                    )
            for cell in grid.cells_of(draft.marks()):
                paint_attack_mark(painter, self._rect(cell))
            for cell in grid.cells_of(self.doomed):
                paint_destroyed(painter, self._rect(cell))
        pen = QPen(colour, 3.0 if draft.placed else 2.0)
        if not draft.placed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._outline(cells))

    def _outline(self, cells: tuple[Cell, ...]) -> QPainterPath:
        path = QPainterPath()
        for cell in cells:
            path.addRect(self._rect(cell).adjusted(1.5, 1.5, -1.5, -1.5))
        return path.simplified()


class SpacesItem(QGraphicsItem):
    """Rounded frames around some spaces, over the sheet: the Gorgon's or Troll's
    targets here, what changed and what earns or costs on the play screen."""

    def __init__(
        self,
        layout: SheetLayout,
        colour: QColor,
        *,
        alpha: int,
        pen: float,
        inset: float,
        z: float,
    ) -> None:
        super().__init__()
        self.sheet_layout = layout
        self.colour = QColor(colour)
        self.alpha, self.pen, self.inset = alpha, pen, inset
        self.mask: Bitboard = 0
        self.setZValue(z)

    def boundingRect(self) -> QRectF:
        return self.sheet_layout.grid_rect

    def show_mask(self, mask: Bitboard) -> None:
        self.mask = mask
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.mask:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self.colour)
        fill.setAlpha(self.alpha)
        painter.setBrush(fill)
        painter.setPen(QPen(self.colour, self.pen))
        inset = self.inset
        for row, col in grid.cells_of(self.mask):
            painter.drawRoundedRect(
                self.sheet_layout.cell_rect(row, col).adjusted(inset, inset, -inset, -inset), 4, 4
            )


class SheetScene(QGraphicsScene):
    """The painted sheet plus the overlays of the move in progress."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet_layout = SheetLayout(CELL)
        self.sheet_item = SheetItem(self.sheet_layout)
        self.targets = SpacesItem(self.sheet_layout, TARGET, alpha=70, pen=2.5, inset=3, z=5)
        self.ghost = GhostItem(self.sheet_layout)
        for item in (self.sheet_item, self.targets, self.ghost):
            self.addItem(item)
        self.setSceneRect(QRectF(QPointF(0, 0), self.sheet_layout.size))
        self.tool: SheetTool | None = None
        self._pressed = False

    def cell_at(self, point: QPointF) -> Cell:
        """The grid cell under a point, extended beyond the map (negative or > 10)."""
        return self.sheet_layout.cell_under(point)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is None:
            return
        self._pressed = event.button() == Qt.MouseButton.LeftButton
        self.tool.press(self.cell_at(event.scenePos()), event.button())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is None:
            return
        cell = self.cell_at(event.scenePos())
        if self._pressed:
            self.tool.drag(cell)
        else:
            self.tool.hover(cell)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is None:
            return
        if self._pressed and event.button() == Qt.MouseButton.LeftButton:
            self._pressed = False
            self.tool.release(self.cell_at(event.scenePos()))
        event.accept()

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        if self.tool is not None:
            self.tool.wheel(1 if event.delta() < 0 else -1)
            event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.tool is not None and self.tool.key(event):
            event.accept()
            return
        super().keyPressEvent(event)


class SheetView(QGraphicsView):
    """Shows a sheet scene scaled to the widget, never stretched, crisp on HiDPI."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(QColor(58, 47, 38))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


class SheetPreview(SheetView):
    """A sheet to look at, not to draw on (score screens, the overview)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = QGraphicsScene()
        super().__init__(scene, parent)
        scene.setParent(self)  # the view owns its scene (else Python frees it)
        self.sheet_layout = SheetLayout(CELL)
        self.item = SheetItem(self.sheet_layout)
        scene.addItem(self.item)
        scene.setSceneRect(QRectF(QPointF(0, 0), self.sheet_layout.size))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMouseTracking(False)

    def show(self, content: SheetContent) -> None:  # type: ignore[override]
        self.item.show(content)
        self.fit()
