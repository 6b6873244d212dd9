"""A server with NATS accounts: a credentials file gets in (and JetStream works
there), no credentials or a stranger's are refused with the reason."""

from __future__ import annotations

import asyncio

import pytest

from cartografove.net.link import JoinError, connect, create_stream, disconnect

from . import accounts
from .accounts import AccountsServer

accounts_server = accounts.accounts_server

GAME = "0000ABCD"


def test_a_credentials_file_gets_in(accounts_server: AccountsServer) -> None:
    async def scenario() -> int:
        client = await connect(accounts_server.url, credentials=str(accounts_server.creds))
        js = client.jetstream()
        await create_stream(js, GAME)
        ack = await js.publish(f"kg.{GAME}.seat.0", b"hello")
        await disconnect(client)
        return ack.seq

    assert asyncio.run(scenario()) == 1


def test_no_credentials_or_a_strangers_are_refused(accounts_server: AccountsServer) -> None:
    with pytest.raises(JoinError, match="refused the token"):
        asyncio.run(connect(accounts_server.url, "a-token"))
    with pytest.raises(JoinError, match="refused the credentials"):
        asyncio.run(connect(accounts_server.url, credentials=str(accounts_server.stranger)))
