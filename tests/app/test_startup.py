"""What can go wrong at start-up gives a clear message, not a traceback (issue 8)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cartografove.app.main import display_problem
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from tests.waits import HANG_S

ROOT = Path(__file__).resolve().parents[2]


def test_no_display_is_reported_in_one_line():
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    result = subprocess.run(
        [sys.executable, "-m", "cartografove"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=HANG_S,
    )
    assert result.returncode == 1
    assert result.stderr.strip().count("\n") == 0
    assert "no display found" in result.stderr
    assert "Traceback" not in result.stderr


def test_display_detection():
    assert display_problem({}, "linux")
    assert display_problem({"DISPLAY": ":0"}, "linux") is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({}, "win32") is None


@pytest.mark.quick
def test_an_unwritable_data_folder_is_explained_and_the_app_still_plays(
    app, qtbot, tmp_path, monkeypatch
):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("KARTOGRAFOVE_HOME", str(blocker))
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    assert window.autosave is None
    assert window.storage_problem and "cannot be saved" in window.storage_problem

    from cartografove.rules.game import Game
    from cartografove.rules.setup import Setup

    window.start(Game(Setup(players=("Ann",), seed=1)))
    decision = window.session.game.legal_decisions()[0]
    assert window.session.apply(decision) is None  # plays on, unsaved


def test_a_broken_settings_file_starts_with_defaults_and_a_message(app, user_home):
    from cartografove.app.settings import load_settings, settings_path

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ broken")
    settings, warning = load_settings()
    assert settings == Settings()
    assert warning and "kept" in warning


@pytest.mark.quick
def test_the_first_window_fits_a_small_screen(app, qtbot, user_home):
    """On a small screen (offscreen: 800×600; laptops: 1280×720, 1366×768) the first
    window opens maximized, never taller than the screen, so the whole sheet is
    visible without moving it (issue 14)."""
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    available = window.screen().availableGeometry()
    assert window.height() <= available.height()
    assert window.width() <= available.width()
    assert window.windowState() & Qt.WindowState.WindowMaximized


def test_a_fresh_profile_fills_a_large_screen_too(app, qtbot):
    """On a 1920×1080 screen a fresh profile opened a 1280×860 window in a corner
    (issue 25): the first window is maximized on every screen, and sized to its
    free area where no window manager maximizes it."""
    from types import SimpleNamespace

    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from cartografove.app.look.screen_room import fit_main_window

    window = QWidget()
    qtbot.addWidget(window)
    large = SimpleNamespace(availableGeometry=lambda: QRect(0, 32, 1920, 1048))
    window.screen = lambda: large  # type: ignore[method-assign]
    fit_main_window(window)
    assert window.windowState() & Qt.WindowState.WindowMaximized
    assert (window.width(), window.height()) == (1920, 1048)


def test_the_window_comes_back_where_it_was_only_on_a_screen_like_its_own(app, qtbot, user_home):
    """Geometry saved on another screen (a 1280×720 laptop's, opened on 1920×1080)
    gave a small window in a corner: it is used only when the screen is the same
    width and it fits, else the window is sized for this screen (issue 25)."""
    from cartografove.app.look.screen_room import restore_main_window, saved_screen_width

    first = MainWindow(Settings())
    qtbot.addWidget(first)
    first.setWindowState(Qt.WindowState.WindowNoState)
    first.resize(500, 400)
    first.move(40, 30)
    saved = bytes(first.saveGeometry().data())
    assert saved_screen_width(saved) == first.screen().geometry().width()

    again = MainWindow(Settings())
    qtbot.addWidget(again)
    again.setWindowState(Qt.WindowState.WindowNoState)
    assert restore_main_window(again, saved)
    assert (again.width(), again.height()) == (500, 400)

    elsewhere = saved[:46] + (1280).to_bytes(4, "big") + saved[50:]
    other = MainWindow(Settings())
    qtbot.addWidget(other)
    assert not restore_main_window(other, elsewhere)
    assert other.windowState() & Qt.WindowState.WindowMaximized  # sized for this screen
    assert not restore_main_window(other, b"not a geometry")
