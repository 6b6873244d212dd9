"""What a decision would do, without doing it: the preview a hint, a computer player
and the play screen's ghost all need (issue 13).

A decision changes exactly one sheet, and only in ways the decision itself names:
drawn spaces, a shape coin, hero attack marks and the monsters they destroy, a space
the Gorgon or Troll destroys. ``Game.preview`` makes the decision on a copy of the
game's state with the engine's own code (:mod:`.effects`) and :func:`changes` diffs
the sheet before and after, so a preview cannot disagree with ``apply``. It stops at
the decision: what follows it — the next card, a Gorgon's gaze, zombies spreading
after scoring — is the game's, not the decision's, and is not previewed (nor
revealed).

The score change is what the decision is worth if the next scoring happened now: the
two edicts of the season scored next, coins and the monster penalty
(:func:`next_scoring`); every edict's change is listed too, with how many scorings
each edict still has (:func:`scorings_left`), which is what a player weighs.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from . import effects
from .board.grid import Bitboard
from .board.sheet import Sheet
from .cards import EDICT_LETTERS, Season, Terrain, catalog
from .decisions import Ask, Decision, LegalDecisions, Pending
from .scoring import monster_penalty, score


@dataclass(frozen=True, slots=True)
class EdictChange:
    """One edict's points on the previewed sheet before and after the decision, and
    how many times it will still be scored."""

    letter: str
    card: str
    before: int
    after: int
    scorings_left: int

    @property
    def change(self) -> int:
        return self.after - self.before


@dataclass(frozen=True, slots=True)
class Preview:
    """What one decision does to one sheet (``sheet`` is its index in the game).

    ``after`` is a copy of the sheet with the decision made; the game's own sheet is
    untouched. ``drawn`` holds the spaces newly drawn with ``terrain`` (a destroyed
    space is in ``destroyed`` only). ``season`` is the season scored next (None after
    the last scoring)."""

    sheet: int
    before: Sheet
    after: Sheet
    drawn: Bitboard
    terrain: Terrain | None
    attack: Bitboard
    destroyed: Bitboard
    coins: int
    penalty_before: int
    penalty_after: int
    edicts: tuple[EdictChange, ...]
    season: int | None
    season_edicts: tuple[str, ...]

    @property
    def penalty_change(self) -> int:
        return self.penalty_after - self.penalty_before

    @property
    def edict_points(self) -> int:
        """The change in the points of the two edicts scored next (the hint's figure)."""
        return sum(e.change for e in self.edicts if e.letter in self.season_edicts)

    @property
    def score_change(self) -> int:
        """The change in the next scoring's total if it happened now: its two edicts,
        coins and the monster penalty (RULES §12)."""
        return self.edict_points + self.coins - self.penalty_change


def effect(sheet: Sheet, pending: Pending, decision: Decision) -> Sheet:
    """``sheet`` with ``decision`` (an answer to ``pending``, already known to be
    legal) made on it — by :func:`.effects.decide`, the very code ``Game.apply``
    runs."""
    return effects.decide(sheet, pending, decision)[0]


def effects_of(sheet: Sheet, pending: Pending, legal: LegalDecisions) -> Iterator[Sheet]:
    """The sheet each of the ``legal`` answers to ``pending`` leaves, in their order
    (``legal[i]`` leaves the i-th): what a computer player weighs every answer by.
    A drawing's sheet (a shape's or a monster's) comes straight from its placement, so
    the thousands of drawings looked at are never built into decisions; the others
    are :func:`effect`."""
    if pending.ask is Ask.DRAW:
        card, terrains = pending.card, legal.second
        for placement in legal.first:
            for terrain in terrains:
                yield effects.shape_drawn(sheet, card, placement.shape, placement.mask, terrain)[0]
    elif pending.ask is Ask.MONSTER:
        monster = catalog().ambush[pending.card].monster
        for placement in legal.first:
            yield sheet.drawing(placement.mask, Terrain.MONSTER, monster)[0]
    else:
        for decision in legal:
            yield effect(sheet, pending, decision)


def next_scoring(season: int, scored: int, count: int = 4) -> int | None:
    """The index of the season scored next, given the current season, how many
    seasons have been scored and how many the game has: during a Troll ravage
    ``season`` still names the season just scored, so the next scoring is the
    following one (None after the last)."""
    upcoming = max(season, scored)
    return upcoming if upcoming < count else None


def scorings_left(seasons: Sequence[Season], scored: int) -> dict[str, int]:
    """How many times each edict letter will still be scored once ``scored`` seasons
    have been (a season's scoring counts from the moment it is scored)."""
    left: dict[str, int] = dict.fromkeys(EDICT_LETTERS, 0)
    for season in seasons[scored:]:
        for letter in season.edicts:
            left[letter] += 1
    return left


def preview(
    sheets: Sequence[Sheet],
    pending: Pending,
    decision: Decision,
    *,
    edicts: Sequence[str],
    seasons: Sequence[Season],
    season: int,
    scored: int,
    hero_wildcard: bool = False,
) -> Preview:
    """The :class:`Preview` of a legal ``decision`` answering ``pending`` on these
    sheets (``Game.preview`` does the same on a copy of the game's state).

    ``edicts`` are the four scoring cards in letter order, ``seasons`` the season
    cards, ``season`` the current season's index and ``scored`` how many seasons have
    been scored (see :func:`next_scoring`)."""
    before = sheets[pending.sheet]
    return changes(
        pending.sheet,
        before,
        effect(before, pending, decision),
        edicts=edicts,
        seasons=seasons,
        season=season,
        scored=scored,
        hero_wildcard=hero_wildcard,
    )


def changes(
    index: int,
    before: Sheet,
    after: Sheet,
    *,
    edicts: Sequence[str],
    seasons: Sequence[Season],
    season: int,
    scored: int,
    hero_wildcard: bool = False,
) -> Preview:
    """The :class:`Preview` of sheet ``index`` going from ``before`` to ``after``: the
    difference of the two, and the edicts' points on each."""
    coming = next_scoring(season, scored, len(seasons))
    left = scorings_left(seasons, scored)
    edict_changes = tuple(
        EdictChange(
            letter,
            card,
            score(card, before, hero_wildcard=hero_wildcard).points,
            score(card, after, hero_wildcard=hero_wildcard).points,
            left[letter],
        )
        for letter, card in zip(EDICT_LETTERS, edicts, strict=True)
    )
    drawn = 0
    terrain = None
    for kind, mask in after.drawn.items():
        if mask & ~before.drawn[kind]:
            drawn |= mask & ~before.drawn[kind]
            terrain = kind
    return Preview(
        sheet=index,
        before=before,
        after=after,
        drawn=drawn,
        terrain=terrain,
        attack=after.attack & ~before.attack,
        destroyed=after.destroyed & ~before.destroyed,
        coins=after.coins - before.coins,
        penalty_before=monster_penalty(before),
        penalty_after=monster_penalty(after),
        edicts=edict_changes,
        season=coming,
        season_edicts=tuple(seasons[coming].edicts) if coming is not None else (),
    )
