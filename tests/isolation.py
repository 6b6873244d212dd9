"""Tests never touch the player's files (issue 20).

A test of fitting screens once created ``~/.local/share/kartografove/unfinished``: a
language switch was handled in a deferred Qt event after the test's own home had been
given back, so the app fell back to the real folders. Setting ``KARTOGRAFOVE_HOME`` in
some fixtures cannot prevent that; this module makes it impossible to miss:

- Every test runs with ``HOME``, the ``XDG_*`` folders and ``KARTOGRAFOVE_HOME`` in a
  fresh temporary folder of its own.
- Between tests (collection, teardown, Qt events handled late) they point to a
  *forbidden* folder: nothing may use it, so work done after a test's home is gone is
  caught instead of landing quietly somewhere.
- An audit hook (:func:`sys.addaudithook`) sees every ``open``, ``mkdir``, ``listdir``,
  ``rename``, ``remove`` … that Python code does. One under the real user folders (the
  home and XDG folders this run started with, except the checkout, the Python install
  and the temporary folder) or under the forbidden folder is refused with
  ``PermissionError`` and recorded; the test it happened in fails, even if the error was
  swallowed, and one recorded outside any test fails the run.
- What Qt's C++ code writes is not audited, so the forbidden folder is also listed
  after each test: it must stay empty. (The real folders are not compared that way: the
  app a developer plays while the tests run writes there too. C++ code of a test could
  reach them only through a path written into it, since every variable points away.)

``tests/conftest.py`` installs it; ``tests/test_isolation.py`` plants bad tests and
checks they fail.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
XDG_FOLDERS = {
    "XDG_DATA_HOME": ".local/share",
    "XDG_CONFIG_HOME": ".config",
    "XDG_CACHE_HOME": ".cache",
    "XDG_STATE_HOME": ".local/state",
}
USER_VARIABLES = ("HOME", *XDG_FOLDERS, "XDG_RUNTIME_DIR", "KARTOGRAFOVE_HOME")
# the audit events that name a path (the first argument; renames and links name two)
PATH_EVENTS = {
    "open",
    "os.mkdir",
    "os.listdir",
    "os.scandir",
    "os.remove",
    "os.rmdir",
    "os.chmod",
    "os.chown",
    "os.utime",
    "os.truncate",
    "os.chdir",
    "shutil.rmtree",
    "shutil.copyfile",
    "shutil.copytree",
    "shutil.move",
}
TWO_PATH_EVENTS = {"os.rename", "os.replace", "os.link", "os.symlink"}


def _folder(path: str | os.PathLike[str]) -> str:
    return os.path.abspath(os.path.expanduser(os.fspath(path)))


def real_user_folders(environ: os._Environ[str] | dict[str, str]) -> list[str]:
    """The home and XDG folders of the person running the tests, and the app's own
    folders there (``KARTOGRAFOVE_HOME`` may put them anywhere)."""
    folders: list[str] = []
    home = environ.get("HOME") or os.path.expanduser("~")
    if home and _folder(home) != os.sep:
        folders.append(_folder(home))
        for variable, default in XDG_FOLDERS.items():
            folders.append(_folder(environ.get(variable) or os.path.join(home, default)))
    if environ.get("KARTOGRAFOVE_HOME"):
        folders.append(_folder(environ["KARTOGRAFOVE_HOME"]))
    return sorted(set(folders))


def everything_in(folder: str) -> list[str]:
    """Every file and folder under ``folder`` (listed with the guard off)."""
    return sorted(
        os.path.join(current, name)
        for current, dirs, files in os.walk(folder)
        for name in [*dirs, *files]
    )


@dataclass
class Guard:
    """The audit hook's state: what is protected, what is allowed, what happened."""

    protected: list[str]
    allowed: list[str]
    forbidden: list[str]
    armed: bool = False
    where: str = "outside any test"
    violations: list[str] = field(default_factory=list)

    def _inside(self, path: str, folders: list[str]) -> bool:
        return any(path == folder or path.startswith(folder + os.sep) for folder in folders)

    def check(self, event: str, args: tuple[object, ...]) -> None:
        if not self.armed:
            return
        if event in PATH_EVENTS:
            paths = args[:1]
        elif event in TWO_PATH_EVENTS:
            paths = args[:2]
        else:
            return
        for raw in paths:
            if not isinstance(raw, (str, bytes, os.PathLike)):
                continue  # a file descriptor, or None for the working directory
            path = os.path.abspath(os.fsdecode(raw))
            if self._inside(path, self.forbidden) or (
                self._inside(path, self.protected) and not self._inside(path, self.allowed)
            ):
                self.violations.append(f"{self.where}: {event} {path}")
                raise PermissionError(
                    f"test isolation: {event} of {path}: a real user folder, or the home of"
                    " a test that has ended (tests/isolation.py)"
                )

    def take(self) -> list[str]:
        found, self.violations = self.violations, []
        return found


_original = {name: os.environ.get(name) for name in USER_VARIABLES}
_real = real_user_folders(os.environ)
_forbidden = _folder(tempfile.mkdtemp(prefix="kartografove-no-test-home-"))
_allowed = sorted(
    {
        _folder(path)
        for path in (
            ROOT,
            sys.prefix,
            sys.base_prefix,
            sys.exec_prefix,
            tempfile.gettempdir(),
            *(entry for entry in sys.path if entry),
        )
    }
    - {_folder(path) for path in _real}  # a sys.path entry of a real folder itself
)
GUARD = Guard(protected=_real, allowed=_allowed, forbidden=[_forbidden])


def user_variables(home: Path) -> dict[str, str]:
    """HOME, the XDG folders and KARTOGRAFOVE_HOME all inside ``home``: for a test, or
    for the processes a module- or session-wide fixture starts (which run outside any
    test, where the forbidden home would catch them)."""
    return {
        "HOME": str(home),
        **{variable: str(home / default) for variable, default in XDG_FOLDERS.items()},
        "XDG_RUNTIME_DIR": str(home / "run"),
        "KARTOGRAFOVE_HOME": str(home / "kartografove"),
    }


def _point_user_variables(home: Path) -> None:
    os.environ.update(user_variables(home))


def install() -> None:
    """Point the user variables at the forbidden folder and start auditing (once, at
    import of tests/conftest.py, before any test module imports the app)."""
    _point_user_variables(Path(_forbidden))
    sys.addaudithook(GUARD.check)
    GUARD.armed = True


def _handle_late_qt_events() -> None:
    """Run what Qt still has queued (deferred deletions, single-shot timers due now), so
    that it happens while this test is still the one blamed."""
    qt_core = sys.modules.get("PySide6.QtCore")
    if qt_core is None or qt_core.QCoreApplication.instance() is None:
        return
    qt_core.QCoreApplication.sendPostedEvents(None, qt_core.QEvent.Type.DeferredDelete)
    # one turn of an event loop: the zero-delay timers queued before this one fire first
    loop = qt_core.QEventLoop()
    qt_core.QTimer.singleShot(0, loop.quit)
    loop.exec()


@pytest.fixture(autouse=True)
def private_user_folders(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Path]:
    """This test's own home; at its end, anything that touched a real folder fails it."""
    GUARD.armed = False
    home = tmp_path_factory.mktemp("user", numbered=True)
    (home / "run").mkdir(mode=0o700)
    GUARD.where = request.node.nodeid
    GUARD.armed = True
    _point_user_variables(home)
    yield home
    # the test's home is gone: whatever runs from now on may not use any home at all
    _point_user_variables(Path(_forbidden))
    try:
        _handle_late_qt_events()
    finally:
        found = GUARD.take()
        GUARD.armed = False
        left = everything_in(_forbidden)
        for name in os.listdir(_forbidden):  # reported once, by the test it happened in
            path = os.path.join(_forbidden, name)
            if os.path.isdir(path) and not os.path.islink(path):
                shutil.rmtree(path, ignore_errors=True)
            else:
                os.remove(path)
        GUARD.where = "outside any test"
        GUARD.armed = True
    problems = found + [f"{request.node.nodeid}: wrote {path}" for path in left]
    if problems:
        pytest.fail(
            "the test touched the real user folders (or used a home after its end):\n  "
            + "\n  ".join(dict.fromkeys(problems)),
            pytrace=False,
        )


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """What happened between tests (collection, late events) fails the whole run."""
    late = GUARD.take()
    GUARD.armed = False
    for name, value in _original.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    if late:
        sys.stderr.write(
            "\ntest isolation: the real user folders (or a test's home after its end) were"
            " used outside any test:\n  " + "\n  ".join(dict.fromkeys(late)) + "\n"
        )
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
