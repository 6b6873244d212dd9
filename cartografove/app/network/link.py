"""The network game's connection, off the GUI thread.

A :class:`NetLink` runs an asyncio loop on a thread of its own: it may start the
host's nats-server and host the game (:class:`cartografove.net.host.Host`), and it
plays this computer's seat (:class:`cartografove.net.seat.Player`) and any computer
cartographers the host added. What it reads it hands to the window as
:class:`Snapshot` objects through Qt signals (queued to the GUI thread); the
window's answers come back through :meth:`NetLink.answer`. The seat's chooser never
waits for the person: it returns None until they have answered, and the player
asks again when it next looks at the log.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Coroutine, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ...net.terms import Terms

if TYPE_CHECKING:
    from nats.aio.client import Client

    from ...net.discovery import Announcement
    from ...net.host import Host
    from ...net.joincode import Invitation
    from ...net.seat import Player
    from ...net.server import NatsServer
    from ...net.table import Table
    from ...rules.decisions import Decision, Pending
    from ...rules.game import Game
    from ...rules.setup import Setup


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


def remote_place(url: str) -> Invitation:
    """Where a game on a given server is (the game itself left blank): the URL's
    address, port, token and whether it speaks TLS, as ``cartografove host
    --server`` reads it."""
    from urllib.parse import urlsplit

    from ...net.joincode import Invitation

    parts = urlsplit(url if "://" in url else f"nats://{url}")
    port = parts.port or 4222
    return Invitation(
        parts.hostname or "127.0.0.1", port, "", parts.username or "", parts.scheme == "tls"
    )


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
        self._hosting: _Hosting | None = None
        self._tasks: list[asyncio.Future[Any]] = []
        self._thread = threading.Thread(target=self._run, name="kartografove-net", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        """Leave the game (the host stops its server); returns when the thread has."""
        loop, task = self._loop, self._task
        if loop is not None and task is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(task.cancel)
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
            self._loop.close()

    async def _main(self) -> None:
        from ...net.link import JoinError
        from ...net.server import ServerError

        try:
            await self._play()
        except (JoinError, ServerError, OSError, ValueError) as error:
            self.failed.emit(str(error))

    async def _play(self) -> None:
        from ...net.link import disconnect

        hosting = self._hosting = _Hosting(self.plan) if self.plan.players else None
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
            tasks += [asyncio.ensure_future(p.run()) for p in players[1:]]
            if hosting is not None:
                tasks.append(asyncio.ensure_future(hosting.run()))
            table = await playing
            game = table.real_game()
            if game is None:
                self.failed.emit("the host's deal could not be verified")
                return
            self._progress(table, own.seat, game)
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
        from ...userdirs import data_dir

        invitation = decode(self.join_code)
        clients: list[Client] = []
        players: list[Player] = []
        seats = [(self.plan.name, ""), *self.plan.bots]
        for index, (name, level) in enumerate(seats):
            client = await connect(
                invitation.url, invitation.token or None, credentials=self.plan.credentials or None
            )
            clients.append(client)
            key_file = key_path(name)
            outbox = data_dir() / "net" / "outbox" / f"{invitation.game}-{key_file.stem}.json"
            players.append(
                Player(
                    client.jetstream(),
                    invitation.game,
                    name,
                    load_key(key_file),
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


class _Hosting:
    """The host's part: its own nats-server, the game opened, the announcement."""

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.server: NatsServer | None = None
        self.announcement: Announcement | None = None
        self.client: Client | None = None
        self.host: Host | None = None

    async def open(self) -> str:
        import secrets

        from ...net.discovery import Announcement
        from ...net.host import Host
        from ...net.joincode import Invitation, encode
        from ...net.link import connect
        from ...net.protocol import new_game_id

        plan = self.plan
        place = remote_place(plan.server) if plan.server else await self._own_server()
        credentials = plan.credentials or None
        self.client = client = await connect(
            place.url, place.token or None, credentials=credentials
        )
        game = new_game_id()
        seed = plan.seed if plan.seed is not None else secrets.randbelow(10**9)
        host = Host(client.jetstream(), game, plan.players, plan.terms, seed)
        await host.open()
        self.host = host
        code = encode(Invitation(place.host, place.port, game, place.token, place.tls))
        if plan.announce and not plan.server:
            try:
                self.announcement = await Announcement.start(
                    plan.name, game, code, plan.players, place.host, place.port
                )
            except (OSError, RuntimeError):
                self.announcement = None  # the join code works without it
        return code

    async def _own_server(self) -> Invitation:
        """A nats-server on this computer, as ``cartografove host`` starts one."""
        from ...net.discovery import lan_address
        from ...net.joincode import Invitation, new_token
        from ...net.server import NatsServer, free_port

        listen = self.plan.listen
        port = free_port("127.0.0.1" if listen == "127.0.0.1" else "")
        token = new_token()
        server = NatsServer(token, address=listen, port=port)
        await asyncio.to_thread(server.start)
        self.server = server
        address = listen if listen != "0.0.0.0" else lan_address()
        return Invitation(address, port, "", token, False)

    async def run(self) -> None:
        from ...net.host import Host

        assert isinstance(self.host, Host)
        await self.host.run()

    async def close(self) -> None:
        from ...net.discovery import Announcement
        from ...net.link import disconnect
        from ...net.server import NatsServer

        if isinstance(self.announcement, Announcement):
            with contextlib.suppress(Exception):
                await self.announcement.close()
        if self.client is not None:
            await disconnect(self.client)
        if isinstance(self.server, NatsServer):
            await asyncio.to_thread(self.server.stop)
