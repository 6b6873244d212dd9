"""The hard computer plays the week's deal too, on a worker thread, so that after
finishing the challenge a player sees what it scored ("the hard computer scored +41
on this deal").

The thread runs pure Python — the bots and the rules — and touches no Qt object
(ARCHITECTURE: Qt objects live on the GUI thread); it writes its rating into the
weeks file (:meth:`WeekBook.note_computer`, which serialises writers), and the screens
read it from there. Its game is the same on every computer (seed 0), so everyone
compares against the same rating."""

from __future__ import annotations

import threading

from ...bots import autoplay
from ...files import FileError
from ...records.journey.weekly import Week, WeekBook, deal_of
from ...rules.game import Game

_running: set[str] = set()
_lock = threading.Lock()


def hard_rating(week: Week) -> int:
    """The hard computer's solo rating on the week's deal (deterministic)."""
    game = autoplay(Game(deal_of(week).setup("Hard")), seed=0, levels=["hard"])
    assert game.result is not None and game.result.solo is not None
    return game.result.solo.rating


def start_hard_rating(book: WeekBook, week: Week) -> threading.Thread | None:
    """Compute and keep the rating unless it is known or already being computed."""
    if book.load().weeks.of(week).computer is not None:
        return None
    with _lock:
        if week.key in _running:
            return None
        _running.add(week.key)

    def run() -> None:
        try:
            book.note_computer(week, hard_rating(week))
        except (OSError, FileError):
            pass  # the next start tries again; the screen says it is not known yet
        finally:
            with _lock:
                _running.discard(week.key)

    thread = threading.Thread(target=run, name=f"hard-{week.key}", daemon=True)
    thread.start()
    return thread
