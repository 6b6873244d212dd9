"""The journey's record files (progress, weeks) share one shape: a versioned JSON
document (:mod:`cartografove.documents`) around one pydantic model, checked like every
record (strict values, unknown keys are damage, :class:`~..files.RecordError`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TypeVar

from pydantic import ValidationError

from ... import __version__
from ..files import MAX_BYTES, parse_document
from ..schema import Model, invalid, now

M = TypeVar("M", bound=Model)


def document_bytes(file_format: str, version: int, model: Model) -> bytes:
    """The file's bytes; a document its reader would refuse is never written."""
    document = {
        "format": file_format,
        "version": version,
        "app": __version__,
        "saved": now(),
        **model.model_dump(mode="json"),
    }
    raw = (json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n").encode()
    if len(raw) > MAX_BYTES:
        raise ValueError(f"a record of {len(raw)} bytes would be too large to read back")
    return raw


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
