"""Watch a finished game again: the final maps, then any move, one step at a time.

The game is replayed once into snapshots (:class:`ReplayFrames`), so the slider and
the step buttons jump to any move at once; the map the move was drawn on comes to
the front and the spaces it drew are lit up. A move made after the computer's hint
says so (issue 32), and the heading says how many there were."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from datetime import date

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QSlider,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...records.replay import Frame, ReplayFrames
from ...rules.cards import SEASON_IDS
from ...rules.decisions import Ask, Decision
from ...rules.setup import Setup
from ..look.screen_room import fit_on_screen
from ..printing.dialogs import export_sheets
from ..sheet.painter import SheetContent
from ..sheet.scene import SheetPreview
from ..text import card_name, player_names, season_name, seat_name
from .hint_words import hints_text
from .look import RECORDS_STYLE, label, title_text
from .review import ReviewDialog

PLAY_INTERVAL_MS = 700


class ReplayViewer(QDialog):
    """A finished (or unfinished) game, move by move. Opens on the final maps."""

    def __init__(
        self,
        setup: Setup,
        decisions: Sequence[Decision],
        heading: str = "",
        parent: QWidget | None = None,
        played: date | None = None,
        computers: Mapping[int, str] | None = None,
        hinted: Collection[int] = (),
    ) -> None:
        """``computers`` are the seats the computer played, with their level, when the
        record says so (History does): the review offers the people's seats first.
        ``hinted``: the moves made after a hint (:attr:`Game.hinted`), marked."""
        super().__init__(parent)
        self.frames = ReplayFrames(setup, decisions, hinted)
        self.played = played  # the day the game was played (None: today), for printing
        self.players = player_names(setup.players)  # as shown
        self.setWindowTitle(self.tr("Watch the game again"))
        self.setStyleSheet(RECORDS_STYLE)
        heading = heading or self.windowTitle()
        if self.frames.game.hinted:
            heading += " · " + hints_text(self.frames.game)
        self.heading = label(heading, "dialogHeading", wrap=True)
        self.tabs = QTabWidget()
        self.previews: list[SheetPreview] = []
        for name in self.players:
            preview = SheetPreview()
            preview.setMinimumSize(360, 440)  # the dialog fits 720 pixels
            self.previews.append(preview)
            self.tabs.addTab(preview, name)
        self.tabs.tabBar().setVisible(len(self.players) > 1)
        self.move_label = label("", "panelHeading")
        self.what = label("", "hint", wrap=True)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.frames.moves)
        self.slider.setPageStep(max(1, self.frames.moves // 10))
        self.slider.valueChanged.connect(self._show)
        self.follow = QCheckBox(self.tr("Show the map each move is drawn on"))
        self.follow.setChecked(True)
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_INTERVAL_MS)
        self.timer.timeout.connect(self._tick)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.addWidget(self.heading)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.move_label)
        layout.addWidget(self.what)
        layout.addLayout(self._controls())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.export_button = QPushButton(self.tr("Export the maps to PDF…"))
        self.export_button.setAutoDefault(False)
        self.export_button.clicked.connect(self.export_pdf)
        bottom = QHBoxLayout()
        bottom.addWidget(self.follow)
        bottom.addStretch(1)
        bottom.addWidget(self.export_button)
        self.review_button = QPushButton(self.tr("Review the moves"))
        self.review_button.setAutoDefault(False)
        self.review_button.clicked.connect(lambda: self.review())
        # whose moves to review (issue 26): a computer is marked with its level, and the
        # first person's seat is chosen, so a game with computers is not reviewed as
        # "your moves" for a computer's seat
        levels = dict(computers or {})
        self.whose = QComboBox()
        self.whose.setAccessibleName(self.tr("Whose moves to review"))
        self.whose.setToolTip(self.tr("Whose moves to review"))
        for seat, name in enumerate(setup.players):
            self.whose.addItem(seat_name(name, levels.get(seat)), seat)
        people = [seat for seat in range(len(setup.players)) if seat not in levels]
        self.whose.setCurrentIndex(people[0] if people else 0)
        self.whose.setVisible(len(self.players) > 1)
        bottom.addWidget(self.whose)
        bottom.addWidget(self.review_button)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        fit_on_screen(self, 760, 900)
        self.slider.setValue(self.frames.moves)
        self._show(self.frames.moves)

    def _controls(self) -> QHBoxLayout:
        row = QHBoxLayout()
        icons = QStyle.StandardPixmap
        self.first_button = self._step_button(icons.SP_MediaSkipBackward, self.first)
        self.back_button = self._step_button(icons.SP_MediaSeekBackward, self.back)
        self.play_button = self._step_button(icons.SP_MediaPlay, self.toggle_play)
        self.next_button = self._step_button(icons.SP_MediaSeekForward, self.forward)
        self.last_button = self._step_button(icons.SP_MediaSkipForward, self.last)
        self.first_button.setToolTip(self.tr("The deal (Home)"))
        self.back_button.setToolTip(self.tr("One move back (Left arrow)"))
        self.play_button.setToolTip(self.tr("Play the moves one by one (Space)"))
        self.next_button.setToolTip(self.tr("One move on (Right arrow)"))
        self.last_button.setToolTip(self.tr("The final maps (End)"))
        for widget in (self.first_button, self.back_button, self.play_button):
            row.addWidget(widget)
        row.addWidget(self.slider, 1)
        row.addWidget(self.next_button)
        row.addWidget(self.last_button)
        return row

    def _step_button(self, icon: QStyle.StandardPixmap, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setAutoDefault(False)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys stay with the dialog
        button.clicked.connect(slot)
        return button

    def review(self, *, thorough: bool = True) -> QDialog:
        """The hard computer cartographer's review of the moves of the seat chosen
        beside the button (issue 26: a game of several seats is not all "your moves")."""

        game = self.frames.game
        seat = self.whose.currentData()
        dialog = ReviewDialog(game, [seat if isinstance(seat, int) else 0], self, thorough=thorough)
        dialog.show()
        return dialog

    def export_pdf(self) -> None:
        """A finished game's sheets to PDF (issue 5), exactly as the game ended."""

        export_sheets(self, self.frames.game, self.played)  # the frames already replayed it

    # --- moving ----------------------------------------------------------------------

    @property
    def current_move(self) -> int:
        """The move shown (0 is the deal); ``move`` would hide ``QWidget.move``."""
        return self.slider.value()

    def go_to(self, move: int) -> None:
        self.slider.setValue(max(0, min(move, self.frames.moves)))

    def first(self) -> None:
        self.go_to(0)

    def last(self) -> None:
        self.go_to(self.frames.moves)

    def back(self) -> None:
        self.go_to(self.current_move - 1)

    def forward(self) -> None:
        self.go_to(self.current_move + 1)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.current_move >= self.frames.moves:
                self.go_to(0)
            self.timer.start()
        self._update_play_button()

    def _tick(self) -> None:
        self.forward()
        if self.current_move >= self.frames.moves:
            self.timer.stop()
            self._update_play_button()

    def _update_play_button(self) -> None:
        icon = (
            QStyle.StandardPixmap.SP_MediaPause
            if self.timer.isActive()
            else QStyle.StandardPixmap.SP_MediaPlay
        )
        self.play_button.setIcon(self.style().standardIcon(icon))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        actions = {
            Qt.Key.Key_Left: self.back,
            Qt.Key.Key_Right: self.forward,
            Qt.Key.Key_Home: self.first,
            Qt.Key.Key_End: self.last,
            Qt.Key.Key_Space: self.toggle_play,
        }
        action = actions.get(Qt.Key(event.key()))
        if action is None:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    # --- showing ---------------------------------------------------------------------

    def content(self, player: int, frame: Frame | None = None) -> SheetContent:
        """What the map of ``player`` shows at the current move (tests read it)."""
        frame = frame or self.frames.frame(self.current_move)
        game = self.frames.game
        title = ""
        if frame.over and game.result is not None and game.result.solo is not None:
            title = title_text(game.result.solo.title)
        drawn_here = frame.asked is not None and frame.asked.sheet == player
        return SheetContent(
            sheet=frame.sheets[player],
            name=self.players[player],
            title=title,
            edicts=game.edicts,
            scores=frame.scores[player],
            season=None if frame.over else frame.season,
            highlight=frame.changed if drawn_here else 0,
        )

    def _show(self, move: int) -> None:
        frame = self.frames.frame(move)
        for player, preview in enumerate(self.previews):
            preview.show(self.content(player, frame))
        if frame.asked is not None and self.follow.isChecked():
            self.tabs.setCurrentIndex(frame.asked.sheet)
        self.move_label.setText(
            self.tr("Move {move} of {moves}").format(move=move, moves=self.frames.moves)
            if move
            else self.tr("The deal")
        )
        self.what.setText(self._describe(frame))
        self.first_button.setEnabled(move > 0)
        self.back_button.setEnabled(move > 0)
        self.next_button.setEnabled(move < self.frames.moves)
        self.last_button.setEnabled(move < self.frames.moves)

    def _describe(self, frame: Frame) -> str:
        asked = frame.asked
        if asked is None:
            return self.tr("Nothing drawn yet. Step through the moves with the arrow keys.")
        season = season_name(SEASON_IDS[min(frame.season, len(SEASON_IDS) - 1)])
        player = self.players[asked.player]
        owner = self.players[asked.sheet]
        card = card_name(asked.card)
        if asked.ask in (Ask.DRAW, Ask.FALLBACK):
            text = self.tr("{player} drew {card}.")
        elif asked.ask in (Ask.MONSTER, Ask.MONSTER_FALLBACK):
            text = self.tr("{player} drew the monster of {card} on {owner}'s map.")
        elif asked.ask is Ask.HERO:
            text = self.tr("{player} placed the hero {card}.")
        else:
            text = self.tr("{player} chose the space {card} destroyed.")
        described = text.format(player=player, owner=owner, card=card)
        if frame.hinted:
            described += " " + self.tr("(After the computer's hint.)")
        if frame.over:
            described += " " + self.tr("The game is over.")
        return f"{season} · {described}"
