"""A hosted game is found on the local network (where multicast gets through)."""

from __future__ import annotations

import asyncio

import pytest

from cartografove.net.discovery import Announcement, browse


def test_an_announced_game_is_found() -> None:
    async def scenario() -> list[str]:
        try:
            announcement = await Announcement.start(
                "Kartografové", "ABCD1234", "CODE-123", 3, "127.0.0.1", 4222
            )
        except OSError as error:
            pytest.skip(f"no multicast here ({error})")
        try:
            found = await asyncio.to_thread(browse, 3.0, "127.0.0.1")
        finally:
            await announcement.close()
        return [f"{f.game} {f.code} {f.players}" for f in found]

    found = asyncio.run(scenario())
    if not found:
        pytest.skip("multicast does not get through on this machine's loopback")
    assert found == ["ABCD1234 CODE-123 3"]
