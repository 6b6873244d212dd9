"""The journey screen: the designed chapters, the challenge of the week, and the way
to custom campaigns and to verifying a result code.

It plays no game itself: *Play* asks the main window with :attr:`play_requested`
(the game, where to autosave it, the seats computers play), as the campaign screen
does. What it shows is derived from the records every time it is shown (a game may
have been finished meanwhile): the stars per chapter, which chapters are open, what
the next star needs, this week's best and the hard computer's rating."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...records.files import Problem
from ...records.journey.chapters import Chapter
from ...records.journey.progress import JourneyBook, Standing
from ...records.journey.weekly import Week, WeekBook, WeekRecord, deal_of, week_of
from ..records.hint_words import PlayedWith
from ..records.look import RecordsScreen, label, problem_text, records_frame
from ..text import card_name, side_name, title_name
from .computer import start_hard_rating, stop_ratings
from .words import chapter_words, star_text

FULL, EMPTY = "★", "☆"


def stars_text(earned: int, most: int) -> str:
    return FULL * earned + EMPTY * (most - earned)


class JourneyScreen(RecordsScreen):
    """``play_requested(game, autosave, computers)``; ``custom_requested``: the
    custom campaigns from a code; ``verify_requested``; ``back_requested``."""

    play_requested = Signal(object, object, object)
    custom_requested = Signal()
    verify_requested = Signal()
    back_requested = Signal()

    def __init__(
        self,
        book: JourneyBook | None = None,
        weeks: WeekBook | None = None,
        player: str = "",
        parent: QWidget | None = None,
        rate: Callable[[WeekBook, Week], object] = start_hard_rating,
    ) -> None:
        super().__init__(parent)
        self.rate = rate  # starts the hard computer on the week's deal (tests pass their own)
        self.book = book or JourneyBook()
        self.weeks = weeks or WeekBook()
        self.player = player
        self.standing: Standing = self.book.load().standing
        self.week: Week = week_of()
        self.week_record = WeekRecord()
        self.problems: list[Problem] = []
        self._build()
        self.retranslate()

    # --- building ----------------------------------------------------------------------

    def _build(self) -> None:
        self.title = label("", "screenTitle")
        self.total = label("", "statValue")
        self.custom_button = QPushButton()
        self.custom_button.clicked.connect(self.custom_requested)
        self.verify_button = QPushButton()
        self.verify_button.clicked.connect(self.verify_requested)
        self.back_button = QPushButton()
        self.back_button.setObjectName("quiet")
        self.back_button.clicked.connect(self.back_requested)
        self.notice = label("", "problems", wrap=True)
        self.notice.hide()
        self.list = QListWidget()
        self.list.setMinimumWidth(300)
        self.list.setMaximumWidth(360)
        self.list.currentRowChanged.connect(lambda _row: self._show_chapter())
        self.chapter_title = label("", "chapterTitle", wrap=True)
        self.story = label("", "", wrap=True)
        self.deal = label("", "hint", wrap=True)
        self.goals = label("", "", wrap=True)
        self.goals.setTextFormat(Qt.TextFormat.RichText)
        self.best = label("", "best", wrap=True)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self.play_selected)
        panel = QFrame()
        panel.setObjectName("panel")
        details = QVBoxLayout(panel)
        details.setContentsMargins(16, 14, 16, 14)
        for widget in (self.chapter_title, self.story, self.deal, self.goals, self.best):
            details.addWidget(widget)
        details.addStretch(1)
        details.addWidget(self.play_button, 0, Qt.AlignmentFlag.AlignRight)
        self.week_title = label("", "chapterTitle")
        self.week_text = label("", "", wrap=True)
        self.week_past = label("", "hint", wrap=True)
        self.week_button = QPushButton()
        self.week_button.clicked.connect(self.play_week)
        weekly = QFrame()
        weekly.setObjectName("panel")
        week_layout = QVBoxLayout(weekly)
        week_layout.setContentsMargins(16, 10, 16, 10)
        week_row = QHBoxLayout()
        week_row.addWidget(self.week_title, 1)
        week_row.addWidget(self.week_button)
        week_layout.addLayout(week_row)
        week_layout.addWidget(self.week_text)
        week_layout.addWidget(self.week_past)
        right = QVBoxLayout()
        right.addWidget(panel, 1)
        right.addWidget(weekly)
        records_frame(
            self,
            (self.title, self.total),
            (self.verify_button, self.custom_button, self.back_button),
            self.notice,
            self.list,
            right,
        )

    def retranslate(self) -> None:
        self.title.setText(self.tr("The journey"))
        self.custom_button.setText(self.tr("Custom campaign from a code…"))
        self.verify_button.setText(self.tr("Verify a result code…"))
        self.back_button.setText(self.tr("← Back"))
        self.refresh()

    # --- reading the records ----------------------------------------------------------

    def refresh(self) -> None:
        loaded = self.book.load()
        opened = loaded.standing.next_chapter != self.standing.next_chapter
        self.standing = loaded.standing
        weeks = self.weeks.load()
        self.problems = [p for p in (loaded.problem, weeks.problem) if p is not None]
        self.week = week_of()
        self.week_record = weeks.weeks.of(self.week)
        self.notice.setText(" ".join(problem_text(p) for p in self.problems))
        self.notice.setVisible(bool(self.problems))
        self.total.setText(
            self.tr("{stars} {earned} of {most}").format(
                stars=FULL, earned=self.standing.total_stars, most=self.standing.most_stars
            )
        )
        row = self.list.currentRow()
        self.list.blockSignals(True)
        self.list.clear()
        for index, chapter in enumerate(self.standing.journey.chapters):
            stars = stars_text(self.standing.stars(index), len(chapter.stars))
            text = f"{index + 1}. {chapter_words(chapter.title)}\n{stars}"
            item = QListWidgetItem(text)
            if not self.standing.unlocked(index):
                item.setFlags(
                    item.flags() & ~Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                )
                item.setText(text + "  " + self.tr("(locked)"))
            self.list.addItem(item)
        self.list.blockSignals(False)
        nxt = self.standing.next_chapter
        if row < 0 or (opened and nxt is not None):  # a chapter was just opened: go on
            row = nxt if nxt is not None else 0
        self.list.setCurrentRow(row)
        self._show_chapter()
        self._show_week(weeks.weeks.played())

    def chapter(self) -> tuple[int, Chapter]:
        index = max(self.list.currentRow(), 0)
        return index, self.standing.journey.chapters[index]

    def _show_chapter(self) -> None:
        index, chapter = self.chapter()
        earned = self.standing.stars(index)
        self.chapter_title.setText(
            self.tr("Chapter {number}: {title}").format(
                number=index + 1, title=chapter_words(chapter.title)
            )
        )
        self.story.setText(chapter_words(chapter.story))
        edicts = ", ".join(card_name(card) for card in chapter.edicts)
        deal = self.tr("{side}; edicts: {edicts}").format(
            side=side_name(chapter.side), edicts=edicts
        )
        if chapter.computers:
            names = ", ".join(c.name for c in chapter.computers)
            deal += " " + self.tr("At the table: {names}.").format(names=names)
        self.deal.setText(deal)
        lines = []
        for number, star in enumerate(chapter.stars, start=1):
            mark = FULL if number <= earned else EMPTY
            text = star_text(star)
            if number == earned + 1:
                text = "<b>" + self.tr("Next star: {goal}").format(goal=text) + "</b>"
            lines.append(f"{mark} {text}")
        self.goals.setText("<br>".join(lines))
        best = self.standing.progress.best(chapter)
        if best is None:
            self.best.setText("")
        elif chapter.solo:
            self.best.setText(self.tr("Your best: rating {score}").format(score=f"{best.score:+d}"))
        else:
            self.best.setText(self.tr("Your best: {score} stars").format(score=best.score))
        if best is not None and best.hints:  # a hinted game earns no star: say why
            self.best.setText(
                self.best.text()
                + " · "
                + PlayedWith().hints(best.hints)
                + " "
                + self.tr("(no star)")
            )
        open_ = self.standing.unlocked(index)
        self.play_button.setText(
            self.tr("Resume this chapter")
            if open_ and self.book.in_progress(chapter)
            else self.tr("Play this chapter")
        )
        self.play_button.setEnabled(open_)
        self.play_button.setToolTip("" if open_ else self.tr("Earn a star in the chapter before."))

    def _deal_text(self, side: str, edicts: tuple[str, ...]) -> str:
        names = ", ".join(card_name(card) for card in edicts)
        return self.tr("{side}; edicts: {edicts}").format(side=side_name(side), edicts=names)

    def _show_week(self, played: list[tuple[Week, WeekRecord]]) -> None:
        deal = deal_of(self.week)
        self.week_button.setText(
            self.tr("Resume this week's challenge")
            if self.weeks.in_progress(self.week)
            else self.tr("Play this week's challenge")
        )
        self.week_title.setText(self.tr("Challenge of the week {week}").format(week=self.week.key))
        edicts = ", ".join(card_name(card) for card in deal.edicts)
        lines = [
            self.tr("{side}; edicts: {edicts}").format(side=side_name(deal.side), edicts=edicts)
        ]
        best = self.week_record.best
        if best is not None:
            lines.append(
                self.tr("Your best: rating {rating} ({title})").format(
                    rating=f"{best.rating:+d}", title=title_name(best.title)
                )
            )
            computer = self.week_record.computer
            lines.append(
                self.tr("The hard computer scored {rating} on this deal.").format(
                    rating=f"{computer:+d}"
                )
                if computer is not None
                else self.tr("The hard computer is still playing this deal.")
            )
        hinted = self.week_record.hinted
        if hinted:
            lines.append(
                self.tr("Played with hints: {ratings} (no place beside the computer).").format(
                    ratings=", ".join(f"{a.rating:+d}" for a in hinted)
                )
            )
        self.week_text.setText("\n".join(lines))
        past = [
            self.tr("{week}: {rating}").format(week=week.key, rating=f"{record.best.rating:+d}")
            for week, record in played
            if week != self.week and record.best is not None
        ][:6]
        self.week_past.setText(
            self.tr("Earlier weeks: {list}").format(list=", ".join(past)) if past else ""
        )
        self.week_past.setVisible(bool(past))

    # --- playing -----------------------------------------------------------------------

    def play_selected(self) -> None:
        index, chapter = self.chapter()
        if not self.standing.unlocked(index):
            return
        game, problem = self.book.game_for(chapter, self._player())
        self._report(problem)
        computers = {seat: c.level for seat, c in enumerate(chapter.computers, start=1)}
        self.play_requested.emit(game, self.book.attempt_path(chapter), computers)

    def play_week(self) -> None:
        game, problem = self.weeks.game_for(self.week, self._player())
        self._report(problem)
        self.rate(self.weeks, self.week)
        self.play_requested.emit(game, self.weeks.attempt_path(self.week), {})

    def stop_computer(self) -> None:
        """The app is closing: the week's computer, if it still plays, stops now (its
        child process ends; the next start plays the deal again)."""
        stop_ratings()

    def _player(self) -> str:
        return self.player or self.tr("Cartographer")

    def _report(self, problem: Problem | None) -> None:
        if problem is not None:
            self.problems.append(problem)
            self.notice.setText(" ".join(problem_text(p) for p in self.problems))
            self.notice.show()
