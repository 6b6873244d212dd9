"""Join codes carry server, port, game and secret, and catch typos."""

from __future__ import annotations

import pytest

from cartografove.net.joincode import (
    Invitation,
    JoinCodeError,
    _to_base32,
    decode,
    encode,
    new_token,
)
from cartografove.records.codes import ALPHABET, check_character

PINNED = "0123456789abcdef"


def test_a_lan_code_is_short_and_round_trips() -> None:
    invitation = Invitation(
        "192.168.1.20", 4222, "A1B2C3D4", new_token(), host_key=PINNED, user="player"
    )
    code = encode(invitation)
    assert len(code.replace("-", "")) == 41
    assert decode(code) == invitation
    assert decode(code.lower().replace("-", " ")) == invitation


def test_a_remote_server_with_tls_and_its_own_token() -> None:
    invitation = Invitation(
        "games.example.org", 443, "0F0F0F0F", "long-token/with+chars", True, PINNED
    )
    assert decode(encode(invitation)) == invitation
    assert decode(encode(invitation)).url == "tls://games.example.org:443"


def test_every_single_typo_is_caught() -> None:
    invitation = Invitation("10.0.0.7", 40123, "DEADBEEF", "0123456789", host_key=PINNED)
    code = encode(invitation).replace("-", "")
    for index, original in enumerate(code):
        for other in ALPHABET:
            if other != original:
                typo = code[:index] + other + code[index + 1 :]
                with pytest.raises(JoinCodeError):
                    decode(typo)


@pytest.mark.parametrize("text", ["", "K7M-O2X", "ABC", "222-222-222"])
def test_what_is_not_a_code(text: str) -> None:
    with pytest.raises(JoinCodeError):
        decode(text)


def _code(raw: bytes) -> str:
    payload = _to_base32(raw)
    return payload + check_character(payload)


def test_a_code_of_another_version_says_which_side_must_update() -> None:
    older = bytes([0, 10, 0, 0, 7, 0x9C, 0xBB, 0xDE, 0xAD, 0xBE, 0xEF]) + bytes(5)  # before 3
    with pytest.raises(JoinCodeError, match=r"older version.*the host must update"):
        decode(_code(older))
    newer = bytes([4]) + older
    with pytest.raises(JoinCodeError, match=r"newer version.*update Kartografové on this"):
        decode(_code(newer))


def test_a_code_far_too_long_is_refused_at_once() -> None:
    with pytest.raises(JoinCodeError, match="too long"):
        decode("K" * 200_000)


def test_a_code_needs_the_hosts_fingerprint() -> None:
    with pytest.raises(ValueError, match="fingerprint"):
        encode(Invitation("10.0.0.7", 40123, "DEADBEEF", "0123456789"))
