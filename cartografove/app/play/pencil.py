"""The pencil: mouse and keys shaping the :class:`Draft` on the sheet.

The sheet scene reports presses, drags, releases, hovering and the wheel in grid
coordinates (its ``SheetTool``); the keys come from the play screen; a shape
dragged from the card panel arrives as drag-and-drop events on the map's view. Everything
here only moves, turns and picks within the draft — whether the result is legal is
the engine's answer, which the screen shows when the pencil says it ``changed``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QDropEvent, QKeyEvent

from ...rules.board import grid
from ...rules.board.grid import Cell
from ...rules.cards import Terrain
from ..sheet.scene import SheetScene, SheetView
from .draft import Draft
from .panel.card_panel import SHAPE_MIME, CardPanel

ARROWS = {
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
}


class Pencil(QObject):
    """The play screen's pencil: the scene's tool and the keys' first reader. It
    holds the :attr:`draft` (None while nobody shapes one) and says what happened:
    ``changed`` after every change of the draft (the screen previews it again),
    ``touched`` when the player acts on the map (the changes shown have been seen),
    ``confirm_requested`` for Enter on a placed shape."""

    changed = Signal()
    touched = Signal()
    confirm_requested = Signal()

    def __init__(
        self,
        view: SheetView,
        scene: SheetScene,
        card: CardPanel,
        over: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.view, self.scene, self.card = view, scene, card
        self._over = over  # whether the game is over (nothing more to draw)
        self.draft: Draft | None = None
        # the draft before a hint was put on it, and the hint: Escape gives it back
        self.hinted: tuple[Draft, Draft] | None = None
        self.hovering = False  # the mouse is over the map with an unplaced shape
        self._grab: Cell = (0, 0)  # where in the shape the mouse holds it
        scene.tool = self
        view.viewport().installEventFilter(self)  # shapes dragged from the card
        card.shape_chosen.connect(self.choose_shape)
        card.terrain_chosen.connect(self.choose_terrain)

    def update_preview(self) -> None:
        self.changed.emit()

    # --- the sheet's SheetTool ---------------------------------------------------------

    def press(self, cell: Cell, button: Qt.MouseButton) -> None:
        self.touched.emit()
        draft = self.draft
        if draft is None or self._over():
            return
        if button == Qt.MouseButton.RightButton:
            self.mirror()
            return
        if button != Qt.MouseButton.LeftButton:
            return
        if not (draft.placed and cell in draft.cells()):
            draft.centre_on(cell)
        self._grab = (cell[0] - draft.anchor[0], cell[1] - draft.anchor[1])
        draft.placed = False
        self.hovering = True
        self.update_preview()

    def drag(self, cell: Cell) -> None:
        draft = self.draft
        if draft is None:
            return
        anchor = (cell[0] - self._grab[0], cell[1] - self._grab[1])
        if anchor != draft.anchor:
            draft.anchor = anchor
            self.update_preview()

    def release(self, cell: Cell) -> None:
        draft = self.draft
        if draft is None or self._over():
            return
        self.drag(cell)
        draft.placed = True
        self.hovering = False
        self.update_preview()

    def hover(self, cell: Cell) -> None:
        draft = self.draft
        if draft is None or draft.placed or self._over():
            return
        inside = grid.on_board(*cell)
        if inside:
            draft.centre_on(cell)
        if inside != self.hovering or inside:
            self.hovering = inside
            self.update_preview()

    def wheel(self, steps: int) -> None:
        self.rotate()

    # --- a shape dragged from the card panel ------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A shape dragged from the card panel follows the mouse over the map like
        a hovering shape and is put down where it is dropped."""
        if watched is not self.view.viewport():
            return False
        kind = event.type()
        drags = (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop)
        if kind in drags:
            assert isinstance(event, QDropEvent)
            if not event.mimeData().hasFormat(SHAPE_MIME) or self.draft is None:
                return False
            event.acceptProposedAction()
            if kind == QEvent.Type.DragEnter:
                shape = bytes(event.mimeData().data(SHAPE_MIME).data()).decode()
                if shape.isdigit():
                    self.choose_shape(int(shape))
            cell = self.scene.cell_at(self.view.mapToScene(event.position().toPoint()))
            self.touched.emit()
            self.draft.placed = False
            self.draft.centre_on(cell)
            if kind == QEvent.Type.Drop:
                self.draft.placed = True
                self.hovering = False
                self.view.setFocus()
            else:
                self.hovering = True
            self.update_preview()
            return True
        if kind == QEvent.Type.DragLeave and self.draft is not None and not self.draft.placed:
            self.hovering = False
            self.update_preview()
        return False

    # --- keys ------------------------------------------------------------------------------

    def key(self, event: QKeyEvent) -> bool:
        draft = self.draft
        key = event.key()
        if draft is None or self._over():
            return False
        if key in ARROWS:
            # The first press already moves: it puts the shape down where it waits
            # and moves it one step, as the player asked (issue 14).
            draft.placed = True
            draft.move(*ARROWS[Qt.Key(key)])
            self.update_preview()
        elif key == Qt.Key.Key_R:
            self.rotate()
        elif key == Qt.Key.Key_F:
            self.mirror()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not draft.placed:
                draft.placed = True
                self.update_preview()
            else:
                self.confirm_requested.emit()
        elif key == Qt.Key.Key_Escape:
            self.take_back()
        elif key in (Qt.Key.Key_1, Qt.Key.Key_2):
            self.choose_shape(key - Qt.Key.Key_1)
        elif key == Qt.Key.Key_T and draft.terrains:
            assert draft.terrain is not None
            index = (draft.terrains.index(draft.terrain) + 1) % len(draft.terrains)
            self.choose_terrain(draft.terrains[index].value)
        else:
            return False
        return True

    # --- choices on the draft ------------------------------------------------------------

    def rotate(self) -> None:
        if self.draft is not None and self.draft.rotate():
            self._sync_card()
            self.update_preview()

    def mirror(self) -> None:
        if self.draft is not None and self.draft.mirror():
            self._sync_card()
            self.update_preview()

    def choose_shape(self, index: int) -> None:
        if self.draft is not None:
            self.draft.choose_shape(index)
            self._sync_card()
            self.update_preview()

    def choose_terrain(self, terrain: str) -> None:
        if self.draft is not None:
            self.draft.choose_terrain(Terrain(terrain))
            self._sync_card()
            self.update_preview()

    def _sync_card(self) -> None:
        if self.draft is not None:
            self.card.sync(self.draft)

    def take_back(self) -> None:
        """Lift the provisionally placed shape off the sheet (nothing was drawn yet);
        a hint untouched since it was shown gives back what the player had before
        asking (issue 25: Escape on a hint threw the player's own placement away)."""
        draft, hinted = self.draft, self.hinted
        self.hinted = None
        if draft is not None and hinted is not None and draft == hinted[1]:
            for name in ("shape", "terrain", "turn", "anchor", "placed"):
                setattr(draft, name, getattr(hinted[0], name))
            self.hovering = False
            self._sync_card()
            self.update_preview()
            return
        if draft is not None and draft.placed:
            draft.placed = False
            self.hovering = False
            self.update_preview()
