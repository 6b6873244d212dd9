"""Why a move is good, in the terms a player weighs (issue 26): the hint's reasons.

"This earns 0 points of this season's edicts" gives no reason to take a move that
builds a Silos column for the last two seasons. :func:`reasons` says which edicts a
move serves now and later (the stars expected at the scorings after the next one,
partial credit for structures on their way included, :mod:`.progress`), the coins it
takes, the monster penalty it removes or adds, and whether it keeps room for what
may come (the planner preferred it to the move that pays most at once). Pure data:
the app puts it in words.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.board.grid import Bitboard
from ..rules.board.sheet import Sheet
from ..rules.decisions import Ask, Decision
from ..rules.preview import effect
from ..rules.scoring import monster_penalty, score
from .players import ranked
from .progress import progress
from .values import NEAR, full_weights
from .view import GameView


@dataclass(frozen=True, slots=True)
class EdictReason:
    """One edict a move serves: the points it adds at the next scoring (``now``,
    0 when the edict is not scored next) and the stars expected from it at the
    scorings after that (``later``)."""

    card: str
    now: int
    later: float


@dataclass(frozen=True, slots=True)
class Reasons:
    """Why a move on its decider's own map is good. ``edicts`` biggest first;
    ``spaces`` are the spaces of the served edicts' scoring after the move (what the
    map lights up)."""

    edicts: tuple[EdictReason, ...]
    coins: int
    penalty_removed: int
    penalty_added: int
    room: bool
    spaces: Bitboard

    @property
    def stars(self) -> float:
        """All the stars the move is expected to bring, now and later."""
        total = sum(e.now + e.later for e in self.edicts) + self.coins
        return total + self.penalty_removed - self.penalty_added


# Later stars below this are not worth a word.
WORTH_SAYING = 0.5


def reasons(view: GameView, decision: Decision) -> Reasons | None:
    """The reasons for ``decision`` (a legal answer to ``view.pending``); None when it
    draws on someone else's map (its worth there is the harm done, not a reason)."""
    pending = view.pending
    if pending.player != pending.sheet:
        return None
    before = view.sheets[pending.sheet]
    after = effect(before, pending, decision)
    left = view.scorings_left
    coming = min(max(view.season, view.scored), len(view.seasons) - 1)
    upcoming = view.seasons[coming].edicts if view.scored < len(view.seasons) else ""
    wildcard = view.options.hero_wildcard
    served = []
    spaces = 0
    for letter, card in zip("ABCD", view.edicts, strict=True):
        if not left[letter]:
            continue
        was = score(card, before, hero_wildcard=wildcard)
        now = score(card, after, hero_wildcard=wildcard)
        change = now.points - was.points
        next_time = letter in upcoming
        later_scorings = left[letter] - (1 if next_time else 0)
        building = progress(card, after, NEAR) - progress(card, before, NEAR)
        later = change * later_scorings + building * left[letter]
        reason = EdictReason(card, change if next_time else 0, later)
        if reason.now > 0 or reason.later >= WORTH_SAYING:
            served.append(reason)
            spaces |= now.mask
    served.sort(key=lambda r: -(r.now + r.later))
    penalty = monster_penalty(after) - monster_penalty(before)
    return Reasons(
        edicts=tuple(served),
        coins=after.coins - before.coins,
        penalty_removed=max(0, -penalty),
        penalty_added=max(0, penalty),
        room=pending.ask in (Ask.DRAW, Ask.FALLBACK) and _keeps_room(view, decision, after),
        spaces=spaces,
    )


def _keeps_room(view: GameView, decision: Decision, after: Sheet) -> bool:
    """The move is not the one worth most at once: a planner chose it for what may
    still come (the same map is the same move, whatever the decision's spelling)."""
    options = ranked(view, full_weights(view, near=NEAR, pockets=True))
    best = options[0]
    return best.decision != decision and best.sheet != after
