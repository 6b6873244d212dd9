"""The 16 base-game scoring cards, checked against the rules with hand-drawn sheets.

Written from the printed base cards, RULES §2, §2.1, §11, §16, §18 K6/K10/K14 and §19.17/
§19.18, not from the implementation. Sheets are the base sides A and B drawn row by
row (``.`` empty, ``R`` an unfilled printed ruins space, ``F`` forest, ``V`` village,
``A`` farm, ``W`` water, ``M`` mountain, ``X`` wasteland, ``#`` destroyed, ``H`` hero,
``m`` monster); the rows a test leaves out are the printed side as it is.
Cells are ``(row, col)``, 0-based. Sheet A's printed features::

    mountains (1,3) (2,8) (5,5) (8,2) (9,7)
    ruins     (1,5) (2,1) (2,9) (8,1) (8,9) (9,5)
"""

import pytest

from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import catalog
from cartografove.rules.scoring import SCORERS, Line, score

BASE_CARDS = tuple(catalog().sets("base")["scoring"])

# the printed sides in Sheet.from_rows letters (wasteland is X there, W is water)
PRINTED = {side: [r.replace("W", "X") for r in catalog().sheets[side].rows] for side in "AB"}


def sheet(side: str, *rows: str, marks: list[str] | None = None) -> Sheet:
    """A base sheet whose top rows are drawn and the rest as printed."""
    padded = [*rows, *PRINTED[side][len(rows) :]]
    if marks is not None:
        marks = [*marks, *["." * 11] * (11 - len(marks))]
    return Sheet.from_rows(side, padded, marks=marks)


def bits(*cells: tuple[int, int]) -> int:
    return sum(1 << (r * 11 + c) for r, c in cells)


def cells_of(mask: int) -> set[tuple[int, int]]:
    return {divmod(i, 11) for i in range(121) if mask >> i & 1}


def groups_of(result) -> set[frozenset[tuple[int, int]]]:
    return {frozenset(cells_of(group)) for group in result.groups}


def test_the_sixteen_base_cards_are_registered():
    assert len(BASE_CARDS) == 16
    assert set(BASE_CARDS) <= set(SCORERS)
    assert "sentinel_wood" in BASE_CARDS and "cauldrons" in BASE_CARDS


@pytest.mark.parametrize("card_id", [c for c in BASE_CARDS if c != "lost_barony"])
@pytest.mark.parametrize("side", ["A", "B"])
def test_a_blank_base_sheet_scores_nothing(card_id, side):
    result = score(card_id, Sheet.blank(side))
    assert (result.points, result.mask, result.lines, result.groups) == (0, 0, (), ())


def test_a_blank_sheet_has_a_one_by_one_barony_in_each_mountain():
    result = score("lost_barony", Sheet.blank("A"))
    assert result.points == 3
    assert cells_of(result.mask) <= {(1, 3), (2, 8), (5, 5), (8, 2), (9, 7)}
    assert len(cells_of(result.mask)) == 1


# --- forest ----------------------------------------------------------------------------


class TestSentinelWood:
    """1 per forest space on the edge; corners once (§19.17)."""

    def test_edge_forests_score(self):
        result = score(
            "sentinel_wood",
            sheet(
                "A",
                "FFF........",
                "F..M.R.....",
                ".RF.....MR.",
            ),
        )
        assert result.points == 4
        assert cells_of(result.mask) == {(0, 0), (0, 1), (0, 2), (1, 0)}

    def test_a_forest_ring_scores_forty_not_forty_four(self):
        rows = [list(row.replace("R", ".")) for row in PRINTED["A"]]
        for i in range(11):
            for r, c in ((0, i), (10, i), (i, 0), (i, 10)):
                rows[r][c] = "F"
        result = score("sentinel_wood", Sheet.from_rows("A", ["".join(r) for r in rows]))
        assert result.points == 40  # each corner counted once

    def test_destroyed_forest_on_the_edge_does_not_count(self):
        assert score("sentinel_wood", sheet("A", "F#.........")).points == 1


class TestGreenbough:
    """1 per row and 1 per column with a forest; one space may score twice."""

    def test_rows_and_columns(self):
        result = score(
            "greenbough",
            sheet(
                "A",
                "F....F.....",
                "...M.R.....",
                ".R......MR.",
                ".....F.....",
            ),
        )
        assert result.points == 4
        assert set(result.lines) == {
            Line("row", 0),
            Line("row", 3),
            Line("col", 0),
            Line("col", 5),
        }

    def test_one_forest_scores_its_row_and_its_column(self):
        assert score("greenbough", sheet("A", "....F......")).points == 2


class TestTreetower:
    """1 per forest space whose four sides are filled or the edge."""

    def test_corner_forest_closed_in(self):
        result = score(
            "treetower",
            sheet(
                "A",
                "FV.........",
                "W..M.R.....",
            ),
        )
        assert result.points == 1
        assert cells_of(result.mask) == {(0, 0)}

    def test_an_unfilled_ruins_neighbour_is_empty(self):
        # forest B5 between mountain B4 and unfilled ruins B6
        rows = ("....A......", "...MFR.....", ".R..A...MR.")
        assert score("treetower", sheet("A", *rows)).points == 0
        rows = ("....A......", "...MFA.....", ".R..A...MR.")  # the ruins drawn on
        result = score("treetower", sheet("A", *rows))
        assert result.points == 1 and cells_of(result.mask) == {(1, 4)}

    def test_destroyed_and_wasteland_neighbours_are_filled(self):
        # sheet B: forest D5 between destroyed C5, D4 and wasteland D6, E5
        rows = ("...........", "......R.M..", "..RM#......", "...#FX.....")
        result = score("treetower", sheet("B", *rows))
        # (3,4): up (2,4) '#', down (4,4) 'W', left (3,3) '#', right (3,5) 'W'
        assert result.points == 1 and cells_of(result.mask) == {(3, 4)}


class TestStonesideForest:
    """3 per mountain a forest cluster connects to another mountain; each once."""

    ROWS = (
        "...........",
        "...MFR.....",
        ".R..F..FMR.",
        "....F......",
        "....FF.....",
        ".....M.....",
        ".....F.....",
        ".....FF....",
        ".RM...FF.R.",
        ".....R.M...",
    )

    def test_two_clusters_three_mountains(self):
        result = score("stoneside_forest", sheet("A", *self.ROWS))
        # B4–F6 by the upper cluster, F6–J8 by the lower one: F6 counts once
        assert result.points == 9
        assert cells_of(result.mask) == {(1, 3), (5, 5), (9, 7)}
        assert groups_of(result) == {
            frozenset({(1, 4), (2, 4), (3, 4), (4, 4), (4, 5)}),
            frozenset({(6, 5), (7, 5), (7, 6), (8, 6), (8, 7)}),
        }

    def test_a_forest_touching_one_mountain_scores_nothing(self):
        assert score("stoneside_forest", sheet("A", "...........", "...MF......")).points == 0


# --- farm and water -----------------------------------------------------------------------


class TestCanalLake:
    """1 per water next to a farm, 1 per farm next to a water; each space once."""

    def test_pairs(self):
        result = score(
            "canal_lake",
            sheet(
                "A",
                "...........",
                "...M.R.....",
                ".R......MR.",
                "WA.AW.WW...",
                "A..........",
            ),
        )
        assert cells_of(result.mask) == {(3, 0), (3, 1), (3, 3), (3, 4), (4, 0)}
        assert result.points == 5

    def test_diagonal_does_not_count(self):
        assert score("canal_lake", sheet("A", "W..........", ".A.M.R.....")).points == 0


class TestMagesValley:
    """2 per water and 1 per farm next to a mountain."""

    def test_around_the_middle_mountain(self):
        rows = (
            "W..........",
            "...M.R.....",
            ".R......MR.",
            "...........",
            ".....W.....",
            "....WMF....",
            ".....A.....",
        )
        result = score("mages_valley", sheet("A", *rows))
        assert result.points == 2 + 2 + 1
        assert cells_of(result.mask) == {(4, 5), (5, 4), (6, 5)}


class TestGoldenGranary:
    """1 per water next to a ruins space, 3 per farm on a ruins space (§18 K10)."""

    ROWS = (
        "...........",
        ".W.M.RW....",
        ".A......MR.",
        "...........",
        "...........",
        ".....M.....",
        "...........",
        "...........",
        "AWM......R.",
        "....W#WM...",
    )

    def test_next_to_and_on_ruins(self):
        result = score("golden_granary", sheet("A", *self.ROWS))
        # farm on ruins C2: 3; water B2 (next to C2), B7 (next to the unfilled B6),
        # J5 and J7 (next to the destroyed ruins J6): 1 each; water on ruins I2 with no
        # ruins beside it: 0; farm I1 beside a ruins space but not on one: 0
        assert result.points == 3 + 4
        assert cells_of(result.mask) == {(2, 1), (1, 1), (1, 6), (9, 4), (9, 6)}

    def test_a_water_is_worth_one_not_two(self):
        result = score("golden_granary", sheet("A", "...........", "...M.RW...."))
        assert result.points == 1

    def test_a_destroyed_farm_on_ruins_scores_nothing(self):
        rows = ("...........", "...M.R.....", ".#......MR.")
        assert score("golden_granary", sheet("A", *rows)).points == 0

    def test_sheet_b_ruins(self):
        # sheet B ruins: (1,6) (2,2) (4,6) (6,1) (7,8) (9,3)
        rows = ("...........", "......A.M..", "..AM.......", ".....X.....", "....XXA....")
        result = score("golden_granary", sheet("B", *rows))
        assert result.points == 3 * 3


class TestShoresideExpanse:
    """3 per farm cluster touching neither water nor the edge, and per water cluster
    touching neither farm nor the edge."""

    def test_inland_clusters(self):
        rows = (
            "...........",
            "...M.R.....",
            ".R......MR.",
            "..AA...W...",
            ".......W...",
            ".....M.....",
            "A..AW......",
            "...........",
            ".RM.....WR.",
            ".....R.M.A.",
        )
        result = score("shoreside_expanse", sheet("A", *rows))
        # farm C3–D4 and water H4–H5 inland and alone; water I9 and farm J10 touch only
        # diagonally; farm G1 is on the edge; farm G4 and water G5 touch each other
        assert result.points == 4 * 3
        assert groups_of(result) == {
            frozenset({(3, 2), (3, 3)}),
            frozenset({(3, 7), (4, 7)}),
            frozenset({(8, 8)}),
            frozenset({(9, 9)}),
        }


# --- village -----------------------------------------------------------------------------


class TestWildholds:
    """8 per village cluster of six or more spaces."""

    def test_six_and_seven_score_five_does_not(self):
        rows = (
            "VVVVVV.....",
            "...M.R.....",
            "VVVVV...MR.",
            "...........",
            "..VVVV.....",
            "..VVVM.....",
        )
        result = score("wildholds", sheet("A", *rows))
        assert result.points == 16
        assert len(result.groups) == 2


class TestGreatCity:
    """1 per space of the largest village cluster not adjacent to a mountain."""

    def test_the_mountain_spoils_the_biggest(self):
        rows = (
            "...........",
            "...MVVVVV..",
            ".R......MR.",
            "VVV........",
            "..........V",
            ".....M....V",
        )
        result = score("great_city", sheet("A", *rows))
        assert result.points == 3
        assert cells_of(result.mask) == {(3, 0), (3, 1), (3, 2)}
        assert groups_of(result) == {frozenset({(3, 0), (3, 1), (3, 2)})}

    def test_no_cluster_away_from_mountains(self):
        assert score("great_city", sheet("A", "...........", "...MV......")).points == 0


class TestGreengoldPlains:
    """3 per village cluster adjacent to three or more terrain types (§16, §18 K6)."""

    def test_types_around_a_cluster(self):
        # village B2: forest above, farm left, water right, unfilled ruins C2 below
        rows = (".F.........", "AVWM.R.....")
        result = score("greengold_plains", sheet("A", *rows))
        assert result.points == 3
        assert groups_of(result) == {frozenset({(1, 1)})}

    def test_two_spaces_of_one_type_count_once(self):
        rows = (".F.........", "FVF...R.M..")  # sheet B: forest, forest, forest
        assert score("greengold_plains", sheet("B", *rows)).points == 0

    def test_mountain_monster_and_hero_are_types(self):
        rows = ("...........", "...MVm.....", "....H...MR.")
        assert score("greengold_plains", sheet("A", *rows)).points == 3

    def test_destroyed_wasteland_and_empty_spaces_are_no_types(self):
        # sheet B: village D5 beside wasteland D6 and E5, destroyed C5, forest D4
        rows = ("...........", "......R.M..", "..RM#......", "...FVX.....")
        assert score("greengold_plains", sheet("B", *rows)).points == 0


class TestShieldgate:
    """2 per space of the second-largest village cluster (§19.18)."""

    def test_second_largest(self):
        rows = (
            "VVVVV......",
            "...M.R.....",
            ".R.VVV..MR.",
            "...........",
            "VVV........",
        )
        result = score("shieldgate", sheet("A", *rows))
        assert result.points == 6
        assert len(result.groups) == 1 and len(cells_of(result.mask)) == 3

    def test_a_tie_for_the_largest_makes_the_second_as_large(self):
        rows = (
            "VVVV.......",
            "...M.R.....",
            ".R.....VMR.",
            ".......V...",
            ".......VV..",
            ".....M.....",
            "VV.........",
        )
        result = score("shieldgate", sheet("A", *rows))
        assert result.points == 8
        assert cells_of(result.mask) in (
            {(0, 0), (0, 1), (0, 2), (0, 3)},
            {(2, 7), (3, 7), (4, 7), (4, 8)},
        )

    def test_a_single_cluster_has_no_second(self):
        assert score("shieldgate", sheet("A", "VVV........")).points == 0


# --- general --------------------------------------------------------------------------


class TestBorderlands:
    """6 per completely filled row or column."""

    def test_a_row_and_a_column(self):
        rows = [
            "FFFFFFFFFFF",
            "...M.R....F",
            ".R......MRF",
            "..........F",
            "..........F",
            ".....M....F",
            "..........F",
            "..........F",
            ".RM......RF",
            ".....R.M..F",
            "..........F",
        ]
        result = score("borderlands", Sheet.from_rows("A", rows))
        assert result.points == 12
        assert set(result.lines) == {Line("row", 0), Line("col", 10)}

    def test_an_unfilled_ruins_space_leaves_the_line_open(self):
        assert score("borderlands", sheet("A", "F" * 11, "AAAMARAAAAA")).points == 6

    def test_wasteland_and_destroyed_spaces_fill_a_line(self):
        # sheet B row E holds two wasteland spaces and a ruins space
        rows = ("...........", "......R.M..", "..RM.......", ".....X.....", "AAA#XXAAAAA")
        result = score("borderlands", sheet("B", *rows))
        assert result.lines == (Line("row", 4),)


class TestLostBarony:
    """3 per space along one side of the largest filled square."""

    def test_a_three_by_three(self):
        rows = ("AAA........", "AAAM.R.....", "AAA.....MR.")
        result = score("lost_barony", sheet("A", *rows))
        assert result.points == 9
        assert cells_of(result.mask) == {(r, c) for r in range(3) for c in range(3)}

    def test_mountains_and_ruins_drawn_on_are_part_of_a_square(self):
        # a 4×4 from B3 to E6 around mountain B4 and the ruins B6 (drawn on)
        rows = ("...........", "..FMFF.....", ".RFFFF..MR.", "..FFFF.....", "..FFFF.....")
        result = score("lost_barony", sheet("A", *rows))
        assert result.points == 12
        assert cells_of(result.mask) == {(r, c) for r in range(1, 5) for c in range(2, 6)}

    def test_a_rectangle_counts_its_short_side(self):
        rows = ("AAAAAA.....", "AAAM.R.....")
        assert score("lost_barony", sheet("A", *rows)).points == 6


class TestBrokenRoad:
    """3 per filled diagonal from the left edge down-right to the bottom (§18 K14)."""

    def test_the_long_diagonal(self):
        rows = [
            "F..........",
            ".F.M.R.....",
            ".RF.....MR.",
            "...F.......",
            "....F......",
            ".....M.....",
            "......F....",
            ".......F...",
            ".RM.....F..",
            ".....R.M.F.",
            "..........F",
        ]
        result = score("broken_road", Sheet.from_rows("A", rows))
        assert result.points == 3
        assert result.lines == (Line("diag", 0),)
        assert cells_of(result.mask) == {(i, i) for i in range(11)}

    def test_short_diagonals_and_the_corner(self):
        rows = [*PRINTED["A"][:8], "FRM......R.", ".F...R.M...", "F.F........"]
        result = score("broken_road", Sheet.from_rows("A", rows))
        # I1–J2–K3 and K1 alone both run from the left edge to the bottom edge
        assert set(result.lines) == {Line("diag", 8), Line("diag", 10)}
        assert result.points == 6

    def test_diagonals_running_up_and_right_do_not_count(self):
        rows = []
        for r, printed in enumerate(PRINTED["A"]):
            row = list(printed.replace("R", "."))
            if r < 10:
                row[10 - r] = "F" if row[10 - r] == "." else row[10 - r]
            rows.append("".join(row))
        assert score("broken_road", Sheet.from_rows("A", rows)).points == 0

    def test_a_diagonal_from_the_top_edge_does_not_count(self):
        rows = []
        for r, printed in enumerate(PRINTED["A"]):
            row = list(printed.replace("R", "."))
            if r < 10 and row[r + 1] == ".":
                row[r + 1] = "F"
            rows.append("".join(row))
        assert score("broken_road", Sheet.from_rows("A", rows)).points == 0

    def test_line_cells_of_a_diagonal(self):
        assert Line("diag", 8).cells == ((8, 0), (9, 1), (10, 2))
        assert Line("diag", 10).cells == ((10, 0),)


class TestCauldrons:
    """1 per empty space closed in by filled spaces or the edge."""

    def test_corner_ruins_and_mountain_side(self):
        rows = (
            ".FA.A......",
            "FF.M.R.....",
            "FRF.....MR.",
            ".F.........",
        )
        result = score("cauldrons", sheet("A", *rows))
        # A1 (edge and forests), A4 (farms, mountain B4), B3 (farm, forests, mountain)
        # and the unfilled ruins C2 (forests all round)
        assert cells_of(result.mask) == {(0, 0), (0, 3), (1, 2), (2, 1)}
        assert result.points == 4

    def test_attack_marked_spaces_are_empty(self):
        rows = (".F.........", "F..M.R.....")
        result = score("cauldrons", sheet("A", *rows, marks=["*.........."]))
        assert result.points == 1


# --- the hero wildcard option (RULES §18 K6) ---------------------------------------


class TestHeroWildcard:
    def test_by_default_a_hero_is_no_forest(self):
        assert score("sentinel_wood", sheet("A", "FH.........")).points == 1

    def test_the_wildcard_makes_a_hero_count_as_forest(self):
        result = score(
            "sentinel_wood", sheet("A", "FH.........", "H..M.R....."), hero_wildcard=True
        )
        assert result.points == 3

    def test_the_wildcard_joins_clusters(self):
        rows = ("VVVHVV.....",)
        assert score("wildholds", sheet("A", *rows)).points == 0
        assert score("wildholds", sheet("A", *rows), hero_wildcard=True).points == 8

    def test_a_destroyed_hero_is_nothing(self):
        drawn = sheet("A", "FH.........")
        drawn = drawn.destroying(bits((0, 1)))
        assert score("sentinel_wood", drawn, hero_wildcard=True).points == 1

    def test_type_counting_cards_keep_hero_as_one_type(self):
        rows = ("...........", "...MVH.....", ".R......MR.")
        for wildcard in (False, True):
            assert score("greengold_plains", sheet("A", *rows), hero_wildcard=wildcard).points == 0
        hills = ("FVAWH......",)
        for wildcard in (False, True):
            assert score("banded_hills", sheet("A", *hills), hero_wildcard=wildcard).points == 4

    def test_each_hero_is_one_terrain_of_the_players_choice(self):
        # two heroes side by side: one a farm, the other a water (2), not both at once
        rows = ("...........", "...M.R.....", ".R...HH.MR.")
        assert score("canal_lake", sheet("A", *rows)).points == 0
        assert score("canal_lake", sheet("A", *rows), hero_wildcard=True).points == 2

    def test_a_hero_that_would_spoil_a_card_stays_neutral(self):
        # a five-forest cluster; the hero beside it and a village would join it as a
        # forest and bring the village next to it: as farm or water it spoils nothing
        rows = ("FFFFF......", "...MHV.....")
        assert score("deepwood", sheet("A", *rows), hero_wildcard=True).points == 6

    def test_heroes_cards_read_the_wildcard_too(self):
        # Deepwood needs a forest cluster of five: four forests and the hero
        rows = ("...........", "...MFR.....", ".RFHFF..MR.")
        assert score("deepwood", sheet("A", *rows)).points == 0
        assert score("deepwood", sheet("A", *rows), hero_wildcard=True).points == 6
