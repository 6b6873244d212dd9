"""What a network link is asked to do (no Qt: the link's worker reads it too)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...net.terms import Terms


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
    server: str = ""  # a reachable nats-server (nats://TOKEN@host:port, tls://…); else our own
    credentials: str = (
        ""  # a NATS credentials file (.creds) that server wants, for every connection
    )
    resume: str = ""  # a game this computer hosted, to host again (its record says how)
