"""Smoke test of an installed Kartografové: what a player installs is what was tested.

Run it with the Python of a fresh virtual environment the wheel was installed into (not
editable; this script lives outside the package, so nothing of the checkout is imported):

    venv/bin/python scripts/smoke.py            # the installed package and its command
    venv/bin/python scripts/smoke.py --bundle EXE   # a PyInstaller bundle (packaging/build.sh)

Each step runs in a process of its own, offscreen, in an empty working folder, with
HOME, the XDG folders and KARTOGRAFOVE_HOME in a throwaway folder shared by the steps:

1. every module of the package imports (a module the wheel lost fails here);
2. the app starts (its real start-up: settings, main window, first screen), starts a
   solo game and a game against two computers, draws a shape in each with the keys a
   player uses (Enter, the arrows), saves, quits;
3. the app starts a second time with that data folder, is offered the game in progress,
   continues it and finds the shape drawn and the computers' moves;
4. a game is hosted on 127.0.0.1 with LAN announcement off, and a computer joins it
   from a second process and plays until the game ends; both print the standings.

For a bundle (``--bundle``, run with the Python of the venv the bundle was frozen from:
the same installed files), steps 1–3 run there, step 4 runs the bundle's own ``host``
and ``join``, and then the bundle itself is started three times with one data folder of
its own on a virtual X screen (Xvfb, xdotool), driven with keys like a player: the
first start sets up a game in New Game and tries a move, the next two are offered it
and continue it; each must show a game (All maps opens only then) and quit cleanly.
Exit status 0 when every step passed; each failure is printed with the step's output.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]
STEP_SECONDS = 90
PLAYER = "Smoke"


# --- steps run inside the installed app's Python ----------------------------------------


def package_modules(package: Path, prefix: str = "cartografove.") -> tuple[list[str], list[str]]:
    """The modules of the package in folder ``package``: those a walk of its packages
    reaches, as :func:`pkgutil.walk_packages` does, and those it misses — the ``.py``
    files of a folder without ``__init__.py`` (a namespace package, which the walk
    does not enter: the whole rules engine once, 36 of 226 modules). Neither imports
    anything."""
    import pkgutil

    def walk(folder: Path, name: str) -> Iterator[str]:
        for module in pkgutil.iter_modules([str(folder)]):
            if module.name != "resources":  # the data, not code
                yield name + module.name
                if module.ispkg:
                    yield from walk(folder / module.name, f"{name}{module.name}.")

    reached = sorted(walk(package, prefix))
    files = {
        prefix + ".".join(path.relative_to(package).with_suffix("").parts).removesuffix(".__init__")
        for path in package.rglob("*.py")
        if path.relative_to(package).parts[0] != "resources" and path.name != "__init__.py"
    } | {
        prefix + ".".join(path.parent.relative_to(package).parts)
        for path in package.rglob("__init__.py")
        if path.parent != package and path.relative_to(package).parts[0] != "resources"
    }
    return reached, sorted(files - set(reached))


def step_imports() -> None:
    """Every module of the installed package imports, none from the checkout, and
    none is left out of the walk (each missed one is named)."""
    import importlib

    import cartografove

    package = Path(cartografove.__file__).resolve().parent
    if package == CHECKOUT / "cartografove":
        raise SystemExit(f"cartografove was imported from the checkout ({package}), not installed")
    names, missed = package_modules(package)
    if missed:
        raise SystemExit(
            "modules the walk of the packages does not reach (a folder without "
            "__init__.py?):\n  " + "\n  ".join(missed)
        )
    failed = []
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as error:  # report them all, then fail
            failed.append(f"{name}: {type(error).__name__}: {error}")
    if failed:
        raise SystemExit("modules that do not import:\n  " + "\n  ".join(failed))
    print(f"{len(names)} modules import from {package}")


Waits = Iterator[tuple[Callable[[], bool], str]]


def _drive(script: Callable[[], Waits]) -> None:
    """Start the app as the ``cartografove`` command does and run ``script`` in its
    event loop. The script yields (condition, what) to wait: a timer resumes it once the
    condition holds, so it keeps going inside the app's own modal dialogs (whose loops
    run the timer too). A step that hangs fails after STEP_SECONDS."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from cartografove.__main__ import main
    from cartografove.app.main import create_app

    app = create_app()
    failure: list[str] = []
    steps = script()
    waiting: list[tuple[Callable[[], bool], str]] = []
    started = time.monotonic()

    def advance() -> None:
        try:
            if waiting and not waiting[0][0]():
                if time.monotonic() - started > STEP_SECONDS:
                    raise AssertionError(f"waited {STEP_SECONDS} s for {waiting[0][1]}")
                return
            waiting[:] = [next(steps)]
        except StopIteration:
            ticker.stop()
        except BaseException as error:  # the app's event loop would swallow it
            import traceback

            ticker.stop()
            failure.append("".join(traceback.format_exception(error)))
            for window in QApplication.topLevelWidgets():
                window.hide()
            app.exit(1)

    ticker = QTimer()
    ticker.setInterval(20)
    ticker.timeout.connect(advance)
    ticker.start()
    code = main([])
    if failure:
        raise SystemExit("\n".join(failure))
    if code != 0:
        raise SystemExit(f"the app exited with {code}")


def _main_window():  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from cartografove.app.window.main_window import MainWindow

    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    return windows[0] if len(windows) == 1 else None


def _draw_a_shape(window) -> None:  # type: ignore[no-untyped-def]
    """The player's move, made with the keys a player uses: Enter puts the shape down,
    the arrows move it along the rows, Enter draws it where it fits."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    game = window.session.game
    before = len(game.decisions)
    view = window.play.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)  # put the shape down where it waits
    rows = [Qt.Key.Key_Right] * 10 + [Qt.Key.Key_Down] + [Qt.Key.Key_Left] * 10
    for key in [None, *(rows * 6)]:
        if key is not None:
            QTest.keyClick(view, key)
        QTest.keyClick(view, Qt.Key.Key_Return)
        if len(window.session.game.decisions) > before:
            return
    raise AssertionError("no place on the map took the shape")


def _computers_move(window) -> Waits:  # type: ignore[no-untyped-def]
    """Until the computers have drawn and it is the player's turn again. (Quitting while
    they think aborts the app: "QThread: Destroyed while thread is still running".)"""
    game = window.session.game
    yield (
        lambda: game.over or (game.pending is not None and game.pending.player == 0),
        "the computers' moves",
    )


def _quit(window) -> Waits:  # type: ignore[no-untyped-def]
    """Game → Quit, and the app's event loop ends."""
    window.menus.quit_action.trigger()
    yield (lambda: not window.isVisible(), "the window to close")


def step_first_start() -> None:
    def script() -> Waits:
        from PySide6.QtWidgets import QApplication

        from cartografove.rules.game import Game
        from cartografove.rules.setup import Setup

        yield (lambda: _main_window() is not None and _main_window().isVisible(), "the window")
        window = _main_window()
        assert QApplication.activeModalWidget() is None, "a first start asks something"
        window.start(Game(Setup(players=(PLAYER,), seed=11)))
        _draw_a_shape(window)
        solo = window.autosave
        players = (PLAYER, "Computer 1", "Computer 2")
        window.start(Game(Setup(players=players, seed=12)), computers={1: "easy", 2: "easy"})
        _draw_a_shape(window)
        yield from _computers_move(window)
        window.session.save()
        duel = window.autosave
        assert solo is not None and solo.is_file() and duel is not None and duel.is_file()
        print(f"two games started and saved: {solo.name}, {duel.name}", flush=True)
        yield from _quit(window)

    _drive(script)


def step_second_start() -> None:
    def script() -> Waits:
        from PySide6.QtWidgets import QApplication, QMessageBox

        yield (lambda: isinstance(QApplication.activeModalWidget(), QMessageBox), "the offer")
        window = _main_window()
        offer = QApplication.activeModalWidget()
        assert isinstance(offer, QMessageBox)
        print(f"offered: {offer.text().splitlines()[0]}", flush=True)
        offer.button(QMessageBox.StandardButton.Yes).click()
        yield (lambda: window.session is not None, "the game in progress")
        game = window.session.game
        assert game.setup.players == (PLAYER, "Computer 1", "Computer 2"), game.setup.players
        assert len(game.decisions) >= 3, f"only {len(game.decisions)} moves were kept"
        unfinished = window.unfinished.games().games
        assert len(unfinished) == 2, f"{len(unfinished)} unfinished games listed"
        print(f"continued the game of {', '.join(game.setup.players)}: {len(game.decisions)} moves")
        _draw_a_shape(window)
        yield from _computers_move(window)
        yield from _quit(window)

    _drive(script)


STEPS = {
    "imports": step_imports,
    "first-start": step_first_start,
    "second-start": step_second_start,
}


# --- the driver ---------------------------------------------------------------------------


class Smoke:
    def __init__(self, command: Sequence[str], step_command: Sequence[str] | None) -> None:
        self.command = list(command)  # runs the `cartografove` command
        self.step_command = step_command  # runs one of STEPS
        self.work = Path(tempfile.mkdtemp(prefix="kartografove-smoke-"))
        self.home = self.work / "home"
        self.run_dir = self.work / "run"
        for folder in (self.home, self.run_dir, self.home / "runtime"):
            folder.mkdir(mode=0o700)
        self.failures: list[str] = []
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "LANG": "C.UTF-8",
            "HOME": str(self.home),
            "XDG_CONFIG_HOME": str(self.home / ".config"),
            "XDG_DATA_HOME": str(self.home / ".local/share"),
            "XDG_CACHE_HOME": str(self.home / ".cache"),
            "XDG_STATE_HOME": str(self.home / ".local/state"),
            "XDG_RUNTIME_DIR": str(self.home / "runtime"),
            "KARTOGRAFOVE_HOME": str(self.home / "kartografove"),
            "QT_QPA_PLATFORM": "offscreen",
            "PYTHONNOUSERSITE": "1",
            "PYTHONSAFEPATH": "1",
        }

    def report(self, name: str, ok: bool, detail: str) -> None:
        print(f"  {'ok:  ' if ok else 'FAIL:'} {name}" + (f": {detail}" if detail else ""))
        if not ok:
            self.failures.append(name)

    def run(
        self,
        name: str,
        args: Sequence[str],
        check: Callable[[str], str] | None = None,
        quiet: bool = False,
    ) -> str:
        """Run one step; it fails on a non-zero exit, on ``check``'s complaint, and
        (``quiet``) on anything written to stderr."""
        started = time.monotonic()
        try:
            done = subprocess.run(
                list(args),
                cwd=self.run_dir,
                env=self.env,
                capture_output=True,
                text=True,
                timeout=STEP_SECONDS + 30,
            )
        except subprocess.TimeoutExpired:
            self.report(name, False, "timed out")
            return ""
        seconds = time.monotonic() - started
        problem = ""
        said = _complaints(done.stderr)
        if done.returncode != 0:
            problem = f"exit status {done.returncode}"
        elif check is not None:
            problem = check(done.stdout)
        if not problem and quiet and said:
            problem = "it wrote to stderr"
        if problem:
            self.report(name, False, f"{problem}\n{_indent(done.stdout + done.stderr)}")
        else:
            lines = done.stdout.strip().splitlines()
            self.report(name, True, f"{lines[-1] if lines else ''} ({seconds:.1f} s)")
        return done.stdout

    def steps(self) -> None:
        if self.step_command is not None:
            for name in STEPS:
                self.run(name, [*self.step_command, name], quiet=True)

    def commands(self) -> None:
        self.run(
            "--help", [*self.command, "--help"], lambda out: "" if "host" in out else "no host"
        )
        self.run(  # argparse's own words come from the gettext catalogue the package ships
            "--lang pl autoplay --help",
            [*self.command, "--lang", "pl", "autoplay", "--help"],
            lambda out: (
                ""
                if out.startswith("użycie:") and "pokazuje tę pomoc" in out
                else "the help is not in Polish"
            ),
        )
        self.run(
            "autoplay",
            [*self.command, "autoplay", "--players", "2", "--seed", "1"],
            lambda out: "" if out.count("stars") == 2 else "no standings",
        )
        pdf = self.run_dir / "blank-cs.pdf"
        self.run(
            "blank-sheets --lang cs",
            [*self.command, "blank-sheets", "--side", "C", "-o", str(pdf), "--lang", "cs"],
            lambda out: "" if pdf.read_bytes().startswith(b"%PDF-") else "no PDF",
        )
        self.host_and_join()

    def host_and_join(self) -> None:
        host_args = ["host", "--players", "1", "--listen", "127.0.0.1"]
        host = subprocess.Popen(
            [*self.command, *host_args, "--no-announce"],
            cwd=self.run_dir,
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            assert host.stdout is not None
            line = host.stdout.readline()
            found = re.match(r"join code: (\S+)", line)
            if not found:
                host.kill()
                _, error = host.communicate()
                self.report("host on 127.0.0.1", False, f"no join code\n{_indent(line + error)}")
                return
            joined = self.run(
                "join with a computer",
                [*self.command, "join", found.group(1), "--bot", "easy", "--name", "Joiner"],
                lambda out: "" if "stars" in out else "no standings",
            )
            out, error = host.communicate(timeout=STEP_SECONDS)
            ok = host.returncode == 0 and "stars" in out and bool(joined)
            self.report(
                "host on 127.0.0.1, no announcement",
                ok,
                _indent(out + error) if not ok else "the game ended",
            )
        finally:
            with contextlib.suppress(ProcessLookupError):
                host.kill()


class Screen:
    """A virtual X screen (Xvfb) and xdotool, to see from outside what a bundle's
    window shows: the bundle runs no code of ours, so it is watched like a person would."""

    def __init__(self, env: dict[str, str]) -> None:
        """Xvfb takes a display number no other X server has (``-displayfd``: it
        writes the number once it listens): a number of our own choosing was taken on
        a shared machine now and then, Xvfb exited, and the keys went to whatever was
        focused on the other server. Raises :class:`RuntimeError` with what Xvfb said
        if it does not start within :data:`STEP_SECONDS`."""
        with tempfile.TemporaryFile() as said:
            ready, told = os.pipe()
            try:
                self.server = subprocess.Popen(
                    ["Xvfb", "-displayfd", str(told), "-screen", "0", "1280x800x24"]
                    + ["-nolisten", "tcp"],
                    stdout=subprocess.DEVNULL,
                    stderr=said,
                    pass_fds=(told,),
                )
            finally:
                os.close(told)
            try:
                number = _first_line(ready, STEP_SECONDS)
            finally:
                os.close(ready)
            if not number.isdigit():
                self.server.kill()
                self.server.wait()
                said.seek(0)
                raise RuntimeError(f"Xvfb did not start: {said.read().decode(errors='replace')}")
        self.display = f":{number}"
        self.env = {**env, "DISPLAY": self.display, "QT_QPA_PLATFORM": "xcb"}

    def window(self, title: str, seconds: float = 30) -> str | None:
        """The id of a window called ``title``, once it is shown (None: it never was)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", f"^{re.escape(title)}$"],
                env=self.env,
                capture_output=True,
                text=True,
            ).stdout.split()
            if found:
                return found[0]
            time.sleep(0.3)
        return None

    def gone(self, window: str, seconds: float = 15) -> None:
        """Until ``window`` is no longer shown."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            shown = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "."],
                env=self.env,
                capture_output=True,
                text=True,
            ).stdout.split()
            if window not in shown:
                return
            time.sleep(0.3)

    def keys(self, window: str, *keys: str) -> None:
        subprocess.run(["xdotool", "windowfocus", "--sync", window], env=self.env, check=False)
        subprocess.run(["xdotool", "key", *keys], env=self.env, check=False)

    def close(self) -> None:
        self.server.kill()
        self.server.wait()


def _first_line(fd: int, seconds: float) -> str:
    """The first line written to ``fd``, stripped ("" if the writer closes it first or
    ``seconds`` pass)."""
    import select

    said = b""
    deadline = time.monotonic() + seconds
    while b"\n" not in said:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            break
        read = os.read(fd, 64)
        if not read:
            break
        said += read
    return said.split(b"\n")[0].decode(errors="replace").strip()


def bundle_starts(smoke: Smoke, exe: str) -> None:
    """The bundle on its own, with an empty data folder of its own: the first start
    sets up a game in the New Game dialog (Ctrl+N, Enter), tries a move with the keys
    (not checked from outside) and quits; the second and third are offered that game,
    continue it and quit. A game is on screen when All maps (Ctrl+M) opens; Quit must
    end the app with nothing on stderr."""
    if not (shutil.which("Xvfb") and shutil.which("xdotool")):
        smoke.report("the bundle's window", False, "needs Xvfb and xdotool")
        return
    own = smoke.work / "bundle-home"
    own.mkdir(mode=0o700)
    try:
        screen = Screen({**smoke.env, "KARTOGRAFOVE_HOME": str(own)})
    except RuntimeError as error:
        smoke.report("the bundle's window", False, str(error))
        return
    try:
        for start in ("first", "second", "third"):
            name = f"the bundle's {start} start " + (
                "starts a game" if start == "first" else "continues it"
            )
            app = subprocess.Popen(
                [exe, "--lang", "en"],
                cwd=smoke.run_dir,
                env=screen.env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            problem = _play_in_the_bundle(screen, new_game=start == "first")
            try:
                _, error = app.communicate(timeout=20 if not problem else 1)
            except subprocess.TimeoutExpired:
                app.kill()
                _, error = app.communicate()
                problem = problem or "Quit did not end the app"
            said = _complaints(error)
            if not problem and app.returncode != 0:
                problem = f"exit status {app.returncode}"
            if not problem and said:
                problem = "it wrote to stderr"
            smoke.report(name, not problem, f"{problem}\n{_indent(error)}" if problem else "")
    finally:
        screen.close()


def _play_in_the_bundle(screen: Screen, new_game: bool) -> str:
    """One start of the bundle's window, driven with keys; what went wrong, or ""."""
    if new_game:
        main = screen.window("Kartografové")
        if main is None:
            return "no main window"
        dialog = None
        for _ in range(4):  # a busy machine may take the keys before the window
            screen.keys(main, "ctrl+n")
            dialog = screen.window("New game", 5)
            if dialog is not None:
                break
        if dialog is None:
            return "Ctrl+N opened no New Game dialog"
        screen.keys(dialog, "Return")  # Start is the default
        screen.gone(dialog)
    else:
        offer = screen.window("Unfinished game")
        if offer is None:
            return "no offer to continue the game in progress"
        screen.keys(offer, "Return")  # Yes is the default
        screen.gone(offer)
        main = screen.window("Kartografové")
        if main is None:
            return "no main window"
    maps = None
    for _ in range(4):
        screen.keys(main, "ctrl+m")
        maps = screen.window("All maps", 5)
        if maps is not None:
            break
    if maps is None:
        return "no game on screen (All maps did not open)"
    screen.keys(maps, "Escape")
    screen.gone(maps)
    # a move with the keys a player uses (the map has the focus): put the shape down,
    # then try along the first row until a place takes it
    screen.keys(main, "Return", *(["Return", "Right"] * 10), "Return")
    screen.keys(main, "ctrl+q")
    return ""


def _complaints(stderr: str) -> list[str]:
    """What a process said on stderr, less what the offscreen platform says whenever a
    window with a layout is shown."""
    noise = "This plugin does not support propagateSizeHints"
    return [line for line in stderr.splitlines() if noise not in line]


def _indent(text: str) -> str:
    return "\n".join("        " + line for line in text.strip().splitlines()[-25:])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", metavar="EXE", help="smoke-test this bundle's executable")
    parser.add_argument("--step", choices=STEPS, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.step:
        STEPS[args.step]()
        return 0
    started = time.monotonic()
    steps = [sys.executable, str(Path(__file__).resolve()), "--step"]
    if args.bundle:
        exe = str(Path(args.bundle).resolve())
        smoke = Smoke([exe], steps)
    else:
        console = Path(sys.executable).parent / (
            "cartografove.exe" if os.name == "nt" else "cartografove"
        )
        if not console.is_file():
            print(f"smoke: no cartografove command beside {sys.executable}", file=sys.stderr)
            return 2
        smoke = Smoke([str(console)], steps)
    print(f"smoke test in {smoke.work}")
    smoke.steps()
    smoke.commands()
    if args.bundle:
        bundle_starts(smoke, exe)
    seconds = time.monotonic() - started
    if not smoke.failures:
        shutil.rmtree(smoke.work, ignore_errors=True)
    if smoke.failures:
        print(
            f"smoke: {len(smoke.failures)} failed ({', '.join(smoke.failures)}) in {seconds:.0f} s"
        )
        return 1
    print(f"smoke: all passed in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
