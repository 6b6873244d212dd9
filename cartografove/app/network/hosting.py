"""The host's part of a network game in the app: its own nats-server (or a given
one), the game opened — or taken up again from this computer's record of its
games in progress (:attr:`.link.Plan.resume`) — and the announcement on the LAN.
:class:`.worker.LinkWorker` runs it on its thread."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from ...net.discovery import Announcement
from ...net.host import Host
from ...net.link import connect, disconnect
from ...net.ongoing import OngoingGames
from ...net.place import Place
from ...net.presence import beat
from ...net.protocol import new_game_id, public_key
from ...net.server import (
    NatsServer,
    admission,
    forget_store,
    keep_running,
    serve,
    stop_leftover,
)

if TYPE_CHECKING:
    from nats.aio.client import Client

    from .plan import Plan


async def _check_server(place: Place, credentials: str | None) -> None:
    """Someone else's server must let the host and the players play
    (:mod:`cartografove.net.probe`): a :class:`PermissionsError` before the game
    opens if it does not. What it allows and should not is only logged here (the
    command line warns of it; docs/NETWORK.md tells what such a server exposes)."""
    import logging

    from ...net.probe import PermissionsError, probe

    findings = await probe(
        place.url,
        place.token or None,
        credentials=credentials,
        players_token=None if credentials else place.token,
    )
    if findings.problems:
        raise PermissionsError(findings)
    if findings.exposures:
        logging.getLogger(__name__).warning("the server allows: %s", findings.text())


class Hosting:
    """The host's part: its own nats-server, the game opened (or taken up again,
    :attr:`Plan.resume`) and kept in the record, the announcement."""

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.server: NatsServer | None = None
        self.place: Place | None = None
        self.announcement: Announcement | None = None
        self.client: Client | None = None
        self.host: Host | None = None
        self.record: Path | None = None

    async def open(self) -> str:
        plan, records = self.plan, OngoingGames()
        if plan.resume:
            self.record = records.hosted_path(plan.resume)
            kept = records.read(self.record).place
            assert kept is not None
            place = kept
        else:
            game = new_game_id()
            place = Place.remote(plan.server) if plan.server else Place.own(plan.listen, game)
        if place.own_server:
            self.server, place = await serve(place, resume=bool(plan.resume))
        elif not plan.resume:
            await _check_server(place, self.plan.credentials or None)
        self.place = place
        self.client = client = await connect(
            place.url,
            place.host_password or None,
            user=place.host_user,
            credentials=self.plan.credentials or None,
        )
        if plan.resume:
            assert self.record is not None
            host = Host.resume(client.jetstream(), self.record)
            if place != kept:
                records.moved(self.record, place)  # a new server process
        else:
            host = Host(client.jetstream(), game, plan.players, plan.terms)
            await host.open()
            self.record = records.keep_hosted(host, place, plan.name, plan.bots, plan.credentials)
        host.admit = admission(place, self.server)  # each claimed seat its own user
        self.host = host
        code = place.code(host.game_id, public_key(host.key))
        if plan.announce and place.own_server:
            try:
                self.announcement = await Announcement.start(
                    plan.name, host.game_id, code, host.players, place.host_name, place.port
                )
            except (OSError, RuntimeError):
                self.announcement = None  # the join code works without it
        return code

    async def run(self) -> None:
        """Host the game, with the heartbeat the players watch, restarting the own
        server whenever it dies (:mod:`cartografove.net.presence`)."""

        assert isinstance(self.host, Host) and self.client is not None
        tasks = [asyncio.ensure_future(beat(self.client, self.host.game_id))]
        if isinstance(self.server, NatsServer):
            tasks.append(asyncio.ensure_future(keep_running(self.server)))
        try:
            await self.host.run()
        finally:
            for task in tasks:
                task.cancel()

    async def close(self) -> None:
        """Stop announcing and stop the own server: the game pauses for the others
        (their apps reconnect by themselves once it runs again)."""
        try:
            if isinstance(self.announcement, Announcement):
                with contextlib.suppress(Exception):
                    await self.announcement.close()
            if self.client is not None:
                await disconnect(self.client)
        finally:  # even when the window's stop() cancels the closing itself
            if isinstance(self.server, NatsServer):
                self.server.stop()
                if self.host is not None and self.host.closed and self.place is not None:
                    forget_store(self.place)  # the game is over: its server's folder goes
            elif self.place is not None:
                stop_leftover(self.place)  # the one a crashed app left, reused
