"""What a decision does to a sheet, once the game has checked it is legal: the one
place that says so.

Each function takes the one sheet a change concerns and returns the new sheet (a
sheet is read-only: :class:`.board.sheet.Sheet`) and the events that change caused,
the coins it earned included (RULES §6, §9). :func:`decide` picks the one a
decision calls for. The flow of play (:mod:`.flow`) puts the new sheet in
a copy of the game's state; a preview, a computer player looking ahead and the
review apply it to the sheets they are given — so none of them can disagree with
the game about what a decision does.

The monsters' abilities are here too: the spaces the Gorgon's gaze and the Troll's
ravage may destroy, and the Zombies spreading by themselves (RULES §9); when they
act is the flow of play's.
"""

from __future__ import annotations

from typing import Literal

from .board import grid
from .board.grid import Bitboard, Cell
from .board.placement import attack_marks
from .board.sheet import Sheet
from .cards import Monster, Terrain, catalog
from .decisions import (
    Ask,
    Decision,
    DestroySpace,
    DrawFallback,
    DrawMonster,
    DrawShape,
    Pending,
    PlaceHero,
)
from .events import CoinsGained, Destroyed, Drawn, Event, HeroPlaced, ZombiesSpread

CoinReason = Literal["shape", "mountain", "dragon"]


def coins_gained(before: Sheet, after: Sheet, player: int) -> list[Event]:
    """The coins a change from ``before`` to ``after`` earned, by reason: mountain and
    dragon coins are derived from the drawing, so they are noticed by comparing."""
    events: list[Event] = []
    room = after.coins - before.coins
    if room <= 0:
        return events  # nothing earned, or the track was full
    gains: tuple[tuple[CoinReason, int], ...] = (
        ("shape", after.shape_coins - before.shape_coins),
        ("mountain", after.mountain_coins - before.mountain_coins),
        ("dragon", 3 if after.dragon_satisfied and not before.dragon_satisfied else 0),
    )
    for reason, gained in gains:
        amount = min(gained, room)
        if amount > 0:
            room -= amount
            events.append(CoinsGained(player, amount, reason))
    return events


Changed = tuple[Sheet, list[Event]]
"""The sheet a change leaves and the events it caused, its coins last."""


def _hit(events: list[Event], player: int, hit: Bitboard) -> list[Event]:
    if hit:
        events.append(Destroyed(player, hit, "hero"))
    return events


def draw_shape(
    sheet: Sheet, player: int, card: str, decision: DrawShape, *, ruins: bool = False
) -> Changed:
    """An explore card's shape drawn (RULES §5); a coin shape earns its coin (§6). A
    monster shape (Kethra's Gates) drawn on attack marks is destroyed at once (§10)."""
    mask = grid.mask_of(decision.cells)
    after, hit = shape_drawn(sheet, card, decision.shape, mask, decision.terrain)
    events: list[Event] = [Drawn(player, player, card, decision.terrain, mask, ruins=ruins)]
    return after, _hit(events, player, hit) + coins_gained(sheet, after, player)


def shape_drawn(
    sheet: Sheet, card: str, shape: int, mask: Bitboard, terrain: Terrain
) -> tuple[Sheet, Bitboard]:
    """The drawing of an explore card's shape itself, without the events: its spaces
    and, for a coin shape, its coin (RULES §5, §6); also returns the spaces destroyed
    at once (a monster on attack marks, §10). What a computer player looking many
    drawings ahead calls, so it draws exactly as the game does."""
    after, hit = sheet.drawing(mask, terrain)
    if catalog().explore_cards[card].shapes[shape].coin:
        after = after.with_coin()
    return after, hit


def draw_fallback(
    sheet: Sheet, player: int, card: str, decision: DrawFallback, *, ruins: bool = False
) -> Changed:
    """The 1×1 drawn instead of a shape (RULES §5.1, §17.1); a monster drawn on attack
    marks is destroyed at once (§10)."""
    mask = grid.bit(*decision.cell)
    after, hit = sheet.drawing(mask, decision.terrain)
    events: list[Event] = [
        Drawn(player, player, card, decision.terrain, mask, fallback=True, ruins=ruins)
    ]
    return after, _hit(events, player, hit) + coins_gained(sheet, after, player)


def draw_monster(
    sheet: Sheet,
    owner: int,
    drawer: int,
    card: str,
    mask: Bitboard,
    monster: Monster | None,
    *,
    automatic: bool = False,
    fallback: bool = False,
) -> Changed:
    """A monster drawn on ``owner``'s sheet (RULES §7, §8); one drawn on attack marks
    is destroyed at once (§10)."""
    events: list[Event] = [
        Drawn(owner, drawer, card, Terrain.MONSTER, mask, monster, fallback, automatic)
    ]
    after, hit = sheet.drawing(mask, Terrain.MONSTER, monster)
    return after, _hit(events, owner, hit) + coins_gained(sheet, after, owner)


def place_hero(sheet: Sheet, player: int, card: str, decision: PlaceHero) -> Changed:
    """The hero and its attack marks (RULES §10); monsters under the marks fall."""
    marks = attack_marks(card, decision.cell, decision.turn)
    after, hit = sheet.with_hero(decision.cell, marks)
    events: list[Event] = [HeroPlaced(player, card, decision.cell, marks)]
    return after, _hit(events, player, hit) + coins_gained(sheet, after, player)


def destroy(sheet: Sheet, player: int, cell: Cell, cause: Literal["gorgon", "troll"]) -> Changed:
    """A space the Gorgon or the Troll destroys (RULES §9)."""
    after = sheet.destroying(grid.bit(*cell))
    events: list[Event] = [Destroyed(player, grid.bit(*cell), cause)]
    return after, events + coins_gained(sheet, after, player)


def decide(sheet: Sheet, pending: Pending, decision: Decision) -> Changed:
    """Make ``decision``, a legal answer to ``pending``, on ``sheet`` (the pending
    request's sheet): whichever of the changes above it is."""
    card = pending.card
    match decision:
        case DrawShape():
            return draw_shape(sheet, pending.player, card, decision, ruins=pending.ruins)
        case DrawFallback():
            return draw_fallback(sheet, pending.player, card, decision, ruins=pending.ruins)
        case DrawMonster(cells=cells):
            fits = pending.ask is Ask.MONSTER
            monster = catalog().ambush[card].monster if fits else None
            mask = grid.mask_of(cells)
            return draw_monster(
                sheet, pending.sheet, pending.player, card, mask, monster, fallback=not fits
            )
        case PlaceHero():
            return place_hero(sheet, pending.player, card, decision)
        case DestroySpace(cell=cell):
            cause: Literal["gorgon", "troll"] = "gorgon" if pending.ask is Ask.GAZE else "troll"
            return destroy(sheet, pending.sheet, cell, cause)


# --- the monsters' abilities (RULES §9) ----------------------------------------------


def gaze_targets(sheet: Sheet) -> Bitboard:
    """Spaces next to a surviving gorgon that are not mountains, wasteland or already
    destroyed (RULES §9, §19.5)."""
    gorgon = sheet.monsters(Monster.GORGON)
    return grid.neighbours(gorgon) & ~(gorgon | sheet.mountains | sheet.wasteland | sheet.destroyed)


def ravage_targets(sheet: Sheet) -> Bitboard:
    """Empty spaces next to a surviving troll (RULES §9, §19.6)."""
    return grid.neighbours(sheet.monsters(Monster.TROLL)) & sheet.empty


def spread_zombies(sheet: Sheet, player: int) -> Changed:
    """One simultaneous step: every empty neighbour of a surviving zombie becomes a
    zombie; those on attack marks are destroyed at once (RULES §9, §19.3–19.4)."""
    spread = grid.neighbours(sheet.monsters(Monster.ZOMBIE)) & sheet.empty
    if not spread:
        return sheet, []
    after, hit = sheet.drawing(spread, Terrain.MONSTER, Monster.ZOMBIE)
    events: list[Event] = [ZombiesSpread(player, spread)]
    return after, _hit(events, player, hit) + coins_gained(sheet, after, player)
