"""Every request of a random game beside what its seat saw of it first, on the
network's lookahead (the seats that had not answered yet stood in for): what the
tests of the lookahead and of the app's early answers walk through."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from cartografove.net.engine import seat_view
from cartografove.rules.game import Game


@dataclass(frozen=True)
class SeenEarly:
    """One request: ``seat`` had answered ``asked`` before it; ``then`` is the game
    when the seat first saw it, ``early`` the seat's lookahead then (standing at it),
    ``real`` the game when it really asks."""

    seat: int
    asked: int
    then: Game
    early: Game
    real: Game


def requests_seen_early(game: Game, rng: random.Random) -> Iterator[SeenEarly]:
    """Plays ``game`` to its end with random answers from ``rng``, yielding each
    request as it is asked."""
    players = len(game.players)
    first: list[dict[int, tuple[Game, Game]]] = [{} for _ in range(players)]
    asked = [0] * players
    while game.pending is not None:
        for seat in range(players):
            if asked[seat] not in first[seat]:
                view = seat_view(game, {}, seat)
                if view is not None:
                    first[seat][asked[seat]] = (game.copy(), view)
        seat = game.pending.player
        then, early = first[seat][asked[seat]]
        yield SeenEarly(seat, asked[seat], then, early, game.copy())
        asked[seat] += 1
        game.apply(rng.choice(game.legal_decisions()))
