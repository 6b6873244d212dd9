"""The campaign screen: the player's solo campaigns, their chapters and scores.

It lists the campaigns of :class:`CampaignBook`, shows the chosen one chapter by
chapter (map side, edicts, attempts, best result), the campaign score and best
title, and the code to share. It plays no game itself: "Play" asks the main window
with :attr:`CampaignScreen.play_requested` (the game, where to autosave it after
every decision, and the chapter), and the main window tells it when the game is over
with :meth:`CampaignScreen.chapter_finished`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QWidget,
)

from ...records.campaign import Campaign
from ...records.campaign_book import CampaignBook, ChapterGame, Listing
from ...records.codes import display_code
from ...records.files import Problem
from ...records.finished import Recorded, record_finished
from ...records.history import History
from ...rules.game import Game
from ..reasons import folder_problem, system_problem, write_problem
from .campaign_dialog import NewCampaignDialog
from .campaign_pages import CampaignPage, IntroPage, progress_text
from .look import (
    Ask,
    RecordsScreen,
    ask_yes_no,
    label,
    problem_text,
    records_frame,
    when_text,
)
from .replay_viewer import ReplayViewer

COPIED_MS = 1600


class CampaignScreen(RecordsScreen):
    """The player's campaigns.

    ``play_requested(game, autosave_path, chapter_game)``: start this game and
    autosave it to ``autosave_path`` after every decision (a :class:`ChapterGame`
    says which campaign and chapter, and whether the game was resumed).
    ``back_requested``: the player wants to leave the screen. ``ask`` puts a yes-or-no
    question to the player (a message box; tests answer it themselves)."""

    play_requested = Signal(object, object, object)
    back_requested = Signal()

    def __init__(
        self,
        book: CampaignBook | None = None,
        history: History | None = None,
        player: str = "",
        parent: QWidget | None = None,
        ask: Ask = ask_yes_no,
    ) -> None:
        super().__init__(parent)
        self.book = book or CampaignBook()
        self.history = history or History()
        self.player = player
        self.campaigns: tuple[Campaign, ...] = ()
        self.problems: tuple[Problem, ...] = ()
        self.dialog: NewCampaignDialog | None = None
        self.viewer: ReplayViewer | None = None
        self.ask = ask
        self._in_progress: dict[tuple[str, int], bool] = {}
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
        self.intro = IntroPage()
        self.intro.start_requested.connect(self.new_campaign)
        self.details = CampaignPage()
        self.details.copy_button.clicked.connect(self.copy_code)
        self.details.play_button.clicked.connect(self.play_current)
        self.details.abandon_button.clicked.connect(self.abandon_selected)
        self.details.play_chapter.connect(self.play_chapter)
        self.details.watch_chapter.connect(self.watch_best)
        self.pages.addWidget(self.intro)
        self.pages.addWidget(self.details)
        records_frame(
            self,
            (self.title,),
            (self.new_button, self.back_button),
            self.notice,
            self.list,
            self.pages,
        )

    def retranslate(self) -> None:
        self.title.setText(self.tr("Custom campaigns from a code"))
        self.back_button.setText(self.tr("← Back"))
        self.new_button.setText(self.tr("New campaign…"))
        self._fill_list()

    # --- the data ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the campaigns folder again, keeping the selection."""
        chosen = self.selected()
        try:
            listing = self.book.campaigns()
        except OSError as error:  # the data folder went away or cannot be read
            listing, trouble = Listing(()), folder_problem(error)
        else:
            trouble = "\n".join(problem_text(p) for p in listing.problems if p.kind != "newer")
        self.campaigns = listing.campaigns
        self.problems = tuple(p for p in listing.problems if p.kind == "newer") + tuple(
            p for p in listing.problems if p.kind != "newer"
        )
        self._say(trouble)
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
        if chosen is None and (shown := self.selected()) is not None:
            chosen = shown.id
        self.list.blockSignals(True)
        self.list.clear()
        for campaign in self.campaigns:
            item = QListWidgetItem(
                f"{campaign.player} · {display_code(campaign.code)}\n{self._status(campaign)}"
            )
            item.setToolTip(self.tr("Started {date}").format(date=when_text(campaign.created_at)))
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
            return self.tr("Abandoned · {score} ★").format(score=campaign.score)
        if campaign.complete:
            return self.tr("Complete · {score} ★").format(score=campaign.score)
        return progress_text(campaign)

    # --- showing one campaign ----------------------------------------------------------

    def _show_selected(self) -> None:
        campaign = self.selected()
        self.list.setVisible(self.list.count() > 0)
        if campaign is None:
            self.pages.setCurrentIndex(0)
            return
        self.pages.setCurrentIndex(1)
        chapters = range(len(campaign.chapters))
        self.details.show_campaign(campaign, [self.in_progress(campaign, i) for i in chapters])

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
        self.create_campaign(dialog.player(), dialog.chapters(), dialog.code())
        self.dialog = None

    def create_campaign(
        self, player: str, chapters: int = 4, code: str | None = None
    ) -> Campaign | None:
        try:
            campaign = self.book.create(player, chapters, code)
        except OSError as error:
            self._say(
                self.tr("The campaign could not be saved: {reason}").format(
                    reason=system_problem(error)
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
        try:
            chapter_game = self.book.play(campaign, index)
        except OSError as error:  # a game that no longer fits could not be moved away
            self._say(
                self.tr(
                    "The chapter cannot start: its game in progress must be kept first, "
                    "and it could not be moved ({reason})."
                ).format(reason=write_problem(error))
            )
            return None
        if chapter_game.problem is not None:
            self._say(problem_text(chapter_game.problem))
        if chapter_game.kept is not None:
            QMessageBox.information(
                self,
                self.tr("Your game was kept"),
                self.tr(
                    "The game in progress found for this chapter does not match the "
                    "chapter any more (it was started by another version). It was kept "
                    "among your unfinished games, where you can continue it; the chapter "
                    "starts anew."
                ),
            )
        self.play_requested.emit(chapter_game.game, chapter_game.autosave, chapter_game)
        self._in_progress.clear()
        return chapter_game

    def chapter_finished(self, game: Game, hints: int | None = None) -> Recorded:
        """Call when a game ends: a campaign chapter is added to its campaign (and
        every game to the history); the campaign is then shown with its result."""
        recorded = record_finished(game, self.history, self.book, hints)
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
        if not self.ask(self, self.tr("Abandon campaign"), question):
            return
        try:
            self.book.abandon(campaign)
        except OSError as error:
            self._say(
                self.tr("The campaign could not be saved: {reason}").format(
                    reason=system_problem(error)
                )
            )
        self.refresh()

    def copy_code(self) -> None:
        campaign = self.selected()
        if campaign is None:
            return
        QGuiApplication.clipboard().setText(display_code(campaign.code))
        self.details.copy_button.setText(self.tr("Copied!"))
        QTimer.singleShot(COPIED_MS, self.details.retranslate)

    def watch_best(self, index: int) -> ReplayViewer | None:
        campaign = self.selected()
        if campaign is None or campaign.chapters[index].best is None:
            return None
        best = campaign.chapters[index].best
        assert best is not None
        heading = self.tr("Chapter {number} — your best game").format(number=index + 1)
        played = best.when.astimezone().date()
        self.viewer = ReplayViewer(
            campaign.setup(index), best.game_decisions(), heading, self, played
        )
        self.viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.viewer.open()
        return self.viewer
