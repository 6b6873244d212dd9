"""Each claimed seat's own user: the player's Ed25519 key as an NATS nkey, and what
the configuration lets each user publish (no server needed)."""

from __future__ import annotations

from pathlib import Path

import nkeys
from nacl.signing import SigningKey

from cartografove.net.protocol import public_key
from cartografove.net.seat_users import user_nkey, user_seed
from cartografove.net.server_config import ServerConfig


def test_a_players_key_is_the_nkey_nats_knows() -> None:
    key = SigningKey(bytes(range(32)))
    pair = nkeys.from_seed(bytearray(user_seed(key).encode()))
    assert pair.public_key.decode() == user_nkey(public_key(key))
    assert user_nkey(public_key(key)).startswith("U") and len(user_nkey(public_key(key))) == 56


def test_a_claimed_seat_is_its_users_alone(tmp_path: Path) -> None:
    ann, bea = (public_key(SigningKey.generate()) for _ in range(2))
    config = ServerConfig(
        "127.0.0.1", 4222, tmp_path, "players", "hosts", "name", "0A0B0C0D", ((0, ann), (2, bea))
    )
    document = config.document()
    accounts = document["accounts"]
    assert isinstance(accounts, dict)
    users = accounts["GAME"]["users"]
    player = next(user for user in users if user.get("user") == "player")
    seats = [s for s in player["permissions"]["publish"]["allow"] if ".seat." in s]
    assert seats == [f"kg.0A0B0C0D.seat.{seat}" for seat in (1, 3, 4, 5)]  # the free ones
    by_key = {user["nkey"]: user for user in users if "nkey" in user}
    for seat, key in ((0, ann), (2, bea)):
        allowed = by_key[user_nkey(key)]["permissions"]["publish"]["allow"]
        assert [s for s in allowed if s.startswith("kg.")] == [f"kg.0A0B0C0D.seat.{seat}"]
    assert document["system_account"] == "SYS"
    assert accounts["SYS"]["users"] == [{"user": "admin", "password": "hosts"}]
