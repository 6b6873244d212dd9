"""Placement counts on the base sheets A and B (perft-style), with and without the
ruins requirement, against a brute force that knows nothing of bitboards; and the
solo walk of the base ambush cards (RULES §5, §8.1, §17.1)."""

import pytest

from cartografove.rules.board import grid
from cartografove.rules.board.placement import legal_placements, solo_ambush_cells
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import catalog

BASE = catalog().sets("base")

HALF_FILLED = {
    "A": [
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
    "B": [
        "FFFF.VV.AAW",
        "FW....R.M.W",
        "WWRM.V.....",
        ".....X.F...",
        "AA..XXR...A",
        "AA..XXX..mm",
        ".R...X.....",
        "....VM..R..",
        ".....d...M.",
        "..Mdd......",
        "....d.FF...",
    ],
}


def brute_force(sheet: Sheet, card_id: str, must_cover: int = 0) -> int:
    """Distinct (shape, covered spaces) found by trying all 8 transforms at every
    offset, independently of the bitboard code."""
    data = catalog()
    if card_id in data.explore_cards:
        shapes = [s.cells for s in data.explore_cards[card_id].shapes]
    else:
        shapes = [data.ambush[card_id].cells]
    found = set()
    for index, cells in enumerate(shapes):
        for turn in range(8):
            turned = grid.transform(cells, turn)
            for r in range(-11, 22):
                for c in range(-11, 22):
                    placed = [(r + dr, c + dc) for dr, dc in turned]
                    if not all(grid.on_board(*x) and sheet.empty & grid.bit(*x) for x in placed):
                        continue
                    if must_cover and not any(must_cover & grid.bit(*x) for x in placed):
                        continue
                    found.add((index, frozenset(placed)))
    return len(found)


def sheets():
    for side in "AB":
        yield f"{side}-blank", Sheet.blank(side)
        yield f"{side}-half", Sheet.from_rows(side, HALF_FILLED[side])


SHEETS = dict(sheets())


@pytest.mark.parametrize("card_id", BASE["explore"] + BASE["ambush"])
@pytest.mark.parametrize("name", SHEETS)
def test_placement_counts_match_brute_force(card_id, name):
    sheet = SHEETS[name]
    assert len(legal_placements(sheet, card_id)) == brute_force(sheet, card_id)


@pytest.mark.parametrize("card_id", BASE["explore"])
@pytest.mark.parametrize("name", SHEETS)
def test_counts_covering_unfilled_ruins_match_brute_force(card_id, name):
    sheet = SHEETS[name]
    ruins = sheet.unfilled_ruins
    placements = legal_placements(sheet, card_id, must_cover=ruins)
    assert len(placements) == brute_force(sheet, card_id, ruins)
    assert all(p.mask & ruins for p in placements)


def test_known_counts_on_a_blank_sheet_a():
    sheet = Sheet.blank("A")
    assert len(legal_placements(sheet, "rift_lands")) == 121 - 5
    ruins = sheet.unfilled_ruins
    assert len(legal_placements(sheet, "rift_lands", must_cover=ruins)) == 6
    # Fishing Village XXXX: 8 anchors a row, both ways = 176, less those on mountains
    assert len(legal_placements(sheet, "fishing_village")) == brute_force(sheet, "fishing_village")


def test_the_ruins_of_a_and_b_come_from_the_printed_side():
    assert Sheet.blank("A").unfilled_ruins == grid.mask_of(
        [(1, 5), (2, 1), (2, 9), (8, 1), (8, 9), (9, 5)]
    )
    assert Sheet.blank("B").unfilled_ruins == grid.mask_of(
        [(1, 6), (2, 2), (4, 6), (6, 1), (7, 8), (9, 3)]
    )
    # from_rows takes them from the side too: drawing on one fills it
    sheet = Sheet.from_rows("A", HALF_FILLED["A"])
    assert sheet.ruins == Sheet.blank("A").ruins
    assert not sheet.unfilled_ruins & grid.bit(0, 0)


class TestBaseSoloWalk:
    """Each base ambush from its corner, in printed orientation (RULES §8.1)."""

    @pytest.mark.parametrize(
        ("card", "cells"),
        [
            ("goblin_attack", ((8, 8), (9, 9), (10, 10))),  # bottom-right
            ("bugbear_assault", ((0, 8), (0, 10), (1, 8), (1, 10))),  # top-right
            ("kobold_onslaught", ((8, 0), (9, 0), (9, 1), (10, 0))),  # bottom-left
            ("gnoll_raid", ((0, 0), (0, 1), (1, 0), (2, 0), (2, 1))),  # top-left, on ruins
        ],
    )
    def test_first_position_on_a_blank_sheet_a(self, card, cells):
        assert solo_ambush_cells(Sheet.blank("A"), card) == cells

    def test_goblin_walks_counter_clockwise_from_its_corner(self):
        # bottom-right blocked: counter-clockwise from (8,8) goes up the right side
        rows = [*(["." * 11] * 10), "..........F"]
        rows[2] = ".R......MR."
        cells = solo_ambush_cells(Sheet.from_rows("A", rows), "goblin_attack")
        assert cells == ((7, 8), (8, 9), (9, 10))

    def test_bugbear_walks_clockwise_from_its_corner(self):
        # top-right blocked: clockwise from (0,8) goes down the right side
        rows = ["F" * 11, *(["." * 11] * 10)]
        cells = solo_ambush_cells(Sheet.from_rows("A", rows), "bugbear_assault")
        assert cells == ((1, 8), (1, 10), (2, 8), (2, 10))
