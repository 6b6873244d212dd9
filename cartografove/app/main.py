"""Starting the app: the QApplication, fonts, look, settings, and the first screen."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import cast

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ..locks import NotALockFile
from ..net.ongoing import OngoingGames
from ..paths import resource_path
from ..records.files import Problem
from ..records.recovery import record_forgotten
from ..userdirs import data_dir
from .collector import collect_on_gui_thread
from .i18n import LANGUAGES, switch_language, system_language
from .look.fonts import load_fonts, ui_font
from .look.style import STYLESHEET
from .reasons import file_problem
from .settings import load_settings
from .text import translate
from .window.main_window import MainWindow
from .window.single_instance import SingleInstance, ask_first_to_raise, bring_to_front


def create_app() -> QApplication:
    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))
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
    collect_on_gui_thread(app)  # never on the network's thread: see .collector
    return app


_CLAIMS: list[SingleInstance] = []


def claim_data_folder() -> SingleInstance | bool | None:
    """This app's claim on the data folder: the :class:`SingleInstance` to keep, None
    when another app already holds the folder, False when there is no folder to hold
    (the window then explains that nothing can be saved)."""
    try:
        folder = data_dir()
    except OSError:
        return False
    instance = SingleInstance(folder)
    return instance if instance.claim() else None  # NotALockFile: see run_app


def say_not_a_lock(error: NotALockFile, parent: QWidget | None = None) -> None:
    """The lock's place holds something that could not be moved: starting anyway
    would let two windows play the same games, so say what to remove."""
    QMessageBox.critical(
        parent,
        translate("Startup", "Kartografové cannot start"),
        translate(
            "Startup",
            "{file} in your data folder should be Kartografové's lock file, but it is "
            "something else and cannot be moved aside. Remove it and start again.",
        ).format(file=error.filename),
    )


def say_lock_set_aside(kept: Path, parent: QWidget | None = None) -> None:
    """Something else stood where the lock file goes (a FIFO, a link): it was kept."""
    QMessageBox.warning(
        parent,
        translate("Startup", "Lock file replaced"),
        translate(
            "Startup",
            "Something that was not Kartografové's lock file was in its place in your "
            "data folder. It was kept as {file} and a new lock file was made.",
        ).format(file=kept),
    )


def _said_already_running() -> bool:
    """The second start's one line (the first app's window is in front now)."""
    said = translate(
        "Startup",
        "Kartografové is already running with this data folder; its window was brought "
        "to the front",
    )
    print(f"cartografove: {said}", file=sys.stderr)
    return True


def say_unreachable(parent: QWidget | None = None) -> None:
    """A second start whose first app did not answer: say why nothing opens."""
    QMessageBox.warning(
        parent,
        translate("Startup", "Kartografové is already running"),
        translate(
            "Startup",
            "Kartografové is already running with your data folder, but its window "
            "did not answer. Close it (or wait until it answers) and start again: two "
            "windows on the same games would overwrite each other's moves.",
        ),
    )


def first_screen(window: MainWindow) -> None:
    """Offer to continue the most recent unfinished game, named as the welcome page
    names it — a network game in progress or a chapter left midway too (all of them
    are listed on the welcome page); say which damaged
    autosaves or network game records were set aside and where."""

    record_forgotten_games(window)
    problems: list[tuple[str, Problem]] = []
    if window.unfinished is not None:
        with contextlib.suppress(OSError):
            problems += [("autosave", p) for p in window.unfinished.games().problems]
    with contextlib.suppress(OSError):
        problems += [("network", p) for p in OngoingGames().games().problems]
    for kind, problem in problems:
        title = (
            translate("Startup", "Network game damaged")
            if kind == "network"
            else translate("Startup", "Autosave damaged")
        )
        QMessageBox.warning(window, title, _problem(problem, kind))
    window.refresh_unfinished()
    games = window.continuables()
    if not games:
        return
    question = (
        translate("Startup", "Your network game is in progress. Continue it?")
        if games[0].network
        else translate("Startup", "You have an unfinished game. Continue it?")
    )
    answer = QMessageBox.question(
        window,
        translate("Startup", "Unfinished game"),
        f"{question}\n\n{games[0].text}",  # which game: a chapter says which one
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    if answer == QMessageBox.StandardButton.Yes:
        window.continue_game(games[0].path)
    # the keys go to the game again, not to where the question was: without a window
    # manager (a kiosk, Xvfb) nothing else gives the window the focus back
    window.activateWindow()


def record_forgotten_games(window: MainWindow) -> None:
    """Record the finished games a crash left as autosaves only (the history, their
    campaign) and remove those autosaves; what cannot be written stays a warning."""

    if window.unfinished is None or window.storage_problem is not None:
        return
    try:
        recorded = record_forgotten(window.unfinished)
    except OSError:
        return  # the folder cannot be read: the list of games says so
    failures = [failure for done in recorded for failure in done.failures]
    if failures:
        window.warning.warn("record", "; ".join(failures))


def _problem(problem: Problem, kind: str = "autosave") -> str:
    reason = file_problem(problem.kind)
    if kind == "network":
        return translate(
            "Startup",
            "The record of a network game in progress could not be read. {reason} "
            "It was kept as {file}.",
        ).format(reason=reason, file=problem.kept_as or problem.path)
    if problem.kept_as is not None:
        return translate(
            "Startup", "An autosaved game could not be opened. {reason} It was kept as {file}."
        ).format(reason=reason, file=problem.kept_as)
    return translate(
        "Startup", "An autosaved game could not be opened. {reason} It was left as {file}."
    ).format(reason=reason, file=problem.path)


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
    try:
        instance = claim_data_folder()  # before anything is read or written
    except NotALockFile as error:
        say_not_a_lock(error)
        return 1
    if instance is None:
        if ask_first_to_raise(data_dir()):
            _said_already_running()
            return 0
        say_unreachable()
        return 1
    settings, warning = load_settings()
    switch_language(choose_language(args.lang, settings.language))
    window = MainWindow(settings)
    if isinstance(instance, SingleInstance):
        _CLAIMS.append(instance)  # held, with its lock, until the process ends
        instance.raise_requested.connect(lambda: bring_to_front(window))
        instance.listen()
    window.show()
    if isinstance(instance, SingleInstance) and instance.set_aside is not None:
        say_lock_set_aside(instance.set_aside, window)
    if warning:
        QMessageBox.warning(window, translate("Startup", "Settings reset"), warning)
    if window.storage_problem:
        QMessageBox.warning(
            window, translate("Startup", "Games cannot be saved"), window.storage_problem
        )
    QTimer.singleShot(0, lambda: first_screen(window))
    return app.exec()
