"""Zooming and panning the map (issue 33): the preview and the placement stay exact
at every zoom, made through the viewport's real events; the wheel alone still
turns the shape, Ctrl+wheel, the keys and the buttons zoom."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cartografove.rules.board import grid
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup

from .driver import GuiPlayer

ZOOMS = (1.0, 1.6, 2.5, 4.0)


class ZoomedPlayer(GuiPlayer):
    """Places each shape with the map zoomed in, the target brought into view."""

    zoom = 1.0

    def place(self, cells):
        screen = self.screen
        view = screen.view
        view.zoom_to(self.zoom)
        draft = screen.pencil.draft
        height, width = draft.size()
        grab = ((height - 1) // 2, (width - 1) // 2)
        top = min(r for r, _ in cells)
        left = min(c for _, c in cells)
        held = (top + grab[0], left + grab[1])
        view.centerOn(screen.scene.sheet_layout.cell_rect(*held).center())
        assert view.viewport().rect().contains(self.point(held))
        # put it down one space off, then drag it onto its place
        near = (held[0], held[1] + (1 if held[1] < grid.SIZE - 1 else -1))
        self.drag(near, held)
        assert screen.pencil.draft.cells() == tuple(sorted(cells)), (self.zoom, cells)
        legal = screen.session.game.why_illegal(screen.pencil.draft.decision()) is None
        assert screen.side.confirm_button.isEnabled() == legal


def test_placement_is_exact_at_every_zoom(window, qtbot):
    window.start(Game(Setup(("Ann",), 21, "C")))
    screen = window.play
    qtbot.waitExposed(screen.view)
    player = ZoomedPlayer(screen, qtbot, seed=4)
    whole = screen.view.transform().m11()  # the scale that shows the whole sheet
    for move in range(16):
        player.zoom = ZOOMS[move % len(ZOOMS)]
        player.step()
        assert abs(screen.view.transform().m11() / whole - player.zoom) < 1e-6
    assert len(screen.session.game.decisions) == 16


def wheel(view, modifiers, up=True):
    position = QPointF(view.viewport().rect().center())
    event = QWheelEvent(
        position,
        QPointF(view.viewport().mapToGlobal(position.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 if up else -120),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)


def test_the_wheel_turns_the_shape_and_ctrl_wheel_and_the_keys_zoom(window, qtbot):
    window.start(Game(Setup(("Ann",), 3, "C")))
    screen = window.play
    qtbot.waitExposed(screen.view)
    view, draft = screen.view, screen.pencil.draft
    while not draft.turnable:
        screen.session.apply(screen.session.game.legal_decisions()[0])
        draft = screen.pencil.draft
    turn = draft.turn
    wheel(view, Qt.KeyboardModifier.NoModifier)
    assert draft.turn != turn and view.zoom == 1.0  # turned, not zoomed
    turn = draft.turn
    wheel(view, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom > 1.0 and draft.turn == turn  # zoomed, not turned
    QTest.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == 1.0
    QTest.keyClick(view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom > 1.5
    anchor = draft.anchor
    QTest.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert draft.anchor == anchor  # Ctrl+arrow pans the map, it does not move the shape
    QTest.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert 1.0 < view.zoom < 1.6
    view.buttons.whole.click()
    assert view.zoom == 1.0
    view.buttons.zoom_in.click()
    assert view.zoom > 1.0


def test_a_touchpad_pinch_zooms_around_the_fingers(window, qtbot):
    from PySide6.QtGui import QNativeGestureEvent, QPointingDevice

    window.start(Game(Setup(("Ann",), 3, "C")))
    screen = window.play
    qtbot.waitExposed(screen.view)
    view = screen.view
    fingers = QPointF(view.viewport().rect().center()) + QPointF(30, -20)
    under = view.mapToScene(fingers.toPoint())
    pinch = QNativeGestureEvent(
        Qt.NativeGestureType.ZoomNativeGesture,
        QPointingDevice.primaryPointingDevice(),
        2,
        fingers,
        fingers,
        QPointF(view.viewport().mapToGlobal(fingers.toPoint())),
        0.5,
        QPointF(0, 0),
    )
    QApplication.sendEvent(view.viewport(), pinch)
    assert abs(view.zoom - 1.5) < 1e-6
    held = view.mapToScene(fingers.toPoint())
    # the point under the fingers stays under them, along the axis the zoomed sheet
    # overflows (the other keeps it centred while it still fits)
    overflows = view.horizontalScrollBar().maximum() > 0
    assert overflows and abs(held.x() - under.x()) < 2
