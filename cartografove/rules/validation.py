"""Whether a decision may be applied, and every decision that may.

:func:`check` looks at a decision completely before the game changes anything: an
illegal one raises :class:`~.decisions.IllegalDecision` with a code the app
translates, and the game stays exactly as it was. Decisions are well-typed by
construction (:mod:`.decisions` checks every field), so here only the rules are
checked: is it the answer the game waits for, on the map, empty, the card's shape.
"""

from __future__ import annotations

from collections.abc import Sequence

from .board import grid
from .board.grid import Bitboard, Cell
from .board.placement import Placement, attack_marks, hero_turns, legal_placements
from .board.sheet import Sheet
from .cards import BASIC_TERRAINS, Terrain, catalog
from .decisions import (
    ANSWERS,
    Ask,
    DestroySpace,
    DrawFallback,
    DrawMonster,
    DrawShape,
    IllegalDecision,
    LegalDecisions,
    Pending,
    PlaceHero,
)
from .effects import gaze_targets, ravage_targets
from .setup import RulesOptions

# What the standard 1×1 fallback may be (RULES §5.1).
FALLBACK_TERRAINS = (*BASIC_TERRAINS, Terrain.MONSTER)


def fallback_terrains(options: RulesOptions, card: str, *, ruins: bool) -> tuple[Terrain, ...]:
    """What a 1×1 fallback may be filled with (RULES §5.1, §18 K1; a rules option).

    The ruins fallback (``ruins``; RULES §17.1) is any terrain even where the
    ordinary one is the chosen terrain: the base rulebook words the two
    differently ([S003])."""
    match options.fallback_terrains:
        case "with_hero":
            return (*FALLBACK_TERRAINS, Terrain.HERO)
        case "chosen" if not ruins:
            return tuple(catalog().explore_cards[card].terrains)
    return FALLBACK_TERRAINS


def must_cover(pending: Pending | None, sheets: Sequence[Sheet]) -> Bitboard:
    """The unfilled ruins a pending DRAW must cover one of (RULES §17.1), else 0."""
    if pending is None or not pending.ruins or pending.ask is not Ask.DRAW:
        return 0
    return sheets[pending.sheet].unfilled_ruins


def destroy_targets(pending: Pending, sheet: Sheet) -> Bitboard:
    """The spaces a pending Gorgon gaze or Troll ravage may destroy."""
    return gaze_targets(sheet) if pending.ask is Ask.GAZE else ravage_targets(sheet)


def legal_decisions(
    pending: Pending | None, sheets: Sequence[Sheet], options: RulesOptions
) -> LegalDecisions:
    """Every legal answer to the pending request, lazily (none while the game waits
    for a card)."""
    if pending is None or pending.ask is Ask.CARD:
        return LegalDecisions()
    sheet = sheets[pending.sheet]
    empty = grid.cells_of(sheet.empty)
    match pending.ask:
        case Ask.DRAW:
            return LegalDecisions(
                legal_placements(sheet, pending.card, must_cover=must_cover(pending, sheets)),
                catalog().explore_cards[pending.card].terrains,
                lambda p, t: DrawShape(p.shape, p.cells, t),
            )
        case Ask.FALLBACK:
            terrains = fallback_terrains(options, pending.card, ruins=pending.ruins)
            return LegalDecisions(empty, terrains, DrawFallback)
        case Ask.MONSTER:
            return LegalDecisions(
                legal_placements(sheet, pending.card),
                build=lambda p, _: DrawMonster(p.cells),
            )
        case Ask.MONSTER_FALLBACK:
            return LegalDecisions(empty, build=lambda c, _: DrawMonster((c,)))
        case Ask.HERO:
            turns = hero_turns(pending.card, options.hero_pattern_turns)
            return LegalDecisions(empty, turns, PlaceHero)
        case Ask.GAZE | Ask.RAVAGE:
            targets = grid.cells_of(destroy_targets(pending, sheet))
            return LegalDecisions(targets, build=lambda c, _: DestroySpace(c))
    raise AssertionError(pending.ask)


def check(
    pending: Pending, decision: object, sheets: Sequence[Sheet], options: RulesOptions
) -> None:
    """Raises :class:`IllegalDecision` unless ``decision`` answers ``pending``."""
    if pending.ask is Ask.CARD:
        raise IllegalDecision("the next card is not revealed yet", "waiting")
    expected = ANSWERS[pending.ask]
    if not isinstance(decision, expected):
        raise IllegalDecision(
            f"expected {expected.__name__} ({pending.ask}), got {type(decision).__name__}",
            "wrong_kind",
        )
    sheet = sheets[pending.sheet]
    match decision:
        case DrawShape():
            card = catalog().explore_cards[pending.card]
            if decision.terrain not in card.terrains:
                raise IllegalDecision(
                    f"{pending.card} offers no {decision.terrain} terrain",
                    "terrain_not_offered",
                    card=pending.card,
                    terrain=decision.terrain,
                )
            if not 0 <= decision.shape < len(card.shapes):
                raise IllegalDecision(
                    f"{pending.card} has no shape {decision.shape + 1}"
                    if decision.shape >= 0
                    else f"{pending.card} has no shape numbered {decision.shape}",
                    "no_such_shape",
                    card=pending.card,
                )
            _check_shape(
                sheet, pending.card, decision.shape, decision.cells, must_cover(pending, sheets)
            )
        case DrawFallback():
            if decision.terrain not in fallback_terrains(
                options, pending.card, ruins=pending.ruins
            ):
                raise IllegalDecision(
                    f"the 1×1 fallback cannot be {decision.terrain} (RULES §5.1)",
                    "fallback_terrain",
                    terrain=decision.terrain,
                )
            _check_empty(sheet, (decision.cell,))
        case DrawMonster() if pending.ask is Ask.MONSTER:
            _check_shape(sheet, pending.card, 0, decision.cells)
        case DrawMonster():
            if len(decision.cells) != 1:
                raise IllegalDecision(
                    "the monster does not fit: draw a single monster space (RULES §7.4)",
                    "single_space",
                )
            _check_empty(sheet, decision.cells)
        case PlaceHero():
            _check_empty(sheet, (decision.cell,))
            if decision.turn not in range(8):
                raise IllegalDecision(f"no orientation {decision.turn}", "no_orientation")
            turns = hero_turns(pending.card, options.hero_pattern_turns)
            if decision.turn not in turns and not _same_marks(pending.card, decision.turn, turns):
                raise IllegalDecision(
                    "the attack pattern must keep its printed orientation (rules option)",
                    "pattern_fixed",
                )
        case DestroySpace():
            cell = _on_map(decision.cell)
            if not destroy_targets(pending, sheet) & grid.bit(*cell):
                what = (
                    "a space next to the Gorgon that is not a mountain, wasteland or "
                    "already destroyed"
                    if pending.ask is Ask.GAZE
                    else "an empty space next to the Troll"
                )
                raise IllegalDecision(
                    f"{grid.label(cell)} is not {what} (RULES §9)",
                    "not_gaze_target" if pending.ask is Ask.GAZE else "not_ravage_target",
                    cell=cell,
                )


def _check_shape(
    sheet: Sheet, card: str, shape: int, cells: Sequence[Cell], must_cover: Bitboard = 0
) -> None:
    """Explains exactly why a shape may not go where a player put it."""
    mask = _check_empty(sheet, cells)
    if Placement(shape, mask) not in legal_placements(sheet, card):
        raise IllegalDecision(
            f"the spaces {', '.join(grid.label(c) for c in sorted(cells))} are not shape "
            f"{shape + 1} of {card} in any rotation or mirror image",
            "not_the_shape",
            card=card,
        )
    if must_cover and not mask & must_cover:
        ruins = grid.cells_of(must_cover)
        raise IllegalDecision(
            f"after a ruins card the drawing must cover an unfilled ruins space "
            f"({', '.join(grid.label(c) for c in ruins)}) (RULES §17.1)",
            "must_cover_ruins",
            card=card,
            ruins=ruins,
        )


def _on_map(cell: Cell) -> Cell:
    if not grid.on_board(*cell):
        raise IllegalDecision(f"{cell!r} is not a space of the map", "off_map")
    return cell


def _what_fills(sheet: Sheet, b: Bitboard) -> str:
    """What a filled space holds, for the refusal's reason: "mountain", "wasteland",
    "destroyed" or the terrain drawn there (a player reads "D4 is a mountain" at
    once where "D4 is already filled" made them look again)."""
    if sheet.destroyed & b:
        return "destroyed"
    if sheet.mountains & b:
        return "mountain"
    if sheet.wasteland & b:
        return "wasteland"
    return next((str(terrain.value) for terrain, mask in sheet.drawn.items() if mask & b), "")


def _check_empty(sheet: Sheet, cells: Sequence[Cell]) -> Bitboard:
    if not cells:
        raise IllegalDecision("no spaces given", "no_spaces")
    mask = 0
    for cell in cells:
        b = grid.bit(*_on_map(cell))
        if mask & b:
            raise IllegalDecision(f"space {grid.label(cell)} is given twice", "twice", cell=cell)
        if not sheet.empty & b:
            raise IllegalDecision(
                f"space {grid.label(cell)} is already filled",
                "filled",
                cell=cell,
                what=_what_fills(sheet, b),
            )
        mask |= b
    return mask


def _same_marks(hero: str, turn: int, allowed: Sequence[int]) -> bool:
    """A turn that gives the same attack pattern as an allowed one is the same move."""
    marks = attack_marks(hero, (5, 5), turn)
    return any(attack_marks(hero, (5, 5), t) == marks for t in allowed)
