"""The journey's record files (progress, weeks) share one shape: a versioned JSON
document (:mod:`cartografove.documents`) around one pydantic model, checked like every
record (strict values, unknown keys are damage, :class:`~..files.RecordError`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from pydantic import ValidationError

from ..files import parse_document
from ..schema import Model, invalid

M = TypeVar("M", bound=Model)


Migrations = Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]]


def read_model(
    path: Path,
    raw: bytes,
    file_format: str,
    version: int,
    kind: type[M],
    migrations: Migrations | None = None,
) -> M:
    """The model in a file's bytes, migrated from an older version
    (``migrations[n]`` turns version n into n+1); every problem is a
    :class:`RecordError`."""
    document = parse_document(path, raw, file_format, version, migrations or {})
    for key in ("format", "version", "app", "saved"):
        document.pop(key, None)
    try:
        return kind.model_validate(document)
    except ValidationError as error:
        raise invalid(path, error) from None
    except RecursionError:
        raise invalid(path, ValueError("nested far too deeply")) from None
