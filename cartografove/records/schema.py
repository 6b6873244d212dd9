"""Building blocks for the pydantic schemas of record files.

Record files are the user's, so nothing in them is trusted: values are strict (a
JSON ``true`` is not the number 1), unknown keys are damage, and text must be
writable back as UTF-8. A :class:`pydantic.ValidationError` becomes one sentence
with :func:`invalid`.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    StrictStr,
    ValidationError,
)

from .. import __version__
from ..rules.limits import check_player_name
from .files import MAX_BYTES, CorruptRecord


def _writable(text: str) -> str:
    if "\x00" in text:
        raise ValueError("text must not contain NUL characters")
    text.encode("utf-8")  # a lone surrogate raises UnicodeEncodeError, a ValueError
    return text


def _timestamp(text: str) -> str:
    """An ISO 8601 time with its zone, as :func:`now` writes it."""
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        raise ValueError("a time needs its time zone")
    return text


Text = Annotated[StrictStr, AfterValidator(_writable)]
Name = Annotated[StrictStr, AfterValidator(check_player_name)]
CardId = Annotated[Text, Field(min_length=1, max_length=64)]
Timestamp = Annotated[StrictStr, Field(max_length=64), AfterValidator(_timestamp)]
Score = Annotated[StrictInt, Field(ge=-10_000, le=10_000)]


class Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


def invalid(path: Path, error: ValidationError | ValueError) -> CorruptRecord:
    """The first thing pydantic found wrong, as a :class:`CorruptRecord`."""
    if isinstance(error, ValidationError):
        first = error.errors(include_url=False)[0]
        where = ".".join(str(part) for part in first["loc"]) or "the top level"
        return CorruptRecord(path, f"has an invalid value at {where} ({first['msg']})")
    return CorruptRecord(path, f"has invalid contents ({error})")


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def document_bytes(file_format: str, version: int, model: Model, what: str = "record") -> bytes:
    """A record file's bytes: its format, version, the app and the time, then the
    model. A document its reader (:func:`.files.parse_document`) would refuse as too
    large is never written: ``ValueError`` naming ``what`` it is."""
    document = {
        "format": file_format,
        "version": version,
        "app": __version__,
        "saved": now(),
        **model.model_dump(mode="json"),
    }
    raw = (json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n").encode()
    if len(raw) > MAX_BYTES:
        raise ValueError(f"a {what} of {len(raw)} bytes would be too large to read back")
    return raw


def moment(timestamp: str) -> datetime:
    """A stored time (already validated) as an aware datetime."""
    return datetime.fromisoformat(timestamp)
