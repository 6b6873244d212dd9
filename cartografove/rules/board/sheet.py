"""One cartographer's map sheet.

The sheet holds only what a pencil puts on paper: drawn terrain, monster initials,
destroyed spaces (the big X), hero attack marks, coins earned by shapes. Everything
else is derived from those on demand — filled/empty (RULES §2.1), the coins of
surrounded mountains (§6) and the dragon's 3 coins (§9) — because a derived value
can never disagree with the drawing it comes from.

A destroyed space keeps the terrain it was drawn with in ``drawn`` (the app shows it
crossed out); rules see it through :meth:`Sheet.terrain`, which leaves destroyed
spaces out (§11).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

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


@dataclass(slots=True)
class Sheet:
    side: str
    coin_track: int
    mountains: Bitboard
    wasteland: Bitboard
    ruins: Bitboard
    drawn: dict[Terrain, Bitboard] = field(default_factory=dict)
    initials: dict[Monster, Bitboard] = field(default_factory=dict)
    destroyed: Bitboard = 0
    attack: Bitboard = 0
    shape_coins: int = 0

    def __post_init__(self) -> None:
        for terrain in DRAWN_TERRAINS:
            self.drawn.setdefault(terrain, 0)
        for monster in Monster:
            self.initials.setdefault(monster, 0)

    # --- construction ---------------------------------------------------------

    @classmethod
    def blank(cls, side: str) -> Sheet:
        """An empty sheet of a printed side ("C", "D", …)."""
        printed = catalog().sheets[side]
        return cls(
            side=side,
            coin_track=printed.coin_track,
            mountains=printed.mountains,
            wasteland=printed.wasteland,
            ruins=printed.ruins,
        )

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
        sheet = cls.blank(side)
        sheet.mountains = sheet.wasteland = 0
        for r, line in enumerate(_check_rows(rows)):
            for c, ch in enumerate(line):
                b = grid.bit(r, c)
                if ch == ".":
                    continue
                if ch == "R":  # ruins may be written (as in sheets.json); they are printed
                    if not sheet.ruins & b:
                        raise SheetRowsError(
                            f"row {r + 1}: side {side} has no printed ruins at {grid.label((r, c))}"
                        )
                elif ch == "M":
                    sheet.mountains |= b
                elif ch == "X":
                    sheet.wasteland |= b
                elif ch == "#":
                    sheet.destroyed |= b
                elif ch in _TERRAIN_CHARS:
                    sheet.drawn[_TERRAIN_CHARS[ch]] |= b
                elif ch in _MONSTER_CHARS:
                    sheet.drawn[Terrain.MONSTER] |= b
                    sheet.initials[_MONSTER_CHARS[ch]] |= b
                else:
                    raise SheetRowsError(f"row {r + 1}: unknown sheet character {ch!r}")
        if marks is not None:
            for r, line in enumerate(_check_rows(marks)):
                for c, ch in enumerate(line):
                    if ch == "*":
                        sheet.attack |= grid.bit(r, c)
        return sheet

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

    def copy(self) -> Sheet:
        """An independent sheet drawn the same (the engine and the computer players
        copy sheets by the hundred thousand: no check, the layers are complete)."""
        new = Sheet.__new__(Sheet)
        new.side = self.side
        new.coin_track = self.coin_track
        new.mountains = self.mountains
        new.wasteland = self.wasteland
        new.ruins = self.ruins
        new.drawn = self.drawn.copy()
        new.initials = self.initials.copy()
        new.destroyed = self.destroyed
        new.attack = self.attack
        new.shape_coins = self.shape_coins
        return new

    # --- what the rules read (RULES §2.1) ---------------------------------------

    @property
    def filled(self) -> Bitboard:
        d = self.drawn
        return (
            d[Terrain.FOREST]
            | d[Terrain.VILLAGE]
            | d[Terrain.FARM]
            | d[Terrain.WATER]
            | d[Terrain.MONSTER]
            | d[Terrain.HERO]
            | self.mountains
            | self.wasteland
            | self.destroyed
        )

    @property
    def empty(self) -> Bitboard:
        return grid.FULL & ~self.filled

    def terrain(self, terrain: Terrain) -> Bitboard:
        """The spaces of one terrain type; destroyed spaces have none (RULES §11)."""
        if terrain is Terrain.MOUNTAIN:
            return self.mountains & ~self.destroyed
        return self.drawn[terrain] & ~self.destroyed

    def monsters(self, monster: Monster | None = None) -> Bitboard:
        """Surviving monster spaces, all or those with one initial (RULES §9)."""
        if monster is None:
            return self.drawn[Terrain.MONSTER] & ~self.destroyed
        return self.initials[monster] & ~self.destroyed

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
        dragon = self.initials[Monster.DRAGON]
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

    # --- what the game writes (validated by the caller) ------------------------

    def draw(self, mask: Bitboard, terrain: Terrain, monster: Monster | None = None) -> Bitboard:
        """Fill empty spaces with a terrain; monster spaces landing on attack marks are
        destroyed at once (RULES §10.4). Returns the spaces so destroyed."""
        self.drawn[terrain] |= mask
        if monster is not None:
            self.initials[monster] |= mask
        if terrain is Terrain.MONSTER:
            return self._protect()
        return 0

    def place_hero(self, cell: Cell, marks: Bitboard) -> Bitboard:
        """Draw a hero and its attack marks; monsters under the marks are destroyed
        (RULES §10.1–10.3). Returns the spaces so destroyed."""
        self.drawn[Terrain.HERO] |= grid.bit(*cell)
        self.attack |= marks
        return self._protect()

    def destroy(self, mask: Bitboard) -> None:
        self.destroyed |= mask

    def _protect(self) -> Bitboard:
        hit = self.drawn[Terrain.MONSTER] & self.attack & ~self.destroyed
        self.destroyed |= hit
        return hit


def _check_rows(rows: Sequence[str] | Iterable[str]) -> list[str]:
    rows = list(rows)
    if len(rows) != grid.SIZE:
        raise SheetRowsError(f"a sheet has 11 rows, got {len(rows)}")
    for r, line in enumerate(rows):
        if not isinstance(line, str) or len(line) != grid.SIZE:
            raise SheetRowsError(f"row {r + 1} must be a string of 11 characters: {line!r}")
    return rows
