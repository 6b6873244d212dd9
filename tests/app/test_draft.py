"""The Draft's geometry: turning, flipping, moving and what decision it stands for.
Pure geometry (no Qt): the engine judges legality elsewhere."""

from __future__ import annotations

import pytest

from cartografove.app.play.draft import SINGLE, Draft, mirrored, rotated
from cartografove.rules.board import grid
from cartografove.rules.cards import Terrain
from cartografove.rules.decisions import (
    Ask,
    DestroySpace,
    DrawFallback,
    DrawMonster,
    DrawShape,
    Pending,
    PlaceHero,
)

L_SHAPE = frozenset({(0, 0), (1, 0), (2, 0), (2, 1)})


def draft(ask: Ask = Ask.DRAW, shapes=(L_SHAPE,), card: str = "x", **kw) -> Draft:
    pending = Pending(ask=ask, player=0, sheet=0, card=card)
    made = Draft(pending, tuple(shapes), (Terrain.FOREST, Terrain.WATER), True, **kw)
    made.terrain = Terrain.FOREST
    made.centre_on((5, 5))
    return made


@pytest.mark.parametrize("turn", range(8))
def test_turns_match_the_grid_symmetries(turn):
    """rotated() and mirrored() walk the same 8 symmetries grid.transform numbers."""
    base = list(L_SHAPE)
    after_rotation = grid.normalise(grid.transform(base, rotated(turn)))
    assert after_rotation == grid.normalise(grid.transform(grid.transform(base, turn), 1))
    after_mirror = grid.normalise(grid.transform(base, mirrored(turn)))
    flipped = [(r, -c) for r, c in grid.transform(base, turn)]
    assert after_mirror == grid.normalise(flipped)


def test_four_turns_and_two_flips_come_back():
    made = draft()
    start = made.offsets()
    for _ in range(4):
        made.rotate()
    assert made.offsets() == start
    made.mirror()
    assert made.offsets() != start
    made.mirror()
    assert made.offsets() == start


def test_turning_keeps_the_shape_where_it_is():
    made = draft()
    centre = made.centre()
    made.rotate()
    assert made.centre() == centre
    made.mirror()
    assert made.centre() == centre


def test_moving_never_loses_the_shape_off_the_map():
    made = draft()
    for _ in range(30):
        made.move(0, 1)
    assert any(grid.on_board(r, c) for r, c in made.cells())
    assert not made.on_map()
    assert made.decision() is None  # nothing to decide while it hangs off the map
    for _ in range(30):
        made.move(-1, -1)
    assert any(grid.on_board(r, c) for r, c in made.cells())


def test_cells_follow_the_anchor():
    made = draft()
    made.anchor = (2, 3)
    assert made.cells() == ((2, 3), (3, 3), (4, 3), (4, 4))
    assert made.size() == (3, 2)


def test_choosing_another_shape_keeps_the_centre():
    made = draft(shapes=(L_SHAPE, SINGLE))
    centre = made.centre()
    made.choose_shape(1)
    assert made.shape == 1 and made.centre() == centre
    made.choose_shape(7)  # no such shape: nothing changes
    assert made.shape == 1


def test_a_terrain_the_card_lacks_is_ignored():
    made = draft()
    made.choose_terrain(Terrain.VILLAGE)
    assert made.terrain is Terrain.FOREST
    made.choose_terrain(Terrain.WATER)
    assert made.terrain is Terrain.WATER


def test_each_request_gets_its_decision():
    shape = draft()
    shape.anchor = (0, 0)
    assert shape.decision() == DrawShape(0, ((0, 0), (1, 0), (2, 0), (2, 1)), Terrain.FOREST)
    single = draft(Ask.FALLBACK, shapes=(SINGLE,))
    single.anchor = (3, 3)
    assert single.decision() == DrawFallback((3, 3), Terrain.FOREST)
    monster = draft(Ask.MONSTER_FALLBACK, shapes=(SINGLE,))
    monster.anchor = (1, 2)
    assert monster.decision() == DrawMonster(((1, 2),))
    destroy = draft(Ask.GAZE, shapes=(SINGLE,))
    destroy.anchor = (4, 4)
    assert destroy.decision() == DestroySpace((4, 4))


def test_a_hero_turns_its_pattern_not_its_space():
    hero = draft(Ask.HERO, shapes=(SINGLE,), card="freyla")
    hero.anchor = (5, 5)
    hero.rotate()
    assert hero.offsets() == SINGLE  # the hero stays one space
    assert hero.decision() == PlaceHero((5, 5), hero.turn)
    assert hero.marks()  # its attack marks turned with it


def test_a_shape_that_cannot_turn_refuses():
    still = Draft(Pending(Ask.MONSTER_FALLBACK, 0, 0, "x"), (SINGLE,), (Terrain.MONSTER,), False)
    assert not still.rotate() and not still.mirror()
