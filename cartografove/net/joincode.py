"""Join codes: everything a joiner needs — server, port, game, secret — in a few
readable, typo-proof characters.

The code uses the campaign codes' alphabet (no 0/O or 1/I) and their Luhn mod 32
check character (:mod:`cartografove.records.codes`), in groups of three, so a code
read aloud or copied by hand either works or says it has a typo. Inside are bytes:

- the version of the code (:data:`VERSION`, 1 byte): a code of another version
  says which side must update (codes before version 3 had none; their first byte,
  the kind, was 0 to 2);
- a kind: 0 a host's own server (IPv4 address, 4 bytes; the players log in as
  the user ``player``), 1 a named server, 2 a named server over TLS (a length
  byte and the host name; a token);
- the port (2 bytes), the game (4 bytes);
- the host key's fingerprint (8 bytes, :func:`.protocol.fingerprint`): a joiner
  refuses an opening signed by any other key;
- the secret: the server's token (a LAN host's is 5 random bytes; a remote
  server's is given with a length byte).

A LAN code is 41 characters (``K7M-Q2X-…``).
"""

from __future__ import annotations

import ipaddress
import secrets
from dataclasses import dataclass

from ..records.codes import ALPHABET, check_character, display_code

VERSION = 3
"""The code's own version (the protocol's when codes got one): it changes only when the
code's bytes do; whether two apps can play together is the opening's (.protocol.VERSION)."""
LAN, NAMED, NAMED_TLS = 0, 1, 2
LAN_SECRET_BYTES = 5
FINGERPRINT_BYTES = 8


class JoinCodeError(ValueError):
    """A typed text that is not a join code; the message says why in English,
    ``kind`` ("empty", "character" with the ``character``, or "invalid") for the
    app to say it in the player's language."""

    def __init__(self, message: str, kind: str = "invalid", character: str = "") -> None:
        super().__init__(message)
        self.kind, self.character = kind, character


class JoinCodeVersionError(JoinCodeError):
    """A join code of another version of Kartografové: ``newer`` when this computer
    must update, else the host must."""

    def __init__(self, newer: bool) -> None:
        super().__init__(
            "this join code comes from a newer version of Kartografové: "
            "update Kartografové on this computer"
            if newer
            else "this join code comes from an older version of Kartografové: the host must update"
        )
        self.newer = newer


@dataclass(frozen=True, slots=True)
class Invitation:
    """Where a game is and how to get in."""

    host: str
    port: int
    game: str  # 8 hexadecimal digits
    token: str
    tls: bool = False
    host_key: str = ""  # the fingerprint of the host's public key (16 hex digits)
    user: str = ""  # "player" on a host's own server (a LAN code), else none: a token

    @property
    def url(self) -> str:
        return f"{'tls' if self.tls else 'nats'}://{self.host}:{self.port}"


def new_token() -> str:
    """A LAN host's server token: 5 random bytes, as 10 hexadecimal digits."""
    return secrets.token_hex(LAN_SECRET_BYTES)


def encode(invitation: Invitation) -> str:
    fingerprint = bytes.fromhex(invitation.host_key)
    if len(fingerprint) != FINGERPRINT_BYTES:
        raise ValueError("a join code pins the host's key: its 8-byte fingerprint is needed")
    raw = bytearray([VERSION])
    try:
        address = ipaddress.IPv4Address(invitation.host)
    except ValueError:
        address = None
    token = invitation.token.encode("utf-8")
    lan_token = len(token) == 2 * LAN_SECRET_BYTES and _is_hex(invitation.token)
    kind_at = len(raw)
    if address is not None and not invitation.tls and lan_token and invitation.user == "player":
        raw += bytes([LAN]) + address.packed
    else:
        name = invitation.host.encode("idna")
        raw += bytes([NAMED_TLS if invitation.tls else NAMED, len(name)]) + name
    raw += invitation.port.to_bytes(2, "big") + bytes.fromhex(invitation.game) + fingerprint
    if raw[kind_at] == LAN:
        raw += bytes.fromhex(invitation.token)
    else:
        raw += bytes([len(token)]) + token
    payload = _to_base32(bytes(raw))
    return display_code(payload + check_character(payload))


MAX_TEXT = 2000
"""The longest text :func:`decode` reads: the longest code (a 255-byte server name and
token) is under 900 characters with its dashes; anything longer is not a code, and
is refused before any work is done on it."""


def decode(text: str) -> Invitation:
    """The invitation in a typed or pasted code; :class:`JoinCodeError` says what is
    wrong. Linear in the length of ``text``, which is capped (:data:`MAX_TEXT`)."""
    if len(text) > MAX_TEXT:
        raise JoinCodeError(f"this is far too long to be a join code ({len(text)} characters)")
    code = "".join(ch for ch in text.upper() if not ch.isspace() and ch not in "-–—_.")
    if not code:
        raise JoinCodeError("type a join code", "empty")
    for ch in code:
        if ch not in ALPHABET:
            raise JoinCodeError(
                f"{ch!r} is never used in join codes (they have no 0, O, 1 or I)", "character", ch
            )
    if len(code) < 2 or check_character(code[:-1]) != code[-1]:
        raise JoinCodeError("this is not a valid join code: check it for a typo")
    raw = _from_base32(code[:-1])
    if raw and raw[0] != VERSION:
        raise JoinCodeVersionError(newer=raw[0] > VERSION)
    try:
        return _parse(raw[1:])
    except (IndexError, ValueError):
        raise JoinCodeError("this is not a valid join code: check it for a typo") from None


def _parse(raw: bytes) -> Invitation:
    kind, at = raw[0], 1
    if kind == LAN:
        host, at = str(ipaddress.IPv4Address(raw[1:5])), 5
    elif kind in (NAMED, NAMED_TLS):
        size = raw[at]
        host = raw[at + 1 : at + 1 + size].decode("idna")
        if len(host) == 0:
            raise ValueError("no host")
        at += 1 + size
    else:
        raise ValueError("unknown kind")
    port = int.from_bytes(raw[at : at + 2], "big")
    game = raw[at + 2 : at + 6].hex().upper()
    host_key = raw[at + 6 : at + 6 + FINGERPRINT_BYTES].hex()
    if len(host_key) != 2 * FINGERPRINT_BYTES:
        raise ValueError("short")
    at += 6 + FINGERPRINT_BYTES
    if kind == LAN:
        secret = raw[at : at + LAN_SECRET_BYTES]
        if len(secret) != LAN_SECRET_BYTES:
            raise ValueError("short")
        token = secret.hex()
        at += LAN_SECRET_BYTES
    else:
        size = raw[at]
        token = raw[at + 1 : at + 1 + size].decode("utf-8")
        at += 1 + size
        if len(token) != size:
            raise ValueError("short")
    if len(game) != 8 or port == 0 or any(raw[at:]):
        raise ValueError("damaged")
    user = "player" if kind == LAN else ""
    return Invitation(host, port, game, token, kind == NAMED_TLS, host_key, user)


def _is_hex(text: str) -> bool:
    return all(ch in "0123456789abcdef" for ch in text)


def _to_base32(raw: bytes) -> str:
    value, bits = int.from_bytes(raw, "big"), len(raw) * 8
    count = -(-bits // 5)
    value <<= count * 5 - bits
    return "".join(ALPHABET[(value >> (5 * (count - 1 - i))) & 31] for i in range(count))


def _from_base32(text: str) -> bytes:
    """Five bits a character, whole bytes out, the last few bits dropped: a byte at a
    time, never one big number shifted per character (quadratic in the length)."""
    out, value, bits = bytearray(), 0, 0
    for ch in text:
        value = (value << 5) | ALPHABET.index(ch)
        bits += 5
        if bits >= 8:
            bits -= 8
            out.append(value >> bits)
            value &= (1 << bits) - 1
    return bytes(out)
