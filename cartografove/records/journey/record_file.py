"""The journey's record files (progress, weeks) share one shape: a versioned JSON
document (:mod:`cartografove.documents`) around one pydantic model, checked like every
record (strict values, unknown keys are damage, :class:`~..files.RecordError`)."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from pydantic import ValidationError

from ..files import parse_document
from ..schema import Model, invalid

M = TypeVar("M", bound=Model)


def read_model(path: Path, raw: bytes, file_format: str, version: int, kind: type[M]) -> M:
    """The model in a file's bytes; every problem is a :class:`RecordError`."""
    document = parse_document(path, raw, file_format, version, {})
    for key in ("format", "version", "app", "saved"):
        document.pop(key, None)
    try:
        return kind.model_validate(document)
    except ValidationError as error:
        raise invalid(path, error) from None
    except RecursionError:
        raise invalid(path, ValueError("nested far too deeply")) from None
