"""Legal placements (perft-style counts), the solo walk (RULES §8.1), hero marks."""

import pytest

from cartografove.rules.board import grid
from cartografove.rules.board.placement import (
    Placement,
    _walk,
    attack_marks,
    hero_turns,
    legal_placements,
    solo_ambush_cells,
)
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import catalog

HALF_FILLED = [
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
]


def brute_force(sheet: Sheet, card_id: str) -> int:
    """Count distinct (shape, covered spaces) by trying all 8 transforms at every
    offset, independently of the bitboard code."""
    data = catalog()
    shapes = (
        [s.cells for s in data.explore[card_id].shapes]
        if card_id in data.explore
        else [data.ambush[card_id].cells]
    )
    found = set()
    for index, cells in enumerate(shapes):
        for turn in range(8):
            turned = grid.transform(cells, turn)
            for r in range(-11, 22):
                for c in range(-11, 22):
                    placed = [(r + dr, c + dc) for dr, dc in turned]
                    if all(grid.on_board(*x) for x in placed) and all(
                        sheet.empty & grid.bit(*x) for x in placed
                    ):
                        found.add((index, frozenset(placed)))
    return len(found)


@pytest.mark.parametrize("card_id", sorted(catalog().explore) + ["dragon_inferno", "gorgon_gaze"])
@pytest.mark.parametrize("rows", [None, HALF_FILLED], ids=["blank", "half"])
def test_placement_counts_match_brute_force(card_id, rows):
    sheet = Sheet.blank("C") if rows is None else Sheet.from_rows("C", rows)
    assert len(legal_placements(sheet, card_id)) == brute_force(sheet, card_id)


def test_known_counts_on_a_blank_sheet():
    sheet = Sheet.blank("C")
    assert len(legal_placements(sheet, "kethras_gates")) == 121 - 5
    # a 2×2 fits at 100 anchors; each of the 5 inner mountains blocks 4 of them
    assert len(legal_placements(sheet, "hillside_terrace")) == 100 - 20


def test_placements_iterate_index_and_contain_consistently():
    placements = legal_placements(Sheet.from_rows("C", HALF_FILLED), "coastal_encampment")
    listed = list(placements)
    assert len(listed) == len(placements) == len(set(listed))
    assert [placements[i] for i in range(len(placements))] == listed
    assert all(p in placements for p in listed)
    assert Placement(0, grid.mask_of([(0, 0), (0, 1), (0, 2), (1, 0)])) not in placements


def test_gaps_may_lie_on_filled_spaces():
    sheet = Sheet.from_rows("C", [".F." + "F" * 8] + ["F" * 11] * 10)
    # Pasture X.X over the forest at A2
    assert Placement(0, grid.mask_of([(0, 0), (0, 2)])) in legal_placements(sheet, "pasture")


def test_must_cover_limits_placements_to_those_covering_a_target():
    sheet = Sheet.blank("C")
    target = grid.bit(10, 0)
    placements = legal_placements(sheet, "kethras_gates", must_cover=target)
    assert [p.cells for p in placements] == [((10, 0),)]


class TestSoloWalk:
    def test_the_gorgon_walk_order_of_rules_8_1(self):
        ring0 = _walk("gorgon_gaze")[0][1]
        expected = (
            [(9, c) for c in range(8, -1, -1)]
            + [(r, 0) for r in range(8, 0, -1)]
            + [(0, c) for c in range(0, 9)]
            + [(r, 8) for r in range(1, 9)]
        )
        assert [divmod(a, 11) for a in ring0] == expected

    def test_the_zombie_goes_down_the_left_edge_first(self):
        ring0 = [divmod(a, 11) for a in _walk("zombie_plague")[0][1]]
        assert ring0[:3] == [(0, 0), (1, 0), (2, 0)]
        assert ring0[10:13] == [(10, 0), (10, 1), (10, 2)]
        assert len(ring0) == 40

    @pytest.mark.parametrize(
        ("card", "first"),
        [
            ("dragon_inferno", (8, 0)),  # bottom-left, box 3×3
            ("giant_troll_ravage", (0, 8)),  # top-right, box 2×3
            ("gorgon_gaze", (9, 8)),  # bottom-right
            ("zombie_plague", (0, 0)),  # top-left
        ],
    )
    def test_each_card_starts_in_its_corner(self, card, first):
        assert divmod(_walk(card)[0][1][0], 11) == first

    def test_the_monster_keeps_its_printed_orientation(self):
        cells = solo_ambush_cells(Sheet.blank("C"), "giant_troll_ravage")
        assert cells == ((0, 8), (0, 9), (0, 10), (1, 9))  # XXX / .X. as printed

    def test_a_mountain_in_the_way_moves_the_monster_along_the_walk(self):
        # on sheet D the mountain B10 blocks the corner; clockwise the walk goes down
        cells = solo_ambush_cells(Sheet.blank("D"), "giant_troll_ravage")
        assert cells == ((2, 8), (2, 9), (2, 10), (3, 9))

    def test_blocked_ring_moves_one_ring_in(self):
        rows = ["F" * 11] + ["F" + "." * 9 + "F" for _ in range(9)] + ["F" * 11]
        sheet = Sheet.from_rows("C", rows)
        assert solo_ambush_cells(sheet, "zombie_plague") == ((1, 1),)

    def test_unfilled_ruins_and_marks_count_as_empty(self):
        sheet = Sheet.from_rows("C", ["." * 11] * 11, marks=["*" * 11] * 11)
        assert solo_ambush_cells(sheet, "zombie_plague") == ((0, 0),)

    def test_no_place_at_all(self):
        sheet = Sheet.from_rows("C", ["F" * 11] * 11)
        assert solo_ambush_cells(sheet, "zombie_plague") is None


class TestHeroMarks:
    def test_turns_give_each_distinct_pattern_once(self):
        assert len(hero_turns("dobrik")) == 1
        assert len(hero_turns("dal")) == 1
        assert len(hero_turns("freyla")) == 4
        assert len(hero_turns("wren")) == 4
        assert hero_turns("wren", False) == (0,)

    def test_wren_marks(self):
        assert attack_marks("wren", (5, 5), 0) == grid.mask_of([(4, 7), (5, 7), (6, 7)])
        assert attack_marks("wren", (5, 5), 2) == grid.mask_of([(4, 3), (5, 3), (6, 3)])
