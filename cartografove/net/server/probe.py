"""What someone else's server lets a game do, checked before the game starts.

A host that names a server (``--server``) does not write its users: whoever runs it
does (docs/PROTOCOL.md "Someone else's server"). Before opening the game the host
tries, on a throwaway game of its own, what the game needs and what it must not
allow: the host's login must make a game's stream and write on its subjects; the
players' login (the join code's token) must claim a seat and read the game, and
should not delete or purge a game's stream or write on the host's subject. A
missing permission is a :class:`Problem` (the game could not be played: it is not
started), an allowed one that should not be is an :class:`Exposure` (said, and the
game goes on: the host chose that server). Players who bring their own credentials
files cannot be tried here.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import nats.errors
import nats.js.errors
from nats.aio.client import Client
from nats.js.api import AckPolicy, ConsumerConfig, DeliverPolicy

from ...names import QT_TRANSLATE_NOOP, untranslated
from .. import link
from ..link import JoinError, create_stream, disconnect
from ..protocol import game_subjects, host_subject, new_game_id, seat_subject, stream_name

TRY_SECONDS = 10.0
"""How long an attempt may take before it counts as refused. A request the server
forbids is never answered, but the server says so at once (a permissions violation,
:class:`_Refusals`): this limit is for a server that says nothing at all, and long
enough that a slow answer is not taken for a refusal."""


class Problem(StrEnum):
    """A permission the game needs and the server does not give."""

    HOST_STREAM = "host-stream"  # the host may not make a game's stream
    HOST_WRITE = "host-write"  # the host may not write on the game's subjects
    PLAYER_SEAT = "player-seat"  # the players may not write on a seat
    PLAYER_READ = "player-read"  # the players may not read the game


class Exposure(StrEnum):
    """A permission the players have and should not."""

    DELETE = "delete"  # the players may delete a game's stream
    PURGE = "purge"  # the players may purge a game's stream
    HOST_SUBJECT = "host-subject"  # the players may write on the host's subject
    UNCHECKED = "unchecked"  # the players bring credentials files: not tried here


PROBLEM_TEXTS = {
    Problem.HOST_STREAM: QT_TRANSLATE_NOOP(
        "NetProbe", "the host's login may not make a game's stream ($JS.API.STREAM.CREATE.KG_*)"
    ),
    Problem.HOST_WRITE: QT_TRANSLATE_NOOP(
        "NetProbe", "the host's login may not publish on the game's subjects (kg.>)"
    ),
    Problem.PLAYER_SEAT: QT_TRANSLATE_NOOP(
        "NetProbe",
        "the join code's login may not publish on the seats' subjects (kg.*.seat.*): "
        "nobody could take a seat",
    ),
    Problem.PLAYER_READ: QT_TRANSLATE_NOOP(
        "NetProbe",
        "the join code's login may not read a game's stream "
        "($JS.API.CONSUMER.CREATE.KG_* and MSG.NEXT)",
    ),
}
EXPOSURE_TEXTS = {
    Exposure.DELETE: QT_TRANSLATE_NOOP(
        "NetProbe", "everyone holding the join code may delete the game's stream"
    ),
    Exposure.PURGE: QT_TRANSLATE_NOOP(
        "NetProbe", "everyone holding the join code may purge the game's stream"
    ),
    Exposure.HOST_SUBJECT: QT_TRANSLATE_NOOP(
        "NetProbe",
        "everyone holding the join code may write on the host's subject "
        "(forgeries are refused, but a flood there stalls the game)",
    ),
    Exposure.UNCHECKED: QT_TRANSLATE_NOOP(
        "NetProbe",
        "the players log in with their own credentials files, whose permissions are not "
        "checked here",
    ),
}


def problem_text(problem: Problem, say: Callable[[str, str], str] = untranslated) -> str:
    return say("NetProbe", PROBLEM_TEXTS[problem])


def exposure_text(exposure: Exposure, say: Callable[[str, str], str] = untranslated) -> str:
    return say("NetProbe", EXPOSURE_TEXTS[exposure])


@dataclass(slots=True)
class Findings:
    problems: list[Problem] = field(default_factory=list)
    exposures: list[Exposure] = field(default_factory=list)

    def text(self, say: Callable[[str, str], str] = untranslated) -> str:
        """Everything found, one clause each, in the language of ``say``."""
        said = [problem_text(p, say) for p in self.problems]
        return "; ".join([*said, *(exposure_text(e, say) for e in self.exposures)])


class PermissionsError(JoinError):
    """The server does not give a permission the game needs (:class:`Problem`)."""

    def __init__(self, findings: Findings) -> None:
        super().__init__(
            "the server's permissions do not let the game be played: "
            + "; ".join(problem_text(p) for p in findings.problems),
            "permissions",
        )
        self.findings = findings


async def probe(
    url: str,
    token: str | None,
    *,
    credentials: str | None = None,
    players_token: str | None = None,
    user: str | None = None,
    players_user: str | None = None,
) -> Findings:
    """What the server at ``url`` lets the host (``token`` or ``credentials``; with
    ``user``, a user's password) and the players (``players_token``, the join
    code's, with ``players_user``; None when they bring their own credentials) do,
    tried on a throwaway game. A server that cannot be reached is a
    :class:`JoinError`, as when hosting."""
    findings = Findings()
    game = new_game_id()
    hosts = _Refusals()
    host = await link.connect(url, token, user=user, credentials=credentials, on_error=hosts.heard)
    try:
        js = host.jetstream(timeout=TRY_SECONDS)
        if not await hosts.allowed(host, create_stream(js, game)):
            findings.problems.append(Problem.HOST_STREAM)
            return findings
        try:
            if not await hosts.allowed(host, js.publish(host_subject(game), b"probe")):
                findings.problems.append(Problem.HOST_WRITE)
            if players_token is None:
                findings.exposures.append(Exposure.UNCHECKED)
            else:
                players = _Refusals()
                player = await link.connect(
                    url, players_token or None, user=players_user, on_error=players.heard
                )
                try:
                    await _try_player(player, players, game, findings)
                finally:
                    await disconnect(player)
        finally:
            with contextlib.suppress(nats.errors.Error, nats.js.errors.Error, TimeoutError):
                await js.delete_stream(stream_name(game))
    finally:
        await disconnect(host)
    return findings


async def _try_player(player: Client, refusals: _Refusals, game: str, findings: Findings) -> None:
    js = player.jetstream(timeout=TRY_SECONDS)
    allowed = refusals.allowed
    if not await allowed(player, js.publish(seat_subject(game, 0), b"probe")):
        findings.problems.append(Problem.PLAYER_SEAT)
    if not await allowed(player, _read(player, game)):
        findings.problems.append(Problem.PLAYER_READ)
    if await allowed(player, js.publish(host_subject(game), b"probe")):
        findings.exposures.append(Exposure.HOST_SUBJECT)
    if await allowed(player, js.purge_stream(stream_name(game))):
        findings.exposures.append(Exposure.PURGE)
    if await allowed(player, js.delete_stream(stream_name(game))):  # the last thing tried
        findings.exposures.append(Exposure.DELETE)


async def _read(player: Client, game: str) -> None:
    """Read the throwaway game's first message, as a player's app does."""
    js = player.jetstream(timeout=TRY_SECONDS)
    subscription = await js.pull_subscribe(
        game_subjects(game),
        stream=stream_name(game),
        config=ConsumerConfig(
            deliver_policy=DeliverPolicy.ALL, ack_policy=AckPolicy.NONE, mem_storage=True
        ),
    )
    try:
        await subscription.fetch(1, timeout=TRY_SECONDS)
    finally:
        with contextlib.suppress(nats.errors.Error, TimeoutError):
            await subscription.unsubscribe()


class _Refusals:
    """The permissions violations one connection's server reports. A request the
    server forbids is never answered; judged by a timeout instead, a slow answer
    (a loaded server, a long way off) passed for a refusal and a game that could be
    played was not started."""

    def __init__(self) -> None:
        self.refused = asyncio.Event()

    def heard(self, error: Exception) -> None:
        if "permissions violation" in str(error).lower():
            self.refused.set()

    async def allowed(self, client: Client, attempt: Coroutine[Any, Any, object]) -> bool:
        """Whether the server did it: it answered, and neither refused nor failed.
        What the server said of the attempts before reaches this client ahead of its
        answer to a ping (one connection keeps its order), so no refusal of theirs
        is taken for this one's."""
        try:
            await client.flush(timeout=int(TRY_SECONDS))
        except (nats.errors.Error, TimeoutError):
            attempt.close()
            return False
        self.refused.clear()
        trying = asyncio.ensure_future(attempt)
        refused = asyncio.ensure_future(self.refused.wait())
        try:
            await asyncio.wait(
                {trying, refused}, timeout=TRY_SECONDS + 0.5, return_when=asyncio.FIRST_COMPLETED
            )
        finally:
            refused.cancel()
        if not trying.done() or self.refused.is_set():
            trying.cancel()
            with contextlib.suppress(asyncio.CancelledError, *NOT_DONE):
                await trying
            return False
        failure = trying.exception()
        if failure is None:
            return True
        if isinstance(failure, NOT_DONE):
            return False
        raise failure


NOT_DONE = (nats.errors.Error, nats.js.errors.Error, TimeoutError)
"""How a request the server did not do ends (a refusal that is an answer among them)."""
