"""The move a player is preparing, before they confirm it.

A :class:`Draft` is the pencil hovering over the paper: which of the card's shapes,
which terrain, turned how, where. It knows only geometry; whether the move is legal
and why not is always the engine's answer (``Game.why_illegal``), so the app keeps
no rules of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...rules.board import grid
from ...rules.board.grid import Bitboard, Cell, Offsets
from ...rules.board.placement import attack_marks
from ...rules.cards import ExploreCard, Monster, Terrain, catalog
from ...rules.decisions import (
    Ask,
    Decision,
    DestroySpace,
    DrawFallback,
    DrawMonster,
    DrawShape,
    Pending,
    PlaceHero,
)
from ...rules.game import Game

SINGLE: Offsets = frozenset({(0, 0)})


def rotated(turn: int) -> int:
    """The turn after a further quarter turn clockwise (see ``grid.transform``)."""
    return (turn + 1) % 4 + (4 if turn >= 4 else 0)


def mirrored(turn: int) -> int:
    """The turn after a further left-right mirror: mirroring reverses the rotation."""
    return (4 + (-turn) % 4) if turn < 4 else (-(turn - 4)) % 4


@dataclass
class Draft:
    """One pending request being answered. ``anchor`` is the top-left corner of the
    current orientation's bounding box and may lie partly off the map while the
    player drags."""

    pending: Pending
    shapes: tuple[Offsets, ...]
    terrains: tuple[Terrain, ...]
    turnable: bool
    monster: Monster | None = None
    coins: tuple[bool, ...] = ()
    shape: int = 0
    terrain: Terrain | None = None
    turn: int = 0
    anchor: Cell = (5, 5)
    targets: Bitboard = 0  # spaces a Gorgon/Troll may destroy
    placed: bool = field(default=False)  # dropped on the sheet (provisionally)

    @classmethod
    def explore(cls, pending: Pending, card: ExploreCard) -> Draft:
        """An explore card's draft: its shapes and terrains, the first of each chosen."""
        return cls(
            pending,
            tuple(s.cells for s in card.shapes),
            tuple(card.terrains),
            True,
            coins=tuple(s.coin for s in card.shapes),
            terrain=card.terrains[0],
        )

    @classmethod
    def for_game(cls, game: Game) -> Draft | None:
        pending = game.pending
        if pending is None:
            return None
        data = catalog()
        ask = pending.ask
        if ask is Ask.DRAW:
            draft = cls.explore(pending, data.explore_cards[pending.card])
        elif ask is Ask.FALLBACK:
            draft = cls(pending, (SINGLE,), game.fallback_terrains(pending.card), False)
        elif ask is Ask.MONSTER:
            ambush = data.ambush[pending.card]
            draft = cls(pending, (ambush.cells,), (Terrain.MONSTER,), True, ambush.monster)
        elif ask is Ask.MONSTER_FALLBACK:
            draft = cls(pending, (SINGLE,), (Terrain.MONSTER,), False)
        elif ask is Ask.HERO:
            turnable = len(game.hero_turns(pending.card)) > 1
            draft = cls(pending, (SINGLE,), (Terrain.HERO,), turnable)
        else:  # GAZE, RAVAGE
            draft = cls(pending, (SINGLE,), (), False, targets=game.destroy_targets())
        draft.terrain = draft.terrains[0] if draft.terrains else None
        draft.centre_on((5, 5))
        return draft

    # --- geometry ---------------------------------------------------------------

    @property
    def ask(self) -> Ask:
        return self.pending.ask

    @property
    def hero(self) -> bool:
        return self.ask is Ask.HERO

    def offsets(self) -> Offsets:
        """The current shape in its current orientation, normalised. A hero's turn
        turns its attack pattern, not the single hero space."""
        base = self.shapes[self.shape]
        if self.hero or not self.turnable:
            return base
        return grid.normalise(grid.transform(base, self.turn))

    def cells(self) -> tuple[Cell, ...]:
        r0, c0 = self.anchor
        return tuple(sorted((r0 + r, c0 + c) for r, c in self.offsets()))

    def on_map(self) -> bool:
        return all(grid.on_board(r, c) for r, c in self.cells())

    def size(self) -> tuple[int, int]:
        offsets = self.offsets()
        return max(r for r, _ in offsets) + 1, max(c for _, c in offsets) + 1

    def centre_on(self, cell: Cell) -> None:
        height, width = self.size()
        self.anchor = (cell[0] - (height - 1) // 2, cell[1] - (width - 1) // 2)
        self._keep_near_map()

    def centre(self) -> Cell:
        height, width = self.size()
        return self.anchor[0] + (height - 1) // 2, self.anchor[1] + (width - 1) // 2

    def move(self, rows: int, cols: int) -> None:
        self.anchor = (self.anchor[0] + rows, self.anchor[1] + cols)
        self._keep_near_map()

    def _keep_near_map(self) -> None:
        """Keyboard moves never lose the shape: at least one cell stays on the map."""
        height, width = self.size()
        r, c = self.anchor
        self.anchor = (
            min(max(r, 1 - height), grid.SIZE - 1),
            min(max(c, 1 - width), grid.SIZE - 1),
        )

    def rotate(self) -> bool:
        if not self.turnable:
            return False
        centre = self.centre()
        self.turn = rotated(self.turn)
        self.centre_on(centre)
        return True

    def mirror(self) -> bool:
        if not self.turnable:
            return False
        centre = self.centre()
        self.turn = mirrored(self.turn)
        self.centre_on(centre)
        return True

    def choose_shape(self, index: int) -> None:
        if 0 <= index < len(self.shapes) and index != self.shape:
            centre = self.centre()
            self.shape = index
            self.centre_on(centre)

    def choose_terrain(self, terrain: Terrain) -> None:
        if terrain in self.terrains:
            self.terrain = terrain

    def marks(self) -> Bitboard:
        """A hero's attack marks where the hero stands now (none off the map)."""
        if not self.hero or not self.on_map():
            return 0
        return attack_marks(self.pending.card, self.cells()[0], self.turn)

    # --- the answer ---------------------------------------------------------------

    def decision(self) -> Decision | None:
        """The decision this draft stands for, or None while part of it is off the map."""
        if not self.on_map():
            return None
        cells = self.cells()
        match self.ask:
            case Ask.DRAW:
                assert self.terrain is not None
                return DrawShape(self.shape, cells, self.terrain)
            case Ask.FALLBACK:
                assert self.terrain is not None
                return DrawFallback(cells[0], self.terrain)
            case Ask.MONSTER | Ask.MONSTER_FALLBACK:
                return DrawMonster(cells)
            case Ask.HERO:
                return PlaceHero(cells[0], self.turn)
            case _:
                return DestroySpace(cells[0])
