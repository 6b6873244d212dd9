"""The network game's connection: an asyncio loop on a thread of its own, with no
Qt in it (ARCHITECTURE "Threads").

A :class:`LinkWorker` may start the host's nats-server and host the game
(:class:`.hosting.Hosting`), and it plays this computer's seat
(:class:`cartografove.net.seat.Player`) and any computer cartographers the host
added. What it learns it posts to an :class:`~..mailbox.Outbox` as the messages
below (:class:`Seated`, :class:`CodeReady`, :class:`Progress`, :class:`Failed`,
:class:`Finished`); the window's :class:`.link.NetLink` receives them on the GUI
thread. Commands come the other way through ``loop.call_soon_threadsafe``: the
loop's state (the person's answers, the tasks) is touched by the loop's thread
only. The seat's chooser never waits for the person: it returns None until they
have answered, and the player asks again when told an answer came.

A game in progress is kept in this computer's record of its network games
(:mod:`cartografove.net.ongoing`) from the moment this computer has its seat until
the game is over and in the history: a hosted game with its server's place, so a
link with :attr:`Plan.resume` starts that server again and hosts on.

Every failure of the game's task ends in a :class:`Failed` message, whatever its
type: the window turns it into words and offers to try again; nothing ends in
silence with the lobby saying "Connecting…" for ever.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import threading
import time
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from nacl.signing import SigningKey

from ...bots import chooser
from ...files import FileError
from ...net.host import Host
from ...net.joincode import decode
from ...net.keys import key_path, load_key
from ...net.link import JoinError, cancel_until_done, connect, disconnect
from ...net.ongoing import OngoingGames
from ...net.presence import Presence, watch
from ...net.protocol import public_key
from ...net.seat import Player
from ...net.terms import Terms
from ...records.history import History
from .hosting import Hosting
from .plan import Plan

if TYPE_CHECKING:
    from nats.aio.client import Client

    from ...net.table import Table
    from ...rules.decisions import Decision, Pending
    from ...rules.game import Game
    from ...rules.setup import Setup


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The log as read so far, copied for the GUI thread."""

    players: int
    names: tuple[str, ...]
    seat: int | None
    setup: Setup | None = None
    cards: tuple[str, ...] = ()
    decisions: tuple[Decision, ...] = ()
    queued: Mapping[int, tuple[Decision, ...]] = field(default_factory=dict)
    mine_logged: int = 0  # how many of this seat's decisions are in the log
    finished: Game | None = None  # the whole game, its deal checked, at the end
    reports: tuple[str, ...] = ()
    stood_in: tuple[int, ...] = ()  # seats a stand-in plays for a player who left
    holding: bool = True  # this player holds their seat (no stand-in has it now)
    terms: Terms | None = None  # what the game is played by, from the host's opening
    seq: int = 0  # the log's last message read: a later snapshot has a higher or equal one
    presence: str = "playing"  # net.presence.State: whether the host and server are there


def snapshot(
    table: Table, seat: int | None, finished: Game | None = None, key: str = ""
) -> Snapshot:
    players = table.opening.players if table.opening else 0
    names = tuple(table.seats[s].name for s in sorted(table.seats))
    game = table.game
    return Snapshot(
        players,
        names,
        seat,
        table.public_setup,
        tuple(table.revealed),
        tuple(game.decisions) if game is not None else (),
        {s: tuple(items) for s, items in table.queued.items()},
        table.seats[seat].next_n - 1 if seat is not None and seat in table.seats else 0,
        finished,
        tuple(table.reports),
        tuple(
            s for s, held in sorted(table.seats.items()) if held.owner and held.key != held.owner
        ),
        seat is None or seat not in table.seats or table.seats[seat].key in (key, ""),
        table.opening.terms if table.opening else None,
        table.last_seq,
    )


# --- what the worker posts --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Seated:
    """This computer has its seat; ``record`` is the game's record here (None when
    it could not be written: the game goes on without it)."""

    record: Path | None


@dataclass(frozen=True, slots=True)
class CodeReady:
    """The join code to give the others (a host's, once its own seat is taken)."""

    code: str


@dataclass(frozen=True, slots=True)
class Progress:
    snapshot: Snapshot


@dataclass(frozen=True, slots=True)
class Failed:
    """The game cannot go on here: ``error`` says why (any exception at all)."""

    error: BaseException


@dataclass(frozen=True, slots=True)
class Finished:
    """The game is over, its deal checked, and in the history."""

    game: Game


class Post(Protocol):
    def post(self, item: object) -> None: ...


def _seat_login(url: str, key: SigningKey) -> Callable[[], Awaitable[Client]]:
    """A claimed seat's own login on the host's own server, with its player's key
    (:mod:`cartografove.net.server.seat_users`): the join code's user may not write
    there."""
    return lambda: connect(url, seat_key=key)


WIND_UP_SECONDS = 5.0
"""How long a stopping link waits for what the game left running on its loop."""


class LinkWorker:
    """One network game on its own thread (see the module docstring)."""

    def __init__(self, plan: Plan, outbox: Post) -> None:
        self.plan = plan
        self.outbox = outbox
        self.join_code = plan.code  # the loop thread's; the window learns it by CodeReady
        self._loop: asyncio.AbstractEventLoop | None = None  # made by start()
        self._task: asyncio.Task[None] | None = None
        self._canceller: asyncio.Future[None] | None = None
        # the person's answers, in the order given, until the seat's player takes them
        self._answers: list[tuple[Pending, Decision]] = []
        self._answers_lock = threading.Lock()  # the loop's thread and the thinking one
        self._player: Player | None = None  # this computer's seat
        self._unsaid = False  # the join code is not given out yet
        self._hosting: Hosting | None = None
        self._tasks: list[asyncio.Future[Any]] = []
        self._record: Path | None = None
        self._posted: Snapshot | None = None  # the last snapshot posted
        self._seated = asyncio.Event()  # this computer's person has a seat (or never will)
        self._news = asyncio.Event()  # the log said something new (set on every progress)
        self._shown: tuple[tuple[str, ...], str, int | None] | None = None
        self._shown_at = 0.0
        self._stopping = threading.Event()
        self._presence = "playing"  # the loop thread's: net.presence.State
        self._thread = threading.Thread(target=self._run, name="kartografove-net", daemon=True)

    # --- commands, from the GUI thread -------------------------------------------------

    def start(self) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread.start()

    def stop(self) -> None:
        """Leave the game (the host stops its server); returns when the thread has."""
        self._stopping.set()
        self._call(self._cancel)
        if self._thread.is_alive():
            self._thread.join(timeout=10)

    def answer(self, pending: Pending, decision: Decision) -> None:
        """The person answered ``pending``, their seat's next request.

        The screen found that request on a lookahead where the seats that had not
        answered yet had placeholder answers; another seat's real answer can bring
        one request more or fewer before this one (who draws a monster where, who
        must ravage). The seat's player therefore takes answers in the order given,
        matched by the request alone (:meth:`_choose`): keyed by the count of
        decisions before the request, as it once was, the player never found an
        answer given early, and the game waited for ever."""
        self._call(self._answered, pending, decision)

    def stand_in(self, seat: int, level: str) -> None:
        """The host gives ``seat`` (a player who left) to a computer cartographer."""
        self._call(self._spawn, self._stand_in(seat, level))

    def give_back(self, seat: int) -> None:
        """The host gives ``seat`` back to the player who claimed it (they are back:
        their app, joined again under the same name, waits for it)."""
        self._call(self._spawn, self._give_back(seat))

    def _call(self, function: Any, *args: Any) -> None:
        try:
            if self._loop is None:
                raise RuntimeError("not started")
            self._loop.call_soon_threadsafe(function, *args)
        except RuntimeError:  # not started, or the loop is closed: the game is gone
            for arg in args:
                if isinstance(arg, Coroutine):
                    arg.close()

    # --- on the loop's thread -----------------------------------------------------------

    def _cancel(self) -> None:
        """Cancel the game's task until it ends. Not once it has: the loop is then
        winding up, and closes before a canceller started now would run."""
        task = self._task
        if task is not None and not task.done() and self._canceller is None:
            self._canceller = asyncio.ensure_future(cancel_until_done([task]))

    def _answered(self, pending: Pending, decision: Decision) -> None:
        with self._answers_lock:
            self._answers.append((pending, decision))
        if self._player is not None:
            self._spawn(self._player.look_again())

    def _spawn(self, work: Coroutine[Any, Any, object]) -> None:
        self._tasks.append(asyncio.ensure_future(work))

    def _choose(self, game: Game) -> Decision | None:
        """The person's answer to the request the seat's player asks about (on its
        thinking thread): the first one given for that request. Those given before
        it are for requests the player had answered already (from its outbox, after
        the app was restarted) and are dropped."""
        with self._answers_lock:
            for index, (pending, decision) in enumerate(self._answers):
                if pending == game.pending:
                    del self._answers[: index + 1]
                    return decision
        return None

    def _run(self) -> None:
        loop = self._loop
        assert loop is not None
        asyncio.set_event_loop(loop)
        try:
            self._task = loop.create_task(self._main())
            with contextlib.suppress(asyncio.CancelledError):
                loop.run_until_complete(self._task)
        finally:
            self._wind_up(loop)
            loop.close()

    @staticmethod
    def _wind_up(loop: asyncio.AbstractEventLoop) -> None:
        """Cancel what the game left running on the loop (nats.py's subscription
        readers) and let it end, as ``asyncio.run`` does: a coroutine left pending on
        a closed loop fails later, on whichever thread collects it."""
        pending = asyncio.all_tasks(loop)
        for task in pending:
            task.cancel()
        # bounded: a task that will not end (a connection's reader stuck on a server
        # that is gone) must not keep the thread, and with it the app, from ending
        with contextlib.suppress(Exception):
            if pending:
                loop.run_until_complete(asyncio.wait(pending, timeout=WIND_UP_SECONDS))
            loop.run_until_complete(
                asyncio.wait_for(loop.shutdown_asyncgens(), timeout=WIND_UP_SECONDS)
            )
            # a computer seat thinks on the loop's worker threads: let them end too
            loop.run_until_complete(
                asyncio.wait_for(loop.shutdown_default_executor(), timeout=WIND_UP_SECONDS)
            )

    async def _main(self) -> None:
        """The top of the loop: whatever ends the game early is posted as
        :class:`Failed` (a server without JetStream, zeroconf, a record missing its
        secrets, …), unless the window itself stopped the link."""
        try:
            await self._play()
        except asyncio.CancelledError:
            raise
        except Exception as error:  # every failure is the player's to hear of
            if not self._stopping.is_set():
                self.outbox.post(Failed(error))

    async def _play(self) -> None:
        hosting = self._hosting = Hosting(self.plan) if self.plan.players else None
        tasks = self._tasks
        clients: list[Client] = []
        try:
            if hosting is not None:
                self.join_code = await hosting.open()
                self._unsaid = True  # said once the host's own seat is taken (the first)
            clients, players = await self._seats()
            own = self._player = players[0]
            tasks.append(asyncio.ensure_future(self._watch(clients[0], own.game_id)))
            playing = asyncio.ensure_future(
                own.run(on_progress=lambda t: self._progress(t, own.seat))
            )
            playing.add_done_callback(lambda _done: self._seated.set())
            tasks.append(playing)
            await self._seated.wait()  # this computer's person sits first
            tasks += [asyncio.ensure_future(p.run()) for p in players[1:]]
            if hosting is not None:
                tasks.append(asyncio.ensure_future(hosting.run()))
            table = await playing
            game = table.real_game()
            if game is None:
                raise JoinError("the host's deal could not be verified", "deal")
            self._progress(table, own.seat, game)
            if self._record is not None:  # over, and in the history (the player kept it)
                OngoingGames().finished(self._record)
                self._record = None
            self.outbox.post(Finished(game))
            while any(not task.done() for task in tasks):
                await asyncio.gather(*tasks, return_exceptions=True)  # stand-ins may join
        finally:
            for task in tasks:  # left before the end: nothing goes on without the window
                task.cancel()
            # stop() cancels this task again until it ends: a cancellation that comes
            # while the tasks wind down must not skip the rest (the host's own server
            # ran on after the game was left)
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.gather(*tasks, return_exceptions=True)
            for client in clients:
                await disconnect(client)
            if hosting is not None:
                await hosting.close()

    async def _watch(self, client: Client, game: str) -> None:
        """Say within seconds when the host or the server is lost (and back)."""

        presence = Presence(client, game)
        await presence.start()

        def changed(state: str) -> None:
            self._presence = state
            if self._posted is not None:
                self._posted = dataclasses.replace(self._posted, presence=state)
                self.outbox.post(Progress(self._posted))

        await watch(presence, changed)

    async def _stand_in(self, seat: int, level: str) -> None:
        hosting, own = self._hosting, self._player
        if hosting is None or own is None or not isinstance(hosting.host, Host):
            return
        assert hosting.client is not None
        key = SigningKey.generate()
        hosting.host.hand_over(seat, public_key(key))
        while own.table is None or own.table.seats[seat].key != public_key(key):
            self._news.clear()
            await self._news.wait()  # the hand-over is in the log
        stand_in = Player(
            hosting.client.jetstream(),
            hosting.host.game_id,
            own.table.seats[seat].name,
            key,
            chooser(level),
            seat=seat,
        )
        self._spawn(stand_in.run())

    async def _give_back(self, seat: int) -> None:
        hosting, own = self._hosting, self._player
        if hosting is None or own is None or own.table is None:
            return
        held = own.table.seats.get(seat)
        if held is not None and held.owner and isinstance(hosting.host, Host):
            hosting.host.hand_over(seat, held.owner)

    async def _seats(self) -> tuple[list[Client], list[Player]]:
        """This computer's seat first, then the computer cartographers."""
        invitation = decode(self.join_code)
        clients: list[Client] = []
        players: list[Player] = []
        seats = [(self.plan.name, ""), *self.plan.bots]
        keys = [load_key(key_path(name)) for name, _ in seats]
        # the history marks the computer cartographers' seats (issue 25)
        computers = {
            public_key(key): level for key, (_, level) in zip(keys, seats, strict=True) if level
        }
        for index, (name, level) in enumerate(seats):
            client = await connect(
                invitation.url,
                invitation.token or None,
                user=invitation.user or None,
                credentials=self.plan.credentials or None,
            )
            clients.append(client)
            outbox = OngoingGames().outbox_path(invitation.game, name)
            key = keys[index]
            players.append(
                Player(
                    client.jetstream(),
                    invitation.game,
                    name,
                    key,
                    self._choose if index == 0 else chooser(level),
                    outbox_path=outbox,
                    history=History() if index == 0 else None,
                    computers=computers if index == 0 else {},
                    pinned=invitation.host_key,
                    writer=_seat_login(invitation.url, key) if invitation.user else None,
                )
            )
        return clients, players

    def _progress(self, table: Table, seat: int | None, finished: Game | None = None) -> None:
        own = self._player
        if seat is not None and not self._seated.is_set():
            self._seated.set()
            self._keep(self._hosting)  # posted before the first snapshot with the seat
        self._news.set()
        seen = snapshot(table, seat, finished, public_key(own.key) if own else "")
        seen = dataclasses.replace(seen, presence=self._presence)
        if self._unsaid and seat is not None:
            self._unsaid = False
            self.outbox.post(CodeReady(self.join_code))
        if seen != self._posted:
            self._posted = seen
            self.outbox.post(Progress(seen))
        if self._record is not None and seen.setup is not None:
            season = getattr(table.game, "season", None)
            self._note(seen.names, seen.setup.side, season)

    def _keep(self, hosting: Hosting | None) -> None:
        """This computer has its seat: the game goes into the record of games in
        progress (a hosted one is there since it was opened)."""

        if hosting is not None:
            self._record = hosting.record
        else:
            game = decode(self.join_code).game
            with contextlib.suppress(OSError, ValueError):  # the game goes on without it
                self._record = OngoingGames().keep_joined(
                    self.join_code, game, self.plan.name, self.plan.credentials
                )
        self.outbox.post(Seated(self._record))

    def _note(self, names: tuple[str, ...], side: str, season: int | None) -> None:
        """What the lists show of this game, written when it changes (and every
        minute or so while it is played, for "last played"); a record that cannot
        be written now is written the next time. Nothing is written once the link
        is told to stop: a link letting go of its game slowly must not write after
        the game was taken up again elsewhere (or is over)."""

        shown = (names, side, season)
        now = time.monotonic()
        if shown == self._shown and now - self._shown_at < 60:
            return
        self._shown, self._shown_at = shown, now
        if self._record is not None and not self._stopping.is_set():
            with contextlib.suppress(OSError, ValueError, FileError):
                OngoingGames().played(self._record, names, side, season)
