"""What travels on the network: signed messages on one JetStream stream per game.

A game ``G`` is the stream ``KG_G`` over the subjects ``kg.G.>``:

- ``kg.G.host`` — the host's messages, in order: ``open`` (seats, the terms —
  rule set, sheet side, edicts, rules options (:mod:`.terms`) —, the commitment to
  the seed, the host's public key), ``start`` (the players by seat,
  the setup without its seed, the edicts), ``reveal`` (each card as the flow of play
  reaches it), ``hash`` (the state digest at each season's end), ``seat`` (a seat
  handed to another key: a computer cartographer standing in for a player who
  left, or the player back again) and ``close`` (the
  seed and the nonce, so every app checks the commitment and that the seed deals
  the very edicts and cards of the game);
- ``kg.G.seat.K`` — seat K's messages: ``claim`` (the player's name and public
  key; the first claim of a seat wins), ``decision`` (the seat's N-th answer) and
  ``done`` (the player has read and checked the whole game: the host may stop).

Every message is a JSON object signed with Ed25519 by its sender: the host's key
from ``open``, a seat's key from its ``claim``. A message with a bad signature, on
the wrong subject, for a seat whose key differs, or of an unknown kind is ignored
and reported, never applied. A message's id (``Nats-Msg-Id``) is its subject and
number, so a retry after a lost acknowledgement is dropped by the server, and a
repeated number is dropped by every reader.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass
from typing import Any

from nacl.exceptions import BadSignatureError
from nacl.signing import SigningKey, VerifyKey

VERSION = 2  # 2: the opening carries the terms, not only the sheet side
HOST = "host"


class MessageError(ValueError):
    """A message that is not a valid, correctly signed message of this game."""


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

    def msg_id(self, game: str, subject: str) -> str:
        return f"{subject}#{self.n}"


def decode(game: str, data: bytes) -> tuple[Message, dict[str, Any]]:
    """The message and its raw document (signature not yet checked)."""
    try:
        document = json.loads(data)
    except (ValueError, UnicodeDecodeError):
        raise MessageError("not JSON") from None
    if not isinstance(document, dict):
        raise MessageError("not a JSON object")
    if document.get("v") != VERSION or document.get("game") != game:
        raise MessageError("another version or game")
    kind, n, body = document.get("kind"), document.get("n"), document.get("body")
    if not isinstance(kind, str) or type(n) is not int or not isinstance(body, dict):
        raise MessageError("not shaped like a message")
    return Message(kind, n, body), document


def verify(document: dict[str, Any], key_hex: str) -> None:
    """Raises MessageError unless ``document`` is signed by the key ``key_hex``."""
    signature = document.get("sig")
    unsigned = {k: v for k, v in document.items() if k != "sig"}
    try:
        VerifyKey(bytes.fromhex(key_hex)).verify(canonical(unsigned), bytes.fromhex(signature))  # type: ignore[arg-type]
    except (BadSignatureError, ValueError, TypeError):
        raise MessageError("bad signature") from None


def commitment(seed: int, nonce: str) -> str:
    """What the host publishes at ``open``: binds it to the seed without telling it."""
    return hashlib.sha256(f"kartografove-seed-1:{nonce}:{seed}".encode()).hexdigest()
