"""Review my moves in several processes gives exactly the review of one process
(issue 27: the same stars lost, the same better answers, in the game's order)."""

from __future__ import annotations

from cartografove.bots import autoplay
from cartografove.bots.review import IN_PROCESSES, review
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup


def test_a_review_in_processes_is_the_review_in_one() -> None:
    setup = Setup(("P1", "P2"), 8)
    game = autoplay(Game(setup), seed=8, levels=("random", "medium"))
    decisions = game.decisions[: 2 * IN_PROCESSES]
    told: list[tuple[int, int]] = []
    alone = review(setup, decisions, [0])
    together = review(setup, decisions, [0], workers=2, progress=lambda *p: told.append(p))
    assert len(alone) >= IN_PROCESSES and together == alone
    assert told == [(n, len(alone)) for n in range(1, len(alone) + 1)]


def test_a_cancelled_review_in_processes_gives_back_what_it_found() -> None:
    setup = Setup(("P1",), 9)
    decisions = autoplay(Game(setup), seed=9, levels=("random",)).decisions[:IN_PROCESSES]
    done: list[int] = []
    found = review(
        setup,
        decisions,
        workers=2,
        progress=lambda n, total: done.append(n),
        cancelled=lambda: len(done) >= 2,
    )
    alone = review(setup, decisions)
    assert len(found) == 2 and all(r in alone for r in found)
