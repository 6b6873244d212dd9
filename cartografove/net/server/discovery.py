"""Finding games on the local network: the host announces, the others browse.

A hosted game is announced by zeroconf (mDNS/DNS-SD) as a ``_kartografove._tcp``
service whose TXT record carries the game and its join code: on a LAN everyone who
can see the game may join it, like a game on a table. Where multicast does not get
through (guest Wi-Fi, VPNs), the join code still works on its own.
"""

from __future__ import annotations

import socket
import time
from collections.abc import Awaitable
from dataclasses import dataclass

from zeroconf import ServiceBrowser, ServiceListener, Zeroconf
from zeroconf.asyncio import AsyncServiceInfo, AsyncZeroconf

SERVICE = "_kartografove._tcp.local."


@dataclass(frozen=True, slots=True)
class Found:
    name: str
    game: str
    code: str
    players: int


def lan_address() -> str:
    """This computer's address on the local network (the route a packet to the
    outside would take; nothing is sent), or the loopback address."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


class Announcement:
    """A game announced on the local network until :meth:`close` (asynchronous:
    zeroconf's own loop must not be blocked by the caller's).

    Registering and unregistering each start a task that sends the announcements
    (or the goodbyes) over the next second; :meth:`close` awaits both, so nothing
    is left pending on a loop that is about to close."""

    def __init__(
        self, zeroconf: AsyncZeroconf, info: AsyncServiceInfo, announcing: Awaitable[object]
    ) -> None:
        self.zeroconf, self.info, self.announcing = zeroconf, info, announcing

    @classmethod
    async def start(
        cls, title: str, game: str, code: str, players: int, address: str, port: int
    ) -> Announcement:
        zeroconf = AsyncZeroconf(interfaces=[address]) if address != "0.0.0.0" else AsyncZeroconf()
        info = AsyncServiceInfo(
            SERVICE,
            f"{title} {game}.{SERVICE}",
            addresses=[socket.inet_aton(address)],
            port=port,
            properties={"game": game, "code": code, "players": str(players)},
        )
        announcing = await zeroconf.async_register_service(info)
        return cls(zeroconf, info, announcing)

    async def close(self) -> None:
        try:
            await self.announcing
            await (await self.zeroconf.async_unregister_service(self.info))
        finally:
            await self.zeroconf.async_close()


class _Collector(ServiceListener):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.names.add(name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.names.add(name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.names.discard(name)


def browse(seconds: float = 2.0, interface: str | None = None) -> list[Found]:
    """The games announced on the local network within ``seconds``."""
    zeroconf = Zeroconf(interfaces=[interface]) if interface else Zeroconf()
    try:
        collector = _Collector()
        browser = ServiceBrowser(zeroconf, SERVICE, collector)
        deadline = time.monotonic() + seconds
        found: dict[str, Found] = {}
        while time.monotonic() < deadline:
            for name in list(collector.names - set(found)):
                info = zeroconf.get_service_info(SERVICE, name, timeout=500)
                if info is not None:
                    props = {k.decode(): (v or b"").decode() for k, v in info.properties.items()}
                    found[name] = Found(
                        name.removesuffix("." + SERVICE),
                        props.get("game", ""),
                        props.get("code", ""),
                        int(props.get("players", "0") or 0),
                    )
            time.sleep(0.05)
        browser.cancel()
        return list(found.values())
    finally:
        zeroconf.close()
