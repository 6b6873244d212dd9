"""The campaign screen: the player's solo campaigns, their chapters and scores.

It lists the campaigns of :class:`CampaignBook`, shows the chosen one chapter by
chapter (map side, edicts, attempts, best result), the campaign score and best
title, and the code to share. It plays no game itself: "Play" asks the main window
with :attr:`CampaignScreen.play_requested` (the game, where to autosave it after
every decision, and the chapter), and the main window tells it when the game is over
with :meth:`CampaignScreen.chapter_finished`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ... import names
from ...records.campaign import Campaign, CampaignBook, Chapter, ChapterGame
from ...records.codes import display_code
from ...records.files import Problem
from ...records.finished import Recorded, record_finished
from ...records.history import History
from ...rules.game import Game
from ..text import card_text as rule_text
from .campaign_dialog import NewCampaignDialog
from .look import (
    GOLD,
    MUTED,
    card_text,
    label,
    problem_text,
    side_text,
    signed,
    styled,
    title_text,
    when_text,
)
from .replay_viewer import ReplayViewer

CARD_COLUMNS = 4
COPIED_MS = 1600


class ChapterCard(QFrame):
    """One chapter: its map and edicts, attempts and best result, and its button."""

    def __init__(self, screen: CampaignScreen, campaign: Campaign, index: int) -> None:
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
        layout.addWidget(label(self.tr("Chapter %1").replace("%1", str(index + 1)), "chapterTitle"))
        layout.addWidget(label(side_text(chapter.side), "hint"))
        layout.addSpacing(4)
        for letter, card in zip("ABCD", chapter.edicts, strict=True):
            line = label(f"<b>{letter}</b>&nbsp; {_html(card_text(card))}")
            if card in names.SCORING_TEXTS:
                line.setToolTip(rule_text(card))
            layout.addWidget(line)
        layout.addSpacing(6)
        layout.addWidget(self._result(chapter, state))
        layout.addStretch(1)
        self.play_button = QPushButton()
        self.watch_button = QPushButton(self.tr("Watch your best game"))
        self.watch_button.setObjectName("quiet")
        self.watch_button.setVisible(chapter.best is not None)
        self.watch_button.clicked.connect(lambda: screen.watch_best(index))
        in_progress = screen.in_progress(campaign, index)
        if state == "locked":
            self.play_button.setText(self.tr("After chapter %1").replace("%1", str(index)))
            self.play_button.setEnabled(False)
        elif in_progress:
            self.play_button.setText(self.tr("Resume"))
        elif state == "current":
            self.play_button.setText(self.tr("Play"))
        else:
            self.play_button.setText(self.tr("Play again"))
        if state == "current":
            self.play_button.setObjectName("confirm")
        self.play_button.setEnabled(campaign.active and state != "locked")
        self.play_button.clicked.connect(lambda: screen.play_chapter(index))
        layout.addWidget(self.play_button)
        layout.addWidget(self.watch_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.setMinimumWidth(190)

    def _result(self, chapter: Chapter, state: str) -> QWidget:
        best = chapter.best
        if best is None:
            text = self.tr("Not played yet") if state == "current" else ""
            return label(text, "hint")
        attempts = self.tr("Attempts: %1").replace("%1", str(len(chapter.attempts)))
        text = (
            f"<span style='font-size:18px; color:{GOLD}'><b>{best.total} ★</b></span><br>"
            + _html(self.tr("rating %1").replace("%1", signed(best.rating)))
            + f"<br><i>{_html(title_text(best.title))}</i><br>"
            + f"<span style='color:{MUTED}'>{_html(attempts)}</span>"
        )
        result = label(text, wrap=True)
        result.setTextFormat(Qt.TextFormat.RichText)
        return result


class CampaignScreen(QWidget):
    """The player's campaigns.

    ``play_requested(game, autosave_path, chapter_game)``: start this game and
    autosave it to ``autosave_path`` after every decision (a :class:`ChapterGame`
    says which campaign and chapter, and whether the game was resumed).
    ``back_requested``: the player wants to leave the screen."""

    play_requested = Signal(object, object, object)
    back_requested = Signal()

    def __init__(
        self,
        book: CampaignBook | None = None,
        history: History | None = None,
        player: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        styled(self)
        self.book = book or CampaignBook()
        self.history = history or History()
        self.player = player
        self.campaigns: tuple[Campaign, ...] = ()
        self.problems: tuple[Problem, ...] = ()
        self.dialog: NewCampaignDialog | None = None
        self.viewer: ReplayViewer | None = None
        self.cards: list[ChapterCard] = []
        self._in_progress: dict[tuple[str, int], bool] = {}
        self.confirm: Callable[[str, str], bool] = self._ask
        self._build()
        self.retranslate()
        self.refresh()

    # --- building ----------------------------------------------------------------------

    def _build(self) -> None:
        self.title = label("", "screenTitle")
        self.back_button = QPushButton()
        self.back_button.setObjectName("quiet")
        self.back_button.clicked.connect(self.back_requested)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.new_campaign)
        self.notice = label("", "problems", wrap=True)
        self.notice.hide()
        self.list = QListWidget()
        self.list.setMinimumWidth(240)
        self.list.setMaximumWidth(300)
        self.list.currentRowChanged.connect(lambda _row: self._show_selected())
        self.pages = QStackedWidget()
        self.pages.addWidget(self._empty_page())
        self.pages.addWidget(self._details_page())
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.new_button)
        top.addWidget(self.back_button)
        body = QHBoxLayout()
        body.setSpacing(16)
        body.addWidget(self.list)
        body.addWidget(self.pages, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(12)
        layout.addLayout(top)
        layout.addWidget(self.notice)
        layout.addLayout(body, 1)

    def _empty_page(self) -> QWidget:
        page = QFrame()
        page.setObjectName("panel")
        self.empty_heading = label("", "dialogHeading", wrap=True)
        self.empty_text = label("", "hint", wrap=True)
        self.empty_button = QPushButton()
        self.empty_button.setObjectName("confirm")
        self.empty_button.clicked.connect(self.new_campaign)
        font = self.empty_text.font()
        font.setPixelSize(14)
        self.empty_text.setFont(font)
        column = QWidget()
        column.setFixedWidth(560)
        inner = QVBoxLayout(column)
        inner.setSpacing(10)
        inner.addWidget(self.empty_heading)
        inner.addWidget(self.empty_text)
        inner.addSpacing(14)
        inner.addWidget(self.empty_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(40, 30, 40, 30)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(column)
        row.addStretch(1)
        layout.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(2)
        return page

    def _details_page(self) -> QWidget:
        page = QWidget()
        self.heading = label("", "dialogHeading")
        self.subheading = label("", "hint")
        self.code_caption = label()
        self.code = label("", "code")
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.copy_code)
        self.code_hint = label("", "hint", wrap=True)
        self.score_value, self.score_caption, score = self._stat()
        self.title_value, self.title_caption, title = self._stat()
        self.progress_value, self.progress_caption, progress = self._stat()
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
        self.play_button.clicked.connect(self.play_current)
        self.abandon_button = QPushButton()
        self.abandon_button.setObjectName("danger")
        self.abandon_button.clicked.connect(self.abandon_selected)
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
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        layout.addWidget(self.heading)
        layout.addWidget(self.subheading)
        layout.addLayout(code_row)
        layout.addLayout(stats)
        layout.addWidget(self.explanation)
        layout.addWidget(scroll, 1)
        layout.addLayout(buttons)
        return page

    def _stat(self) -> tuple[QWidget, QWidget, QFrame]:
        box = QFrame()
        box.setObjectName("stat")
        value, caption = label("", "statValue"), label("", "statLabel")
        inner = QVBoxLayout(box)
        inner.setContentsMargins(14, 8, 14, 8)
        inner.setSpacing(0)
        inner.addWidget(value)
        inner.addWidget(caption)
        return value, caption, box

    def retranslate(self) -> None:
        self.title.setText(self.tr("Solo campaigns"))
        self.back_button.setText(self.tr("← Back"))
        self.new_button.setText(self.tr("New campaign…"))
        self.empty_heading.setText(self.tr("Play a campaign"))
        self.empty_text.setText(
            self.tr(
                "A campaign is a series of solo games played over a few days — four "
                "chapters, each with its own map and edicts. Your best game in each chapter "
                "counts; replay a chapter whenever you want to beat it. Share the campaign "
                "code and a friend plays the very same chapters."
            )
        )
        self.empty_button.setText(self.tr("Start a campaign…"))
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
        self._fill_list()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()

    # --- the data ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the campaigns folder again, keeping the selection."""
        chosen = self.selected()
        listing = self.book.campaigns()
        self.campaigns = listing.campaigns
        self.problems = tuple(p for p in listing.problems if p.kind == "newer") + tuple(
            p for p in listing.problems if p.kind != "newer"
        )
        self._say("\n".join(problem_text(p) for p in listing.problems if p.kind != "newer"))
        self._in_progress.clear()
        self._fill_list(chosen.id if chosen else None)

    def in_progress(self, campaign: Campaign, chapter: int) -> bool:
        key = (campaign.id, chapter)
        if key not in self._in_progress:
            self._in_progress[key] = self.book.in_progress(campaign, chapter)
        return self._in_progress[key]

    def selected(self) -> Campaign | None:
        row = self.list.currentRow()
        return self.campaigns[row] if 0 <= row < len(self.campaigns) else None

    def select(self, campaign_id: str) -> None:
        for row, campaign in enumerate(self.campaigns):
            if campaign.id == campaign_id:
                self.list.setCurrentRow(row)
                return

    def _fill_list(self, chosen: str | None = None) -> None:
        if chosen is None and self.selected() is not None:
            chosen = self.selected().id  # type: ignore[union-attr]
        self.list.blockSignals(True)
        self.list.clear()
        for campaign in self.campaigns:
            item = QListWidgetItem(
                f"{campaign.player} · {display_code(campaign.code)}\n{self._status(campaign)}"
            )
            item.setToolTip(self.tr("Started %1").replace("%1", when_text(campaign.created_at)))
            if not campaign.active:
                item.setForeground(Qt.GlobalColor.gray)
            self.list.addItem(item)
        for problem in self.problems:
            if problem.kind != "newer":
                continue
            newer = self.tr("Needs a newer Kartografové")  # not inside an f-string: lupdate
            item = QListWidgetItem(f"{problem.path.name}\n{newer}")
            item.setToolTip(problem_text(problem))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(item)
        row = next((i for i, c in enumerate(self.campaigns) if c.id == chosen), 0)
        self.list.setCurrentRow(row if self.campaigns else -1)
        self.list.blockSignals(False)
        self._show_selected()

    def _status(self, campaign: Campaign) -> str:
        if not campaign.active:
            return self.tr("Abandoned · %1 ★").replace("%1", str(campaign.score))
        if campaign.complete:
            return self.tr("Complete · %1 ★").replace("%1", str(campaign.score))
        return (
            self.tr("Chapter %1 of %2")
            .replace("%1", str((campaign.current or 0) + 1))
            .replace("%2", str(len(campaign.chapters)))
        )

    # --- showing one campaign ----------------------------------------------------------

    def _show_selected(self) -> None:
        campaign = self.selected()
        self.list.setVisible(self.list.count() > 0)
        if campaign is None:
            self.pages.setCurrentIndex(0)
            return
        self.pages.setCurrentIndex(1)
        self.heading.setText(self.tr("%1’s campaign").replace("%1", campaign.player))
        started = self.tr("Started %1").replace("%1", when_text(campaign.created_at, False))
        chapters = self.tr("Chapters: %1").replace("%1", str(len(campaign.chapters)))
        state = "" if campaign.active else " · " + self.tr("abandoned")
        self.subheading.setText(f"{started} · {chapters}{state}")
        self.code.setText(display_code(campaign.code))
        self.score_value.setText(f"{campaign.score} ★")
        best = campaign.best_title
        self.title_value.setText(title_text(best) if best else "—")
        if campaign.complete:
            self.progress_value.setText(self.tr("Complete"))
        else:
            self.progress_value.setText(
                self.tr("Chapter %1 of %2")
                .replace("%1", str((campaign.current or 0) + 1))
                .replace("%2", str(len(campaign.chapters)))
            )
        self._fill_cards(campaign)
        current = campaign.current
        self.play_button.setVisible(campaign.active and current is not None)
        if current is not None:
            verb = (
                self.tr("Resume chapter %1")
                if self.in_progress(campaign, current)
                else self.tr("Play chapter %1")
            )
            self.play_button.setText(verb.replace("%1", str(current + 1)))
        self.abandon_button.setVisible(campaign.active)

    def _fill_cards(self, campaign: Campaign) -> None:
        for card in self.cards:
            self.grid.removeWidget(card)
            card.deleteLater()
        self.cards = [ChapterCard(self, campaign, i) for i in range(len(campaign.chapters))]
        for index, card in enumerate(self.cards):
            self.grid.addWidget(card, index // CARD_COLUMNS, index % CARD_COLUMNS)
        for column in range(CARD_COLUMNS):
            self.grid.setColumnStretch(column, 1)
        rows = -(-len(self.cards) // CARD_COLUMNS)
        for row in range(rows + 1):
            self.grid.setRowStretch(row, 1 if row == rows else 0)

    def _say(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    # --- actions -----------------------------------------------------------------------

    def new_campaign(self) -> NewCampaignDialog:
        """Open the New campaign dialog; accepting it creates and selects the campaign."""
        self.dialog = NewCampaignDialog(self.player, self)
        self.dialog.accepted.connect(self._create_from_dialog)
        self.dialog.open()
        return self.dialog

    def _create_from_dialog(self) -> None:
        dialog = self.dialog
        if dialog is None:
            return
        self.create(dialog.player(), dialog.chapters(), dialog.code())
        self.dialog = None

    def create(self, player: str, chapters: int = 4, code: str | None = None) -> Campaign | None:
        try:
            campaign = self.book.create(player, chapters, code)
        except OSError as error:
            self._say(
                self.tr("The campaign could not be saved: %1").replace(
                    "%1", error.strerror or str(error)
                )
            )
            return None
        self.player = campaign.player
        self.refresh()
        self.select(campaign.id)
        return campaign

    def play_current(self) -> None:
        campaign = self.selected()
        if campaign is not None and campaign.current is not None:
            self.play_chapter(campaign.current)

    def play_chapter(self, index: int) -> ChapterGame | None:
        """Ask the main window to play a chapter (resuming its game in progress)."""
        campaign = self.selected()
        if campaign is None or not campaign.active:
            return None
        chapter_game = self.book.play(campaign, index)
        if chapter_game.problem is not None:
            self._say(problem_text(chapter_game.problem))
        self.play_requested.emit(chapter_game.game, chapter_game.autosave, chapter_game)
        self._in_progress.clear()
        return chapter_game

    def chapter_finished(self, game: Game) -> Recorded:
        """Call when a game ends: a campaign chapter is added to its campaign (and
        every game to the history); the campaign is then shown with its result."""
        recorded = record_finished(game, self.history, self.book)
        self.refresh()
        if recorded.campaign is not None:
            self.select(recorded.campaign.id)
        if recorded.failures:
            self._say(
                self.tr(
                    "The finished game could not be added to the campaign; its save file is safe."
                )
            )
        return recorded

    def abandon_selected(self) -> None:
        campaign = self.selected()
        if campaign is None or not campaign.active:
            return
        question = self.tr(
            "Abandon this campaign? Its results stay in the list, but it cannot be played any more."
        )
        if not self.confirm(self.tr("Abandon campaign"), question):
            return
        try:
            self.book.abandon(campaign)
        except OSError as error:
            self._say(
                self.tr("The campaign could not be saved: %1").replace(
                    "%1", error.strerror or str(error)
                )
            )
        self.refresh()

    def copy_code(self) -> None:
        campaign = self.selected()
        if campaign is None:
            return
        QGuiApplication.clipboard().setText(display_code(campaign.code))
        self.copy_button.setText(self.tr("Copied!"))
        # the button as context: the timer is dropped if the screen is gone by then
        QTimer.singleShot(
            COPIED_MS, self.copy_button, lambda: self.copy_button.setText(self.tr("Copy"))
        )

    def watch_best(self, index: int) -> ReplayViewer | None:
        campaign = self.selected()
        if campaign is None or campaign.chapters[index].best is None:
            return None
        best = campaign.chapters[index].best
        assert best is not None
        heading = self.tr("Chapter %1 — your best game").replace("%1", str(index + 1))
        self.viewer = ReplayViewer(campaign.setup(index), best.game_decisions(), heading, self)
        self.viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.viewer.open()
        return self.viewer

    def _ask(self, title: str, question: str) -> bool:
        answer = QMessageBox.question(
            self,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
