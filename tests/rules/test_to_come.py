"""Cards still to come (issue 25): the counts are the deck's, and they come from what
a player at the table has seen — never from the deck itself."""

from __future__ import annotations

from collections import Counter

import pytest

from cartografove.rules.cards import catalog
from cartografove.rules.counting.to_come import ToCome, to_come
from cartografove.rules.game import Game
from cartografove.rules.setup import RuleSet, Setup, deal
from tests.random_play import RandomCartographer

RULE_SETS = {
    "heroes": RuleSet.heroes(),
    "base": RuleSet.base(),
    "combined": RuleSet.combined(),
}


def in_the_deck(setup: Setup, game: Game) -> ToCome:
    """The truth, read from the seeded deck: the season's deck less what it revealed."""
    data = catalog()
    left = Counter(deal(setup).decks[game.season])
    left.subtract(game.revealed)
    cards = list(left.elements())
    explore = set(setup.rules.explore_deck)
    return ToCome(
        season=game.season,
        explore=sum(card in explore for card in cards),
        ruins=sum(card in data.ruins for card in cards),
        ambushes=sum(card in data.ambush for card in cards),
        heroes=sum(card in data.heroes for card in cards) if setup.rules.hero_cards else None,
    )


def games(mode: str, seed: int, players: int = 2):
    """Every position of a random game of the rule set ``mode``."""
    setup = Setup(players=tuple("ABCDEF"[:players]), seed=seed, rules=RULE_SETS[mode])
    game = Game(setup)
    bot = RandomCartographer(seed)
    while not game.over:
        yield setup, game
        game.apply(bot.choose(game))
    yield setup, game


@pytest.mark.parametrize("mode", sorted(RULE_SETS))
@pytest.mark.parametrize("seed", [3, 41])
def test_the_counts_are_what_the_deck_holds(mode: str, seed: int) -> None:
    seen = 0
    for setup, game in games(mode, seed, players=1 + seed % 3):
        if game.over:
            assert to_come(game) is None
            continue
        assert to_come(game) == in_the_deck(setup, game), (game.season, game.revealed)
        seen += 1
    assert seen > 10


@pytest.mark.parametrize("mode", sorted(RULE_SETS))
def test_a_game_without_the_deck_counts_the_same(mode: str) -> None:
    """A network table holds only the cards revealed so far (``cards=``), no deck:
    it counts exactly what the dealing game counts, so nothing unseen goes in."""
    for setup, game in games(mode, 7, players=3):
        revealed = deal(setup).cards[: game.dealt]
        blind = Game(setup, cards=revealed)
        for decision in game.decisions:
            blind.apply(decision)
        if not game.over:
            assert blind.season == game.season
            assert to_come(blind) == to_come(game)
