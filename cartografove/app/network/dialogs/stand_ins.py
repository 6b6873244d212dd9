"""The host's stand-ins: a player who left is replaced by a computer cartographer,
and gets their seat back when they return (they join again under the same name
and their app waits for it). The net package hands the seat over
(:meth:`cartografove.net.host.Host.hand_over`); this is the host's dialog for it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...text import translate
from ..session import NetSession
from .levels import fill_levels


class StandInsDialog(QDialog):
    def __init__(self, session: NetSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(translate("NetStandIns", "Stand-ins"))
        about = QLabel(
            translate(
                "NetStandIns",
                "A computer cartographer can play for a player who has left. When they "
                "join again under the same name, give them their seat back.",
            )
        )
        about.setWordWrap(True)
        self.seats = QListWidget()
        self.seats.currentRowChanged.connect(lambda _row: self._update())
        self.level = QComboBox()
        fill_levels(self.level)
        self.computer_button = QPushButton(translate("NetStandIns", "A computer plays"))
        self.computer_button.clicked.connect(self.computer_plays)
        self.back_button = QPushButton(translate("NetStandIns", "Give the seat back"))
        self.back_button.clicked.connect(self.give_back)
        form = QFormLayout()
        form.addRow(translate("NetStandIns", "Computer level:"), self.level)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.computer_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.back_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addWidget(self.seats)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(480)
        session.link.progress.connect(lambda _seen: self._fill())
        self._fill()

    def _fill(self) -> None:
        seen = self.session.snapshot
        row = max(self.seats.currentRow(), 0)
        self.seats.clear()
        for seat, name in enumerate(seen.names):
            if seat == self.session.seat:
                continue
            text = (
                translate("NetStandIns", "{name} — a computer plays").format(name=name)
                if seat in seen.stood_in
                else name
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, seat)
            self.seats.addItem(item)
        if self.seats.count():
            self.seats.setCurrentRow(min(row, self.seats.count() - 1))
        self._update()

    def chosen(self) -> int | None:
        item = self.seats.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def _update(self) -> None:
        seat = self.chosen()
        playing = not self.session.finished
        stood_in = seat is not None and seat in self.session.snapshot.stood_in
        self.computer_button.setEnabled(playing and seat is not None and not stood_in)
        self.back_button.setEnabled(playing and stood_in)

    def computer_plays(self) -> None:
        seat = self.chosen()
        if seat is not None:
            self.session.link.stand_in(seat, str(self.level.currentData()))
            self.computer_button.setEnabled(False)

    def give_back(self) -> None:
        seat = self.chosen()
        if seat is not None:
            self.session.link.give_back(seat)
            self.back_button.setEnabled(False)
