"""The play screen: the map sheet, the revealed card, and the pencil.

It asks the game what it waits for (``game.pending``), turns that into a
:class:`Draft` the player shapes with mouse and keys, previews it on the sheet —
green where legal, red with the engine's reason where not — and hands the confirmed
decision to the :class:`GameSession`. Between players of a pass-and-play game it
shows a hand-off page, so nobody draws on the wrong sheet.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...rules import grid
from ...rules.cards import Terrain, catalog
from ...rules.decisions import Ask
from ...rules.events import Event, GameEnded, SeasonScored
from ...rules.grid import Cell
from ..reasons import explain, off_map
from ..sheet.painter import SheetContent, game_content
from ..sheet.scene import SheetScene, SheetView
from ..text import card_name, monster_name, translate
from .card_panel import CardPanel
from .computer_seats import ComputerSeats
from .draft import Draft
from .handoff import HandOffPage
from .hint import HintController
from .notices import Notice, notices
from .session import GameSession
from .status_panels import EdictsPanel, SeasonPanel

ARROWS = {
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
}


class PlayScreen(QWidget):
    """One game on screen. ``season_scored`` and ``game_ended`` let the window show
    the score screens; ``overview_requested`` the sheets of all players."""

    season_scored = Signal(int, tuple)
    game_ended = Signal()
    overview_requested = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.draft: Draft | None = None
        self.holder: int | None = None  # the player holding the computer right now
        self.last_decider: int | None = None
        self._grab: Cell = (0, 0)  # where in the shape the mouse holds it
        self._reports: list[SeasonScored] = []
        self._ended = False
        self._hovering = False  # the mouse is over the map with an unplaced shape

        self.scene = SheetScene(self)
        self.scene.tool = self
        self.view = SheetView(self.scene)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

        self.pages = QStackedWidget()
        self.handoff = HandOffPage()
        self.handoff.ready.connect(self._take_over)
        self.handoff.undo_requested.connect(self.undo)
        play = QWidget()
        row = QHBoxLayout(play)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 3)
        row.addWidget(self._side_panel(), 0)
        self.pages.addWidget(play)
        self.pages.addWidget(self.handoff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)

        session.changed.connect(self.refresh)
        self.computers = ComputerSeats(session, self)
        self.computers.thinking_changed.connect(lambda _busy: self.refresh())
        self.computers.moved.connect(self._notice)
        session.happened.connect(self._on_events)
        for notice in notices(self.game.events[-12:], self.game.players):
            self.notice_list.insertItem(0, notice.text)  # what happened before we came in
        self.retranslate()
        self.computers.poke()

    # --- building -------------------------------------------------------------------

    def _side_panel(self) -> QWidget:
        panel = QFrame()
        panel.setObjectName("sidePanel")
        panel.setMinimumWidth(330)
        panel.setMaximumWidth(420)
        self.who = QLabel()
        self.who.setObjectName("who")
        self.who.setWordWrap(True)
        self.what = QLabel()
        self.what.setObjectName("what")
        self.what.setWordWrap(True)
        self.card = CardPanel()
        self.card.shape_chosen.connect(self._choose_shape)
        self.card.terrain_chosen.connect(self._choose_terrain)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        self.banner.hide()

        self.rotate_button = self._button(self.rotate)
        self.mirror_button = self._button(self.mirror)
        self.back_button = self._button(self.take_back)
        self.confirm_button = self._button(self.confirm)
        self.confirm_button.setObjectName("confirm")
        tools = QHBoxLayout()
        tools.addWidget(self.rotate_button)
        tools.addWidget(self.mirror_button)
        actions = QHBoxLayout()
        actions.addWidget(self.back_button)
        actions.addWidget(self.confirm_button)
        self.hint = HintController(self)
        tools.addWidget(self.hint.button)

        self.season_panel = SeasonPanel()
        self.edicts_panel = EdictsPanel()
        self.notice_list = QListWidget()
        self.notice_list.setObjectName("notices")
        self.notice_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.notice_list.setWordWrap(True)
        self.notice_list.setMaximumHeight(130)
        self.overview_button = self._button(self.overview_requested.emit)
        self.results_button = self._button(self.game_ended.emit)
        self.results_button.hide()
        self.seed_label = QLabel()
        self.seed_label.setObjectName("seed")
        self.seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        layout = QVBoxLayout(panel)
        layout.setContentsMargins(14, 14, 14, 14)
        layout.setSpacing(10)
        for widget in (self.who, self.what, self.banner, self.card, self.status):
            layout.addWidget(widget)
        layout.addLayout(tools)
        layout.addLayout(actions)
        layout.addWidget(self.season_panel)
        layout.addWidget(self.edicts_panel)
        layout.addWidget(self.notice_list)
        bottom = QHBoxLayout()
        bottom.addWidget(self.overview_button)
        bottom.addWidget(self.results_button)
        layout.addLayout(bottom)
        layout.addWidget(self.seed_label)
        layout.addStretch()
        scroll = QScrollArea()
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setMinimumWidth(350)
        scroll.setMaximumWidth(440)
        return scroll

    def _button(self, slot) -> QPushButton:  # type: ignore[no-untyped-def]
        button = QPushButton()
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(slot)
        return button

    def retranslate(self) -> None:
        """Name the fixed controls, then redraw everything else in the new language."""
        self.rotate_button.setText(translate("PlayScreen", "Turn (R)"))
        self.mirror_button.setText(translate("PlayScreen", "Flip (F)"))
        self.back_button.setText(translate("PlayScreen", "Take back (Esc)"))
        self.confirm_button.setText(translate("PlayScreen", "Confirm (Enter)"))
        self.overview_button.setText(translate("PlayScreen", "All maps"))
        self.results_button.setText(translate("PlayScreen", "Results"))
        self.hint.retranslate()
        self.refresh()

    # --- following the game ---------------------------------------------------------------

    @property
    def game(self):  # type: ignore[no-untyped-def]
        return self.session.game

    def refresh(self) -> None:
        """Bring everything in line with the game after any change."""
        game = self.game
        pending = game.pending
        computer = self.computers.deciding()
        if computer:
            self.draft = None  # the computer's move: nothing for the person to shape
        elif self.draft is None or pending != self.draft.pending:
            self.draft = Draft.for_game(game)
        self.card.show_draft(self.draft)
        self.season_panel.show_game(game)
        self.edicts_panel.show_game(game)
        self._describe()
        self._show_sheet()
        self.update_preview()
        if computer and pending is not None:
            self.status.setText(
                translate("PlayScreen", "{player} (computer) is thinking…").format(
                    player=game.players[pending.player]
                )
            )
        needs_handoff = (
            pending is not None and not game.solo and pending.player != self.holder and not computer
        )
        if needs_handoff:
            self.handoff.show_for(game, pending, self.last_decider)
            self.pages.setCurrentWidget(self.handoff)
        else:
            self.pages.setCurrentIndex(0)
            self.view.setFocus()
        self.results_button.setVisible(game.over)
        self.seed_label.setText(
            translate("PlayScreen", "Game seed: {seed}").format(seed=game.setup.seed)
        )
        if self._reports or (game.over and not self._ended):
            QTimer.singleShot(0, self._show_reports)

    def _take_over(self) -> None:
        pending = self.game.pending
        self.holder = pending.player if pending else None
        self.refresh()

    def _show_sheet(self) -> None:
        game = self.game
        pending = game.pending
        index = pending.sheet if pending else (self.holder or 0)
        self.scene.sheet_item.show(self.content(index))
        targets = self.draft.targets if self.draft else 0
        if pending is not None and pending.ask is Ask.DRAW and pending.ruins:
            targets = game.must_cover  # the ruins spaces the shape must cover
        self.scene.targets.show_mask(targets)

    def content(self, index: int) -> SheetContent:
        return game_content(self.game, index)

    def _describe(self) -> None:
        game = self.game
        pending = game.pending
        if pending is None:
            self.who.setText(translate("PlayScreen", "The game is over"))
            self.what.setText(translate("PlayScreen", "See the results, or start a new game."))
            return
        data = catalog()
        player = game.players[pending.player]
        owner = game.players[pending.sheet]
        card = card_name(pending.card)
        self.who.setText(player if not game.solo else "")
        self.who.setVisible(not game.solo)
        monster = data.ambush[pending.card].monster if pending.card in data.ambush else None
        beast = monster_name(monster) if monster else card
        text = {
            Ask.DRAW: translate("PlayScreen", "Draw {card} on your map."),
            Ask.FALLBACK: translate(
                "PlayScreen",
                "No shape of {card} fits anywhere: draw a single space of any terrain instead.",
            ),
            Ask.MONSTER: translate("PlayScreen", "Ambush! Draw {monster} on {owner}'s map."),
            Ask.MONSTER_FALLBACK: translate(
                "PlayScreen",
                "{monster} does not fit on {owner}'s map: draw a single monster space.",
            ),
            Ask.HERO: translate("PlayScreen", "Place {card} on an empty space of your map."),
            Ask.GAZE: translate(
                "PlayScreen", "The Gorgon's gaze: choose a space next to it to destroy."
            ),
            Ask.RAVAGE: translate(
                "PlayScreen", "The Troll ravages: choose an empty space next to it to destroy."
            ),
        }[pending.ask]
        if pending.ruins:
            text += " " + (
                translate("PlayScreen", "Ruins! It must cover one of the marked ruins spaces.")
                if pending.ask is Ask.DRAW
                else translate(
                    "PlayScreen",
                    "No shape can cover a ruins space, so any single space will do.",
                )
            )
        self.what.setText(text.format(card=card, monster=beast, owner=owner))

    # --- the preview ------------------------------------------------------------------

    def update_preview(self) -> None:
        draft = self.draft
        ghost = self.scene.ghost
        over = self.game.over
        for button in (self.rotate_button, self.mirror_button):
            button.setEnabled(bool(draft and draft.turnable))
        if draft is None or over:
            ghost.show_draft(None, False)
            self.confirm_button.setEnabled(False)
            self.back_button.setEnabled(False)
            self.status.setText("")
            return
        decision = draft.decision()
        if decision is None:
            legal, reason = False, off_map()
        else:
            error = self.game.why_illegal(decision)
            legal, reason = error is None, explain(error) if error else ""
        doomed = 0
        if legal and decision is not None and draft.ask not in (Ask.GAZE, Ask.RAVAGE):
            # the engine's preview: monsters under a hero's marks, or a monster drawn
            # onto attack marks
            doomed = self.game.preview(decision).destroyed
        ghost.show_draft(draft if draft.placed or self._hovering else None, legal, doomed)
        self.confirm_button.setEnabled(legal and draft.placed)
        self.back_button.setEnabled(draft.placed)
        self.status.setProperty("legal", legal)
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)
        if not draft.placed and not self._hovering:
            self.status.setText(self._hint(draft))
        elif legal and draft.placed:
            self.status.setText(translate("PlayScreen", "Fits. Press Enter or Confirm to draw it."))
        elif legal:
            self.status.setText(translate("PlayScreen", "Fits here. Click to put it down."))
        else:
            self.status.setText(reason)

    def _hint(self, draft: Draft) -> str:
        if draft.ask in (Ask.GAZE, Ask.RAVAGE):
            return translate("PlayScreen", "Click one of the highlighted spaces.")
        if draft.turnable:
            return translate(
                "PlayScreen",
                "Move over your map and click to place. Wheel or R turns, right-click or F "
                "flips; arrows move.",
            )
        return translate("PlayScreen", "Move over the map and click a space; arrows move.")

    # --- input from the sheet (SheetTool) --------------------------------------------------

    def press(self, cell: Cell, button: Qt.MouseButton) -> None:
        draft = self.draft
        if draft is None or self.game.over:
            return
        if button == Qt.MouseButton.RightButton:
            self.mirror()
            return
        if button != Qt.MouseButton.LeftButton:
            return
        if draft.placed and cell in draft.cells():
            self._grab = (cell[0] - draft.anchor[0], cell[1] - draft.anchor[1])
        else:
            draft.centre_on(cell)
            self._grab = (cell[0] - draft.anchor[0], cell[1] - draft.anchor[1])
        draft.placed = False
        self._hovering = True
        self.update_preview()

    def drag(self, cell: Cell) -> None:
        draft = self.draft
        if draft is None:
            return
        anchor = (cell[0] - self._grab[0], cell[1] - self._grab[1])
        if anchor != draft.anchor:
            draft.anchor = anchor
            self.update_preview()

    def release(self, cell: Cell) -> None:
        draft = self.draft
        if draft is None or self.game.over:
            return
        self.drag(cell)
        draft.placed = True
        self._hovering = False
        self.update_preview()

    def hover(self, cell: Cell) -> None:
        draft = self.draft
        if draft is None or draft.placed or self.game.over:
            return
        inside = grid.on_board(*cell)
        if inside:
            draft.centre_on(cell)
        if inside != self._hovering or inside:
            self._hovering = inside
            self.update_preview()

    def wheel(self, steps: int) -> None:
        self.rotate()

    def key(self, event: QKeyEvent) -> bool:
        draft = self.draft
        key = event.key()
        if draft is None or self.game.over:
            return False
        if key in ARROWS:
            if not draft.placed:
                draft.placed = True
            else:
                draft.move(*ARROWS[Qt.Key(key)])
            self.update_preview()
        elif key == Qt.Key.Key_R:
            self.rotate()
        elif key == Qt.Key.Key_F:
            self.mirror()
        elif key == Qt.Key.Key_H:
            self.hint.ask()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not draft.placed:
                draft.placed = True
                self.update_preview()
            else:
                self.confirm()
        elif key == Qt.Key.Key_Escape:
            self.take_back()
        elif key in (Qt.Key.Key_1, Qt.Key.Key_2):
            self._choose_shape(key - Qt.Key.Key_1)
        elif key == Qt.Key.Key_T and draft.terrains:
            index = (draft.terrains.index(draft.terrain) + 1) % len(draft.terrains)
            self._choose_terrain(draft.terrains[index].value)
        else:
            return False
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.pages.currentIndex() == 0 and self.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    # --- actions ---------------------------------------------------------------------

    def rotate(self) -> None:
        if self.draft is not None and self.draft.rotate():
            self.update_preview()

    def mirror(self) -> None:
        if self.draft is not None and self.draft.mirror():
            self.update_preview()

    def _choose_shape(self, index: int) -> None:
        if self.draft is not None:
            self.draft.choose_shape(index)
            self.card.sync(self.draft)
            self.update_preview()

    def _choose_terrain(self, terrain: str) -> None:
        if self.draft is not None:
            self.draft.choose_terrain(Terrain(terrain))
            self.card.sync(self.draft)
            self.update_preview()

    def take_back(self) -> None:
        """Lift the provisionally placed shape off the sheet (nothing was drawn yet)."""
        if self.draft is not None and self.draft.placed:
            self.draft.placed = False
            self._hovering = False
            self.update_preview()

    def confirm(self) -> bool:
        """Draw the placed shape for real; refused moves keep the game as it was."""
        draft = self.draft
        if draft is None or not draft.placed or self.game.over:
            self.status.setText(translate("PlayScreen", "Place the shape on the map first."))
            return False
        decision = draft.decision()
        if decision is None:
            self.status.setText(off_map())
            return False
        self.last_decider = draft.pending.player
        self.banner.hide()
        error = self.session.apply(decision)
        if error is not None:
            self.status.setText(explain(error))
            return False
        return True

    def can_undo(self) -> bool:
        game = self.game
        if not game.decisions:
            return False
        return game.solo or self.last_decider == self.holder

    def undo(self) -> None:
        """Take back the last confirmed move (your own, before you hand over)."""
        if self.can_undo():
            self.draft = None
            self.session.undo()
            # the computers' moves since are taken back too, back to a person's move
            while self.computers.deciding() and self.game.decisions:
                self.session.undo()

    # --- events: notices and score screens ---------------------------------------------------

    def _on_events(self, events: list[Event]) -> None:
        for notice in notices(events, self.game.players):
            self._notice(notice)
        for event in events:
            if isinstance(event, SeasonScored):
                self._reports.append(event)
            elif isinstance(event, GameEnded):
                self._ended = False

    def _notice(self, notice: Notice) -> None:
        self.notice_list.insertItem(0, notice.text)
        while self.notice_list.count() > 40:
            self.notice_list.takeItem(self.notice_list.count() - 1)
        if notice.important:
            self.banner.setText(notice.text)
            self.banner.show()

    def _show_reports(self) -> None:
        while self._reports:
            report = self._reports.pop(0)
            self.season_scored.emit(report.season, report.sheets)
        if self.game.over and not self._ended:
            self._ended = True
            self.game_ended.emit()
