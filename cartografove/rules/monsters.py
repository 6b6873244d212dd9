"""The Heroes monsters' abilities on one sheet (RULES §9).

The Gorgon's gaze and the Troll's ravage ask their player for one of the spaces
given here; the Zombies spread by themselves. When they act is the flow of play's
(:mod:`.flow`).
"""

from __future__ import annotations

from . import effects
from .board import grid
from .board.grid import Bitboard
from .board.sheet import Sheet
from .cards import Monster, Terrain
from .events import Destroyed, Event, ZombiesSpread


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
