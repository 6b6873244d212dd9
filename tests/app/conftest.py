"""Qt test set-up: a private user folder per test, the app's fonts and look."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Settings, autosaves and saves go to a temporary folder, never the real home."""
    home = tmp_path / "home"
    monkeypatch.setenv("KARTOGRAFOVE_HOME", str(home))
    return home


@pytest.fixture
def app(qapp):
    from cartografove.app.main import create_app

    return create_app()
