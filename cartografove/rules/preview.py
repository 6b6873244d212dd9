"""What a decision would do, without doing it: the preview a hint, a computer player
and the play screen's ghost all need (issue 13).

A decision changes exactly one sheet, and only in ways the decision itself names:
drawn spaces, a shape coin, hero attack marks and the monsters they destroy, a space
the Gorgon or Troll destroys. :func:`preview` works those out on a copy of that
sheet, so it never reveals the next card, advances the game or touches the deck
(``apply`` + ``undo`` would reveal the deck, and ``deepcopy(Game)`` cannot copy the
flow generator). What follows the decision — the next card, a Gorgon's gaze, zombies
spreading after scoring — is the game's, not the decision's, and is not previewed.

The score change is what the decision is worth if the next scoring happened now: the
two edicts of the season scored next, coins and the monster penalty
(:func:`next_scoring`); every edict's change is listed too, with how many scorings
each edict still has (:func:`scorings_left`), which is what a player weighs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .board import grid
from .board.grid import Bitboard
from .board.placement import attack_marks
from .board.sheet import Sheet
from .cards import EDICT_LETTERS, Monster, Season, Terrain, catalog
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
    """A copy of ``sheet`` with ``decision`` (an answer to ``pending``, already known
    to be legal) made on it — the same changes ``Game.apply`` makes to that sheet."""
    after = sheet.copy()
    data = catalog()
    match decision:
        case DrawShape(shape=shape, cells=cells, terrain=terrain):
            after.draw(grid.mask_of(cells), terrain)
            if data.explore_cards[pending.card].shapes[shape].coin:
                after.shape_coins += 1
        case DrawFallback(cell=cell, terrain=terrain):
            after.draw(grid.bit(*cell), terrain)
        case DrawMonster(cells=cells):
            monster: Monster | None = None
            if pending.ask is Ask.MONSTER:
                monster = data.ambush[pending.card].monster
            after.draw(grid.mask_of(cells), Terrain.MONSTER, monster)
        case PlaceHero(cell=cell, turn=turn):
            after.place_hero(cell, attack_marks(pending.card, cell, turn))
        case DestroySpace(cell=cell):
            after.destroy(grid.bit(*cell))
    return after


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
    """The :class:`Preview` of a legal ``decision`` answering ``pending``.

    ``edicts`` are the four scoring cards in letter order, ``seasons`` the season
    cards, ``season`` the current season's index and ``scored`` how many seasons have
    been scored (see :func:`next_scoring`)."""
    before = sheets[pending.sheet].copy()  # a copy: the game's sheet changes on apply
    after = effect(before, pending, decision)
    coming = next_scoring(season, scored, len(seasons))
    left = scorings_left(seasons, scored)
    changes = tuple(
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
        sheet=pending.sheet,
        before=before,
        after=after,
        drawn=drawn,
        terrain=terrain,
        attack=after.attack & ~before.attack,
        destroyed=after.destroyed & ~before.destroyed,
        coins=after.coins - before.coins,
        penalty_before=monster_penalty(before),
        penalty_after=monster_penalty(after),
        edicts=changes,
        season=coming,
        season_edicts=tuple(seasons[coming].edicts) if coming is not None else (),
    )
