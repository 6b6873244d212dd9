"""Speed of the rules engine (issue 2 targets, median on the 2-core machine):
legal placements of all 11 explore cards on a half-filled sheet ≤ 0.25 ms; all 16
scoring cards on one sheet ≤ 0.3 ms; a 4-player autoplay game ≤ 150 ms; solo ≤ 50 ms.
The same targets hold for the base game (issue 7): its 16 scoring cards, its explore
cards (with and without the ruins requirement) on a half-filled sheet A, and whole
base and combined games.

Run with ``pytest tests/benchmarks --benchmark-only``; not part of the default run.
"""

from cartografove.rules.board.placement import legal_placements
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import catalog
from cartografove.rules.game import Game
from cartografove.rules.scoring import SCORERS, score
from cartografove.rules.setup import RuleSet, Setup
from tests.random_play import autoplay

HALF_FILLED = Sheet.from_rows(
    "C",
    [
        "FFFF.VV.AAW",
        "FM.F.VV.A.W",
        "WW...V..W..",
        ".......RM..",
        "AA.FFF....A",
        "AA.M.F...XX",
        "...VV.R....",
        "..R.VVV.WW.",
        "...d.....M.",
        "..ddd.M.R..",
        "R...d.FF...",
    ],
)
HEROES_EXPLORE = catalog().sets("heroes")["explore"]
HEROES_SCORING = catalog().sets("heroes")["scoring"]


def test_legal_placements_of_all_explore_cards(benchmark):
    def run():
        return sum(len(legal_placements(HALF_FILLED, card)) for card in HEROES_EXPLORE)

    assert benchmark(run) > 0


def test_all_scoring_cards_on_one_sheet(benchmark):
    def run():
        return [score(card, HALF_FILLED).points for card in HEROES_SCORING]

    assert len(benchmark(run)) == 16 and set(HEROES_SCORING) <= set(SCORERS)


def test_four_player_game(benchmark):
    seeds = iter(range(10**6))

    def run():
        seed = next(seeds)
        return autoplay(Game(Setup(players=("A", "B", "C", "D"), seed=seed)), seed=seed)

    assert benchmark(run).over


def test_solo_game(benchmark):
    seeds = iter(range(10**6))

    def run():
        seed = next(seeds)
        return autoplay(Game(Setup(players=("A",), seed=seed)), seed=seed)

    assert benchmark(run).over


HALF_FILLED_A = Sheet.from_rows(
    "A",
    [
        "FFFF.VV.AAW",
        "FW.M.RV.A.W",
        "WR...V..MR.",
        ".......F...",
        "AA.FFF....A",
        "AA...M...mm",
        "...VV......",
        "....VVV.WW.",
        ".RM..d.....",
        "..ddd..M...",
        "....d.FF...",
    ],
)
BASE_EXPLORE = catalog().sets("base")["explore"]
BASE_SCORING = catalog().sets("base")["scoring"]


def test_legal_placements_of_all_base_explore_cards(benchmark):
    def run():
        return sum(len(legal_placements(HALF_FILLED_A, card)) for card in BASE_EXPLORE)

    assert benchmark(run) > 0


def test_legal_placements_of_all_base_explore_cards_after_ruins(benchmark):
    ruins = HALF_FILLED_A.unfilled_ruins

    def run():
        return sum(
            len(legal_placements(HALF_FILLED_A, card, must_cover=ruins)) for card in BASE_EXPLORE
        )

    assert benchmark(run) > 0


def test_all_base_scoring_cards_on_one_sheet(benchmark):
    def run():
        return [score(card, HALF_FILLED_A).points for card in BASE_SCORING]

    assert len(benchmark(run)) == 16 and set(BASE_SCORING) <= set(SCORERS)


def test_four_player_base_game(benchmark):
    seeds = iter(range(10**6))

    def run():
        seed = next(seeds)
        setup = Setup(players=("A", "B", "C", "D"), seed=seed, rules=RuleSet.base())
        return autoplay(Game(setup), seed=seed)

    assert benchmark(run).over


def test_four_player_combined_game(benchmark):
    seeds = iter(range(10**6))

    def run():
        seed = next(seeds)
        setup = Setup(players=("A", "B", "C", "D"), seed=seed, side="B", rules=RuleSet.combined())
        return autoplay(Game(setup), seed=seed)

    assert benchmark(run).over


def test_solo_base_game(benchmark):
    seeds = iter(range(10**6))

    def run():
        seed = next(seeds)
        return autoplay(Game(Setup(players=("A",), seed=seed, rules=RuleSet.base())), seed=seed)

    assert benchmark(run).over
