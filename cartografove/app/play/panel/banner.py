"""The banner over the card panel: what just changed on the map in view, and — for
an ambush — the ambush card's monster shape, drawn as the card panel draws shapes,
so a solo player sees which card struck and where its shape went (issue 14)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from ....rules.cards import Terrain, catalog
from ....rules.events import Drawn
from ...text import card_name
from ..notices import Notice
from .card_panel import shape_pixmap

GAP = 5  # between two ambush pictures


def ambush_cards(told: Sequence[Notice]) -> list[str]:
    """The ambush cards the solo walk drew (RULES §8), in order, once each: in a
    game with neighbours the player who drew the monster saw its card already."""
    ambush = catalog().ambush
    cards = [
        n.event.card
        for n in told
        if isinstance(n.event, Drawn) and n.event.automatic and n.event.card in ambush
    ]
    return list(dict.fromkeys(cards))


def ambush_picture(cards: Sequence[str], cell: int = 13) -> QPixmap:
    """The ambush cards' shapes side by side, each in its monster's colours."""
    ambush = catalog().ambush
    shapes = [
        shape_pixmap(ambush[card].cells, Terrain.MONSTER, cell=cell, monster=ambush[card].monster)
        for card in cards
    ]
    width = sum(p.width() for p in shapes) + GAP * (len(shapes) - 1)
    picture = QPixmap(max(1, width), max((p.height() for p in shapes), default=1))
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    x = 0
    for shape in shapes:
        painter.drawPixmap(x, 0, shape)
        x += shape.width() + GAP
    painter.end()
    return picture


class Banner(QLabel):
    """The latest changes as text, with the pictures of any ambush cards among them
    drawn in the label's indent (a plain label, so it wraps and measures as one)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setWordWrap(True)
        self.cards: list[str] = []
        self.ambush = QPixmap()
        self.hide()

    def tell(self, texts: Sequence[str], told: Sequence[Notice]) -> None:
        """Show ``texts`` (hidden when there are none) and the ambush cards in ``told``."""
        self.cards = ambush_cards(told) if texts else []
        self.ambush = ambush_picture(self.cards[-2:]) if self.cards else QPixmap()
        self.setIndent(self.ambush.width() + GAP if self.cards else -1)
        self.setToolTip(card_name(self.cards[-1]) if self.cards else "")
        self.setText("\n".join(texts))
        self.setVisible(bool(texts))

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.cards:
            room = self.contentsRect()
            painter = QPainter(self)
            painter.drawPixmap(room.left(), room.top(), self.ambush)
