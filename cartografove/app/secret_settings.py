"""The secrets among the settings, kept out of ``settings.json`` (issue 21).

The server a game was last hosted on is remembered with its token
(``nats://TOKEN@server:4222``), and the token is a password: ``settings.json`` is an
ordinary file, readable by anyone the folder lets in. So the settings file keeps the
address without it, and the token lives in ``private/secrets.json`` beside it,
written by the one writer of secrets (:func:`cartografove.files.write_secret`: 0600
from its first byte, in a 0700 folder). In memory the settings hold the whole
address as before; only the file is split.

A settings file of an earlier version, with the token inside, is migrated when it
is read: the token is put in the store first, and only once that succeeded is the
settings file written again without it — nothing is lost on the way.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from ..files import FileError, read_limited, write_secret
from ..userdirs import config_dir

SECRETS_FILE = ("private", "secrets.json")
MAX_BYTES = 64 * 1024


def secrets_path() -> Path:
    return config_dir().joinpath(*SECRETS_FILE)


def split_token(address: str) -> tuple[str, str]:
    """``address`` without the token (the user and password part) and the token."""
    if "@" not in address:
        return address, ""
    try:
        parts = urlsplit(address if "://" in address else f"nats://{address}")
    except ValueError:
        return address, ""
    userinfo, _, server = parts.netloc.rpartition("@")
    bare = urlunsplit(parts._replace(netloc=server))
    return bare, userinfo


def join_token(address: str, token: str) -> str:
    """The whole address again: ``address`` with ``token`` put back in."""
    if not token or not address:
        return address
    parts = urlsplit(address if "://" in address else f"nats://{address}")
    return urlunsplit(parts._replace(netloc=f"{token}@{parts.netloc}"))


def read_tokens() -> dict[str, str]:
    """The stored tokens by bare server address; an empty store if there is none or
    it cannot be used (the player types the token again, nothing breaks)."""
    try:
        document: Any = json.loads(read_limited(secrets_path(), MAX_BYTES))
    except (OSError, FileError, ValueError, RecursionError):
        return {}
    tokens = document.get("server_tokens") if isinstance(document, dict) else None
    if not isinstance(tokens, dict):
        return {}
    return {k: v for k, v in tokens.items() if isinstance(k, str) and isinstance(v, str)}


def keep_token(address: str) -> str:
    """Store the token of the whole ``address`` (only the one remembered server's:
    a new one replaces it) and return the address without it for the settings
    file. Raises ``OSError`` when the store cannot be written: the caller then must
    not drop the token from the settings either."""
    bare, token = split_token(address)
    wanted = {bare: token} if token else {}
    if read_tokens() != wanted and (token or secrets_path().exists()):
        document = {"server_tokens": wanted}
        write_secret(secrets_path(), json.dumps(document).encode("utf-8"), MAX_BYTES)
    return bare


def with_token(address: str) -> str:
    """The remembered ``address`` as the settings file has it, with its stored token
    put back (unchanged if it already has one, or none is stored)."""
    bare, token = split_token(address)
    if token:
        return address
    return join_token(bare, read_tokens().get(bare, ""))
