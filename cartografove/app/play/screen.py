"""The play screen: the map sheet, the revealed card, and the pencil — a layout.

It asks the game what it waits for (``game.pending``), turns that into a
:class:`Draft` the player shapes with mouse and keys, previews it on the sheet —
green where legal, red with the engine's reason where not — and hands the confirmed
decision to the :class:`GameSession`. Between players of a pass-and-play game it
shows a hand-off page, so nobody draws on the wrong sheet.

Each part has an owner, handed only what it needs, with signals out (issue 22):
the side column's widgets are the :class:`SidePanel`'s; mouse and keys and the
preview of the move in hand the :class:`Pencil`'s and the :class:`MovePreview`'s
(:mod:`.pencil`); who holds the computer and the hand-off page the
:class:`Seating`'s and :class:`HandingOver`'s (:mod:`.handoff`); undo
:class:`TakingBack`'s; the log, the changes and the score screens' timing
:class:`Telling`'s; the hint :class:`HintController`'s; computer seats
:class:`ComputerSeats`'; bringing all of them in line after a change
:class:`Following`'s. The screen makes them, connects them and lays them out.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...rules.counting.in_view import seen_by
from ...rules.game import Game
from ..sheet.scene import SheetScene
from ..sheet.zoom import ZoomingView
from ..table.strip import TableStrip
from .computer_seats import ComputerSeats, at_the_computer
from .following import Following
from .handoff import HandingOver, HandOffPage, Seating
from .hint import HintController
from .panel.side_panel import SidePanel
from .pencil import ARROWS, MovePreview, Pencil
from .session import GameSession
from .taking_back import TakingBack
from .telling import COSTS, EARNS, ChangesItem, Telling

__all__ = ["ARROWS", "PlayScreen"]


class PlayScreen(QWidget):
    """One game on screen. ``season_scored`` and ``game_ended`` let the window show
    the score screens; ``overview_requested`` the sheets of all players.

    ``seating`` says who sits at the computer (by default one computer shared by
    the table, :class:`Seating` with ``quick_table``)."""

    season_scored = Signal(int, tuple)
    game_ended = Signal()
    overview_requested = Signal()
    export_requested = Signal()
    new_game_requested = Signal()
    play_again_requested = Signal()
    standings_requested = Signal()

    def __init__(
        self,
        session: GameSession,
        parent: QWidget | None = None,
        *,
        quick_table: bool = False,
        seating: Seating | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.seating = seating or Seating(session, quick_table=quick_table)

        self.scene = SheetScene(self)
        self.changes = ChangesItem(self.scene)
        self.earning = ChangesItem(self.scene, EARNS, 4)
        self.costing = ChangesItem(self.scene, COSTS, 4)
        self.view = ZoomingView(self.scene)  # zoomed and panned (issue 33)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.view.setAcceptDrops(True)
        self.view.viewport().setAcceptDrops(True)
        self.side = side = SidePanel()
        self.table = TableStrip()  # the others' maps beside yours (issue 33)
        self.pages = QStackedWidget()
        self.handoff = HandOffPage()
        play = QWidget()
        row = QHBoxLayout(play)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.table, 0)
        row.addWidget(self.view, 3)
        row.addWidget(side, 0)
        self.pages.addWidget(play)
        self.pages.addWidget(self.handoff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)

        self.pencil = Pencil(self.view, self.scene, side.card, lambda: session.game.over, self)
        self.preview = MovePreview(
            session, self.pencil, self.scene, side, self.costing, self.earning, self
        )
        self.hint = HintController(
            session, self.pencil, side.card, side.status, side.hint_button, self.earning
        )
        self.hint.shown.connect(self.preview.update)
        self.handing_over = HandingOver(self.seating, self.handoff, self.pages, self)
        self.telling = Telling(
            session, self.seating, side.notice_list, side.banner, self.changes, self
        )
        self.computers = ComputerSeats(session, self)
        self.taking_back = TakingBack(self.seating, self.handing_over.on_the_map, self)
        self.following = Following(
            session,
            self.seating,
            self.handing_over,
            self.computers,
            self.pencil,
            self.preview,
            self.hint,
            self.telling,
            self.taking_back,
            side,
            self.scene,
            self.view,
            self,
        )
        self._connect(side)
        self.retranslate()
        self.side.goal.follow(session)  # the chapter's goal as the game goes
        self.computers.poke()

    def _connect(self, side: SidePanel) -> None:
        """What each part says, to the part that answers it."""
        refresh = self.following.refresh
        self.session.changed.connect(refresh)
        self.session.changed.connect(self.show_table)
        self.computers.thinking_changed.connect(lambda _busy: refresh())
        self.handing_over.taken_over.connect(refresh)
        self.handing_over.taken_over.connect(self.show_table)
        self.handoff.undo_requested.connect(self.taking_back.undo)
        self.pencil.touched.connect(self.telling.forget_changes)
        self.preview.deciding.connect(self._deciding)
        self.taking_back.taken_back.connect(self._forget_the_move)
        self.telling.season_scored.connect(self.season_scored)
        self.telling.game_ended.connect(self.game_ended)
        over = side.game_over
        over.results.connect(self.game_ended.emit)
        over.overview.connect(self.overview_requested.emit)
        over.export.connect(self.export_requested.emit)
        over.replay.connect(self.show_replay)
        over.new_game.connect(self.new_game_requested.emit)
        over.play_again.connect(self.play_again_requested.emit)
        side.connect_buttons(
            {
                side.rotate_button: self.pencil.rotate,
                side.mirror_button: self.pencil.mirror,
                side.back_button: self.pencil.take_back,
                side.confirm_button: self.preview.confirm,
                side.undo_other_button: self.taking_back.undo_other,
                side.overview_button: self.overview_requested.emit,
                side.standings_button: self.standings_requested.emit,
                side.results_button: self.game_ended.emit,
            }
        )

    def retranslate(self) -> None:
        """Name the fixed controls, then redraw everything else in the new language
        (the log too: its lines are made from the game's events again)."""
        self.side.retranslate()
        self.hint.retranslate()
        self.view.buttons.retranslate()
        self.telling.retell()
        self.following.refresh()
        self.show_table()

    def show_table(self) -> None:
        """The others' maps as the person at the computer may see them now."""
        looker = at_the_computer(self.session, self.seating.turns.holder)
        self.table.follow(self.seating.told(), looker, self.seating.viewer())

    def seen_game(self) -> Game:
        """The game as the person at the computer may see it now (RULES §4: not the
        others' drawings of the card they have still to draw): for all maps and the
        standings."""
        looker = at_the_computer(self.session, self.seating.turns.holder)
        return seen_by(self.seating.told(), looker)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # the small maps grow with the window as the map does, within reason
        self.table.set_map_width(max(120, min(260, round(self.height() * 0.2))))

    def _deciding(self, player: int) -> None:
        """A move is handed to the session: it is ``player``'s, and what was shown
        before it has been seen."""
        self.seating.turns.last_decider = player
        self.telling.forget()

    def _forget_the_move(self) -> None:
        """A move is being taken back: its draft and what was shown of it go."""
        self.pencil.draft = None
        self.telling.forget()
        self.telling.unseen.clear()

    # --- input ---------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        on_the_map = self.handing_over.on_the_map()
        if on_the_map and (
            self.view.zoom_key(event) or self.hint.key(event) or self.pencil.key(event)
        ):
            event.accept()
            return
        super().keyPressEvent(event)

    def show_replay(self) -> None:
        """The finished game move by move, in the replay viewer of the records."""
        from ..records.replay_viewer import ReplayViewer  # start-up: it loads printing

        game = self.session.game
        viewer = ReplayViewer(
            game.setup,
            game.decisions,
            parent=self,
            computers=self.session.computers,
            hinted=game.hinted,
        )
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.open()
