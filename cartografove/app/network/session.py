"""The network game as this computer sees it, for the ordinary play screen.

The real game follows the log (a game whose card source is the cards the host
reveals, each new card and decision applied once, in the server's order); its new events
go to the screen as a hot-seat game's would, so what others did to this seat's map
— a neighbour's ambush — is shown with its spaces highlighted.

What the screen shows and answers is this seat's own next request, found the way
the network player finds it (:class:`~cartografove.net.engine.Lookahead`): every
cartographer draws the revealed card at the same time. While the seat has nothing
to answer it waits (:attr:`NetSession.my_turn`), its map showing what it drew,
whether the log has it yet or not.
:attr:`NetSession.game` is always the real game (the other seats' maps, as they
are: what the log, the overview and the results tell), :attr:`NetSession.view`
the seat's own, which the play screen shows and answers — its heading, map, live
score, hint and preview (issue 31: the joiner was shown the host's map and request
while what he drew was checked against his own).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...net.engine import Lookahead
from ...rules.decisions import Decision
from ...rules.events import Event
from ...rules.game import Game, IllegalDecision
from ..play.session import GameSession
from .link import NetLink, Snapshot


class NetSession(GameSession):
    """A :class:`GameSession` fed by a :class:`NetLink` (no autosave: the log is
    the game's save until it ends, then the net package keeps it in the history)."""

    def __init__(self, link: NetLink, first: Snapshot, parent: QObject | None = None) -> None:
        assert first.setup is not None and first.seat is not None
        self.link = link
        self.seat: int = first.seat
        self.real: Game = Game(first.setup, cards=())
        self.snapshot = first
        self.answers: list[Decision] = []
        self.base = first.mine_logged  # the seat's decisions logged before the first answer
        self.my_turn = False
        self.blocked: str | None = "over"  # why this seat waits (Lookahead.advance)
        self._own: Game = self.real  # what the screen shows: this seat's own game
        self.problems: tuple[str, ...] = ()
        super().__init__(self.real, None, parent)
        link.progress.connect(self.update)
        self.update(first)
        # What the link read between ``first`` and the connection above was signalled
        # to nobody, and nothing new may come until this seat answers (the first card
        # was revealed meanwhile): start from the latest snapshot the link has made.
        latest = link.last
        if latest is not None and latest.seq > first.seq:
            self.update(latest)

    @property
    def view(self) -> Game:
        return self._own

    @property
    def finished(self) -> bool:
        return self.snapshot.finished is not None

    def update(self, seen: Snapshot) -> None:
        """A new snapshot of the log: catch the real game up, find this seat's view."""
        if self.snapshot.finished is not None and seen.finished is None:
            return  # a late snapshot after the end
        if seen.seq < self.snapshot.seq:
            return  # signalled before the one this session started from
        if seen.holding and not self.snapshot.holding:  # the seat is back: a stand-in
            self.base = seen.mine_logged - len(self.answers)  # played for a while
        self.snapshot = seen
        self.problems = seen.reports
        events: list[Event] = []
        real = self.real
        if seen.finished is not None:
            if real.over:
                self.real = real = seen.finished
            else:
                events.extend(_catch_up(real, seen))
                self.real = real = seen.finished
        else:
            events.extend(_catch_up(real, seen))
        self._view()
        if events:
            self.happened.emit(events)
        self.changed.emit()

    def _view(self) -> None:
        seen = self.snapshot
        self.my_turn, self.blocked = False, "over"
        self.game = self._own = self.real
        if seen.finished is not None or seen.setup is None or self.real.over:
            return
        self.blocked = "others"
        if not seen.holding:
            return
        queued = {s: list(items) for s, items in seen.queued.items()}
        unlogged = self.answers[seen.mine_logged - self.base :]
        queued[self.seat] = queued.get(self.seat, []) + unlogged
        look = Lookahead(self.real, queued, self.seat)
        self.blocked = look.advance()
        self.my_turn = self.blocked is None
        if self.my_turn or not (look.stood_in_on(self.seat) or look.game.over):
            # waiting too, the seat's map has what it drew, logged yet or not: the
            # others' answers before it are stand-ins, but none touched its map. Not
            # where one did, nor once the lookahead has ended the game (its results
            # would rank stand-in answers): the real game, until the others answer.
            self._own = look.game

    def apply(self, decision: Decision) -> IllegalDecision | None:
        """Send this seat's answer (checked here first: a refused move never leaves)."""
        if not self.my_turn:
            return self._not_now()
        error = self.view.why_illegal(decision)
        if error is not None:
            return error
        assert self.view.pending is not None  # my_turn: the view stands at a request
        self.link.answer(self.view.pending, decision)
        self.answers.append(decision)
        self._view()
        self.changed.emit()
        return None

    def _not_now(self) -> IllegalDecision:
        """Why this seat cannot decide now: the game is over, the next card is not
        revealed, or another seat (or a stand-in for this one) decides first."""
        match self.blocked:
            case "over":
                return IllegalDecision("the game is over", "game_over")
            case "card":
                return IllegalDecision("the next card is not revealed yet", "waiting")
        return IllegalDecision("it is not this seat's turn", "not_your_turn")

    def can_undo(self) -> bool:
        return False  # an answer sent is the table's

    def undo(self) -> bool:
        return False


def _catch_up(real: Game, seen: Snapshot) -> list[Event]:
    """Reveal the new cards and apply the new decisions; the events they made."""
    events: list[Event] = []
    for card in seen.cards[real.known_cards :]:
        events.extend(real.reveal(card))
    for decision in seen.decisions[len(real.decisions) :]:
        events.extend(real.apply(decision))
    return events
