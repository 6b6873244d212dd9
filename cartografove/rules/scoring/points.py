"""A scoring card's points alone, remembered by the layers of the sheet it reads.

The app needs to know *why* a card scored (the spaces, lines and clusters of
:class:`.core.ScoreResult`); a computer player weighing every drawing of the next
cards, and the review asking it at every decision of a game, need only the points,
hundreds of thousands of times (issue 27). Two things make that cheap:

- each card's ``count`` skips naming what earned the points;
- the points are remembered by the card and the layers it reads (its declared
  ``reads``): drawing forest changes nothing a farm-and-water card sees, so most
  drawings a player looks at score that card from memory.

The memory is a plain dictionary of a pure function's answers, so whatever is
remembered or forgotten, the points are the same (threads may share it: a lost
race computes one answer twice). It is emptied when it holds :data:`REMEMBERED`
answers, which bounds it to a few megabytes.
"""

from __future__ import annotations

from collections.abc import Callable

from ..board.sheet import Sheet
from ..cards import Terrain
from .core import CARDS, Read, ScoreResult, ScoringCard, UnknownScoringCard, best_wildcard

REMEMBERED = 1 << 16

Key = tuple[object, ...]
_memory: dict[Key, int] = {}


def _layer(read: Read) -> Callable[[Sheet], int]:
    if read == "filled":
        return lambda sheet: sheet.filled
    if read == "ruins":
        return lambda sheet: sheet.ruins
    terrain = Terrain(read)
    return lambda sheet: sheet.terrain(terrain)


def _keyed(card: ScoringCard, wildcard: bool) -> Callable[[Sheet], Key]:
    """The function giving a sheet's key for ``card``: its id and the layers it reads
    (the hero's too when a hero space may stand for the terrains it reads)."""
    reads = card.reads
    if wildcard and Terrain.HERO not in reads:
        reads = (*reads, Terrain.HERO)
    layers = tuple(_layer(read) for read in reads)
    name = (card.id, wildcard)
    if len(layers) == 1:
        (one,) = layers
        return lambda sheet: (name, one(sheet))
    if len(layers) == 2:
        first, second = layers
        return lambda sheet: (name, first(sheet), second(sheet))
    return lambda sheet: (name, *(layer(sheet) for layer in layers))


_keys: dict[tuple[str, bool], Callable[[Sheet], Key]] = {}


def points(card_id: str, sheet: Sheet, *, hero_wildcard: bool = False) -> int:
    """``score(card_id, sheet, hero_wildcard=...).points``, fast (see the module)."""
    wildcard = hero_wildcard and (card_id not in CARDS or not CARDS[card_id].counts_types)
    keyed = _keys.get((card_id, wildcard))
    if keyed is None:
        try:
            card = CARDS[card_id]
        except KeyError:
            raise UnknownScoringCard(f"no scoring card {card_id!r}") from None
        keyed = _keys[(card_id, wildcard)] = _keyed(card, wildcard)
    key = keyed(sheet)
    found = _memory.get(key)
    if found is None:
        found = _count(CARDS[card_id], sheet, wildcard)
        if len(_memory) >= REMEMBERED:
            _memory.clear()
        _memory[key] = found
    return found


def _count(card: ScoringCard, sheet: Sheet, wildcard: bool) -> int:
    if not wildcard:
        return card.count(sheet)
    count = card.count
    return best_wildcard(lambda view: ScoreResult(card.id, count(view)), sheet).points
