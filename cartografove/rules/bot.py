"""A computer cartographer that plays any legal decision, chosen at random.

It uses exactly the interface a person's app uses — ``pending``,
``legal_decisions()``, ``apply()`` — so every game it plays also exercises the
rules (boardgame.io's "bots enumerate moves through the same API")."""

from __future__ import annotations

import random

from .decisions import Decision
from .game import Game


class RandomCartographer:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Decision:
        return game.legal_decisions().sample(self.rng)


def autoplay(game: Game, seed: int = 0) -> Game:
    """Play the game to its end with random legal decisions."""
    bot = RandomCartographer(seed)
    while game.pending is not None:
        game.apply(bot.choose(game))
    return game
