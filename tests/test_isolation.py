"""The isolation guard (tests/isolation.py) fails tests that touch the real user folders.

Each case plants a small test file in a folder of its own and runs pytest on it in a
second process, whose "real" home is a folder of this test: the planted bad tests must
fail, the well-behaved one must pass, and nothing may be left in that home.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.waits import HANG_S

ROOT = Path(__file__).resolve().parents[1]

CONFTEST = """
from tests import isolation

isolation.install()
private_user_folders = isolation.private_user_folders
pytest_sessionfinish = isolation.pytest_sessionfinish
"""


def run_planted(tmp_path: Path, body: str) -> tuple[subprocess.CompletedProcess[str], Path]:
    """pytest on ``body`` in a second process; returns its result and its real home."""
    planted = tmp_path / "planted"
    planted.mkdir()
    (planted / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    (planted / "test_planted.py").write_text(textwrap.dedent(body), encoding="utf-8")
    real_home = tmp_path / "real-home"
    real_home.mkdir()
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("XDG_") and key not in ("KARTOGRAFOVE_HOME", "PYTEST_ADDOPTS")
    }
    env.update(
        HOME=str(real_home),
        TMPDIR=str(temporary),
        PYTHONPATH=str(ROOT),
        QT_QPA_PLATFORM="offscreen",
        TARGET=str(real_home / ".local" / "share" / "kartografove" / "unfinished"),
    )
    ran = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly"],
        cwd=planted,
        env=env,
        capture_output=True,
        text=True,
        timeout=HANG_S,
    )
    return ran, real_home


def test_a_test_writing_into_the_real_data_folder_fails(tmp_path: Path) -> None:
    ran, real_home = run_planted(
        tmp_path,
        """
        import os
        from pathlib import Path

        def test_bad():
            Path(os.environ["TARGET"]).mkdir(parents=True)
        """,
    )
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert "1 failed" in ran.stdout and "os.mkdir" in ran.stdout, ran.stdout
    assert not (real_home / ".local").exists()


def test_a_swallowed_refusal_still_fails_the_test(tmp_path: Path) -> None:
    ran, real_home = run_planted(
        tmp_path,
        """
        import contextlib, os

        def test_bad():
            with contextlib.suppress(OSError):
                os.listdir(os.path.dirname(os.environ["TARGET"]))
        """,
    )
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert "os.listdir" in ran.stdout, ran.stdout
    assert list(real_home.iterdir()) == []


def test_work_left_to_a_qt_event_after_the_test_fails_it(tmp_path: Path) -> None:
    """The case of issue 20: the app saves from a deferred event after the test's home
    is gone, so it would fall back to the real folders."""
    ran, real_home = run_planted(
        tmp_path,
        """
        from PySide6.QtCore import QObject
        from cartografove import userdirs

        def test_bad(qapp):
            window = QObject(qapp)
            window.destroyed.connect(lambda: (userdirs.data_dir() / "unfinished").mkdir())
            window.deleteLater()
        """,
    )
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert "1 error" in ran.stdout and "no-test-home" in ran.stdout, ran.stdout
    assert not (real_home / ".local").exists()


def test_a_late_write_python_does_not_see_is_found_in_the_forbidden_home(tmp_path: Path) -> None:
    """Qt's C++ code writes without Python's audit events: a late write lands in the
    forbidden home, which must be empty after every test."""
    ran, real_home = run_planted(
        tmp_path,
        """
        import os
        from PySide6.QtCore import QDir, QObject

        def save():
            QDir().mkpath(os.environ["KARTOGRAFOVE_HOME"] + "/data/unfinished")

        def test_bad(qapp):
            window = QObject(qapp)
            window.destroyed.connect(save)
            window.deleteLater()
        """,
    )
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert "wrote" in ran.stdout and "data/unfinished" in ran.stdout, ran.stdout
    assert list(real_home.iterdir()) == []


def test_a_test_using_its_own_home_passes(tmp_path: Path) -> None:
    ran, real_home = run_planted(
        tmp_path,
        """
        from pathlib import Path
        from cartografove import userdirs

        def test_good():
            (userdirs.data_dir() / "unfinished").mkdir()
            (Path.home() / "notes.txt").write_text("mine")
            assert "real-home" not in str(Path.home())
        """,
    )
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert list(real_home.iterdir()) == []


@pytest.mark.parametrize("variable", ["HOME", "XDG_DATA_HOME", "KARTOGRAFOVE_HOME"])
def test_every_test_has_a_private_home(
    variable: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    assert os.environ[variable].startswith(str(tmp_path_factory.getbasetemp()))
