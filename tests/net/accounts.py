"""A nats-server that uses NATS accounts (operator mode), as a rented server
might: no token, each user a credentials file (.creds) signed by the account.

The JWTs are made here with nkeys (what nsc would make): an operator, an account
with JetStream, the system account the server needs for JetStream, and two users
— one of the account, one signed by a key the server does not know."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nkeys
import pytest

from cartografove.net.server.process import ServerError, find_binary, free_port
from tests.waits import HANG_S, listening


@dataclass(frozen=True)
class AccountsServer:
    url: str
    creds: Path  # a user of the server's account
    stranger: Path  # a user signed by an account the server does not know


def _keypair(prefix: int) -> Any:
    return nkeys.from_seed(nkeys.encode_seed(os.urandom(32), prefix))


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _jwt(issuer: Any, subject: Any, name: str, nats: dict[str, Any]) -> str:
    claims: dict[str, Any] = {
        "iat": int(time.time()),
        "iss": issuer.public_key.decode(),
        "sub": subject.public_key.decode(),
        "name": name,
        "nats": {**nats, "version": 2},
    }
    digest = hashlib.sha256(json.dumps(claims, sort_keys=True).encode()).digest()
    claims["jti"] = base64.b32encode(digest).rstrip(b"=").decode()
    header = _b64(json.dumps({"typ": "JWT", "alg": "ed25519-nkey"}).encode())
    signed = f"{header}.{_b64(json.dumps(claims).encode())}"
    return f"{signed}.{_b64(issuer.sign(signed.encode()))}"


def _creds(account: Any, path: Path) -> Path:
    user = _keypair(nkeys.PREFIX_BYTE_USER)
    token = _jwt(
        account,
        user,
        path.stem,
        {"type": "user", "pub": {}, "sub": {}, "subs": -1, "data": -1, "payload": -1},
    )
    path.write_text(
        f"-----BEGIN NATS USER JWT-----\n{token}\n------END NATS USER JWT------\n\n"
        f"-----BEGIN USER NKEY SEED-----\n{user.seed.decode()}\n------END USER NKEY SEED------\n",
        encoding="utf-8",
    )
    return path


@pytest.fixture
def accounts_server(tmp_path: Path) -> Iterator[AccountsServer]:
    try:
        binary = find_binary()
    except ServerError as error:
        pytest.skip(str(error))
    operator = _keypair(nkeys.PREFIX_BYTE_OPERATOR)
    games, system = _keypair(nkeys.PREFIX_BYTE_ACCOUNT), _keypair(nkeys.PREFIX_BYTE_ACCOUNT)
    unlimited = {"conn": -1, "subs": -1, "data": -1, "payload": -1, "imports": -1, "exports": -1}
    jetstream = {"mem_storage": -1, "disk_storage": -1, "streams": -1, "consumer": -1}
    accounts = {
        games.public_key.decode(): _jwt(
            operator, games, "games", {"type": "account", "limits": {**unlimited, **jetstream}}
        ),
        system.public_key.decode(): _jwt(
            operator, system, "SYS", {"type": "account", "limits": unlimited}
        ),
    }
    port = free_port()
    config = tmp_path / "accounts.conf"
    preload = ", ".join(f"{key}: {token}" for key, token in accounts.items())
    config.write_text(
        f"listen: 127.0.0.1:{port}\n"
        f'jetstream {{ store_dir: "{tmp_path / "accounts-store"}" }}\n'
        f"operator: {_jwt(operator, operator, 'operator', {'type': 'operator'})}\n"
        f"system_account: {system.public_key.decode()}\n"
        f"resolver: MEMORY\nresolver_preload: {{ {preload} }}\n",
        encoding="utf-8",
    )
    process = subprocess.Popen(
        [binary, "-c", str(config)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        listening(process, port, "the accounts nats-server")
        stranger = _creds(_keypair(nkeys.PREFIX_BYTE_ACCOUNT), tmp_path / "stranger.creds")
        yield AccountsServer(
            f"nats://127.0.0.1:{port}", _creds(games, tmp_path / "ann.creds"), stranger
        )
    finally:
        process.terminate()
        process.wait(timeout=HANG_S)
