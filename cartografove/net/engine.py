"""The ordinary engine as the network plays it: lookahead for simultaneous play,
and digests that say two computers hold the same game.

On the network nobody but the host knows the seed, so a player's computer cannot
deal the deck: its game is ``Game(public_setup, cards=())``, whose card source is
the cards the host has revealed (``Game.reveal``); while the next one is not
revealed the game waits (``Ask.CARD``). Everything else — legality, scoring,
ambushes, coins — is the engine's own code, so a network game is exactly the game
one computer would play with the same cards. Each message of the log is applied
once to that game (:mod:`.table`).

:func:`seat_view` gives a seat its own request before the seats before it have
answered: on a copy of the game (microseconds, not a replay) it lets every other
seat answer with a placeholder, as long as no placeholder touches the sheet this
seat draws on — so what the seat decides is legal whatever the others really do
(every request of one card is on a sheet of its own). This is what lets every
cartographer draw at the same time.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence

from ..rules.decisions import Decision
from ..rules.events import Event, SeasonScored
from ..rules.game import Game, IllegalDecision


class Lookahead:
    """The game as ``seat`` can see its next requests before the seats before it
    have answered (see the module docstring).

    ``game`` is the game as the log has it (it is copied, never changed),
    ``queued`` each seat's decisions that are known but not yet applicable (the
    engine asks seats in order). Other seats without a known decision get a
    placeholder answer. :meth:`advance` goes to the seat's next request;
    :meth:`answer` takes the seat's answer there."""

    def __init__(self, game: Game, queued: Mapping[int, Sequence[Decision]], seat: int) -> None:
        self.game = game.copy()
        self.seat = seat
        self._queued = {player: list(items) for player, items in queued.items()}
        self._touched: set[int] = set()

    def advance(self) -> str | None:
        """None when :attr:`game` stands at the seat's request; else why the seat
        must wait: ``"card"`` (the next card is not revealed), ``"others"`` (a
        placeholder touched the sheet the seat's request is on, or a known decision
        turned out illegal) or ``"over"``."""
        game = self.game
        while True:
            pending = game.pending
            if pending is None:
                return "over"
            if game.waiting:
                return "card"
            known = self._queued.get(pending.player)
            if known:
                try:
                    game.apply(known.pop(0))
                except IllegalDecision:
                    return "others"
                continue
            if pending.player == self.seat:
                return "others" if pending.sheet in self._touched else None
            self._touched.add(pending.sheet)
            game.apply(game.legal_decisions()[0])

    def answer(self, decision: Decision) -> None:
        self.game.apply(decision)

    def stood_in_on(self, sheet: int) -> bool:
        """A placeholder answer has drawn on ``sheet``: :attr:`game` shows it as it
        may never be."""
        return sheet in self._touched


def seat_view(game: Game, queued: Mapping[int, Sequence[Decision]], seat: int) -> Game | None:
    """A copy of ``game`` standing at ``seat``'s next request, or None if the seat
    must wait."""
    look = Lookahead(game, queued, seat)
    return look.game if look.advance() is None else None


def seasons_scored(events: Sequence[Event]) -> Generator[int, None, None]:
    """The seasons these events scored, in order."""
    for event in events:
        if isinstance(event, SeasonScored):
            yield event.season
