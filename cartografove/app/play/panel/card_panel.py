"""The revealed card, with its choices: shapes and terrains to pick from.

For an explore card the player picks a terrain and a shape here (mouse or keys 1/2
and T); for an ambush, a hero or a monster's choice it shows what the card is and
what it does. Picking only changes the :class:`Draft`; the play screen draws it.

The panel is as tall as the fullest card of the game's decks at its width, whatever
card it shows, so the buttons under it stay where the hand learnt them from card to
card (issue 25: Turn/Flip/Hint/Confirm moved 20–60 pixels between turns).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QDrag, QIcon, QMouseEvent, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ....rules.board import grid
from ....rules.board.grid import Offsets
from ....rules.cards import Monster, Terrain, catalog
from ....rules.decisions import Ask
from ...look.shrink import ShrinkingLabel, ShrinkingToolButton
from ...sheet.terrain_art import paint_attack_mark, paint_coin, paint_space, terrain_icon
from ...text import card_name, terrain_name, translate
from ..draft import Draft
from .fullest_cards import fullest_cards, turned


def shape_pixmap(
    offsets: Offsets,
    terrain: Terrain,
    *,
    cell: int = 22,
    monster: Monster | None = None,
    coin: bool = False,
    marks: tuple[tuple[int, int], ...] = (),
) -> QPixmap:
    """A shape drawn in its terrain, as on the card (gaps left blank)."""
    cells = set(offsets) | set(marks)
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    rows = max(r for r, _ in cells) - top + 1
    cols = max(c for _, c in cells) - left + 1
    extra = cell if coin else 0
    pixmap = QPixmap(cols * cell + extra + 2, rows * cell + 2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for r, c in offsets:
        rect = QRectF((c - left) * cell + 1, (r - top) * cell + 1, cell - 1, cell - 1)
        paint_space(painter, rect, terrain, monster=monster)
    for r, c in marks:
        paint_attack_mark(
            painter, QRectF((c - left) * cell + 1, (r - top) * cell + 1, cell - 1, cell - 1)
        )
    if coin:
        paint_coin(painter, QRectF(cols * cell + 3, 1, cell - 4, cell - 4), True)
    painter.end()
    return pixmap


TERRAINS_A_ROW = 3
SHAPE_CELL = 18  # a space of a shape on the card (the map's are larger)
PICTURE_CELL = 20  # an ambush's or hero's space on the card
SHAPE_MIME = "application/x-kartografove-shape"


def drag_ghost(picture: QPixmap) -> QPixmap:
    """The shape as it follows the mouse: faint, so over the map the outline drawn
    where it would go is what one reads."""
    ghost = QPixmap(picture.size())
    ghost.fill(Qt.GlobalColor.transparent)
    painter = QPainter(ghost)
    painter.setOpacity(0.45)
    painter.drawPixmap(0, 0, picture)
    painter.end()
    return ghost


class DraggableButton(QToolButton):
    """A shape on the card that can also be dragged onto the map (the README
    promises it): a drag carries the shape's index; the play screen takes the drop.
    A plain click still picks the shape."""

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self._pressed: QPoint | None = None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._pressed = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        start = self._pressed
        if start is None or (event.position().toPoint() - start).manhattanLength() < (
            QApplication.startDragDistance()
        ):
            super().mouseMoveEvent(event)
            return
        self._pressed = None
        self.setDown(False)
        self.click()  # dragging a shape also picks it
        drag = QDrag(self)
        data = QMimeData()
        data.setData(SHAPE_MIME, QByteArray(str(self.index).encode()))
        drag.setMimeData(data)
        drag.setPixmap(drag_ghost(self.icon().pixmap(self.iconSize())))
        # held by its middle, where the map centres the shape's outline on the mouse:
        # a ghost hanging from its corner stood 1-2 spaces off the outline (issue 25)
        drag.setHotSpot(QPoint(drag.pixmap().width() // 2, drag.pixmap().height() // 2))
        drag.exec(Qt.DropAction.CopyAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._pressed = None
        super().mouseReleaseEvent(event)


_BUTTONS_ROOM: dict[tuple[str, str, str], tuple[int, int]] = {}
"""The explore cards' room (height, least width), by the panel's type and language."""


class CardPanel(QFrame):
    """The current card and the player's choices on it."""

    shape_chosen = Signal(int)
    terrain_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = ShrinkingLabel()  # one line: a long name shrinks, it does not wrap
        self.title.setObjectName("cardTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("cardSubtitle")
        self.subtitle.setWordWrap(True)
        # at most three terrains a row: a fallback's six take two rows rather than
        # widening the column (the right one re-wrapped, issue 25)
        self.terrain_row = QGridLayout()
        self.shape_row = QHBoxLayout()
        self.terrain_group = QButtonGroup(self)
        self.shape_group = QButtonGroup(self)
        self.terrain_group.idClicked.connect(self._terrain_clicked)
        self.shape_group.idClicked.connect(self.shape_chosen)
        layout = self._layout = QVBoxLayout(self)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(self.terrain_row)
        layout.addLayout(self.shape_row)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.picture)
        layout.addStretch(1)  # any room to spare stays below
        self._terrains: list[Terrain] = []
        self._draft: Draft | None = None
        self._reserved_for = -1  # the width the panel's height was measured at
        self._buttons_room: tuple[int, int] | None = None  # the explore cards' need
        self._measured_key: tuple[str, str, str] | None = None
        self._measuring = False
        self._rewrap = QTimer(self)
        self._rewrap.setSingleShot(True)
        self._rewrap.setInterval(0)
        self._rewrap.timeout.connect(lambda: self.reserve_height(again=False))
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.factor = 1.0  # the shapes and icons grow with the panel's type (issue 33)

    def set_scale(self, factor: float) -> None:
        """Shapes, pictures and terrain icons ``factor`` times their designed size
        (the side panel's type grows with a tall window; the shapes with it)."""
        self.factor = factor

    def _cell(self, size: int) -> int:
        return round(size * self.factor)

    def reserve_height(self, *, again: bool = True) -> None:
        """Take the height of the fullest card at the panel's width and the width
        of the widest (measured by showing each of :func:`fullest_cards` in turn),
        and show the card again. An explore card's buttons take the same room at
        any width: unless ``again`` (new type sizes, a new language) their measure
        is kept, and a new width measures only the cards whose words wrap."""
        self.ensurePolished()
        width = self.width()
        self._reserved_for = width
        shown = self._draft
        layout = self._layout
        key = self._room_key()
        if again or self._buttons_room is None or key != self._measured_key:
            # the same for every panel in the same type and language: measured once
            self._measured_key = key
            if key not in _BUTTONS_ROOM:
                _BUTTONS_ROOM[key] = self._measure(
                    [d for d in fullest_cards() if d.ask in (Ask.DRAW, Ask.FALLBACK)], width
                )
            self._buttons_room = _BUTTONS_ROOM[key]
        tallest, widest = self._measure(
            [d for d in fullest_cards() if d.ask not in (Ask.DRAW, Ask.FALLBACK)], width
        )
        self.show_draft(shown)
        layout.activate()
        self.setFixedHeight(max(tallest, self._buttons_room[0]))
        self.setMinimumWidth(max(widest, self._buttons_room[1]))

    def _room_key(self) -> tuple[str, str, str]:
        """What the explore cards' room depends on: the type sizes and the language."""
        return (
            f"{self.font().key()} x{self.factor}",
            self.title.font().key(),
            translate("CardPanel", "{terrain} (the T key picks the next terrain)"),
        )

    def _measure(self, drafts: list[Draft], width: int) -> tuple[int, int]:
        """The most height (at ``width``) and least width the panel needs for ``drafts``."""
        layout = self._layout
        tallest = widest = 0
        self._measuring = True
        for draft in drafts:
            self.show_draft(draft)
            for button in (*self.terrain_group.buttons(), *self.shape_group.buttons()):
                button.style().polish(button)  # a checked button's thicker border counts
                button.updateGeometry()
            layout.activate()
            least = layout.totalMinimumSize()
            tallest = max(tallest, layout.totalHeightForWidth(width), least.height())
            widest = max(widest, least.width())
        self._measuring = False
        return tallest, widest

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != self._reserved_for:
            self._reserved_for = event.size().width()
            self._rewrap.start()  # words wrap differently now (once per burst of resizes)

    def _clear(self) -> None:
        for group, row in (
            (self.terrain_group, self.terrain_row),
            (self.shape_group, self.shape_row),
        ):
            for button in group.buttons():
                group.removeButton(button)
                row.removeWidget(button)
                button.hide()
                button.deleteLater()
        self.picture.clear()
        self.picture.hide()

    def _terrain_clicked(self, index: int) -> None:
        self.terrain_chosen.emit(self._terrains[index].value)

    def show_draft(self, draft: Draft | None) -> None:
        """Rebuild for a new request (cheap: a handful of buttons)."""
        if not self._measuring and self._measured_key not in (None, self._room_key()):
            self._rewrap.start()  # another language: its words take other room
        self._clear()
        self._draft = draft
        self._terrains = list(draft.terrains) if draft else []
        if draft is None:
            self.title.setText("")
            self.subtitle.setText("")
            return
        card = draft.pending.card
        self.title.setText(card_name(card))
        self.subtitle.setText(self._describe(draft))
        choose_terrain = draft.ask in (Ask.DRAW, Ask.FALLBACK) and len(draft.terrains) > 0
        # the keys are said where they are used (a "Shape (1, 2):" line over the
        # buttons read as coordinates, issue 25): in each button's tooltip
        if choose_terrain:
            for index, terrain in enumerate(draft.terrains):
                name = terrain_name(terrain)
                side = self._cell(28)
                button = self._button(QIcon(terrain_icon(terrain, side)), name, QSize(side, side))
                button.setToolTip(
                    translate("CardPanel", "{terrain} (the T key picks the next terrain)").format(
                        terrain=name
                    )
                )
                self.terrain_group.addButton(button, index)
                self.terrain_row.addWidget(button, *divmod(index, TERRAINS_A_ROW))
                button.show()  # now, not when the event loop gets to it: it is measured
        if draft.ask is Ask.DRAW:
            for index, offsets in enumerate(draft.shapes):
                pixmap = shape_pixmap(
                    offsets,
                    draft.terrain or Terrain.FOREST,
                    cell=self._cell(SHAPE_CELL),
                    coin=draft.coins[index] if draft.coins else False,
                )
                tip = (
                    translate("CardPanel", "Shape {number} (key {number}) — earns a coin")
                    if draft.coins and draft.coins[index]
                    else translate("CardPanel", "Shape {number} (key {number})")
                ).format(number=index + 1)
                button = self._button(QIcon(pixmap), "", pixmap.size(), DraggableButton(index))
                button.setToolTip(tip)
                self.shape_group.addButton(button, index)
                self.shape_row.addWidget(button)
                button.show()
        self.sync(draft)

    def sync(self, draft: Draft) -> None:
        """Reflect the current picks (after a key press changed them)."""
        if draft.terrain in self._terrains:
            button = self.terrain_group.button(self._terrains.index(draft.terrain))
            if button is not None:
                button.setChecked(True)
        button = self.shape_group.button(draft.shape)
        if button is not None:
            button.setChecked(True)
        if draft.ask is Ask.DRAW:
            for index, offsets in enumerate(draft.shapes):
                shape_button = self.shape_group.button(index)
                if shape_button is not None and draft.terrain is not None:
                    pixmap = shape_pixmap(
                        turned(offsets, draft.turn),  # as it will be drawn (issue 14)
                        draft.terrain,
                        cell=self._cell(SHAPE_CELL),
                        coin=draft.coins[index] if draft.coins else False,
                    )
                    shape_button.setIcon(QIcon(pixmap))
                    shape_button.setIconSize(pixmap.size())
        self._picture(draft)

    def _picture(self, draft: Draft) -> None:
        """The ambush's or hero's shape as turned; no empty room for other cards."""
        data = catalog()
        card = draft.pending.card
        self.picture.setVisible(draft.ask in (Ask.MONSTER, Ask.HERO))
        if draft.ask is Ask.MONSTER:
            ambush = data.ambush[card]
            self.picture.setPixmap(
                shape_pixmap(
                    turned(ambush.cells, draft.turn),
                    Terrain.MONSTER,
                    monster=ambush.monster,
                    cell=self._cell(PICTURE_CELL),
                )
            )
        elif draft.ask is Ask.HERO:
            hero = data.heroes[card]
            self.picture.setPixmap(
                shape_pixmap(
                    frozenset({(0, 0)}),
                    Terrain.HERO,
                    cell=self._cell(PICTURE_CELL),
                    marks=tuple(grid.transform(hero.attack_offsets, draft.turn)),
                )
            )

    def _describe(self, draft: Draft) -> str:
        data = catalog()
        card = draft.pending.card
        if card in data.explore_cards:
            time = data.explore_cards[card].time
            return self.tr("Explore card · time %n", "", time)
        if card in data.ambush:
            monster = data.ambush[card].monster
            return {
                Monster.GORGON: translate(
                    "CardPanel",
                    "Ambush · right after it is drawn, the Gorgon destroys one space next to it.",
                ),
                Monster.ZOMBIE: translate(
                    "CardPanel",
                    "Ambush · after each season's scoring, zombies spread to every empty "
                    "space next to them.",
                ),
                Monster.TROLL: translate(
                    "CardPanel",
                    "Ambush · after each season's scoring, the Troll destroys one empty "
                    "space next to it.",
                ),
                Monster.DRAGON: translate(
                    "CardPanel",
                    "Ambush · when every dragon space is destroyed or closed in, its map "
                    "gains 3 coins.",
                ),
            }.get(monster, translate("CardPanel", "Ambush"))  # type: ignore[arg-type]
        return translate(
            "CardPanel",
            "Hero · the attack marks destroy monsters there, now and for the rest of the game.",
        )

    def _button(
        self, icon: QIcon, text: str, size: QSize, button: QToolButton | None = None
    ) -> QToolButton:
        button = button or ShrinkingToolButton()  # long terrain names, in any language
        button.setCheckable(True)
        button.setAutoExclusive(False)
        button.setIcon(icon)
        button.setIconSize(size)
        button.setText(text)
        # the name beside the icon: half the height of a name under it, and the
        # panel keeps the height of the fullest card (issue 25)
        button.setToolButtonStyle(
            Qt.ToolButtonStyle.ToolButtonTextBesideIcon
            if text
            else Qt.ToolButtonStyle.ToolButtonIconOnly
        )
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Minimum)
        return button
