"""The cards that need the most room on the card panel (issue 25).

The panel keeps the height of the fullest card of the decks whatever card it
shows, so the buttons under it hold still; these are the cards it is measured by.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from ....rules.board import grid
from ....rules.board.grid import Offsets
from ....rules.cards import Monster, Terrain, catalog
from ....rules.decisions import Ask, Pending
from ....rules.validation import FALLBACK_TERRAINS
from ..draft import SINGLE, Draft


def turned(offsets: Offsets, turn: int) -> Offsets:
    """A card's shape turned and flipped the way the player has turned the draft."""
    return grid.normalise(grid.transform(offsets, turn))


def _extent(shapes: tuple[Offsets, ...]) -> int:
    """The most spaces any of ``shapes`` spans in a line (turned, it is its height)."""
    return max(max(max(r for r, _ in s), max(c for _, c in s)) + 1 for s in shapes)


@cache
def fullest_cards() -> tuple[Draft, ...]:
    """Drafts of the cards that need the most room, each upright and on its side:
    the explore cards with the longest shapes (with two shapes, and of all) and
    with the most terrains, a fallback offering every terrain, the ambush of each
    monster with the longest shape, and every hero. What the panel is measured by;
    which cards a game deals does not matter."""
    data = catalog()
    drafts: list[Draft] = []
    explore = list(data.explore_cards.values())
    for group in ([c for c in explore if len(c.shapes) > 1], explore):
        card = max(group, key=lambda c: _extent(tuple(s.cells for s in c.shapes)))
        drafts.append(Draft.explore(Pending(Ask.DRAW, 0, 0, card.id), card))
    most = max(explore, key=lambda c: len(c.terrains))
    drafts.append(Draft.explore(Pending(Ask.DRAW, 0, 0, most.id), most))
    # the widest fallback: every terrain, heroes too (a rules option)
    every = (*FALLBACK_TERRAINS, Terrain.HERO)
    drafts.append(Draft(Pending(Ask.FALLBACK, 0, 0, most.id), (SINGLE,), every, False))
    longest: dict[Monster | None, str] = {}
    for card_id, ambush in sorted(data.ambush.items()):
        known = longest.get(ambush.monster)
        if known is None or _extent((ambush.cells,)) > _extent((data.ambush[known].cells,)):
            longest[ambush.monster] = card_id
    for card_id in longest.values():
        ambush = data.ambush[card_id]
        drafts.append(
            Draft(Pending(Ask.MONSTER, 0, 0, card_id), (ambush.cells,), (), True, ambush.monster)
        )
    for card_id in sorted(data.heroes):
        drafts.append(Draft(Pending(Ask.HERO, 0, 0, card_id), (frozenset({(0, 0)}),), (), True))
    return tuple(turning for draft in drafts for turning in _upright_and_on_its_side(draft))


def _upright_and_on_its_side(draft: Draft) -> tuple[Draft, ...]:
    """``draft``, and turned a quarter if that makes its picture another height."""
    if not draft.turnable or draft.ask is Ask.FALLBACK:
        return (draft,)
    if draft.hero:
        marks = catalog().heroes[draft.pending.card].attack_offsets
        spans = {max(r for r, _ in grid.transform(marks, t)) for t in (0, 1)}
    else:
        spans = {max(r for r, _ in turned(shape, t)) for shape in draft.shapes for t in (0, 1)}
    return (draft, replace(draft, turn=1)) if len(spans) > 1 else (draft,)
