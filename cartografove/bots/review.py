"""A review of a finished game: for each of a person's decisions, what the hard
computer cartographer would have done instead and about how many stars the choice
cost (issues 13, 26).

The stars lost are measured by playing both moves on (:mod:`.search`): the same
guessed orders of the deck for each (common random numbers, so the two differ by
the move, not by luck), the next cards answered by the yardstick, and what the map
has scored and is still worth where the guess ends. A better move its own play-out
scores no higher has cost nothing. What the cards really were is never consulted:
the review knows what the player knew. A decision on a neighbour's map (a monster
drawn there) is measured by the harm done, one move deep.
"""

from __future__ import annotations

import multiprocessing
import random
import threading
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from multiprocessing.process import BaseProcess

from ..rules.board.sheet import Sheet
from ..rules.decisions import Decision, Pending
from ..rules.game import Game
from ..rules.preview import effect
from ..rules.setup import Setup
from .explain import Reasons, reasons
from .players import HardCartographer, MediumCartographer
from .search import Playout, guesses, played_on
from .values import Weights
from .view import GameView, view_of

# How many cards deep the play-outs that measure a costly move go.
DEPTH = 2


@dataclass(frozen=True, slots=True)
class Reviewed:
    """One decision of the game: its number (0 = the first), the request it answered,
    the sheet it drew on as it was before, what was chosen, the better answer, the
    estimated stars lost by not taking it and, for a costly one on the decider's own
    map, why the better answer is better (the hint's reasons, :mod:`.explain`)."""

    number: int
    pending: Pending
    before: Sheet
    chosen: Decision
    better: Decision
    lost: float
    why: Reasons | None = None

    @property
    def player(self) -> int:
        return self.pending.player

    def chosen_sheet(self) -> Sheet:
        return effect(self.before, self.pending, self.chosen)

    def better_sheet(self) -> Sheet:
        return effect(self.before, self.pending, self.better)


def worth(view: GameView, decision: Decision, weights: Weights) -> float:
    """What ``decision`` is worth to its decider by ``weights`` (harm on another's map)."""
    pending = view.pending
    value = weights.value(effect(view.sheets[pending.sheet], pending, decision))
    return -value if pending.player != pending.sheet else value


def stars_lost(view: GameView, chosen: Decision, better: Decision, number: int) -> float:
    """How many stars ``chosen`` cost against ``better``: both played on against the
    same guessed decks (seeded by the decision's ``number``, so a review says the
    same twice). A move the yardstick already finds as good as the better one has
    cost nothing, and is not played on (the review stays quick); a monster drawn on
    a neighbour's map is measured one move deep, by the harm done."""
    if chosen == better:
        return 0.0
    bot = HardCartographer()
    weights = bot.weights(view)
    estimate = worth(view, better, weights) - worth(view, chosen, weights)
    if view.pending.player != view.pending.sheet or estimate <= 0:
        return max(0.0, estimate)
    starts = guesses(view, random.Random(f"review/{number}"))
    playout = Playout(view.pending.player, bot.weights)
    ours, theirs = played_on(view, [better, chosen], starts, DEPTH, playout)
    return max(0.0, ours - theirs)


# A decision that lost at least this many stars gets the reasons of the better one.
COSTLY = 0.5

# Starting a process costs about what reviewing a decision does: fewer decisions
# than this are reviewed in this process whatever ``workers`` says.
IN_PROCESSES = 8

Progress = Callable[[int, int], None]
"""Told ``(done, total)`` after each reviewed decision (a progress bar; raising from
it stops the review)."""


class Stop:
    """Asks a review to stop, from any thread (a window closed, the app quitting).

    The review returns what it found so far. A review in processes ends them at once,
    whatever they are thinking about: nobody waits for them, now or at the exit. (Python
    joins a process pool's thread when the interpreter exits, and that thread waits for
    every decision handed to the pool: a review left running would keep a closed app
    alive for as long as the whole review takes.)"""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._asked = False
        self._pool: ProcessPoolExecutor | None = None

    @property
    def asked(self) -> bool:
        return self._asked

    def ask(self) -> None:
        with self._lock:
            self._asked = True
            pool, self._pool = self._pool, None
        if pool is not None:
            _end(pool)

    def _submit(
        self, pool: ProcessPoolExecutor, tasks: Callable[[], list[Future[Reviewed]]]
    ) -> list[Future[Reviewed]]:
        """``tasks`` submitted to ``pool``, which :meth:`ask` ends from then on
        (nothing is submitted once it was asked). Under the lock, so an ask never
        comes between the submissions and the pool being known to it."""
        with self._lock:
            if self._asked:
                return []
            self._pool = pool
            return tasks()


def review(
    setup: Setup,
    decisions: Sequence[Decision],
    players: Iterable[int] | None = None,
    *,
    thorough: bool = True,
    progress: Progress | None = None,
    stop: Stop | None = None,
    workers: int = 1,
) -> list[Reviewed]:
    """Every decision of ``players`` (all by default) with the better answer and the
    stars it cost. ``thorough`` asks the hard player (about a third of a second a
    decision); otherwise the medium one (a few milliseconds). Once ``stop`` is asked
    (:class:`Stop`), the review stops at once and returns what it found so far (the
    window closed: nobody waits for the rest).

    The game is walked once, keeping a copy of it at each decision to review (a
    copy costs a few references); then the bot thinks on each copy's view. With
    ``workers`` above one (and :data:`IN_PROCESSES` decisions or more), the decisions
    are reviewed that many at a time in processes of their own
    (:func:`_in_processes`): the same answers, sooner on a computer with several
    cores."""
    wanted = None if players is None else set(players)
    stop = stop or Stop()
    game = Game(setup)
    stops: list[tuple[int, Game, Decision]] = []
    for number, decision in enumerate(decisions):
        pending = game.pending
        assert pending is not None
        if wanted is None or pending.player in wanted:
            stops.append((number, game.copy(), decision))
        game.apply(decision)
    if workers > 1 and len(stops) >= IN_PROCESSES:
        numbers = [number for number, _, _ in stops]
        return _in_processes(setup, decisions, numbers, thorough, progress, stop, workers)
    found = []
    for number, at, decision in stops:
        if stop.asked:
            break
        found.append(_reviewed(at, decision, number, thorough))
        if progress is not None:
            progress(len(found), len(stops))
    return found


def _reviewed(game: Game, decision: Decision, number: int, thorough: bool) -> Reviewed:
    """Decision ``number`` of the game, ``decision``, made in ``game``, reviewed."""
    view = view_of(game)
    better = (HardCartographer() if thorough else MediumCartographer()).choose(view)
    lost = stars_lost(view, decision, better, number)
    why = reasons(view, better) if lost >= COSTLY else None
    before = view.sheets[view.pending.sheet]
    return Reviewed(number, view.pending, before, decision, better, lost, why)


def _review_at(
    setup: Setup, decisions: Sequence[Decision], number: int, thorough: bool
) -> Reviewed:
    """A worker process's task: the game up to decision ``number`` (the decisions
    replayed: milliseconds), and that decision reviewed."""
    game = Game.replay(setup, decisions[:number])
    return _reviewed(game, decisions[number], number, thorough)


def _in_processes(
    setup: Setup,
    decisions: Sequence[Decision],
    numbers: Sequence[int],
    thorough: bool,
    progress: Progress | None,
    stop: Stop,
    workers: int,
) -> list[Reviewed]:
    """The decisions ``numbers`` reviewed by ``workers`` processes, started by
    *spawn* (a fresh interpreter: never fork a process with threads, as the app's
    is). Each review is seeded by its decision's number, so the answers are those
    of the review in one process; they come back in the order they finish and are
    given back in the game's. Once ``stop`` is asked, the processes are ended there
    and then (:class:`Stop`), and so they are when the review ends otherwise: a
    review that failed leaves nothing thinking."""
    pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))
    found: dict[int, Reviewed] = {}
    try:
        tasks = stop._submit(
            pool,
            lambda: [
                pool.submit(_review_at, setup, tuple(decisions[: number + 1]), number, thorough)
                for number in numbers
            ],
        )
        for task in as_completed(tasks):
            if stop.asked:  # the tasks not done were cancelled or their processes ended
                break
            reviewed = task.result()
            found[reviewed.number] = reviewed
            if progress is not None:
                progress(len(found), len(numbers))
    finally:
        if len(found) < len(numbers):
            _end(pool)
        else:
            pool.shutdown(wait=False)
    return [found[number] for number in sorted(found)]


def _end(pool: ProcessPoolExecutor) -> None:
    """``pool`` cancelled and its processes ended, without waiting for them: the
    pool's own thread sees them gone and lets go of its tasks (the same way as when a
    worker crashes), so nothing is left for the interpreter's exit to wait for. The
    pool has no public way to end its processes (Python 3.14's ``terminate_workers``
    does this); after its shutdown it forgets them, so they are taken first."""
    processes: list[BaseProcess] = list((pool._processes or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()


def costliest(reviewed: Iterable[Reviewed], count: int = 3) -> list[Reviewed]:
    """The ``count`` decisions that cost the most stars, costliest first."""
    return sorted((r for r in reviewed if r.lost > 0), key=lambda r: (-r.lost, r.number))[:count]
