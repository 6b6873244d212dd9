"""A hosted game is found on the local network (where multicast gets through)."""

from __future__ import annotations

import asyncio

import pytest

from cartografove.net.protocol import new_game_id
from cartografove.net.server.discovery import Announcement, browse


def test_an_announced_game_is_found() -> None:
    game = new_game_id()  # a second run of this very test announces a game of its own

    async def scenario() -> list[str]:
        try:
            announcement = await Announcement.start(
                "Kartografové", game, "CODE-123", 3, "127.0.0.1", 4222
            )
        except OSError as error:
            pytest.skip(f"no multicast here ({error})")
        try:
            found = await asyncio.to_thread(browse, 3.0, "127.0.0.1")
        finally:
            await announcement.close()
        return [f"{f.game} {f.code} {f.players}" for f in found]

    # Another program on this computer may be announcing its own game on loopback (a
    # second test run, a player's app): only this test's game is this test's business.
    found = [found for found in asyncio.run(scenario()) if found.startswith(f"{game} ")]
    if not found:
        pytest.skip("multicast does not get through on this machine's loopback")
    assert found == [f"{game} CODE-123 3"]


def test_closing_an_announcement_leaves_nothing_pending() -> None:
    """Registering and unregistering each start a broadcast task; a close that did
    not await them left them pending on a loop about to close ("Task was destroyed
    but it is pending" at the exit of ``cartografove host``)."""

    async def scenario() -> set[asyncio.Task[object]]:
        try:
            announcement = await Announcement.start(
                "Kartografové", new_game_id(), "CODE-123", 3, "127.0.0.1", 4222
            )
        except OSError as error:
            pytest.skip(f"no multicast here ({error})")
        await announcement.close()
        return asyncio.all_tasks() - {asyncio.current_task()}

    assert asyncio.run(scenario(), debug=True) == set()
