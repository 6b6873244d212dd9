"""What travels on the network: signed messages on one JetStream stream per game
(the whole protocol, for whoever writes another client: docs/PROTOCOL.md).

A game ``G`` is the stream ``KG_G`` over the subjects ``kg.G.>``:

- ``kg.G.host`` — the host's messages, in order: ``open`` (seats, the terms —
  rule set, sheet side, edicts, rules options (:mod:`.terms`) —, the commitment to
  the host's secret, the host's public key), ``start`` (the players by seat,
  the setup without its seed, the edicts), ``reveal`` (each card as the flow of play
  reaches it), ``hash`` (the season digest, :mod:`.digest`), ``seat`` (a seat
  handed to another key: a computer cartographer standing in for a player who
  left, or the player back again) and ``close`` (the secret, so every app checks
  the commitment and that the seed it makes with the seats' contributions deals
  the very edicts and cards of the game);
- ``kg.G.seat.K`` — seat K's messages: ``claim`` (the player's name, public key and
  commitment to a contribution to the deal; the first valid claim of a seat wins),
  ``contribution`` (the contribution itself, once every seat is claimed),
  ``decision`` (the seat's N-th answer) and ``done`` (the player has read and
  checked the whole game: the host may stop).

Every message is a JSON object signed with Ed25519 by its sender: the host's key
from ``open``, a seat's key from its ``claim``. A message with a bad signature, on
the wrong subject, for a seat whose key differs, of an unknown kind, too large or
too deep is ignored and reported, never applied. A message's id (``Nats-Msg-Id``)
is its subject and number, so a retry after a lost acknowledgement is dropped by
the server, and a repeated number is dropped by every reader.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass
from typing import Any

from nacl.exceptions import BadSignatureError
from nacl.signing import SigningKey, VerifyKey

VERSION = 4
"""2: the opening carries the terms, not only the sheet side; 3: the deal is fair
(a 128-bit seed from the host's secret and every seat's contribution), the digest
is made of integers, the join code pins the host's key; 4: a claim commits to its
contribution, revealed only once every seat has committed (no claimant, the
host's own seats included, can choose the deal by claiming last)."""
HOST = "host"
SECRET_BYTES = 16
"""The host's secret and each seat's contribution: 128 random bits each."""


class MessageError(ValueError):
    """A message that is not a valid, correctly signed message of this game."""


class VersionError(MessageError):
    """A message of another version of the protocol; ``version`` is the sender's."""

    def __init__(self, version: object) -> None:
        super().__init__(f"protocol version {version!r}, not {VERSION}")
        self.version = version

    @property
    def newer(self) -> bool:
        """Whether the sender's app is newer than this one (so this one must update)."""
        return isinstance(self.version, int) and self.version > VERSION


def stream_name(game: str) -> str:
    return f"KG_{game}"


def game_subjects(game: str) -> str:
    return f"kg.{game}.>"


def host_subject(game: str) -> str:
    return f"kg.{game}.host"


def seat_subject(game: str, seat: int) -> str:
    return f"kg.{game}.seat.{seat}"


def sender_of(game: str, subject: str) -> str | int | None:
    """``HOST``, a seat number, or None for a subject no message may use."""
    if subject == host_subject(game):
        return HOST
    prefix = f"kg.{game}.seat."
    if subject.startswith(prefix) and subject[len(prefix) :].isdigit():
        return int(subject[len(prefix) :])
    return None


def new_game_id() -> str:
    """A short random game name, usable in a subject and a stream name."""
    return secrets.token_hex(4).upper()


def public_key(key: SigningKey) -> str:
    return bytes(key.verify_key).hex()


def canonical(body: dict[str, Any]) -> bytes:
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


@dataclass(frozen=True, slots=True)
class Message:
    """A message as signed: its kind, its sender's number ``n`` (0, 1, … per
    subject) and its body."""

    kind: str
    n: int
    body: dict[str, Any]

    def encode(self, game: str, key: SigningKey) -> bytes:
        unsigned = {"v": VERSION, "game": game, "kind": self.kind, "n": self.n, "body": self.body}
        signature = key.sign(canonical(unsigned)).signature.hex()
        return canonical({**unsigned, "sig": signature})

    def msg_id(self, subject: str, signer: str) -> str:
        """The server's de-duplication id: a retry of this message is dropped. It names
        the signer, because after a hand-over the seat's new holder sends its own
        message ``n`` where the previous holder's was refused: with one id for both,
        the server would drop the new holder's as a retry and the game would wait
        for ever."""
        return f"{subject}#{self.n}#{signer}"


MAX_MESSAGE_BYTES = 8 * 1024
"""The largest message any computer sends (an opening with its terms is about 1 kB)
and the most a reader parses: anything larger is refused unread. The host's own
server caps each message at the same size (:mod:`.server_config`)."""

MAX_DEPTH = 16
"""How deeply a message's JSON may nest (a decision is 4 levels deep): checked on
the raw bytes before parsing, so ``[[[[…`` cannot exhaust Python's recursion."""


def decode(game: str, data: bytes) -> tuple[Message, dict[str, Any]]:
    """The message and its raw document (signature not yet checked). Whatever
    ``data`` holds — it comes from any computer holding the join code — the answer
    is a message or a :class:`MessageError`, never another exception."""
    if len(data) > MAX_MESSAGE_BYTES:
        raise MessageError(f"too large ({len(data)} bytes)")
    if _depth(data) > MAX_DEPTH:
        raise MessageError("nested too deeply")
    try:
        document = json.loads(data)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise MessageError("not JSON") from None
    if not isinstance(document, dict):
        raise MessageError("not a JSON object")
    if document.get("v") != VERSION:
        raise VersionError(document.get("v"))
    if document.get("game") != game:
        raise MessageError("a message of another game")
    kind, n, body = document.get("kind"), document.get("n"), document.get("body")
    if not isinstance(kind, str) or type(n) is not int or not isinstance(body, dict):
        raise MessageError("not shaped like a message")
    return Message(kind, n, body), document


def _depth(data: bytes) -> int:
    """The JSON nesting depth of ``data`` (brackets inside strings not counted), or
    more than it for bytes that are not JSON anyway."""
    depth = deepest = 0
    in_string = escaped = False
    for byte in data:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in b"[{":
            depth += 1
            deepest = max(deepest, depth)
        elif byte in b"]}":
            depth -= 1
    return deepest


def verify(document: dict[str, Any], key_hex: str) -> None:
    """Raises MessageError unless ``document`` is signed by the key ``key_hex``."""
    signature = document.get("sig")
    unsigned = {k: v for k, v in document.items() if k != "sig"}
    try:
        VerifyKey(bytes.fromhex(key_hex)).verify(canonical(unsigned), bytes.fromhex(signature))  # type: ignore[arg-type]
    except (BadSignatureError, ValueError, TypeError):
        raise MessageError("bad signature") from None


def new_secret() -> str:
    """The host's secret, or a seat's contribution to the deal: 128 random bits."""
    return secrets.token_hex(SECRET_BYTES)


def is_secret(value: object) -> bool:
    """Whether ``value`` is 128 bits as 32 lowercase hexadecimal digits."""
    return (
        isinstance(value, str)
        and len(value) == 2 * SECRET_BYTES
        and all(ch in "0123456789abcdef" for ch in value)
    )


def commitment(secret: str) -> str:
    """What the host publishes at ``open``: binds it to its secret without telling it."""
    return hashlib.sha256(f"kartografove-secret-1:{secret}".encode()).hexdigest()


def contribution_of(key: SigningKey, game: str) -> str:
    """A seat's contribution to the deal of ``game``: 128 bits that only the holder
    of ``key`` can make (a hash of its deterministic Ed25519 signature), and the
    same every time, so an app restarted between its claim and its contribution
    reveals what it committed to without having kept it anywhere."""
    signature = key.sign(f"kartografove-contribution-1:{game}".encode()).signature
    return hashlib.sha256(signature).hexdigest()[: 2 * SECRET_BYTES]


def contribution_commitment(contribution: str) -> str:
    """What a claim carries: binds the seat to its contribution without telling it,
    so nobody can choose theirs after seeing another's (docs/PROTOCOL.md "Fairness")."""
    return hashlib.sha256(f"kartografove-contribution-1:{contribution}".encode()).hexdigest()


def is_commitment(value: object) -> bool:
    """Whether ``value`` is a SHA-256 digest as 64 lowercase hexadecimal digits."""
    return (
        isinstance(value, str)
        and len(value) == 64
        and all(ch in "0123456789abcdef" for ch in value)
    )


def deal_seed(secret: str, contributions: list[str]) -> int:
    """The game's 128-bit seed: a hash of the host's secret and every seat's
    contribution in seat order. The host committed to its secret before any seat
    claimed, and each seat committed to its contribution before any was revealed,
    without knowing the secret, so no computer alone chooses the deal
    (docs/PROTOCOL.md "Fairness")."""
    text = ":".join(["kartografove-seed-1", secret, *contributions])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:SECRET_BYTES], "big")


FINGERPRINT_BYTES = 8


def fingerprint(key_hex: str) -> str:
    """The short fingerprint of a public key the join code carries: the first 8
    bytes of its SHA-256, as hexadecimal digits."""
    return hashlib.sha256(bytes.fromhex(key_hex)).hexdigest()[: 2 * FINGERPRINT_BYTES]
