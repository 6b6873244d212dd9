"""All players' maps side by side, at any time (issue 3)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QGridLayout, QVBoxLayout, QWidget

from ...rules.game import Game
from ..look.screen_room import fit_on_screen
from ..look.shrink import ShrinkingLabel
from ..sheet.painter import game_content
from ..sheet.scene import SheetPreview
from ..text import player_names, translate


class Overview(QDialog):
    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Overview", "All maps"))
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        layout.addLayout(grid)
        count = len(game.players)
        columns = 2 if count == 4 else min(count, 3)
        self.previews: list[SheetPreview] = []
        for index, name in enumerate(player_names(game.players)):
            preview = SheetPreview()
            preview.setMinimumSize(230, 280)  # four maps in 720 pixels
            preview.show(game_content(game, index))
            box = QVBoxLayout()
            label = ShrinkingLabel(name)  # a name can be 32 characters
            label.setObjectName("overviewName")
            box.addWidget(label)
            box.addWidget(preview)
            grid.addLayout(box, index // columns, index % columns)
            self.previews.append(preview)
        rows = -(-count // columns)
        fit_on_screen(self, 330 * columns + 40, 420 * rows + 40)
