"""The ordinary engine, driven by cards the host reveals one at a time.

On the network nobody but the host knows the seed, so a player's computer cannot
deal the deck. :class:`NetGame` is the engine with one difference: whenever the flow
of play reveals a card, the card comes from :attr:`NetGame.cards` (what the host has
revealed so far) instead of the seeded deck. When the host has not revealed it yet
the game *waits* (:attr:`NetGame.waiting`) until :meth:`NetGame.reveal` brings it.
Everything else — legality, scoring, ambushes, coins — is the engine's own code, so
a network game is exactly the game one computer would play with the same cards.

The engine is not edited for this: the subclass swaps the card in
:meth:`Game._resolve`, the step every revealed card goes through. (The engine's
own deck, dealt from a placeholder seed, still pops one card per reveal; only how
many cards it holds is ever read from it, and that matches the host's.)

:func:`seat_view` gives a seat its own request before the seats before it have
answered: it replays the game and lets every other seat answer with a placeholder,
as long as no placeholder touches the sheet this seat draws on — so what the seat
decides is legal whatever the others really do (every request of one card is on a
sheet of its own). This is what lets every cartographer draw at the same time.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence

from ..rules.decisions import Ask, Decision, Pending
from ..rules.events import CardRevealed, Event, SeasonScored
from ..rules.game import Flow, Game, IllegalDecision
from ..rules.setup import Setup

WAITING = Pending(Ask.DRAW, -1, -1, "", False)
"""What :attr:`NetGame.pending` is while the next card is not revealed yet."""


class NetGame(Game):
    """A game whose cards are revealed from outside (see the module docstring)."""

    def __init__(self, setup: Setup, cards: Sequence[str] = ()) -> None:
        self.cards: list[str] = list(cards)
        self._dealt = 0
        super().__init__(setup)

    def _start(self) -> None:
        self._dealt = 0
        super()._start()

    @property
    def waiting(self) -> bool:
        """The flow needs the next card and the host has not revealed it."""
        return self.pending is WAITING

    @property
    def dealt(self) -> int:
        """How many of :attr:`cards` the game has revealed so far."""
        return self._dealt

    def apply(self, decision: Decision) -> list[Event]:
        if self.waiting:
            raise IllegalDecision("the next card is not revealed yet", "waiting")
        return super().apply(decision)

    def reveal(self, card: str) -> list[Event]:
        """The host revealed the next card; the game goes on if it was waiting."""
        self.cards.append(card)
        if not self.waiting:
            return []
        seen = len(self.events)
        try:
            self.pending = self._flow.send(None)  # type: ignore[arg-type]
        except StopIteration:
            self.pending = None
        return self.events[seen:]

    def _resolve(self, card: str) -> Flow:
        # the engine has just dealt `card` from its placeholder deck and announced it:
        # take that back and reveal the host's card instead
        announced = self.events.pop()
        assert isinstance(announced, CardRevealed) and self.revealed[-1] == card
        self.revealed.pop()
        while self._dealt >= len(self.cards):
            yield WAITING
        card = self.cards[self._dealt]
        self._dealt += 1
        self.revealed.append(card)
        self.events.append(CardRevealed(card, self.season))
        yield from super()._resolve(card)


def replayed(setup: Setup, cards: Sequence[str], decisions: Sequence[Decision]) -> NetGame:
    game = NetGame(setup, cards)
    for decision in decisions:
        game.apply(decision)
    return game


class Lookahead:
    """The game as ``seat`` can see its next requests before the seats before it
    have answered (see the module docstring).

    ``decisions`` are those applied so far, ``queued`` each seat's decisions that
    are known but not yet applicable (the engine asks seats in order). Other seats
    without a known decision get a placeholder answer. :meth:`advance` goes to the
    seat's next request; :meth:`answer` takes the seat's answer there."""

    def __init__(
        self,
        setup: Setup,
        cards: Sequence[str],
        decisions: Sequence[Decision],
        queued: Mapping[int, Sequence[Decision]],
        seat: int,
    ) -> None:
        self.game = replayed(setup, cards, decisions)
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


def seat_view(
    setup: Setup,
    cards: Sequence[str],
    decisions: Sequence[Decision],
    queued: Mapping[int, Sequence[Decision]],
    seat: int,
) -> NetGame | None:
    """A game standing at ``seat``'s next request, or None if the seat must wait."""
    look = Lookahead(setup, cards, decisions, queued, seat)
    return look.game if look.advance() is None else None


def seasons_scored(events: Sequence[Event]) -> Generator[int, None, None]:
    """The seasons these events scored, in order."""
    for event in events:
        if isinstance(event, SeasonScored):
            yield event.season
