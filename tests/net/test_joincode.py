"""Join codes carry server, port, game and secret, and catch typos."""

from __future__ import annotations

import pytest

from cartografove.net.joincode import Invitation, JoinCodeError, decode, encode, new_token
from cartografove.records.codes import ALPHABET


def test_a_lan_code_is_short_and_round_trips() -> None:
    invitation = Invitation("192.168.1.20", 4222, "A1B2C3D4", new_token())
    code = encode(invitation)
    assert len(code.replace("-", "")) == 27
    assert decode(code) == invitation
    assert decode(code.lower().replace("-", " ")) == invitation


def test_a_remote_server_with_tls_and_its_own_token() -> None:
    invitation = Invitation("games.example.org", 443, "0F0F0F0F", "long-token/with+chars", True)
    assert decode(encode(invitation)) == invitation
    assert decode(encode(invitation)).url == "tls://games.example.org:443"


def test_every_single_typo_is_caught() -> None:
    code = encode(Invitation("10.0.0.7", 40123, "DEADBEEF", "0123456789")).replace("-", "")
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
