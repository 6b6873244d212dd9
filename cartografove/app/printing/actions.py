"""The Game menu's two print items, next to the PDF export.

Kept apart from :mod:`.printer` so that building the menu imports no sheet painter,
no rules and no QtPrintSupport: the first window appears sooner, and the printing
code loads when a print item is first chosen.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from ..text import translate

if TYPE_CHECKING:
    from ...rules.game import Game


class PrintActions:
    """Game → Print… (the open game's sheets) and Print blank sheets…; the main
    window adds them to its menu and passes on retranslation and whether a game is
    open."""

    def __init__(
        self,
        window: QWidget,
        menu: QMenu,
        game: Callable[[], Game | None],
        played: Callable[[], date | None] = lambda: None,
    ) -> None:
        self.window, self.game, self.played = window, game, played
        self.print_action = QAction(window)
        self.print_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
        self.print_action.triggered.connect(self._print_game)
        self.blank_action = QAction(window)
        self.blank_action.triggered.connect(self._print_blank)
        menu.addAction(self.print_action)
        menu.addAction(self.blank_action)
        self.retranslate()

    def _print_game(self) -> None:
        # start-up: QtPrintSupport only when printing
        from .printer import print_game

        game = self.game()
        if game is not None:
            print_game(self.window, game, self.played())

    def _print_blank(self) -> None:
        # start-up: QtPrintSupport only when printing
        from .printer import print_blank

        game = self.game()
        print_blank(self.window, game.setup.side if game is not None else None)

    def retranslate(self) -> None:
        self.print_action.setText(translate("Printing", "&Print…"))
        self.blank_action.setText(translate("Printing", "Print b&lank sheets…"))

    def update(self, playing: bool) -> None:
        self.print_action.setEnabled(playing)
