"""Building blocks for the pydantic schemas of record files.

Record files are the user's, so nothing in them is trusted: values are strict (a
JSON ``true`` is not the number 1), unknown keys are damage, and text must be
writable back as UTF-8. A :class:`pydantic.ValidationError` becomes one sentence
with :func:`invalid`.
"""

from __future__ import annotations

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

from ..rules.limits import check_player_name
from .files import CorruptRecord


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


def moment(timestamp: str) -> datetime:
    """A stored time (already validated) as an aware datetime."""
    return datetime.fromisoformat(timestamp)
