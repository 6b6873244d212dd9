"""The real app, offscreen, hosting or joining a network game to its end: a process
of its own for :mod:`tests.benchmarks.test_net_app_memory`, so the memory it reports
is this app's alone.

``python -m tests.benchmarks.network_app host JOINERS LEVEL`` hosts a 6-seat game
with its own nats-server: this computer's person, ``JOINERS`` seats for apps at
other computers and computer cartographers of ``LEVEL`` in the others. It prints the
join code once the host's seat is taken. ``python -m tests.benchmarks.network_app
join CODE`` joins such a game by its code. The person's seat is answered as the
network GUI tests answer it (a random legal decision, through the session's
``apply``). The last line printed is JSON: the app's peak resident memory (VmHWM,
KiB), its nats-server's (the host), and the seconds from the first snapshot to the
end of the game.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

SEED = 16


def peak_kib(pid: int | str) -> int:
    """VmHWM of a process (0 once it is gone). Not ru_maxrss: Linux keeps that
    across exec, so a child of a big pytest process would report its parent's."""
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    return next((int(line.split()[1]) for line in text.splitlines() if line.startswith("VmHWM")), 0)


def wait(condition: Callable[[], bool], seconds: float) -> None:
    """Run the app's event loop until ``condition`` holds (looked at every 20 ms)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    timer = QTimer()

    def look() -> None:
        if condition():
            loop.quit()

    timer.timeout.connect(look)
    timer.start(20)
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    if not condition():
        raise TimeoutError(f"not done within {seconds} s")


def main(argv: list[str]) -> None:
    from cartografove.app.main import create_app
    from cartografove.app.network.dialogs.host_dialog import HostDialog
    from cartografove.app.network.dialogs.join_dialog import JoinDialog
    from cartografove.app.network.link import Plan
    from cartografove.app.network.session import NetSession
    from cartografove.app.settings import Settings
    from cartografove.app.window.main_window import MainWindow

    app = create_app()
    window = MainWindow(Settings())
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    dialog: HostDialog | JoinDialog
    if argv[0] == "host":
        joiners, level = int(argv[1]), argv[2]
        bots = tuple((f"Computer {n + 1}", level) for n in range(5 - joiners))
        dialog = HostDialog("Ada", window)
        dialog.host(Plan(name="Ada", players=6, bots=bots, listen="127.0.0.1", announce=False))
        wait(lambda: bool(dialog.lobby.code.text()), 30)
        print(dialog.lobby.code.text(), flush=True)
    else:
        dialog = JoinDialog("Bea", window, browse=False)
        dialog.code.setText(argv[1])
        dialog.join()
    wait(lambda: dialog.first is not None, 120)
    started = time.monotonic()
    link = dialog.link
    assert link is not None and dialog.first is not None
    window.networking().show(link, dialog.first)
    session = window.session
    assert isinstance(session, NetSession)
    hosting = link.worker._hosting
    server = hosting.server if hosting is not None else None
    server_pid = server.process.pid if server is not None and server.process else None
    figures: dict[str, float] = {"server_kib": 0}
    rng = random.Random(SEED)

    def played() -> bool:
        if server_pid is not None:  # the server stops with the game: its peak so far
            figures["server_kib"] = max(figures["server_kib"], peak_kib(server_pid))
        if session.my_turn and not session.view.over:
            assert session.apply(rng.choice(session.view.legal_decisions())) is None
        return session.finished

    wait(played, 900)
    figures["seconds"] = round(time.monotonic() - started, 2)
    window.leave_network_game()
    figures["app_kib"] = peak_kib("self")
    figures["decisions"] = len(session.game.decisions)
    print(json.dumps(figures), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
