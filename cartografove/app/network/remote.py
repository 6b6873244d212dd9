"""A server other than this computer (issue 16): its address and the NATS
credentials file its accounts may want, checked before anything starts.

Both are typed or chosen by the person, so both are checked here, in the dialog,
with a reason in their language: a typo in the address or a credentials file that
is not there would otherwise surface seconds later as a connection failure in
nats.py's English. The settings use :func:`server_problem` too, so a remembered
address is one the dialog would have accepted."""

from __future__ import annotations

from pathlib import Path

from ...files import FileError, OversizedFile, read_limited
from ...net.server.place import valid_address
from ..text import translate

MAX_CREDENTIALS = 64 * 1024
"""A .creds file is a JWT and a seed, about 1 kB; anything far larger is not one."""
MAX_PATH = 4096  # as the settings keep it
MAX_ADDRESS = 1024


def credentials_path(text: str) -> str:
    """The path a connection is given for the typed ``text``: ``~`` expanded,
    absolute ("" for none)."""
    text = text.strip()
    return str(Path(text).expanduser().absolute()) if text else ""


def server_problem(text: str) -> str | None:
    """Why ``text`` is not a server address the link can use (None: it is)."""
    address = text.strip()
    if valid_address(address):
        return None
    return translate(
        "NetServer",
        "“{address}” is not a server address: write it as nats://TOKEN@server:4222, "
        "or tls://TOKEN@server:4222 for an encrypted connection.",
    ).format(address=address)


def credentials_problem(path: str) -> str | None:
    """Why the file at ``path`` cannot be the NATS credentials (None: it can).
    Read with the project's bounded reader: a pipe or a huge file is refused, never
    waited on."""
    if not path.strip():
        return translate("NetServer", "Choose the server's credentials file.")
    try:
        data = read_limited(Path(path).expanduser(), MAX_CREDENTIALS)
    except OversizedFile:
        data = b""
    except FileError:
        return translate(
            "NetServer",
            "The credentials file {path} does not exist or cannot be read.",
        ).format(path=path)
    if b"NATS USER JWT" not in data or b"NKEY SEED" not in data:
        return translate(
            "NetServer",
            "{path} is not a NATS credentials file (a .creds file holds a user JWT "
            "and an NKEY seed).",
        ).format(path=path)
    return None
