"""The Heroes monsters' abilities on one sheet (RULES §9).

An ambush card's monster is drawn by every player on a neighbour's sheet, or by the
corner walk in a solo game (RULES §7, §8); the Gorgon's gaze and the Troll's ravage
ask their player for a space, the Zombies spread by themselves. These are the parts
of the flow of play (:mod:`.game`) where monsters act: each yields the
:class:`~.decisions.Pending` request it waits for, changes the given sheets and
appends to the given events.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import effects
from .board import grid
from .board.grid import Bitboard
from .board.placement import legal_placements, solo_ambush_cells
from .board.sheet import Sheet
from .cards import Monster, Terrain, catalog
from .decisions import Ask, DestroySpace, DrawMonster, Flow, Pending
from .events import Destroyed, Event, NothingDrawn, ZombiesSpread


def gaze_targets(sheet: Sheet) -> Bitboard:
    """Spaces next to a surviving gorgon that are not mountains, wasteland or already
    destroyed (RULES §9, §19.5)."""
    gorgon = sheet.monsters(Monster.GORGON)
    return grid.neighbours(gorgon) & ~(gorgon | sheet.mountains | sheet.wasteland | sheet.destroyed)


def ravage_targets(sheet: Sheet) -> Bitboard:
    """Empty spaces next to a surviving troll (RULES §9, §19.6)."""
    return grid.neighbours(sheet.monsters(Monster.TROLL)) & sheet.empty


def spread_zombies(sheet: Sheet, player: int) -> list[Event]:
    """One simultaneous step: every empty neighbour of a surviving zombie becomes a
    zombie; those on attack marks are destroyed at once (RULES §9, §19.3–19.4)."""
    with effects.coins_watched(sheet, player) as events:
        spread = grid.neighbours(sheet.monsters(Monster.ZOMBIE)) & sheet.empty
        if spread:
            events.append(ZombiesSpread(player, spread))
            hit = sheet.draw(spread, Terrain.MONSTER, Monster.ZOMBIE)
            if hit:
                events.append(Destroyed(player, hit, "hero"))
    return events


def ambush(card: str, sheets: Sequence[Sheet], events: list[Event]) -> Flow:
    """Each player draws the monster on the sheet passed to them in the arrow's
    direction (RULES §7); players act in seat order."""
    data = catalog().ambush[card]
    n = len(sheets)
    for drawer in range(n):
        owner = (drawer - 1) % n if data.arrow == "clockwise" else (drawer + 1) % n
        sheet = sheets[owner]
        if not sheet.empty:
            events.append(NothingDrawn(owner, card, "sheet_full"))
            continue
        fits = bool(legal_placements(sheet, card))
        decision = yield Pending(Ask.MONSTER if fits else Ask.MONSTER_FALLBACK, drawer, owner, card)
        assert isinstance(decision, DrawMonster)
        monster = data.monster if fits else None
        mask = grid.mask_of(decision.cells)
        events += effects.draw_monster(sheet, owner, drawer, card, mask, monster, fallback=not fits)
        yield from gaze(card, drawer, owner, sheets, events)


def solo_ambush(card: str, sheet: Sheet, events: list[Event]) -> Flow:
    """The corner walk draws the monster; no fallback (RULES §8, §8.2)."""
    cells = solo_ambush_cells(sheet, card)
    if cells is None:
        events.append(NothingDrawn(0, card, "no_place"))
        return
    monster = catalog().ambush[card].monster
    events += effects.draw_monster(sheet, 0, 0, card, grid.mask_of(cells), monster, automatic=True)
    yield from gaze(card, 0, 0, [sheet], events)


def gaze(card: str, chooser: int, owner: int, sheets: Sequence[Sheet], events: list[Event]) -> Flow:
    """Gorgon Gaze: right after the Gorgon is drawn, its drawer destroys one
    neighbouring space (RULES §9, §19.5, §19.22)."""
    if catalog().ambush[card].monster is not Monster.GORGON:
        return
    sheet = sheets[owner]
    if not gaze_targets(sheet):
        return
    decision = yield Pending(Ask.GAZE, chooser, owner, card)
    assert isinstance(decision, DestroySpace)
    events += effects.destroy(sheet, owner, decision.cell, "gorgon")


def ongoing_effects(ambushes: Sequence[str], sheets: Sequence[Sheet], events: list[Event]) -> Flow:
    """After scoring, the monsters act: ambush cards in reveal order, each on every
    sheet (RULES §12.4, §19.28)."""
    data = catalog()
    for card in ambushes:
        monster = data.ambush[card].monster
        for player, sheet in enumerate(sheets):
            if monster is Monster.ZOMBIE:
                events += spread_zombies(sheet, player)
            elif monster is Monster.TROLL and ravage_targets(sheet):
                decision = yield Pending(Ask.RAVAGE, player, player, card)
                assert isinstance(decision, DestroySpace)
                events += effects.destroy(sheet, player, decision.cell, "troll")
