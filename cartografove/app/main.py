"""Starting the app: the QApplication, fonts, look, settings, and the first screen."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from ..paths import resource_path
from .fonts import load_fonts, ui_font
from .i18n import LANGUAGES, switch_language, system_language
from .main_window import MainWindow
from .settings import load_settings
from .style import STYLESHEET
from .text import translate


def create_app() -> QApplication:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Kartografové")
    app.setOrganizationName("kartografove")
    app.setDesktopFileName("kartografove")  # ties the windows to kartografove.desktop
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        icon.addFile(str(resource_path("icons", f"kartografove-{size}.png")))
    app.setWindowIcon(icon)
    load_fonts()
    app.setFont(ui_font(10))
    app.setStyleSheet(STYLESHEET)
    return app  # type: ignore[return-value]


def first_screen(window: MainWindow) -> None:
    """Offer the unfinished autosaved game; otherwise the welcome page stays."""
    from .play.session import unfinished_autosave

    if window.autosave is None:
        return
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


def choose_language(requested: str | None, remembered: str | None) -> str:
    """``--lang`` wins, then the player's last choice, then the system locale."""
    for language in (requested, remembered):
        if language in LANGUAGES:
            return language
    return system_language()


def display_problem(
    environ: Mapping[str, str] = os.environ, platform: str = sys.platform
) -> str | None:
    """On Linux without an X or Wayland display Qt aborts the whole process from C++;
    say why in one line before it gets the chance (issue 8)."""
    if not platform.startswith("linux") or environ.get("QT_QPA_PLATFORM"):
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "no display found (DISPLAY and WAYLAND_DISPLAY are not set): start Kartografové "
        "from a desktop session, or use a command such as 'cartografove blank-sheets' "
        "that needs none"
    )


def run_app(args: argparse.Namespace) -> int:
    problem = display_problem()
    if problem:
        print(f"cartografove: {problem}", file=sys.stderr)
        return 1
    app = create_app()
    switch_language(choose_language(args.lang, None))  # so a settings warning is readable
    settings, warning = load_settings()
    switch_language(choose_language(args.lang, settings.language))
    window = MainWindow(settings)
    window.show()
    if warning:
        QMessageBox.warning(window, translate("Startup", "Settings reset"), warning)
    if window.storage_problem:
        QMessageBox.warning(
            window, translate("Startup", "Games cannot be saved"), window.storage_problem
        )
    QTimer.singleShot(0, lambda: first_screen(window))
    return app.exec()
