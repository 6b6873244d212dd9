"""Rule sets: Heroes, the base game and combined play as configurations of one engine
(RULES §17); their validation, their JSON, their saves; the base box's data; base
ambushes (RULES §7, §8, §17.1)."""

from __future__ import annotations

import contextlib
import json
import shutil
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cartografove import names as display_names
from cartografove.paths import resource_path
from cartografove.rules.board import grid
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import SCORING_BACKS, Catalog, DataError, Terrain, catalog
from cartografove.rules.decisions import Ask, DrawMonster
from cartografove.rules.events import CardRevealed, Drawn, SeasonScored
from cartografove.rules.game import Game
from cartografove.rules.save import load_game, write_save
from cartografove.rules.scoring import score
from cartografove.rules.setup import RuleSet, RulesOptions, Setup, SetupError, deal
from tests.random_play import autoplay

from .helpers import PreparedGame, names, play_until, scripted_game

DATA = catalog()
HEROES_BOX, BASE_BOX = DATA.sets("heroes"), DATA.sets("base")
NAMES_TSV = Path(__file__).resolve().parents[2] / "i18n" / "names.tsv"

MIXED_AMBUSHES = ("gorgon_gaze", "goblin_attack", "zombie_plague", "gnoll_raid")
RULE_SETS = {
    "heroes": (RuleSet.heroes(), "D"),
    "base": (RuleSet.base(), "A"),
    "combined-heroes": (RuleSet.combined("heroes", ambushes=MIXED_AMBUSHES), "B"),
    "combined-base-no-heroes": (
        RuleSet.combined("base", seasons="heroes", hero_cards=False),
        "C",
    ),
}


def first_revealed(game: Game) -> list[str]:
    return [e.card for e in game.events if isinstance(e, CardRevealed)]


# --- the base box's data (sheets A and B, explore, ambush, season and scoring cards) ---


class TestBaseData:
    def test_the_base_box(self):
        assert len(BASE_BOX["explore"]) + len(BASE_BOX["ruins"]) == 13
        assert BASE_BOX["ruins"] == ["temple_ruins", "outpost_ruins"]
        assert sum(DATA.card_time(c) for c in BASE_BOX["explore"]) == 16  # RULES §19.26
        assert len(BASE_BOX["ambush"]) == 4 and BASE_BOX["heroes"] == []
        assert len(BASE_BOX["scoring"]) == 16
        assert BASE_BOX["sheets"] == ["A", "B"]
        assert Counter(DATA.scoring[c].back for c in BASE_BOX["scoring"]) == {
            back: 4 for back in SCORING_BACKS
        }

    def test_catalog_explore_is_the_heroes_set_and_explore_cards_holds_both(self):
        assert set(DATA.explore) == set(HEROES_BOX["explore"])
        assert set(DATA.explore_cards) == set(HEROES_BOX["explore"]) | set(BASE_BOX["explore"])

    def test_base_seasons(self):
        assert [s.threshold for s in DATA.season_sets["base"].seasons] == [8, 8, 7, 6]

    @pytest.mark.parametrize(
        ("side", "mountains", "ruins", "wasteland"),
        [
            ("A", [(1, 3), (2, 8), (5, 5), (8, 2), (9, 7)],
             [(1, 5), (2, 1), (2, 9), (8, 1), (8, 9), (9, 5)], []),
            ("B", [(1, 8), (2, 3), (7, 5), (8, 9), (9, 2)],  # K8: (7,5) included
             [(1, 6), (2, 2), (4, 6), (6, 1), (7, 8), (9, 3)],
             [(3, 5), (4, 4), (4, 5), (5, 4), (5, 5), (5, 6), (6, 5)]),
        ],
    )  # fmt: skip
    def test_sheets_a_and_b(self, side, mountains, ruins, wasteland):
        printed = DATA.sheets[side]
        assert printed.mountains == grid.mask_of(mountains)
        assert printed.ruins == grid.mask_of(ruins)  # K9: A's is (2,9), not (2,8)
        assert printed.wasteland == grid.mask_of(wasteland)
        assert printed.coin_track == 14 and printed.set == "base"

    def test_base_ambushes_have_no_monster(self):
        for card in BASE_BOX["ambush"]:
            assert DATA.ambush[card].monster is None
        goblin = DATA.ambush["goblin_attack"]
        assert (goblin.rows, goblin.arrow, goblin.solo_corner) == (
            ["X..", ".X.", "..X"],
            "counterclockwise",
            "bottom_right",
        )
        assert DATA.ambush["gnoll_raid"].rows == ["XX", "X.", "XX"]

    def test_treetop_village_is_k19s_five_cells(self):
        assert DATA.explore_cards["treetop_village"].shapes[0].rows == ["..XX", "XXX."]

    def test_rift_lands_offers_five_terrains_and_no_time(self):
        rift = DATA.explore_cards["rift_lands"]
        assert rift.time == 0 and [t.value for t in rift.terrains] == [
            "forest",
            "village",
            "farm",
            "water",
            "monster",
        ]

    def test_solo_values(self):
        values = {c: DATA.scoring[c].solo_value for c in BASE_BOX["scoring"]}
        assert values["sentinel_wood"] == 25 and values["shoreside_expanse"] == 27
        assert sum(values.values()) == 340

    def test_every_card_id_is_the_last_part_of_a_names_tsv_id(self):
        ids = {line.split("\t")[0] for line in NAMES_TSV.read_text(encoding="utf-8").splitlines()}
        for kind, table in (
            ("explore", DATA.explore_cards),
            ("explore", DATA.ruins),
            ("ambush", DATA.ambush),
            ("hero", DATA.heroes),
            ("scoring", DATA.scoring),
        ):
            for card_id, card in table.items():
                assert f"{card.set}.{kind}.{card_id}" in ids

    def test_every_card_and_side_has_an_english_name(self):
        every = [*DATA.explore_cards, *DATA.ruins, *DATA.ambush, *DATA.heroes, *DATA.scoring]
        assert set(every) <= set(display_names.CARD_NAMES)
        assert set(DATA.scoring) <= set(display_names.SCORING_TEXTS)
        assert set(DATA.sheets) <= set(display_names.SIDE_NAMES)


@pytest.fixture
def data_dir(tmp_path):
    target = tmp_path / "data"
    shutil.copytree(resource_path("data"), target)
    return target


def edit(directory: Path, name: str, change) -> None:
    path = directory / name
    document = json.loads(path.read_text(encoding="utf-8"))
    change(document)
    path.write_text(json.dumps(document), encoding="utf-8")


@pytest.mark.parametrize(
    ("name", "change", "message"),
    [
        (
            "explore_cards.json",
            lambda d: d["ruins_cards"][0].update(shapes=[{"rows": ["X"]}]),
            r"explore_cards\.json: field ruins_cards\.0\.shapes: Extra inputs",
        ),
        (
            "explore_cards.json",
            lambda d: d["ruins_cards"][1].update(time=2),
            r"explore_cards\.json: field ruins_cards\.1\.time",
        ),
        (
            "explore_cards.json",
            lambda d: d["ruins_cards"][1].update(id="rift_lands"),
            r"explore_cards\.json: id 'rift_lands' is also used",
        ),
        (
            "ambush_cards.json",
            lambda d: d["ambush_cards"][4].update(monster="dragon"),
            r"ambush_cards\.json: field ambush_cards\.4: .*base-game ambush cards have no",
        ),
        (
            "ambush_cards.json",
            lambda d: d["ambush_cards"][0].update(monster=None),
            r"ambush_cards\.json: field ambush_cards\.0: .*name their monster",
        ),
        (
            "sheets.json",
            lambda d: d["sheets"][0].update(set="expansion"),
            r"sheets\.json: field sheets\.0\.set",
        ),
    ],
)
def test_bad_base_data_names_the_file_and_the_field(data_dir, name, change, message):
    edit(data_dir, name, change)
    with pytest.raises(DataError, match=message):
        Catalog(data_dir)


# --- the rule sets ---------------------------------------------------------------------


class TestPresets:
    def test_heroes_is_the_default_and_changes_nothing(self):
        assert RuleSet() == RuleSet.heroes()
        setup = Setup(players=("Ann",), seed=1)
        assert setup.rules == RuleSet.heroes()
        assert setup.side == "C" and setup.options == RulesOptions()
        heroes = RuleSet.heroes()
        assert heroes.ambushes == tuple(HEROES_BOX["ambush"])
        assert heroes.scoring == tuple(HEROES_BOX["scoring"])
        assert heroes.hero_cards and not heroes.ruins
        assert heroes.sides == ("C", "D")

    def test_base(self):
        base = RuleSet.base()
        assert (base.explore, base.seasons, base.hero_cards, base.ruins) == (
            "base",
            "base",
            False,
            True,
        )
        assert base.sides == ("A", "B")
        assert base.ambushes == tuple(BASE_BOX["ambush"])
        assert base.default_options() == RulesOptions(fallback_terrains="chosen")
        setup = Setup(players=("Ann",), seed=1, rules=base)
        assert setup.side == "A" and setup.options.fallback_terrains == "chosen"

    def test_combined_defaults(self):
        rules = RuleSet.combined()
        assert rules.ruins and rules.hero_cards
        assert rules.sides == ("A", "B", "C", "D")
        assert rules.ambushes == tuple(HEROES_BOX["ambush"])
        assert set(rules.scoring) == set(DATA.scoring)
        assert RuleSet.combined("base").ambushes == tuple(BASE_BOX["ambush"])
        assert RuleSet.combined("base").seasons == "base"
        assert rules.default_options() == RulesOptions()

    def test_choices_are_kept_in_data_order(self):
        one = RuleSet.combined(ambushes=MIXED_AMBUSHES)
        two = RuleSet.combined(ambushes=tuple(reversed(MIXED_AMBUSHES)))
        assert one == two

    def test_the_explore_deck(self):
        assert RuleSet.heroes().explore_deck == tuple(HEROES_BOX["explore"])
        assert RuleSet.base().explore_deck == (*BASE_BOX["explore"], *BASE_BOX["ruins"])
        assert RuleSet.combined().explore_deck == (*HEROES_BOX["explore"], *BASE_BOX["ruins"])


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"mode": "expansion"}, "unknown rule set 'expansion'"),
        ({"mode": "combined", "explore": "both"}, "unknown explore set 'both'"),
        ({"mode": "combined", "seasons": "winter"}, "unknown season set 'winter'"),
        ({"mode": "combined", "hero_cards": "yes"}, "hero_cards must be true or false"),
        ({"mode": "combined", "ambushes": ("goblin_attack",)}, "exactly four ambush cards"),
        (
            {"mode": "combined", "ambushes": ("goblin_attack",) * 4},
            "'goblin_attack' is listed twice",
        ),
        ({"mode": "combined", "ambushes": ("nope", "a", "b", "c")}, "unknown ambush card"),
        ({"mode": "combined", "scoring": ("sentinel_wood",)}, "at least one farm\\+water card"),
        ({"mode": "combined", "scoring": ("x",)}, "unknown scoring card 'x'"),
        ({"explore": "base"}, "Heroes rule set uses the heroes explore set; choose the combined"),
        ({"seasons": "base"}, "Heroes rule set uses the heroes season cards"),
        ({"hero_cards": False}, "Heroes rule set uses hero cards"),
        ({"ambushes": MIXED_AMBUSHES}, "Heroes rule set uses the heroes ambush cards"),
        (
            {"scoring": ("sentinel_wood", "canal_lake", "wildholds", "silos")},
            "Heroes rule set draws heroes scoring cards only",
        ),
        ({"mode": "base", "explore": "base", "seasons": "base"}, "base-game rule set has no hero"),
        ({"mode": "base"}, "base-game rule set uses the base explore set"),
    ],
)
def test_a_bad_rule_set_says_which_part_is_wrong(kwargs, message):
    with pytest.raises(SetupError, match=message):
        RuleSet(**kwargs)


class TestSetupWithRules:
    def test_the_side_must_suit_the_rule_set(self):
        with pytest.raises(SetupError, match="side C is not used by the base rule set"):
            Setup(players=("Ann",), seed=1, side="C", rules=RuleSet.base())
        with pytest.raises(SetupError, match="side A is not used by the heroes rule set"):
            Setup(players=("Ann",), seed=1, side="A")
        with pytest.raises(SetupError, match="unknown sheet side 'Z'"):
            Setup(players=("Ann",), seed=1, side="Z", rules=RuleSet.combined())
        for side in "ABCD":
            assert Setup(players=("Ann",), seed=1, side=side, rules=RuleSet.combined()).side == side

    def test_the_base_game_names_no_first_game(self):
        with pytest.raises(SetupError, match="base game names no first-game edicts"):
            Setup(players=("Ann",), seed=1, edicts="first_game", rules=RuleSet.base())
        setup = Setup(players=("Ann",), seed=1, edicts="first_game", rules=RuleSet.combined())
        assert Game(setup).edicts == DATA.first_game

    def test_hero_options_need_heroes(self):
        base = RuleSet.base()
        with pytest.raises(SetupError, match="with_hero needs the hero cards"):
            Setup(("Ann",), 1, options=RulesOptions(fallback_terrains="with_hero"), rules=base)
        with pytest.raises(SetupError, match="wildcard option needs the hero cards"):
            Setup(("Ann",), 1, options=RulesOptions(hero_wildcard=True), rules=base)
        combined = RuleSet.combined()
        with pytest.raises(SetupError, match="alternative readings"):
            Setup(("Ann",), 1, "A", options=RulesOptions(True, "with_hero", True), rules=combined)
        with pytest.raises(SetupError, match="reading of combined play only"):
            Setup(("Ann",), 1, options=RulesOptions(hero_wildcard=True))
        wildcard = Setup(("Ann",), 1, "A", options=RulesOptions(hero_wildcard=True), rules=combined)
        assert wildcard.options.hero_wildcard

    def test_chosen_edicts_may_come_from_either_box(self):
        chosen = ("sentinel_wood", "craylund", "great_city", "silos")
        for rules, side in RULE_SETS.values():
            game = Game(Setup(("Ann",), 1, side, chosen, rules=rules))
            assert game.edicts == chosen

    def test_random_edicts_come_from_the_pool(self):
        pool = ("sentinel_wood", "treetower", "canal_lake", "wildholds", "lost_barony")
        rules = RuleSet.combined(scoring=pool)
        for seed in range(20):
            edicts = Game(Setup(("Ann",), seed, "A", rules=rules)).edicts
            assert set(edicts) <= set(pool)
            assert sorted(DATA.scoring[c].back for c in edicts) == sorted(SCORING_BACKS)
        for seed in range(20):
            edicts = Game(Setup(("Ann",), seed, "B", rules=RuleSet.base())).edicts
            assert set(edicts) <= set(BASE_BOX["scoring"])


class TestJson:
    @pytest.mark.parametrize("name", RULE_SETS)
    def test_round_trip(self, name):
        rules, side = RULE_SETS[name]
        setup = Setup(names(3), 42, side, "random", rules=rules)
        again = Setup.from_json(json.loads(json.dumps(setup.to_json())))
        assert again == setup

    def test_an_old_setup_without_rules_is_a_heroes_game(self):
        old = {
            "players": ["Ann"],
            "seed": 1,
            "side": "D",
            "edicts": "random",
            "options": {"hero_pattern_turns": True, "fallback_terrains": "standard"},
        }
        setup = Setup.from_json(old)
        assert setup.rules == RuleSet.heroes() and setup.options == RulesOptions()

    def test_missing_parts_take_the_rule_sets_defaults(self):
        setup = Setup.from_json({"players": ["Ann"], "seed": 1, "rules": {"mode": "base"}})
        assert setup.rules == RuleSet.base() and setup.side == "A"
        assert setup.options.fallback_terrains == "chosen"
        partial = Setup.from_json(
            {"players": ["Ann"], "seed": 1, "rules": {"mode": "base"}, "options": {}}
        )
        assert partial.options.fallback_terrains == "chosen"

    @pytest.mark.parametrize(
        ("rules", "message"),
        [
            ([], "rules must be an object"),
            ({"mode": 3}, "unknown rule set 3"),
            ({"colour": "red"}, "unknown rules field 'colour'"),
            ({"mode": "combined", "ambushes": "goblin_attack"}, "list of card ids"),
            ({"mode": "combined", "ambushes": []}, "non-empty list"),
            ({"mode": "combined", "scoring": [1, 2]}, "list of card ids"),
            ({"mode": "combined", "hero_cards": 1}, "hero_cards must be true or false"),
            ({"mode": "combined", "explore": ["base"]}, "unknown explore set"),
        ],
    )
    def test_bad_rules_in_json(self, rules, message):
        with pytest.raises(SetupError, match=message):
            Setup.from_json({"players": ["Ann"], "seed": 1, "side": "A", "rules": rules})

    @pytest.mark.slow
    @settings(max_examples=300, deadline=None, database=None)
    @given(st.data())
    def test_fuzzed_setups_only_raise_setup_errors(self, data):
        values = st.recursive(
            st.none()
            | st.booleans()
            | st.integers(-5, 5)
            | st.sampled_from(["heroes", "base", "combined", "A", "goblin_attack", "silos"])
            | st.text(max_size=4),
            lambda children: (
                st.lists(children, max_size=5)
                | st.dictionaries(st.text(max_size=6), children, max_size=3)
            ),
            max_leaves=8,
        )
        document = {
            "players": ["Ann", "Ben"],
            "seed": 1,
            "side": "A",
            "edicts": "random",
            "options": {"hero_pattern_turns": True, "fallback_terrains": "standard"},
            "rules": RuleSet.combined(ambushes=MIXED_AMBUSHES).to_json(),
        }
        for key in data.draw(
            st.lists(
                st.sampled_from(
                    ["mode", "explore", "seasons", "ambushes", "hero_cards", "scoring", "x"]
                ),
                max_size=3,
            )
        ):
            document["rules"][key] = data.draw(values)
        if data.draw(st.booleans()):
            document[data.draw(st.sampled_from(["side", "options", "rules", "edicts"]))] = (
                data.draw(values)
            )
        with contextlib.suppress(SetupError):
            Game(Setup.from_json(document))


# --- whole games of every rule set --------------------------------------------------


class TestGames:
    @pytest.mark.parametrize("name", RULE_SETS)
    def test_the_deck_at_the_start(self, name):
        rules, side = RULE_SETS[name]
        cards = Counter(deal(Setup(("Ann",), 5, side, rules=rules)).decks[0])
        explore = set(DATA.sets(rules.explore)["explore"])
        ruins = set(BASE_BOX["ruins"]) if rules.ruins else set()
        assert {c for c in cards if c in DATA.explore_cards} == explore
        assert {c for c in cards if c in DATA.ruins} == ruins
        assert len([c for c in cards if c in DATA.ambush]) == 1
        assert {c for c in cards if c in DATA.ambush} <= set(rules.ambushes)
        assert len([c for c in cards if c in DATA.heroes]) == (1 if rules.hero_cards else 0)
        assert sum(cards.values()) == len(explore | ruins) + 1 + rules.hero_cards

    @pytest.mark.parametrize("name", RULE_SETS)
    def test_a_whole_game(self, name):
        rules, side = RULE_SETS[name]
        game = autoplay(Game(Setup(names(3), 8, side, rules=rules)), seed=8)
        assert game.over and game.result is not None
        assert [s.threshold for s in game.seasons] == [
            s.threshold for s in DATA.season_sets[rules.seasons].seasons
        ]
        revealed = [e.card for e in game.events if isinstance(e, CardRevealed)]
        decks = deal(game.setup).decks
        specials = {c for deck in decks for c in deck if c in DATA.ambush or c in DATA.heroes}
        assert {c for c in revealed if c in DATA.ambush or c in DATA.heroes} <= specials
        assert Counter(c in DATA.ambush for c in specials)[True] == 4
        assert Counter(c in DATA.heroes for c in specials)[True] == (4 if rules.hero_cards else 0)
        if not rules.hero_cards:  # hero terrain only comes with hero cards (§17)
            assert not any(sheet.drawn[Terrain.HERO] for sheet in game.sheets)
        again = Game.replay(game.setup, game.decisions)
        assert again.sheets == game.sheets and again.result == game.result

    def test_base_summer_is_eight(self):
        game = Game(Setup(("Ann",), 1, "A", rules=RuleSet.base()))
        assert [s.threshold for s in game.seasons] == [8, 8, 7, 6]

    @pytest.mark.parametrize("name", RULE_SETS)
    def test_a_save_of_each_rule_set_round_trips(self, name, tmp_path):
        rules, side = RULE_SETS[name]
        game = Game(Setup(names(2), 13, side, rules=rules))
        play_until(game, lambda g: len(g.decisions) >= 30, seed=2)
        write_save(tmp_path / "game", game)
        loaded, saved = load_game(tmp_path / "game")
        assert saved.setup == game.setup
        assert loaded.sheets == game.sheets and loaded.pending == game.pending
        finished = autoplay(Game(Setup(("Ann",), 13, side, rules=rules)), seed=1)
        write_save(tmp_path / "done", finished)
        assert load_game(tmp_path / "done")[0].result == finished.result

    def test_undo_in_a_base_game(self):
        game = Game(Setup(names(2), 21, "B", rules=RuleSet.base()))
        play_until(game, lambda g: len(g.decisions) == 12, seed=3)
        pending, sheets = game.pending, game.sheets
        decision = game.legal_decisions()[0]
        game.apply(decision)
        assert game.undo() == decision
        assert game.pending == pending and game.sheets == sheets

    def test_solo_rating_uses_base_solo_values(self):
        chosen = ("sentinel_wood", "canal_lake", "wildholds", "borderlands")
        game = autoplay(Game(Setup(("Ann",), 3, "A", chosen, rules=RuleSet.base())), seed=3)
        assert game.result.solo.solo_values == 25 + 24 + 16 + 24


class TestBaseAmbushes:
    def test_multiplayer_pass_follows_the_arrow_and_draws_no_initial(self):
        setup = Setup(names(3), 1, "A", rules=RuleSet.base())
        # Bugbear Assault is clockwise: each player draws on the previous seat's sheet
        game = scripted_game(setup, [Sheet.blank("A")] * 3, ["bugbear_assault"])
        for drawer, owner in enumerate([2, 0, 1]):
            pending = game.pending
            assert (pending.ask, pending.player, pending.sheet) == (Ask.MONSTER, drawer, owner)
            game.apply(game.legal_decisions()[0])
        for sheet in game.sheets:
            assert sheet.monsters().bit_count() == 4
            assert not any(sheet.initials.values())

    def test_counter_clockwise_goblins(self):
        setup = Setup(names(3), 1, "A", rules=RuleSet.base())
        game = scripted_game(setup, [Sheet.blank("A")] * 3, ["goblin_attack"])
        assert (game.pending.player, game.pending.sheet) == (0, 1)

    def test_a_monster_that_does_not_fit_is_one_space(self):
        rows = ["A.A.A.A.A.A", "AAAMAAAAAAA"] + ["AAAAAAAAAAA"] * 9
        rows[2] = "AAAAAAAAMAA"
        rows[5] = "AAAAAMAAAAA"
        rows[8] = "AAMAAAAAAAA"
        rows[9] = "AAAAAAAMAAA"
        full = Sheet.from_rows("A", rows)
        game = scripted_game(
            Setup(names(2), 1, "A", rules=RuleSet.base()), [full, full], ["gnoll_raid"]
        )
        assert game.pending.ask is Ask.MONSTER_FALLBACK
        game.apply(DrawMonster(((0, 1),)))
        drawn = next(e for e in game.events if isinstance(e, Drawn))
        assert drawn.fallback and drawn.monster is None

    def test_solo_walk_and_no_ability(self):
        game = scripted_game(
            Setup(("Ann",), 1, "A", rules=RuleSet.base()), [Sheet.blank("A")], ["gnoll_raid"]
        )
        drawn = next(e for e in game.events if isinstance(e, Drawn))
        assert drawn.automatic and drawn.cells == ((0, 0), (0, 1), (1, 0), (2, 0), (2, 1))
        assert game.ambushes == ("gnoll_raid",)
        assert game.ambushes_in_play == ()  # back to the box (RULES §17.1)
        assert game.pending.ask is not Ask.GAZE

    def test_heroes_ambushes_stay_in_play_when_mixed(self):
        rules = RuleSet.combined(ambushes=MIXED_AMBUSHES)
        game = scripted_game(
            Setup(("Ann",), 1, "C", rules=rules),
            [Sheet.blank("C")],
            ["zombie_plague", "goblin_attack"],
        )
        assert game.ambushes == ("zombie_plague", "goblin_attack")
        assert game.ambushes_in_play == ("zombie_plague",)


def test_a_heroes_setup_is_written_as_before_the_base_game():
    setup = Setup(("Ann", "Ben"), 7, "D", "first_game")
    assert setup.to_json() == {
        "players": ["Ann", "Ben"],
        "seed": 7,
        "side": "D",
        "edicts": "first_game",
        "options": {"hero_pattern_turns": True, "fallback_terrains": "standard"},
    }
    wildcard = Setup(
        ("Ann",), 7, options=RulesOptions(hero_wildcard=True), rules=RuleSet.combined()
    )
    assert wildcard.to_json()["options"]["hero_wildcard"] is True
    assert "rules" in Setup(("Ann",), 7, rules=RuleSet.combined()).to_json()


def test_the_wildcard_option_is_used_when_a_season_is_scored():
    rows = ["HHHHHHHHHHH", *DATA.sheets["A"].rows[1:]]
    chosen = ("sentinel_wood", "canal_lake", "wildholds", "borderlands")
    options = RulesOptions(hero_wildcard=True)
    setup = Setup(("Ann",), 4, "A", chosen, options, RuleSet.combined())
    game = play_until(PreparedGame(setup, [Sheet.from_rows("A", rows)]), lambda g: g.scores[0])
    sheet = next(e for e in game.events if isinstance(e, SeasonScored)).sheets[0]
    sentinel = game.scores[0][0].edicts[0].result
    assert sentinel == score("sentinel_wood", sheet, hero_wildcard=True)
    heroes_on_edge = (sheet.terrain(Terrain.HERO) & grid.BORDER).bit_count()
    assert heroes_on_edge > 0
    assert sentinel.points == score("sentinel_wood", sheet).points + heroes_on_edge
