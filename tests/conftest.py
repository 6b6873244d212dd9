"""Shared test set-up: Qt tests run without a display, and no test touches the real
user folders (tests/isolation.py: a private home per test, an audit hook, a snapshot)."""

import os
from pathlib import Path

import pytest

from tests import isolation

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
isolation.install()

private_user_folders = isolation.private_user_folders
pytest_sessionfinish = isolation.pytest_sessionfinish


def pytest_addoption(parser):
    parser.addoption(
        "--smallest",
        action="store_true",
        help="run every benchmark at its smallest size (with --benchmark-disable, once each:"
        " CI's check that they all still run)",
    )


QUICK_FOLDERS = ("rules", "records", "bots")  # pure Python: no window, no server


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The quick loop a developer runs between edits (``pytest -m quick``, about a
    minute, docs/DEVELOPING.md): every test of the engine, the records and the
    computer players but those marked ``slow``, and the few app tests marked
    ``quick`` themselves (the window starts, a game is played with the mouse)."""
    tests = Path(__file__).parent
    for item in items:
        folder = item.path.relative_to(tests).parts[0]
        if folder in QUICK_FOLDERS and item.get_closest_marker("slow") is None:
            item.add_marker(pytest.mark.quick)
