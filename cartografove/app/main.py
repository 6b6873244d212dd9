"""Starting the app: the QApplication, fonts, look, settings, and the first screen."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from .fonts import load_fonts, ui_font
from .main_window import MainWindow
from .settings import load_settings
from .style import STYLESHEET
from .text import translate


def create_app() -> QApplication:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Kartografové")
    app.setOrganizationName("kartografove")
    load_fonts()
    app.setFont(ui_font(10))
    app.setStyleSheet(STYLESHEET)
    return app  # type: ignore[return-value]


def first_screen(window: MainWindow) -> None:
    """Offer the unfinished autosaved game; otherwise go straight to a new game."""
    from .session import unfinished_autosave

    game, problem = unfinished_autosave(window.autosave)
    if problem:
        QMessageBox.warning(window, translate("Startup", "Autosave damaged"), problem)
    if game is not None:
        answer = QMessageBox.question(
            window,
            translate("Startup", "Unfinished game"),
            translate("Startup", "You have an unfinished game. Continue it?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer == QMessageBox.StandardButton.Yes:
            window.start(game)
            return
    window.new_game()


def run_app(args: argparse.Namespace) -> int:
    app = create_app()
    settings, warning = load_settings()
    window = MainWindow(settings)
    window.show()
    if warning:
        QMessageBox.warning(window, translate("Startup", "Settings reset"), warning)
    QTimer.singleShot(0, lambda: first_screen(window))
    return app.exec()
