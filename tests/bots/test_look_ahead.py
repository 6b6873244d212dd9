"""Heroes, the Gorgon's gaze and the Troll's ravage looked at ahead (issue 26).

Each test builds a position — a sheet, the cards revealed so far, the request —
where the answer that looks best one ply deep (hard's yardstick, :func:`ranked`,
which is how hard answers these requests) is wrong because of what the next card
brings: the season ends, and a zombie spreads into every empty space beside it
(RULES §9). The expert's play-out (:mod:`cartografove.bots.search`) plays the
season's end with the engine and sees it; the yardstick does not.

The positions are built by playing a scripted deck on a prepared sheet: the
shapes of the cards before the request go where they change nothing that
matters (the ``spare`` rows), so the request comes at the end of a season.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cartografove.bots import make, view_of
from cartografove.bots.players import Option, _distinct
from cartografove.rules.board import grid
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.components import Monster
from cartografove.rules.decisions import Ask, Decision, DestroySpace, PlaceHero
from cartografove.rules.game import Game
from cartografove.rules.preview import effect
from cartografove.rules.scoring import monster_penalty
from cartografove.rules.setup import Setup

# Edicts that do not care whether the spaces in question are filled or destroyed.
EDICTS = ("faunlost_thicket", "craylund", "caravansary", "starlit_sigil")
ASKS = (Ask.HERO, Ask.GAZE, Ask.RAVAGE)


def build(
    rows: Sequence[str],
    cards: Sequence[str],
    spare: Callable[[grid.Cell], bool],
    players: int = 1,
    monster_at: Sequence[grid.Cell] = (),
) -> Game:
    """The game on ``rows`` (the first player's sheet; the others blank) whose deck
    is ``cards``, played up to the first hero, gaze or ravage on the first map:
    every shape drawn on ``spare`` spaces, a neighbour's monster on the first map
    over ``monster_at``."""
    setup = Setup(tuple(f"P{n + 1}" for n in range(players)), 1, "C", edicts=EDICTS)
    sheets = [Sheet.from_rows("C", rows), *[Sheet.blank("C")] * (players - 1)]
    game = Game(setup, sheets=sheets, cards=cards)
    while game.pending is not None and not (game.pending.ask in ASKS and game.pending.sheet == 0):
        legal = list(game.legal_decisions())
        if game.pending.ask is Ask.MONSTER and game.pending.sheet == 0:
            decision = next(d for d in legal if set(d.cells) == set(monster_at))
        else:
            decision = next(d for d in legal if all(spare(cell) for cell in d.cells))
        game.apply(decision)
    assert game.pending is not None and game.pending.ask in ASKS
    return game


def answers(game: Game) -> tuple[Decision, Decision]:
    """The one-ply answer (hard's) and the expert's, from the same player's view."""
    view = view_of(game)
    return make("hard", 0).choose(view), make("expert", 0).choose(view)


def after_the_season(game: Game, decision: Decision, spare: Callable[[grid.Cell], bool]) -> Sheet:
    """The first map once ``decision`` is taken and the season has ended: the next
    card's shape on spare spaces, the scoring and the zombies' spreading done."""
    game = game.copy()
    game.apply(decision)
    season = game.season
    while game.season == season and game.pending is not None:
        legal = list(game.legal_decisions())
        game.apply(next(d for d in legal if all(spare(cell) for cell in getattr(d, "cells", ()))))
    return game.sheets[0]


def zombies(sheet: Sheet) -> int:
    """The zombie spaces that are not destroyed."""
    return (sheet.monsters(Monster.ZOMBIE) & ~sheet.destroyed).bit_count()


HERO_ROWS = [
    "...........",
    ".M.........",
    ".....mm....",  # a monster without initial: six empty spaces beside it
    "........M..",
    "...........",
    "...M.......",
    "...........",  # a neighbour draws the zombie at G7: four beside it
    "...........",
    ".........M.",
    ".....M.....",
    "...........",
]


def test_a_hero_kills_the_zombie_before_it_spreads_not_the_bigger_monster():
    """Freyla's line of marks can kill the two-space monster (six empty spaces
    beside it) or the zombie (four). One ply deep the bigger monster is worth
    more; the next card ends spring, and the zombie spreads into its four
    neighbours: the expert kills the zombie."""

    def spare(cell: grid.Cell) -> bool:
        return cell[0] >= 8

    cards = [
        "zombie_plague",
        "wildwood_garden",
        "hillside_terrace",
        "coastal_encampment",
        "timber_grove",
        "freyla",
        "pasture",
        "lagoon",
        "settlement",
    ]
    game = build(HERO_ROWS, cards, spare, players=2, monster_at=[(6, 6)])
    assert game.pending is not None and game.pending.card == "freyla" and game.time == 7
    one_ply, expert = answers(game)
    assert isinstance(one_ply, PlaceHero) and isinstance(expert, PlaceHero)
    zombie, monster = grid.bit(6, 6), grid.bit(2, 5) | grid.bit(2, 6)
    one_ply_marks = effect(game.sheets[0], game.pending, one_ply).attack
    expert_marks = effect(game.sheets[0], game.pending, expert).attack
    assert one_ply_marks & monster == monster and not one_ply_marks & zombie
    assert expert_marks & zombie
    # what the one-ply player does not see: the zombie has spread at spring's end
    spread, stopped = after_the_season(game, one_ply, spare), after_the_season(game, expert, spare)
    assert zombies(spread) == 5 and zombies(stopped) == 0
    assert monster_penalty(spread) > monster_penalty(stopped)


GAZE_ROWS = [
    "...........",
    ".M.........",
    "...........",
    "........M..",
    ".FFVVVAAAWW",
    ".FVMVVAAWWW",
    ".AVVVFFFWWA",
    ".AVVVFFFFWA",
    ".AFFVVF.FMF",  # I8 is empty, and shut in but for J8
    ".WAAFMz..F.",  # a zombie at J7 whose one way out is J8; the gorgon lands on J9, J11, K10
    ".WAAFFF.F..",  # K8 is empty, and shut in but for J8
]


def test_a_gaze_shuts_the_zombies_way_out():
    """Alone, the Gorgon lands in the bottom right corner and looks at J8 (the one
    empty space beside the zombie) or K11 (a pocket no shape can fill). One ply
    deep the pocket is worth destroying; the next card ends spring, the zombie
    spreads into J8 and puts I8 and K8 beside a monster for good."""

    def spare(cell: grid.Cell) -> bool:
        return cell[0] <= 3 and cell[1] >= 2

    cards = [
        "zombie_plague",
        "wildwood_garden",
        "hillside_terrace",
        "coastal_encampment",
        "timber_grove",
        "gorgon_gaze",
        "pasture",
        "lagoon",
        "settlement",
    ]
    game = build(GAZE_ROWS, cards, spare)
    assert game.pending is not None and game.pending.ask is Ask.GAZE and game.time == 7
    one_ply, expert = answers(game)
    way_out = DestroySpace((9, 7))
    assert one_ply == DestroySpace((10, 10)) and expert == way_out
    spread, stopped = after_the_season(game, one_ply, spare), after_the_season(game, expert, spare)
    assert spread.monsters(Monster.ZOMBIE) & grid.bit(9, 7)
    assert monster_penalty(spread) > monster_penalty(stopped)


RAVAGE_ROWS = [
    "......F....",  # A8: shut in beside the troll (it lands on A9, A10, A11 and B10)
    ".M....FFF.F",
    ".......F..z",  # a zombie at C11 whose one way out is C10, beside the troll
    "........M.F",
    "FFFVVVAAAWW",
    "FFVMVVAAWWW",
    "AAVVVFFFWWA",
    "...........",
    ".........M.",
    ".....M.....",
    "...........",
]


def test_a_ravage_shuts_the_zombies_way_out():
    """Alone, the troll came before the zombie, so after spring's scoring it ravages
    first and the zombie spreads right after (in the order the cards came,
    RULES §12.4). One ply deep A8, a pocket beside the troll, is the space to
    destroy; the expert destroys C10 and the zombie stays shut in."""

    def spare(cell: grid.Cell) -> bool:
        return cell[0] >= 7

    cards = [
        "giant_troll_ravage",
        "zombie_plague",
        "wildwood_garden",
        "hillside_terrace",
        "coastal_encampment",
        "mangrove_swamp",
        "pasture",
        "lagoon",
        "settlement",
    ]
    game = build(RAVAGE_ROWS, cards, spare)
    assert game.pending is not None and game.pending.ask is Ask.RAVAGE and game.scored == 1
    one_ply, expert = answers(game)
    way_out = DestroySpace((2, 9))
    assert one_ply == DestroySpace((0, 7)) and expert == way_out
    spread, stopped = game.copy(), game.copy()
    spread.apply(one_ply)
    stopped.apply(expert)  # the zombie spreads as soon as the troll is done
    assert spread.sheets[0].monsters(Monster.ZOMBIE) & grid.bit(2, 9)
    assert zombies(spread.sheets[0]) > zombies(stopped.sheets[0])


def test_the_expert_weighs_every_space_a_gaze_may_destroy_and_every_turn_of_a_hero():
    """The search is handed the best answers leaving different sheets. Destroying
    a space or turning a hero's marks changes no terrain layer, so telling sheets
    apart by their terrain alone handed the search one gaze, one ravage and one
    turn per hero space: it answered them one ply deep."""
    base = Sheet.from_rows("C", GAZE_ROWS)
    gazes = [
        Option(DestroySpace(cell), base.destroying(grid.bit(*cell)), 0.0)
        for cell in ((9, 7), (10, 10))
    ]
    assert [option.decision for option in _distinct(gazes, 6)] == [g.decision for g in gazes]
    turns = [
        Option(PlaceHero((4, 4), turn), base.with_hero((4, 4), marks)[0], 0.0)
        for turn, marks in ((0, grid.bit(4, 5)), (2, grid.bit(5, 4)))
    ]
    assert len(_distinct(turns, 6)) == 2
