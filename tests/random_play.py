"""A player of random legal decisions, for tests: the games of a given seed are what
many tests were written against. (The app's computer players, random level included,
are :mod:`cartografove.bots`; they decide from a player's view.)

It uses exactly the interface a person's app uses — ``pending``,
``legal_decisions()``, ``apply()`` — so every game it plays also exercises the
rules (boardgame.io's "bots enumerate moves through the same API")."""

from __future__ import annotations

import random

from cartografove.rules.decisions import Decision
from cartografove.rules.game import Game


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
