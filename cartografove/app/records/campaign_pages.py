"""What the campaign screen shows beside its list: an introduction while there is no
campaign, else one campaign — its code, score, best title, progress and a card per
chapter.

The pages only show: every button asks the screen (:mod:`.campaign_screen`) through
a signal, and the screen reads and writes the campaigns.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ... import names
from ...records.campaign import Campaign, Chapter
from ...records.codes import display_code
from ...rules.cards import EDICT_LETTERS
from ..text import card_text as rule_text
from ..text import translate
from .look import GOLD, MUTED, card_text, label, side_text, signed, title_text, when_text

CARD_COLUMNS = 4


class IntroPage(QFrame):
    """What a campaign is, and the button to start one (``start_requested``)."""

    start_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("panel")
        self.heading = label("", "dialogHeading", wrap=True)
        self.text = label("", "hint", wrap=True)
        self.start_button = QPushButton()
        self.start_button.setObjectName("confirm")
        self.start_button.clicked.connect(self.start_requested)
        font = self.text.font()
        font.setPixelSize(14)
        self.text.setFont(font)
        column = QWidget()
        column.setFixedWidth(560)
        inner = QVBoxLayout(column)
        inner.setSpacing(10)
        inner.addWidget(self.heading)
        inner.addWidget(self.text)
        inner.addSpacing(14)
        inner.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 30)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(column)
        row.addStretch(1)
        layout.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(2)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Play a campaign"))
        self.text.setText(
            self.tr(
                "A campaign is a series of solo games played over a few days — four "
                "chapters, each with its own map and edicts. Your best game in each chapter "
                "counts; replay a chapter whenever you want to beat it. Share the campaign "
                "code and a friend plays the very same chapters."
            )
        )
        self.start_button.setText(self.tr("Start a campaign…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ChapterCard(QFrame):
    """One chapter: its map and edicts, attempts and best result, and its buttons."""

    def __init__(self, campaign: Campaign, index: int, in_progress: bool) -> None:
        super().__init__()
        self.setObjectName("chapterCard")
        chapter = campaign.chapters[index]
        current = campaign.current
        state = "done" if chapter.finished else "current" if index == current else "locked"
        self.setProperty("state", state)
        self.index = index
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(4)
        title = self.tr("Chapter {number}").format(number=index + 1)
        layout.addWidget(label(title, "chapterTitle"))
        layout.addWidget(label(side_text(chapter.side), "hint"))
        layout.addSpacing(4)
        for letter, card in zip(EDICT_LETTERS, chapter.edicts, strict=True):
            line = label(f"<b>{letter}</b>&nbsp; {escape(card_text(card))}")
            if card in names.SCORING_TEXTS:
                line.setToolTip(rule_text(card))
            layout.addWidget(line)
        layout.addSpacing(6)
        layout.addWidget(self._result(chapter, state, in_progress))
        layout.addStretch(1)
        self.play_button = QPushButton()
        self.watch_button = QPushButton(self.tr("Watch your best game"))
        self.watch_button.setObjectName("quiet")
        self.watch_button.setVisible(chapter.best is not None)
        if state == "locked":
            self.play_button.setText(self.tr("After chapter {number}").format(number=index))
        elif in_progress:
            self.play_button.setText(self.tr("Resume"))
        elif state == "current":
            self.play_button.setText(self.tr("Play"))
        else:
            self.play_button.setText(self.tr("Play again"))
        if state == "current":
            self.play_button.setObjectName("confirm")
        self.play_button.setEnabled(campaign.active and state != "locked")
        layout.addWidget(self.play_button)
        layout.addWidget(self.watch_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.setMinimumWidth(190)

    def _result(self, chapter: Chapter, state: str, in_progress: bool) -> QWidget:
        best = chapter.best
        if best is None:
            if in_progress:  # left midway: never "Not played yet" beside Resume
                return label(self.tr("Left midway"), "hint")
            text = self.tr("Not played yet") if state == "current" else ""
            return label(text, "hint")
        attempts = self.tr("Attempts: {count}").format(count=len(chapter.attempts))
        text = (
            f"<span style='font-size:18px; color:{GOLD}'><b>{best.total} ★</b></span><br>"
            + escape(self.tr("rating {rating}").format(rating=signed(best.rating)))
            + f"<br><i>{escape(title_text(best.title))}</i><br>"
            + f"<span style='color:{MUTED}'>{escape(attempts)}</span>"
        )
        if best.hints:  # the best game took the computer's help (None: not counted)
            hints = self.tr("Hints used: {count}").format(count=best.hints)
            text += f"<br><span style='color:{MUTED}'>{escape(hints)}</span>"
        result = label(text, wrap=True)
        result.setTextFormat(Qt.TextFormat.RichText)
        return result


class CampaignPage(QWidget):
    """One campaign. ``play_chapter(index)`` and ``watch_chapter(index)`` come from the
    chapter cards; the page's own buttons are connected by the screen."""

    play_chapter = Signal(int)
    watch_chapter = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.cards: list[ChapterCard] = []
        self.heading = label("", "dialogHeading")
        self.subheading = label("", "hint")
        self.code_caption = label()
        self.code = label("", "code")
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton()
        self.code_hint = label("", "hint", wrap=True)
        self.score_value, self.score_caption, score = _stat()
        self.title_value, self.title_caption, title = _stat()
        self.progress_value, self.progress_caption, progress = _stat()
        self.explanation = label("", "hint", wrap=True)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(12)
        scroll = QScrollArea()
        scroll.setObjectName("chapters")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.grid_host)
        self.play_button = QPushButton()
        self.play_button.setObjectName("confirm")
        self.abandon_button = QPushButton()
        self.abandon_button.setObjectName("danger")
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_caption)
        code_row.addWidget(self.code)
        code_row.addWidget(self.copy_button)
        code_row.addWidget(self.code_hint, 1)
        stats = QHBoxLayout()
        for box in (score, title, progress):
            stats.addWidget(box, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addStretch(1)
        buttons.addWidget(self.abandon_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        layout.addWidget(self.heading)
        layout.addWidget(self.subheading)
        layout.addLayout(code_row)
        layout.addLayout(stats)
        layout.addWidget(self.explanation)
        layout.addWidget(scroll, 1)
        layout.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """The fixed words; :meth:`show_campaign` writes the rest, so the screen shows
        the campaign again after this."""
        self.code_caption.setText(self.tr("Code to share:"))
        self.copy_button.setText(self.tr("Copy"))
        self.code_hint.setText(self.tr("Whoever types this code plays the very same chapters."))
        self.score_caption.setText(self.tr("Campaign score"))
        self.title_caption.setText(self.tr("Best title"))
        self.progress_caption.setText(self.tr("Progress"))
        self.explanation.setText(
            self.tr(
                "The campaign score adds up the stars of your best game in each chapter. "
                "Play a finished chapter again to improve it — only your best counts."
            )
        )
        self.abandon_button.setText(self.tr("Abandon campaign…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_campaign(self, campaign: Campaign, in_progress: list[bool]) -> None:
        """Show a campaign; ``in_progress[i]``: chapter ``i`` has a game to resume."""
        self.heading.setText(self.tr("{player}’s campaign").format(player=campaign.player))
        started = self.tr("Started {date}").format(date=when_text(campaign.created_at, False))
        chapters = self.tr("Chapters: {count}").format(count=len(campaign.chapters))
        state = "" if campaign.active else " · " + self.tr("abandoned")
        self.subheading.setText(f"{started} · {chapters}{state}")
        self.code.setText(display_code(campaign.code))
        self.score_value.setText(f"{campaign.score} ★")
        best = campaign.best_title
        self.title_value.setText(title_text(best) if best else "—")
        if campaign.complete:
            self.progress_value.setText(self.tr("Complete"))
        else:
            self.progress_value.setText(progress_text(campaign))
        self._fill_cards(campaign, in_progress)
        current = campaign.current
        self.play_button.setVisible(campaign.active and current is not None)
        if current is not None:
            verb = (
                self.tr("Resume chapter {number}")
                if in_progress[current]
                else self.tr("Play chapter {number}")
            )
            self.play_button.setText(verb.format(number=current + 1))
        self.abandon_button.setVisible(campaign.active)

    def _fill_cards(self, campaign: Campaign, in_progress: list[bool]) -> None:
        for card in self.cards:
            self.grid.removeWidget(card)
            card.hide()  # gone at once, deleted once the event loop is back
            card.deleteLater()
        self.cards = [
            ChapterCard(campaign, i, in_progress[i]) for i in range(len(campaign.chapters))
        ]
        for index, card in enumerate(self.cards):
            card.play_button.clicked.connect(lambda _=False, i=index: self.play_chapter.emit(i))
            card.watch_button.clicked.connect(lambda _=False, i=index: self.watch_chapter.emit(i))
            self.grid.addWidget(card, index // CARD_COLUMNS, index % CARD_COLUMNS)
        for column in range(CARD_COLUMNS):
            self.grid.setColumnStretch(column, 1)
        rows = -(-len(self.cards) // CARD_COLUMNS)
        for row in range(rows + 1):
            self.grid.setRowStretch(row, 1 if row == rows else 0)


def progress_text(campaign: Campaign) -> str:
    """``Chapter 2 of 4``: the chapter to play next (the list says it too)."""
    return translate("CampaignPage", "Chapter {number} of {count}").format(
        number=(campaign.current or 0) + 1, count=len(campaign.chapters)
    )


def _stat() -> tuple[QLabel, QLabel, QFrame]:
    """A big value over its caption, in a box."""
    box = QFrame()
    box.setObjectName("stat")
    value, caption = label("", "statValue"), label("", "statLabel")
    inner = QVBoxLayout(box)
    inner.setContentsMargins(14, 8, 14, 8)
    inner.setSpacing(0)
    inner.addWidget(value)
    inner.addWidget(caption)
    return value, caption, box
