"""The play screen of a network game: this seat's map, this seat's requests.

The ordinary :class:`~cartografove.app.play.screen.PlayScreen` with a
:class:`NetSeating`, which says what differs when everyone sits at their own
computer: no hand-off pages (the map in view is always this seat's, or the
neighbour's while drawing their ambush), no taking back an answer once sent (the
session refuses it), and a waiting page of words while the others draw or the host
reveals the next card. What others changed on this seat's map comes highlighted,
as on one computer (:mod:`..play.telling`).
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ...rules.game import Game
from ..play.handoff import Seating
from ..play.screen import PlayScreen
from ..text import player_name, translate
from .session import NetSession


class NetSeating(Seating):
    """One seat at its own computer: it always holds it."""

    def __init__(self, session: NetSession) -> None:
        super().__init__(session, quick_table=True)
        self.net = session
        self.turns.holder = session.seat

    def told(self) -> Game:
        """The log tells the real game: the view's placeholder answers for the other
        seats (what lets this seat draw before them) are not moves anyone made."""
        return self.net.real

    def viewer(self) -> int:
        """This seat's map, or the one its request draws on: the view's request
        (the real game's may be another seat's, answered by a stand-in in the view)."""
        pending = self.net.view.pending
        return pending.sheet if self.net.my_turn and pending is not None else self.net.seat

    def owner_looks(self) -> bool:
        return self.viewer() == self.net.seat

    def needs_handoff(self) -> bool:
        return False

    def settle(self) -> None:
        self.turns.holder = self.net.seat

    def take_over(self) -> None:
        self.turns.holder = self.net.seat

    def seed_text(self) -> str:
        if self.net.finished:
            return super().seed_text()
        return translate("NetPlay", "Network game: the seed is disclosed at the end.")

    def results_ready(self) -> bool:
        """The results only when the host has closed the game and its deal is
        checked (the game then has its real seed)."""
        return self.net.finished

    def waiting(self) -> str | None:
        """Nothing to answer: what this seat waits for (None on its turn or at the end)."""
        net = self.net
        if net.my_turn or net.game.over:
            return None
        presence = net.snapshot.presence
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
        if not net.snapshot.holding:
            return translate(
                "NetPlay",
                "A computer cartographer plays for you until the host gives your seat back.",
            )
        pending = net.real.pending
        waiting = getattr(net.real, "waiting", False)
        if pending is None or waiting:
            return translate("NetPlay", "Waiting for the next card…")
        answered = net.snapshot.queued
        slow = [
            player_name(name)
            for seat, name in enumerate(net.real.players)
            if seat != net.seat and not answered.get(seat)
        ]
        if not slow:
            return translate("NetPlay", "Waiting for the next card…")
        return translate("NetPlay", "Waiting for {names} to draw…").format(names=", ".join(slow))


class NetPlayScreen(PlayScreen):
    """The play screen seated as ``session``'s seat."""

    def __init__(self, session: NetSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent, seating=NetSeating(session))
        self.net = session
