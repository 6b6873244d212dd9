"""The remembered server's token is kept out of settings.json, in the secret store
(issue 21); an earlier version's settings are migrated without losing it."""

from __future__ import annotations

import json
import os
import stat

import pytest

from cartografove.app.secret_settings import join_token, secrets_path, split_token
from cartografove.app.settings import (
    NetServer,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)

ADDRESS = "tls://s3cr3t-t0ken@games.example.org:4222"


def test_the_token_never_reaches_the_settings_file(user_home):
    save_settings(Settings(network=NetServer(own=False, address=ADDRESS)))
    text = settings_path().read_text("utf-8")
    assert "s3cr3t" not in text
    assert "games.example.org" in text
    if os.name == "posix":
        assert stat.S_IMODE(os.stat(secrets_path()).st_mode) == 0o600
        assert stat.S_IMODE(os.stat(secrets_path().parent).st_mode) == 0o700
    loaded, message = load_settings()
    assert message is None
    assert loaded.network.address == ADDRESS  # whole again in memory


def test_an_earlier_settings_file_with_the_token_is_migrated_and_nothing_is_lost(user_home):
    settings_path().write_text(
        json.dumps({"version": 1, "network": {"own": False, "address": ADDRESS}}), "utf-8"
    )
    loaded, message = load_settings()
    assert message is None and loaded.network.address == ADDRESS
    assert "s3cr3t" not in settings_path().read_text("utf-8")
    assert "s3cr3t" in secrets_path().read_text("utf-8")
    again, _ = load_settings()
    assert again.network.address == ADDRESS


def test_forgetting_the_server_forgets_its_token(user_home):
    save_settings(Settings(network=NetServer(own=False, address=ADDRESS)))
    save_settings(Settings(network=NetServer(own=False, address="nats://other:4222")))
    assert "s3cr3t" not in secrets_path().read_text("utf-8")
    loaded, _ = load_settings()
    assert loaded.network.address == "nats://other:4222"


def test_a_damaged_store_only_loses_the_token(user_home):
    save_settings(Settings(network=NetServer(own=False, address=ADDRESS)))
    secrets_path().write_bytes(b"\xff not json")
    loaded, message = load_settings()
    assert message is None
    assert loaded.network.address == "tls://games.example.org:4222"


@pytest.mark.parametrize(
    ("address", "bare", "token"),
    [
        ("nats://tok@host:4222", "nats://host:4222", "tok"),
        ("nats://user:pass@host:4222", "nats://host:4222", "user:pass"),
        ("tls://host:4222", "tls://host:4222", ""),
        ("", "", ""),
    ],
)
def test_split_and_join(address, bare, token):
    assert split_token(address) == (bare, token)
    assert join_token(bare, token) == address
