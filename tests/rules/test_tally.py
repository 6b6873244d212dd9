"""The standings at any moment (issue 25): the engine's season scores, the game's own
ranking, and the same table on a computer that holds no deck."""

from __future__ import annotations

from cartografove.rules.counting.tally import tally
from cartografove.rules.game import Game
from cartografove.rules.results import standings
from cartografove.rules.setup import Setup, deal
from tests.random_play import RandomCartographer, autoplay


def test_a_finished_game_tallies_as_its_result() -> None:
    game = autoplay(Game(Setup(players=("Ann", "Bo", "Cy"), seed=31)), seed=2)
    table = tally(game)
    assert game.result is not None
    assert table.scored == 4 and table.upcoming is None
    for standing in game.result.standings:
        row = table.rows[standing.player]
        assert (row.name, row.total, row.rank) == (standing.name, standing.total, standing.rank)
        assert row.monsters == standing.monster_penalty
        assert row.seasons == tuple(s.total for s in game.scores[standing.player])
        assert row.edicts + row.coins - row.monsters == row.total
        assert row.now is None
    assert {row.player for row in table.leaders} == {s.player for s in game.result.winners}
    assert table.by_place()[0].player in {s.player for s in game.result.winners}


def test_between_seasons_the_scored_seasons_count_and_the_next_is_provisional() -> None:
    game = Game(Setup(players=("Ann", "Bo"), seed=8))
    bot = RandomCartographer(4)
    assert tally(game).leaders == ()  # nobody leads before a season is scored
    assert tally(game).upcoming == 0
    while len(game.scores[0]) < 2:
        game.apply(bot.choose(game))
    table = tally(game)
    assert table.scored == 2 and table.upcoming == 2
    expected = standings(game.players, game.scores)
    for standing in expected.standings:
        row = table.rows[standing.player]
        assert row.rank == standing.rank and row.total == standing.total
        assert row.seasons[2:] == (None, None)
        assert row.seasons[:2] == tuple(s.total for s in game.scores[standing.player])
        assert row.now is not None
    assert table.leaders == tuple(row for row in table.rows if row.rank == 1)


def test_a_table_without_the_deck_tallies_the_same() -> None:
    """A network table holds only the revealed cards: its standings are the dealer's."""
    setup = Setup(players=("Ann", "Bo", "Cy"), seed=77)
    game = Game(setup)
    bot = RandomCartographer(9)
    while not game.over:
        if len(game.decisions) % 5 == 0:
            blind = Game(setup, cards=deal(setup).cards[: game.dealt])
            for decision in game.decisions:
                blind.apply(decision)
            assert tally(blind) == tally(game)
        game.apply(bot.choose(game))
