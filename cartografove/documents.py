"""Reading the app's versioned JSON files: saves, campaigns, history entries.

Each is ``{"format": …, "version": n, …}``. Decoding such a file can fail in the
same few ways whatever it holds; this is the one place that knows them, and each
kind of file turns a :class:`DocumentError` into its own error class."""

from __future__ import annotations

import json
from typing import Any, Literal

DocumentProblem = Literal["corrupt", "foreign", "newer"]


class DocumentError(ValueError):
    """``kind`` is what went wrong; ``reason`` completes "The file …" in English
    (empty for ``foreign``: only the caller knows what kind of file was expected)."""

    def __init__(self, kind: DocumentProblem, reason: str = "") -> None:
        super().__init__(reason or kind)
        self.kind = kind
        self.reason = reason


def decode_document(raw: bytes, file_format: str, version: int) -> tuple[dict[str, Any], int]:
    """The JSON object of a file of ``file_format`` and the format version it was
    written in (at most ``version``, which a newer file exceeds)."""
    if not raw.strip():
        raise DocumentError("corrupt", "is empty")
    try:
        document = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise DocumentError("corrupt", "is not a text file") from None
    except json.JSONDecodeError as error:
        at_end = error.pos >= len(raw.rstrip()) - 1 or error.msg.startswith("Unterminated")
        what = "is cut off (truncated)" if at_end else f"is damaged ({error.msg})"
        raise DocumentError("corrupt", what) from None
    except (ValueError, RecursionError):  # huge integers, absurd nesting
        raise DocumentError("corrupt", "is damaged (unreadable numbers or nesting)") from None
    if not isinstance(document, dict) or document.get("format") != file_format:
        raise DocumentError("foreign")
    found = document.get("version")
    if type(found) is not int or found < 1:
        raise DocumentError("corrupt", "has no valid format version")
    if found > version:
        raise DocumentError(
            "newer",
            f"was saved by a newer version of Kartografové (format {found}); "
            "please update the app to open it",
        )
    return document, found
