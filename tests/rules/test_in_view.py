"""The table as one player may see it (issue 33, RULES §4): every map as drawn,
except the others' drawings of the card that player has still to draw."""

from __future__ import annotations

import pytest

from cartografove.rules.counting.in_view import seen_by
from cartografove.rules.game import Game
from cartografove.rules.rule_set import RuleSet
from cartografove.rules.setup import Setup
from tests.random_play import RandomCartographer

RULES = {"heroes": RuleSet.heroes, "base": RuleSet.base, "combined": RuleSet.combined}


@pytest.mark.parametrize(
    ("players", "seed", "rules"),
    [(2, 1, "heroes"), (3, 2, "base"), (4, 3, "combined"), (5, 4, "heroes")],
)
def test_nobody_sees_a_drawing_of_the_card_they_still_have_to_draw(players, seed, rules):
    names = tuple(f"P{i}" for i in range(players))
    game = Game(Setup(names, seed, rules=RULES[rules]()))
    bot = RandomCartographer(seed)
    at_reveal = game.sheets  # the maps as the card being drawn found them
    answered: set[int] = set()
    hidden = 0
    while not game.over:
        for player in range(players):
            seen = seen_by(game, player)
            if player in answered or not answered:
                assert seen.sheets == game.sheets
            else:
                assert seen.sheets == at_reveal
                hidden += seen.sheets != game.sheets
        pending = game.pending
        dealt = game.dealt
        game.apply(bot.choose(game))
        if game.dealt != dealt:  # the next card: nobody has drawn it yet
            at_reveal, answered = game.sheets, set()
        else:
            answered.add(pending.player)
    assert hidden > 20  # the rule was put to the test, not met by chance
    assert all(seen_by(game, p) is game for p in range(players))  # the end: all in view


def test_a_seen_game_is_a_copy_and_the_game_goes_on_unchanged():
    game = Game(Setup(("Ann", "Bo"), 9))
    bot = RandomCartographer(9)
    game.apply(bot.choose(game))  # Ann answered the first card; Bo has not
    seen = seen_by(game, 1)
    assert seen.sheets != game.sheets
    decisions = game.decisions
    seen.apply(bot.choose(seen))
    assert game.decisions == decisions
    assert seen_by(game, 0) is game
