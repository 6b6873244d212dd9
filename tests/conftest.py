"""Shared test set-up: Qt tests run without a display, and no test touches the real
user folders (tests/isolation.py: a private home per test, an audit hook, a snapshot)."""

import os

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
