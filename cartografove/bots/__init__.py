"""Computer cartographers at five levels (issues 13, 26): pure Python over the rules,
nothing of Qt, the app or the records.

``make(level, seed)`` gives a player; ``autoplay(game, ...)`` plays a game to its end
with one player per seat. Players see a :class:`GameView`, never the game's deck.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..rules.decisions import Decision
from ..rules.game import Game
from .players import LEVELS, Cartographer, RandomCartographer
from .view import GameView, view_of

__all__ = [
    "LEVELS",
    "Cartographer",
    "GameView",
    "RandomCartographer",
    "autoplay",
    "chooser",
    "make",
    "view_of",
]


def make(level: str, seed: int = 0) -> Cartographer:
    """A computer cartographer of ``level`` (one of :data:`LEVELS`)."""
    try:
        return LEVELS[level](seed)
    except KeyError:
        raise ValueError(f"unknown level {level!r} ({', '.join(LEVELS)})") from None


def chooser(level: str, seed: int | None = None) -> Callable[[Game], Decision]:
    """A computer cartographer of ``level`` as a function of the game it decides in:
    it decides from a player's view of it (never the deck, which a network player
    does not know anyway). Without ``seed`` each chooser draws its own, so two
    computer cartographers at one table do not play alike."""
    player = make(level, random.randrange(2**32) if seed is None else seed)
    return lambda game: player.choose(view_of(game))


def autoplay(game: Game, seed: int = 0, levels: Sequence[str] = ("random",)) -> Game:
    """Play the game to its end; ``levels`` names one level per seat (a single level
    plays every seat). Each decision goes to the bot of the seat deciding it."""
    seats = len(game.players)
    if len(levels) not in (1, seats):
        raise ValueError(f"give one level or one per seat ({seats}), not {len(levels)}")
    bots = [make(levels[0] if len(levels) == 1 else levels[i], seed + i) for i in range(seats)]
    while game.pending is not None:
        game.apply(bots[game.pending.player].choose(view_of(game)))
    return game
