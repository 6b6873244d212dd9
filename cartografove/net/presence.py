"""Whether the host and the server are still there, said within seconds.

The decision log says nothing while everyone thinks, so silence cannot tell a slow
table from a dead host. The host therefore sends a heartbeat every
:data:`BEAT_SECONDS` on ``kg-alive.GAME`` — a subject outside the game's stream, so
beats are never stored — and every other computer watches two things: its
connection to the server, and the last beat. :meth:`Presence.state` is then one of

- :attr:`State.PLAYING` — connected, and the host beat lately (or the game is over);
- :attr:`State.SERVER_LOST` — no connection to the server for :data:`LOST_SECONDS`
  (the client keeps trying; a host whose own server died starts it again,
  :func:`.server.process.keep_running`);
- :attr:`State.HOST_LOST` — connected, but no beat for :data:`LOST_SECONDS`: the
  host's app has stopped (it can take the game up again: Game → Continue, or
  ``cartografove host --resume``).

The app turns the state into a sentence in the player's language; the command line
prints it in English (:func:`state_text`).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from enum import StrEnum

import nats.errors
from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.aio.subscription import Subscription

from ..names import QT_TRANSLATE_NOOP, untranslated

BEAT_SECONDS = 1.0
LOST_SECONDS = 5.0


class State(StrEnum):
    PLAYING = "playing"
    SERVER_LOST = "server-lost"
    HOST_LOST = "host-lost"


def alive_subject(game: str) -> str:
    return f"kg-alive.{game}"


async def beat(client: Client, game: str) -> None:
    """The host's heartbeat, until cancelled (a beat that cannot go out now is
    simply missed: the watchers count the silence)."""
    subject = alive_subject(game)
    while True:
        with contextlib.suppress(nats.errors.Error, OSError):
            await client.publish(subject, b"")
        await asyncio.sleep(BEAT_SECONDS)


class Presence:
    """What one computer knows of the host and the server (see the module docstring)."""

    def __init__(self, client: Client, game: str) -> None:
        self.client = client
        self.game = game
        self.last_beat = time.monotonic()  # a grace period from the start
        self.connected_at = time.monotonic()
        self._was_connected = True
        self._subscription: Subscription | None = None

    async def start(self) -> None:
        async def heard(_message: Msg) -> None:
            self.last_beat = time.monotonic()

        self._subscription = await self.client.subscribe(alive_subject(self.game), cb=heard)

    async def stop(self) -> None:
        subscription, self._subscription = self._subscription, None
        if subscription is not None:
            with contextlib.suppress(nats.errors.Error, OSError):
                await subscription.unsubscribe()

    def state(self, now: float | None = None) -> State:
        now = time.monotonic() if now is None else now
        connected = self.client.is_connected
        if connected and not self._was_connected:  # back: the host gets a grace too
            self.last_beat = max(self.last_beat, now)
        self._was_connected = connected
        if not connected:
            lost = now - self.connected_at > LOST_SECONDS
            return State.SERVER_LOST if lost else State.PLAYING
        self.connected_at = now
        if now - self.last_beat > LOST_SECONDS:
            return State.HOST_LOST
        return State.PLAYING


async def watch(presence: Presence, on_change: Callable[[State], None]) -> None:
    """Tell ``on_change`` each new state, looking every second (until cancelled)."""
    said = State.PLAYING
    while True:
        await asyncio.sleep(BEAT_SECONDS)
        now = presence.state()
        if now != said:
            said = now
            on_change(now)


STATE_TEXTS = {
    State.PLAYING: QT_TRANSLATE_NOOP("Presence", "the host and the server are there"),
    State.SERVER_LOST: QT_TRANSLATE_NOOP(
        "Presence",
        "the game's server cannot be reached: it has stopped or the network is down; "
        "the game goes on when it is back",
    ),
    State.HOST_LOST: QT_TRANSLATE_NOOP(
        "Presence",
        "the host's app is not answering: the game goes on when the host continues it "
        "(Game → Continue, or cartografove host --resume)",
    ),
}


def state_text(state: State, say: Callable[[str, str], str] = untranslated) -> str:
    """The sentence for a state (the command line's), in the language of ``say``
    (see :mod:`cartografove.standings`)."""
    return say("Presence", STATE_TEXTS[state])
