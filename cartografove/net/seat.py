"""A player at their own computer: claims a seat, answers their requests, keeps
the finished game.

The player reads the whole log first and acts only when caught up. The seat is the
one already claimed with this player's key (an app restarted mid-game takes its seat
again) or else the first free one. The claim commits to the seat's contribution to
the deal; once every seat is claimed, the player reveals it. Whenever the game —
replayed from the log, with the other seats' unknown answers stood in for
(:func:`.engine.seat_view`) — stands at one of this seat's requests, the chooser
answers it and the answer goes out through the outbox. Decisions sent but not yet
read back count as made, so nothing is answered twice."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

import nats.errors
import nats.js.errors
from nacl.signing import SigningKey
from nats.aio.client import Client
from nats.js.client import JetStreamContext

from ..records.history import History
from ..rules.decisions import Decision, decision_from_json
from ..rules.game import Game
from .engine import Lookahead
from .link import RETRY_SECONDS, JoinError, Outbox, Outgoing, disconnect, read_log
from .protocol import (
    Message,
    contribution_commitment,
    contribution_of,
    decode,
    public_key,
    seat_subject,
)
from .table import Refusal, Report, Table, refusal_text


class GameRefused(JoinError):
    """The game cannot be played on this computer (:class:`.table.Refusal`)."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal_text(refusal))
        self.refusal = refusal


Chooser = Callable[[Game], Decision | None]
"""Answers the seat's request; None: not decided yet (a person at the app), asked
again the next time the player looks at the log. Called on a worker thread with a
copy of the game of its own, so a computer thinking never holds up the link."""

THINKING_THREAD = "kartografove-net-thinking"


async def _thought(choose: Chooser, game: Game) -> Decision | None:
    """``choose(game)`` on a daemon thread of its own, awaited. Not on the loop's
    executor (``asyncio.to_thread``): Python joins an executor's threads when the loop
    shuts it down and again when the interpreter exits, so a link or an app stopped
    while a computer thinks waited for the thought (and Python 3.11, when that wait
    had a time limit, then resolved a future the limit had cancelled: the app's quit
    test failed on the InvalidStateError). What a thought answers once nobody awaits
    it any more (the link stopped, its loop closed) is dropped."""
    loop = asyncio.get_running_loop()
    answer: asyncio.Future[Decision | None] = loop.create_future()

    def settle(decision: Decision | None, error: Exception | None) -> None:
        if answer.done():  # cancelled: the link stopped meanwhile
            return
        if error is not None:
            answer.set_exception(error)
        else:
            answer.set_result(decision)

    def think() -> None:
        decision, error = None, None
        try:
            decision = choose(game)
        except Exception as raised:  # the awaiting task raises it
            error = raised
        with contextlib.suppress(RuntimeError):  # the loop is closed: nobody waits
            loop.call_soon_threadsafe(settle, decision, error)

    threading.Thread(target=think, name=THINKING_THREAD, daemon=True).start()
    return await answer


@dataclass(slots=True)
class Player:
    js: JetStreamContext
    game_id: str
    name: str
    key: SigningKey
    choose: Chooser
    outbox_path: Path | None = None
    history: History | None = None
    # the computer cartographers this computer plays, by their public key: their level
    # (the history marks their seats and keeps them out of the people's bests)
    computers: dict[str, str] = field(default_factory=dict)
    on_report: Callable[[Report], None] | None = None
    seat: int | None = None
    pinned: str | None = None  # the host key's fingerprint, from the join code
    writer: Callable[[], Awaitable[Client]] | None = None  # see _outgoing
    mine: dict[int, Decision] = field(default_factory=dict)
    next_n: int = 2  # the claim is message 0, the contribution 1
    last: dict[str, int] = field(default_factory=dict)
    stuck_at: tuple[object, ...] | None = None  # see _recheck
    term: int = 0  # the seat's hand-overs seen (Seat.term)
    outbox: Outbox = field(init=False)
    table: Table | None = field(default=None, init=False)  # the log read so far
    turn: asyncio.Lock = field(default_factory=asyncio.Lock, init=False)  # one _play at a time
    seat_js: JetStreamContext | None = field(default=None, init=False)
    seat_client: Client | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        if self.outbox_path is not None:
            self.outbox_path.parent.mkdir(parents=True, exist_ok=True)
        self.outbox = Outbox(self.outbox_path)
        for item in self.outbox.items:  # decisions made before a restart, not yet sent
            message, _ = decode(self.game_id, item.data)
            if message.kind == "decision":
                self.mine[message.n] = decision_from_json(message.body["decision"])
            # what this seat says next comes after them: a message numbered like one of
            # them is dropped by the server as its retry (the same Nats-Msg-Id), and the
            # seat, sure it has answered, would wait for ever
            self.next_n = max(self.next_n, message.n + 1)

    async def run(self, on_progress: Callable[[Table], None] | None = None) -> Table:
        """Play until the game is closed and checked; returns the table."""
        try:
            return await self._run(on_progress)
        finally:
            client, self.seat_client, self.seat_js = self.seat_client, None, None
            if client is not None:
                await disconnect(client)

    async def _outgoing(self) -> JetStreamContext | None:
        """Where this seat's messages go. On the host's own server a claimed seat
        writes as its own user, logged in with the player's key (``writer``, made
        once the host has read the claim and admitted the seat, :mod:`.server.seat_users`):
        the join code's user may not write on a claimed seat. None: not admitted
        yet (the messages wait in the outbox). Elsewhere, the reading connection."""
        if self.writer is None:
            return self.js
        if self.seat_js is None:
            try:
                self.seat_client = await self.writer()
            except JoinError:
                return None  # the host has not admitted the seat yet: later
            self.seat_js = self.seat_client.jetstream()
        return self.seat_js

    async def _flush(self) -> bool:
        """Send what waits in the outbox (False: not now, it waits)."""
        js = await self._outgoing()
        return js is not None and await self.outbox.flush(js, self.game_id, self.last)

    async def _run(self, on_progress: Callable[[Table], None] | None) -> Table:
        table = self.table = Table(self.game_id, on_report=self.on_report, pinned=self.pinned)
        async for batch in read_log(self.js, self.game_id):
            for entry in batch:
                table.feed(entry.seq, entry.subject, entry.data)
            if table.refusal is not None:
                raise GameRefused(table.refusal)
            if batch or table.opening is None:
                continue
            if on_progress is not None:
                on_progress(table)
            if self.seat is None:
                self.seat = table.seat_of(public_key(self.key))
                if self.seat is None:
                    await self._claim(table)
                    continue
            held, me = table.seats[self.seat], public_key(self.key)
            if me not in (held.key, held.owner):
                return table  # this player stood in for another, who is back
            if table.verified is not None:
                self._keep(table)
                if held.key == me:
                    await self._done(table)
                return table
            if held.key != me:
                continue  # someone stands in for this player until the host hands it back
            if held.term != self.term:
                self._forget(held.next_n)
                self.term = held.term
            if table.game is None:
                await self._contribute(table)
                continue
            async with self.turn:
                await self._play(table)
        raise AssertionError("the log never ends")

    async def look_again(self) -> None:
        """Answer now what the chooser could not answer before (a person at the app
        has just decided), without waiting for the log to say something new."""
        table = self.table
        if table is None or self.seat is None or table.verified is not None:
            return
        held = table.seats.get(self.seat)
        if held is None or held.key != public_key(self.key) or held.term != self.term:
            return
        async with self.turn:
            await self._play(table)

    def _forget(self, logged: int) -> None:
        """The seat was someone else's for a while: what this player decided and had
        not seen logged before that belongs to a game that has moved on: the seat's
        messages go on from the log's next number (the stand-in's came in between)."""
        self.mine = {n: d for n, d in self.mine.items() if n < logged}
        self.outbox.clear()
        self.next_n = logged
        self.stuck_at = None

    async def _claim(self, table: Table) -> None:
        """Claim the first free seat. The claim expects the seat's subject to be
        where this computer has read it to (junk there counts for nothing, but moves
        the subject on): the server refuses it if anything was sent there meanwhile,
        and the log then says whether the seat was taken or can be tried again."""
        assert table.opening is not None
        if table.started:
            raise JoinError("the game has started without this player", "started")
        for seat in range(table.opening.players):
            if seat in table.seats:
                continue
            subject = seat_subject(self.game_id, seat)
            pledge = contribution_commitment(contribution_of(self.key, self.game_id))
            claim = {"name": self.name, "key": public_key(self.key), "commitment": pledge}
            message = Message("claim", 0, claim)
            try:
                await self.js.publish(
                    subject,
                    message.encode(self.game_id, self.key),
                    timeout=2.0,
                    headers={
                        "Nats-Msg-Id": message.msg_id(subject, public_key(self.key)),
                        "Nats-Expected-Last-Subject-Sequence": str(
                            table.subject_seq.get(subject, 0)
                        ),
                    },
                )
            except nats.js.errors.APIError:
                continue  # something was written there meanwhile: the log will say what
            except (nats.errors.Error, OSError, TimeoutError):
                return  # try again when the log says more
            return
        if len(table.seats) == table.opening.players:
            raise JoinError("the game is full", "full")
        # every free seat moved on since this computer read it (others claiming at the
        # same time): read on, and claim again what is still free

    async def _contribute(self, table: Table) -> None:
        """Once every seat is claimed — every claimant bound to its contribution —
        reveal this seat's (the one its claim committed to, made again from the key:
        nothing to keep across a restart)."""
        assert self.seat is not None and table.opening is not None
        held = table.seats[self.seat]
        if len(table.seats) < table.opening.players or held.contribution or held.next_n > 1:
            return
        subject = seat_subject(self.game_id, self.seat)
        self.last[subject] = max(self.last.get(subject, 0), held.last_seq)
        if not any(item.subject == subject for item in self.outbox.items):
            body = {"contribution": contribution_of(self.key, self.game_id)}
            message = Message("contribution", 1, body)
            self.outbox.put(
                Outgoing(
                    subject,
                    message.msg_id(subject, public_key(self.key)),
                    message.encode(self.game_id, self.key),
                )
            )
        await self._flush()

    async def _play(self, table: Table) -> None:
        seat = self.seat
        assert seat is not None
        subject = seat_subject(self.game_id, seat)
        logged = table.seats[seat]
        self.last[subject] = max(self.last.get(subject, 0), logged.last_seq)
        self.next_n = max(self.next_n, logged.next_n)
        await self._flush()
        game = table.game
        if game is None or table.secret is not None:
            return
        if self.stuck_at is not None and self.stuck_at == _recheck(self.stuck_at, table):
            return  # nothing new since the seat last had to wait
        unlogged = [self.mine[n] for n in sorted(self.mine) if n >= logged.next_n]
        queued = {s: list(items) for s, items in table.queued.items()}
        queued[seat] = queued.get(seat, []) + unlogged
        look = Lookahead(game, queued, seat)
        # what the log said when the lookahead was taken: new messages may arrive
        # while the chooser thinks, and they must make the seat look again
        seen = {why: _recheck((why,), table) for why in ("card", "others", "over")}
        deciding = False
        while (why := look.advance()) is None:
            # a computer may think for a second: off the loop, on a copy of the game
            # (the table's game goes on changing meanwhile; the copy does not)
            decision = await _thought(self.choose, look.game.copy())
            if decision is None:
                deciding = True
                break
            look.answer(decision)
            n = self.next_n
            message = Message("decision", n, {"decision": decision.to_json()})
            self.mine[n] = decision
            self.next_n = n + 1
            self.outbox.put(
                Outgoing(
                    subject,
                    message.msg_id(subject, public_key(self.key)),
                    message.encode(self.game_id, self.key),
                )
            )
        self.stuck_at = None if deciding or why is None else seen[why]
        await self._flush()

    async def _done(self, table: Table) -> None:
        """Tell the host this player has the whole game (it may stop its server)."""
        assert self.seat is not None
        if table.seats[self.seat].done:
            return
        subject = seat_subject(self.game_id, self.seat)
        self.next_n = max(self.next_n, table.seats[self.seat].next_n)
        message = Message("done", self.next_n, {})
        self.next_n += 1
        self.outbox.put(
            Outgoing(
                subject,
                message.msg_id(subject, public_key(self.key)),
                message.encode(self.game_id, self.key),
            )
        )
        self.last[subject] = max(self.last.get(subject, 0), table.seats[self.seat].last_seq)
        for _ in range(20):
            if await self._flush():
                if self.outbox_path is not None:
                    self.outbox_path.unlink(missing_ok=True)
                return
            await asyncio.sleep(RETRY_SECONDS)

    def _keep(self, table: Table) -> None:
        """The finished game goes into this computer's history, like any other."""
        game = table.real_game()
        if game is not None and self.history is not None:
            computers = {
                seat: self.computers[held.owner or held.key]
                for seat, held in table.seats.items()
                if (held.owner or held.key) in self.computers
            }
            self.history.record(game, computers=computers)


def _recheck(stuck: tuple[object, ...], table: Table) -> tuple[object, ...]:
    """What must change before a seat that had to wait looks again: a revealed card
    when it waited for one, the others' decisions when they were in its way."""
    game = table.game
    assert game is not None
    why = stuck[0]
    if why == "card":
        return ("card", len(table.revealed))
    if why == "others":
        known = sum(len(items) for items in table.queued.values())
        return ("others", len(table.revealed), len(game.decisions), known)
    return ("over",)
