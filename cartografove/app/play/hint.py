"""The hint: the hard computer cartographer's best move for the pending decision,
worked out off the GUI thread and shown as the ghost on the map (issue 13), with
why in a line — the edicts it serves now and later, coins, the monster penalty, the
room it keeps — and the spaces of the edicts it serves lit up (issue 26).

The thinker gets a :class:`~cartografove.bots.GameView` — a copy of what the player
sees — so the game may change (an undo, a closed window) while it thinks: an answer
for a position that is no longer pending is dropped. The window never waits for it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QThread, Signal
from PySide6.QtWidgets import QPushButton

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
from ..text import card_name
from .draft import Draft


class _Thinker(QThread):
    """Runs one decision of the bot of ``level`` seeded ``seed`` on its own thread,
    and works out its reasons if ``explain``; ``decided(decision, reasons)`` is
    delivered on the GUI thread (a queued signal)."""

    decided = Signal(object, object)

    def __init__(
        self,
        view: GameView,
        level: str,
        seed: int = 0,
        explain: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.view, self.level, self.seed, self.explain = view, level, seed, explain

    def run(self) -> None:
        decision = make(self.level, self.seed).choose(self.view)
        self.decided.emit(decision, reasons(self.view, decision) if self.explain else None)


# Threads under way, kept alive until they finish even if the screen that asked is
# gone (a QThread destroyed while running aborts the program).
_RUNNING: list[_Thinker] = []


class Thinking(QObject):
    """Asks a computer cartographer for a decision without blocking the window.

    ``answered(decision, turn, reasons)`` carries the answer, the turn it was asked
    at and its :class:`~cartografove.bots.explain.Reasons` (None on another's map);
    the receiver checks the game is still there. ``busy_changed`` drives the quiet
    "thinking" indicator."""

    answered = Signal(object, int, object)
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._mine: list[_Thinker] = []

    @property
    def busy(self) -> bool:
        return bool(self._mine)

    def ask(self, game: Game, level: str = "hard", seed: int = 0, *, explain: bool = False) -> bool:
        """Start thinking about ``game``'s pending decision as the bot of ``level``
        seeded ``seed`` (a computer seat's own style; 0, the hint's, has none);
        ``explain`` works out its reasons too. False if nothing is pending."""
        if game.pending is None:
            return False
        view = view_of(game)
        thread = _Thinker(view, level, seed, explain)
        thread.decided.connect(self._decided)
        thread.finished.connect(self._finished)
        _RUNNING.append(thread)
        self._mine.append(thread)
        thread.start()
        self.busy_changed.emit(True)
        return True

    def _decided(self, decision: Decision, why: Reasons | None) -> None:
        thread = self.sender()
        if isinstance(thread, _Thinker) and thread in self._mine:
            self.answered.emit(decision, thread.view.turn, why)

    def _finished(self) -> None:
        thread = self.sender()
        if isinstance(thread, _Thinker):
            thread.wait()
            if thread in _RUNNING:
                _RUNNING.remove(thread)
            if thread in self._mine:
                self._mine.remove(thread)
        self.busy_changed.emit(self.busy)

    def stop(self) -> None:
        """Wait for thoughts under way (at most a few seconds); their answers are
        dropped."""
        for thread in list(self._mine):
            thread.wait()
        self._mine.clear()


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
    season; Enter takes it like any placed move, Escape lifts it off."""

    def __init__(self, screen: Any, button: QPushButton) -> None:
        """``screen`` is the play screen: its ``game``, ``draft``, ``card``, ``status``
        and ``update_preview`` are what the hint uses. ``button`` is the side panel's
        Hint button, which lives in the pencil's row of buttons."""
        super().__init__(screen)
        self.screen = screen
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
        self.button.setVisible(on and not self.screen.game.over)

    def show_for(self, game: Game, computer: bool) -> None:
        """Shown while the game goes on and hints are offered; usable only while a
        person decides and no hint is being worked out."""
        self._person_decides = not computer and game.pending is not None
        self.button.setVisible(self.enabled and not game.over)
        self.button.setEnabled(self._person_decides and not self.thinking.busy)

    def retranslate(self) -> None:
        self.button.setText(self.tr("Hint (H)"))

    def ask(self) -> None:
        game = self.screen.game
        if not self.enabled or game.over or self.thinking.busy:
            return
        if self.thinking.ask(game, explain=True):
            self.screen.status.setText(self.tr("Thinking…"))

    def _busy(self, busy: bool) -> None:
        self.button.setEnabled(self._person_decides and not busy)

    def _answered(self, decision: Decision, turn: int, why: Reasons | None = None) -> None:
        screen = self.screen
        game = screen.game
        draft = screen.draft
        if game.pending is None or len(game.decisions) != turn or draft is None:
            return  # the game moved on (undo, another move) while we thought
        if game.why_illegal(decision) is not None:
            return
        points = game.preview(decision).edict_points
        show_on_draft(draft, decision)
        screen.card.sync(draft)
        screen.update_preview()
        self.used += 1
        screen.session.hints += 1
        screen.session.save()  # the count survives quitting before the next move
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
            screen.earning.show_mask(why.spaces)
        screen.status.setText(text)

    def stop(self) -> None:
        self.thinking.stop()
