"""The review of a finished game: the hard computer cartographer's estimate of the
stars each of the people's decisions lost against the best alternative (issue 13).

The review runs on a plain Python thread (the hard player thinks about half a second
a decision) that holds no Qt object: it posts its progress and its result through a
:class:`~..mailbox.Mailbox`, as the hint and the network do. Closing the dialog, or
the app quitting, stops it at once (its processes ended, :class:`~...bots.review.Stop`):
the GUI never waits for it, and what the worker posts after that is dropped. The
three costliest decisions are listed, and clicking one shows the map as chosen and
as it could have been, side by side, the drawn spaces lit up.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from ...bots.review import Reviewed, Stop, costliest, review
from ...rules.decisions import Decision
from ...rules.game import Game
from ...rules.setup import Setup
from ..mailbox import Mailbox, Outbox
from ..play.hint import because
from ..sheet.painter import SheetContent
from ..sheet.scene import SheetPreview
from ..text import card_name, player_name

THREAD_NAME = "kartografove-review"

WORKERS = os.cpu_count() or 1
"""How many processes review the decisions (``bots.review``): one a core."""


def stars_text(stars: float) -> str:
    """An estimate of stars in the player's way of writing decimals ("26,6" in Czech
    and Polish), with the one decimal the list and the total share (issue 25)."""
    return QLocale().toString(stars, "f", 1)


@dataclass(frozen=True)
class Looked:
    """How far the review is: ``done`` of ``total`` decisions."""

    done: int
    total: int


@dataclass(frozen=True)
class Found:
    """The review's result (None when it failed: the dialog says so)."""

    reviewed: list[Reviewed] | None


def _review(
    setup: Setup,
    decisions: Sequence[Decision],
    players: list[int],
    thorough: bool,
    stop: Stop,
    outbox: Outbox,
) -> None:
    """A worker thread's whole job: pure Python, the review posted as it goes (its
    progress, then what it found; nothing once stopped)."""
    found: list[Reviewed] | None = None
    try:
        found = review(
            setup,
            decisions,
            players,
            thorough=thorough,
            progress=lambda done, total: outbox.post(Looked(done, total)),
            stop=stop,
            workers=WORKERS,
        )
    finally:
        if not stop.asked:
            outbox.post(Found(found))


class ReviewDialog(QDialog):
    """The review of ``game`` for the seats in ``players`` (the people)."""

    def __init__(
        self,
        game: Game,
        players: Iterable[int],
        parent: QWidget | None = None,
        *,
        thorough: bool = True,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.found: list[Reviewed] = []
        self.worst: list[Reviewed] = []
        self.busy = True  # until the review's result (or its failure) arrives
        self.setWindowTitle(self.tr("Review of the game"))
        layout = QVBoxLayout(self)
        self.summary = QLabel(self.tr("The hard computer cartographer is looking at your moves…"))
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.list = QListWidget()
        self.list.setMaximumHeight(90)
        self.list.currentRowChanged.connect(self._show)
        layout.addWidget(self.list)
        maps = QHBoxLayout()
        self.chosen_label, self.better_label = QLabel(), QLabel()
        self.chosen_map, self.better_map = SheetPreview(), SheetPreview()
        for title, view in (
            (self.chosen_label, self.chosen_map),
            (self.better_label, self.better_map),
        ):
            column = QVBoxLayout()
            column.addWidget(title)
            column.addWidget(view, 1)
            maps.addLayout(column)
        layout.addLayout(maps, 1)
        self.why = QLabel()  # why the better move is better, in the hint's words
        self.why.setWordWrap(True)
        layout.addWidget(self.why)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(1000, 700)
        self._stop = Stop()
        # the app may quit with the dialog open: the review's processes end first, or
        # the interpreter's exit would wait for them (bots.review.Stop)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._stop_review)
        self._mailbox = Mailbox(self)
        self._mailbox.arrived.connect(self._arrived)
        threading.Thread(
            target=_review,
            args=(
                game.setup,
                tuple(game.decisions),
                sorted(players),
                thorough,
                self._stop,
                self._mailbox.outbox,
            ),
            name=THREAD_NAME,
            daemon=True,
        ).start()

    def _arrived(self, message: object) -> None:
        if isinstance(message, Looked):
            self.summary.setText(
                self.tr(
                    "The hard computer cartographer is looking at your moves… {done} of {total}"
                ).format(done=message.done, total=message.total)
            )
        elif isinstance(message, Found):
            self.busy = False
            if message.reviewed is None:
                self.summary.setText(
                    self.tr("The review stopped on an error; the game itself is unharmed.")
                )
            else:
                self._reviewed(message.reviewed)

    def _reviewed(self, found: list[Reviewed]) -> None:
        self.found = found
        self.worst = costliest(found)
        total = sum(r.lost for r in found)
        self.summary.setText(
            self.tr("In all, about {stars} stars lost against the best alternatives.").format(
                stars=stars_text(total)
            )
            if self.worst
            else self.tr("No decision lost stars by the computer's reckoning. Well played!")
        )
        for reviewed in self.worst:
            self.list.addItem(
                self.tr("Move {number}, {card}: about {stars} stars lost").format(
                    number=reviewed.number + 1,
                    card=card_name(reviewed.pending.card),
                    stars=stars_text(reviewed.lost),
                )
            )
        if self.worst:
            self.list.setCurrentRow(0)

    def _show(self, row: int) -> None:
        if not 0 <= row < len(self.worst):
            return
        reviewed = self.worst[row]
        before = reviewed.before
        name = player_name(self.game.players[reviewed.pending.sheet])
        for title, text, view, sheet in (
            (self.chosen_label, self.tr("As chosen"), self.chosen_map, reviewed.chosen_sheet()),
            (self.better_label, self.tr("Better"), self.better_map, reviewed.better_sheet()),
        ):
            title.setText(text)
            changed = (sheet.filled & ~before.filled) | (sheet.attack & ~before.attack)
            view.show(
                SheetContent(sheet=sheet, name=name, edicts=self.game.edicts, highlight=changed)
            )
        self.why.setText(because(reviewed.why) if reviewed.why is not None else "")

    def _stop_review(self) -> None:
        self._stop.ask()

    def done(self, result: int) -> None:
        """Closing stops the review and closes at once: the worker stops at its
        next decision by itself (its processes are ended), and what it posts
        meanwhile is dropped."""
        self._stop.ask()
        self._mailbox.close()
        super().done(result)
