"""Following the game: after any change, every part of the play screen is brought
in line with the game — the draft for the request now pending, the card, the
panels, the map in view, the preview, the hint, the hand-off page, what changed
unseen, the log and the score screens due.

Each of those parts is owned by its own controller or panel; this one only says
in which order they follow, and what a seat that has nothing to answer sees (a
network seat while the others draw: its own map, and what it waits for).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from ...rules.decisions import Ask
from ..sheet.painter import game_content
from ..sheet.scene import SheetScene, SheetView
from ..text import player_name, translate
from .computer_seats import ComputerSeats
from .draft import Draft
from .handoff import HandingOver, Seating
from .hint import HintController
from .instructions import Tone, instruction
from .panel.side_panel import SidePanel
from .pencil import MovePreview, Pencil
from .session import GameSession
from .taking_back import TakingBack
from .telling import Telling


class Following(QObject):
    """Brings the screen in line with the game ``session`` shows (its
    :attr:`~.session.GameSession.view`: a network seat's own, :meth:`refresh`)."""

    def __init__(
        self,
        session: GameSession,
        seating: Seating,
        handing_over: HandingOver,
        computers: ComputerSeats,
        pencil: Pencil,
        preview: MovePreview,
        hint: HintController,
        telling: Telling,
        taking_back: TakingBack,
        side: SidePanel,
        scene: SheetScene,
        view: SheetView,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session, self.seating, self.handing_over = session, seating, handing_over
        self.computers, self.pencil, self.preview, self.hint = computers, pencil, preview, hint
        self.telling, self.taking_back = telling, taking_back
        self.side, self.scene, self.view = side, scene, view
        self._in_view = -1  # whose map was shown last

    def refresh(self) -> None:
        """Bring everything in line with the game after any change."""
        waiting = self.seating.waiting()
        if waiting is not None:
            self._wait(waiting)
            self._finish()
            return
        game = self.session.view
        pending = game.pending
        side, pencil = self.side, self.pencil
        computer = self.computers.deciding()
        if computer:
            pencil.draft = None  # the computer's move: nothing for the person to shape
        elif pencil.draft is None or pending != pencil.draft.pending:
            pencil.draft = Draft.for_game(game)
        side.card.show_draft(pencil.draft)
        side.season_panel.show_game(game)
        side.edicts_panel.show_game(game)
        who, what = instruction(game, self.session.computers)
        side.show_who(who, pending.player if pending is not None and not game.solo else None)
        side.what.setText(what)
        self._show_sheet()
        self.preview.show_standing(self.seating.viewer())
        self.preview.update()
        if computer and pending is not None:
            thinking = translate("PlayScreen", "{player} (computer) is thinking…")
            self.preview.set_status(
                thinking.format(player=player_name(game.players[pending.player])), Tone.HINT
            )
        self.hint.show_for(game, computer)
        if not self.handing_over.show():
            self.view.setFocus()
            self.telling.show_unseen()
        side.offer_undo_other(self.taking_back.undo_other_text())
        side.show_over(game.over)
        self._finish()

    def _finish(self) -> None:
        """The seed line, the log and the score screens due, waiting or not."""
        self.side.seed_label.setText(self.seating.seed_text())
        self.telling.write_log()
        if self.telling.reports_due():
            QTimer.singleShot(0, self._show_reports)

    def _show_reports(self) -> None:
        """The season reports at once; the results when the seating says they are
        ready (a network game's once the host has closed it and its deal is checked)."""
        self.telling.show_reports(results=self.seating.results_ready())

    def _show_sheet(self) -> None:
        game = self.session.view
        pending = game.pending
        viewer = self.seating.viewer()
        if viewer != self._in_view:  # another map: what moved on the last is over
            self._in_view = viewer
            self.preview.settling.finish()
            self.telling.arriving.finish()
        self.scene.sheet_item.show(game_content(game, viewer))
        draft = self.pencil.draft
        targets = draft.targets if draft else 0
        if pending is not None and pending.ask is Ask.DRAW and pending.ruins:
            targets = game.must_cover  # the ruins spaces the shape must cover
        self.scene.targets.show_mask(targets)

    def _wait(self, waiting: str) -> None:
        """Nothing to answer: the seat's own map, and what it waits for."""
        game = self.session.view
        side = self.side
        seat = self.seating.viewer()
        self.pencil.draft = None
        side.card.show_draft(None)
        side.season_panel.show_game(game)
        side.edicts_panel.show_game(game)
        side.show_who(player_name(game.players[seat]), seat)
        side.what.setText(waiting)
        self.scene.sheet_item.show(game_content(game, seat))
        self.scene.targets.show_mask(0)
        self.preview.show_standing(seat)
        self.preview.update()
        self.handing_over.show()
        self.telling.show_unseen()
        side.show_over(False)
        idle: list[QWidget] = [side.card, side.status, side.rotate_button, side.mirror_button]
        # nothing to draw: the log has the room, and no hint is offered for a move
        # that is not this seat's to make (issue 25)
        for widget in [*idle, side.hint_button, side.back_button, side.confirm_button]:
            widget.hide()
