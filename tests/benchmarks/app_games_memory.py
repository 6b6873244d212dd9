"""The real app, offscreen, playing many games in one window: a process of its own for
:mod:`tests.benchmarks.test_net_app_memory`, so what it reports is this app's alone.

``python -m tests.benchmarks.app_games_memory SOLO NETWORK`` plays ``SOLO`` solo
games to their end, then hosts ``NETWORK`` network games in turn (this computer's
person and a random computer cartographer, on the app's own nats-server at
127.0.0.1, not announced) through the window's own commands, and plays each to its
end. The person's moves are random legal decisions through the session's
``apply``, as the GUI tests play; every score screen is closed once it opens, as a
player would. After the first game, the solo games and the network games it
prints one line of JSON: the resident memory (VmRSS, KiB), the peak (VmHWM), and
what is alive — sessions, games, network links, the window's dialogs and the
Python wrappers of Qt objects (issue 22: "one owner per game"; the wrappers include
one timer per wait of this driver's). Not the window's children: asking Qt for them
all makes a wrapper of each, which then lives on.
"""

from __future__ import annotations

import gc
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from tests.benchmarks.network_app import wait

if TYPE_CHECKING:
    from cartografove.app.play.session import GameSession

SEED = 22


def status_kib(field: str) -> int:
    text = Path("/proc/self/status").read_text()
    return next((int(line.split()[1]) for line in text.splitlines() if line.startswith(field)), 0)


def main(argv: list[str]) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, QTimer
    from PySide6.QtWidgets import QDialog

    from cartografove.app.main import create_app
    from cartografove.app.network.link import NetLink, Plan
    from cartografove.app.network.session import NetSession
    from cartografove.app.play.session import GameSession
    from cartografove.app.settings import Settings
    from cartografove.app.sheet import motion
    from cartografove.app.window.main_window import MainWindow
    from cartografove.rules.game import Game
    from cartografove.rules.setup import Setup

    solo, network = int(argv[0]), int(argv[1])
    motion.system_reduces_motion = lambda: True  # no movement to wait for: as the tests
    app = create_app()
    window = MainWindow(Settings())
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    rng = random.Random(SEED)

    def close_score_screens() -> None:
        """Close every score screen as it opens, until none has opened for a while
        (closing the winter report opens the results; a report may come on a timer)."""
        quiet = 0
        while quiet < 5:
            loop = QEventLoop()
            QTimer.singleShot(50, loop.quit)
            loop.exec()
            shown = [d for d in window.findChildren(QDialog) if d.isVisible()]
            for dialog in shown:
                dialog.close()
            quiet = 0 if shown else quiet + 1

    def play_out(over: Callable[[GameSession], bool]) -> None:
        session = window.session
        assert isinstance(session, GameSession)

        def step() -> bool:
            networked = isinstance(session, NetSession)
            view = session.view if isinstance(session, NetSession) else session.game
            if not view.over and (session.my_turn if networked else True):
                assert session.apply(rng.choice(view.legal_decisions())) is None
            return over(session)

        wait(step, 900)
        close_score_screens()

    def figures(after: str) -> None:
        for _ in range(3):  # what was handed to deleteLater, then the garbage
            app.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            gc.collect()
        alive = gc.get_objects()
        found = {
            "after": after,
            "rss_kib": status_kib("VmRSS"),
            "peak_kib": status_kib("VmHWM"),
            "sessions": sum(isinstance(o, GameSession) for o in alive),
            "games": sum(isinstance(o, Game) for o in alive),
            "links": sum(isinstance(o, NetLink) for o in alive),
            "dialogs": len(window.findChildren(QDialog)),
            "qobject_wrappers": sum(isinstance(o, QObject) for o in alive),
        }
        print(json.dumps(found), flush=True)

    for number in range(solo):
        window.start(Game(Setup(("Ada",), SEED + number, "C")))
        play_out(lambda session: session.game.over)
        if number == 0:
            figures("the first solo game")
    figures(f"solo games: {solo}")
    bots = (("Computer 1", "random"),)
    for _ in range(network):
        plan = Plan(name="Ada", players=2, bots=bots, listen="127.0.0.1", announce=False)
        window.networking().host_game(plan)  # its dialog closes itself once the game begins
        play_out(lambda session: isinstance(session, NetSession) and session.finished)
    window.leave_network_game()
    figures(f"solo games: {solo}, then network games: {network}")


if __name__ == "__main__":
    main(sys.argv[1:])
