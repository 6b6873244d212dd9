"""The connection to the game's NATS server: reading the log, sending messages.

Reading is a loop of pulls from an ephemeral consumer that starts after the last
message already read; whenever anything goes wrong — the laptop slept, the network
dropped, the server restarted — the loop makes a new consumer from that same point,
so a reader catches up and never skips nor repeats a message.

Sending goes through an :class:`Outbox`: a message waits there (and in a file, when
one is given) until the server has acknowledged it. Each is published with its
message id (a retry whose first try did land is dropped by the server) and the
sequence its subject is expected to be at (a stale write is refused). A refusal is
looked into: if the subject's last message is this very one, it had landed.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import logging
import os
import secrets
from collections.abc import AsyncIterator, Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nats
import nats.errors
import nats.js.errors
from nacl.signing import SigningKey
from nats.aio.client import Client
from nats.js.api import (
    AckPolicy,
    ConsumerConfig,
    DeliverPolicy,
    DiscardPolicy,
    StorageType,
    StreamConfig,
)
from nats.js.client import JetStreamContext

from ..files import TEMP_SUFFIX
from .protocol import MAX_MESSAGE_BYTES, game_subjects, stream_name
from .server.seat_users import user_seed

log = logging.getLogger(__name__)

WRONG_LAST_SEQUENCE = 10071
RETRY_SECONDS = 0.25


class JoinError(Exception):
    """The server or the game cannot be reached; ``str()`` says why in English (for
    logs and the command line), ``kind`` says it for the app to word in the player's
    language: "unreachable", "refused" (the token or credentials), "no_game",
    "started" (without this player), "full", "jetstream" (a server without
    JetStream) or "deal" (the host's deal could not be verified)."""

    def __init__(self, message: str, kind: str = "unreachable") -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True, slots=True)
class Entry:
    seq: int
    subject: str
    data: bytes


class TlsClient(Client):
    """A client that sends nothing to a ``tls://`` server that does not offer TLS.

    nats.py upgrades a connection to TLS only when the server's greeting asks for
    it; against a server that does not (or a stranger in the middle that strips
    it), it sent the token in plain text. The greeting is checked before the
    client says anything."""

    async def _process_info(self, info: dict[str, Any], initial_connection: bool = False) -> None:
        if not info.get("tls_required") and not info.get("tls_available"):
            raise nats.errors.Error(PLAINTEXT)
        await super()._process_info(info, initial_connection)


PLAINTEXT = "the server does not offer TLS: nothing was sent to it"


async def connect(
    url: str,
    token: str | None = None,
    *,
    user: str | None = None,
    credentials: str | None = None,
    seat_key: SigningKey | None = None,
    timeout: float = 5.0,
    on_error: Callable[[Exception], None] | None = None,
) -> Client:
    """A connection that, once made, reconnects for ever. ``user`` logs in with
    ``token`` as its password (a host's own server, :mod:`.server.config`);
    ``seat_key`` logs in as a claimed seat's own user, with the player's key
    (:mod:`.server.seat_users`). A wrong token or key, a ``tls://`` server without
    TLS, or a server that does not answer within ``timeout``, is a :class:`JoinError`.

    A refused password is tried again twice, a moment apart: the host's own server
    reloads its users whenever a seat is claimed, and one who logs in just then may
    be refused once. (A seat's key is not: its player tries again by itself.)
    ``on_error`` hears what the server says is wrong while connected (a permissions
    violation: :mod:`.server.probe`)."""
    for _ in range(0 if seat_key is not None else REFUSED_RETRIES):
        try:
            return await _connect(url, token, user, credentials, seat_key, timeout, on_error)
        except JoinError as error:
            if error.kind != "refused":
                raise
        await asyncio.sleep(REFUSED_PAUSE_SECONDS)
    return await _connect(url, token, user, credentials, seat_key, timeout, on_error)


REFUSED_RETRIES = 2
REFUSED_PAUSE_SECONDS = 0.3


async def _connect(
    url: str,
    token: str | None,
    user: str | None,
    credentials: str | None,
    seat_key: SigningKey | None,
    timeout: float,
    on_error: Callable[[Exception], None] | None = None,
) -> Client:
    failures: list[Exception] = []
    # the server said no (the password, or no TLS for a tls:// URL): trying again
    # until ``timeout`` would only make the player wait for the same answer
    refused = asyncio.Event()

    async def error_cb(error: Exception) -> None:
        failures.append(error)
        log.debug("nats: %r", error)
        if on_error is not None:
            on_error(error)
        if (
            isinstance(error, nats.errors.AuthorizationError)
            or "authorization" in str(error).lower()
            or PLAINTEXT in str(error)
        ):
            refused.set()

    tls = url.startswith("tls://")
    client = TlsClient() if tls else Client()
    if seat_key is not None:
        login: dict[str, Any] = {"nkeys_seed_str": user_seed(seat_key)}
    else:
        login = {"user": user, "password": token} if user else {"token": token}
    options: dict[str, Any] = {
        **login,
        "user_credentials": credentials,
        "name": "kartografove",
        "error_cb": error_cb,
        "allow_reconnect": True,
        "max_reconnect_attempts": -1,
        "reconnect_time_wait": RETRY_SECONDS,
        "connect_timeout": min(timeout, 2.0),
    }
    attempt = asyncio.ensure_future(client.connect(servers=[url], **options))
    watch = asyncio.ensure_future(refused.wait())
    done, _ = await asyncio.wait(
        {attempt, watch}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED
    )
    watch.cancel()
    if attempt in done and attempt.exception() is None:
        return client
    attempt.cancel()
    try:
        await attempt
    except BaseException as error:  # whatever it failed with is reported below
        failures.append(error)  # type: ignore[arg-type]
    if tls and any(PLAINTEXT in str(failure) for failure in failures):
        raise JoinError(f"cannot connect to {url}: {PLAINTEXT}")
    if refused.is_set():
        refused_what = "seat's key" if seat_key else "credentials" if credentials else "token"
        raise JoinError(
            f"cannot connect to {url}: the server refused the {refused_what}", "refused"
        )
    reason = str(failures[-1]) if failures else ""
    raise JoinError(f"cannot connect to {url}: {reason or 'no answer'}")


async def disconnect(client: Client) -> None:
    """Close a connection; a server already gone (the host stops its server once
    everyone has the whole game) makes nats.py's close fail in odd ways, which do
    not matter at this point."""
    with contextlib.suppress(Exception, asyncio.CancelledError):
        await asyncio.wait_for(client.close(), 2.0)


MAX_SUBJECT_MESSAGES = 1000
"""The most messages one subject keeps (a seat sends about 50 in a game, the host
about 100): once full, a subject refuses more, so a flood fills only the subject
it is sent to — never the stream, nor another seat's subject."""
MAX_STREAM_MESSAGES = 10 * MAX_SUBJECT_MESSAGES


async def create_stream(js: JetStreamContext, game: str) -> None:
    """The game's stream, kept on disk (a restarted server loses nothing), with
    limits on any server: no message larger than any computer sends, a cap on
    every subject (new messages refused, old ones kept). A server without JetStream
    is a :class:`JoinError` that says so."""
    try:
        await _add_stream(js, game)
    except nats.js.errors.ServiceUnavailableError:
        raise JoinError(
            "the server does not have JetStream, which games need", "jetstream"
        ) from None
    except nats.errors.NoRespondersError:
        raise JoinError(
            "the server does not have JetStream, which games need", "jetstream"
        ) from None


async def _add_stream(js: JetStreamContext, game: str) -> None:
    await js.add_stream(
        StreamConfig(
            name=stream_name(game),
            subjects=[game_subjects(game)],
            storage=StorageType.FILE,
            duplicate_window=600.0,
            max_msgs=MAX_STREAM_MESSAGES,
            max_bytes=MAX_STREAM_MESSAGES * MAX_MESSAGE_BYTES,
            max_msg_size=MAX_MESSAGE_BYTES,
            max_msgs_per_subject=MAX_SUBJECT_MESSAGES,
            discard=DiscardPolicy.NEW,
            discard_new_per_subject=True,
        )
    )


async def read_log(js: JetStreamContext, game: str, after: int = 0) -> AsyncIterator[list[Entry]]:
    """Batches of the log's messages after sequence ``after``, for ever; an empty
    batch means "read to the end for now" (a good moment to act)."""
    position = after
    while True:
        try:
            subscription = await js.pull_subscribe(
                game_subjects(game),
                stream=stream_name(game),
                config=ConsumerConfig(
                    deliver_policy=DeliverPolicy.BY_START_SEQUENCE,
                    opt_start_seq=position + 1,
                    ack_policy=AckPolicy.NONE,
                    inactive_threshold=30.0,
                    mem_storage=True,
                ),
            )
        except nats.js.errors.NotFoundError:
            if position == after:  # never read: the game is not there
                raise JoinError(f"there is no game {game} on this server", "no_game") from None
            await asyncio.sleep(RETRY_SECONDS)  # a restarting server recovers it soon
            continue
        except (nats.errors.Error, OSError, TimeoutError) as error:
            _unless_cancelled(error)
            log.debug("subscribing failed: %r", error)
            await asyncio.sleep(RETRY_SECONDS)
            continue
        # A lingering fetch waits for its whole batch or its timeout: ask for many
        # only while more are known to wait, and for one when caught up.
        behind = True
        try:
            while True:
                try:
                    messages = await subscription.fetch(batch=512 if behind else 1, timeout=1.0)
                except nats.errors.TimeoutError:
                    behind = False
                    yield []
                    continue
                batch: list[Entry] = []
                reached = position  # ``position`` moves only with a whole batch
                for message in messages:
                    seq = message.metadata.sequence.stream
                    if seq > reached + 1:  # a gap: see _missed
                        batch += await _missed(js, game, reached, seq)
                    if seq > reached:
                        batch.append(Entry(seq, message.subject, message.data))
                        reached = seq
                position = reached
                yield batch
                behind = bool(messages) and messages[-1].metadata.num_pending > 0
                if not behind:
                    yield []
        except (nats.errors.Error, OSError, TimeoutError) as error:
            _unless_cancelled(error)
            log.debug("reading failed, resubscribing after %d: %r", position, error)
            await asyncio.sleep(RETRY_SECONDS)
        finally:
            with contextlib.suppress(nats.errors.Error, OSError, TimeoutError):
                await subscription.unsubscribe()


def _unless_cancelled(error: BaseException) -> None:
    """Raise the cancellation again if this task is being cancelled: nats.py turns a
    cancellation that comes while it waits on a connection already closed into a
    ``ConnectionClosedError``, and a reader that retried that as a dropped connection
    would read on for ever after being told to stop (Ctrl-C on the command line)."""
    task = asyncio.current_task()
    if task is not None and task.cancelling():
        raise asyncio.CancelledError from error


async def cancel_until_done(tasks: Collection[asyncio.Future[Any]]) -> None:
    """Cancel ``tasks`` again until all have ended. One cancel can be lost: nats.py
    turns a cancellation that comes while it waits on a connection already closed
    into a ``ConnectionClosedError``, and whatever retries a dropped connection
    (:func:`read_log` no longer does, see :func:`_unless_cancelled`) reads on."""
    while not all(task.done() for task in tasks):
        for task in tasks:
            task.cancel()
        await asyncio.wait(tasks, timeout=0.5)


async def _missed(js: JetStreamContext, game: str, after: int, before: int) -> list[Entry]:
    """The messages between two the consumer delivered. A consumer without
    acknowledgements may drop what it pushed while the reader was busy (a flood, a
    computer thinking hard), so a gap in the stream's numbers is fetched one by
    one. A message the server no longer has (it was never stored or was removed)
    is a gap for good; a failure to ask raises, and the reader starts over from
    ``after``."""
    found = []
    for seq in range(after + 1, before):
        try:
            stored = await js.get_msg(stream_name(game), seq)
        except nats.js.errors.NotFoundError:
            continue
        found.append(Entry(seq, stored.subject or "", stored.data or b""))
    return found


@dataclass(slots=True)
class Outgoing:
    subject: str
    msg_id: str
    data: bytes


class Outbox:
    """Messages not yet acknowledged, in order, kept in ``path`` if given."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self.items: list[Outgoing] = []
        if path is not None and path.exists():
            try:
                for item in json.loads(path.read_text("utf-8")):
                    data = base64.b64decode(item["data"])
                    self.items.append(Outgoing(item["subject"], item["msg_id"], data))
            except (ValueError, KeyError, TypeError):
                log.warning("outbox %s is damaged; starting empty", path)
                self.items = []

    def put(self, item: Outgoing) -> None:
        self.items.append(item)
        self._save()

    def clear(self) -> None:
        self.items.clear()
        self._save()

    def _save(self) -> None:
        if self.path is None:
            return
        document = [
            {
                "subject": i.subject,
                "msg_id": i.msg_id,
                "data": base64.b64encode(i.data).decode(),
            }
            for i in self.items
        ]
        # replaced whole, but not synced to the disk: after a power cut the worst
        # case is a decision made again, and a sync per decision costs a hiccup. The
        # temporary file's name is the file layer's, its own to each writer: an app
        # joining again may still be letting go of the same seat, and one writer
        # must not rename the other's file away.
        name = f".{self.path.name}.{os.getpid()}.{secrets.token_hex(4)}{TEMP_SUFFIX}"
        temporary = self.path.with_name(name)
        try:
            temporary.write_text(json.dumps(document), "utf-8")
            os.replace(temporary, self.path)
        except BaseException:
            temporary.unlink(missing_ok=True)
            raise

    async def flush(self, js: JetStreamContext, game: str, last: dict[str, int]) -> bool:
        """Send what waits, in order; ``last`` holds each subject's last known
        sequence and is updated. False if the server could not be reached now."""
        while self.items:
            item = self.items[0]
            try:
                ack = await js.publish(
                    item.subject,
                    item.data,
                    timeout=2.0,
                    headers={
                        "Nats-Msg-Id": item.msg_id,
                        "Nats-Expected-Last-Subject-Sequence": str(last.get(item.subject, 0)),
                    },
                )
                last[item.subject] = max(last.get(item.subject, 0), ack.seq)
            except nats.js.errors.APIError as error:
                if error.err_code != WRONG_LAST_SEQUENCE:
                    log.debug("publishing refused: %r", error)
                    return False
                if not await self._landed(js, game, item, last):
                    continue  # retry at the subject's real last sequence
            except (nats.errors.Error, OSError, TimeoutError) as error:
                log.debug("publishing failed: %r", error)
                return False
            self.items.pop(0)
            self._save()
        return True

    async def _landed(
        self, js: JetStreamContext, game: str, item: Outgoing, last: dict[str, int]
    ) -> bool:
        """After a refusal: did this message land already (an acknowledgement lost)?"""
        try:
            stored = await js.get_last_msg(stream_name(game), item.subject)
        except nats.js.errors.NotFoundError:
            last[item.subject] = 0
            return False
        last[item.subject] = stored.seq or 0
        headers = stored.headers or {}
        return headers.get("Nats-Msg-Id") == item.msg_id
