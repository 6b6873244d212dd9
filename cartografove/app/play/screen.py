"""The play screen: the map sheet, the revealed card, and the pencil.

It asks the game what it waits for (``game.pending``), turns that into a
:class:`Draft` the player shapes with mouse and keys (:mod:`.pencil`), previews it
on the sheet — green where legal, red with the engine's reason where not — and
hands the confirmed decision to the :class:`GameSession`. Between players of a
pass-and-play game it shows a hand-off page, so nobody draws on the wrong sheet.

The parts live beside it: the words in :mod:`.instructions`, the widgets of the
side column in :mod:`.side_panel`, what changed unseen in :mod:`.changes`, mouse and
keys in :mod:`.pencil`, undo in :mod:`.taking_back`, the log and the score screens'
timing in :mod:`.telling`: each a controller handed only what it needs, with
signals out (issue 22); the screen composes them and lays them out.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...rules.board import grid
from ...rules.cards import catalog
from ...rules.decisions import Ask
from ...rules.events import Drawn
from ...rules.game import Game
from ..reasons import explain, off_map
from ..sheet.motion import Arrival
from ..sheet.painter import SheetContent, game_content
from ..sheet.scene import SheetScene, SheetView
from ..text import translate
from .changes import COSTS, EARNS, ChangesItem, Unseen
from .computer_seats import ComputerSeats
from .draft import Draft
from .handoff import HandOffPage
from .hint import HintController
from .instructions import Tone, instruction, status
from .notices import Notice
from .panel.live_score import standing
from .panel.side_panel import SidePanel
from .pencil import ARROWS, Pencil
from .session import GameSession
from .taking_back import TakingBack, Turns
from .telling import Telling

__all__ = ["ARROWS", "PlayScreen"]

BANNER_LINES = 3  # the latest changes in the banner (all stay in the log)


class PlayScreen(QWidget):
    """One game on screen. ``season_scored`` and ``game_ended`` let the window show
    the score screens; ``overview_requested`` the sheets of all players.

    ``quick_table``: pass-and-play without a hand-off page before every turn (maps
    are public); the page still comes where someone draws on another's map."""

    season_scored = Signal(int, tuple)
    game_ended = Signal()
    overview_requested = Signal()
    export_requested = Signal()
    new_game_requested = Signal()

    def __init__(
        self, session: GameSession, parent: QWidget | None = None, *, quick_table: bool = False
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.quick_table = quick_table
        self.turns = Turns()

        self.scene = SheetScene(self)
        self.changes = ChangesItem(self.scene)
        self.earning = ChangesItem(self.scene, EARNS, 4)
        self.costing = ChangesItem(self.scene, COSTS, 4)
        # a drawn shape settles in, an ambush slides in (issue 25); two at once
        self.settling = Arrival(self.scene.sheet_layout, self)
        self.arriving = Arrival(self.scene.sheet_layout, self)
        self.scene.addItem(self.settling)
        self.scene.addItem(self.arriving)
        self._in_view = -1
        self._arrived = 0  # the ambush spaces shown arriving, while they are shown
        self.view = SheetView(self.scene)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.view.setAcceptDrops(True)
        self.view.viewport().setAcceptDrops(True)

        self.pages = QStackedWidget()
        self.handoff = HandOffPage()
        self.handoff.ready.connect(self._take_over)
        self.handoff.undo_requested.connect(lambda: self.undo())
        self.side = SidePanel()
        self._adopt(self.side)
        self.pencil = Pencil(self.view, self.scene, self.card, lambda: self.game.over, self)
        self.pencil.changed.connect(self.update_preview)
        self.pencil.touched.connect(self.forget_changes)
        self.pencil.confirm_requested.connect(self.confirm)
        self.hint = HintController(
            session,
            lambda: self.game,
            self.pencil,
            self.card,
            self.status,
            self.side.hint_button,
            self.earning,
        )
        self.hint.shown.connect(self.update_preview)
        play = QWidget()
        row = QHBoxLayout(play)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 3)
        row.addWidget(self.side, 0)
        self.pages.addWidget(play)
        self.pages.addWidget(self.handoff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)

        self.telling = Telling(
            session, lambda: self.game, self.notice_list, self, told=lambda: self.told
        )
        self.telling.season_scored.connect(self.season_scored)
        self.telling.game_ended.connect(self.game_ended)
        session.changed.connect(self.refresh)
        self.computers = ComputerSeats(session, self)
        self.computers.thinking_changed.connect(lambda _busy: self.refresh())
        self.taking_back = TakingBack(
            session,
            self.computers,
            self.turns,
            quick_table,
            lambda: self.pages.currentIndex() == 0,
            self,
        )
        self.taking_back.taken_back.connect(self._forget_the_move)
        self.side.undo_other_button.clicked.connect(self.taking_back.undo_other)
        self.retranslate()
        self.computers.poke()

    def _adopt(self, side: SidePanel) -> None:
        """The side panel's widgets as the screen's own names, and their slots."""
        self.who, self.what, self.banner = side.who, side.what, side.banner
        self.card, self.status, self.live = side.card, side.status, side.live
        self.live.show_spaces.connect(self._show_score_spaces)
        self.rotate_button, self.mirror_button = side.rotate_button, side.mirror_button
        self.back_button, self.confirm_button = side.back_button, side.confirm_button
        self.season_panel, self.edicts_panel = side.season_panel, side.edicts_panel
        self.notice_list, self.seed_label = side.notice_list, side.seed_label
        self.overview_button, self.results_button = side.overview_button, side.results_button
        over = side.game_over
        over.results.connect(self.game_ended.emit)
        over.overview.connect(self.overview_requested.emit)
        over.export.connect(self.export_requested.emit)
        over.replay.connect(self.show_replay)
        over.new_game.connect(self.new_game_requested.emit)
        side.connect_buttons(
            {
                self.rotate_button: lambda: self.pencil.rotate(),
                self.mirror_button: lambda: self.pencil.mirror(),
                self.back_button: lambda: self.pencil.take_back(),
                self.confirm_button: self.confirm,
                self.overview_button: self.overview_requested.emit,
                self.results_button: self.game_ended.emit,
            }
        )

    def retranslate(self) -> None:
        """Name the fixed controls, then redraw everything else in the new language
        (the log too: its lines are made from the game's events again)."""
        self.rotate_button.setText(translate("PlayScreen", "Turn (R)"))
        self.mirror_button.setText(translate("PlayScreen", "Flip (F)"))
        self.back_button.setText(translate("PlayScreen", "Take back (Esc)"))
        self.confirm_button.setText(translate("PlayScreen", "Confirm (Enter)"))
        self.overview_button.setText(translate("PlayScreen", "All maps"))
        self.results_button.setText(translate("PlayScreen", "Results"))
        self.side.game_over.retranslate()
        self.hint.retranslate()
        self.telling.retell()
        self.refresh()

    # --- following the game ---------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def told(self) -> Game:
        """The game whose events the log tells: the game on screen, except where
        the screen shows a view with stand-in answers (a network seat's request
        before the others answered), which never happened."""
        return self.game

    @property
    def draft(self) -> Draft | None:
        """The move the person is shaping (the pencil's), None while nobody shapes one."""
        return self.pencil.draft

    @draft.setter
    def draft(self, draft: Draft | None) -> None:
        self.pencil.draft = draft

    @property
    def holder(self) -> int | None:
        """The player holding the computer right now."""
        return self.turns.holder

    @holder.setter
    def holder(self, player: int | None) -> None:
        self.turns.holder = player

    @property
    def last_decider(self) -> int | None:
        """Whose move was the last one confirmed here."""
        return self.turns.last_decider

    @last_decider.setter
    def last_decider(self, player: int | None) -> None:
        self.turns.last_decider = player

    @property
    def showing(self) -> list[Notice]:
        """The changes on screen until the next action (the telling's)."""
        return self.telling.showing

    @showing.setter
    def showing(self, notices: list[Notice]) -> None:
        self.telling.showing = notices

    @property
    def unseen(self) -> Unseen:
        return self.telling.unseen

    def can_undo(self) -> bool:
        return self.taking_back.can_undo()

    def undo(self) -> None:
        self.taking_back.undo()

    def _forget_the_move(self) -> None:
        """A move is being taken back: its draft and what was shown of it go."""
        self.draft = None
        self.showing = []
        self.unseen.clear()

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
        who, what = instruction(game)
        self.side.show_who(who, pending.player if pending is not None and not game.solo else None)
        self.what.setText(what)
        self._show_sheet()
        self._show_standing()
        self.update_preview()
        if computer and pending is not None:
            thinking = translate("PlayScreen", "{player} (computer) is thinking…")
            self._set_status(thinking.format(player=game.players[pending.player]), Tone.HINT)
        self.hint.show_for(game, computer)
        if pending is not None and self._needs_handoff():
            self.handoff.show_for(game, pending, self.last_decider)
            self.pages.setCurrentWidget(self.handoff)
        else:
            if pending is not None and not game.solo and not computer:
                self.holder = pending.player  # the quick table hands over by itself
            self.pages.setCurrentIndex(0)
            self.view.setFocus()
            self._show_unseen()
        self.side.offer_undo_other(self.taking_back.undo_other_text())
        self.side.show_over(game.over)
        self.seed_label.setText(
            translate("PlayScreen", "Game seed: {seed}").format(seed=game.setup.seed)
        )
        self.telling.write_log()
        if self.telling.reports_due():
            QTimer.singleShot(0, self._show_reports)

    def _show_reports(self) -> None:
        self.telling.show_reports()

    def _needs_handoff(self) -> bool:
        """A hand-off page before another player's turn; on the quick table only
        where someone draws on another player's map."""
        game = self.game
        pending = game.pending
        if pending is None or game.solo or pending.player == self.holder:
            return False
        if self.computers.deciding():
            return False  # a computer plays its seat itself: nobody hands it over
        if len(game.players) - len(self.session.computers) == 1:
            return False  # one person against computers: nobody to hand it to (issue 25)
        return not self.quick_table or pending.sheet != pending.player

    def _take_over(self) -> None:
        pending = self.game.pending
        self.holder = pending.player if pending else None
        self.refresh()

    def viewer(self) -> int:
        """Whose map is in view: the sheet the pending request is about."""
        pending = self.game.pending
        if pending is not None and self.computers.deciding():
            # while a computer thinks, the person keeps their own map in view
            return self.holder if self.holder is not None else self.computers.person()
        return pending.sheet if pending else (self.holder or 0)

    def _show_sheet(self) -> None:
        game = self.game
        pending = game.pending
        if self.viewer() != self._in_view:  # another map: what moved on the last is over
            self._in_view = self.viewer()
            self.settling.finish()
            self.arriving.finish()
        self.scene.sheet_item.show(self.content(self.viewer()))
        targets = self.draft.targets if self.draft else 0
        if pending is not None and pending.ask is Ask.DRAW and pending.ruins:
            targets = game.must_cover  # the ruins spaces the shape must cover
        self.scene.targets.show_mask(targets)

    def _show_standing(self) -> None:
        """The live score of the map in view (the engine's scoring of it)."""
        self.live.set_seasons(tuple(s.id for s in self.game.seasons))
        game, viewer = self.game, self.viewer()
        if game.over:
            self.live.show_final(game, viewer)
            self._show_score_spaces(False)
            return
        pending = game.pending
        drawing_elsewhere = (
            pending is not None
            and not game.solo
            and pending.sheet != pending.player
            and viewer == pending.sheet
        )
        owner = game.players[viewer] if drawing_elsewhere else ""
        self.live.show_standing(standing(game, viewer), owner)
        self._show_score_spaces(self.live.spaces_button.isChecked())

    def _show_score_spaces(self, shown: bool) -> None:
        current = self.live.standing
        self.earning.show_mask(current.earning if shown and current else 0)
        self.costing.show_mask(current.penalty_spaces if shown and current else 0)

    def content(self, index: int) -> SheetContent:
        return game_content(self.game, index)

    # --- what changed unseen -----------------------------------------------------------------

    def _owner_looks(self) -> bool:
        """The map in view is its owner's, in their hands."""
        game = self.game
        return game.solo or (self.holder is not None and self.holder == self.viewer())

    def _show_unseen(self) -> None:
        if self._owner_looks():
            fresh = self.unseen.take(self.viewer())
            if fresh:
                self.showing = [*self.showing, *fresh]
        self._paint_changes()

    def _slide_in_ambushes(self, here: list[Notice]) -> None:
        """Monsters of an ambush arrive on the map in view, once, when its owner
        first sees them (issue 25)."""
        ambush = catalog().ambush
        mask = 0
        for notice in here:
            if isinstance(notice.event, Drawn) and notice.event.card in ambush:
                mask |= notice.cells
        new, self._arrived = mask & ~self._arrived, mask
        content = self.scene.sheet_item.content
        if new and content is not None:
            self.arriving.slide_in(content, new & content.sheet.filled)

    def _paint_changes(self) -> None:
        viewer = self.viewer()
        here = [n for n in self.showing if n.sheet in (None, viewer)]
        mask = 0
        for notice in here:
            mask |= notice.cells
        self.changes.show_mask(mask)
        texts = list(dict.fromkeys(n.text for n in here if n.cells or n.important))
        self.banner.tell(texts[-BANNER_LINES:], here)
        self._slide_in_ambushes(here)

    def forget_changes(self) -> None:
        """The player acted: the changes have been seen."""
        if self.showing:
            self.showing = []
            self._paint_changes()

    # --- the preview ------------------------------------------------------------------

    def update_preview(self) -> None:
        draft = self.draft
        ghost = self.scene.ghost
        over = self.game.over
        for button in (self.rotate_button, self.mirror_button):
            button.setEnabled(bool(draft and draft.turnable))
        if draft is None or over:
            ghost.show_draft(None, False)
            self.live.show_preview(None)
            self.confirm_button.setEnabled(False)
            self.back_button.setEnabled(False)
            self.status.setText("")
            return
        decision = draft.decision()
        preview = None
        if decision is None:
            legal, reason = False, off_map()
        else:
            error = self.game.why_illegal(decision)
            legal, reason = error is None, explain(error) if error else ""
            if legal and (draft.placed or self.pencil.hovering):
                preview = self.game.preview(decision)  # the engine says what it does
        # the engine's preview: monsters under a hero's marks, or a monster drawn
        # onto attack marks (a gaze or ravage destroys the chosen space itself)
        destroying = draft.ask in (Ask.GAZE, Ask.RAVAGE)
        doomed = preview.destroyed if preview is not None and not destroying else 0
        ghost.show_draft(draft if draft.placed or self.pencil.hovering else None, legal, doomed)
        self.live.show_preview(preview if draft.placed else None)
        self.confirm_button.setEnabled(legal and draft.placed)
        self.back_button.setEnabled(draft.placed)
        text, tone = status(draft, legal, reason, self.pencil.hovering)
        self._set_status(text, tone)

    def _set_status(self, text: str, tone: Tone) -> None:
        self.status.setText(text)
        if self.status.property("legal") != tone.value:
            self.status.setProperty("legal", tone.value)
            self.status.style().unpolish(self.status)
            self.status.style().polish(self.status)

    # --- input ---------------------------------------------------------------------------

    def key(self, event: QKeyEvent) -> bool:
        """The pencil's keys, and H for the computer's hint."""
        if event.key() == Qt.Key.Key_H and self.draft is not None and not self.game.over:
            self.hint.ask()
            return True
        return self.pencil.key(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.pages.currentIndex() == 0 and self.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    # --- actions ---------------------------------------------------------------------

    def confirm(self) -> bool:
        """Draw the placed shape for real; refused moves keep the game as it was."""
        draft = self.draft
        if draft is None or not draft.placed or self.game.over:
            self._set_status(
                translate("PlayScreen", "Place the shape on the map first."), Tone.PROBLEM
            )
            return False
        decision = draft.decision()
        if decision is None:
            self._set_status(off_map(), Tone.PROBLEM)
            return False
        self.turns.last_decider = draft.pending.player
        self.showing = []
        before = self.scene.sheet_item.content
        error = self.session.apply(decision)
        if error is not None:
            self._set_status(explain(error), Tone.PROBLEM)
            return False
        self._settle(before, draft)
        return True

    def _settle(self, before: SheetContent | None, draft: Draft) -> None:
        """The move just drawn settles in, if its map is still the one in view."""
        sheet = draft.pending.sheet
        if before is None or self.viewer() != sheet or self.pages.currentIndex() != 0:
            return
        after = self.game.sheets[sheet]
        mask = grid.mask_of(draft.cells()) & (after.filled | after.attack)
        mask |= (before.sheet.attack ^ after.attack) | (before.sheet.destroyed ^ after.destroyed)
        self.arriving.finish()
        self.settling.settle(before, after, mask)

    def show_replay(self) -> None:
        """The finished game move by move, in the replay viewer of the records."""
        from ..records.replay_viewer import ReplayViewer

        viewer = ReplayViewer(self.game.setup, self.game.decisions, parent=self)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.open()
