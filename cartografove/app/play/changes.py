"""Nothing changes unseen (issue 14).

Whatever changes a map without its owner's hand — a neighbour drawing a monster on
it, the solo walk's ambush, a Gorgon's or a Troll's destruction, zombies spreading,
dragon coins, a hero's attack — is kept here until the owner looks at that map, and
then shown once: the sentences, and the spaces highlighted until the owner's next
action. In solo play the owner always looks, so it is shown at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...rules.board import grid
from ...rules.board.grid import Bitboard
from ..sheet.scene import SheetScene
from .notices import Notice

CHANGED = QColor("#c77d16")  # amber: "look here", neither legal green nor illegal red
EARNS = QColor("#2e7d32")
COSTS = QColor("#b3261e")


@dataclass
class Unseen:
    """The notices about each map that its owner has not seen yet."""

    waiting: dict[int, list[Notice]] = field(default_factory=dict)

    def add(self, notice: Notice, seen_now: bool) -> None:
        if notice.sheet is None or seen_now:
            return
        self.waiting.setdefault(notice.sheet, []).append(notice)

    def take(self, sheet: int) -> list[Notice]:
        """What the owner of ``sheet`` should see now that they look at it."""
        return self.waiting.pop(sheet, [])

    def clear(self) -> None:
        self.waiting.clear()


class ChangesItem(QGraphicsItem):
    """Frames around some spaces: amber for what just changed; the live score
    uses green for the spaces that earn and red for those that cost."""

    def __init__(self, scene: SheetScene, colour: QColor = CHANGED, z: float = 6) -> None:
        super().__init__()
        self.sheet_layout = scene.sheet_layout
        self.colour = QColor(colour)
        self.mask: Bitboard = 0
        self.setZValue(z)
        scene.addItem(self)

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
        fill.setAlpha(60)
        painter.setBrush(fill)
        painter.setPen(QPen(self.colour, 3.0))
        for row, col in grid.cells_of(self.mask):
            painter.drawRoundedRect(
                self.sheet_layout.cell_rect(row, col).adjusted(2, 2, -2, -2), 4, 4
            )
