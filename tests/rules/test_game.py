"""The flow of a game: setup, turns, seasons, ambushes, heroes, monsters, the end."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cartografove.rules.board import grid
from cartografove.rules.board.placement import attack_marks, solo_ambush_cells
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import SCORING_BACKS, Monster, Terrain, catalog
from cartografove.rules.decisions import (
    Ask,
    DestroySpace,
    DrawFallback,
    DrawMonster,
    DrawShape,
    PlaceHero,
)
from cartografove.rules.effects import gaze_targets, ravage_targets, spread_zombies
from cartografove.rules.events import (
    CardRevealed,
    CoinsGained,
    Destroyed,
    Drawn,
    NothingDrawn,
    SeasonScored,
)
from cartografove.rules.game import Game, IllegalDecision
from cartografove.rules.scoring import monster_penalty
from cartografove.rules.setup import RulesOptions, Setup, SetupError, deal
from tests.random_play import autoplay

from .helpers import find_game, names, play_until, scripted_game, snapshot

DATA = catalog()
EXPLORE, AMBUSH, HEROES = set(DATA.explore), set(DATA.ambush), set(DATA.heroes)


def first_card(card: str):
    """A deal whose first revealed card is ``card`` (solo ambushes resolve at once, so
    look at the reveal, not at what is pending)."""
    return lambda game: next(e for e in game.events if isinstance(e, CardRevealed)).card == card


def full_sheet_except(side: str, empty: set[tuple[int, int]]) -> Sheet:
    """A sheet of side ``side`` filled with farm everywhere but ``empty``."""
    blank = Sheet.blank(side)
    rows = []
    for r in range(11):
        row = ""
        for c in range(11):
            b = grid.bit(r, c)
            if (r, c) in empty:
                row += "."
            elif blank.mountains & b:
                row += "M"
            elif blank.wasteland & b:
                row += "X"
            else:
                row += "A"
        rows.append(row)
    return Sheet.from_rows(side, rows)


class TestSetup:
    def test_random_edicts_take_one_card_of_each_back(self):
        for seed in range(30):
            game = Game(Setup(players=("Ann",), seed=seed))
            backs = sorted(DATA.scoring[c].back for c in game.edicts)
            assert backs == sorted(SCORING_BACKS)

    def test_random_edicts_are_dealt_to_letters_at_random(self):
        positions = Counter(
            DATA.scoring[Game(Setup(players=("Ann",), seed=s)).edicts[0]].back for s in range(60)
        )
        assert len(positions) == 4  # every back turns up as edict A

    def test_first_game_edicts(self):
        game = Game(Setup(players=("Ann",), seed=1, edicts="first_game"))
        assert game.edicts == ("faunlost_thicket", "gnomish_colony", "ulems_wallow", "dwarvenholds")

    def test_chosen_edicts(self):
        chosen = ("silos", "deepwood", "craylund", "caravansary")
        assert Game(Setup(players=("Ann",), seed=1, edicts=chosen)).edicts == chosen

    @pytest.mark.parametrize(
        ("edicts", "message"),
        [
            (("silos", "banded_hills", "craylund", "caravansary"), "one scoring card of each"),
            (("silos", "deepwood", "craylund", "nonsense"), "unknown scoring card"),
            (("silos", "deepwood", "craylund"), "exactly four"),
        ],
    )
    def test_bad_chosen_edicts_are_refused(self, edicts, message):
        with pytest.raises(SetupError, match=message):
            Setup(players=("Ann",), seed=1, edicts=edicts)

    @pytest.mark.parametrize(
        ("kwargs", "message"),
        [
            ({"players": ()}, "1 to 100 players"),
            ({"players": names(101)}, "1 to 100 players"),
            ({"players": ("",)}, "needs a name"),
            ({"side": "Z"}, "unknown sheet side"),
            ({"seed": "7"}, "seed must be an integer"),
            ({"edicts": "some"}, "edicts must be"),
        ],
    )
    def test_bad_setups_are_refused(self, kwargs, message):
        values = {"players": ("Ann",), "seed": 1} | kwargs
        with pytest.raises(SetupError, match=message):
            Setup(**values)

    def test_explore_deck_holds_the_explore_cards_one_ambush_and_one_hero(self):
        cards = Counter(deal(Setup(players=("Ann",), seed=5)).decks[0])
        assert set(cards) & EXPLORE == EXPLORE
        assert len(set(cards) & AMBUSH) == 1
        assert len(set(cards) & HEROES) == 1
        assert sum(cards.values()) == 13

    def test_a_hundred_players_can_play(self):
        game = autoplay(Game(Setup(players=names(100), seed=3)), seed=3)
        assert game.over and len(game.result.standings) == 100


@pytest.fixture(scope="module")
def finished_game():
    return autoplay(Game(Setup(players=names(3), seed=11)), seed=2)


class TestSeasons:
    @pytest.fixture
    def game(self, finished_game):
        return finished_game

    def revealed_by_season(self, game):
        seasons = [[], [], [], []]
        for event in game.events:
            if isinstance(event, CardRevealed):
                seasons[event.season].append(event.card)
        return seasons

    def test_a_season_ends_as_soon_as_its_threshold_is_reached(self, game):
        for season, cards in zip(game.seasons, self.revealed_by_season(game), strict=True):
            times = [DATA.card_time(c) for c in cards]
            assert sum(times) >= season.threshold
            assert sum(times[:-1]) < season.threshold
            assert times[-1] > 0  # only a card with time can end a season

    def test_thresholds_are_the_heroes_ones(self, game):
        assert [s.threshold for s in game.seasons] == [8, 7, 7, 6]

    def test_each_season_scores_its_two_edicts(self, game):
        letters = [tuple(e.letter for e in s.edicts) for s in game.scores[0]]
        assert letters == [("A", "B"), ("B", "C"), ("C", "D"), ("D", "A")]

    def test_four_ambush_and_four_hero_cards_enter_over_the_game(self, game):
        revealed = [c for season in self.revealed_by_season(game) for c in season]
        # each ambush and hero card is revealed at most once, ever
        assert all(n == 1 for c, n in Counter(revealed).items() if c not in EXPLORE)
        specials = {c for deck in deal(game.setup).decks for c in deck if c not in EXPLORE}
        assert {c for c in revealed if c not in EXPLORE} <= specials
        assert Counter(c in AMBUSH for c in specials) == Counter({True: 4, False: 4})

    def test_explore_cards_return_to_the_deck_each_season(self, game):
        for season in range(1, 4):
            # every explore card can be revealed again: the deck at the start of the
            # season held them all, so no season sees an explore card twice
            cards = self.revealed_by_season(game)[season]
            assert len(cards) == len(set(cards))

    def test_game_ends_after_winter_with_a_result(self, game):
        assert game.over and game.pending is None
        assert all(len(s) == 4 for s in game.scores)
        assert game.result is not None


class TestDrawing:
    def deal(self, card="timber_grove", players=1):
        return find_game(first_card(card), players=players)

    def test_every_player_draws_on_their_own_sheet_in_turn(self):
        game = self.deal(players=3)
        for player in range(3):
            assert game.pending.ask is Ask.DRAW
            assert game.pending.player == game.pending.sheet == player
            game.apply(DrawShape(0, ((2, 0), (3, 0), (3, 1)), Terrain.FOREST))
        assert all(sheet.to_rows()[2][0] == "F" for sheet in game.sheets)

    def test_a_rotated_and_mirrored_shape_is_legal(self):
        game = self.deal()
        game.apply(DrawShape(0, ((4, 4), (4, 5), (5, 4)), Terrain.FOREST))
        assert game.sheets[0].to_rows()[4][4:6] == "FF"

    def test_shape_with_gaps_leaves_the_gap_undrawn(self):
        game = self.deal()
        # Timber Grove shape 2 is X.X / X.X; the middle column may stay empty or filled
        game.apply(DrawShape(1, ((0, 2), (0, 4), (1, 2), (1, 4)), Terrain.FOREST))
        assert game.sheets[0].to_rows()[0][2:5] == "F.F"

    def test_the_coin_shape_earns_a_coin_and_the_other_does_not(self):
        game = self.deal(players=2)
        game.apply(DrawShape(0, ((2, 0), (3, 0), (3, 1)), Terrain.FOREST))
        game.apply(DrawShape(1, ((0, 0), (0, 2), (1, 0), (1, 2)), Terrain.FOREST))
        assert [s.coins for s in game.sheets] == [1, 0]
        assert CoinsGained(0, 1, "shape") in game.events

    @pytest.mark.parametrize(
        ("decision", "reason"),
        [
            (DrawShape(0, ((2, 0), (3, 0), (3, 1)), Terrain.WATER), "offers no water"),
            (DrawShape(0, ((0, 0), (1, 0), (2, 0)), Terrain.FOREST), "not shape 1"),
            (DrawShape(0, ((1, 1), (2, 1), (2, 2)), Terrain.FOREST), "B2 is already filled"),
            (DrawShape(3, ((0, 0),), Terrain.FOREST), "no shape 4"),
            (DrawFallback((0, 0), Terrain.FOREST), "expected DrawShape"),
            (DestroySpace((0, 0)), "expected DrawShape"),
        ],
    )
    def test_illegal_draws_are_refused_with_the_reason_and_change_nothing(self, decision, reason):
        game = self.deal()
        before = snapshot(game)
        with pytest.raises(IllegalDecision, match=reason):
            game.apply(decision)
        assert snapshot(game) == before
        assert not game.is_legal(decision)

    def test_off_map_cells_are_refused(self):
        game = self.deal()
        before = snapshot(game)
        with pytest.raises(IllegalDecision, match="not a space of the map"):
            game.apply(DrawShape(0, ((10, 10), (11, 10), (11, 11)), Terrain.FOREST))
        assert snapshot(game) == before

    def test_legal_decisions_are_exactly_the_accepted_ones(self):
        game = self.deal("pasture")
        decisions = list(game.legal_decisions())
        assert len(decisions) == len(game.legal_decisions())
        assert all(game.is_legal(d) for d in decisions[::37])
        # every (shape, cells) once per terrain
        assert len({(d.shape, d.cells) for d in decisions}) == len(game.legal_placements())

    def test_mountain_surrounded_pays_a_coin_to_the_owner(self):
        # mountain B2 on sheet C: fill A2, B1, B3 first, then C2 completes it
        start = Sheet.blank("C")
        start, _ = start.drawing(grid.mask_of([(0, 1), (1, 0), (1, 2)]), Terrain.FOREST)
        game = find_game(first_card("lagoon"), sheets=[start])
        assert game.sheets[0].coins == 0
        game.apply(DrawShape(1, ((2, 1), (2, 2), (2, 3), (3, 2)), Terrain.WATER))
        assert game.sheets[0].coins == 1
        assert CoinsGained(0, 1, "mountain") in game.events

    def test_coins_stop_at_the_end_of_the_track(self):
        sheet = Sheet.blank("C")._replace(shape_coins=13)
        sheet, _ = sheet.drawing(grid.mask_of([(0, 1), (1, 0), (1, 2), (2, 1)]), Terrain.FOREST)
        sheet, _ = sheet.drawing(grid.mask_of([(2, 8), (3, 9), (4, 8)]), Terrain.FOREST)
        assert sheet.coins_earned == 14
        sheet, _ = sheet.drawing(grid.bit(3, 7), Terrain.FARM)  # ruins D8, completes mountain D9
        assert sheet.coins_earned == 15 and sheet.coins == 14


def dotted_sheet(side: str = "C") -> Sheet:
    """Only isolated empty spaces: no shape of two or more cells fits (but Lagoon's
    diagonal pair and Pasture's X.X do, as their cells do not touch)."""
    return full_sheet_except(side, {(r, c) for r in range(0, 11, 2) for c in range(0, 11, 2)})


class TestKethrasGates:
    def test_one_space_of_any_of_five_terrains_including_monster(self):
        game = find_game(first_card("kethras_gates"))
        assert {d.terrain for d in game.legal_decisions()} == {
            Terrain.FOREST,
            Terrain.VILLAGE,
            Terrain.FARM,
            Terrain.WATER,
            Terrain.MONSTER,
        }
        game.apply(DrawShape(0, ((4, 4),), Terrain.MONSTER))
        assert game.sheets[0].to_rows()[4][4] == "m"

    def test_a_monster_drawn_on_attack_marks_is_destroyed_at_once(self):
        start = Sheet.from_rows("C", ["." * 11] * 11, marks=["*" + "." * 10] + ["." * 11] * 10)
        game = find_game(first_card("kethras_gates"), sheets=[start])
        game.apply(DrawShape(0, ((0, 0),), Terrain.MONSTER))  # legal, if pointless (§19.23)
        assert game.sheets[0].to_rows()[0][0] == "#"


class TestFallback:
    def deal(self, card="hillside_terrace", **options):
        return find_game(first_card(card), sheets=[dotted_sheet()], options=RulesOptions(**options))

    def test_no_fitting_shape_asks_for_the_one_by_one(self):
        game = self.deal()
        assert game.pending.ask is Ask.FALLBACK
        assert not game.legal_placements() if game.pending.ask is Ask.DRAW else True
        game.apply(DrawFallback((0, 0), Terrain.MONSTER))
        assert game.sheets[0].to_rows()[0][0] == "m"

    def test_the_fallback_earns_no_coin(self):
        game = self.deal("timber_grove")  # time-1 card with a coin shape
        assert game.pending.ask is Ask.FALLBACK
        game.apply(DrawFallback((0, 0), Terrain.FOREST))
        assert game.sheets[0].shape_coins == 0

    def test_a_shape_with_gaps_still_fits_a_dotted_sheet(self):
        assert self.deal("pasture").pending.ask is Ask.DRAW  # X.X fits between the dots

    @pytest.mark.parametrize(
        ("option", "allowed", "refused"),
        [
            ("standard", {"forest", "village", "farm", "water", "monster"}, {"hero"}),
            ("with_hero", {"forest", "village", "farm", "water", "monster", "hero"}, set()),
            ("chosen", {"farm", "water"}, {"forest", "village", "monster", "hero"}),
        ],
    )
    def test_fallback_terrain_follows_the_rules_option(self, option, allowed, refused):
        game = self.deal(fallback_terrains=option)
        assert {d.terrain for d in game.legal_decisions()} == allowed
        for terrain in refused:
            with pytest.raises(IllegalDecision, match="fallback cannot be"):
                game.apply(DrawFallback((0, 0), Terrain(terrain)))

    def test_a_shape_is_refused_while_the_fallback_is_due_and_vice_versa(self):
        game = self.deal()
        with pytest.raises(IllegalDecision, match="expected DrawFallback"):
            game.apply(DrawShape(0, ((0, 0), (0, 1), (1, 0), (1, 1)), Terrain.FARM))
        drawing = find_game(first_card("hillside_terrace"))
        with pytest.raises(IllegalDecision, match="expected DrawShape"):
            drawing.apply(DrawFallback((0, 0), Terrain.FARM))

    def test_fallback_on_a_filled_space_is_refused(self):
        game = self.deal()
        with pytest.raises(IllegalDecision, match="B2 is already filled"):
            game.apply(DrawFallback((1, 1), Terrain.FARM))

    def test_a_full_sheet_draws_nothing(self):
        full = full_sheet_except("C", set())
        game = find_game(first_card("lagoon"), players=2, sheets=[full, Sheet.blank("C")])
        assert game.pending.player == 1  # player 1 has nothing to draw
        assert NothingDrawn(0, "lagoon", "sheet_full") in game.events


class TestMultiplayerAmbush:
    @pytest.mark.parametrize(
        ("card", "owners"),
        [
            # clockwise: each player hands their sheet to the next seat (RULES §7.2)
            ("giant_troll_ravage", [2, 0, 1]),
            ("gorgon_gaze", [2, 0, 1]),
            # counter-clockwise: to the previous seat
            ("dragon_inferno", [1, 2, 0]),
            ("zombie_plague", [1, 2, 0]),
        ],
    )
    def test_the_neighbour_in_the_arrow_direction_draws(self, card, owners):
        game = find_game(first_card(card), players=3)
        for drawer, owner in enumerate(owners):
            pending = game.pending
            assert (pending.ask, pending.player, pending.sheet) == (Ask.MONSTER, drawer, owner)
            game.apply(game.legal_decisions()[0])
            if game.pending and game.pending.ask is Ask.GAZE:
                assert (game.pending.player, game.pending.sheet) == (drawer, owner)
                game.apply(game.legal_decisions()[0])
        assert all(sheet.monsters() for sheet in game.sheets)

    def test_two_players_draw_on_each_other(self):
        game = find_game(first_card("zombie_plague"), players=2)
        assert (game.pending.player, game.pending.sheet) == (0, 1)
        game.apply(DrawMonster(((5, 5),)))
        assert (game.pending.player, game.pending.sheet) == (1, 0)

    def test_the_monster_carries_its_initial(self):
        game = find_game(first_card("giant_troll_ravage"), players=2)
        game.apply(DrawMonster(((2, 0), (2, 1), (2, 2), (3, 1))))
        assert game.sheets[1].to_rows()[2:4] == ["ttt........", ".t......M.."]

    def test_monster_must_be_its_shape(self):
        game = find_game(first_card("giant_troll_ravage"), players=2)
        before = snapshot(game)
        with pytest.raises(IllegalDecision, match="not shape 1 of giant_troll_ravage"):
            game.apply(DrawMonster(((0, 0), (0, 1), (0, 2), (0, 3))))
        assert snapshot(game) == before

    def test_a_monster_that_does_not_fit_becomes_one_space_without_initial(self):
        game = find_game(
            first_card("dragon_inferno"),
            players=2,
            sheets=[dotted_sheet(), dotted_sheet()],
        )
        assert game.pending.ask is Ask.MONSTER_FALLBACK
        with pytest.raises(IllegalDecision, match="single monster space"):
            game.apply(DrawMonster(((0, 0), (0, 2))))
        game.apply(DrawMonster(((0, 0),)))
        sheet = game.sheets[game.pending.sheet ^ 1]
        assert sheet.to_rows()[0][0] == "m"
        assert not sheet.initials[Monster.DRAGON]
        drawn = [e for e in game.events if isinstance(e, Drawn)]
        assert drawn[-1].fallback and drawn[-1].monster is None

    def test_gorgon_gaze_lets_the_drawer_destroy_a_neighbour(self):
        game = find_game(first_card("gorgon_gaze"), players=2)
        game.apply(DrawMonster(((0, 3), (0, 5), (1, 4))))
        assert game.pending.ask is Ask.GAZE and game.pending.player == 0
        targets = grid.cells_of(game.destroy_targets())
        # beside the gorgon: A3 A5 A7 B3 B5 B6 C5 … minus the gorgon's own spaces
        assert (1, 3) in targets and (2, 4) in targets and (0, 4) in targets
        assert (0, 3) not in targets
        with pytest.raises(IllegalDecision, match="is not a space next to the Gorgon"):
            game.apply(DestroySpace((5, 5)))
        game.apply(DestroySpace((2, 4)))
        assert game.sheets[1].to_rows()[2][4] == "#"
        assert Destroyed(1, grid.bit(2, 4), "gorgon") in game.events


class TestSoloAmbush:
    def test_the_walk_draws_the_monster_without_asking(self):
        game = find_game(first_card("zombie_plague"))
        # nothing to decide for the zombie: the next request is already the next card
        assert game.current_card != "zombie_plague" or game.pending is None
        assert game.sheets[0].to_rows()[0][0] == "z"
        drawn = next(e for e in game.events if isinstance(e, Drawn))
        assert drawn.automatic and drawn.monster is Monster.ZOMBIE

    def test_solo_gorgon_asks_the_player_for_the_gaze(self):
        game = find_game(first_card("gorgon_gaze"))
        assert game.pending.ask is Ask.GAZE and game.pending.player == 0
        assert game.sheets[0].to_rows()[9:] == [".....M..g.g", ".........g."]

    def test_an_ambush_with_no_place_is_ignored(self):
        game = find_game(first_card("dragon_inferno"), sheets=[dotted_sheet()])
        assert NothingDrawn(0, "dragon_inferno", "no_place") in game.events
        assert not game.sheets[0].monsters()

    def test_walk_follows_rules_8_1(self):
        # RULES §8.1 example: the zombie tries A1, then goes down the left edge
        sheet = Sheet.from_rows("C", ["F" + "." * 10] + ["." * 11] * 10)
        assert solo_ambush_cells(sheet, "zombie_plague") == ((1, 0),)


class TestHeroes:
    def deal(self, hero, players=1, sheets=None, **options):
        return find_game(
            first_card(hero), players=players, sheets=sheets, options=RulesOptions(**options)
        )

    def test_hero_and_marks_are_drawn(self):
        game = self.deal("freyla")
        game.apply(PlaceHero((5, 5), 0))
        sheet = game.sheets[0]
        assert sheet.to_rows()[5][5] == "H"
        assert sheet.attack == grid.mask_of([(5, 6), (5, 7), (5, 8)])
        assert not sheet.attack & sheet.filled & ~sheet.mountains  # marks never fill

    def test_marks_destroy_monsters_now_and_later(self):
        start = Sheet.from_rows("C", ["...........", ".M.mm......"] + ["." * 11] * 9)
        game = self.deal("freyla", sheets=[start])
        game.apply(PlaceHero((1, 2), 0))  # marks B4 B5 B6
        sheet = game.sheets[0]
        assert sheet.to_rows()[1][:6] == ".MH##."
        assert Destroyed(0, grid.mask_of([(1, 3), (1, 4)]), "hero") in game.events
        # a later monster on a mark is destroyed as soon as it is drawn
        sheet, _ = sheet.drawing(grid.bit(1, 5), Terrain.MONSTER)
        assert sheet.to_rows()[1][5] == "#"
        assert monster_penalty(sheet) == 0

    def test_the_pattern_turns_with_the_hero_by_default(self):
        game = self.deal("freyla")
        assert set(game.hero_turns("freyla")) == {0, 1, 2, 3}
        game.apply(PlaceHero((5, 5), 1))  # turned a quarter clockwise: marks below
        assert game.sheets[0].attack == grid.mask_of([(6, 5), (7, 5), (8, 5)])

    def test_the_strict_option_keeps_the_printed_pattern(self):
        game = self.deal("freyla", hero_pattern_turns=False)
        before = snapshot(game)
        with pytest.raises(IllegalDecision, match="printed orientation"):
            game.apply(PlaceHero((5, 5), 1))
        assert snapshot(game) == before
        assert {d.turn for d in game.legal_decisions()} == {0}

    def test_marks_off_the_map_are_lost(self):
        assert attack_marks("dal", (0, 0), 0) == grid.bit(1, 1)

    def test_hero_goes_on_an_empty_space_only(self):
        game = self.deal("dobrik")
        with pytest.raises(IllegalDecision, match="B2 is already filled"):
            game.apply(PlaceHero((1, 1), 0))


class TestMonsterAbilities:
    def test_zombies_spread_one_ring_after_scoring(self):
        sheet = Sheet.from_rows(
            "C",
            ["z..........", "FM.........", "..........."] + ["." * 11] * 8,
            marks=["." * 11, "." * 11, "." * 11] + ["." * 11] * 8,
        )
        sheet, _ = spread_zombies(sheet, 0)
        assert sheet.to_rows()[:2] == ["zz.........", "FM........."]

    def test_zombies_on_attack_marks_are_destroyed_and_do_not_spread(self):
        sheet = Sheet.from_rows(
            "C",
            ["z..........", "..........."] + ["." * 11] * 9,
            marks=[".*.........", "*.........."] + ["." * 11] * 9,
        )
        sheet, _ = spread_zombies(sheet, 0)
        assert sheet.to_rows()[:2] == ["z#.........", "#.........."]
        sheet, _ = spread_zombies(sheet, 0)
        assert sheet.to_rows()[:2] == ["z#.........", "#.........."]

    def test_troll_destroys_an_empty_neighbour(self):
        sheet = Sheet.from_rows("C", ["ttt........", ".tF........"] + ["." * 11] * 9)
        assert ravage_targets(sheet) == grid.mask_of([(0, 3), (1, 0), (2, 1)])

    def test_gorgon_targets_skip_mountains_wasteland_and_destroyed(self):
        sheet = Sheet.from_rows("D", [".#.........", "XgM........", ".F........."] + ["." * 11] * 8)
        assert gaze_targets(sheet) == grid.bit(2, 1)

    def test_dragon_pays_three_coins_once_when_closed_in(self):
        rows = [".ddd.......", "..d........"] + ["." * 11] * 9
        sheet = Sheet.from_rows("C", rows)
        assert not sheet.dragon_satisfied
        sheet, _ = sheet.drawing(
            grid.mask_of([(0, 0), (0, 4), (1, 1), (1, 3), (1, 2)]), Terrain.FARM
        )
        assert not sheet.dragon_satisfied  # (1,2) is dragon; (2,2) still empty
        sheet, _ = sheet.drawing(grid.mask_of([(2, 2)]), Terrain.FARM)
        sheet, _ = sheet.drawing(grid.mask_of([(1, 4)]), Terrain.FARM)
        assert sheet.dragon_satisfied and sheet.coins == 3

    def test_a_destroyed_dragon_counts_as_closed(self):
        sheet = Sheet.from_rows("C", ["#d#........", ".A........."] + ["." * 11] * 9)
        assert sheet.dragon_satisfied


class TestSeasonEnd:
    def test_recorded_scores_are_the_cards_on_the_sheet_at_season_end(self):
        game = find_game(lambda g: True, players=2)
        play_until(game, lambda g: g.season == 1, seed=5)
        for _player, sheet_scores in enumerate(game.scores):
            assert len(sheet_scores) == 1
            spring = sheet_scores[0]
            # scores were taken before ongoing effects changed the sheets; recompute
            # from a replay stopped right at the scoring
            assert (
                spring.total
                == sum(e.points for e in spring.edicts) + spring.coins - spring.monster_penalty
            )
            assert [e.letter for e in spring.edicts] == ["A", "B"]
            assert spring.edicts[0].result.card_id == game.edicts[0]

    def test_troll_ravage_is_the_owners_choice_after_scoring(self):
        start = Sheet.from_rows("C", ["ttt........", ".t........."] + ["." * 11] * 9)
        game = scripted_game(Setup(names(1), 0, "C"), [start], ["giant_troll_ravage"])
        play_until(game, lambda g: g.pending is not None and g.pending.ask is Ask.RAVAGE)
        assert game.season == 0 and len(game.scores[0]) == 1
        assert game.pending.player == 0 and game.pending.sheet == 0
        target = grid.cells_of(game.destroy_targets())[0]
        game.apply(DestroySpace(target))
        assert game.sheets[0].destroyed & grid.bit(*target)


class TestOngoingEffectsOrder:
    """RULES §12.4 / §19.28: ongoing ambush effects resolve in the order the cards were
    revealed, each on every sheet — a zombie spreading first leaves the troll fewer
    empty spaces. (The solo walk draws both monsters when their cards are revealed.)"""

    START = ["ttt........", ".t.z.......", "..........."] + ["." * 11] * 8

    def run(self, order):
        sheets = [Sheet.from_rows("C", self.START)]
        game = scripted_game(Setup(names(1), 0, "C"), sheets, order)
        play_until(game, lambda g: g.pending is not None and g.pending.ask is Ask.RAVAGE)
        scored = next(e for e in game.events if isinstance(e, SeasonScored)).sheets[0]
        return game, scored.monsters(Monster.ZOMBIE).bit_count()

    def test_zombie_first(self):
        game, zombies_at_scoring = self.run(["zombie_plague", "giant_troll_ravage"])
        assert game.sheets[0].monsters(Monster.ZOMBIE).bit_count() > zombies_at_scoring
        assert not game.destroy_targets() & grid.bit(1, 2)  # a zombie got there first

    def test_troll_first(self):
        game, zombies_at_scoring = self.run(["giant_troll_ravage", "zombie_plague"])
        assert game.sheets[0].monsters(Monster.ZOMBIE).bit_count() == zombies_at_scoring
        assert game.destroy_targets() & grid.bit(1, 2)


class TestEnd:
    def test_standings_rank_by_stars_then_fewest_lost_to_monsters(self):
        from cartografove.rules.results import EdictScore, SeasonScore, standings
        from cartografove.rules.scoring import ScoreResult

        def season(points, penalty):
            edict = EdictScore("A", ScoreResult("x", points))
            return SeasonScore(
                0, (edict, EdictScore("B", ScoreResult("y", 0))), 0, ScoreResult("m", penalty)
            )

        result = standings(
            ["Ann", "Ben", "Cid", "Dan", "Eve"],
            [[season(10, 2)], [season(12, 4)], [season(9, 1)], [season(10, 2)], [season(20, 0)]],
        )
        assert [(s.name, s.total, s.rank) for s in result.standings] == [
            ("Eve", 20, 1),
            ("Cid", 8, 2),  # fewest stars lost to monsters among the 8s
            ("Ann", 8, 3),  # still tied: shared place
            ("Dan", 8, 3),
            ("Ben", 8, 5),
        ]
        assert result.tie_broken
        assert [s.name for s in result.winners] == ["Eve"]

    def test_a_tie_that_the_monsters_cannot_break_is_a_shared_victory(self):
        from cartografove.rules.results import EdictScore, SeasonScore, standings
        from cartografove.rules.scoring import ScoreResult

        tied = SeasonScore(
            0,
            (EdictScore("A", ScoreResult("x", 5)), EdictScore("B", ScoreResult("y", 0))),
            0,
            ScoreResult("m", 1),
        )
        result = standings(["Ann", "Ben"], [[tied], [tied]])
        assert [s.name for s in result.winners] == ["Ann", "Ben"]

    @pytest.mark.parametrize(
        ("rating", "title"),
        [
            (30, "p30"),
            (29, "p20"),
            (10, "p10"),
            (0, "0"),
            (-1, "m5"),
            (-5, "m5"),
            (-6, "m10"),
            (-20, "m20"),
            (-30, "m30"),
            (-99, "m30"),
        ],
    )
    def test_solo_titles(self, rating, title):
        assert DATA.solo_title(rating) == title

    def test_solo_rating_subtracts_the_edicts_solo_values(self):
        game = autoplay(Game(Setup(players=("Ann",), seed=8, edicts="first_game")), seed=8)
        solo = game.result.solo
        assert solo.solo_values == 16 + 12 + 14 + 28
        assert solo.rating == game.total(0) - 70
        assert solo.title == DATA.solo_title(solo.rating)


class TestReplayAndUndo:
    def test_replaying_the_decisions_reproduces_the_game(self):
        game = autoplay(Game(Setup(players=names(3), seed=21, side="D")), seed=9)
        again = Game.replay(game.setup, game.decisions)
        assert again.sheets == game.sheets
        assert again.scores == game.scores
        assert again.events == game.events
        assert again.result == game.result

    def test_undo_takes_back_exactly_the_last_decision(self):
        game = find_game(lambda g: True, players=2)
        play_until(game, lambda g: len(g.decisions) == 7, seed=3)
        before = snapshot(game)
        pending = game.pending
        decision = game.legal_decisions()[0]
        game.apply(decision)
        assert game.undo() == decision
        assert snapshot(game) == before and game.pending == pending
        game.apply(decision)  # and the game goes on from there
        assert game.decisions[-1] == decision

    def test_undo_with_nothing_to_undo(self):
        with pytest.raises(IllegalDecision, match="nothing to undo"):
            Game(Setup(players=("Ann",), seed=1)).undo()

    def test_replay_names_the_illegal_decision(self):
        game = find_game(first_card("lagoon"))
        with pytest.raises(IllegalDecision, match="decision 1:"):
            Game.replay(game.setup, [DestroySpace((0, 0))])


class TestEverythingRefusedWhenOver:
    def test_no_decision_after_the_end(self):
        game = autoplay(Game(Setup(players=("Ann",), seed=4)), seed=4)
        with pytest.raises(IllegalDecision, match="over"):
            game.apply(DestroySpace((0, 0)))
        assert len(game.legal_decisions()) == 0


class TestStartingPositions:
    """``Game(setup, sheets=...)``: a game started from drawn sheets (issue 12)."""

    def test_a_game_starts_on_the_given_sheets_and_undo_returns_to_them(self):
        sheet = Sheet.from_rows("C", ["FFF........"] + ["." * 11] * 10)
        game = Game(Setup(players=("P1",), seed=4), sheets=[sheet])
        assert game.sheets[0] == sheet
        game.apply(game.legal_decisions()[0])
        assert game.sheets[0] != sheet and sheet.filled == 0b111
        game.undo()
        assert game.sheets[0] == sheet
        replayed = Game.replay(game.setup, [game.legal_decisions()[0]], sheets=[sheet])
        assert replayed.sheets[0].filled & sheet.filled == sheet.filled

    def test_one_sheet_per_player(self):
        with pytest.raises(ValueError, match="2 players need as many sheets"):
            Game(Setup(players=("P1", "P2"), seed=4), sheets=[Sheet.blank("C")])

    def test_play_through_yields_each_move_with_the_request_it_answered(self):
        setup = Setup(players=("P1", "P2"), seed=5)
        finished = autoplay(Game(setup), seed=5)
        game = Game(setup)
        steps = list(game.play_through(finished.decisions[:10]))
        assert tuple(d for d, _ in steps) == finished.decisions[:10]
        assert all(asked.ask is not None for _, asked in steps)
        assert game.sheets == Game.replay(setup, finished.decisions[:10]).sheets


def test_a_redealt_copy_plays_on_with_the_cards_it_is_given():
    """``redealt`` keeps the cards revealed so far and replaces the rest of the card
    source: with none the copy waits for a card (what a player knows), with a guess
    it plays that guess; the original keeps its own deck."""
    game = Game(Setup(names(1), 7, "C"))
    play_until(game, lambda g: len(g.decisions) >= 3, 7)
    dealt = deal(game.setup).cards
    known = game.redealt()
    assert known.known_cards == game.dealt and known.pending == game.pending
    known.apply(known.legal_decisions().sample(random.Random(1)))
    assert known.pending is not None and known.waiting
    rest = [card for card in catalog().explore_cards if card not in game.revealed]
    guessed = game.redealt(rest[::-1])
    guessed.apply(guessed.legal_decisions().sample(random.Random(1)))
    assert guessed.revealed[-1] == rest[-1]
    assert game.known_cards == len(dealt) and game.revealed == known.revealed[: len(game.revealed)]


def test_a_hint_is_kept_beside_the_log_and_survives_an_undo():
    """Issue 32: the hint shown for the pending move is noted by its place; taking
    the move back keeps it (the move made again counts as hinted); a copy has it;
    the finished game folds a place it never reached onto its last move."""
    game = Game(Setup(players=names(2), seed=4))
    game.note_hint()
    first = game.legal_decisions()[0]
    game.apply(first)
    game.note_hint()
    assert game.hinted == {0, 1}
    seat = game.pending.player
    assert game.hints_of(seat) + game.hints_of(1 - seat) == 2
    game.undo()
    assert game.hinted == {0, 1} and game.copy().hinted == {0, 1}
    finished = autoplay(Game.replay(game.setup, game.decisions, hinted={0, 10_000}), seed=2)
    assert finished.hinted == {0, len(finished.decisions) - 1}
    with pytest.raises(IllegalDecision):
        finished.note_hint()
    with pytest.raises(ValueError):
        finished.with_hints({-1})
