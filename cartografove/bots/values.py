"""How much a map is worth to its cartographer, as the bots reckon it.

The worth of a sheet is the stars it would earn if every scoring still to come
happened on it as drawn now: each edict's points times how many times that edict
will still be scored, coins (scored every season) and the monster penalty. That is
the plain greedy player's yardstick; :class:`Weights` lets a level see less of it
(a beginner looks at this season only) or more (issue 26): partial credit for
structures on their way (:mod:`.progress`), pockets beside monsters that no shape can
fill priced at every scoring left, and in a solo game the spaces where the monsters
still to come will land (the corner walk is public: RULES §8), so an open space beside
a landing or an attack mark on one is worth what it will cost or save.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..rules.board import grid
from ..rules.board.placement import solo_ambush_cells
from ..rules.board.sheet import Sheet
from ..rules.decisions import Decision
from ..rules.preview import effect
from ..rules.scoring import monster_penalty
from ..rules.scoring.points import points
from .progress import mountain_progress, progress
from .view import GameView

# The chance one more space of a structure gets filled in time (the discount of
# :mod:`.progress`), and that a solo ambush still unseen is revealed before the end.
NEAR = 0.35
AMBUSH_COMES = 0.6
# Empty clusters this small beside a monster: pockets few shapes can ever fill.
POCKET = 2


@dataclass(frozen=True, slots=True)
class Weights:
    """What one player's sheet is worth per point of each edict, per coin, per space
    of monster penalty, per empty space that cannot be reached by a shape any more (a
    hole) and per attack mark on an empty space; ``near`` turns on partial credit
    (:mod:`.progress`, 0 = none), ``pocket`` is the weight of a penalty space in a
    pocket no shape fills (every scoring left), and ``ambushes`` the solo ambushes that
    may still land, each with its chance.

    ``closing`` names the edicts of a scoring that comes before any more card is
    drawn (the season ends with this decision), and ``coin_closing`` is that
    scoring's weight of a coin: a structure still short cannot be finished for it, so
    its partial credit counts that scoring out (on the game's last decision, partial
    credit is worth nothing at all, and points now win over promises)."""

    edicts: tuple[tuple[str, float], ...]
    coin: float
    penalty: float
    hole: float = 0.0
    mark: float = 0.0
    wildcard: bool = False
    near: float = 0.0
    pocket: float = 0.0
    ambushes: tuple[tuple[str, float], ...] = ()
    closing: frozenset[str] = frozenset()
    coin_closing: float = 0.0

    def value(self, sheet: Sheet) -> float:
        total = 0.0
        near = self.near
        for card, weight in self.edicts:
            total += weight * points(card, sheet, hero_wildcard=self.wildcard)
            if near:
                building = weight - 1.0 if card in self.closing else weight
                if building > 0:
                    total += building * progress(card, sheet, near)
        total += self.coin * sheet.coins - self.penalty * monster_penalty(sheet)
        if near and sheet.coins < sheet.coin_track:
            total += (self.coin - self.coin_closing) * mountain_progress(sheet, near)
        if self.pocket:
            total -= (self.pocket - self.penalty) * pocket_penalty(sheet)
        for card, chance in self.ambushes:
            total -= chance * self.penalty * landing_harm(sheet, card)
        if self.hole or self.mark:
            empty = sheet.empty
            if self.hole:
                total -= self.hole * holes(empty).bit_count()
            if self.mark:
                total += self.mark * (sheet.attack & empty).bit_count()
        return total


def holes(empty: grid.Bitboard) -> grid.Bitboard:
    """Empty spaces with no empty neighbour: only a 1×1 can ever fill them."""
    return empty & ~grid.neighbours(empty)


def pocket_penalty(sheet: Sheet) -> int:
    """Penalty spaces in empty pockets of at most :data:`POCKET` spaces: only a 1×1
    (or a monster) will ever fill them, so they cost at every scoring left."""
    penalty = grid.neighbours(sheet.monsters()) & sheet.empty
    if not penalty:
        return 0
    count = 0
    for pocket in grid.clusters(sheet.empty):
        if pocket & penalty and pocket.bit_count() <= POCKET:
            count += (pocket & penalty).bit_count()
    return count


def landing_harm(sheet: Sheet, card: str) -> int:
    """The penalty spaces a solo ambush would add if revealed now: the empty
    neighbours of where the corner walk draws it, less its spaces on attack marks
    (destroyed at once, RULES §10.4)."""
    cells = solo_ambush_cells(sheet, card)
    if cells is None:
        return 0
    land = grid.mask_of(cells)
    alive = land & ~sheet.attack
    if not alive:
        return 0
    return (grid.neighbours(alive) & sheet.empty & ~land).bit_count()


def ambushes_to_come(view: GameView) -> tuple[tuple[str, float], ...]:
    """In a solo game, the ambush cards not yet revealed, each with the chance it
    lands before the end; none in a game with neighbours (they choose where)."""
    if not view.solo or (view.scored >= len(view.seasons) - 1 and view.season_ends):
        return ()
    ambushes = [card for card in view.others_to_come() if card in view.ambush_cards]
    return tuple((card, AMBUSH_COMES) for card in ambushes)


def full_weights(
    view: GameView,
    *,
    hole: float = 0.0,
    mark: float = 0.0,
    near: float = 0.0,
    pockets: bool = False,
    ambushes: bool = False,
) -> Weights:
    """Every edict weighted by its scorings left; coins by the scorings left; the
    monster penalty a little less (later drawings may still fill its spaces), except
    in pockets (``pockets``) that nothing will fill. ``near`` and ``ambushes`` turn on
    partial credit and the solo ambushes' landings. When the season ends with this
    decision, its scoring is ``closing`` (no structure can be finished for it now)."""
    left = view.scorings_left
    scorings = len(view.seasons) - view.scored
    letters = "ABCD"
    closing = _closing(view)
    return Weights(
        edicts=tuple(
            (card, float(left[letter]))
            for letter, card in zip(letters, view.edicts, strict=True)
            if left[letter]
        ),
        coin=float(scorings),
        penalty=1.0 + 0.6 * max(scorings - 1, 0),
        hole=hole,
        mark=mark,
        wildcard=view.options.hero_wildcard,
        near=near,
        pocket=float(scorings) if pockets else 0.0,
        ambushes=ambushes_to_come(view) if ambushes else (),
        closing=closing,
        coin_closing=1.0 if closing else 0.0,
    )


def _closing(view: GameView) -> frozenset[str]:
    """The edicts scored before another card is drawn: the season's, when its time is
    up and it is not scored yet; none otherwise."""
    if not view.season_ends or view.scored > view.season:
        return frozenset()
    letters = view.seasons[view.season].edicts
    return frozenset(view.edicts["ABCD".index(letter)] for letter in letters)


def season_weights(view: GameView) -> Weights:
    """Only the next scoring: its two edicts, coins and penalty (a beginner's eye)."""
    coming = min(max(view.season, view.scored), len(view.seasons) - 1)
    letters = view.seasons[coming].edicts
    return Weights(
        edicts=tuple((view.edicts["ABCD".index(letter)], 1.0) for letter in letters),
        coin=1.0,
        penalty=1.0,
        wildcard=view.options.hero_wildcard,
    )


def outcomes(view: GameView) -> Iterator[tuple[Decision, Sheet]]:
    """Every legal decision with the sheet it leaves (the pending one's)."""
    sheet = view.sheets[view.pending.sheet]
    for decision in view.legal:
        yield decision, effect(sheet, view.pending, decision)
