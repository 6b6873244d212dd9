"""What the campaign, history and replay screens share: their extra look, and the
words for records (dates, titles, edicts, problems) in the player's language.

The app's stylesheet (:mod:`..look.style`) gives the parchment, buttons and headings; the
few object names only these screens use are styled here, in the same colours."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, QTimeZone
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLayout,
    QListWidget,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ... import names
from ...records.files import Problem
from ..look.style import ACCENT, INK, PARCHMENT
from ..reasons import file_problem
from ..text import card_name, side_name, title_name, translate

MUTED = "#7a6652"
PANEL = "#fbf6ea"
PANEL_EDGE = "#cdbb98"
GOLD = "#b07808"
ERROR = "#b3261e"

Ask = Callable[[QWidget, str, str], bool]
"""Asks the player a yes-or-no question (parent, title, question): the screens take
one, so a test answers for the player instead of a modal dialog."""

RECORDS_STYLE = f"""
#recordsScreen {{ background: {PARCHMENT}; }}
#screenTitle {{ font-family: "DejaVu Serif"; font-size: 24px; font-weight: bold; }}
QLabel#hint {{ color: {MUTED}; }}
QLabel#error {{ color: {ERROR}; }}
QLabel#problems {{ background: #fbe3c0; border: 1px solid #d9a55b; border-radius: 6px;
                   padding: 6px 10px; }}
#panel, #chapterCard {{ background: {PANEL}; border: 1px solid {PANEL_EDGE};
                        border-radius: 8px; }}
#chapterCard[state="current"] {{ border: 2px solid {ACCENT}; }}
#chapterCard[state="locked"] {{ background: #efe5cf; }}
#chapterCard[state="locked"] QLabel {{ color: #a8977f; }}
#chapterTitle {{ font-family: "DejaVu Serif"; font-size: 16px; font-weight: bold; }}
#stat {{ background: {PANEL}; border: 1px solid {PANEL_EDGE}; border-radius: 8px; }}
#statValue {{ font-family: "DejaVu Serif"; font-size: 22px; font-weight: bold; }}
#statLabel {{ color: {MUTED}; }}
#code {{ font-family: "DejaVu Sans Mono", "DejaVu Sans"; font-size: 18px; font-weight: bold;
         letter-spacing: 2px; background: #fff8e8; border: 1px dashed #b9a47f;
         border-radius: 6px; padding: 4px 10px; }}
#best {{ color: {GOLD}; font-weight: bold; }}
QListWidget, QTableWidget {{ background: {PANEL}; border: 1px solid {PANEL_EDGE};
                             border-radius: 6px; alternate-background-color: #f6eedb; }}
QListWidget::item {{ padding: 6px; }}
QListWidget::item:selected, QTableWidget::item:selected {{ background: #e6d9b8;
                                                           color: {INK}; }}
QHeaderView::section {{ background: #efe3c8; border: none; border-bottom: 1px solid
                        {PANEL_EDGE}; padding: 4px 6px; font-weight: bold; }}
QScrollArea#chapters {{ background: transparent; border: none; }}
QScrollArea#chapters > QWidget > QWidget {{ background: transparent; }}
QPushButton#quiet {{ background: transparent; border: none; color: {MUTED};
                     text-decoration: underline; padding: 2px 4px; }}
QPushButton#danger {{ color: {ERROR}; }}
"""


def styled(widget: QWidget, object_name: str = "recordsScreen") -> None:
    """Give a top-level records screen its parchment even outside the main window."""
    widget.setObjectName(object_name)
    widget.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    widget.setStyleSheet(RECORDS_STYLE)


class RecordsScreen(QWidget):
    """A records screen that fills the window: the parchment, its words written again
    when the language changes, and its folder read again whenever it is shown (a game
    may have been recorded meanwhile)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        styled(self)

    def retranslate(self) -> None:
        raise NotImplementedError

    def refresh(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()


def records_frame(
    page: QWidget,
    heading: Sequence[QWidget],
    buttons: Sequence[QWidget],
    notice: QLabel,
    listing: QListWidget,
    panel: QWidget | QLayout,
) -> None:
    """The frame the journey and the custom campaigns share: a heading row (the
    title and what follows it on the left, the page's buttons on the right), the
    notice of any problem under it, then the list beside the panel of what is
    chosen in it, which takes the room left."""
    top = QHBoxLayout()
    for index, widget in enumerate(heading):
        if index:
            top.addSpacing(16)
        top.addWidget(widget)
    top.addStretch(1)
    for button in buttons:
        top.addWidget(button)
    body = QHBoxLayout()
    body.setSpacing(16)
    body.addWidget(listing)
    if isinstance(panel, QLayout):
        body.addLayout(panel, 1)
    else:
        body.addWidget(panel, 1)
    layout = QVBoxLayout(page)
    layout.setContentsMargins(24, 18, 24, 18)
    layout.setSpacing(12)
    layout.addLayout(top)
    layout.addWidget(notice)
    layout.addLayout(body, 1)


def label(text: str = "", name: str = "", wrap: bool = False) -> QLabel:
    widget = QLabel(text)
    if name:
        widget.setObjectName(name)
    widget.setWordWrap(wrap)
    return widget


def when_text(moment: datetime, with_time: bool = True) -> str:
    """A stored time in the player's time zone and locale's short format."""
    stamp = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()), QTimeZone.systemTimeZone())
    if with_time:
        return QLocale().toString(stamp, QLocale.FormatType.ShortFormat)
    return QLocale().toString(stamp.date(), QLocale.FormatType.ShortFormat)


def title_text(title_id: str) -> str:
    """A solo title's name; an id this version does not know is shown as it is."""
    return title_name(title_id) if title_id in names.TITLE_NAMES else title_id


def card_text(card_id: str) -> str:
    return card_name(card_id) if card_id in names.CARD_NAMES else card_id


def side_text(side: str) -> str:
    return side_name(side) if side in names.SIDE_NAMES else side


def signed(value: int) -> str:
    return f"\u2212{-value}" if value < 0 else str(value)


def problem_text(problem: Problem) -> str:
    """One sentence about a file that was skipped while listing (the reason is the
    records' English phrase, e.g. "is cut off (truncated)")."""
    name = problem.path.name
    if problem.kind == "newer":
        return translate(
            "Records",
            "{file} was saved by a newer version of Kartografové and was left untouched; "
            "update the app to open it.",
        ).format(file=name)
    reason = file_problem(problem.kind)
    if problem.chapters:  # attempts taken out of a campaign that stays in use
        chapters = ", ".join(str(chapter) for chapter in problem.chapters)
        if problem.kept_as is None:
            return translate(
                "Records",
                "{file}: an attempt at chapter {chapters} does not match its game and is "
                "left out; the rest of the campaign is in use.",
            ).format(file=name, chapters=chapters)
        return translate(
            "Records",
            "{file}: an attempt at chapter {chapters} does not match its game and was set "
            "aside as {kept}; the rest of the campaign is in use.",
        ).format(file=name, chapters=chapters, kept=problem.kept_as.name)
    if problem.kept_as is not None:
        return translate("Records", "{file} was set aside as {kept}. {reason}").format(
            file=name, reason=reason, kept=problem.kept_as.name
        )
    return translate("Records", "{file} cannot be used. {reason}").format(file=name, reason=reason)


def ask_yes_no(parent: QWidget, title: str, question: str) -> bool:
    """The question in a message box; "No" is the default, Escape answers it."""
    answer = QMessageBox.question(
        parent,
        title,
        question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes
