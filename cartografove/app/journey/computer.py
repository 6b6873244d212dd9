"""The hard computer plays the week's deal too, so that after finishing the challenge
a player sees what it scored ("the hard computer scored +41 on this deal").

Its game takes several seconds of pure Python. On a thread of the app's process it
held the interpreter long enough for the window to stutter, so it runs in a
**process of its own** (``multiprocessing``, started by *spawn*: a fresh interpreter
that imports the rules and the bots, never Qt, and shares nothing with the window).
The child sends back one number through a pipe; a small thread of the app waits for
it and writes it into the weeks file (:meth:`WeekBook.note_computer`, under the
records lock), and the screens read it from there. Quitting the app stops the
child (:func:`stop_ratings`); the next start plays the deal again. Its game is the
same on every computer (seed 0), so everyone compares against the same rating.

This module imports no Qt: the child imports it to find its work.
"""

from __future__ import annotations

import multiprocessing
import threading
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from ...bots import autoplay
from ...files import FileError
from ...records.journey.weekly import Week, WeekBook, deal_of
from ...rules.game import Game

LEVEL = "hard"
STOP_WAIT = 5.0
"""Seconds a stopped child is given to end before it is killed."""

_ratings: dict[str, WeekRating] = {}
_lock = threading.Lock()


def hard_rating(week: Week, level: str = LEVEL) -> int:
    """The computer's solo rating on the week's deal (deterministic)."""
    game = autoplay(Game(deal_of(week).setup("Hard")), seed=0, levels=[level])
    assert game.result is not None and game.result.solo is not None
    return game.result.solo.rating


def _play_in_child(week_key: str, level: str, sender: Connection) -> None:
    """The child process's whole work: play the deal, send the rating."""
    try:
        sender.send(hard_rating(Week.from_key(week_key), level))
    finally:
        sender.close()


class WeekRating:
    """One computer's game on one week's deal, in a child process."""

    def __init__(self, book: WeekBook, week: Week, level: str = LEVEL) -> None:
        self.book, self.week, self.level = book, week, level
        self.process: BaseProcess | None = None
        self.waiter: threading.Thread | None = None
        self.noted = threading.Event()  # set once the rating is in the weeks file
        self._stopped = False

    def start(self) -> None:
        context = multiprocessing.get_context("spawn")  # never fork a process with threads
        receiver, sender = context.Pipe(duplex=False)
        process = context.Process(
            target=_play_in_child,
            args=(self.week.key, self.level, sender),
            name=f"kartografove-week-{self.week.key}",
            daemon=True,  # ended with the app, whatever happens to it
        )
        process.start()
        sender.close()  # the child's end: when the child ends, recv() sees EOF
        self.process = process
        self.waiter = threading.Thread(
            target=self._wait, args=(receiver,), name="kartografove-week-rating", daemon=True
        )
        self.waiter.start()

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.is_alive()

    def _wait(self, receiver: Connection) -> None:
        try:
            rating = receiver.recv()
        except (EOFError, OSError):
            rating = None  # stopped, or the child failed: the next start tries again
        finally:
            receiver.close()
            if self.process is not None:
                self.process.join(STOP_WAIT)
            with _lock:
                if _ratings.get(self.week.key) is self:
                    del _ratings[self.week.key]
        if rating is None or self._stopped:
            return
        try:
            self.book.note_computer(self.week, int(rating))
        except (OSError, FileError):
            return  # the screen says it is not known yet; the next start tries again
        self.noted.set()

    def stop(self) -> None:
        """End the child now (the app is quitting): nothing is written."""
        self._stopped = True
        process = self.process
        if process is None or not process.is_alive():
            return
        process.terminate()
        process.join(STOP_WAIT)
        if process.is_alive():
            process.kill()
            process.join(STOP_WAIT)


def start_hard_rating(book: WeekBook, week: Week, level: str = LEVEL) -> WeekRating | None:
    """Play the week's deal in a child process and keep the rating, unless it is known
    or already being played."""
    if book.load().weeks.of(week).computer is not None:
        return None
    with _lock:
        if week.key in _ratings:
            return None
        rating = _ratings[week.key] = WeekRating(book, week, level)
    try:
        rating.start()
    except OSError:  # no process could be started: said as "not known yet"
        with _lock:
            _ratings.pop(week.key, None)
        return None
    return rating


def stop_ratings() -> None:
    """Stop every week's game still being played (the app is quitting)."""
    with _lock:
        running = list(_ratings.values())
        _ratings.clear()
    for rating in running:
        rating.stop()
