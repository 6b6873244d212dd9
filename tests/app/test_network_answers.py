"""A person's answer in a network game reaches their seat's player, however the
other seats' real answers turn out.

The screen finds the seat's next request on a lookahead where the seats that have
not answered yet have placeholder answers (:class:`cartografove.net.engine.Lookahead`),
so the person can answer at once. Another seat's real answer can bring one request
more or fewer before this seat's (here a Gorgon's gaze: who draws a monster where).
The link once knew the answer by the count of decisions before the request, which
then differed between the screen's lookahead and the seat's player: the player
never found the answer, the screen thought it given, and the game waited for ever
(a six-seat game in CI stood still at a Troll's ravage). The player now takes the
answers in the order given, by the request alone."""

from __future__ import annotations

import asyncio
import random

from cartografove.app.network.link import NetLink, Plan, Snapshot
from cartografove.app.network.session import NetSession
from cartografove.rules.cards import catalog
from cartografove.rules.events import CardRevealed
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.early_requests import SeenEarly, requests_seen_early

NAMES = tuple(f"Player {n}" for n in range(1, 7))
SEAT = 5  # the last seat: every other seat answers each card before it
SEED = 43  # a fixed deal where such a request comes (found, not assumed: see below)


def _a_request_the_others_move() -> SeenEarly:
    """One of ``SEAT``'s requests in a fixed six-seat game with random answers that
    stood at one count of decisions on the seat's first lookahead and at another in
    the real game."""
    setup = Setup(players=NAMES, seed=SEED, side="C", edicts=catalog().first_game)
    for seen in requests_seen_early(Game(setup), random.Random(SEED)):
        if seen.seat == SEAT and len(seen.early.decisions) != len(seen.real.decisions):
            return seen
    raise AssertionError("no request of this seat moved in this game: choose another seed")


def test_an_early_answer_reaches_the_seat_when_the_others_bring_another_request(qtbot, app):
    seen = _a_request_the_others_move()
    then, real = seen.then, seen.real
    cards = tuple(event.card for event in then.events if isinstance(event, CardRevealed))
    # the seat's messages so far: its claim (0), its contribution (1), one per answer
    first = Snapshot(6, NAMES, SEAT, then.setup, cards, then.decisions, mine_logged=1 + seen.asked)
    link = NetLink(Plan(name=NAMES[SEAT], code="not used: the link is not started"))
    loop = asyncio.new_event_loop()
    link.worker._loop = loop  # the worker's thread is not started: its loop runs here
    try:
        session = NetSession(link, first)
        assert session.my_turn and session.view.pending == real.pending
        assert len(session.view.decisions) != len(real.decisions)  # what moved
        decision = session.view.legal_decisions()[0]
        assert session.apply(decision) is None
        loop.run_until_complete(asyncio.sleep(0))  # the worker takes the answer
        # the seat's player asks at the real request
        assert link.worker._choose(real) == decision
    finally:
        loop.close()


def test_answers_to_requests_the_player_had_answered_are_passed_over(qtbot, app):
    """Restarted, the seat's player answers from its outbox what it had decided and
    not sent; the screen, which knows only the log, may ask the person again. The
    player takes the answer to the request it asks about, not the one before it."""
    setup = Setup(players=NAMES, seed=SEED, side="C", edicts=catalog().first_game)
    game = Game(setup)
    before = game.copy()
    first = game.legal_decisions()[0]
    game.apply(first)
    second = game.legal_decisions()[0]
    assert before.pending != game.pending
    link = NetLink(Plan(name=NAMES[0], code="not used: the link is not started"))
    loop = asyncio.new_event_loop()
    link.worker._loop = loop
    try:
        link.answer(before.pending, first)  # answered already, from the outbox
        link.answer(game.pending, second)
        loop.run_until_complete(asyncio.sleep(0))
        assert link.worker._choose(game) == second
        assert link.worker._choose(before) is None  # passed over for good
    finally:
        loop.close()
