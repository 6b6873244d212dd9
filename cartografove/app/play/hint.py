"""The hint: the hard computer cartographer's best move for the pending decision,
worked out off the GUI thread and shown as the ghost on the map (issue 13), with
why in a line — the edicts it serves now and later, coins, the monster penalty, the
room it keeps — and the spaces of the edicts it serves lit up (issue 26).

The thinker gets a :class:`~cartografove.bots.GameView` — a copy of what the player
sees — so the game may change (an undo, a closed window) while it thinks: an answer
for a position that is no longer pending is dropped. The window never waits for it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel, QPushButton

from ...bots import GameView, make, view_of
from ...bots.explain import Reasons, reasons
from ...rules.board import grid
from ...rules.decisions import (
    Decision,
    DestroySpace,
    DrawFallback,
    DrawMonster,
    DrawShape,
    PlaceHero,
)
from ...rules.game import Game
from ..mailbox import Mailbox, Outbox
from ..text import card_name
from .draft import Draft

if TYPE_CHECKING:
    from .changes import ChangesItem
    from .panel.card_panel import CardPanel
    from .pencil import Pencil
    from .session import GameSession


def _think(
    view: GameView, level: str, seed: int, explain: bool, ticket: int, outbox: Outbox
) -> None:
    """A worker thread's whole job: pure Python, the decision of the bot of ``level``
    seeded ``seed`` and, if ``explain``, its reasons, posted (the decision None when
    the bot failed, so the asker is not busy for ever)."""
    decision: Decision | None = None
    why: Reasons | None = None
    try:
        decision = make(level, seed).choose(view)
        if explain:
            why = reasons(view, decision)
    finally:
        outbox.post((ticket, view.turn, decision, why))


class Thinking(QObject):
    """Asks a computer cartographer for a decision without blocking the window.

    The bot thinks on a plain Python thread over a copy of the player's view; its
    answer comes back through a :class:`~..mailbox.Mailbox` (no Qt object on the
    thread). ``answered(decision, turn, reasons)`` carries the answer, the turn it
    was asked at and its :class:`~cartografove.bots.explain.Reasons` (None on
    another's map, or when not asked to explain); the receiver checks the game is
    still there. ``busy_changed`` drives the quiet "thinking" indicator. Nothing
    here ever waits for the thread: a question asked before :meth:`stop` is
    answered to nobody."""

    answered = Signal(object, int, object)
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._mailbox = Mailbox(self)
        self._mailbox.arrived.connect(self._arrived)
        self._asked = 0  # questions asked so far: each answer names its own
        self._waiting: set[int] = set()

    @property
    def busy(self) -> bool:
        return bool(self._waiting)

    def ask(self, game: Game, level: str = "hard", seed: int = 0, *, explain: bool = False) -> bool:
        """Start thinking about ``game``'s pending decision as the bot of ``level``
        seeded ``seed`` (a computer seat's own style; 0, the hint's, has none);
        ``explain`` works out its reasons too. False if nothing is pending."""
        if game.pending is None:
            return False
        self._asked += 1
        self._waiting.add(self._asked)
        threading.Thread(
            target=_think,
            args=(view_of(game), level, seed, explain, self._asked, self._mailbox.outbox),
            name="kartografove-thinking",
            daemon=True,
        ).start()
        self.busy_changed.emit(True)
        return True

    def _arrived(self, message: object) -> None:
        ticket, turn, decision, why = cast(
            "tuple[int, int, Decision | None, Reasons | None]", message
        )
        if ticket not in self._waiting:
            return  # asked before stop()
        if decision is not None:
            self.answered.emit(decision, turn, why)
        self._waiting.discard(ticket)
        self.busy_changed.emit(self.busy)

    def stop(self) -> None:
        """Answers to what was asked so far are dropped (never waited for)."""
        self._waiting.clear()


class HintWords(QObject):
    """The hint's reasons in words (the review's too, for its better moves)."""

    def because(self, why: Reasons) -> str:
        parts = []
        for edict in why.edicts[:2]:
            name = card_name(edict.card)
            later = round(edict.later)
            if edict.now and later > 0:
                parts.append(
                    self.tr("{edict} +{now} now, about +{later} later").format(
                        edict=name, now=edict.now, later=later
                    )
                )
            elif edict.now:
                parts.append(self.tr("{edict} +{now} now").format(edict=name, now=edict.now))
            elif later > 0:
                parts.append(
                    self.tr("{edict}: about +{later} in later seasons").format(
                        edict=name, later=later
                    )
                )
        if why.coins:
            parts.append(self.tr("%n coin(s)", "", why.coins))
        if why.penalty_removed:
            parts.append(self.tr("%n space(s) fewer next to a monster", "", why.penalty_removed))
        if why.penalty_added:
            parts.append(self.tr("%n more space(s) next to a monster", "", why.penalty_added))
        if why.room:
            parts.append(self.tr("keeps room for the cards still to come"))
        if not parts:
            return ""
        return self.tr("Why: {reasons}.").format(reasons="; ".join(parts))


def because(why: Reasons) -> str:
    """The reasons in one line: "Why: Silos +10 now, about +6 later; 1 coin"."""
    return HintWords().because(why)


def show_on_draft(draft: Draft, decision: Decision) -> None:
    """Put ``draft`` where ``decision`` draws, placed on the map, ready to confirm."""
    match decision:
        case DrawShape(shape=shape, cells=cells, terrain=terrain):
            draft.shape, draft.terrain = shape, terrain
            _orient(draft, cells)
        case DrawMonster(cells=cells):
            _orient(draft, cells)
        case DrawFallback(cell=cell, terrain=terrain):
            draft.terrain = terrain
            draft.anchor = cell
        case PlaceHero(cell=cell, turn=turn):
            draft.turn, draft.anchor = turn, cell
        case DestroySpace(cell=cell):
            draft.anchor = cell
    draft.placed = True


def _orient(draft: Draft, cells: tuple[grid.Cell, ...]) -> None:
    """Find the turn of the draft's shape that covers ``cells`` and anchor it there."""
    wanted = grid.normalise(cells)
    for turn in range(8 if draft.turnable else 1):
        draft.turn = turn
        if draft.offsets() == wanted:
            break
    draft.anchor = (min(r for r, _ in cells), min(c for _, c in cells))


class HintController(QObject):
    """The Hint button and the H key of the play screen: asks the hard player, then
    puts its move on the map as the placed ghost with the points it earns this
    season (``shown``: the screen previews it); Enter takes it like any placed
    move, Escape lifts it off."""

    shown = Signal()

    def __init__(
        self,
        session: GameSession,
        game: Callable[[], Game],
        pencil: Pencil,
        card: CardPanel,
        status: QLabel,
        button: QPushButton,
        earning: ChangesItem,
    ) -> None:
        """``game`` is the game the screen shows (a network seat's view of it);
        ``pencil`` holds the draft the hint is put on; ``status`` is where it says
        what it found; ``button`` is the side panel's Hint button; ``earning`` lights
        the spaces of the edicts the hinted move serves."""
        super().__init__(pencil)
        self.session, self.game, self.pencil = session, game, pencil
        self.card, self.status, self.earning = card, status, earning
        self.thinking = Thinking(self)
        self.thinking.answered.connect(self._answered)
        self.thinking.busy_changed.connect(self._busy)
        self.button = button
        self.button.clicked.connect(self.ask)
        self.used = 0  # hints shown in this game
        self.enabled = True
        self._person_decides = True
        self.retranslate()

    def set_enabled(self, on: bool) -> None:
        """Hints turned off hide the button and make H do nothing."""
        self.enabled = on
        self.button.setVisible(on and not self.game().over)

    def show_for(self, game: Game, computer: bool) -> None:
        """Shown while the game goes on and hints are offered; usable only while a
        person decides and no hint is being worked out."""
        self._person_decides = not computer and game.pending is not None
        self.button.setVisible(self.enabled and not game.over)
        self.button.setEnabled(self._person_decides and not self.thinking.busy)

    def retranslate(self) -> None:
        self.button.setText(self.tr("Hint (H)"))

    def ask(self) -> None:
        game = self.game()
        if not self.enabled or game.over or self.thinking.busy:
            return
        if self.thinking.ask(game, explain=True):
            self.status.setText(self.tr("Thinking…"))

    def _busy(self, busy: bool) -> None:
        self.button.setEnabled(self._person_decides and not busy)

    def _answered(self, decision: Decision, turn: int, why: Reasons | None = None) -> None:
        game = self.game()
        draft = self.pencil.draft
        if game.pending is None or len(game.decisions) != turn or draft is None:
            return  # the game moved on (undo, another move) while we thought
        if game.why_illegal(decision) is not None:
            return
        points = game.preview(decision).edict_points
        before = replace(draft)
        show_on_draft(draft, decision)
        self.pencil.hinted = (before, replace(draft))
        self.card.sync(draft)
        self.shown.emit()
        self.used += 1
        self.session.hints += 1
        self.session.save()  # the count survives quitting before the next move
        if game.pending.sheet != game.pending.player or why is None:
            # a monster on someone else's map earns its drawer nothing: say where only
            text = self.tr("Hint: the computer would draw it here. Enter takes it, Esc ignores it.")
        else:
            text = self.tr(
                "Hint: this earns %n point(s) of this season's edicts. "
                "Enter takes it, Esc ignores it.",
                "",
                points,
            )
            said = because(why)
            if said:
                text += "\n" + said
            self.earning.show_mask(why.spaces)
        self.status.setText(text)

    def stop(self) -> None:
        self.thinking.stop()
