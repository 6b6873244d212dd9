"""The History view: every finished game, personal bests, solo ratings over time.

It lists :class:`History` entries from their summaries (no replaying), filters them
by solo / pass-and-play and by edict set, and opens any game in the
:class:`ReplayViewer`. It reads the folder again whenever it is shown, so a game
recorded elsewhere (``record_finished`` at the end of every game) simply appears.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QMenu,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...records.files import RecordError
from ...records.history import (
    EdictSet,
    History,
    HistoryEntry,
    Kind,
    Listing,
    edict_sets,
    personal_bests,
    select,
    solo_ratings,
)
from ...rules.cards import EDICT_LETTERS
from ...rules.game import Game
from ..journey.achievements_dialog import AchievementsDialog
from ..journey.share import ShareDialog
from ..reasons import file_problem, folder_problem
from ..text import player_name, seat_name, translate
from .hint_words import PlayedWith
from .look import (
    MUTED,
    RecordsScreen,
    card_text,
    label,
    problem_text,
    side_text,
    signed,
    title_text,
    when_text,
)
from .rating_chart import RatingChart
from .replay_viewer import ReplayViewer

KINDS: tuple[Kind, ...] = ("all", "solo", "multiplayer")
MAX_BEST_NAMES = 6


class HistoryScreen(RecordsScreen):
    """``back_requested`` asks the main window to show what was there before."""

    back_requested = Signal()

    def __init__(self, history: History | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history or History()
        self.entries: tuple[HistoryEntry, ...] = ()
        self.shown: list[HistoryEntry] = []
        self.viewer: ReplayViewer | None = None
        self.back_button = QPushButton()
        self.back_button.setObjectName("quiet")
        self.back_button.clicked.connect(self.back_requested)
        self.title = label("", "screenTitle")
        self.problems = label("", "problems", wrap=True)
        self.problems.hide()
        self.kind_filter = QComboBox()
        self.kind_filter.currentIndexChanged.connect(self._filter)
        self.edict_filter = QComboBox()
        self.edict_filter.setMinimumContentsLength(30)
        self.edict_filter.currentIndexChanged.connect(self._filter)
        self.kind_label, self.edict_label = label(), label()
        self.empty = label("", "hint", wrap=True)
        self.table = self._table()
        self.bests_heading = label("", "panelHeading")
        self.bests = label("", wrap=True)
        self.bests.setTextFormat(Qt.TextFormat.RichText)
        self.bests.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.chart = RatingChart()
        self.open_button = QPushButton()
        self.open_button.setObjectName("confirm")
        self.open_button.clicked.connect(self.open_selected)
        self.share_button = QPushButton()
        self.share_button.clicked.connect(self.share_selected)
        self.achievements_button = QPushButton()
        self.achievements_button.clicked.connect(self.show_achievements)
        self._layout()
        self.retranslate()

    def _table(self) -> QTableWidget:
        table = QTableWidget(0, 6)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        table.setShowGrid(False)
        table.setWordWrap(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        table.itemSelectionChanged.connect(self._selection_changed)
        table.itemDoubleClicked.connect(lambda _item: self.open_selected())
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        table.customContextMenuRequested.connect(self._row_menu)
        return table

    def _row_menu(self, at: QPoint) -> None:
        if self.table.itemAt(at) is not None and self.selected() is not None:
            self.row_menu().exec(self.table.viewport().mapToGlobal(at))

    def row_menu(self) -> QMenu:
        """Right-click on a row: watch it again, or share its result code."""
        menu = QMenu(self)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addAction(self.open_button.text(), self.open_selected)
        menu.addAction(self.share_button.text(), self.share_selected)
        return menu

    def _layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.achievements_button)
        top.addWidget(self.back_button)
        filters = QHBoxLayout()
        filters.addWidget(self.kind_label)
        filters.addWidget(self.kind_filter)
        filters.addSpacing(16)
        filters.addWidget(self.edict_label)
        filters.addWidget(self.edict_filter)
        filters.addStretch(1)
        bests = QFrame()
        bests.setObjectName("panel")
        bests.setMinimumWidth(250)
        bests.setMaximumWidth(320)
        inner = QVBoxLayout(bests)
        inner.setContentsMargins(14, 12, 14, 12)
        inner.addWidget(self.bests_heading)
        inner.addWidget(self.bests, 1)
        middle = QHBoxLayout()
        games = QVBoxLayout()
        games.addWidget(self.empty)
        games.addWidget(self.table, 1)
        middle.addLayout(games, 1)
        middle.addWidget(bests)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.share_button)
        bottom.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(12)
        layout.addLayout(top)
        layout.addWidget(self.problems)
        layout.addLayout(filters)
        layout.addLayout(middle, 3)
        layout.addWidget(self.chart, 2)
        layout.addLayout(bottom)

    def retranslate(self) -> None:
        self.title.setText(self.tr("History"))
        self.back_button.setText(self.tr("← Back"))
        self.achievements_button.setText(self.tr("Achievements…"))
        self.kind_label.setText(self.tr("Show:"))
        self.edict_label.setText(self.tr("Edicts:"))
        self.empty.setText(
            self.tr(
                "No finished games yet. Every game you finish is kept here, to compare "
                "and to watch again."
            )
        )
        self.bests_heading.setText(self.tr("Personal bests"))
        self.open_button.setText(self.tr("Watch this game again…"))
        self.share_button.setText(self.tr("Share result…"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Finished"),
                self.tr("Players"),
                self.tr("Map"),
                self.tr("Edicts"),
                self.tr("Result"),
                self.tr("Stars"),
            ]
        )
        kind = self.kind_filter.currentIndex()
        self.kind_filter.blockSignals(True)
        self.kind_filter.clear()
        for text in (self.tr("All games"), self.tr("Solo"), self.tr("Pass-and-play")):
            self.kind_filter.addItem(text)
        self.kind_filter.setCurrentIndex(max(kind, 0))
        self.kind_filter.blockSignals(False)
        self._fill_edict_filter()
        self._filter()

    # --- the data ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the history folder again (damaged files are set aside and named)."""
        try:
            listing = self.history.entries()
        except OSError as error:  # the data folder went away or cannot be read
            listing = Listing(())
            self.problems.setText(folder_problem(error))
        else:
            self.problems.setText("\n".join(problem_text(p) for p in listing.problems))
        self.entries = listing.entries
        self.problems.setVisible(bool(self.problems.text()))
        self._fill_edict_filter()
        self._filter()

    @property
    def kind(self) -> Kind:
        return KINDS[max(self.kind_filter.currentIndex(), 0)]

    @property
    def edict_set(self) -> EdictSet | None:
        """The chosen edict set (the combo keeps it as "a,b,c,d": Qt stores text
        faithfully, a Python tuple not)."""
        data = self.edict_filter.currentData()
        if not data:
            return None
        a, b, c, d = str(data).split(",")
        return (a, b, c, d)

    def _fill_edict_filter(self) -> None:
        chosen = self.edict_filter.currentData()
        self.edict_filter.blockSignals(True)
        self.edict_filter.clear()
        self.edict_filter.addItem(self.tr("All edict sets"), "")
        for edicts in edict_sets(self.entries):
            self.edict_filter.addItem(", ".join(card_text(c) for c in edicts), ",".join(edicts))
        index = self.edict_filter.findData(chosen) if chosen else 0
        self.edict_filter.setCurrentIndex(max(index, 0))
        self.edict_filter.blockSignals(False)

    def _filter(self) -> None:
        self.shown = list(reversed(select(self.entries, self.kind, self.edict_set)))
        self._fill_table()
        self.chart.set_points(solo_ratings(select(self.entries, "solo", self.edict_set)))
        self._show_bests()
        self.empty.setVisible(not self.entries)
        self._selection_changed()

    # --- showing -----------------------------------------------------------------------

    def _fill_table(self) -> None:
        table = self.table
        table.setRowCount(len(self.shown))
        for row, entry in enumerate(self.shown):
            values = [
                when_text(entry.finished),
                seats_text(entry),
                side_text(entry.summary.side),
                ", ".join(card_text(c) for c in entry.edicts),
                self._result(entry),
                self._stars(entry),
            ]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column == 3:
                    item.setToolTip(
                        "\n".join(
                            f"{letter}: {card_text(card)}"
                            for letter, card in zip(EDICT_LETTERS, entry.edicts, strict=True)
                        )
                    )
                if column == 5:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, column, item)
        if self.shown:
            table.selectRow(0)

    def _result(self, entry: HistoryEntry) -> str:
        """Who won or the solo title, and with how many hints if any (issue 32)."""
        text = self._outcome(entry)
        if entry.hinted:
            text += " · " + PlayedWith().hints(len(entry.hinted))
        return text

    def _outcome(self, entry: HistoryEntry) -> str:
        solo = entry.summary.solo
        if solo is not None:
            return self.tr("{title} · rating {rating}").format(
                title=title_text(solo.title), rating=signed(solo.rating)
            )
        names = ", ".join(player_name(w.name) for w in entry.winners)
        if len(entry.winners) > 1:
            return self.tr("Shared victory: {names}").format(names=names)
        if entry.summary.tie_broken:
            return self.tr("{names} won (tie-break)").format(names=names)
        return self.tr("{names} won").format(names=names)

    def _stars(self, entry: HistoryEntry) -> str:
        return " : ".join(signed(s.total) for s in entry.summary.standings)

    def _show_bests(self) -> None:
        """Rich text built from plain translated phrases (no markup to translate)."""
        if not self.entries:
            self.bests.setText(escape(self.tr("Your best results will appear here.")))
            return
        bests = personal_bests(self.entries)
        blocks = []
        if bests.solo is not None:
            blocks.append(
                _block(self.tr("Best solo rating"), [_solo_line(bests.solo, with_date=True)])
            )
        edicts = self.edict_set
        if edicts is not None and edicts in bests.per_edict_set:
            best = bests.per_edict_set[edicts]
            blocks.append(_block(self.tr("Best on these edicts"), [_solo_line(best)]))
        if bests.multiplayer:
            ranked = sorted(bests.multiplayer.items(), key=lambda item: -item[1][0])
            rows = [
                self.tr("{name}: {stars} ★").format(name=name, stars=total)
                for name, (total, _entry) in ranked[:MAX_BEST_NAMES]
            ]
            blocks.append(_block(self.tr("Most stars in pass-and-play"), rows))
        count = self.tr("Games finished: {count}").format(count=len(self.entries))
        blocks.append(f"<span style='color:{MUTED}'>{escape(count)}</span>")
        self.bests.setText("<br><br>".join(blocks))

    def _selection_changed(self) -> None:
        chosen = self.selected() is not None
        self.open_button.setEnabled(chosen)
        self.share_button.setEnabled(chosen)

    def selected(self) -> HistoryEntry | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.shown):
            return None
        return self.shown[rows[0].row()]

    def open_selected(self) -> ReplayViewer | None:
        """Open the selected game in the replay viewer (on its final maps)."""
        entry = self.selected()
        game = self._open(entry)
        if entry is None or game is None:
            return None
        heading = translate("Records", "{players} · {when}").format(
            players=seats_text(entry), when=when_text(entry.finished)
        )
        played = entry.finished.astimezone().date()
        self.viewer = ReplayViewer(
            game.setup,
            game.decisions,
            heading,
            self,
            played,
            computers=entry.computers,
            hinted=game.hinted,
        )
        self.viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.viewer.destroyed.connect(self._viewer_closed)
        self.viewer.open()
        return self.viewer

    def share_selected(self) -> QDialog | None:
        """The selected game's result code, with the text to paste and a Copy button
        (:class:`..journey.share.ShareDialog`, as after a game)."""
        game = self._open(self.selected())
        if game is None:
            return None
        dialog = ShareDialog(game, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _open(self, entry: HistoryEntry | None) -> Game | None:
        """The entry's game replayed; a damaged entry is set aside and said."""
        if entry is None:
            return None
        try:
            game, _ = self.history.open(entry)
        except RecordError as error:
            self.refresh()
            self.problems.setText(
                translate("Records", "This game cannot be shown. {reason}").format(
                    reason=file_problem(error.kind)
                )
            )
            self.problems.show()
            return None
        return game

    def show_achievements(self) -> QDialog:
        """The achievements the games here earned (:mod:`..journey.achievements_dialog`)."""

        dialog = AchievementsDialog(self.history, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _viewer_closed(self) -> None:
        self.viewer = None


def _solo_line(entry: HistoryEntry, with_date: bool = False) -> str:
    solo = entry.summary.solo
    assert solo is not None
    line = f"{signed(solo.rating)} — {title_text(solo.title)}"
    if with_date:
        line += f" ({when_text(entry.finished, False)})"
    return line


def _block(heading: str, lines: list[str]) -> str:
    body = "<br>".join(escape(line) for line in lines)
    return f"<b>{escape(heading)}</b><br>{body}"


def seats_text(entry: HistoryEntry) -> str:
    """The players, a computer cartographer marked with its level (issue 25)."""
    return ", ".join(
        seat_name(name, entry.computers.get(seat)) for seat, name in enumerate(entry.players)
    )
