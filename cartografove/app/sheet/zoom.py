"""The map you draw on, zoomed and panned (issue 33): Ctrl+wheel or a pinch zooms
around the point under the fingers, Ctrl++ / Ctrl+- / Ctrl+0 and the buttons in
the corner zoom in, out and back to the whole sheet, a middle-button drag or
Ctrl+arrows pan.

Only the view's transform changes: the scene, its items and the hit testing stay
in scene units, so every press, move and release still lands on the space under
the pointer (the scene maps them through the transform) and the preview and the
placement are exact at every zoom. The wheel alone still turns the shape.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QNativeGestureEvent,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGestureEvent,
    QGraphicsScene,
    QHBoxLayout,
    QPinchGesture,
    QToolButton,
    QWidget,
)

from ..text import translate
from .scene import SheetView

LARGEST = 4.0  # the most the map is magnified, over the whole sheet in view
STEP = 1.25  # one Ctrl++ or one notch of Ctrl+wheel
PAN = 60  # pixels one Ctrl+arrow pans


class ZoomButtons(QWidget):
    """Zoom in, zoom out and the whole sheet, in the view's top-right corner."""

    def __init__(self, view: ZoomingView) -> None:
        super().__init__(view)
        self.setObjectName("zoomButtons")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        self.zoom_in, self.zoom_out, self.whole = QToolButton(), QToolButton(), QToolButton()
        for button, slot in (
            (self.zoom_out, view.zoom_out),
            (self.zoom_in, view.zoom_in),
            (self.whole, view.fit_whole),
        ):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(slot)
            row.addWidget(button)
        self.retranslate()

    def retranslate(self) -> None:
        self.zoom_in.setText("+")
        self.zoom_out.setText("−")
        self.whole.setText(translate("Zoom", "Fit"))
        self.zoom_in.setToolTip(translate("Zoom", "Zoom in (Ctrl++, Ctrl+wheel)"))
        self.zoom_out.setToolTip(translate("Zoom", "Zoom out (Ctrl+-)"))
        self.whole.setToolTip(
            translate("Zoom", "The whole sheet (Ctrl+0). Drag with the middle button to pan.")
        )


class ZoomingView(SheetView):
    """A sheet view that zooms (:attr:`zoom`: 1 shows the whole sheet) and pans."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.zoom = 1.0
        self._panning: QPoint | None = None
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self.buttons = ZoomButtons(self)

    # --- zooming ----------------------------------------------------------------------

    def fit(self) -> None:
        """The whole sheet fitted to the widget, magnified by :attr:`zoom` around
        the middle of what was in view."""
        centre = self.mapToScene(self.viewport().rect().center())
        super().fit()
        if self.zoom != 1.0:
            self.scale(self.zoom, self.zoom)
            self.centerOn(centre)

    def zoom_to(self, zoom: float, anchor: QPointF | None = None) -> None:
        """Magnify to ``zoom`` (kept between the whole sheet and :data:`LARGEST`),
        keeping the scene point under ``anchor`` (viewport pixels; the middle by
        default) where it is."""
        zoom = max(1.0, min(LARGEST, zoom))
        if abs(zoom - self.zoom) < 1e-6:
            return
        at = anchor if anchor is not None else QPointF(self.viewport().rect().center())
        held = self.mapToScene(at.toPoint())
        self.zoom = zoom
        super().fit()
        if zoom != 1.0:
            self.scale(zoom, zoom)
        # bring the held point back under the anchor
        moved = self.mapFromScene(held) - at.toPoint()
        self._scroll_by(moved.x(), moved.y())

    def zoom_in(self) -> None:
        self.zoom_to(self.zoom * STEP)

    def zoom_out(self) -> None:
        self.zoom_to(self.zoom / STEP)

    def fit_whole(self) -> None:
        self.zoom_to(1.0)

    def _scroll_by(self, dx: float, dy: float) -> None:
        horizontal, vertical = self.horizontalScrollBar(), self.verticalScrollBar()
        horizontal.setValue(horizontal.value() + round(dx))
        vertical.setValue(vertical.value() + round(dy))

    # --- input ------------------------------------------------------------------------

    def zoom_key(self, event: QKeyEvent) -> bool:
        """Ctrl++ / Ctrl+= / Ctrl+- / Ctrl+0 and Ctrl+arrows; True if handled."""
        if not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            return False
        key = event.key()
        pans = {
            Qt.Key.Key_Left: (-PAN, 0),
            Qt.Key.Key_Right: (PAN, 0),
            Qt.Key.Key_Up: (0, -PAN),
            Qt.Key.Key_Down: (0, PAN),
        }
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_out()
        elif key == Qt.Key.Key_0:
            self.fit_whole()
        elif key in pans:
            self._scroll_by(*pans[Qt.Key(key)])
        else:
            return False
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.zoom_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Ctrl+wheel zooms around the pointer; the wheel alone goes to the scene
        (it turns the shape)."""
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom_to(self.zoom * STEP**steps, event.position())
            event.accept()
            return
        super().wheelEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton:
            self._panning = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._panning is not None:
            now = event.position().toPoint()
            moved, self._panning = self._panning - now, now
            self._scroll_by(moved.x(), moved.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._panning is not None and event.button() == Qt.MouseButton.MiddleButton:
            self._panning = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        """A pinch on a touch screen or a touchpad zooms around the fingers."""
        if isinstance(event, QGestureEvent):
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if isinstance(pinch, QPinchGesture):
                centre = self.viewport().mapFromGlobal(pinch.centerPoint().toPoint())
                self.zoom_to(self.zoom * pinch.scaleFactor(), QPointF(centre))
                event.accept()
                return True
        if (
            isinstance(event, QNativeGestureEvent)
            and event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture
        ):
            self.zoom_to(self.zoom * (1.0 + event.value()), event.position())
            event.accept()
            return True
        return super().viewportEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        hint = self.buttons.sizeHint()
        self.buttons.setGeometry(self.width() - hint.width() - 8, 8, hint.width(), hint.height())
