"""The columns beside the sheet: who plays and what to do, the card, the pencil's
buttons; then the live score, the season and the edicts, what just happened, and
the way out.

Only widgets, their order and their fixed names live here; the play screen's
controllers fill them, and the screen connects their signals. The buttons hold
still from card to card (issues 14 and 25): what stands above them keeps one height
whatever it says — the request in three lines, the card panel as tall as the
fullest card, the status line in four — and what comes and goes (the banner of what
just changed, taking back another's move) is under them, above the log. The table
column takes what the hand leaves, whatever the card holds, so it never re-wraps.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...journey.goal_panel import ChapterGoal
from ...text import translate
from .banner import Banner
from .card_panel import CardPanel
from .game_over import GameOverPanel
from .live_score import LiveScore
from .status_panels import EdictsPanel, SeasonPanel

STATUS_LINES = 4
WHAT_LINES = 3  # the longest request: a fallback with the ruins' rule, in Polish
# Each seat's colour, so on a quick table the name that comes up is told apart at
# a glance (dark enough to read on the paper background).
SEAT_COLOURS = ("#2e6da4", "#b3261e", "#2e7d32", "#8e44ad", "#b9770e", "#00838f")
COLUMN = 310  # the narrowest a column may be and still read well
DESIGNED_HEIGHT = 780  # the panel's height at which its text has its designed size
LARGEST = 1.5  # the most the panel grows: at 1920×1080 about 1.3


def scaled_style(style: str, factor: float) -> str:
    """The app's style sheet with every font size times ``factor``."""
    return re.sub(
        r"font-size:\s*(\d+)px", lambda m: f"font-size: {round(int(m[1]) * factor)}px", style
    )


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
        panel.setMinimumWidth(2 * COLUMN)
        panel.setMaximumWidth(2 * 400)
        self.who = _label("who")
        self.what = _label("what")
        self.banner = Banner()
        self.card = CardPanel()
        self.status = _label("status")
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.rotate_button = _button()
        self.mirror_button = _button()
        self.hint_button = _button()  # the computer's hint (issue 13)
        self.back_button = _button()
        self.confirm_button = _button()
        self.confirm_button.setObjectName("confirm")
        # on a quick table the next map comes up at once: until its player acts, the
        # one before can still take their move back (as on the hand-off page)
        self.undo_other_button = _button()
        self.undo_other_button.setObjectName("undoOther")
        self.undo_other_button.hide()
        self.game_over = GameOverPanel()
        self.game_over.hide()
        self.goal = ChapterGoal()  # hidden unless the game is a chapter
        self.live = LiveScore()
        self.season_panel = SeasonPanel()
        self.edicts_panel = EdictsPanel()
        self.notice_list = QListWidget()
        self.notice_list.setObjectName("notices")
        self.notice_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.notice_list.setWordWrap(True)
        self.notice_list.setMinimumHeight(24)
        # the log takes what is left: its own 192-pixel wish must not add a scroll bar
        self.notice_list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.overview_button = _button()
        self.standings_button = _button()  # who leads, one key away too (S, issue 25)
        self.results_button = _button()
        self.results_button.hide()
        self.seed_label = QLabel()
        self.seed_label.setObjectName("seed")
        self.seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        # Two columns: the move in hand and what just happened, then the game
        # around it. The sheet is
        # taller than wide, so at 1280×720 the width is there and the height is not.
        hand_column, table_column = QWidget(), QWidget()
        hand = QVBoxLayout(hand_column)
        hand.setContentsMargins(0, 0, 0, 0)
        hand.setSpacing(6)
        self.what.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        for widget in (self.who, self.what, self.card, self.status):
            hand.addWidget(widget)
        self.tool_row = self._row(self.rotate_button, self.mirror_button, self.hint_button)
        self.action_row = self._row(self.back_button, self.confirm_button)
        hand.addLayout(self.tool_row)
        hand.addLayout(self.action_row)
        hand.addWidget(self.undo_other_button)
        hand.addWidget(self.banner)
        hand.addWidget(self.game_over)
        hand.addWidget(self.goal)  # above the log, which gives it the room it needs
        hand.addWidget(self.notice_list, 1)  # the log takes what room is left
        table = QVBoxLayout(table_column)
        table.setContentsMargins(0, 0, 0, 0)
        table.setSpacing(10)
        table.addWidget(self.live)
        table.addWidget(self.season_panel)
        table.addWidget(self.edicts_panel)
        table.addLayout(self._row(self.overview_button, self.standings_button, self.results_button))
        table.addWidget(self.seed_label)
        table.addStretch()
        layout = QHBoxLayout(panel)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(12)
        # an even share of the width each, or more for the hand if the fullest card
        # or its buttons' words need it (the same from card to card): the table
        # takes what is left, whatever the edicts of this season would like
        table_column.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(hand_column, 1)
        layout.addWidget(table_column, 1)
        self.setWidget(panel)
        self.panel = panel
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.factor = 1.0
        self._widths(1.0)
        self.fix_status_height()

    def retranslate(self) -> None:
        """Name the fixed controls in the language now chosen."""
        self.rotate_button.setText(translate("PlayScreen", "Turn (R)"))
        self.mirror_button.setText(translate("PlayScreen", "Flip (F)"))
        self.back_button.setText(translate("PlayScreen", "Take back (Esc)"))
        self.confirm_button.setText(translate("PlayScreen", "Confirm (Enter)"))
        self.overview_button.setText(translate("PlayScreen", "All maps"))
        self.standings_button.setText(translate("PlayScreen", "Standings (S)"))
        self.results_button.setText(translate("PlayScreen", "Results"))
        self.game_over.retranslate()

    def _widths(self, factor: float) -> None:
        panel = self.panel
        panel.setMinimumWidth(round(2 * COLUMN * factor))
        panel.setMaximumWidth(round(2 * 400 * factor))
        self.setMinimumWidth(panel.minimumWidth() + 20)
        self.setMaximumWidth(panel.maximumWidth() + 20)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.scale_to(self.height())

    def scale_to(self, height: int) -> None:
        """Text and columns grow with a tall window, as the map does, in tenths (issue
        25: at 1920×1080 the panels kept their small type between wide margins); at
        the designed height and below they keep their designed size."""
        factor = round(min(LARGEST, max(1.0, height / DESIGNED_HEIGHT)), 1)
        if factor == self.factor:
            return
        self.factor = factor
        panel, app = self.panel, QApplication.instance()
        style = app.styleSheet() if isinstance(app, QApplication) else ""
        font = QApplication.font()
        # A widget a style sheet styles does not take its parent's font: the body
        # text's size goes in the style sheet too, under every rule that names its
        # own (issue 33: at 1920×1080 the panel's text stayed 13 px).
        body = f"QWidget {{ font-size: {round(QFontInfo(font).pixelSize() * factor)}px; }}\n"
        panel.setStyleSheet(body + scaled_style(style, factor) if factor != 1.0 else "")
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * factor)
        else:
            font.setPixelSize(round(font.pixelSize() * factor))
        panel.setFont(font)
        self.card.set_scale(factor)
        self._widths(factor)
        self.fix_status_height()

    @staticmethod
    def _row(*widgets: QWidget) -> QHBoxLayout:
        row = QHBoxLayout()
        for widget in widgets:
            row.addWidget(widget)
        return row

    def fix_status_height(self) -> None:
        """Room for the longest request, card and status line at this size of type,
        so nothing below them moves."""
        self.status.ensurePolished()
        self.status.setFixedHeight(self.status.fontMetrics().lineSpacing() * STATUS_LINES + 4)
        self.what.ensurePolished()
        self.what.setFixedHeight(self.what.fontMetrics().lineSpacing() * WHAT_LINES + 4)
        self.card.reserve_height()

    def show_who(self, name: str, seat: int | None) -> None:
        """Whose turn it is, in their seat's colour (nothing in solo play)."""
        self.who.setText(name)
        self.who.setVisible(bool(name))
        if seat is not None:
            colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
            self.who.setStyleSheet(
                f"color: {colour}; border-left: 6px solid {colour}; padding-left: 8px;"
            )

    def offer_undo_other(self, text: str) -> None:
        """Show the button that takes back the previous player's move ("" hides it)."""
        self.undo_other_button.setText(text)
        self.undo_other_button.setVisible(bool(text))

    def show_over(self, over: bool) -> None:
        """At the end the pencil's widgets give way to what one can do now."""
        for widget in (
            self.card,
            self.status,
            self.rotate_button,
            self.mirror_button,
            self.back_button,
            self.confirm_button,
        ):
            widget.setVisible(not over)
        self.game_over.setVisible(over)

    def connect_buttons(self, slots: dict[QPushButton, Callable[[], object]]) -> None:
        for button, slot in slots.items():
            button.clicked.connect(slot)
