"""One cartographer's map sheet.

The sheet holds only what a pencil puts on paper: drawn terrain, monster initials,
destroyed spaces (the big X), hero attack marks, coins earned by shapes. Everything
else is derived from those — filled/empty (RULES §2.1, worked out once when a sheet
is made: a sheet never changes), the coins of surrounded mountains (§6) and the
dragon's 3 coins (§9) — because a derived value can never disagree with the drawing
it comes from.

A destroyed space keeps the terrain it was drawn with in ``drawn`` (the app shows it
crossed out); rules see it through :meth:`Sheet.terrain`, which leaves destroyed
spaces out (§11).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, NamedTuple, cast

from ..cards import DRAWN_TERRAINS, Monster, Terrain, catalog
from . import grid
from .grid import Bitboard, Cell

DRAGON_COINS = 3

# The letters of Sheet.from_rows / to_rows (the stable ASCII interface, issue 2).
_TERRAIN_CHARS = {
    "F": Terrain.FOREST,
    "V": Terrain.VILLAGE,
    "A": Terrain.FARM,
    "W": Terrain.WATER,
    "H": Terrain.HERO,
    "m": Terrain.MONSTER,
}
_MONSTER_CHARS = {monster.initial.lower(): monster for monster in Monster}


class SheetRowsError(ValueError):
    """``Sheet.from_rows`` was given something that is not an 11×11 sheet drawing."""


@dataclass(frozen=True, slots=True)
class Space:
    """Everything drawn on one space, for whoever paints or explains the sheet."""

    cell: Cell
    terrain: Terrain | None  # as drawn (a destroyed space keeps it), mountain included
    monster: Monster | None
    destroyed: bool
    wasteland: bool
    ruins: bool
    attack: bool

    @property
    def filled(self) -> bool:
        return self.terrain is not None or self.destroyed or self.wasteland


_LAYER: dict[Terrain, int] = {terrain: 5 + i for i, terrain in enumerate(DRAWN_TERRAINS)}
_INITIAL: dict[Monster, int] = {monster: 11 + i for i, monster in enumerate(Monster)}
_HERO_LAYER = _LAYER[Terrain.HERO]
_DRAWN_NAMES = ("forest", "village", "farm", "water", "monster", "hero")
_INITIAL_NAMES = ("dragon", "zombie", "troll", "gorgon")
_DESTROYED, _ATTACK, _SHAPE_COINS = 15, 16, 17


class _Drawing(NamedTuple):
    """The fields of a :class:`Sheet`, in order (a tuple: nothing can change it)."""

    side: str
    coin_track: int
    mountains: Bitboard
    wasteland: Bitboard
    ruins: Bitboard
    forest: Bitboard
    village: Bitboard
    farm: Bitboard
    water: Bitboard
    monster: Bitboard
    hero: Bitboard
    dragon: Bitboard
    zombie: Bitboard
    troll: Bitboard
    gorgon: Bitboard
    destroyed: Bitboard
    attack: Bitboard
    shape_coins: int
    filled: Bitboard  # derived from the fields above when the sheet is made


class Sheet(_Drawing):
    """One cartographer's sheet, read-only by construction: a tuple of bitboards.

    Nothing can change a sheet once it is made: a drawing gives a new sheet
    (:meth:`drawing`, :meth:`with_hero`, :meth:`destroying`, :meth:`with_coin`), so a
    sheet inside a game's state may be shared by every copy of that state, a computer
    player's lookahead and a preview, and none of them can change what the others see
    (issue 27). Its filled spaces are worked out once, when it is made: the rules and
    the computer players ask for them many times.

    ``drawn`` and ``initials`` read the terrain and monster layers as read-only
    mappings (a destroyed space keeps its terrain there)."""

    __slots__ = ()

    # --- construction ---------------------------------------------------------

    @classmethod
    def blank(cls, side: str) -> Sheet:
        """An empty sheet of a printed side ("C", "D", …)."""
        printed = catalog().sheets[side]
        return _make(side, printed.coin_track, printed.mountains, printed.wasteland, printed.ruins)

    @classmethod
    def from_rows(
        cls, side: str, rows: Sequence[str], *, marks: Sequence[str] | None = None
    ) -> Sheet:
        """A sheet drawn in ASCII, one string per row (the test and debugging format).

        ``.`` empty, ``F`` forest, ``V`` village, ``A`` farm, ``W`` water, ``M``
        mountain, ``X`` wasteland, ``#`` destroyed, ``H`` hero, ``d z t g`` a
        dragon/zombie/troll/gorgon space, ``m`` a monster without initial. Mountains
        and wasteland are as drawn here; ruins come from the printed side (an ``R``
        may mark an empty printed ruins space). ``marks``
        optionally draws hero attack marks as ``*`` in the same layout.
        """
        if side not in catalog().sheets:
            raise SheetRowsError(f"unknown sheet side {side!r}")
        printed = catalog().sheets[side]
        mountains = wasteland = destroyed = attack = 0
        drawn = dict.fromkeys(DRAWN_TERRAINS, 0)
        initials = dict.fromkeys(Monster, 0)
        for r, line in enumerate(_check_rows(rows)):
            for c, ch in enumerate(line):
                b = grid.bit(r, c)
                if ch == ".":
                    continue
                if ch == "R":  # ruins may be written (as in sheets.json); they are printed
                    if not printed.ruins & b:
                        raise SheetRowsError(
                            f"row {r + 1}: side {side} has no printed ruins at {grid.label((r, c))}"
                        )
                elif ch == "M":
                    mountains |= b
                elif ch == "X":
                    wasteland |= b
                elif ch == "#":
                    destroyed |= b
                elif ch in _TERRAIN_CHARS:
                    drawn[_TERRAIN_CHARS[ch]] |= b
                elif ch in _MONSTER_CHARS:
                    drawn[Terrain.MONSTER] |= b
                    initials[_MONSTER_CHARS[ch]] |= b
                else:
                    raise SheetRowsError(f"row {r + 1}: unknown sheet character {ch!r}")
        if marks is not None:
            for r, line in enumerate(_check_rows(marks)):
                for c, ch in enumerate(line):
                    if ch == "*":
                        attack |= grid.bit(r, c)
        return _make(
            side,
            printed.coin_track,
            mountains,
            wasteland,
            printed.ruins,
            tuple(drawn.values()),
            tuple(initials.values()),
            destroyed,
            attack,
        )

    def to_rows(self) -> list[str]:
        """The inverse of :meth:`from_rows` (attack marks and coins are not drawn)."""
        chars = {t: ch for ch, t in _TERRAIN_CHARS.items()}
        rows = []
        for r in range(grid.SIZE):
            line = []
            for c in range(grid.SIZE):
                space = self.space((r, c))
                if space.destroyed:
                    line.append("#")
                elif space.wasteland:
                    line.append("X")
                elif space.terrain is Terrain.MOUNTAIN:
                    line.append("M")
                elif space.monster is not None:
                    line.append(space.monster.initial.lower())
                elif space.terrain is not None:
                    line.append(chars[space.terrain])
                else:
                    line.append(".")
            rows.append("".join(line))
        return rows

    # --- what the rules read (RULES §2.1) ---------------------------------------

    @property
    def drawn(self) -> Mapping[Terrain, Bitboard]:
        """Each drawn terrain's spaces (destroyed ones included), in
        :data:`DRAWN_TERRAINS` order."""
        return MappingProxyType(dict(zip(DRAWN_TERRAINS, self[5:11], strict=True)))

    @property
    def initials(self) -> Mapping[Monster, Bitboard]:
        """Each monster's initial's spaces (destroyed ones included)."""
        return MappingProxyType(dict(zip(Monster, self[11:15], strict=True)))

    @property
    def empty(self) -> Bitboard:
        return grid.FULL & ~self.filled

    def terrain(self, terrain: Terrain) -> Bitboard:
        """The spaces of one terrain type; destroyed spaces have none (RULES §11)."""
        if terrain is Terrain.MOUNTAIN:
            return self.mountains & ~self.destroyed
        return cast(int, self[_LAYER[terrain]]) & ~self.destroyed

    def monsters(self, monster: Monster | None = None) -> Bitboard:
        """Surviving monster spaces, all or those with one initial (RULES §9)."""
        if monster is None:
            return self.monster & ~self.destroyed
        return cast(int, self[_INITIAL[monster]]) & ~self.destroyed

    @property
    def unfilled_ruins(self) -> Bitboard:
        return self.ruins & self.empty

    @property
    def mountain_coins(self) -> int:
        """Mountains whose four sides are filled; each pays one coin (RULES §6)."""
        return grid.surrounded_by(self.mountains, self.filled).bit_count()

    @property
    def dragon_satisfied(self) -> bool:
        """Dragon Inferno's condition: a dragon was drawn and every dragon space is
        destroyed or has no empty neighbour (RULES §9, §19.7). Spaces only ever fill,
        so once true it stays true: the 3 coins are paid once, derived, not tracked."""
        dragon = self.dragon
        if not dragon:
            return False
        return not (dragon & ~self.destroyed & grid.neighbours(self.empty))

    @property
    def coins_earned(self) -> int:
        return (
            self.shape_coins + self.mountain_coins + (DRAGON_COINS if self.dragon_satisfied else 0)
        )

    @property
    def coins(self) -> int:
        """Coins on the track. Coins are never spent, so capping the sum equals
        filling the track one coin at a time and losing what does not fit (RULES §6)."""
        return min(self.coin_track, self.coins_earned)

    def space(self, cell: Cell) -> Space:
        b = grid.bit(*cell)
        terrain = None
        if self.mountains & b:
            terrain = Terrain.MOUNTAIN
        else:
            for t, mask in self.drawn.items():
                if mask & b:
                    terrain = t
                    break
        monster = next((m for m, mask in self.initials.items() if mask & b), None)
        return Space(
            cell=cell,
            terrain=terrain,
            monster=monster,
            destroyed=bool(self.destroyed & b),
            wasteland=bool(self.wasteland & b),
            ruins=bool(self.ruins & b),
            attack=bool(self.attack & b),
        )

    # --- what the game draws (validated by the caller): a new sheet each -------

    def drawing(
        self, mask: Bitboard, terrain: Terrain, monster: Monster | None = None
    ) -> tuple[Sheet, Bitboard]:
        """This sheet with empty spaces filled with a terrain; monster spaces landing
        on attack marks are destroyed at once (RULES §10.4). Also returns the spaces
        so destroyed."""
        fields = self._numbers()
        fields[_LAYER[terrain] - 1] |= mask
        if monster is not None:
            fields[_INITIAL[monster] - 1] |= mask
        fields[-1] |= mask
        after = self._with(fields)
        if terrain is Terrain.MONSTER:
            return after._protected()
        return after, 0

    def with_hero(self, cell: Cell, marks: Bitboard) -> tuple[Sheet, Bitboard]:
        """This sheet with a hero and its attack marks; monsters under the marks are
        destroyed (RULES §10.1–10.3). Also returns the spaces so destroyed."""
        fields = self._numbers()
        space = grid.bit(*cell)
        fields[_HERO_LAYER - 1] |= space
        fields[_ATTACK - 1] |= marks
        fields[-1] |= space
        return self._with(fields)._protected()

    def destroying(self, mask: Bitboard) -> Sheet:
        """This sheet with spaces destroyed (the big X: they count as filled)."""
        fields = self._numbers()
        fields[_DESTROYED - 1] |= mask
        fields[-1] |= mask
        return self._with(fields)

    def recoloured(self, drawn: Terrain, spaces: Iterable[tuple[Bitboard, Terrain]]) -> Sheet:
        """This sheet with some spaces drawn with ``drawn`` read as other terrains
        (the hero wildcard's scoring, RULES §18 K6); what is filled stays filled."""
        fields = self._numbers()
        for space, terrain in spaces:
            fields[_LAYER[drawn] - 1] &= ~space
            fields[_LAYER[terrain] - 1] |= space
        return self._with(fields)

    def with_coin(self) -> Sheet:
        """This sheet with one more coin earned by a shape (RULES §6)."""
        fields = self._numbers()
        fields[_SHAPE_COINS - 1] += 1
        return self._with(fields)

    def _replace(self, **changes: Any) -> Sheet:
        """This sheet with some fields replaced (tests put a rule in its situation
        this way); the filled spaces are worked out again."""
        fields = self._asdict()
        fields.update(changes)
        del fields["filled"]
        drawn = tuple(fields.pop(name) for name in _DRAWN_NAMES)
        initials = tuple(fields.pop(name) for name in _INITIAL_NAMES)
        return _make(drawn=drawn, initials=initials, **fields)

    def _numbers(self) -> list[int]:
        """Every field but the side, to build a changed sheet from."""
        return list(self[1:])

    def _with(self, numbers: list[int]) -> Sheet:
        return tuple.__new__(Sheet, (self.side, *numbers))

    def _protected(self) -> tuple[Sheet, Bitboard]:
        """This sheet once its monsters on attack marks are destroyed, and those."""
        hit = self.monster & self.attack & ~self.destroyed
        if not hit:
            return self, 0
        return self.destroying(hit), hit


def _make(
    side: str,
    coin_track: int,
    mountains: Bitboard,
    wasteland: Bitboard,
    ruins: Bitboard,
    drawn: tuple[Bitboard, ...] = (0,) * len(DRAWN_TERRAINS),
    initials: tuple[Bitboard, ...] = (0,) * len(Monster),
    destroyed: Bitboard = 0,
    attack: Bitboard = 0,
    shape_coins: int = 0,
) -> Sheet:
    filled = mountains | wasteland | destroyed
    for layer in drawn:
        filled |= layer
    return tuple.__new__(
        Sheet,
        (
            side,
            coin_track,
            mountains,
            wasteland,
            ruins,
            *drawn,
            *initials,
            destroyed,
            attack,
            shape_coins,
            filled,
        ),
    )


def _check_rows(rows: Sequence[str] | Iterable[str]) -> list[str]:
    rows = list(rows)
    if len(rows) != grid.SIZE:
        raise SheetRowsError(f"a sheet has 11 rows, got {len(rows)}")
    for r, line in enumerate(rows):
        if not isinstance(line, str) or len(line) != grid.SIZE:
            raise SheetRowsError(f"row {r + 1} must be a string of 11 characters: {line!r}")
    return rows
