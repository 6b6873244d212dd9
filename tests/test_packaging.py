"""``pip install .`` from a clean checkout gives a working ``cartografove`` (issue 8).

The wheel is built from a copy of the checkout's files (tracked, plus new ones git does
not ignore — in CI's fresh clone that is exactly ``git ls-files``), never from the work
tree, so neither stale ``build/`` output nor local untracked data can hide a file
missing from the package data. It is then installed with ``pip --target`` into a
temporary folder and run from an unrelated working directory, with the import log
proving that every ``cartografove`` module came from there and not from this checkout
(which the test venv has installed in editable mode).

Building uses pip's build isolation, as ``pip install .`` does: pip fetches the
``[build-system]`` requirements (setuptools) from the package index or its cache.
Where pip cannot get them (offline: on a train, in a packager's chroot), the tests
skip and say so; whether it can is asked of pip itself, once, with no retries and a
short timeout, before anything is copied or built. The PyInstaller bundle is slow and
is built by ``packaging/build.sh`` instead.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("cs", "pl")
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

pytestmark = pytest.mark.skipif(
    shutil.which("git") is None or not (ROOT / ".git").exists(),
    reason="needs a git checkout to know which files a clean checkout has",
)


def checkout_files() -> list[str]:
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    ).stdout.decode()
    return sorted({name for name in listed.split("\0") if name and (ROOT / name).is_file()})


def child_env(home: Path | None = None, **extra: str) -> dict[str, str]:
    """The environment of a child process. ``home``: the user folders it may use, for
    children started by module fixtures, which run before any test has a home of its
    own (pip's build runs tools, such as a rustup proxy, that write into the home)."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PYTHON", "PIP_REQUIRE", "QT_")) and key != "VIRTUAL_ENV"
    }
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PYTHONNOUSERSITE="1")
    if home is not None:
        env["HOME"] = str(home)
        for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            env[variable] = str(home / variable.lower())
        env["KARTOGRAFOVE_HOME"] = str(home / "kartografove")
    env.update(extra)
    return env


@pytest.fixture(scope="module")
def work(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("packaging")
    (work / "home").mkdir()
    return work


INDEX_TIMEOUT_S = 10  # per connection; pip is told not to retry


def build_requirements_unavailable(work: Path) -> str | None:
    """Why pip cannot get the build's requirements from its package index, links and
    cache (None: it can), by asking it to download them as the build would, with no
    retries: a bounded answer, not a guess from the network's look. Any version will
    do here: a version the index does not have is the build's failure, not a skip."""
    wanted = tomllib.loads((ROOT / "pyproject.toml").read_text())["build-system"]["requires"]
    requires = [re.split(r"[\s<>=!~;\[]", requirement, maxsplit=1)[0] for requirement in wanted]
    fetched = subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary", ":all:",
         "--retries", "0", "--timeout", str(INDEX_TIMEOUT_S), "-d", str(work / "requires"),
         *requires],
        cwd=work,
        env=child_env(home=work / "home"),
        capture_output=True,
        text=True,
        timeout=60 + INDEX_TIMEOUT_S * 6,
    )  # fmt: skip
    if fetched.returncode == 0:
        return None
    said = [line for line in fetched.stderr.splitlines() if line.strip()]
    last = said[-1].removeprefix("ERROR: ") if said else f"pip said {fetched.returncode}"
    return f"{' '.join(requires)}: {last}"


@pytest.fixture(scope="module")
def index(work: Path) -> None:
    """The build's requirements can be had (else every test here skips, saying why)."""
    missing = build_requirements_unavailable(work)
    if missing is not None:
        pytest.skip(f"pip cannot get the build's requirements (offline?): {missing}")


@pytest.fixture(scope="module")
def source(work: Path, index: None) -> Path:
    """A clean copy of the checkout."""
    copy = work / "source"
    for name in checkout_files():
        target = copy / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target)
    return copy


@pytest.fixture(scope="module")
def build(work: Path, source: Path) -> subprocess.CompletedProcess[str]:
    """``pip wheel`` at its normal verbosity, which shows the build backend's warnings."""
    out = work / "wheels"
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-w", str(out)],
        cwd=work,
        env=child_env(home=work / "home"),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, f"pip wheel failed:\n{built.stdout}\n{built.stderr}"
    return built


@pytest.fixture(scope="module")
def wheel(work: Path, build: subprocess.CompletedProcess[str]) -> Path:
    (found,) = (work / "wheels").glob("kartografove-*.whl")
    return found


def test_the_build_prints_no_warnings_of_ours(build: subprocess.CompletedProcess[str]) -> None:
    """setuptools warns about our configuration (a deprecated ``license`` table, data
    folders it "would ignore") in boxes a user installing the app reads as trouble."""
    said = build.stdout + build.stderr
    assert not re.search(r"Warning|would be ignored|deprecated", said), said[-3000:]


@pytest.fixture(scope="module")
def site(work: Path, wheel: Path) -> Path:
    """The wheel installed as a plain folder to put on PYTHONPATH."""
    target = work / "site"
    installed = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--target", str(target), str(wheel)],
        cwd=work,
        env=child_env(home=work / "home"),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert installed.returncode == 0, f"pip install failed:\n{installed.stderr}"
    return target


@pytest.fixture(scope="module")
def elsewhere(work: Path) -> Path:
    """A working directory with nothing of the project in it."""
    folder = work / "elsewhere"
    folder.mkdir()
    return folder


def run_installed(site: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        args,
        cwd=cwd,
        env=child_env(PYTHONPATH=str(site), PYTHONSAFEPATH="1", QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_wheel_carries_the_package_data(wheel: Path, source: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
        scripts = archive.read(entry_points).decode()
    shipped = {
        f"cartografove/resources/{path.relative_to(source / 'resources').as_posix()}"
        for path in (source / "resources").rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    assert shipped - names == set(), "resources/ files missing from the wheel"
    expected = {
        "cartografove/py.typed",
        "cartografove/resources/fonts/LICENSE-DejaVu.txt",
        "cartografove/resources/icons/kartografove.svg",
        *(f"cartografove/resources/i18n/cartografove_{lang}.qm" for lang in LANGUAGES),
        *(f"cartografove/resources/icons/kartografove-{size}.png" for size in ICON_SIZES),
    }
    assert expected - names == set()
    for folder, suffix in (("data", ".json"), ("fonts", ".ttf")):
        assert any(
            n.startswith(f"cartografove/resources/{folder}/") and n.endswith(suffix) for n in names
        ), f"no {suffix} in resources/{folder}"
    assert {name.split("/")[0] for name in names} == {
        "cartografove",
        wheel.name.split("-py3")[0] + ".dist-info",
    }, "the wheel holds something besides the package (tests? scripts?)"
    assert re.search(r"^cartografove = cartografove\.__main__:main$", scripts, re.MULTILINE)


def test_the_wheel_has_exactly_the_modules_of_the_tree(wheel: Path, source: Path) -> None:
    """A package list kept by hand once left two sub-packages out of the wheel; the
    installed app could not start a game (issue 20). Whatever the tree has, the wheel has,
    and nothing else."""
    in_tree = {
        path.relative_to(source).as_posix() for path in (source / "cartografove").rglob("*.py")
    } | {
        f"cartografove/resources/{path.relative_to(source / 'resources').as_posix()}"
        for path in (source / "resources").rglob("*.py")
    }
    with zipfile.ZipFile(wheel) as archive:
        in_wheel = {name for name in archive.namelist() if name.endswith(".py")}
    assert sorted(in_tree - in_wheel) == [], "modules of the tree missing from the wheel"
    assert sorted(in_wheel - in_tree) == [], "modules in the wheel the tree does not have"


def test_the_installed_copy_plays_a_game_from_its_own_files(site: Path, elsewhere: Path) -> None:
    played = run_installed(
        site, elsewhere, sys.executable, "-v", "-m", "cartografove", "autoplay", "--players", "2",
        "--seed", "1",
    )  # fmt: skip
    assert played.returncode == 0, played.stderr[-3000:]
    lines = played.stdout.splitlines()
    assert lines[0] == "Sheet C, seed 1"
    assert len([line for line in lines if line.rstrip().endswith(")") and "stars" in line]) == 2
    # -v logs the file of every module imported: all of the package's came from `site`
    loaded = set(re.findall(r"(/\S*/cartografove/\S*\.pyc?)\b", played.stderr))
    assert any(path.endswith("/cartografove/__main__.py") for path in loaded), played.stderr[-2000:]
    strays = sorted(path for path in loaded if not path.startswith(str(site) + os.sep))
    assert strays == [], f"modules loaded from outside the installed copy: {strays[:5]}"


def test_the_installed_copy_finds_its_data_and_translations(site: Path, elsewhere: Path) -> None:
    probe = """
import json
import cartografove
from cartografove.paths import resource_dir
from PySide6.QtCore import QTranslator
folder = resource_dir()
loaded = {}
for language in ("cs", "pl"):
    translator = QTranslator()
    ok = translator.load(str(folder / "i18n" / f"cartografove_{language}.qm"))
    loaded[language] = ok and not translator.isEmpty()
print(json.dumps({
    "package": cartografove.__file__,
    "resources": str(folder),
    "data": sorted(p.name for p in (folder / "data").glob("*.json")),
    "fonts": sorted(p.name for p in (folder / "fonts").glob("*.ttf")),
    "translations": loaded,
}))
"""
    answer = run_installed(site, elsewhere, sys.executable, "-c", probe)
    assert answer.returncode == 0, answer.stderr
    found = json.loads(answer.stdout)
    assert found["package"] == str(site / "cartografove" / "__init__.py")
    assert found["resources"] == str(site / "cartografove" / "resources")
    assert found["data"] == sorted(p.name for p in (ROOT / "resources" / "data").glob("*.json"))
    assert found["fonts"] == sorted(p.name for p in (ROOT / "resources" / "fonts").glob("*.ttf"))
    assert found["translations"] == dict.fromkeys(LANGUAGES, True)


def test_the_console_script_runs(site: Path, elsewhere: Path) -> None:
    script = site / "bin" / ("cartografove.exe" if os.name == "nt" else "cartografove")
    assert script.is_file(), "pip installed no cartografove command"
    helped = run_installed(site, elsewhere, str(script), "--help")
    assert helped.returncode == 0, helped.stderr
    assert "autoplay" in helped.stdout
