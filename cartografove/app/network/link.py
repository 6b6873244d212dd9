"""The network game's connection, off the GUI thread.

A :class:`NetLink` runs an asyncio loop on a thread of its own: it may start the
host's nats-server and host the game (:class:`cartografove.net.host.Host`), and it
plays this computer's seat (:class:`cartografove.net.seat.Player`) and any computer
cartographers the host added. What it reads it hands to the window as
:class:`Snapshot` objects through Qt signals (queued to the GUI thread); the
window's answers come back through :meth:`NetLink.answer`. The seat's chooser never
waits for the person: it returns None until they have answered, and the player
asks again when it next looks at the log.

A game in progress is kept in this computer's record of its network games
(:mod:`cartografove.net.ongoing`) from the moment this computer has its seat until
the game is over and in the history: a hosted game with its server's place, so a
link with :attr:`Plan.resume` starts that server again and hosts on.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import Coroutine, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ...net.ongoing import OngoingGames
from ...net.terms import Terms

if TYPE_CHECKING:
    from nats.aio.client import Client

    from ...net.seat import Player
    from ...net.table import Table
    from ...rules.decisions import Decision, Pending
    from ...rules.game import Game
    from ...rules.setup import Setup
    from .hosting import Hosting


@dataclass(frozen=True, slots=True)
class Plan:
    """What a link does: join ``code``, or host (``players`` seats) and join."""

    name: str
    code: str = ""
    players: int = 0  # hosting when more than 0
    terms: Terms = field(default_factory=Terms.new)  # what a hosted game is played by
    bots: tuple[tuple[str, str], ...] = ()  # computer cartographers: (name, level)
    listen: str = "0.0.0.0"
    announce: bool = True
    seed: int | None = None
    server: str = ""  # a reachable nats-server (nats://TOKEN@host:port, tls://…); else our own
    credentials: str = (
        ""  # a NATS credentials file (.creds) that server wants, for every connection
    )
    resume: str = ""  # a game this computer hosted, to host again (its record says how)


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


async def _cancel_until_done(task: asyncio.Task[None]) -> None:
    """Cancel ``task`` again until it ends: nats.py turns a cancellation that comes
    while it waits for a message on a connection already closed into a
    ``ConnectionClosedError``, which the log reader takes for a dropped connection
    and retries; a single cancel was lost that way and the link read on for ever."""
    while not task.done():
        task.cancel()
        await asyncio.wait({task}, timeout=0.5)


WIND_UP_SECONDS = 5.0
"""How long a stopping link waits for what the game left running on its loop."""


class NetLink(QObject):
    """One network game (see the module docstring). ``code`` carries the join
    code once the game is open, ``progress`` a :class:`Snapshot` whenever the log
    says something new, ``failed`` why the game cannot go on, ``finished`` the
    checked game at the end."""

    code = Signal(str)
    progress = Signal(object)
    failed = Signal(str)
    finished = Signal(object)

    def __init__(self, plan: Plan, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.plan = plan
        self.join_code = plan.code
        self.last: Snapshot | None = None
        self._answers: dict[tuple[int, Pending], Decision] = {}
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[None] | None = None
        self._player: Player | None = None  # this computer's seat
        self._unsaid = False  # the join code is not given out yet
        self._hosting: Hosting | None = None
        self._tasks: list[asyncio.Future[Any]] = []
        self.failure: Exception | None = None  # why the game cannot go on, for the window
        self.record: Path | None = None  # the game's record here, once it has its seat
        self._shown: tuple[tuple[str, ...], str, int | None] | None = None
        self._shown_at = 0.0
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="kartografove-net", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        """Leave the game (the host stops its server); returns when the thread has."""
        self._stopping = True
        loop, task = self._loop, self._task
        if loop is not None and task is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                asyncio.run_coroutine_threadsafe(_cancel_until_done(task), loop)
        if self._thread.is_alive():
            self._thread.join(timeout=10)

    def answer(self, game: Game, decision: Decision) -> None:
        """The person answered the request ``game`` stands at."""
        assert game.pending is not None
        with self._lock:
            self._answers[(len(game.decisions), game.pending)] = decision
        loop, player = self._loop, self._player
        if loop is not None and player is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                asyncio.run_coroutine_threadsafe(player.look_again(), loop)

    def stand_in(self, seat: int, level: str) -> None:
        """The host gives ``seat`` (a player who left) to a computer cartographer."""
        self._soon(self._stand_in(seat, level))

    def give_back(self, seat: int) -> None:
        """The host gives ``seat`` back to the player who claimed it (they are back:
        their app, joined again under the same name, waits for it)."""
        self._soon(self._give_back(seat))

    def _soon(self, work: Coroutine[Any, Any, None]) -> None:
        loop = self._loop
        if loop is None or loop.is_closed():
            work.close()
            return
        try:
            asyncio.run_coroutine_threadsafe(work, loop)
        except RuntimeError:
            work.close()

    def _choose(self, game: Game) -> Decision | None:
        assert game.pending is not None
        with self._lock:
            return self._answers.pop((len(game.decisions), game.pending), None)

    # --- the thread -------------------------------------------------------------------

    def _run(self) -> None:
        self._loop = asyncio.new_event_loop()
        try:
            self._task = self._loop.create_task(self._main())
            with contextlib.suppress(asyncio.CancelledError):
                self._loop.run_until_complete(self._task)
        finally:
            self._wind_up(self._loop)
            self._loop.close()

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
        from ...files import FileError
        from ...net.link import JoinError
        from ...net.server import ServerError

        try:
            await self._play()
        except (JoinError, ServerError, FileError, OSError, ValueError) as error:
            self.failure = error
            self.failed.emit(str(error))

    async def _play(self) -> None:
        from ...net.link import disconnect
        from .hosting import Hosting

        hosting = self._hosting = Hosting(self.plan) if self.plan.players else None
        tasks = self._tasks
        clients: list[Client] = []
        try:
            if hosting is not None:
                self.join_code = await hosting.open()
                self._unsaid = True  # said once the host's own seat is taken (the first)
            clients, players = await self._seats()
            own = self._player = players[0]
            playing = asyncio.ensure_future(
                own.run(on_progress=lambda t: self._progress(t, own.seat))
            )
            tasks.append(playing)
            while own.seat is None and not playing.done():
                await asyncio.sleep(0.05)  # this computer's person sits first
            if own.seat is not None:
                self._keep(hosting)
            tasks += [asyncio.ensure_future(p.run()) for p in players[1:]]
            if hosting is not None:
                tasks.append(asyncio.ensure_future(hosting.run()))
            table = await playing
            game = table.real_game()
            if game is None:
                from ...net.link import JoinError

                self.failure = JoinError("the host's deal could not be verified", "deal")
                self.failed.emit(str(self.failure))
                return
            self._progress(table, own.seat, game)
            if self.record is not None:  # over, and in the history (the player kept it)
                OngoingGames().finished(self.record)
                self.record = None
            self.finished.emit(game)
            while any(not task.done() for task in tasks):
                await asyncio.gather(*tasks, return_exceptions=True)  # stand-ins may join
        finally:
            for task in tasks:  # left before the end: nothing goes on without the window
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            for client in clients:
                await disconnect(client)
            if hosting is not None:
                await hosting.close()

    async def _stand_in(self, seat: int, level: str) -> None:
        from nacl.signing import SigningKey

        from ...net.cli import _chooser
        from ...net.host import Host
        from ...net.protocol import public_key
        from ...net.seat import Player

        hosting, own = self._hosting, self._player
        if hosting is None or own is None or not isinstance(hosting.host, Host):
            return
        assert hosting.client is not None
        key = SigningKey.generate()
        hosting.host.hand_over(seat, public_key(key))
        while own.table is None or own.table.seats[seat].key != public_key(key):
            await asyncio.sleep(0.05)  # the hand-over is in the log
        stand_in = Player(
            hosting.client.jetstream(),
            hosting.host.game_id,
            own.table.seats[seat].name,
            key,
            _chooser(level),
            seat=seat,
        )
        self._tasks.append(asyncio.ensure_future(stand_in.run()))

    async def _give_back(self, seat: int) -> None:
        from ...net.host import Host

        hosting, own = self._hosting, self._player
        if hosting is None or own is None or own.table is None:
            return
        held = own.table.seats.get(seat)
        if held is not None and held.owner and isinstance(hosting.host, Host):
            hosting.host.hand_over(seat, held.owner)

    async def _seats(self) -> tuple[list[Client], list[Player]]:
        """This computer's seat first, then the computer cartographers."""
        from ...net.cli import _chooser
        from ...net.joincode import decode
        from ...net.keys import key_path, load_key
        from ...net.link import connect
        from ...net.seat import Player
        from ...records.history import History

        invitation = decode(self.join_code)
        clients: list[Client] = []
        players: list[Player] = []
        seats = [(self.plan.name, ""), *self.plan.bots]
        for index, (name, level) in enumerate(seats):
            client = await connect(
                invitation.url, invitation.token or None, credentials=self.plan.credentials or None
            )
            clients.append(client)
            outbox = OngoingGames().outbox_path(invitation.game, name)
            players.append(
                Player(
                    client.jetstream(),
                    invitation.game,
                    name,
                    load_key(key_path(name)),
                    self._choose if index == 0 else _chooser(level),
                    outbox_path=outbox,
                    history=History() if index == 0 else None,
                )
            )
        return clients, players

    def _progress(self, table: Table, seat: int | None, finished: Game | None = None) -> None:
        from ...net.protocol import public_key

        own = self._player
        seen = snapshot(table, seat, finished, public_key(own.key) if own else "")
        if self._unsaid and seat is not None:
            self._unsaid = False
            self.code.emit(self.join_code)
        if seen != self.last:
            self.last = seen
            self.progress.emit(seen)
        if self.record is not None and seen.setup is not None:
            season = getattr(table.game, "season", None)
            self._note(seen.names, seen.setup.side, season)

    def _keep(self, hosting: Hosting | None) -> None:
        """This computer has its seat: the game goes into the record of games in
        progress (a hosted one is there since it was opened)."""
        from ...net.joincode import decode

        if hosting is not None:
            self.record = hosting.record
            return
        game = decode(self.join_code).game
        with contextlib.suppress(OSError, ValueError):  # the game goes on without it
            self.record = OngoingGames().keep_joined(
                self.join_code, game, self.plan.name, self.plan.credentials
            )

    def _note(self, names: tuple[str, ...], side: str, season: int | None) -> None:
        """What the lists show of this game, written when it changes (and every
        minute or so while it is played, for "last played"); a record that cannot
        be written now is written the next time. Nothing is written once the link
        is told to stop: a link letting go of its game slowly must not write after
        the game was taken up again elsewhere (or is over)."""
        from ...files import FileError

        shown = (names, side, season)
        now = time.monotonic()
        if shown == self._shown and now - self._shown_at < 60:
            return
        self._shown, self._shown_at = shown, now
        if self.record is not None and not self._stopping:
            with contextlib.suppress(OSError, ValueError, FileError):
                OngoingGames().played(self.record, names, side, season)
