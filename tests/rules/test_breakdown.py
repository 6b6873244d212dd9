"""The end of a game explained (issue 33): the breakdown adds up to the standings,
for random finished games of 1 to 6 players under every rule set."""

from __future__ import annotations

import pytest

from cartografove.rules.cards import EDICT_LETTERS
from cartografove.rules.counting.breakdown import breakdown
from cartografove.rules.game import Game
from cartografove.rules.rule_set import RuleSet
from cartografove.rules.setup import Setup
from tests.random_play import RandomCartographer, autoplay

RULES = {"heroes": RuleSet.heroes, "base": RuleSet.base, "combined": RuleSet.combined}
GAMES = [
    (players, rules, 100 * players + index)
    for index, rules in enumerate(RULES)
    for players in (1, 2, 3, 4, 5, 6)
    if (players + index) % 2 == 0 or players in (1, 6)
]


@pytest.mark.parametrize(("players", "rules", "seed"), GAMES)
def test_the_breakdown_adds_up_to_the_standings(players, rules, seed):
    names = tuple(f"P{i}" for i in range(players))
    game = autoplay(Game(Setup(names, seed, rules=RULES[rules]())), seed=seed)
    assert game.result is not None
    explained = breakdown(game.players, game.scores)
    for standing in game.result.standings:
        p = standing.player
        assert explained.totals[p] == standing.total
        for season in range(4):
            lines = [line for line in explained.lines if line.season == season]
            parts = sum(line.points[p] for line in lines if line.kind != "season")
            (total,) = [line.points[p] for line in lines if line.kind == "season"]
            assert parts == total == game.scores[p][season].total
        edicts = sum(explained.by_edict[letter][p] for letter in EDICT_LETTERS)
        assert edicts + explained.coins()[p] + explained.monsters()[p] == standing.total
        assert explained.monsters()[p] == -standing.monster_penalty
        winner = game.result.standings[0].total
        assert explained.behind[p] == winner - standing.total >= 0
    assert explained.order == tuple(s.player for s in game.result.standings)
    # every edict is scored in the two seasons of the rules (RULES §12)
    for letter in EDICT_LETTERS:
        seasons = [line.season for line in explained.lines if line.letter == letter]
        assert len(seasons) == 2
        assert all(letter in game.seasons[s].edicts for s in seasons)


def test_a_game_in_progress_explains_the_seasons_scored_so_far():
    game = Game(Setup(("Ann", "Bo"), 5))
    bot = RandomCartographer(5)
    while len(game.scores[0]) < 1:
        game.apply(bot.choose(game))
    explained = breakdown(game.players, game.scores)
    assert {line.season for line in explained.lines} == {0}
    assert explained.totals == tuple(s[0].total for s in game.scores)
