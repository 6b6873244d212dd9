"""The review of a finished game: the hard computer cartographer's estimate of the
stars each of the people's decisions lost against the best alternative (issue 13).

The review runs on another thread (the hard player thinks about half a second a
decision), and closing the dialog cancels it at once: the GUI never waits for it.
The three costliest decisions are listed, and clicking one shows the
map as chosen and as it could have been, side by side, the drawn spaces lit up.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QLocale, QThread, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from ...bots.review import Reviewed, costliest, review
from ...rules.game import Game
from ..play.hint import because
from ..sheet.painter import SheetContent
from ..sheet.scene import SheetPreview
from ..text import card_name, player_name


def stars_text(stars: float) -> str:
    """An estimate of stars in the player's way of writing decimals ("26,6" in Czech
    and Polish), with the one decimal the list and the total share (issue 25)."""
    return QLocale().toString(stars, "f", 1)


class _Reviewer(QThread):
    """The review's worker. It has no parent and is kept in :data:`_RUNNING` until it
    ends, so a dialog closed mid-review goes at once: the worker stops at its next
    decision (:meth:`cancel`) and is let go when it has, with nobody waiting for it."""

    done = Signal(list)

    def __init__(self, game: Game, players: list[int], thorough: bool) -> None:
        super().__init__()
        self.setup, self.decisions = game.setup, list(game.decisions)
        self.players, self.thorough = players, thorough
        self.cancelled = False  # set on the GUI thread, read by the worker: a plain flag
        self.finished.connect(self._let_go)

    def run(self) -> None:
        found = review(
            self.setup,
            self.decisions,
            self.players,
            thorough=self.thorough,
            cancelled=lambda: self.cancelled,
        )
        if not self.cancelled:
            self.done.emit(found)

    def cancel(self) -> None:
        self.cancelled = True

    def _let_go(self) -> None:
        self.wait()  # ``finished`` came from its last steps: this returns at once
        if self in _RUNNING:  # the dialog's reference, if any, is the last one
            _RUNNING.remove(self)


_RUNNING: list[_Reviewer] = []
"""Workers still running, whatever became of their dialogs (a QThread destroyed while
it runs would abort the app)."""


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
        self._thread = _Reviewer(game, sorted(players), thorough)
        self._thread.done.connect(self._reviewed)
        _RUNNING.append(self._thread)
        self._thread.start()

    @property
    def busy(self) -> bool:
        return not self.found

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

    def done(self, result: int) -> None:
        """Closing cancels the review and closes at once (the worker stops by itself)."""
        if not self._thread.cancelled:
            self._thread.cancel()
            self._thread.done.disconnect(self._reviewed)
        super().done(result)
