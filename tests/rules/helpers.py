"""Small tools for driving games into the situation a test needs."""

from __future__ import annotations

from collections.abc import Callable

from cartografove.rules.board.sheet import Sheet
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup, deal
from tests.random_play import RandomCartographer


class PreparedGame(Game):
    """A game whose sheets start already drawn on (a position, like a chess FEN), so a
    test can put a rule in exactly the situation it is about."""

    def __init__(self, setup: Setup, sheets: list[Sheet]) -> None:
        super().__init__(setup, sheets=sheets)


def names(n: int) -> tuple[str, ...]:
    return tuple(f"P{i + 1}" for i in range(n))


def find_game(
    predicate: Callable[[Game], bool],
    players: int = 1,
    side: str = "C",
    sheets: list[Sheet] | None = None,
    **setup: object,
) -> Game:
    """The first freshly dealt game (seed 0, 1, …) the predicate accepts, optionally
    starting from prepared sheets.

    Searching keeps tests independent of how the random generator is consumed."""
    for seed in range(5000):
        game_setup = Setup(players=names(players), seed=seed, side=side, **setup)  # type: ignore[arg-type]
        game = PreparedGame(game_setup, sheets) if sheets else Game(game_setup)
        if predicate(game):
            return game
    raise AssertionError("no seed gives the wanted deal")


def play_until(game: Game, predicate: Callable[[Game], bool], seed: int = 0) -> Game:
    """Random legal decisions until the predicate holds (or the game ends)."""
    bot = RandomCartographer(seed)
    while game.pending is not None and not predicate(game):
        game.apply(bot.choose(game))
    return game


def snapshot(game: Game) -> tuple:
    """Everything a decision could change, to prove a refused one changed nothing."""
    return (
        list(game.sheets),
        list(game.decisions),
        len(game.events),
        game.pending,
        list(game.revealed),
        game.dealt,
        [list(s) for s in game.scores],
        game.season,
    )


def scripted_game(setup: Setup, sheets: list[Sheet], first: list[str]) -> Game:
    """A prepared game whose first revealed cards are ``first``, in that order, so a
    test can play an exact card sequence such as ruins, ruins, ambush, explore: a card
    source of its own (then the seed's cards, less one of each scripted card)."""
    rest = list(deal(setup).cards)
    for card in first:
        if card in rest:
            rest.remove(card)
    return Game(setup, sheets=sheets, cards=[*first, *rest])
