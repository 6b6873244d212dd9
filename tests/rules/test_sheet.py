"""A map sheet: the ASCII interface, filled vs empty (RULES §2.1), coins (§6)."""

import pytest

from cartografove.rules.board import grid
from cartografove.rules.board.sheet import Sheet, SheetRowsError
from cartografove.rules.cards import Monster, Terrain
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup

ROWS = [
    "FVAW.M.X#H.",
    "dztgm......",
    "...........",
    "...........",
    "...........",
    "...........",
    "...........",
    "...........",
    "...........",
    "...........",
    "...........",
]


class TestRows:
    def test_from_rows_and_to_rows_are_inverse(self):
        assert Sheet.from_rows("C", ROWS).to_rows() == ROWS

    def test_letters(self):
        sheet = Sheet.from_rows("C", ROWS)
        assert sheet.space((0, 0)).terrain is Terrain.FOREST
        assert sheet.space((0, 2)).terrain is Terrain.FARM
        assert sheet.space((0, 5)).terrain is Terrain.MOUNTAIN
        assert sheet.space((0, 7)).wasteland
        assert sheet.space((0, 8)).destroyed and sheet.space((0, 8)).terrain is None
        assert sheet.space((1, 0)).monster is Monster.DRAGON
        assert sheet.space((1, 4)).terrain is Terrain.MONSTER
        assert sheet.space((1, 4)).monster is None

    def test_ruins_may_be_written_where_the_side_prints_them(self):
        rows = ["." * 11] * 10 + ["R" + "." * 10]
        assert Sheet.from_rows("C", rows).to_rows() == ["." * 11] * 11
        with pytest.raises(SheetRowsError, match="no printed ruins at K1"):
            Sheet.from_rows("D", rows)

    def test_ruins_come_from_the_side(self):
        sheet = Sheet.from_rows("C", ["." * 11] * 11)
        assert sheet.ruins == Sheet.blank("C").ruins
        assert sheet.space((10, 0)).ruins

    @pytest.mark.parametrize(
        ("side", "rows", "message"),
        [
            ("C", ROWS[:10], "11 rows"),
            ("C", ["." * 10] + ROWS[1:], "row 1 must be a string of 11"),
            ("C", ["?" + "." * 10] + ROWS[1:], "unknown sheet character '\\?'"),
            ("Q", ROWS, "unknown sheet side"),
        ],
    )
    def test_bad_rows_are_refused(self, side, rows, message):
        with pytest.raises(SheetRowsError, match=message):
            Sheet.from_rows(side, rows)


class TestFilled:
    def test_filled_and_empty_follow_rules_2_1(self):
        sheet = Sheet.from_rows(
            "C",
            ["F#X" + "." * 8] + ["." * 11] * 10,
            marks=["...*" + "." * 7] + ["." * 11] * 10,
        )
        filled = sheet.filled
        assert filled & grid.bit(0, 0)  # terrain
        assert filled & grid.bit(0, 1)  # destroyed
        assert filled & grid.bit(0, 2)  # wasteland
        assert sheet.empty & grid.bit(0, 3)  # attack mark only
        assert sheet.empty & grid.bit(10, 0)  # unfilled ruins
        assert sheet.unfilled_ruins & grid.bit(10, 0)

    def test_a_destroyed_space_has_no_terrain_but_keeps_its_drawing(self):
        sheet = Sheet.from_rows("C", ["FF" + "." * 9] + ["." * 11] * 10)
        sheet = sheet.destroying(grid.bit(0, 0))
        assert sheet.terrain(Terrain.FOREST) == grid.bit(0, 1)
        assert sheet.drawn[Terrain.FOREST] & grid.bit(0, 0)
        space = sheet.space((0, 0))
        assert space.destroyed and space.terrain is Terrain.FOREST

    def test_surviving_monsters(self):
        sheet = Sheet.from_rows("C", ["zz#m" + "." * 7] + ["." * 11] * 10)
        assert sheet.monsters() == grid.mask_of([(0, 0), (0, 1), (0, 3)])
        assert sheet.monsters(Monster.ZOMBIE) == grid.mask_of([(0, 0), (0, 1)])


class TestCoins:
    def test_a_mountain_pays_when_its_four_sides_are_filled(self):
        sheet = Sheet.from_rows("C", [".F.........", "FMF........", ".#........."] + ["." * 11] * 8)
        assert sheet.mountain_coins == 1

    def test_any_filling_counts_even_wasteland_or_monsters(self):
        sheet = Sheet.from_rows(
            "D",
            [
                ".m.........",
                "XMg........",
                ".X.........",
            ]
            + ["." * 11] * 8,
        )
        assert sheet.mountain_coins == 1

    def test_coins_are_capped_by_the_track(self):
        sheet = Sheet.blank("C")._replace(shape_coins=20)
        assert sheet.coins == 14 and sheet.coins_earned == 20

    def test_a_drawing_is_a_new_sheet_and_the_old_one_stays(self):
        sheet = Sheet.blank("D")
        other, destroyed = sheet.drawing(grid.bit(0, 0), Terrain.FOREST)
        assert sheet != other and not sheet.filled & grid.bit(0, 0) and not destroyed
        assert other.filled & grid.bit(0, 0) and other.terrain(Terrain.FOREST) == grid.bit(0, 0)


class TestReadOnly:
    """A sheet cannot be changed by anyone (issue 27): every change is a new sheet."""

    @pytest.mark.parametrize("field", ["destroyed", "attack", "shape_coins", "forest", "filled"])
    def test_no_field_can_be_set(self, field):
        sheet = Sheet.blank("C")
        with pytest.raises(AttributeError):
            setattr(sheet, field, 1)
        assert sheet == Sheet.blank("C")

    def test_the_layers_cannot_be_changed_through_their_mappings(self):
        sheet = Sheet.blank("C")
        with pytest.raises(TypeError):
            sheet.drawn[Terrain.FOREST] = 1  # type: ignore[index]
        with pytest.raises(TypeError):
            sheet.initials[Monster.DRAGON] = 1  # type: ignore[index]
        assert sheet == Sheet.blank("C")

    def test_a_replaced_field_works_out_the_filled_spaces_again(self):
        sheet = Sheet.blank("C")._replace(farm=0b11, destroyed=0b100)
        assert sheet.filled & 0b111 == 0b111 and sheet.terrain(Terrain.FARM) == 0b11

    def test_a_copys_sheet_cannot_change_the_original_game(self):
        game = Game(Setup(players=("P1", "P2"), seed=3))
        copy = game.copy()
        shared = copy.sheets[0]
        assert shared is game.sheets[0]  # shared, which is safe only because...
        with pytest.raises(AttributeError):
            shared.forest = grid.FULL  # type: ignore[misc]
        with pytest.raises(TypeError):
            shared.drawn[Terrain.FOREST] = grid.FULL  # type: ignore[index]
        copy.apply(copy.legal_decisions()[0])
        assert game.sheets[0] is shared and shared == Sheet.blank(game.setup.side)
        assert copy.sheets[0] != shared

    def test_a_monster_on_an_attack_mark_falls_in_the_new_sheet_only(self):
        sheet = Sheet.blank("C")._replace(attack=grid.bit(0, 0))
        after, hit = sheet.drawing(grid.bit(0, 0) | grid.bit(0, 1), Terrain.MONSTER, Monster.TROLL)
        assert hit == grid.bit(0, 0) and after.destroyed == hit
        assert after.monsters(Monster.TROLL) == grid.bit(0, 1)
        assert not sheet.destroyed and not sheet.filled & grid.bit(0, 1)
