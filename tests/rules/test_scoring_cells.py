"""What earned the points, card by card: the spaces, lines and clusters each scoring
card reports, not only its points (ARCHITECTURE "Scoring explains itself").

One small sheet per card, drawn on side C (``.`` empty, ``F`` forest, ``V`` village,
``A`` farm, ``W`` water, ``M`` mountain, ``m`` monster; rows left out are empty; side
C's printed ruins are at (1,4), (3,7), (6,6), (7,2), (9,8), (10,0)). The expected
spaces are worked out from the rules (RULES §16 and the printed cards), not read off
the implementation.
"""

from __future__ import annotations

from typing import NamedTuple

import pytest

from cartografove.rules.board.sheet import Sheet
from cartografove.rules.events import SeasonScored
from cartografove.rules.game import Game
from cartografove.rules.scoring import (
    CARDS,
    MONSTER_PENALTY,
    Line,
    monster_penalty_mask,
    monster_penalty_result,
    score,
)
from cartografove.rules.setup import RuleSet, Setup
from tests.random_play import autoplay

Cells = frozenset[tuple[int, int]]


class Case(NamedTuple):
    rows: tuple[str, ...]
    points: int
    cells: set[tuple[int, int]]  # the spaces the card lights up (ScoreResult.mask)
    lines: set[Line] | None = None  # the lines it counted, when it counts lines
    groups: set[Cells] | None = None  # the clusters it counted, when it counts clusters


def row(i: int) -> set[tuple[int, int]]:
    return {(i, c) for c in range(11)}


def col(i: int) -> set[tuple[int, int]]:
    return {(r, i) for r in range(11)}


FULL = "F" * 11

CASES: dict[str, Case] = {
    # --- Heroes, forest
    # the longest vertical run: column 2, three spaces (column 0 has two)
    "faunlost_thicket": Case(("F.F", "F.F", "..F"), 6, {(0, 2), (1, 2), (2, 2)}),
    # the left cluster (5 spaces); the right one touches the village at (1,7)
    "deepwood": Case(
        ("FFF.FFF", "FF...FFV"),
        6,
        {(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)},
        groups={frozenset({(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)})},
    ),
    # forest or the edge on all four sides: the top-left 2×2 only
    "heart_of_the_forest": Case(("FFF", "FFF", "FF."), 8, {(0, 0), (0, 1), (1, 0), (1, 1)}),
    # row 0 holds three forests, row 1 two
    "sleepy_valley": Case(("F.F.F", "FF"), 4, {(0, 0), (0, 2), (0, 4)}, lines={Line("row", 0)}),
    # --- Heroes, farm and water
    # the farm at (0,1) touches three waters; the one at (3,0) one
    "craylund": Case(("WAW", ".W.", "", "AW"), 7, {(0, 1)}, groups={frozenset({(0, 1)})}),
    # the water at (0,1) has farms left and right; the one below it one farm
    "ulems_wallow": Case(("AWA", ".W.", ".A."), 4, {(0, 1)}),
    # the water at (0,1) touches a farm, so its mountain (0,0) scores; the water at
    # (3,1) touches no farm
    "clawsgrave_peaks": Case(("MWA", "M", "", "MW"), 5, {(0, 0)}),
    # columns 0 and 2 hold one farm and one water each; column 4 only a farm
    "jorekburg": Case(
        ("A.W.A", "W.A"),
        8,
        {(0, 0), (1, 0), (0, 2), (1, 2)},
        lines={Line("col", 0), Line("col", 2)},
    ),
    # --- Heroes, village
    # four in a row in the upper cluster; the lower one has three
    "traylo_monastery": Case(
        ("VVVV", "V", "", "VVV"),
        7,
        {(0, 0), (0, 1), (0, 2), (0, 3), (1, 0)},
        groups={frozenset({(0, 0), (0, 1), (0, 2), (0, 3), (1, 0)})},
    ),
    # the pair of villages has four empty neighbours; the lone one none
    "outer_enclave": Case(
        ("VF.VV", "F"),
        4,
        {(0, 2), (0, 5), (1, 3), (1, 4)},
        groups={frozenset({(0, 3), (0, 4)})},
    ),
    # a 2×2 block in the left cluster; the column of three has none
    "gnomish_colony": Case(
        ("VV.V", "VV.V", "...V"),
        6,
        {(0, 0), (0, 1), (1, 0), (1, 1)},
        groups={frozenset({(0, 0), (0, 1), (1, 0), (1, 1)})},
    ),
    # the L of three villages spans rows 0–1 and columns 0–1; the lone one 1 + 1
    "caravansary": Case(
        ("V...V", "VV"),
        4,
        {(0, 0), (1, 0), (1, 1)},
        lines={Line("row", 0), Line("row", 1), Line("col", 0), Line("col", 1)},
        groups={frozenset({(0, 0), (1, 0), (1, 1)})},
    ),
    # --- Heroes, general
    # row 0 is full and holds a mountain; the full row 2 holds none
    "dwarvenholds": Case(("FFFFFMFFFFF", "", "VVVVVVVVVVV"), 7, row(0), lines={Line("row", 0)}),
    # columns 0 and 1 are full: only column 0 is odd-numbered as printed (1)
    "silos": Case(("FF",) * 11, 10, col(0), lines={Line("col", 0)}),
    # five types in row 0 (the whole row lights up), four in row 1
    "banded_hills": Case(("FVAWM", "FVAW"), 4, row(0), lines={Line("row", 0)}),
    # three empty spaces closed in at the top; a pocket of two and one of four do not
    "starlit_sigil": Case(
        (
            "...FFFFFFFF",
            FULL,
            FULL,
            FULL,
            FULL,
            "FFFFF..FFFF",
            FULL,
            FULL,
            FULL,
            "....FFFFFFF",
            FULL,
        ),
        4,
        {(0, 0), (0, 1), (0, 2)},
        groups={frozenset({(0, 0), (0, 1), (0, 2)})},
    ),
    # --- base game, forest
    # the forests on the edge; (1,1) is inside
    "sentinel_wood": Case(("F.F", ".F.", "F"), 3, {(0, 0), (0, 2), (2, 0)}),
    # rows 0 and 2, columns 0, 1 and 4; the forests light up
    "greenbough": Case(
        ("F...F", "", ".F"),
        5,
        {(0, 0), (0, 4), (2, 1)},
        lines={Line("row", 0), Line("row", 2), Line("col", 0), Line("col", 1), Line("col", 4)},
    ),
    # the corner forest is closed in by the edge, a village and a water; (5,5) is not
    "treetower": Case(("FV", "W", "", "", "", ".....F"), 1, {(0, 0)}),
    # the top forest joins two mountains; the lower one touches only one
    "stoneside_forest": Case(("MFM", "", "MF"), 6, {(0, 0), (0, 2)}, groups={frozenset({(0, 1)})}),
    # --- base game, farm and water
    # the water and the farm side by side; the water at (0,3) is alone
    "canal_lake": Case(("WA.W",), 2, {(0, 0), (0, 1)}),
    # the water (2 stars) and the farm (1) beside the mountain; (2,0) is away from it
    "mages_valley": Case(("WMA", "", "W"), 3, {(0, 0), (0, 2)}),
    # the water at (0,4) beside the printed ruins (1,4), and the farm drawn on it
    "golden_granary": Case(("....W", "....A"), 4, {(0, 4), (1, 4)}),
    # the farm at (2,2) is inland and alone; (0,5) is on the edge; the farm and
    # water at (4,4)–(4,5) touch each other
    "shoreside_expanse": Case(
        (".....A", "", "..A", "", "....WA"), 3, {(2, 2)}, groups={frozenset({(2, 2)})}
    ),
    # --- base game, village
    # six villages in one cluster; the lone one does not count
    "wildholds": Case(
        ("VVV", "VVV", "", "", "", ".....V"),
        8,
        {(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)},
        groups={frozenset({(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)})},
    ),
    # the largest cluster touches a mountain, so the pair below is the city
    "great_city": Case(
        ("VVVM", "", "VV"), 2, {(2, 0), (2, 1)}, groups={frozenset({(2, 0), (2, 1)})}
    ),
    # the village at (0,1) touches forest, farm and water; (5,5) only forest
    "greengold_plains": Case(
        ("FVA", ".W.", "", "", "", ".....VF"), 3, {(0, 1)}, groups={frozenset({(0, 1)})}
    ),
    # clusters of three, two and one: the two is second
    "shieldgate": Case(
        ("VVV", "", "VV", "", "V"), 4, {(2, 0), (2, 1)}, groups={frozenset({(2, 0), (2, 1)})}
    ),
    # --- base game, general
    # row 0 is full
    "borderlands": Case((FULL,), 6, row(0), lines={Line("row", 0)}),
    # a filled 2×2 square: 3 stars per space along a side
    "lost_barony": Case(
        ("FF", "FF"),
        6,
        {(0, 0), (0, 1), (1, 0), (1, 1)},
        groups={frozenset({(0, 0), (0, 1), (1, 0), (1, 1)})},
    ),
    # the corner (10,0) alone is the last diagonal; (9,0)–(10,1) misses (10,1)
    "broken_road": Case(("",) * 9 + ("F", "F"), 3, {(10, 0)}, lines={Line("diag", 10)}),
    # the corner space is closed in by two forests; (1,1) is open to the right
    "cauldrons": Case((".F", "F."), 1, {(0, 0)}),
}


def _sheet(rows: tuple[str, ...]) -> Sheet:
    padded = [r.ljust(11, ".") for r in rows] + ["." * 11] * (11 - len(rows))
    return Sheet.from_rows("C", padded)


def test_every_card_has_a_case():
    assert set(CASES) == set(CARDS)


@pytest.mark.parametrize("card", sorted(CASES))
def test_each_card_reports_what_earned_its_points(card):
    case = CASES[card]
    result = score(card, _sheet(case.rows))
    assert result.card_id == card
    assert result.points == case.points
    assert set(result.cells) == case.cells
    if case.lines is not None:
        assert set(result.lines) == case.lines
    if case.groups is not None:
        assert {frozenset(_cells(g)) for g in result.groups} == case.groups


def _cells(mask: int) -> set[tuple[int, int]]:
    return {divmod(i, 11) for i in range(121) if mask >> i & 1}


def test_the_monster_penalty_names_its_spaces():
    sheet = _sheet(("m.F", ".", "", "", "", ".....m"))
    result = monster_penalty_result(sheet)
    # the corner monster: (0,1) and (1,0); the one at (5,5): its four neighbours
    assert result.card_id == MONSTER_PENALTY
    assert set(result.cells) == {(0, 1), (1, 0), (4, 5), (6, 5), (5, 4), (5, 6)}
    assert result.points == 6


@pytest.mark.parametrize("rules", [RuleSet.heroes(), RuleSet.base()])
def test_a_season_score_holds_the_penalty_spaces_of_its_sheet(rules):
    game = autoplay(Game(Setup(players=("A", "B"), seed=3, rules=rules)), seed=3)
    scored = [e for e in game.events if isinstance(e, SeasonScored)]
    assert len(scored) == 4
    for event in scored:
        for player, sheet in enumerate(event.sheets):
            monsters = game.scores[player][event.season].monsters
            assert monsters.mask == monster_penalty_mask(sheet)
            assert monsters.points == game.scores[player][event.season].monster_penalty
