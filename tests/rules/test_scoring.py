"""The 16 Heroes scoring cards and the monster penalty, checked against the rules.

Written from RULES.md (§2, §2.1, §11, §12.3, §16, §18 K2/K3/K12/K13/K17, §19) and the
printed Heroes scoring cards, not from the implementation. Every sheet is
drawn inline: ``.`` empty, ``F`` forest, ``V`` village, ``A`` farm, ``W`` water,
``M`` mountain, ``X`` wasteland, ``#`` destroyed, ``H`` hero, ``d z t g m`` monsters.
Cells are ``(row, col)``, 0-based; printed column n is index n - 1.
"""

import pytest

from cartografove.rules.board.sheet import Sheet
from cartografove.rules.scoring import SCORERS, Line, monster_penalty, score

HEROES_CARDS = (
    "faunlost_thicket",
    "deepwood",
    "heart_of_the_forest",
    "sleepy_valley",
    "craylund",
    "ulems_wallow",
    "clawsgrave_peaks",
    "jorekburg",
    "traylo_monastery",
    "outer_enclave",
    "gnomish_colony",
    "caravansary",
    "dwarvenholds",
    "silos",
    "banded_hills",
    "starlit_sigil",
)


def sheet_of(*rows: str, fill: str = ".", marks: list[str] | None = None) -> Sheet:
    """A side-C sheet drawn from its top rows; the missing rows are all ``fill``.

    ``marks`` (hero attack marks, ``*``) is padded with empty rows the same way."""
    padded = [*rows, *[fill * 11] * (11 - len(rows))]
    if marks is not None:
        marks = [*marks, *["." * 11] * (11 - len(marks))]
    return Sheet.from_rows("C", padded, marks=marks)


def bits(*cells: tuple[int, int]) -> int:
    """The bitboard of some cells (bit ``row * 11 + col``)."""
    return sum(1 << (r * 11 + c) for r, c in cells)


def cells_of(mask: int) -> frozenset[tuple[int, int]]:
    return frozenset(divmod(i, 11) for i in range(121) if mask >> i & 1)


def groups_of(result) -> set[frozenset[tuple[int, int]]]:
    """The clusters a result counted, each as a set of cells."""
    return {cells_of(group) for group in result.groups}


def rows(*indices: int) -> set[Line]:
    return {Line("row", i) for i in indices}


def cols(*indices: int) -> set[Line]:
    return {Line("col", i) for i in indices}


# --- all cards ---------------------------------------------------------------------


def test_all_heroes_cards_are_registered():
    assert set(HEROES_CARDS) <= set(SCORERS)


@pytest.mark.parametrize("card_id", HEROES_CARDS)
def test_empty_sheet_scores_nothing(card_id):
    result = score(card_id, sheet_of())
    assert result.points == 0
    assert result.cells == ()
    assert result.lines == ()
    assert result.groups == ()


# --- forest ------------------------------------------------------------------------


class TestFaunlostThicket:
    """2 per space of the longest vertical forest run in one column (§19.14)."""

    def test_scores_the_longest_vertical_run(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "....F......",
            "....F......",
            "....F.FF...",
        )
        result = score("faunlost_thicket", sheet)
        assert result.points == 6
        assert set(result.cells) == {(2, 4), (3, 4), (4, 4)}

    def test_a_run_not_the_column_total(self):
        # column 0 holds 6 forests in two runs of 3; column 6 one run of 4
        sheet = sheet_of(
            "F..........",
            "F..........",
            "F..........",
            "......F....",
            "F.....F....",
            "F.....F....",
            "F.....F....",
        )
        result = score("faunlost_thicket", sheet)
        assert result.points == 8
        assert set(result.cells) == {(3, 6), (4, 6), (5, 6), (6, 6)}

    def test_run_of_four_beats_run_of_three_in_the_same_column(self):
        sheet = sheet_of(
            "..F........",
            "..F........",
            "..F........",
            "...........",
            "..F........",
            "..F........",
            "..F........",
            "..F........",
        )
        result = score("faunlost_thicket", sheet)
        assert result.points == 8
        assert set(result.cells) == {(4, 2), (5, 2), (6, 2), (7, 2)}

    def test_horizontal_runs_do_not_count(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            ".FFFFFF....",
        )
        result = score("faunlost_thicket", sheet)
        assert result.points == 2  # a vertical run of one space
        assert len(result.cells) == 1
        assert result.cells[0][0] == 5

    def test_destroyed_space_breaks_the_run(self):
        sheet = sheet_of(
            "...F.......",
            "...F.......",
            "...F.......",
            "...#.......",
            "...F.......",
            "...F.......",
        )
        result = score("faunlost_thicket", sheet)
        assert result.points == 6
        assert set(result.cells) == {(0, 3), (1, 3), (2, 3)}

    def test_whole_column(self):
        sheet = sheet_of(*["..........F"] * 11)
        result = score("faunlost_thicket", sheet)
        assert result.points == 22
        assert set(result.cells) == {(r, 10) for r in range(11)}


class TestDeepwood:
    """6 per forest cluster of 5 or more spaces with no village adjacent (§18 K3)."""

    def test_cluster_of_five(self):
        sheet = sheet_of(
            "...........",
            ".FFF.......",
            ".F.........",
            ".F.........",
        )
        result = score("deepwood", sheet)
        expected = {(1, 1), (1, 2), (1, 3), (2, 1), (3, 1)}
        assert result.points == 6
        assert set(result.cells) == expected
        assert groups_of(result) == {frozenset(expected)}

    def test_cluster_of_four_does_not_score(self):
        sheet = sheet_of(
            "...........",
            ".FFF.......",
            ".F.........",
        )
        assert score("deepwood", sheet).points == 0

    def test_orthogonally_adjacent_village_spoils_the_cluster(self):
        sheet = sheet_of(
            "...........",
            ".FFFV......",
            ".F.........",
            ".F.........",
        )
        assert score("deepwood", sheet).points == 0

    def test_diagonal_village_is_fine(self):
        sheet = sheet_of(
            "....V......",
            ".FFF.......",
            ".F.........",
            ".F.........",
        )
        result = score("deepwood", sheet)
        assert result.points == 6
        assert set(result.cells) == {(1, 1), (1, 2), (1, 3), (2, 1), (3, 1)}

    def test_each_qualifying_cluster_scores(self):
        # the cluster at the bottom has 6 forests but touches a village
        sheet = sheet_of(
            "FFFFF......",
            "...........",
            "......FF...",
            "......FFF..",
            "...........",
            "FFFFF......",
            "...........",
            "FFF........",
            "FFFV.......",
        )
        result = score("deepwood", sheet)
        assert result.points == 18
        assert groups_of(result) == {
            frozenset((0, c) for c in range(5)),
            frozenset({(2, 6), (2, 7), (3, 6), (3, 7), (3, 8)}),
            frozenset((5, c) for c in range(5)),
        }

    def test_destroyed_space_splits_a_cluster(self):
        # joined, the 9 forests would be one cluster; split, they are 4 + 4
        sheet = sheet_of(
            "...........",
            "FFFF#FFFF..",
        )
        assert score("deepwood", sheet).points == 0

    def test_destroyed_village_is_no_village(self):
        # §11: a destroyed space has no terrain type
        sheet = sheet_of(
            "...........",
            ".FFFFFV....",
        )
        assert score("deepwood", sheet).points == 0
        sheet = sheet.destroying(bits((1, 6)))
        result = score("deepwood", sheet)
        assert result.points == 6
        assert set(result.cells) == {(1, c) for c in range(1, 6)}


class TestHeartOfTheForest:
    """2 per forest space whose four sides are forest or the map edge (§19.15)."""

    def test_forest_surrounded_by_forest(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            ".....F.....",
            "....FFF....",
            ".....F.....",
        )
        result = score("heart_of_the_forest", sheet)
        assert result.points == 2
        assert set(result.cells) == {(4, 5)}

    def test_map_edge_counts_as_forest(self):
        sheet = sheet_of(
            "FFF........",
            "FFF........",
            "FFF........",
        )
        result = score("heart_of_the_forest", sheet)
        assert result.points == 8
        assert set(result.cells) == {(0, 0), (0, 1), (1, 0), (1, 1)}

    def test_destroyed_neighbour_does_not_count(self):
        sheet = sheet_of(
            "F#.........",
            "F..........",
            "...........",
            ".....F.....",
            "....FF#....",
            ".....F.....",
        )
        assert score("heart_of_the_forest", sheet).points == 0

    def test_empty_or_other_terrain_neighbour_does_not_count(self):
        sheet = sheet_of(
            "...........",
            ".....F.....",
            "....FFM....",
            ".....F.....",
            "...........",
            ".....F.....",
            "....FF.....",
            ".....F.....",
        )
        assert score("heart_of_the_forest", sheet).points == 0

    def test_whole_map_of_forest(self):
        result = score("heart_of_the_forest", sheet_of(fill="F"))
        assert result.points == 242
        assert len(result.cells) == 121


class TestSleepyValley:
    """4 per row with at least three forest spaces anywhere in it (§18 K17)."""

    def test_three_forests_anywhere_in_a_row(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "F...F.....F",
        )
        result = score("sleepy_valley", sheet)
        assert result.points == 4
        assert set(result.lines) == rows(2)

    def test_two_forests_are_not_enough(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "F.........F",
        )
        assert score("sleepy_valley", sheet).points == 0

    def test_each_row_scores_once(self):
        sheet = sheet_of(
            "FFFFFFFFFFF",
            "...........",
            "...........",
            "..F.....F..",
            "...........",
            ".F.F.F.....",
        )
        result = score("sleepy_valley", sheet)
        assert result.points == 8
        assert set(result.lines) == rows(0, 5)

    def test_columns_do_not_count(self):
        sheet = sheet_of(
            "...F.......",
            "...F.......",
            "...F.......",
            "...F.......",
        )
        assert score("sleepy_valley", sheet).points == 0

    def test_destroyed_forest_is_no_forest(self):
        sheet = sheet_of(
            "...........",
            "FFF........",
        )
        assert score("sleepy_valley", sheet).points == 4
        sheet = sheet.destroying(bits((1, 1)))
        assert score("sleepy_valley", sheet).points == 0


# --- farm and water ----------------------------------------------------------------


class TestCraylund:
    """7 per farm cluster touching at least 3 distinct water spaces (§18 K13)."""

    def test_farm_cluster_touching_three_water_spaces(self):
        sheet = sheet_of(
            "...........",
            "..W........",
            ".WAA.......",
            "...W.......",
        )
        result = score("craylund", sheet)
        assert result.points == 7
        assert set(result.cells) == {(2, 2), (2, 3)}
        assert groups_of(result) == {frozenset({(2, 2), (2, 3)})}

    def test_water_touching_two_farm_spaces_counts_once(self):
        # (1, 1) touches (0, 1) and (1, 0): three adjacency pairs, two water spaces
        sheet = sheet_of(
            "AA.........",
            "AW.........",
            "W..........",
        )
        assert score("craylund", sheet).points == 0

    def test_third_distinct_water_space(self):
        sheet = sheet_of(
            "AAW........",
            "AW.........",
            "W..........",
        )
        result = score("craylund", sheet)
        assert result.points == 7
        assert set(result.cells) == {(0, 0), (0, 1), (1, 0)}

    def test_counts_water_spaces_not_water_cluster_size(self):
        sheet = sheet_of(
            "...........",
            ".AWWWWW....",
        )
        assert score("craylund", sheet).points == 0

    def test_each_farm_cluster_scores(self):
        # the single farm at (6, 5) touches four waters; the farms at the bottom two
        sheet = sheet_of(
            ".W.........",
            "WAAW.......",
            "...........",
            "...........",
            "...........",
            ".....W.....",
            "....WAW....",
            ".....W.....",
            "...........",
            "WAA........",
            "..W........",
        )
        result = score("craylund", sheet)
        assert result.points == 14
        assert groups_of(result) == {frozenset({(1, 1), (1, 2)}), frozenset({(6, 5)})}


class TestUlemsWallow:
    """4 per water space with at least two adjacent farm spaces."""

    def test_water_between_two_farms(self):
        sheet = sheet_of(
            "...........",
            "..A........",
            ".AW........",
        )
        result = score("ulems_wallow", sheet)
        assert result.points == 4
        assert set(result.cells) == {(2, 2)}

    def test_one_farm_is_not_enough(self):
        sheet = sheet_of(
            "...........",
            ".AW........",
        )
        assert score("ulems_wallow", sheet).points == 0

    def test_diagonal_farms_do_not_count(self):
        sheet = sheet_of(
            ".A.A.......",
            ".AW........",
            ".A.A.......",
        )
        assert score("ulems_wallow", sheet).points == 0

    def test_water_with_four_farms_scores_once(self):
        sheet = sheet_of(
            "...........",
            "..A........",
            ".AWA.......",
            "..A........",
        )
        result = score("ulems_wallow", sheet)
        assert result.points == 4
        assert set(result.cells) == {(2, 2)}

    def test_each_water_space_scores_and_farms_may_be_shared(self):
        sheet = sheet_of(
            "AWAWA......",
            "...........",
            "...WW......",
            "..AA.......",
        )
        result = score("ulems_wallow", sheet)
        assert result.points == 8
        assert set(result.cells) == {(0, 1), (0, 3)}


class TestClawsgravePeaks:
    """5 per mountain adjacent to a water cluster that touches a farm; each mountain once."""

    def test_mountain_water_farm(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            "MWA........",
        )
        result = score("clawsgrave_peaks", sheet)
        assert result.points == 5
        assert set(result.cells) == {(5, 0)}

    def test_water_cluster_must_touch_a_farm(self):
        sheet = sheet_of(
            "MWW........",
            "...A.......",
            "...........",
            "MA.........",
            "...........",
            "M.WA.......",
        )
        assert score("clawsgrave_peaks", sheet).points == 0

    def test_farm_may_touch_any_space_of_the_water_cluster(self):
        sheet = sheet_of(
            "...........",
            ".MW........",
            "..W........",
            "..WWW......",
            "....A......",
        )
        result = score("clawsgrave_peaks", sheet)
        assert result.points == 5
        assert set(result.cells) == {(1, 1)}

    def test_mountain_next_to_two_qualifying_clusters_scores_once(self):
        sheet = sheet_of(
            "...........",
            "AWMWA......",
        )
        result = score("clawsgrave_peaks", sheet)
        assert result.points == 5
        assert set(result.cells) == {(1, 2)}

    def test_every_mountain_of_a_qualifying_cluster(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "..MWM......",
            "...A.......",
        )
        result = score("clawsgrave_peaks", sheet)
        assert result.points == 10
        assert set(result.cells) == {(2, 2), (2, 4)}

    def test_diagonals_do_not_connect(self):
        sheet = sheet_of(
            "M..........",
            ".WA........",
            "...........",
            "MW.........",
            "..A........",
        )
        assert score("clawsgrave_peaks", sheet).points == 0


class TestJorekburg:
    """4 (not 5, §18 K2) per column with equally many farm and water, at least one each."""

    def test_equal_farms_and_waters_anywhere_in_a_column(self):
        sheet = sheet_of(
            "...A.......",
            "...........",
            "...W.......",
            "...F.......",
            "...........",
            "...A.......",
            "...........",
            "...........",
            "...........",
            "...W.......",
        )
        result = score("jorekburg", sheet)
        assert result.points == 4
        assert set(result.lines) == cols(3)

    def test_needs_at_least_one_of_each(self):
        sheet = sheet_of(
            "A.W.F......",
            "A.W.V......",
        )
        assert score("jorekburg", sheet).points == 0

    def test_unequal_counts_do_not_score(self):
        sheet = sheet_of(
            ".A.........",
            ".A.........",
            ".W.........",
        )
        assert score("jorekburg", sheet).points == 0

    def test_rows_do_not_count(self):
        sheet = sheet_of(
            "...........",
            "AW.........",
        )
        assert score("jorekburg", sheet).points == 0

    def test_each_column_scores(self):
        sheet = sheet_of(
            "AAW.....AA.",
            "WWA.....AF.",
        )
        result = score("jorekburg", sheet)
        assert result.points == 12
        assert set(result.lines) == cols(0, 1, 2)


# --- village -----------------------------------------------------------------------


class TestTrayloMonastery:
    """7 per village cluster holding 4 villages in one straight row or column."""

    def test_four_in_a_row(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "..VVVV.....",
        )
        result = score("traylo_monastery", sheet)
        cluster = {(3, 2), (3, 3), (3, 4), (3, 5)}
        assert result.points == 7
        assert set(result.cells) == cluster
        assert groups_of(result) == {frozenset(cluster)}

    def test_four_in_a_column(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            "........V..",
            "........V..",
            "........V..",
            "........V..",
        )
        result = score("traylo_monastery", sheet)
        assert result.points == 7
        assert set(result.cells) == {(r, 8) for r in range(4, 8)}

    def test_an_l_of_four_does_not_count(self):
        sheet = sheet_of(
            "...........",
            ".VVV.......",
            ".V.........",
        )
        assert score("traylo_monastery", sheet).points == 0

    def test_three_in_a_row_do_not_count(self):
        sheet = sheet_of(
            "...........",
            ".VVV.V.....",
        )
        assert score("traylo_monastery", sheet).points == 0

    def test_cluster_with_two_straight_lines_scores_once(self):
        sheet = sheet_of(
            "...V.......",
            "...V.......",
            ".VVVVV.....",
            "...V.......",
        )
        result = score("traylo_monastery", sheet)
        assert result.points == 7
        assert set(result.cells) == {
            (0, 3),
            (1, 3),
            (2, 1),
            (2, 2),
            (2, 3),
            (2, 4),
            (2, 5),
            (3, 3),
        }

    def test_each_qualifying_cluster_scores(self):
        sheet = sheet_of(
            "VVVV.......",
            "...........",
            "..........V",
            "..........V",
            "..........V",
            "..........V",
        )
        result = score("traylo_monastery", sheet)
        assert result.points == 14
        assert groups_of(result) == {
            frozenset((0, c) for c in range(4)),
            frozenset((r, 10) for r in range(2, 6)),
        }

    def test_destroyed_space_breaks_the_line(self):
        sheet = sheet_of(
            "...........",
            ".VV#VV.....",
        )
        assert score("traylo_monastery", sheet).points == 0

    def test_a_line_does_not_wrap_around_the_edge(self):
        sheet = sheet_of(
            "........VVV",
            "V..........",
        )
        assert score("traylo_monastery", sheet).points == 0


class TestOuterEnclave:
    """1 per distinct empty space adjacent to the best village cluster (§16, §19.13)."""

    def test_single_village(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            ".....V.....",
        )
        result = score("outer_enclave", sheet)
        assert result.points == 4
        assert set(result.cells) == {(4, 5), (6, 5), (5, 4), (5, 6)}
        assert groups_of(result) == {frozenset({(5, 5)})}

    def test_each_empty_neighbour_counts_once(self):
        # (5, 5) touches two villages: 8 adjacency pairs, 7 distinct spaces
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            "....VV.....",
            "....V......",
        )
        result = score("outer_enclave", sheet)
        assert result.points == 7
        assert set(result.cells) == {(3, 4), (3, 5), (4, 3), (4, 6), (5, 5), (5, 3), (6, 4)}

    def test_filled_neighbours_and_the_edge_do_not_count(self):
        sheet = sheet_of(
            "FVM........",
        )
        result = score("outer_enclave", sheet)
        assert result.points == 1
        assert set(result.cells) == {(1, 1)}

    def test_best_cluster_only(self):
        sheet = sheet_of(
            "V..........",
            "...........",
            "...........",
            "...........",
            "...........",
            "....VVV....",
        )
        result = score("outer_enclave", sheet)
        assert result.points == 8  # not 8 + 2
        assert groups_of(result) == {frozenset({(5, 4), (5, 5), (5, 6)})}
        assert set(result.cells) == {
            (4, 4),
            (4, 5),
            (4, 6),
            (6, 4),
            (6, 5),
            (6, 6),
            (5, 3),
            (5, 7),
        }

    def test_attack_marked_spaces_are_empty(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            ".....F.....",
            "....FV.....",
            ".....H.....",
            marks=[
                "...........",
                "...........",
                "...........",
                "...........",
                "...........",
                "......*....",
            ],
        )
        result = score("outer_enclave", sheet)
        assert result.points == 1
        assert set(result.cells) == {(5, 6)}

    def test_unfilled_ruins_are_empty(self):
        sheet = sheet_of(
            "...F.......",
            "..FV.......",
            "...F.......",
        )
        assert sheet.space((1, 4)).ruins  # a printed ruin of side C
        result = score("outer_enclave", sheet)
        assert result.points == 1
        assert set(result.cells) == {(1, 4)}


class TestGnomishColony:
    """6 per village cluster containing a full 2×2 block of villages."""

    def test_two_by_two_block(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "....VV.....",
            "....VV.....",
        )
        result = score("gnomish_colony", sheet)
        block = {(2, 4), (2, 5), (3, 4), (3, 5)}
        assert result.points == 6
        assert set(result.cells) == block
        assert groups_of(result) == {frozenset(block)}

    def test_the_whole_cluster_counts_once(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "....VVV....",
            "....VV.....",
            "....V......",
        )
        result = score("gnomish_colony", sheet)
        cluster = {(2, 4), (2, 5), (2, 6), (3, 4), (3, 5), (4, 4)}
        assert result.points == 6
        assert groups_of(result) == {frozenset(cluster)}

    def test_one_cluster_with_two_blocks_scores_once(self):
        sheet = sheet_of(
            "VV.VV......",
            "VVVVV......",
        )
        result = score("gnomish_colony", sheet)
        assert result.points == 6
        assert len(result.groups) == 1
        assert len(result.cells) == 9

    def test_destroyed_spaces_split_clusters(self):
        sheet = sheet_of(
            "VV#VV......",
            "VV#VV......",
        )
        result = score("gnomish_colony", sheet)
        assert result.points == 12
        assert groups_of(result) == {
            frozenset({(0, 0), (0, 1), (1, 0), (1, 1)}),
            frozenset({(0, 3), (0, 4), (1, 3), (1, 4)}),
        }

    def test_destroyed_space_is_no_village(self):
        sheet = sheet_of(
            "VV.........",
            "V#.........",
        )
        assert score("gnomish_colony", sheet).points == 0

    def test_no_block_no_points(self):
        sheet = sheet_of(
            "VVV........",
            "V.V........",
            "VVV........",
            "...........",
            "V.V.V......",
            ".V.V.......",
            "V.V.V......",
        )
        assert score("gnomish_colony", sheet).points == 0

    def test_a_block_does_not_wrap_around_the_edge(self):
        sheet = sheet_of(
            "..........V",
            "V.........V",
            "V..........",
        )
        assert score("gnomish_colony", sheet).points == 0


class TestCaravansary:
    """1 per row and per column holding a space of the best village cluster (§16)."""

    def test_single_village_scores_its_row_and_column(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            ".......V...",
        )
        result = score("caravansary", sheet)
        assert result.points == 2
        assert set(result.lines) == rows(4) | cols(7)
        assert set(result.cells) == {(4, 7)}

    def test_rows_and_columns_of_a_cluster(self):
        sheet = sheet_of(
            "...........",
            "...........",
            ".....VVV...",
            ".......V...",
            ".......V...",
        )
        result = score("caravansary", sheet)
        assert result.points == 6
        assert set(result.lines) == rows(2, 3, 4) | cols(5, 6, 7)
        assert set(result.cells) == {(2, 5), (2, 6), (2, 7), (3, 7), (4, 7)}

    def test_best_cluster_by_lines_not_by_size(self):
        # a 3×3 block (9 villages, 6 lines) against a line of 6 (7 lines)
        sheet = sheet_of(
            "VVV........",
            "VVV........",
            "VVV........",
            "...........",
            "...........",
            ".....VVVVVV",
        )
        result = score("caravansary", sheet)
        assert result.points == 7  # not 7 + 6
        assert set(result.lines) == rows(5) | cols(5, 6, 7, 8, 9, 10)
        assert groups_of(result) == {frozenset((5, c) for c in range(5, 11))}

    def test_diagonal_villages_are_separate_clusters(self):
        sheet = sheet_of(
            "V..........",
            ".V.........",
            "..V........",
        )
        result = score("caravansary", sheet)
        assert result.points == 2
        assert len(result.cells) == 1


# --- general -----------------------------------------------------------------------


class TestDwarvenholds:
    """7 per completely filled row or column containing a mountain (§11, §16)."""

    def test_filled_row_with_a_mountain(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            "FFFMAAWWVVF",
        )
        result = score("dwarvenholds", sheet)
        assert result.points == 7
        assert set(result.lines) == rows(4)

    def test_filled_row_without_a_mountain(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            "FFFFAAWWVVF",
        )
        assert score("dwarvenholds", sheet).points == 0

    def test_row_with_a_gap(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            "FFFMAA.WVVF",
        )
        assert score("dwarvenholds", sheet).points == 0

    def test_destroyed_and_wasteland_spaces_are_filled(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            "#X#MHdX#FXA",
        )
        result = score("dwarvenholds", sheet)
        assert result.points == 7
        assert set(result.lines) == rows(4)

    def test_attack_marked_space_is_not_filled(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            "FFFM.FFFFFF",
            marks=[
                "...........",
                "...........",
                "...........",
                "...........",
                "....*......",
            ],
        )
        assert score("dwarvenholds", sheet).points == 0

    def test_row_and_column_are_separate_lines(self):
        # every row and column is full; only row 5 and column 5 hold a mountain
        sheet = sheet_of(
            "FFFFFFFFFFF",
            "FFFFFFFFFFF",
            "FFFFFFFFFFF",
            "FFFFFFFFFFF",
            "FFFFFFFFFFF",
            "FFFFFMFFFFF",
            fill="F",
        )
        result = score("dwarvenholds", sheet)
        assert result.points == 14
        assert set(result.lines) == rows(5) | cols(5)


class TestSilos:
    """10 per completely filled odd-numbered column: printed 1, 3, …, 11 (§16)."""

    def test_printed_column_one(self):
        sheet = sheet_of(*["F.........."] * 11)
        result = score("silos", sheet)
        assert result.points == 10
        assert set(result.lines) == cols(0)

    def test_printed_column_eleven(self):
        sheet = sheet_of(*["..........F"] * 11)
        result = score("silos", sheet)
        assert result.points == 10
        assert set(result.lines) == cols(10)

    def test_even_printed_column_does_not_score(self):
        sheet = sheet_of(*[".F........."] * 11)
        assert score("silos", sheet).points == 0

    def test_column_with_a_gap(self):
        sheet = sheet_of(*["..F........"] * 10, "...........")
        assert score("silos", sheet).points == 0

    def test_any_filled_space_counts(self):
        sheet = sheet_of(
            "....F......",
            "....M......",
            "....#......",
            "....X......",
            "....H......",
            "....d......",
            "....A......",
            "....W......",
            "....V......",
            "....m......",
            "....#......",
        )
        result = score("silos", sheet)
        assert result.points == 10
        assert set(result.lines) == cols(4)

    def test_full_map(self):
        result = score("silos", sheet_of(fill="F"))
        assert result.points == 60
        assert set(result.lines) == cols(0, 2, 4, 6, 8, 10)


class TestBandedHills:
    """4 per row with at least 5 of the 7 types forest, village, farm, water, mountain,
    monster, hero (§16, §18 K12, §19.12)."""

    @pytest.mark.parametrize(
        "row",
        [
            "FVAWM......",
            "..F.V.A.W.M",
            "FVAWH......",  # hero is a type
            "FVAHd......",  # so is monster
            "FFVVAAWWMdH",  # all seven still score once
        ],
    )
    def test_five_types_score(self, row):
        result = score("banded_hills", sheet_of("...........", "...........", row))
        assert result.points == 4
        assert set(result.lines) == rows(2)

    @pytest.mark.parametrize(
        "row",
        [
            "FFVVAAWWFVA",  # four types
            "FVAW#X.....",  # destroyed, wasteland and empty are no types
            "FVAdztgm...",  # every monster is the one type "monster"
        ],
    )
    def test_fewer_than_five_types(self, row):
        assert score("banded_hills", sheet_of("...........", "...........", row)).points == 0

    def test_columns_do_not_count(self):
        sheet = sheet_of(
            "F..........",
            "V..........",
            "A..........",
            "W..........",
            "M..........",
        )
        assert score("banded_hills", sheet).points == 0

    def test_each_row_scores(self):
        sheet = sheet_of(
            "FVAWM......",
            "FVAW.......",
            "...........",
            "HdAWV......",
        )
        result = score("banded_hills", sheet)
        assert result.points == 8
        assert set(result.lines) == rows(0, 3)


class TestStarlitSigil:
    """4 per maximal empty cluster of exactly 3 spaces (§19.16)."""

    def test_cluster_of_three_empty_spaces(self):
        sheet = sheet_of(
            "FFFFFFFFFFF",
            "FFFFFFFFFFF",
            "FFFFFFFFFFF",
            "FFFFFFFFFFF",
            "FFFFFFFFFFF",
            "FFFF...FFFF",
            fill="F",
        )
        result = score("starlit_sigil", sheet)
        assert result.points == 4
        assert set(result.cells) == {(5, 4), (5, 5), (5, 6)}
        assert groups_of(result) == {frozenset({(5, 4), (5, 5), (5, 6)})}

    def test_bent_cluster_of_three(self):
        sheet = sheet_of(
            "FFFFFFFFFFF",
            "FFFFFFFFFFF",
            "FF..FFFFFFF",
            "FF.FFFFFFFF",
            fill="F",
        )
        result = score("starlit_sigil", sheet)
        assert result.points == 4
        assert set(result.cells) == {(2, 2), (2, 3), (3, 2)}

    def test_clusters_of_two_or_four_do_not_score(self):
        sheet = sheet_of(
            "FFFFFFFFFFF",
            "F..FFFFFFFF",
            "FFFFFFFFFFF",
            "FFFF....FFF",
            "FFFFFFFFFFF",
            "FF.FFFFFFFF",
            "F..FFFFFFFF",
            "F.FFFFFFFFF",
            fill="F",
        )
        assert score("starlit_sigil", sheet).points == 0

    def test_diagonally_touching_empty_spaces_are_separate_clusters(self):
        sheet = sheet_of(
            "FFFFFFFFFFF",
            "FFFFFFFFFFF",
            "FF...FFFFFF",
            "FFFFF.FFFFF",
            "FFFFF.FFFFF",
            "FFFFF.FFFFF",
            fill="F",
        )
        result = score("starlit_sigil", sheet)
        assert result.points == 8
        assert groups_of(result) == {
            frozenset({(2, 2), (2, 3), (2, 4)}),
            frozenset({(3, 5), (4, 5), (5, 5)}),
        }

    def test_edge_closes_a_cluster_and_unfilled_ruins_are_empty(self):
        rows_ = ["FFFFFFFFFFF"] * 10 + ["...FFFFFFFF"]
        sheet = sheet_of(*rows_)
        assert sheet.space((10, 0)).ruins  # a printed ruin of side C
        result = score("starlit_sigil", sheet)
        assert result.points == 4
        assert set(result.cells) == {(10, 0), (10, 1), (10, 2)}

    def test_any_filled_space_closes_a_cluster_and_attack_marks_are_empty(self):
        sheet = sheet_of(
            "FFFFFFFFFFF",
            "FFFFFFFFFFF",
            "FFFFFHFFFFF",
            "FFFM..#FFFF",
            "FFFFX.mFFFF",
            "FFFFFFFFFFF",
            fill="F",
            marks=[
                "...........",
                "...........",
                "...........",
                ".....*.....",
                ".....*.....",
            ],
        )
        result = score("starlit_sigil", sheet)
        assert result.points == 4
        assert set(result.cells) == {(3, 4), (3, 5), (4, 5)}


# --- monster penalty ---------------------------------------------------------------


class TestMonsterPenalty:
    """−1 per empty space next to a surviving monster, each space once (§12.3, §19.24)."""

    @pytest.mark.parametrize("monster", "dztgm")
    def test_every_monster_penalises_its_empty_neighbours(self, monster):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            f".....{monster}.....",
        )
        assert monster_penalty(sheet) == 4

    def test_edge_is_not_counted(self):
        assert monster_penalty(sheet_of("d..........")) == 2

    def test_each_empty_space_counts_once(self):
        # (5, 5) touches both monster spaces: 8 adjacency pairs, 7 spaces
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            "....d.g....",
        )
        assert monster_penalty(sheet) == 7

    def test_monster_cluster(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "...........",
            "....zz.....",
        )
        assert monster_penalty(sheet) == 6

    def test_filled_neighbours_are_not_counted(self):
        sheet = sheet_of(
            "...........",
            "....FM.....",
            "...#d......",
            "....X......",
        )
        assert monster_penalty(sheet) == 1

    def test_attack_marked_neighbour_is_empty(self):
        sheet = sheet_of(
            "...........",
            "....FF.....",
            "...Hd......",
            "....F......",
            marks=[
                "...........",
                "...........",
                ".....*.....",
            ],
        )
        assert monster_penalty(sheet) == 1

    def test_destroyed_monster_causes_no_penalty(self):
        sheet = sheet_of(
            "...........",
            "...........",
            "....#......",
        )
        assert monster_penalty(sheet) == 0
        sheet = sheet_of(
            "...........",
            "...........",
            "....tt.....",
        )
        sheet = sheet.destroying(bits((2, 4)))
        assert monster_penalty(sheet) == 3  # only the surviving (2, 5)
        sheet = sheet.destroying(bits((2, 5)))
        assert monster_penalty(sheet) == 0
