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

    created = create_app()
    yield created
    from cartografove.app.collector import collect_on_gui_thread

    collect_on_gui_thread(created).collect()  # a test may never have run the event loop


@pytest.fixture(scope="package", autouse=True)
def python_collects_by_itself_after_the_app_tests():
    """The app collects garbage on its GUI thread only (cartografove.app.collector);
    the tests after these, without an event loop, need Python's own collection."""
    yield
    import gc

    from PySide6.QtWidgets import QApplication

    from cartografove.app.collector import GuiCollector

    instance = QApplication.instance()
    found = instance.findChild(GuiCollector) if instance is not None else None
    if isinstance(found, GuiCollector):
        found.stop()
    gc.enable()
