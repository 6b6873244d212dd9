"""Each player's signing key, kept with the player's files.

A key is made the first time a player joins a network game under a name and kept
in ``data_dir()/net/keys/``; the same name on the same computer signs with the
same key, which is how an app restarted mid-game takes its seat again.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

from nacl.signing import SigningKey

from ..files import FileError, read_limited, write_secret
from ..locks import records_lock
from ..userdirs import data_dir


def key_path(name: str, folder: Path | None = None) -> Path:
    folder = folder or data_dir() / "net" / "keys"
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:24] or "player"
    digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:8]
    return folder / f"{slug}-{digest}.key"


MAX_BYTES = 1024
"""A key file is 64 hex digits; anything much larger is not one."""


def load_key(path: Path) -> SigningKey:
    """The key in ``path``, made (readable by the owner only from its first byte,
    :func:`write_secret`) if there is none. ``ValueError`` if the file is not a key
    or cannot be read (a FIFO or a device is refused at once, never waited on)."""
    with records_lock():  # two commands joining as one name make one key, not two
        if os.path.lexists(path):
            try:
                return SigningKey(bytes.fromhex(read_limited(path, MAX_BYTES).decode("ascii")))
            except FileError as error:
                raise ValueError(f"{path}: the player key {error.reason}") from None
            except ValueError:
                raise ValueError(f"{path} is not a player key") from None
        key = SigningKey.generate()
        write_secret(path, bytes(key).hex().encode("ascii"))
        return key
