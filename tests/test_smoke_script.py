"""The packaging smoke test itself (scripts/smoke.py): it imports every module of the
package, and its virtual screen is one no other X server has."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def smoke_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("smoke", ROOT / "scripts" / "smoke.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_walk_reaches_every_module_of_the_package():
    """It reached 190 of 227: cartografove/rules had no __init__.py, and the walk of
    the packages does not enter a namespace package."""
    reached, missed = smoke_script().package_modules(ROOT / "cartografove")
    files = [p for p in (ROOT / "cartografove").rglob("*.py") if "resources" not in p.parts]
    assert missed == []
    assert len(reached) == len(files) - 1  # every file but the top package's __init__.py
    assert "cartografove.rules.game" in reached and "cartografove.rules.board.grid" in reached


def test_a_folder_without_init_is_named_as_missed(tmp_path):
    package = tmp_path / "cartografove"
    (package / "kept").mkdir(parents=True)
    (package / "lost" / "deeper").mkdir(parents=True)
    for name in ("__init__.py", "kept/__init__.py", "kept/one.py", "lost/two.py"):
        (package / name).write_text('"""A module."""\n')
    (package / "lost" / "deeper" / "__init__.py").write_text('"""A package."""\n')
    reached, missed = smoke_script().package_modules(package)
    assert reached == ["cartografove.kept", "cartografove.kept.one"]
    assert missed == ["cartografove.lost.deeper", "cartografove.lost.two"]


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb")
def test_two_screens_at_once_each_get_a_display_of_their_own():
    """The screen took display :(pid % 500 + 100) without asking: a second one (or
    another user's server there) made Xvfb exit, and the keys went to the other
    server. Two at once from one process now run side by side."""
    screen = smoke_script().Screen({})
    try:
        other = smoke_script().Screen({})
        try:
            assert screen.display != other.display
            assert screen.server.poll() is None and other.server.poll() is None
            if shutil.which("xdpyinfo"):
                for each in (screen, other):
                    subprocess.run(["xdpyinfo"], env=each.env, capture_output=True, check=True)
        finally:
            other.close()
    finally:
        screen.close()
