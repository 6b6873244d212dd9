"""``bots.chooser(level)``: a computer cartographer as a function of the game it
decides in, for every seat that is not a person's (the app's network link, the
``join`` command); it decides from the player's view and always legally."""

from __future__ import annotations

import pytest

from cartografove.bots import LEVELS, chooser
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup


@pytest.mark.parametrize("level", ["random", "easy"])
def test_a_chooser_plays_a_whole_game_legally(level):
    game = Game(Setup(("Ann", "Bot"), 4, "C"))
    choose = chooser(level, seed=4)
    while game.pending is not None:
        decision = choose(game)
        assert game.why_illegal(decision) is None
        game.apply(decision)
    assert game.result is not None


def test_a_seeded_chooser_decides_as_before_and_every_level_is_offered():
    game = Game(Setup(("Ann",), 2, "D"))
    assert chooser("easy", seed=7)(game) == chooser("easy", seed=7)(game)
    for level in LEVELS:
        assert callable(chooser(level, seed=1))
    with pytest.raises(ValueError, match="unknown level"):
        chooser("grandmaster")
