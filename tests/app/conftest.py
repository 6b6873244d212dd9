"""Qt test set-up: a private user folder per test, the app's fonts and look."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Settings, autosaves and saves go to a temporary folder, never the real home."""
    home = tmp_path / "home"
    monkeypatch.setenv("KARTOGRAFOVE_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def no_motion(monkeypatch):
    """Tests see the end of every movement at once, as with reduced motion (the
    system's setting is not asked); tests/app/test_motion.py turns it back on."""
    from cartografove.app.sheet import motion

    monkeypatch.setattr(motion, "system_reduces_motion", lambda: True)


@pytest.fixture
def app(qapp):
    from cartografove.app.main import create_app

    created = create_app()
    yield created
    from cartografove.app.collector import collect_on_gui_thread

    collect_on_gui_thread(created).collect()  # a test may never have run the event loop


@pytest.fixture(autouse=True)
def reviews_in_this_process(monkeypatch):
    """The app reviews in one process a core; its tests review here, where a test's
    stand-in for the computer (a monkeypatched ``choose``) is the one asked."""
    from cartografove.app.records import review

    monkeypatch.setattr(review, "WORKERS", 1)


@pytest.fixture(autouse=True)
def no_thinking_outlives_its_test():
    """A computer cartographer's thought is never waited for by the app (its answer
    to a closed window is dropped); a test waits for it, so it does not think on
    into the next test (Python 3.11 before 3.11.8 can fail an ``ast.parse`` on one
    thread while another builds an AST, CPython gh-106905). The welcome page's
    achievements are read from the history on a thread too: one started late in a
    test would read the next test's home, or the forbidden one between tests."""
    yield
    import threading

    from tests.waits import join_all

    thinking = (
        "kartografove-thinking",
        "kartografove-net-thinking",
        "kartografove-browse",
        "kartografove-review",
        "achievements",
    )
    join_all(thread for thread in threading.enumerate() if thread.name in thinking)


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


@pytest.fixture
def window(app, qtbot):
    """The main window, shown at a size where the whole play screen fits (a test
    module that needs another size defines its own). A game's computers and hint
    stop asking at the end, so no answer reaches a window being torn down."""
    from cartografove.app.settings import Settings
    from cartografove.app.window.main_window import MainWindow

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(1300, 900)
    window.show()
    qtbot.waitExposed(window)
    yield window
    if window.play is not None:
        window.play.computers.stop()
        window.play.hint.stop()
