"""Speed of the engine as data (issue 27 targets, median on the 2-core machine):
``Game.copy()`` of a mid-game 6-player game ≤ 50 µs; applying one decision to a
network game (a card source of revealed cards) ≤ 1 ms; undo ≤ 50 µs.

Run with ``pytest tests/benchmarks --benchmark-only``; not part of the default run.
"""

from __future__ import annotations

from cartografove.rules.events import CardRevealed
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import autoplay

SIX = Setup(players=("A", "B", "C", "D", "E", "F"), seed=27)
FINISHED = autoplay(Game(SIX), seed=27)
HALF = len(FINISHED.decisions) // 2
CARDS = [e.card for e in FINISHED.events if isinstance(e, CardRevealed)]


def test_copy_of_a_six_player_game_in_mid_game(benchmark):
    game = Game.replay(SIX, FINISHED.decisions[:HALF])
    copy = benchmark(game.copy)
    assert copy.decisions == game.decisions and copy.sheets is game.sheets


def test_one_network_decision(benchmark):
    """A seat's game (cards from the log) takes the next decision of the log."""
    public = Setup(players=SIX.players, seed=0, edicts=FINISHED.edicts)
    game = Game.replay(public, FINISHED.decisions[:HALF], cards=CARDS)
    decision = FINISHED.decisions[HALF]

    def apply_one() -> Game:
        table_game = game.copy()
        table_game.apply(decision)
        return table_game

    assert len(benchmark(apply_one).decisions) == HALF + 1


def test_undo(benchmark):
    game = Game.replay(SIX, FINISHED.decisions[:HALF])

    def apply_and_undo() -> None:
        game.apply(FINISHED.decisions[HALF])
        game.undo()

    benchmark(apply_and_undo)
    assert len(game.decisions) == HALF
