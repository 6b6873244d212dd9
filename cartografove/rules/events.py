"""What happened, for whoever explains the game to people.

The game records an event for everything that changes a sheet or the table,
including what nobody decided — a zombie spreading, a dragon paying coins, the solo
walk placing a monster — so the app can say why a sheet changed (issue 3: "nobody
wonders why the sheet changed"). Events are derived while playing; replaying the
decisions reproduces them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .board import grid
from .board.grid import Bitboard, Cell
from .board.sheet import Sheet
from .cards import Monster, Terrain


@dataclass(frozen=True, slots=True)
class SeasonStarted:
    season: int


@dataclass(frozen=True, slots=True)
class CardRevealed:
    card: str
    season: int


@dataclass(frozen=True, slots=True)
class Drawn:
    """``player`` drew ``terrain`` over ``mask`` on ``sheet``'s map."""

    sheet: int
    player: int
    card: str
    terrain: Terrain
    mask: Bitboard
    monster: Monster | None = None
    fallback: bool = False
    automatic: bool = False  # the solo walk placed it (RULES §8)
    ruins: bool = False  # drawn under a ruins card's requirement (RULES §17.1)

    @property
    def cells(self) -> tuple[Cell, ...]:
        return grid.cells_of(self.mask)


@dataclass(frozen=True, slots=True)
class HeroPlaced:
    sheet: int
    card: str
    cell: Cell
    marks: Bitboard


@dataclass(frozen=True, slots=True)
class NothingDrawn:
    """A card had no effect on a sheet: the map is full (RULES §19.11), or the solo
    walk found no place for the monster and the ambush is ignored (RULES §8)."""

    sheet: int
    card: str
    reason: Literal["sheet_full", "no_place"]


@dataclass(frozen=True, slots=True)
class Destroyed:
    sheet: int
    mask: Bitboard
    cause: Literal["hero", "gorgon", "troll"]

    @property
    def cells(self) -> tuple[Cell, ...]:
        return grid.cells_of(self.mask)


@dataclass(frozen=True, slots=True)
class ZombiesSpread:
    sheet: int
    mask: Bitboard


@dataclass(frozen=True, slots=True)
class CoinsGained:
    sheet: int
    amount: int  # coins actually added to the track (after the cap)
    reason: Literal["shape", "mountain", "dragon"]


@dataclass(frozen=True, slots=True)
class SeasonScored:
    """A season was scored; ``sheets`` are copies of the sheets as they stood then, so
    a score screen can show exactly what earned the points, even after zombies or
    trolls changed the sheets right afterwards."""

    season: int
    sheets: tuple[Sheet, ...] = ()


@dataclass(frozen=True, slots=True)
class GameEnded:
    pass


Event = (
    SeasonStarted
    | CardRevealed
    | Drawn
    | HeroPlaced
    | NothingDrawn
    | Destroyed
    | ZombiesSpread
    | CoinsGained
    | SeasonScored
    | GameEnded
)
