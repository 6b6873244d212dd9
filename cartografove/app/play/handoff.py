"""The page between two players of a pass-and-play game.

It hides the last sheet and says who takes the computer next and what they will do
— "Pass to Ben: Ben draws the Dragon on Ann's map" — so nobody draws on the wrong
sheet or sees another's choice before making their own (RULES §4)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ...rules.cards import catalog
from ...rules.decisions import Ask, Pending
from ...rules.game import Game
from ..shrink import ShrinkingLabel
from ..text import card_name, monster_name, player_name, translate


class HandOffPage(QWidget):
    ready = Signal()
    undo_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoff")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # dark page from QSS
        self.title = ShrinkingLabel()  # a name can be 32 characters
        self.title.setObjectName("handoffTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel()
        self.detail.setObjectName("handoffDetail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.go = QPushButton()
        self.go.setObjectName("handoffGo")
        self.go.clicked.connect(self.ready)
        self.back = QPushButton()
        self.back.setObjectName("handoffBack")
        self.back.clicked.connect(self.undo_requested)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addSpacing(24)
        layout.addWidget(self.go, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.back, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def show_for(self, game: Game, pending: Pending, last_decider: int | None) -> None:
        player = player_name(game.players[pending.player])
        owner = player_name(game.players[pending.sheet])
        self.title.setText(
            translate("HandOff", "Pass the computer to {player}").format(player=player)
        )
        self.detail.setText(self._what(game, pending).format(player=player, owner=owner))
        self.go.setText(translate("HandOff", "I am {player} — show my turn").format(player=player))
        can_undo = last_decider is not None and bool(game.decisions)
        self.back.setVisible(can_undo)
        if can_undo and last_decider is not None:
            self.back.setText(
                translate("HandOff", "{player}: take back my last move").format(
                    player=player_name(game.players[last_decider])
                )
            )
        self.go.setFocus()

    def _what(self, game: Game, pending: Pending) -> str:
        data = catalog()
        card = card_name(pending.card)
        if pending.ask in (Ask.MONSTER, Ask.MONSTER_FALLBACK):
            monster = data.ambush[pending.card].monster
            beast = monster_name(monster) if monster else card
            return translate(
                "HandOff", "Ambush! {player} draws {monster} on {owner}'s map."
            ).replace("{monster}", beast)
        if pending.ask is Ask.GAZE:
            return translate(
                "HandOff", "{player} chooses what the Gorgon destroys on {owner}'s map."
            )
        if pending.ask is Ask.RAVAGE:
            return translate("HandOff", "{player} chooses what the Troll destroys on their map.")
        if pending.ask is Ask.HERO:
            return translate("HandOff", "{player} places the hero {card}.").replace("{card}", card)
        return translate("HandOff", "{player} draws {card}.").replace("{card}", card)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.ready.emit()
            event.accept()
            return
        super().keyPressEvent(event)
