"""The app started as a person starts it (``run_app``), made to close its window
while something thinks on another thread, in a process of its own:
``python -m tests.app.quitting SCENARIO``. Its exit code is the app's.

Every computer cartographer here thinks for seconds (the hard player's ``choose``
is slowed; a review process's task for minutes), so the window is closed
mid-thought for certain; the thought never ends before the process does."""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QMessageBox

from cartografove.app import main as app_main
from cartografove.app.window.main_window import MainWindow
from cartografove.bots.players import HardCartographer
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import autoplay

THOUGHT = 4.0  # seconds each of the hard player's decisions takes here


def slow_hard_player() -> None:
    choose = HardCartographer.choose

    def slowly(self, view):  # type: ignore[no-untyped-def]
        time.sleep(THOUGHT)
        return choose(self, view)

    HardCartographer.choose = slowly  # type: ignore[method-assign]


def once(ready: Callable[[], bool], then: Callable[[], None]) -> None:
    """``then`` as soon as ``ready`` (the driver looks every 20 ms; the app never polls)."""
    if ready():
        then()
    else:
        QTimer.singleShot(20, lambda: once(ready, then))


def thread_running(name: str) -> bool:
    return any(t.name == name and t.is_alive() for t in threading.enumerate())


def during_a_computers_turn(window: MainWindow) -> None:
    window.start(Game(Setup(("Bot", "Ann"), 3, "C")), computers={0: "hard"})
    play = window.play
    assert play is not None
    once(lambda: play.computers.thinking.busy, window.close)


def during_a_hint(window: MainWindow) -> None:
    window.start(Game(Setup(("Ann",), 3, "C")))
    play = window.play
    assert play is not None
    play.hint.ask()
    once(lambda: play.hint.thinking.busy, window.close)


def during_a_review(window: MainWindow) -> None:
    """The review in one thread of the app's (a computer with one core)."""
    from cartografove.app.records import review as reviewing

    reviewing.WORKERS = 1
    review = open_review(window)
    once(lambda: thread_running(reviewing.THREAD_NAME) and review.busy, window.close)


def during_a_review_in_processes(window: MainWindow) -> None:
    """The review in two processes, closed while both think: each decision there
    takes longer than the test waits for the app to end (:func:`reviewing_for_long`)."""
    from cartografove.app.records import review as reviewing
    from cartografove.bots import review as bots_review

    reviewing.WORKERS = 2
    bots_review._review_at = reviewing_for_long  # type: ignore[assignment]
    open_review(window)
    once(lambda: len(list(THINKING.glob("*"))) >= 2, window.close)


def open_review(window: MainWindow) -> QDialog:
    from cartografove.app.records.review import ReviewDialog

    game = autoplay(Game(Setup(("Ann",), 4, "C")), seed=4)  # as History opens it
    review = ReviewDialog(game, [0], window, thorough=True)
    review.show()
    return review


THINKING = Path(os.environ.get("KARTOGRAFOVE_HOME", "."), "reviewing")
"""Where each review process says it thinks (a file named by its process id)."""

REVIEW_THOUGHT = 600.0  # seconds a decision's review takes in a review process here


def reviewing_for_long(setup: Setup, decisions: object, number: int, thorough: bool) -> None:
    """A review process's task (``bots.review._review_at``, spawned processes import
    this module by its name): it says it started, then thinks past the test's patience."""
    THINKING.mkdir(parents=True, exist_ok=True)
    (THINKING / str(os.getpid())).touch()
    time.sleep(REVIEW_THOUGHT)


def during_a_network_game(window: MainWindow) -> None:
    from cartografove.app.network.dialogs.host_dialog import HostDialog
    from cartografove.app.network.link import Plan

    # the host is asked whether to leave the game it hosts: yes
    QMessageBox.question = lambda *a, **k: QMessageBox.StandardButton.Yes  # type: ignore[method-assign]
    hosting = HostDialog("Ada", window)
    hosting.host(
        Plan(name="Ada", players=2, bots=(("Bot", "hard"),), listen="127.0.0.1", announce=False)
    )

    def show() -> None:
        assert hosting.link is not None and hosting.first is not None
        window.networking().show(hosting.link, hosting.first)
        once(lambda: thread_running("kartografove-net"), window.close)

    once(lambda: hosting.first is not None, show)


SCENARIOS = {
    "computer": during_a_computers_turn,
    "hint": during_a_hint,
    "review": during_a_review,
    "review-processes": during_a_review_in_processes,
    "network": during_a_network_game,
}


def main(scenario: str) -> int:
    slow_hard_player()
    drive = SCENARIOS[scenario]
    first_screen = app_main.first_screen

    def first_then_drive(window: MainWindow) -> None:
        first_screen(window)
        drive(window)

    app_main.first_screen = first_then_drive
    return app_main.run_app(argparse.Namespace(lang="en"))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
