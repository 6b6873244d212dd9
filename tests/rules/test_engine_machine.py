"""The engine as data, checked by a state machine (issue 27): apply, undo, copy,
preview, save/load and replay interleaved at random, in every rule set and with 1–6
players.

What must hold whatever the order: a copy and the original never influence each
other; undo puts back exactly the state before the decision; a preview is what
applying the decision on a copy does to that sheet; save → load → replay gives the
same state; and a game fed from the network path (the public setup, its cards
revealed one at a time, the same decisions) stands exactly where the local game
stands — to the end of every game.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from cartografove.rules.events import CardRevealed, SeasonScored
from cartografove.rules.game import Game
from cartografove.rules.save import dumps, parse_save, replay_save, to_document
from cartografove.rules.setup import RuleSet, Setup

from .helpers import names

RULE_SETS = {
    "heroes": (RuleSet.heroes(), "D"),
    "base": (RuleSet.base(), "A"),
    "combined": (RuleSet.combined("heroes"), "B"),
    "base without heroes": (RuleSet.combined("base", seasons="heroes", hero_cards=False), "C"),
}


def fingerprint(game: Game) -> tuple[object, ...]:
    """Everything the game's state says, as values to compare."""
    return (
        game.sheets,
        game.decisions,
        game.events,
        game.scores,
        game.pending,
        game.result,
        game.season,
        game.revealed,
        game.ambushes,
        game.ruins_due,
        game.dealt,
    )


def from_the_network(game: Game) -> Game:
    """The game as a seat's computer builds it: the public setup (no seed, the
    edicts given), the cards revealed one at a time, the decisions in order."""
    setup = game.setup
    public = Setup(setup.players, 0, setup.side, edicts=game.edicts, rules=setup.rules)
    cards = [event.card for event in game.events if isinstance(event, CardRevealed)]
    net = Game(public, cards=())
    decisions = list(game.decisions)
    while cards or decisions:
        if net.waiting:
            assert cards, "the network game waits for a card the local game never revealed"
            net.reveal(cards.pop(0))
        else:
            net.apply(decisions.pop(0))
    return net


class EngineMachine(RuleBasedStateMachine):
    game: Game
    rng: random.Random

    def __init__(self) -> None:
        super().__init__()
        self.before: list[tuple[object, ...]] = []  # the fingerprint before each decision
        self.copies: list[tuple[Game, tuple[object, ...]]] = []

    @initialize(
        rules=st.sampled_from(sorted(RULE_SETS)),
        players=st.integers(1, 6),
        seed=st.integers(0, 2**32),
    )
    def deal(self, rules: str, players: int, seed: int) -> None:
        rule_set, side = RULE_SETS[rules]
        self.game = Game(Setup(names(players), seed, side, rules=rule_set))
        self.rng = random.Random(seed)

    @precondition(lambda self: not self.game.over)
    @rule(moves=st.integers(1, 40))
    def apply(self, moves: int) -> None:
        game = self.game
        for _ in range(moves):
            if game.over:
                return
            self.before.append(fingerprint(game))
            game.apply(game.legal_decisions().sample(self.rng))

    @precondition(lambda self: bool(self.game.decisions))
    @rule()
    def undo(self) -> None:
        self.game.undo()
        assert fingerprint(self.game) == self.before.pop()

    @rule()
    def copy(self) -> None:
        """A copy taken now; it and the game then go their own ways."""
        copy = self.game.copy()
        assert fingerprint(copy) == fingerprint(self.game)
        kept = fingerprint(copy)
        if not copy.over:
            mine = fingerprint(self.game)
            copy.apply(copy.legal_decisions().sample(self.rng))
            assert fingerprint(self.game) == mine  # the copy's move is its own
            copy.undo()
        self.copies.append((copy, kept))

    @precondition(lambda self: not self.game.over)
    @rule()
    def preview(self) -> None:
        game = self.game
        pending = game.pending
        assert pending is not None
        decision = game.legal_decisions().sample(self.rng)
        shown = game.preview(decision)
        tried = game.copy()
        events = tried.apply(decision)
        after = tried.sheets[pending.sheet]
        if not any(isinstance(e, CardRevealed | SeasonScored) for e in events):
            # nothing but the decision touched the sheet: the preview is the result
            assert shown.after == after
        else:  # the flow went on (a card, a scoring): the drawing is still there
            if shown.terrain is not None:
                assert shown.drawn & ~after.filled == 0
        assert shown.before == game.sheets[pending.sheet]

    @rule()
    def save_load_replay(self) -> None:
        game = self.game
        text = dumps(to_document(game))
        loaded, _ = replay_save("machine", parse_save("machine", text.encode("utf-8")))
        assert fingerprint(loaded) == fingerprint(game)
        replayed = Game.replay(game.setup, game.decisions)
        assert fingerprint(replayed) == fingerprint(game)

    @rule()
    def network(self) -> None:
        """The network path stands where the local game stands (the seed aside)."""
        net = from_the_network(self.game)
        assert fingerprint(net)[1:] == fingerprint(self.game)[1:]
        assert net.sheets == self.game.sheets

    @precondition(lambda self: not self.game.over)
    @rule()
    def to_the_end(self) -> None:
        """Played out, the network path ends the game exactly as the local one."""
        game = self.game.copy()
        while not game.over:
            game.apply(game.legal_decisions().sample(self.rng))
        net = from_the_network(game)
        assert net.over and net.result == game.result
        assert fingerprint(net) == fingerprint(game)

    @invariant()
    def copies_never_change(self) -> None:
        for copy, kept in self.copies:
            assert fingerprint(copy) == kept


EngineMachine.TestCase.settings = settings(
    max_examples=25,
    stateful_step_count=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
test_the_engine_as_data = EngineMachine.TestCase
