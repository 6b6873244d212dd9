"""Ruins cards, Rift Lands and Kethra's Gates after ruins (RULES §17.1, base rulebook).

After a ruins card the next explore card must be drawn covering an unfilled ruins
space of the player's own sheet; ruins after ruins, an ambush or a hero in between
only postpone it; when no offered shape can cover one, or none is left, the player
draws a 1×1 of any terrain anywhere instead. Sheet A's ruins are B6 C2 C10 I2 I10 J6,
i.e. (1,5) (2,1) (2,9) (8,1) (8,9) (9,5).
"""

from __future__ import annotations

import pytest

from cartografove.rules.board import grid
from cartografove.rules.board.placement import legal_placements
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import Terrain, catalog
from cartografove.rules.decisions import Ask, DrawFallback, DrawShape, PlaceHero
from cartografove.rules.events import CoinsGained, Drawn
from cartografove.rules.game import IllegalDecision
from cartografove.rules.setup import RuleSet, RulesOptions, Setup

from .helpers import names, play_until, scripted_game, snapshot

ANY_TERRAIN = {Terrain.FOREST, Terrain.VILLAGE, Terrain.FARM, Terrain.WATER, Terrain.MONSTER}
RUINS_A = grid.mask_of([(1, 5), (2, 1), (2, 9), (8, 1), (8, 9), (9, 5)])


def scripted(cards, players=1, side="A", rules=None, sheets=None, **setup):
    rules = rules or RuleSet.base()
    game_setup = Setup(players=names(players), seed=3, side=side, rules=rules, **setup)
    sheets = sheets or [Sheet.blank(side) for _ in range(players)]
    return scripted_game(game_setup, sheets, cards)


def filled_except(side: str, empty: set[tuple[int, int]]) -> Sheet:
    """A sheet drawn full of farms but for ``empty`` (printed features kept)."""
    printed = catalog().sheets[side]
    rows = []
    for r in range(11):
        row = ""
        for c in range(11):
            b = grid.bit(r, c)
            if printed.mountains & b:
                row += "M"
            elif printed.wasteland & b:
                row += "X"
            else:
                row += "." if (r, c) in empty else "A"
        rows.append(row)
    return Sheet.from_rows(side, rows)


class TestRuinsRuinsAmbushExplore:
    """Two ruins cards, then an ambush, then the explore card that must cover ruins."""

    CARDS = ("temple_ruins", "outpost_ruins", "goblin_attack", "great_river")

    @pytest.fixture
    def game(self):
        return scripted(list(self.CARDS), players=2)

    def test_the_ambush_resolves_normally_and_the_requirement_waits(self, game):
        assert game.revealed == tuple(self.CARDS[:3])
        assert game.pending.ask is Ask.MONSTER and not game.pending.ruins
        assert game.ruins_due and game.must_cover == 0
        # the monster need not touch ruins: every placement of its shape is offered
        sheet = game.sheets[game.pending.sheet]
        assert len(game.legal_placements()) == len(legal_placements(sheet, "goblin_attack"))

    def test_the_next_explore_card_must_cover_an_unfilled_ruins_space(self, game):
        play_until(game, lambda g: g.pending.card == "great_river")
        pending = game.pending
        assert (pending.ask, pending.ruins) == (Ask.DRAW, True)
        sheet = game.sheets[pending.sheet]
        assert game.must_cover == sheet.unfilled_ruins != 0
        placements = game.legal_placements()
        assert placements and all(p.mask & game.must_cover for p in placements)
        expected = legal_placements(sheet, "great_river", must_cover=sheet.unfilled_ruins)
        assert len(placements) == len(expected)
        assert {d.terrain for d in game.legal_decisions()} == {Terrain.WATER}

    def test_a_drawing_off_the_ruins_is_refused_with_its_code(self, game):
        play_until(game, lambda g: g.pending.card == "great_river")
        before = snapshot(game)
        away = DrawShape(0, ((5, 0), (5, 1), (5, 2)), Terrain.WATER)
        error = game.why_illegal(away)
        assert error is not None and error.code == "must_cover_ruins"
        with pytest.raises(IllegalDecision, match="must cover an unfilled ruins space"):
            game.apply(away)
        assert snapshot(game) == before

    def test_covering_a_ruins_space_is_drawn_and_earns_the_coin(self, game):
        play_until(game, lambda g: g.pending.card == "great_river")
        player = game.pending.player
        events = game.apply(DrawShape(0, ((1, 4), (1, 5), (1, 6)), Terrain.WATER))
        drawn = next(e for e in events if isinstance(e, Drawn))
        assert drawn.ruins and not drawn.fallback
        assert CoinsGained(player, 1, "shape") in events
        assert not game.sheets[player].unfilled_ruins & grid.bit(1, 5)

    def test_the_requirement_ends_with_that_explore_card(self, game):
        play_until(game, lambda g: g.pending.card == "great_river")
        while game.pending.card == "great_river":
            game.apply(game.legal_decisions()[0])
        assert not game.ruins_due
        play_until(game, lambda g: g.pending is not None and g.pending.ask is Ask.DRAW)
        assert not game.pending.ruins and game.must_cover == 0

    def test_undo_replays_the_requirement(self, game):
        play_until(game, lambda g: g.pending.card == "great_river")
        before = snapshot(game)
        game.apply(game.legal_decisions()[0])
        game.undo()
        assert snapshot(game) == before and game.pending.ruins


def test_solo_ambush_walk_between_ruins_and_explore():
    game = scripted(["temple_ruins", "kobold_onslaught", "hamlet"])
    walk = next(e for e in game.events if isinstance(e, Drawn))
    assert walk.automatic and walk.monster is None and not walk.ruins
    assert game.pending.card == "hamlet" and game.pending.ruins


def test_a_hero_after_ruins_is_placed_anywhere_and_the_requirement_waits():
    game = scripted(["outpost_ruins", "dobrik", "hamlet"], rules=RuleSet.combined("base"))
    assert game.pending.ask is Ask.HERO and not game.pending.ruins
    game.apply(PlaceHero((5, 0), 0))  # no ruins anywhere near
    assert game.pending.card == "hamlet" and game.pending.ruins


class TestNoPlacementCoversRuins:
    def test_the_ruins_fallback_is_any_terrain_anywhere(self):
        # only B6 is left of the ruins, closed in; row F is free for Great River
        empty = {(1, 5)} | {(5, c) for c in range(11)}
        game = scripted(["temple_ruins", "great_river"], sheets=[filled_except("A", empty)])
        assert legal_placements(game.sheets[0], "great_river")  # it fits, but not on ruins
        pending = game.pending
        assert (pending.ask, pending.ruins) == (Ask.FALLBACK, True)
        # the base rule set fills an ordinary fallback with the card's terrain, the
        # ruins fallback with any terrain ([S003])
        assert game.setup.options.fallback_terrains == "chosen"
        assert {d.terrain for d in game.legal_decisions()} == ANY_TERRAIN
        assert {d.cell for d in game.legal_decisions()} == empty - {(5, 5)}
        events = game.apply(DrawFallback((5, 0), Terrain.VILLAGE))
        drawn = next(e for e in events if isinstance(e, Drawn))
        assert drawn.fallback and drawn.ruins
        assert game.sheets[0].shape_coins == 0

    def test_no_unfilled_ruins_left(self):
        rows = [row.replace("R", "A") for row in catalog().sheets["A"].rows]
        game = scripted(["temple_ruins", "great_river"], sheets=[Sheet.from_rows("A", rows)])
        assert (game.pending.ask, game.pending.ruins) == (Ask.FALLBACK, True)
        assert game.fallback_terrains("great_river") == tuple(
            sorted(ANY_TERRAIN, key=list(Terrain).index)
        )

    def test_an_ordinary_fallback_in_the_base_game_is_the_chosen_terrain(self):
        dots = {(r, c) for r in range(0, 11, 2) for c in range(0, 11, 2)}
        game = scripted(["great_river"], sheets=[filled_except("A", dots)])
        assert (game.pending.ask, game.pending.ruins) == (Ask.FALLBACK, False)
        assert {d.terrain for d in game.legal_decisions()} == {Terrain.WATER}
        with pytest.raises(IllegalDecision, match="fallback cannot be forest"):
            game.apply(DrawFallback((0, 0), Terrain.FOREST))

    def test_each_player_is_judged_on_their_own_sheet(self):
        rows = [row.replace("R", "A") for row in catalog().sheets["A"].rows]
        sheets = [Sheet.blank("A"), Sheet.from_rows("A", rows)]
        game = scripted(["temple_ruins", "farmland"], players=2, sheets=sheets)
        assert (game.pending.player, game.pending.ask) == (0, Ask.DRAW)
        game.apply(DrawShape(0, ((1, 5), (1, 6)), Terrain.FARM))
        assert (game.pending.player, game.pending.ask, game.pending.ruins) == (
            1,
            Ask.FALLBACK,
            True,
        )


class TestOneByOneCardsAfterRuins:
    """Rift Lands and Kethra's Gates after ruins go on an unfilled ruins space if one
    is left (RULES §17.1)."""

    def test_rift_lands_on_a_ruins_space(self):
        game = scripted(["outpost_ruins", "rift_lands"])
        assert (game.pending.ask, game.pending.ruins) == (Ask.DRAW, True)
        cells = {d.cells for d in game.legal_decisions()}
        assert cells == {(c,) for c in grid.cells_of(RUINS_A)}
        assert {d.terrain for d in game.legal_decisions()} == ANY_TERRAIN
        with pytest.raises(IllegalDecision) as refused:
            game.apply(DrawShape(0, ((0, 0),), Terrain.FOREST))
        assert refused.value.code == "must_cover_ruins"
        game.apply(DrawShape(0, ((8, 9),), Terrain.MONSTER))
        assert game.sheets[0].to_rows()[8][9] == "m"

    def test_kethras_gates_on_a_ruins_space_in_combined_play(self):
        game = scripted(["temple_ruins", "kethras_gates"], side="C", rules=RuleSet.combined())
        ruins_c = catalog().sheets["C"].ruins
        assert game.pending.ruins and game.must_cover == ruins_c
        assert {d.cells for d in game.legal_decisions()} == {(c,) for c in grid.cells_of(ruins_c)}

    def test_no_ruins_left_means_the_ruins_fallback(self):
        rows = [row.replace("R", "W") for row in catalog().sheets["A"].rows]
        game = scripted(["temple_ruins", "rift_lands"], sheets=[Sheet.from_rows("A", rows)])
        assert (game.pending.ask, game.pending.ruins) == (Ask.FALLBACK, True)
        game.apply(DrawFallback((0, 0), Terrain.FOREST))
        assert game.sheets[0].to_rows()[0][0] == "F"

    def test_rift_lands_without_ruins_anywhere(self):
        game = scripted(["rift_lands"])
        assert (game.pending.ask, game.pending.ruins) == (Ask.DRAW, False)
        assert len(game.legal_placements()) == 121 - 5  # every space but the mountains
        assert {d.terrain for d in game.legal_decisions()} == ANY_TERRAIN


def test_ruins_cards_have_no_time_and_never_end_a_season():
    game = scripted(["temple_ruins", "outpost_ruins", "rift_lands"])
    assert game.time == 0 and game.season == 0
    assert catalog().card_time("temple_ruins") == 0


def test_the_fallback_option_keeps_its_meaning_for_the_ruins_fallback():
    rows = [row.replace("R", "A") for row in catalog().sheets["A"].rows]
    game = scripted(
        ["temple_ruins", "great_river"],
        rules=RuleSet.combined("base"),
        sheets=[Sheet.from_rows("A", rows)],
        options=RulesOptions(fallback_terrains="with_hero"),
    )
    assert Terrain.HERO in {d.terrain for d in game.legal_decisions()}
