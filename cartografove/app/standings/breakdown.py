"""The end of a game explained (issue 33): a table of every edict's stars per player
and season, the coins, the monsters and how far each finished behind the winner,
and a chart of where each player's stars came from.

The figures are the engine's (:func:`cartografove.rules.counting.breakdown.breakdown`);
only the words and the drawing are here.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QWidget,
)

from ...rules.cards import EDICT_LETTERS, SEASON_IDS
from ...rules.counting.breakdown import Breakdown, Line
from ..text import card_name, season_name, translate
from .table import MINUS

Name = Callable[[int], str]
# each edict's colour in the chart (the letters' order), the coins' gold, the monsters' red
EDICT_COLOURS = ("#2e6da4", "#2e7d32", "#00838f", "#8e44ad")
COINS = "#d4a017"
MONSTERS = "#b3261e"
BAR = 22  # a bar's height in the chart, in pixels
LEGEND_ROW = 22


def figure(value: int) -> str:
    """A figure with a true minus sign."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def what(line: Line) -> str:
    """What a line counts: "A · Sleepy Valley", coins, monsters, the season's total."""
    if line.kind == "edict":
        return f"{line.letter} · {card_name(line.card)}"
    if line.kind == "coins":
        return translate("Breakdown", "Coins")
    if line.kind == "monsters":
        return translate("Breakdown", "Monsters")
    return translate("Breakdown", "{season} in all").format(
        season=season_name(SEASON_IDS[line.season])
    )


class BreakdownTable(QTableWidget):
    """Season by season, a column a player (best first): each edict, the coins, the
    monsters, the season's total; then the game's total and the gap to the winner."""

    def __init__(self, explained: Breakdown, name: Name, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("breakdownTable")
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        order = explained.order
        self.setColumnCount(2 + len(order))
        self.setHorizontalHeaderLabels(
            [translate("Breakdown", "Season"), "", *[name(seat) for seat in order]]
        )
        rows: list[tuple[str, str, tuple[int, ...], bool]] = []
        named = -1  # the season's name once, on its first line
        for line in explained.lines:
            season = season_name(SEASON_IDS[line.season]) if line.season != named else ""
            named = line.season
            rows.append((season, what(line), line.points, line.kind == "season"))
        rows.append(("", translate("Breakdown", "Total"), explained.totals, True))
        if len(order) > 1:  # alone, nobody is behind
            behind = tuple(-gap for gap in explained.behind)
            rows.append(("", translate("Breakdown", "Behind the winner"), behind, False))
        self.setRowCount(len(rows))
        bold = QFont(self.font())
        bold.setBold(True)
        for row, (season, label, points, strong) in enumerate(rows):
            self._set(row, 0, season, bold=True)
            self._set(row, 1, label, bold=strong)
            for column, seat in enumerate(order):
                self._set(row, 2 + column, figure(points[seat]), bold=strong, centred=True)
        # compact rows: four seasons of five lines and the totals in little room
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def _set(self, row: int, column: int, text: str, *, bold: bool, centred: bool = False) -> None:
        item = QTableWidgetItem(text)
        if bold:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        if centred:
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setItem(row, column, item)

    def figures(self) -> list[list[str]]:
        """The table as text, row by row (what a reader sees)."""
        rows = []
        for row in range(self.rowCount()):
            items = (self.item(row, column) for column in range(self.columnCount()))
            rows.append([item.text() if item is not None else "" for item in items])
        return rows


class BreakdownChart(QWidget):
    """A bar a player, best first: the stars each edict and the coins brought, to the
    right of zero, and those lost to monsters to the left; the total beside it."""

    def __init__(self, explained: Breakdown, name: Name, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("breakdownChart")
        self.explained, self.name = explained, name
        self.setMinimumHeight(self.sizeHint().height())

    def parts(self, seat: int) -> list[tuple[str, int, str]]:
        """A player's bar: (what, stars, colour) from left to right after zero."""
        explained = self.explained
        parts: list[tuple[str, int, str]] = [
            (letter, explained.by_edict[letter][seat], colour)
            for letter, colour in zip(EDICT_LETTERS, EDICT_COLOURS, strict=True)
            if letter in explained.by_edict
        ]
        coins = explained.coins()
        if coins:
            parts.append((translate("Breakdown", "Coins"), coins[seat], COINS))
        return parts

    def sizeHint(self) -> QSize:
        bars = len(self.explained.order) * (BAR + 12)
        return QSize(520, bars + 3 * LEGEND_ROW + 16)  # the legend in up to three rows

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        explained = self.explained
        metrics = painter.fontMetrics()
        names = [self.name(seat) for seat in explained.order]
        label = min(max((metrics.horizontalAdvance(n) for n in names), default=0) + 12, 220)
        number = metrics.horizontalAdvance("0000") + 8
        monsters = explained.monsters() or (0,) * len(explained.totals)
        gained = [sum(max(0, p[1]) for p in self.parts(seat)) for seat in explained.order]
        lost = max((-m for m in monsters), default=0)
        most = max([*gained, 1]) + lost
        room = max(40.0, self.width() - label - number - 8)
        unit = room / most
        zero = label + lost * unit
        ink = self.palette().text().color()
        for row, seat in enumerate(explained.order):
            top = 8 + row * (BAR + 12)
            painter.setPen(ink)
            painter.drawText(
                QRectF(0, top, label - 8, BAR),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                metrics.elidedText(names[row], Qt.TextElideMode.ElideRight, label - 8),
            )
            x = zero
            for _, stars, colour in self.parts(seat):
                if stars > 0:
                    painter.fillRect(QRectF(x, top, stars * unit, BAR), QColor(colour))
                    x += stars * unit
            if monsters[seat] < 0:
                width = -monsters[seat] * unit
                painter.fillRect(QRectF(zero - width, top, width, BAR), QColor(MONSTERS))
            painter.setPen(ink)
            painter.drawText(
                QRectF(x + 6, top, number + 40, BAR),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                figure(explained.totals[seat]),
            )
        painter.setPen(QColor("#7a6652"))
        bottom = 8 + len(explained.order) * (BAR + 12)
        painter.drawLine(int(zero), 4, int(zero), bottom - 8)
        self._legend(painter, bottom, label)

    def legend(self) -> list[tuple[str, str]]:
        """What each colour counts: the edicts by letter and name, coins, monsters."""
        cards = {line.letter: line.card for line in self.explained.lines if line.letter}
        entries = [
            (f"{letter} · {card_name(cards[letter])}", colour)
            for letter, colour in zip(EDICT_LETTERS, EDICT_COLOURS, strict=True)
            if letter in cards
        ]
        entries.append((translate("Breakdown", "Coins"), COINS))
        entries.append((translate("Breakdown", "Monsters"), MONSTERS))
        return entries

    def _legend(self, painter: QPainter, top: float, left: float) -> None:
        """The legend under the bars, in as many rows as the width needs."""
        metrics = painter.fontMetrics()
        x, y = left, top
        for text, colour in self.legend():
            width = 16 + metrics.horizontalAdvance(text) + 14
            if x > left and x + width > self.width():
                x, y = left, y + LEGEND_ROW
            painter.fillRect(QRectF(x, y + 4, 12, 12), QColor(colour))
            painter.setPen(self.palette().text().color())
            painter.drawText(QRectF(x + 16, y, width, 20), int(Qt.AlignmentFlag.AlignVCenter), text)
            x += width


class BreakdownView(QTabWidget):
    """The table and the chart, a tab each."""

    def __init__(self, explained: Breakdown, name: Name, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("breakdown")
        self.table = BreakdownTable(explained, name)
        self.chart = BreakdownChart(explained, name)
        self.addTab(self.table, translate("Breakdown", "Season by season"))
        self.addTab(self.chart, translate("Breakdown", "Where the stars came from"))
