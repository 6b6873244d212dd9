"""The column beside the sheet: who plays and what to do, the card, the pencil's
buttons, the season and the edicts, what just happened, and the way out.

Only widgets and their order live here; the play screen fills them and connects
their signals. The status line keeps a fixed height of three lines so the buttons
under it do not jump when the hint changes length (issue 14).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from .card_panel import CardPanel
from .status_panels import EdictsPanel, SeasonPanel

STATUS_LINES = 3


def _label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


def _button() -> QPushButton:
    button = QPushButton()
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button


class SidePanel(QScrollArea):
    """The widgets of the side column, in a scroll area that at the supported
    window sizes never needs to scroll (it is a safety net for tiny windows)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        panel = QFrame()
        panel.setObjectName("sidePanel")
        panel.setMinimumWidth(330)
        panel.setMaximumWidth(420)
        self.who = _label("who")
        self.what = _label("what")
        self.banner = _label("banner")
        self.banner.hide()
        self.card = CardPanel()
        self.status = _label("status")
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.rotate_button = _button()
        self.mirror_button = _button()
        self.back_button = _button()
        self.confirm_button = _button()
        self.confirm_button.setObjectName("confirm")
        self.season_panel = SeasonPanel()
        self.edicts_panel = EdictsPanel()
        self.notice_list = QListWidget()
        self.notice_list.setObjectName("notices")
        self.notice_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.notice_list.setWordWrap(True)
        self.notice_list.setMaximumHeight(130)
        self.overview_button = _button()
        self.results_button = _button()
        self.results_button.hide()
        self.seed_label = QLabel()
        self.seed_label.setObjectName("seed")
        self.seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        layout = QVBoxLayout(panel)
        layout.setContentsMargins(14, 14, 14, 14)
        layout.setSpacing(10)
        for widget in (self.who, self.what, self.banner, self.card, self.status):
            layout.addWidget(widget)
        layout.addLayout(self._row(self.rotate_button, self.mirror_button))
        layout.addLayout(self._row(self.back_button, self.confirm_button))
        layout.addWidget(self.season_panel)
        layout.addWidget(self.edicts_panel)
        layout.addWidget(self.notice_list)
        layout.addLayout(self._row(self.overview_button, self.results_button))
        layout.addWidget(self.seed_label)
        layout.addStretch()
        self.setWidget(panel)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumWidth(350)
        self.setMaximumWidth(440)
        self.fix_status_height()

    @staticmethod
    def _row(*widgets: QWidget) -> QHBoxLayout:
        row = QHBoxLayout()
        for widget in widgets:
            row.addWidget(widget)
        return row

    def fix_status_height(self) -> None:
        """Room for the longest status line, so nothing below it moves."""
        self.status.setFixedHeight(self.status.fontMetrics().lineSpacing() * STATUS_LINES + 4)

    def connect_buttons(self, slots: dict[QPushButton, Callable[[], object]]) -> None:
        for button, slot in slots.items():
            button.clicked.connect(slot)
