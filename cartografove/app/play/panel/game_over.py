"""What one can do when the game is over (issue 14): instead of an empty card box
and greyed-out buttons, the ways on — the results, every map, the maps as a PDF,
the game move by move, the same table again (issue 25), a new game."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from ...text import translate


class GameOverPanel(QFrame):
    results = Signal()
    overview = Signal()
    export = Signal()
    replay = Signal()
    play_again = Signal()
    new_game = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPanel")  # the side panel's boxed look
        self.heading = QLabel()
        self.heading.setObjectName("cardTitle")
        self.heading.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        layout.addWidget(self.heading)
        self.buttons: dict[str, QPushButton] = {}
        for name in ("results", "overview", "export", "replay", "play_again", "new_game"):
            button = QPushButton()
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(getattr(self, name).emit)
            layout.addWidget(button)
            self.buttons[name] = button
        self.buttons["results"].setObjectName("confirm")  # the first thing to do
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(translate("GameOver", "What now?"))
        texts = {
            "results": translate("GameOver", "See the results"),
            "overview": translate("GameOver", "Look at every map"),
            "export": translate("GameOver", "Export the maps to PDF…"),
            "replay": translate("GameOver", "Watch the game again"),
            "play_again": translate("GameOver", "Play again with the same table"),
            "new_game": translate("GameOver", "Start a new game…"),
        }
        for name, text in texts.items():
            self.buttons[name].setText(text)
