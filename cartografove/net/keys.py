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

from ..atomic import atomic_write
from ..userdirs import data_dir


def key_path(name: str, folder: Path | None = None) -> Path:
    folder = folder or data_dir() / "net" / "keys"
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:24] or "player"
    digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:8]
    return folder / f"{slug}-{digest}.key"


def load_key(path: Path) -> SigningKey:
    """The key in ``path``, made (readable by the owner only) if there is none."""
    try:
        return SigningKey(bytes.fromhex(path.read_text("ascii").strip()))
    except FileNotFoundError:
        pass
    except ValueError:
        raise ValueError(f"{path} is not a player key") from None
    key = SigningKey.generate()
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, bytes(key).hex().encode("ascii"))
    os.chmod(path, 0o600)
    return key
