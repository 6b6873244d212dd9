"""The standings as a compact table (issue 25): a row a map, best first — its
stars season by season, what the edicts and coins earned, what monsters cost, the
total, and what the season in play would add if it were scored now. The leader's
row stands out. Used in the season report and in the standings window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...rules.cards import SEASON_IDS
from ...rules.counting.tally import Tally, TallyRow, tally
from ...rules.counting.to_come import to_come
from ...rules.game import Game
from ..text import season_name, translate
from .words import Name, bracket_note, leader_text, now_heading, to_come_text

MINUS = "\u2212"


class StandingsTable(QTableWidget):
    """The rows of a :class:`Tally`, by place."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("standingsTable")
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tally: Tally | None = None

    def show_tally(self, table: Tally, name: Name) -> None:
        self.tally = table
        headers = [
            translate("Standings", "Place"),
            translate("Standings", "Cartographer"),
            *[season_name(season) for season in SEASON_IDS[: len(table.rows[0].seasons)]],
            translate("Standings", "Edicts"),
            translate("Standings", "Coins"),
            translate("Standings", "Monsters"),
            translate("Standings", "Total"),
        ]
        rows = table.by_place()
        self.clear()
        self.setColumnCount(len(headers))
        self.setRowCount(len(rows))
        self.setHorizontalHeaderLabels(headers)
        for line, row in enumerate(rows):
            for column, (text, tip) in enumerate(self._cells(table, row, name)):
                item = QTableWidgetItem(text)
                item.setToolTip(tip)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if row.leads and table.scored:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.setItem(line, column, item)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        height = self.horizontalHeader().sizeHint().height() + 4
        height += sum(self.rowHeight(line) for line in range(len(rows)))
        self.setFixedHeight(height)

    def natural_width(self) -> int:
        """The width that shows every column whole, the longest name included (a
        computer's name with its level, issue 25)."""
        return natural_width(self)

    @staticmethod
    def _cells(table: Tally, row: TallyRow, name: Name) -> list[tuple[str, str]]:
        seasons: list[tuple[str, str]] = []
        for season, stars in enumerate(row.seasons):
            if stars is not None:
                seasons.append((signed(stars), ""))
            elif season == table.upcoming and row.now is not None:
                seasons.append((f"({signed(row.now)})", now_heading(table)))
            else:
                seasons.append(("", ""))
        place = str(row.rank) if table.scored else ""
        return [
            (place, ""),
            (name(row.player), ""),
            *seasons,
            (str(row.edicts), ""),
            (str(row.coins), ""),
            (f"{MINUS}{row.monsters}" if row.monsters else "0", ""),
            (signed(row.total), ""),
        ]


def natural_width(table: QTableWidget) -> int:
    """How wide ``table`` must be for every column to show its contents whole."""
    header = table.horizontalHeader()
    width = sum(
        max(header.sectionSizeHint(column), table.sizeHintForColumn(column))
        for column in range(table.columnCount())
    )
    return width + 2 * table.frameWidth() + 4


def signed(value: int) -> str:
    """12, −3 (a real minus sign)."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


class StandingsView(QWidget):
    """Who leads, the table, the provisional column explained, and the cards still to
    come — everything read from the game each time it is shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.leader = QLabel()
        self.leader.setObjectName("standingsLeader")
        self.leader.setWordWrap(True)
        self.table = StandingsTable()
        self.note = QLabel()
        self.note.setObjectName("hint")
        self.note.setWordWrap(True)
        self.to_come = QLabel()
        self.to_come.setObjectName("toCome")
        self.to_come.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.leader)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        layout.addWidget(self.to_come)
        layout.addStretch(1)

    def show_game(self, game: Game, name: Name) -> None:
        table = tally(game)
        self.leader.setText(leader_text(table, name))
        self.table.show_tally(table, name)
        note = bracket_note(table)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        counts = to_come_text(to_come(game))
        self.to_come.setText(counts)
        self.to_come.setVisible(bool(counts))
