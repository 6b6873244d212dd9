"""Each claimed seat's own user on the host's server, so that no one holding the
join code can write on another's seat (docs/PROTOCOL.md "The host's own server").

A player's signing key is an Ed25519 key, and so is a NATS *nkey*: the same key
that signs the seat's messages logs in as the seat's user, proving itself by
signing the server's nonce — there is no second secret to hand out or keep. The
host reads each claim from the log, adds the claimant's key to the server's
configuration (:mod:`.server_config`) with permission to publish on that seat's
subject only, and has the server reload it (:meth:`.server.NatsServer.admit`);
the player then writes through a second connection logged in with its key
(:func:`.link.connect` with ``seat_key``).

The encoding is NATS's (github.com/nats-io/nkeys): a prefix byte for the key's
role, the 32 key bytes and a CRC-16/XMODEM checksum, little-endian, in base 32.
"""

from __future__ import annotations

import base64

from nacl.signing import SigningKey

USER_PREFIX = 20 << 3  # "U"
SEED_PREFIX = 18 << 3  # "S"


def user_nkey(key_hex: str) -> str:
    """The public nkey ("U…", 56 characters) of the Ed25519 public key ``key_hex``."""
    key = bytes.fromhex(key_hex)
    if len(key) != 32:
        raise ValueError("an Ed25519 public key is 32 bytes")
    return _encode(bytes([USER_PREFIX]) + key)


def user_seed(key: SigningKey) -> str:
    """The nkey seed ("SU…") of a player's signing key: what nats.py signs the
    server's nonce with when the seat's connection logs in."""
    header = bytes([SEED_PREFIX | USER_PREFIX >> 5, (USER_PREFIX & 31) << 3])
    return _encode(header + bytes(key))


def _encode(raw: bytes) -> str:
    return base64.b32encode(raw + crc16(raw).to_bytes(2, "little")).decode("ascii").rstrip("=")


def crc16(data: bytes) -> int:
    """CRC-16/XMODEM (polynomial 0x1021, start 0), the nkeys' checksum."""
    crc = 0
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return crc
