"""The play screen of a network game: this seat's map, this seat's requests.

The ordinary :class:`~cartografove.app.play.screen.PlayScreen`, with what differs
when everyone sits at their own computer: no hand-off pages (the map in view is
always this seat's, or the neighbour's while drawing their ambush), no taking back
an answer once sent, and a waiting page of words while the others draw or the host
reveals the next card. What others changed on this seat's map comes highlighted,
as on one computer (:mod:`..play.changes`).
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from ...rules.game import Game
from ..play.screen import PlayScreen
from ..text import translate
from .session import NetSession


class NetPlayScreen(PlayScreen):
    def __init__(self, session: NetSession, parent: QWidget | None = None) -> None:
        self.net = session
        super().__init__(session, parent, quick_table=True)
        self.holder = session.seat

    @property
    def game(self) -> Game:
        return self.net.view

    @property
    def told(self) -> Game:
        """The log tells the real game: the view's placeholder answers for the other
        seats (what lets this seat draw before them) are not moves anyone made."""
        return self.net.real

    def viewer(self) -> int:
        pending = self.game.pending
        return pending.sheet if self.net.my_turn and pending is not None else self.net.seat

    def _needs_handoff(self) -> bool:
        return False

    def _owner_looks(self) -> bool:
        return self.viewer() == self.net.seat

    def can_undo(self) -> bool:
        return False

    def refresh(self) -> None:
        self.holder = self.net.seat
        if self.net.my_turn or self.game.over:
            super().refresh()
        else:
            self._wait()
        self.holder = self.net.seat
        if not self.net.finished:
            self.seed_label.setText(
                translate("NetPlay", "Network game: the seed is disclosed at the end.")
            )

    def _wait(self) -> None:
        """Nothing to answer: this seat's map, and what it waits for."""
        game = self.game
        self.draft = None
        self.card.show_draft(None)
        self.season_panel.show_game(game)
        self.edicts_panel.show_game(game)
        self.side.show_who(game.players[self.net.seat], self.net.seat)
        self.what.setText(self._waiting_for())
        self.scene.sheet_item.show(self.content(self.net.seat))
        self.scene.targets.show_mask(0)
        self._show_standing()
        self.update_preview()
        self.pages.setCurrentIndex(0)
        self._show_unseen()
        self.side.show_over(False)
        idle: list[QWidget] = [self.card, self.status, self.rotate_button, self.mirror_button]
        # nothing to draw: the log has the room, and no hint is offered for a move
        # that is not this seat's to make (issue 25)
        for widget in [*idle, self.side.hint_button, self.back_button, self.confirm_button]:
            widget.hide()
        self.telling.write_log()
        if self.telling.reports_waiting:
            QTimer.singleShot(0, self._show_reports)

    def _waiting_for(self) -> str:
        presence = self.net.snapshot.presence
        if presence == "server-lost":
            return translate(
                "NetPlay",
                "The game's server cannot be reached: it has stopped or the network is "
                "down. The game goes on when it is back.",
            )
        if presence == "host-lost":
            return translate(
                "NetPlay",
                "The host's app is not answering. The game goes on when the host "
                "continues it (Game → Continue).",
            )
        if not self.net.snapshot.holding:
            return translate(
                "NetPlay",
                "A computer cartographer plays for you until the host gives your seat back.",
            )
        pending = self.net.real.pending
        waiting = getattr(self.net.real, "waiting", False)
        if pending is None or waiting:
            return translate("NetPlay", "Waiting for the next card…")
        answered = self.net.snapshot.queued
        slow = [
            name
            for seat, name in enumerate(self.net.real.players)
            if seat != self.net.seat and not answered.get(seat)
        ]
        if not slow:
            return translate("NetPlay", "Waiting for the next card…")
        return translate("NetPlay", "Waiting for {names} to draw…").format(names=", ".join(slow))

    def _show_reports(self) -> None:
        """The season reports at once; the results only when the host has closed
        the game and its deal is checked (the game then has its real seed)."""
        self.telling.show_reports(results=self.net.finished or not self.game.over)
