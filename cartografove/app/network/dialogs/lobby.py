"""What hosting and joining share: the join code to pass on, what game it is (the
host's terms), who has sat down, and the link's news in words — until the host's
start, when the game begins."""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ....net.terms import Terms
from ....rules.cards import EDICT_LETTERS
from ...text import card_name, side_name, translate
from ..failures import failure_text
from ..link import NetLink, Snapshot


def describe_terms(terms: Terms) -> str:
    """The game a player is about to join, in a line: rules, sheet, edicts."""
    rules = {
        "heroes": translate("NetLobby", "Cartographers Heroes"),
        "base": translate("NetLobby", "Cartographers (the base game)"),
        "combined": translate("NetLobby", "Both combined"),
    }[terms.rules.mode]
    if terms.edicts == "random":
        edicts = translate("NetLobby", "random edicts")
    elif terms.edicts == "first_game":
        edicts = translate("NetLobby", "the first game's edicts")
    else:
        edicts = translate("NetLobby", "edicts {cards}").format(
            cards=", ".join(
                f"{letter} {card_name(card)}"
                for letter, card in zip(EDICT_LETTERS, terms.edicts, strict=True)
            )
        )
    return " · ".join((rules, side_name(terms.side), edicts))


class Lobby(QWidget):
    """Follows a :class:`NetLink` until the game starts (``started`` with the
    first snapshot of the game) or fails (``failed`` with the reason)."""

    started = Signal(object)
    failed = Signal(str)
    again_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.link: NetLink | None = None
        self.begun = False  # the game has begun: ``started`` is said once
        self.code_label = QLabel(translate("NetLobby", "Join code:"))
        self.code = QLineEdit()
        self.code.setReadOnly(True)
        font = QFont("monospace")
        font.setStyleHint(QFont.StyleHint.Monospace)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.code.setFont(font)
        self.copy_button = QPushButton(translate("NetLobby", "Copy"))
        self.copy_button.clicked.connect(self.copy_code)
        self.terms = QLabel()
        self.terms.setWordWrap(True)
        self.seated_label = QLabel()
        self.seated = QListWidget()
        self.seated.setMaximumHeight(140)
        self.seated.hide()  # shown once someone has sat down
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.again_button = QPushButton(translate("NetLobby", "Try again"))
        self.again_button.clicked.connect(self.again_requested)
        self.again_button.hide()  # shown when the link fails
        row = QHBoxLayout()
        row.addWidget(self.code, 1)
        row.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.code_label)
        layout.addLayout(row)
        layout.addWidget(self.terms)
        layout.addWidget(self.seated_label)
        layout.addWidget(self.seated)
        layout.addWidget(self.status)
        layout.addWidget(self.again_button)
        self._show_code("")

    def follow(self, link: NetLink) -> None:
        self.link = link
        self.begun = False
        self.again_button.hide()
        if link.plan.players:  # hosting: the code to give the others
            link.code.connect(self._show_code)
        link.progress.connect(self._progress)
        link.failed.connect(self._failed)
        self.status.setText(translate("NetLobby", "Connecting…"))

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(self.code.text())

    def _show_code(self, code: str) -> None:
        self.code.setText(code)
        if code:  # the whole code in view: it is read aloud or copied by hand
            width = self.code.fontMetrics().horizontalAdvance(code + "MMMM")
            self.code.setMinimumWidth(width)
        for widget in (self.code_label, self.code, self.copy_button):
            widget.setVisible(bool(code))
        if code:  # wide enough for it, now and once the layout has settled
            self.window().adjustSize()
            QTimer.singleShot(0, self.window().adjustSize)

    def _progress(self, seen: Snapshot) -> None:
        if self.begun:
            return  # a snapshot signalled before the lobby let go of the link
        if seen.setup is not None and seen.seat is not None:
            self.status.setText(translate("NetLobby", "The game begins."))
            self.begun = True
            if self.link is not None:  # the game's screen follows the link from here
                self.link.progress.disconnect(self._progress)
                self.link.failed.disconnect(self._failed)
            self.started.emit(seen)
            return
        if seen.terms is not None:
            self.terms.setText(describe_terms(seen.terms))
        self.seated.clear()
        for name in seen.names:
            self.seated.addItem(name)
        self.seated.setVisible(bool(seen.names))
        self.seated_label.setText(
            translate("NetLobby", "At the table: {seated} of {seats}").format(
                seated=len(seen.names), seats=seen.players
            )
        )
        self.status.setText(
            translate("NetLobby", "Waiting for the other cartographers to join…")
            if seen.players
            else translate("NetLobby", "Connecting…")
        )

    def _failed(self, reason: str) -> None:
        """Said as it is, in the player's words (:mod:`.failures`; before the game
        begins, "cannot go on" would be wrong), with Try again."""
        link, self.link = self.link, None
        failure = link.failure if link is not None else None
        self.status.setText(failure_text(failure, hosting=bool(link and link.plan.players)))
        self.again_button.show()
        self.failed.emit(reason)
