"""Where the shipped data lives.

In a source checkout (and an editable install) the data is the top-level
``resources/`` folder; an installed wheel carries the same folder as the package
``cartografove.resources`` (pyproject maps one onto the other). One function knows
both places so nothing else has to."""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def resource_dir() -> Path:
    package = Path(__file__).resolve().parent
    for candidate in (package / "resources", package.parent / "resources"):
        if (candidate / "data").is_dir():
            return candidate
    raise FileNotFoundError(
        f"the data folder 'resources/data' is missing next to {package}; reinstall the app"
    )


def resource_path(*parts: str) -> Path:
    return resource_dir().joinpath(*parts)
