"""A scoring card's points alone, remembered by the layers of the sheet it reads.

The app needs to know *why* a card scored (the spaces, lines and clusters of
:class:`.core.ScoreResult`); a computer player weighing every drawing of the next
cards, and the review asking it at every decision of a game, need only the points,
hundreds of thousands of times (issue 27). Two things make that cheap:

- each card's ``count`` skips naming what earned the points;
- the points are remembered by the card and the layers it reads (its declared
  ``reads``): drawing forest changes nothing a farm-and-water card sees, so most
  drawings a player looks at score that card from memory. A card that reads the
  filled spaces sees every drawing, so it is counted afresh each time.

The memory is a plain dictionary of a pure function's answers, so whatever is
remembered or forgotten, the points are the same (threads may share it: a lost
race computes one answer twice). It is emptied when it holds :data:`REMEMBERED`
answers, which bounds it to about ten megabytes.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter

from ..board.sheet import Sheet
from ..cards import Terrain
from .core import CARDS, Read, ScoreResult, ScoringCard, UnknownScoringCard, best_wildcard

REMEMBERED = 1 << 16


def _fields(reads: tuple[Read, ...]) -> tuple[int, ...]:
    """The sheet's fields that hold what ``reads`` names (a terrain's spaces are its
    drawing less the destroyed spaces, so those too)."""
    names: list[str] = []
    for read in reads:
        if read in ("filled", "ruins"):
            names.append(read)
        elif read is Terrain.MOUNTAIN:
            names += ["mountains", "destroyed"]
        else:
            names += [Terrain(read).value, "destroyed"]
    return tuple(sorted({Sheet._fields.index(name) for name in names}))


class _Memory(dict[object, int]):
    """One card's points remembered (with or without the hero wildcard), by the
    sheet's fields it reads (``key`` picks them, in C)."""

    __slots__ = ("count", "key")

    def __init__(self, card: ScoringCard, wildcard: bool) -> None:
        super().__init__()
        reads = card.reads
        if wildcard:
            reads = (*reads, Terrain.HERO)
            count = card.count
            self.count: Callable[[Sheet], int] = lambda sheet: (
                best_wildcard(lambda view: ScoreResult(card.id, count(view)), sheet).points
            )
        else:
            self.count = card.count
        # A card reading the filled spaces sees every drawing: remembering it would
        # cost more than it saves, and push the others' points out of memory.
        self.key: Callable[[Sheet], object] | None = (
            None if "filled" in reads else itemgetter(*_fields(reads))
        )


_memories: dict[tuple[str, bool], _Memory] = {}
_stored = 0


def points(card_id: str, sheet: Sheet, *, hero_wildcard: bool = False) -> int:
    """``score(card_id, sheet, hero_wildcard=...).points``, fast (see the module)."""
    global _stored
    memory = _memories.get((card_id, hero_wildcard))
    if memory is None:
        memory = _remember(card_id, hero_wildcard)
    if memory.key is None:
        return memory.count(sheet)
    key = memory.key(sheet)
    found = memory.get(key)
    if found is None:
        found = memory.count(sheet)
        if _stored >= REMEMBERED:
            forget()
        _stored += 1
        memory[key] = found
    return found


def forget() -> None:
    """Empty every card's memory (it holds :data:`REMEMBERED` answers at most)."""
    global _stored
    _stored = 0
    for memory in _memories.values():
        memory.clear()


def _remember(card_id: str, hero_wildcard: bool) -> _Memory:
    try:
        card = CARDS[card_id]
    except KeyError:
        raise UnknownScoringCard(f"no scoring card {card_id!r}") from None
    memory = _Memory(card, hero_wildcard and not card.counts_types)
    _memories[(card_id, hero_wildcard)] = memory
    return memory
