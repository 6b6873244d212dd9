"""The host's part of a network game in the app: its own nats-server (or a given
one), the game opened — or taken up again from this computer's record of its
games in progress (:attr:`.link.Plan.resume`) — and the announcement on the LAN.
:class:`.worker.LinkWorker` runs it on its thread."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from ...net.ongoing import OngoingGames

if TYPE_CHECKING:
    from nats.aio.client import Client

    from ...net.discovery import Announcement
    from ...net.host import Host
    from ...net.place import Place
    from ...net.server import NatsServer
    from .plan import Plan


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
        import secrets

        from ...net.discovery import Announcement
        from ...net.host import Host
        from ...net.link import connect
        from ...net.place import Place
        from ...net.protocol import new_game_id
        from ...net.server import serve

        plan, records = self.plan, OngoingGames()
        if plan.resume:
            self.record = records.hosted_path(plan.resume)
            kept = records.read(self.record).place
            assert kept is not None
            place = kept
        else:
            place = Place.remote(plan.server) if plan.server else Place.own(plan.listen)
        if place.own_server:
            self.server, place = await serve(place, resume=bool(plan.resume))
        self.place = place
        self.client = client = await connect(
            place.url, place.token or None, credentials=self.plan.credentials or None
        )
        if plan.resume:
            assert self.record is not None
            host = Host.resume(client.jetstream(), self.record)
            if place != kept:
                records.moved(self.record, place)  # a new server process
        else:
            seed = plan.seed if plan.seed is not None else secrets.randbelow(10**9)
            host = Host(client.jetstream(), new_game_id(), plan.players, plan.terms, seed)
            await host.open()
            self.record = records.keep_hosted(host, place, plan.name, plan.bots, plan.credentials)
        self.host = host
        code = place.code(host.game_id)
        if plan.announce and place.own_server:
            try:
                self.announcement = await Announcement.start(
                    plan.name, host.game_id, code, host.players, place.host_name, place.port
                )
            except (OSError, RuntimeError):
                self.announcement = None  # the join code works without it
        return code

    async def run(self) -> None:
        from ...net.host import Host

        assert isinstance(self.host, Host)
        await self.host.run()

    async def close(self) -> None:
        """Stop announcing and stop the own server: the game pauses for the others
        (their apps reconnect by themselves once it runs again)."""
        from ...net.discovery import Announcement
        from ...net.link import disconnect
        from ...net.server import NatsServer, stop_process

        try:
            if isinstance(self.announcement, Announcement):
                with contextlib.suppress(Exception):
                    await self.announcement.close()
            if self.client is not None:
                await disconnect(self.client)
        finally:  # even when the window's stop() cancels the closing itself
            if isinstance(self.server, NatsServer):
                self.server.stop()
            elif self.place is not None and self.place.own_server and self.place.server_pid:
                stop_process(self.place.server_pid)  # the one a crashed app left, reused
