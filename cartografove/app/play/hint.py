"""The hint: the hard computer cartographer's best move for the pending decision,
worked out off the GUI thread and shown as the ghost on the map (issue 13), with
why in a line — the edicts it serves now and later, coins, the monster penalty, the
room it keeps — and the spaces of the edicts it serves lit up (issue 26).

A hint shown is part of the game (:meth:`GameSession.note_hint`): it goes into the
save, the history, the replay and the result code. In a game that is compared — a
journey chapter, the challenge of the week (:func:`...records.journey.fair.compared`)
— a hinted game earns no star and no place, and the first hint asked for there is
preceded by a question saying so, which the player may decline (issue 32).

The thinker (:class:`~.computer_seats.Thinking`) gets a
:class:`~cartografove.bots.GameView` — a copy of what the player sees — so the game
may change (an undo, a closed window) while it thinks: an answer for a position that
is no longer pending is dropped. The window never waits for it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton

from ...bots.explain import Reasons
from ...records.journey.fair import compared
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
from .computer_seats import Thinking
from .draft import Draft

if TYPE_CHECKING:
    from .panel.card_panel import CardPanel
    from .pencil import Pencil
    from .session import GameSession
    from .telling import ChangesItem


class HintWords(QObject):
    """The hint's reasons in words (the review's too, for its better moves)."""

    def parts(self, why: Reasons) -> list[str]:
        """Each reason in a few words, the weightiest first: the edicts served, the
        coins, the monster penalty, the room kept."""
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
        return parts

    def because(self, parts: Sequence[str]) -> str:
        """ "Why: Silos +10 now, about +6 later; 1 coin." ("" with no reason): the
        reasons in :meth:`parts`, all of them or as many as fit."""
        if not parts:
            return ""
        return self.tr("Why: {reasons}.").format(reasons="; ".join(parts))


def because(why: Reasons) -> str:
    """The reasons in one line: "Why: Silos +10 now, about +6 later; 1 coin"."""
    words = HintWords()
    return words.because(words.parts(why))


def fitting(label: QLabel, texts: Sequence[str]) -> str:
    """The first of ``texts`` that ``label`` shows whole at its size (word-wrapped);
    the last one if none does. The status line keeps one height so the buttons
    under it hold still (issue 25): a hint says what fits there rather than lose
    its last words below the edge (issue 26, at 1280×720 in Czech and Polish)."""
    width = label.contentsRect().width()
    room = label.contentsRect().height()
    metrics = label.fontMetrics()
    flags = Qt.TextFlag.TextWordWrap.value | Qt.AlignmentFlag.AlignLeft.value
    for text in texts:
        if metrics.boundingRect(QRect(0, 0, width, 100_000), flags, text).height() <= room:
            return text
    return texts[-1]


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
        pencil: Pencil,
        card: CardPanel,
        status: QLabel,
        button: QPushButton,
        earning: ChangesItem,
    ) -> None:
        """``session.view`` is the game the screen shows (a network seat's own);
        ``pencil`` holds the draft the hint is put on; ``status`` is where it says
        what it found; ``button`` is the side panel's Hint button; ``earning`` lights
        the spaces of the edicts the hinted move serves."""
        super().__init__(pencil)
        self.session, self.pencil = session, pencil
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
        self.button.setVisible(on and not self.session.view.over)

    def show_for(self, game: Game, computer: bool) -> None:
        """Shown while the game goes on and hints are offered; usable only while a
        person decides and no hint is being worked out."""
        self._person_decides = not computer and game.pending is not None
        self.button.setVisible(self.enabled and not game.over)
        self.button.setEnabled(self._person_decides and not self.thinking.busy)

    def retranslate(self) -> None:
        self.button.setText(self.tr("Hint (H)"))

    def key(self, event: QKeyEvent) -> bool:
        """H asks for a hint while the person shapes a move."""
        if event.key() != Qt.Key.Key_H or self.pencil.draft is None:
            return False
        if self.session.view.over:
            return False
        self.ask()
        return True

    def ask(self) -> None:
        game = self.session.view
        if not self.enabled or game.over or self.thinking.busy:
            return
        if not game.hinted and not self._hint_anyway(game):
            return
        if self.thinking.ask(game, explain=True):
            self.status.setText(self.tr("Thinking…"))

    def _hint_anyway(self, game: Game) -> bool:
        """Before the first hint of a compared game: whether the player takes it,
        knowing what it costs (a game of its own costs nothing: no question)."""
        kind = compared(game.setup)
        if kind is None:
            return True
        if kind == "journey":
            text = self.tr(
                "This is a journey chapter. A game played with a hint earns no star: "
                "it is recorded with its hints, and the chapter stays as it is. "
                "Take a hint all the same?"
            )
        else:
            text = self.tr(
                "This is the challenge of the week. A game played with a hint gets no "
                "place beside the hard computer's rating: it is recorded with its hints. "
                "Take a hint all the same?"
            )
        answer = QMessageBox.question(
            self.button.window(),
            self.tr("A hint in a game that counts"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _busy(self, busy: bool) -> None:
        self.button.setEnabled(self._person_decides and not busy)

    def _answered(self, decision: Decision, turn: int, why: Reasons | None = None) -> None:
        game = self.session.view
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
        self.session.note_hint()  # recorded when shown, saved before the move is made
        if game.pending.sheet != game.pending.player or why is None:
            # a monster on someone else's map earns its drawer nothing: say where only
            text = self.tr("Hint: the computer would draw it here. Enter takes it, Esc ignores it.")
        else:
            text = self._with_reasons(points, why)
            self.earning.show_mask(why.spaces)
        self.status.setText(text)

    def _with_reasons(self, points: int, why: Reasons) -> str:
        """What the hint earns this season and why, as much of it as the status line
        holds: the keys go first (the buttons under it name them too), then the
        lightest reasons, never the first."""
        earns = self.tr("Hint: this earns %n point(s) of this season's edicts.", "", points)
        keys = self.tr("Enter takes it, Esc ignores it.")
        words = HintWords()
        parts = words.parts(why)
        if not parts:
            return f"{earns} {keys}"
        texts = [f"{earns} {keys}\n{words.because(parts)}"]
        texts += [f"{earns}\n{words.because(parts[:count])}" for count in range(len(parts), 0, -1)]
        return fitting(self.status, texts)

    def stop(self) -> None:
        self.thinking.stop()
