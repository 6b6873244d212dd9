"""A finished game, move by move, for the replay viewer.

The game is replayed once and its state kept after every decision (sheets, scores,
season — the game's own read-only values, shared, not copied: a sheet the engine
has published is never drawn on again), so stepping to any move costs a list lookup
instead of a replay from the first move (ARCHITECTURE "The game is its decision
log": state at move k is ``Game.replay(setup, decisions[:k])``; a test holds the
snapshots to that).

Each frame says whether its move was made after a hint (:attr:`Game.hinted`): the
viewer marks it, as the game's records do (issue 32).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from ..rules.board.grid import Bitboard
from ..rules.board.sheet import Sheet
from ..rules.decisions import Decision, Pending
from ..rules.game import Game
from ..rules.results import SeasonScore
from ..rules.setup import Setup


@dataclass(frozen=True, slots=True)
class Frame:
    """The game after ``move`` decisions.

    ``asked`` is the request the last decision answered (who, on whose sheet, which
    card) and ``changed`` the spaces it marked on that sheet; both empty at move 0."""

    move: int
    sheets: tuple[Sheet, ...]
    scores: tuple[tuple[SeasonScore, ...], ...]
    season: int
    over: bool
    decision: Decision | None = None
    asked: Pending | None = None
    changed: Bitboard = 0
    hinted: bool = False  # this move was made after the computer's hint


def _marks(sheet: Sheet) -> Bitboard:
    return sheet.filled | sheet.attack


def _frame(game: Game, decision: Decision | None, asked: Pending | None, before: Bitboard) -> Frame:
    sheets = game.sheets
    changed = 0 if asked is None else _marks(sheets[asked.sheet]) & ~before
    move = len(game.decisions)
    return Frame(
        move=len(game.decisions),
        sheets=sheets,
        scores=game.scores,
        season=game.season,
        over=game.over,
        decision=decision,
        asked=asked,
        changed=changed,
        hinted=move - 1 in game.hinted,
    )


class ReplayFrames:
    """Every state of a game, from the deal (frame 0) to the last decision.

    ``hinted``: the moves a hint was shown for (:attr:`Game.hinted`). Raises
    :class:`IllegalDecision` if the decisions are not a legal game."""

    def __init__(
        self, setup: Setup, decisions: Sequence[Decision], hinted: Collection[int] = ()
    ) -> None:
        game = Game(setup).with_hints(hinted)
        frames = [_frame(game, None, None, 0)]
        for decision, asked in game.play_through(decisions):
            before = _marks(frames[-1].sheets[asked.sheet])
            frames.append(_frame(game, decision, asked, before))
        self.setup = setup
        self.game = game  # the final state: edicts, result
        self._frames = frames

    def __len__(self) -> int:
        return len(self._frames)

    @property
    def moves(self) -> int:
        return len(self._frames) - 1

    def frame(self, move: int) -> Frame:
        return self._frames[max(0, min(move, self.moves))]
