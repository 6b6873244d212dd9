"""The pencil: mouse and keys shaping the :class:`Draft` on the sheet, and the
preview of what the shaped move would do.

The sheet scene reports presses, drags, releases, hovering and the wheel in grid
coordinates (its ``SheetTool``); the keys come from the play screen; a shape
dragged from the card panel arrives as drag-and-drop events on the map's view. The
:class:`Pencil` only moves, turns and picks within the draft; whether the result is
legal is the engine's answer, which the :class:`MovePreview` shows whenever the pencil
says it ``changed``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QDropEvent, QKeyEvent

from ...rules.board import grid
from ...rules.board.grid import Cell
from ...rules.cards import Terrain
from ...rules.decisions import Ask
from ..reasons import explain, off_map
from ..sheet.content import SheetContent
from ..sheet.motion import Arrival
from ..sheet.scene import SheetScene, SheetView
from ..text import player_name, translate
from .draft import Draft
from .instructions import Tone, status
from .panel.card_panel import SHAPE_MIME, CardPanel
from .panel.live_score import standing
from .panel.side_panel import SidePanel
from .session import GameSession
from .telling import ChangesItem

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
        # shapes dragged from the card; the viewport kept, so a filtered event while
        # the view is being destroyed never calls into the view
        self._viewport = view.viewport()
        self._viewport.installEventFilter(self)
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
        if watched is not self._viewport:
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


class MovePreview(QObject):
    """What the move in hand would do, shown while it is shaped: the ghost on the
    map (green where legal, red with the engine's reason where not), the points in
    the live score, the pencil's buttons and the status line; and the live score of
    the map in view, with its scoring spaces lit on request. ``confirm`` hands the
    placed move to the session; ``deciding`` (the player) comes just before."""

    deciding = Signal(int)

    def __init__(
        self,
        session: GameSession,
        pencil: Pencil,
        scene: SheetScene,
        side: SidePanel,
        costing: ChangesItem,
        earning: ChangesItem,
        parent: QObject | None = None,
    ) -> None:
        """``costing`` and ``earning`` light the penalty and scoring spaces of the
        map in view."""
        super().__init__(parent)
        self.session, self.pencil, self.scene, self.side = session, pencil, scene, side
        self.costing, self.earning = costing, earning
        pencil.changed.connect(self.update)
        pencil.confirm_requested.connect(self.confirm)
        # the move just drawn settles in (issue 25)
        self.settling = Arrival(scene.sheet_layout, self)
        scene.addItem(self.settling)
        side.live.show_spaces.connect(self._show_score_spaces)

    def update(self) -> None:
        """Ask the engine about the draft as it is now and show the answer."""
        draft = self.pencil.draft
        side = self.side
        game = self.session.view
        ghost = self.scene.ghost
        for button in (side.rotate_button, side.mirror_button):
            button.setEnabled(bool(draft and draft.turnable))
        if draft is None or game.over:
            ghost.show_draft(None, False)
            side.live.show_preview(None)
            side.confirm_button.setEnabled(False)
            side.back_button.setEnabled(False)
            side.status.setText("")
            return
        hovering = self.pencil.hovering
        decision = draft.decision()
        preview = None
        if decision is None:
            legal, reason = False, off_map()
        else:
            error = game.why_illegal(decision)
            legal, reason = error is None, explain(error) if error else ""
            if legal and (draft.placed or hovering):
                preview = game.preview(decision)  # the engine says what it does
        # the engine's preview: monsters under a hero's marks, or a monster drawn
        # onto attack marks (a gaze or ravage destroys the chosen space itself)
        destroying = draft.ask in (Ask.GAZE, Ask.RAVAGE)
        doomed = preview.destroyed if preview is not None and not destroying else 0
        ghost.show_draft(draft if draft.placed or hovering else None, legal, doomed)
        side.live.show_preview(preview if draft.placed else None)
        side.confirm_button.setEnabled(legal and draft.placed)
        side.back_button.setEnabled(draft.placed)
        text, tone = status(draft, legal, reason, hovering)
        self.set_status(text, tone)

    def set_status(self, text: str, tone: Tone) -> None:
        label = self.side.status
        label.setText(text)
        if label.property("legal") != tone.value:
            label.setProperty("legal", tone.value)
            label.style().unpolish(label)
            label.style().polish(label)

    def show_standing(self, viewer: int) -> None:
        """The live score of ``viewer``'s map (the engine's scoring of it)."""
        game, live = self.session.view, self.side.live
        live.set_seasons(tuple(s.id for s in game.seasons))
        if game.over:
            live.show_final(game, viewer)
            self._show_score_spaces(False)
            return
        pending = game.pending
        drawing_elsewhere = (
            pending is not None
            and not game.solo
            and pending.sheet != pending.player
            and viewer == pending.sheet
        )
        owner = player_name(game.players[viewer]) if drawing_elsewhere else ""
        live.show_standing(standing(game, viewer), owner)
        self._show_score_spaces(live.spaces_button.isChecked())

    def _show_score_spaces(self, shown: bool) -> None:
        current = self.side.live.standing
        self.earning.show_mask(current.earning if shown and current else 0)
        self.costing.show_mask(current.penalty_spaces if shown and current else 0)

    def confirm(self) -> bool:
        """Draw the placed shape for real; refused moves keep the game as it was."""
        draft = self.pencil.draft
        if draft is None or not draft.placed or self.session.view.over:
            self.set_status(
                translate("PlayScreen", "Place the shape on the map first."), Tone.PROBLEM
            )
            return False
        decision = draft.decision()
        if decision is None:
            self.set_status(off_map(), Tone.PROBLEM)
            return False
        self.deciding.emit(draft.pending.player)
        before = self.scene.sheet_item.content
        error = self.session.apply(decision)
        if error is not None:
            self.set_status(explain(error), Tone.PROBLEM)
            return False
        self._settle(before, draft)
        return True

    def _settle(self, before: SheetContent | None, draft: Draft) -> None:
        """The move just drawn settles in, if its map is still the one in view."""
        after = self.session.view.sheets[draft.pending.sheet]
        shown = self.scene.sheet_item.content
        if before is None or shown is None or shown.sheet is not after:
            return
        mask = grid.mask_of(draft.cells()) & (after.filled | after.attack)
        mask |= (before.sheet.attack ^ after.attack) | (before.sheet.destroyed ^ after.destroyed)
        self.settling.settle(before, after, mask)
