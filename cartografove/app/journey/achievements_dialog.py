"""The achievements, as the history shows them: earned ones with their date and the
game that earned them (*Watch* replays it), the others with their progress."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...records.files import RecordError
from ...records.history import History
from ...records.journey.achievements import Achievement, FromHistory, from_history
from ..records.look import RECORDS_STYLE, label, problem_text, when_text
from ..records.replay_viewer import ReplayViewer
from .words import achievement_name, achievement_text


class AchievementsDialog(QDialog):
    def __init__(
        self,
        history: History | None = None,
        parent: QWidget | None = None,
        computed: FromHistory | None = None,
    ) -> None:
        super().__init__(parent)
        self.history = history or History()
        result = computed or from_history(self.history)
        self.achievements = sorted(
            result.achievements, key=lambda a: (not a.done, a.target - a.progress)
        )
        self.viewer: ReplayViewer | None = None
        self.setWindowTitle(self.tr("Achievements"))
        self.setStyleSheet(RECORDS_STYLE)
        earned = sum(a.done for a in self.achievements)
        heading = label(
            self.tr("%n of {total} achievements earned", "", earned).format(
                total=len(self.achievements)
            ),
            "dialogHeading",
        )
        problems = label(" ".join(problem_text(p) for p in result.problems), "problems", wrap=True)
        problems.setVisible(bool(result.problems))
        self.table = QTableWidget(len(self.achievements), 3)
        self.table.setHorizontalHeaderLabels([self.tr("Achievement"), "", self.tr("Earned")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        for row, achievement in enumerate(self.achievements):
            self._fill(row, achievement)
        self.table.resizeRowsToContents()
        self.table.itemSelectionChanged.connect(self._selected)
        self.table.itemDoubleClicked.connect(lambda _item: self.watch())
        self.watch_button = QPushButton(self.tr("Watch the game"))
        self.watch_button.setEnabled(False)
        self.watch_button.clicked.connect(self.watch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(problems)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(760, 580)

    def _fill(self, row: int, achievement: Achievement) -> None:
        mark = "★" if achievement.done else "☆"
        text = f"{mark} {achievement_name(achievement)}\n{achievement_text(achievement)}"
        if achievement.unhinted:
            text += " " + self.tr("(Needs a game played without hints.)")
        what = QTableWidgetItem(text)
        progress = QTableWidgetItem(
            f"{achievement.progress}/{achievement.target}" if achievement.target > 1 else ""
        )
        progress.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        when = QTableWidgetItem(
            when_text(achievement.earned, with_time=False) if achievement.earned else ""
        )
        for column, item in enumerate((what, progress, when)):
            self.table.setItem(row, column, item)

    def selected(self) -> Achievement | None:
        row = self.table.currentRow()
        return self.achievements[row] if 0 <= row < len(self.achievements) else None

    def _selected(self) -> None:
        chosen = self.selected()
        self.watch_button.setEnabled(chosen is not None and chosen.game is not None)

    def watch(self) -> ReplayViewer | None:
        """Replay the game that earned the selected achievement."""
        chosen = self.selected()
        if chosen is None or chosen.game is None:
            return None
        path = self.history.path_of(chosen.game)
        try:
            entry = self.history.read(path)
            game, _ = self.history.open(entry)
        except RecordError:
            self.watch_button.setEnabled(False)
            return None
        self.viewer = ReplayViewer(
            game.setup, game.decisions, achievement_name(chosen), self, hinted=game.hinted
        )
        self.viewer.open()
        return self.viewer
