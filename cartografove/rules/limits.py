"""How big a game may be and what a player's name may be: shared by the setup, the
dialogs and every file that stores setups or names.

A name is printed on the sheet, shown in lists, written into save files and PDFs, so
it is printable text — no NUL or other control characters, no lone surrogates (which
cannot be written as UTF-8), no other invisible characters — without surrounding
spaces, and at most :data:`MAX_NAME` characters.
"""

from __future__ import annotations

import unicodedata

MAX_PLAYERS = 100
MAX_NAME = 32
"""Characters in a player's name: fits the name line of a printed sheet and a column of
the score table; checked by :func:`check_player_name`."""


class PlayerNameError(ValueError):
    """Why a name cannot be used, as an English sentence fragment."""


def check_player_name(name: object) -> str:
    """``name`` if it is a usable player name, else :class:`PlayerNameError`.

    Nothing is changed here (a save, a record or a setup holds the name exactly as
    it was kept); :func:`clean_player_name` makes typed text into a usable name."""
    if not isinstance(name, str):
        raise PlayerNameError(f"a name must be text, not {type(name).__name__}")
    if not name.strip():
        raise PlayerNameError("a name must not be empty")
    if len(name) > MAX_NAME:
        raise PlayerNameError(f"a name has at most {MAX_NAME} characters, not {len(name)}")
    if name != name.strip():
        raise PlayerNameError("a name must not start or end with spaces")
    for char in name:
        if not _allowed(char):
            raise PlayerNameError(
                f"a name must not contain the character U+{ord(char):04X} "
                f"({unicodedata.category(char)})"
            )
    return name


def clean_player_name(text: str) -> str:
    """Typed text as a name: characters that are not allowed dropped, other spaces
    made plain, trimmed, cut to :data:`MAX_NAME`. Empty when nothing usable is left
    (the caller then uses a default name)."""
    kept = "".join(
        " " if char.isspace() else char for char in text if char.isspace() or _allowed(char)
    )
    return kept.strip()[:MAX_NAME].rstrip()


def _allowed(char: str) -> bool:
    """Printable characters and the plain space; a lone surrogate, a control or
    format character, NUL, a line break is not printable."""
    return char == " " or char.isprintable()
