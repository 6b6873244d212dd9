"""The host: opens a game, waits for its seats, deals the cards, closes the game.

The host keeps a secret. It publishes a commitment to it when it opens the game;
each seat's claim commits to a random contribution, revealed once every seat is
claimed, and the game's seed is a hash of the secret and every contribution
(:func:`.protocol.deal_seed`), so neither the host nor any player chooses the deal.
The host reveals each card when the flow of play reaches it (its own :class:`Table`
plays the real game from the seed, fed by the same log as everyone's), a digest at
each season's end, and at the end the secret itself, so every player's app can check
that the cards it was shown were the seed's and nothing was dealt after the fact.

The host plays no seat: the players join (:mod:`.seat`), on this computer or others.

What the host must not lose — its secret and its key — is kept in a file of
its own (:meth:`Host.save`, readable by its owner only), so a host restarted
mid-game (:meth:`Host.resume`) reads the log again and deals on from where it was.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nats.errors
import nats.js.errors
from nacl.signing import SigningKey
from nats.js.client import JetStreamContext

from ..files import FileError, read_limited, write_secret
from ..rules.game import Game
from .link import Outbox, Outgoing, create_stream, read_log
from .protocol import (
    Message,
    commitment,
    host_subject,
    is_secret,
    new_secret,
    public_key,
    stream_name,
)
from .server import ServerError
from .server_config import SeatKeys
from .table import Report, Table
from .terms import Terms


def seat_keys(table: Table) -> SeatKeys:
    """The keys that may write on each claimed seat: its claimant's, and the key it
    is handed to while a stand-in plays it."""
    return tuple(
        sorted((seat, key) for seat, held in table.seats.items() for key in {held.owner, held.key})
    )


class LostSecrets(ValueError):
    """A kept game whose host's secrets (secret, key, terms) are missing or
    damaged: nobody can host it again, and saying so beats waiting for ever."""

    def __init__(self, path: Path, error: Exception) -> None:
        super().__init__(
            f"{path} does not hold the host's secrets of its game any more "
            f"({type(error).__name__}: {error}); it cannot be hosted again"
        )


@dataclass(slots=True)
class Host:
    js: JetStreamContext
    game_id: str
    players: int
    terms: Terms
    secret: str = field(default_factory=new_secret)
    key: SigningKey = field(default_factory=SigningKey.generate)
    on_report: Callable[[Report], None] | None = None
    n: int = 0
    reveals: int = 0
    hashes: set[int] = field(default_factory=set)
    started: bool = False
    closed: bool = False
    outbox: Outbox = field(default_factory=Outbox)
    last: dict[str, int] = field(default_factory=dict)
    linger: float = 60.0  # seconds to wait after the close for the players to read it
    synced: bool = False  # the counters above agree with the log read so far
    admit: Callable[[SeatKeys], Awaitable[None]] | None = None  # seats' users (.server)
    admitted: SeatKeys | None = None  # the seats' users the server has

    def save(self, path: Path, **extra: Any) -> None:
        """Keep the host's secrets (see the module docstring), and ``extra``."""
        document = {
            **extra,
            "game": self.game_id,
            "players": self.players,
            "terms": self.terms.to_json(),
            "secret": self.secret,
            "key": bytes(self.key).hex(),
        }
        write_secret(path, json.dumps(document).encode("utf-8"))  # 0600 from the first byte

    @classmethod
    def resume(cls, js: JetStreamContext, path: Path, **options: Any) -> Host:
        """The host of the game kept in ``path``, to run again after a restart (a
        :class:`LostSecrets` if they are damaged, or kept by a version before the
        fair deal, which had a seed instead of a secret)."""
        try:
            document = json.loads(read_limited(path, 64 * 1024))
            if not is_secret(document["secret"]):
                raise ValueError("no secret of version 3")
            return cls(
                js,
                document["game"],
                document["players"],
                Terms.from_json(document["terms"]),
                document["secret"],
                key=SigningKey(bytes.fromhex(document["key"])),
                **options,
            )
        except (FileError, KeyError, TypeError, ValueError, AttributeError) as error:
            raise LostSecrets(path, error) from None

    async def open(self) -> None:
        """Make the game's stream and publish the opening."""
        await create_stream(self.js, self.game_id)
        self._send(
            "open",
            {
                "players": self.players,
                "terms": self.terms.to_json(),
                "commitment": commitment(self.secret),
                "key": public_key(self.key),
            },
        )
        await self.outbox.flush(self.js, self.game_id, self.last)

    async def run(self, on_progress: Callable[[Table], None] | None = None) -> Table:
        """Host the game until every player has read its closing (or ``linger``
        seconds after it); returns the table."""
        table = Table(self.game_id, secret=self.secret, on_report=self.on_report)
        closed_at: float | None = None
        async for batch in read_log(self.js, self.game_id):
            for entry in batch:
                table.feed(entry.seq, entry.subject, entry.data)
            if batch:
                continue
            if on_progress is not None:
                on_progress(table)
            if table.closing is not None:
                if all(seat.done for seat in table.seats.values()):
                    await self._delete_log()
                    return table
                if closed_at is None:
                    closed_at = time.monotonic()
                elif time.monotonic() - closed_at > self.linger:
                    return table  # a player gone for good does not keep the server up
            self._duties(table)
            await self._admit(table)
            await self.outbox.flush(self.js, self.game_id, self.last)
        raise AssertionError("the log never ends")

    async def _admit(self, table: Table) -> None:
        """Give each claimed seat, and each key the seat is handed to, its own user on
        the host's own server (:meth:`.server.NatsServer.admit`): from then on only
        that key may write on the seat's subject. A failure is reported and tried
        again the next time the log is read to its end."""
        if self.admit is None:
            return
        seats = seat_keys(table)
        if seats == self.admitted:
            return
        try:
            await self.admit(seats)
        except ServerError as error:
            if self.on_report is not None:
                self.on_report(Report(f"seats' users not given: {error}", "admission"))
            return
        self.admitted = seats

    async def _delete_log(self) -> None:
        """Every player has read and checked the whole game, and each computer keeps
        it in its history: the stream is not needed any more. (A server that hosts
        game after game, a rented one above all, would otherwise fill up with them.)
        After the linger instead, the log stays for whoever has not read it yet."""
        with contextlib.suppress(nats.errors.Error, nats.js.errors.Error, OSError, TimeoutError):
            await self.js.delete_stream(stream_name(self.game_id))

    def _sync(self, table: Table) -> None:
        """Once caught up, count what the log already holds from this host (all of
        it after a restart; messages it sent but never saw acknowledged are sent
        again with the same id and bytes, so they land once)."""
        if self.synced:
            return
        self.synced = True
        if self.outbox.items:
            return  # sent by this very process: the counters are its own
        self.n = max(self.n, table.host_next_n)
        self.reveals = max(self.reveals, len(table.revealed))
        self.hashes |= set(table.host_hashes)
        self.started = self.started or table.setup is not None
        self.closed = self.closed or table.closing is not None
        subject = host_subject(self.game_id)
        self.last[subject] = max(self.last.get(subject, 0), table.host_last_seq)

    def _duties(self, table: Table) -> None:
        """What the log read so far asks of the host."""
        self._sync(table)
        if not self.started and table.opening is not None:
            if table.contributed:  # every seat claimed, then every contribution revealed
                self._start(table)
            return
        if table.game is None:
            return
        dealt = table.dealt_cards()
        for index in range(self.reveals, len(dealt)):
            self._send("reveal", {"i": index, "card": dealt[index]})
        self.reveals = len(dealt)
        for season in sorted(set(table.hashes) - self.hashes):
            self._send("hash", {"season": season, "hash": table.hashes[season]})
            self.hashes.add(season)
        if table.finished and not self.closed:
            self._send("close", {"secret": self.secret})
            self.closed = True

    def hand_over(self, seat: int, key: str) -> None:
        """Give ``seat`` to the player with public ``key`` from now on (sent with the
        host's next messages): a stand-in for a player who left, or the seat's
        owner back again."""
        self._send("seat", {"seat": seat, "key": key})

    def _start(self, table: Table) -> None:
        names = tuple(table.seats[seat].name for seat in sorted(table.seats))
        setup = self.terms.setup(names, table.deal_seed(self.secret))
        public = setup.to_json()
        del public["seed"]
        self._send("start", {"setup": public, "edicts": list(Game(setup).edicts)})
        self.started = True

    def _send(self, kind: str, body: dict[str, Any]) -> None:
        subject = host_subject(self.game_id)
        message = Message(kind, self.n, body)
        self.outbox.put(
            Outgoing(
                subject,
                message.msg_id(subject, public_key(self.key)),
                message.encode(self.game_id, self.key),
            )
        )
        self.n += 1
