"""The architecture's boundaries (ARCHITECTURE "Boundaries")."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "cartografove"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def test_the_rules_import_no_qt():
    for path in (PACKAGE / "rules").rglob("*.py"):
        qt = {m for m in imported_modules(path) if m.split(".")[0] in {"PySide6", "shiboken6"}}
        assert not qt, f"{path.name} imports {qt}"


def test_the_rules_run_without_qt_loaded():
    code = (
        "import sys\n"
        "from tests.random_play import autoplay\n"
        "from cartografove.rules.game import Game\n"
        "from cartografove.rules.setup import Setup\n"
        "autoplay(Game(Setup(players=('A', 'B'), seed=1)))\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=PACKAGE.parent)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def resolved_imports(path: Path, *, top_level_only: bool = False) -> set[str]:
    """Every module a file imports, relative imports made absolute (``from . import
    x`` counts as both the package and ``package.x``, since x may be a module).
    ``top_level_only`` leaves out imports inside functions (those run late and make
    no import circle)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package.pop()
    nodes = tree.body if top_level_only else list(ast.walk(tree))
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            found.add(module)
            found |= {f"{module}.{alias.name}" for alias in node.names}
    return found


def _reaches(found: set[str], forbidden: tuple[str, ...]) -> set[str]:
    return {m for m in found if any(m == f or m.startswith(f + ".") for f in forbidden)}


QT = ("PySide6", "shiboken6")
BOUNDARIES = {
    # the engine stands alone: no files of the player's, no screens, no players, no Qt
    "rules": (
        "cartografove.records",
        "cartografove.app",
        "cartografove.bots",
        "cartografove.net",
        *QT,
    ),
    # the player's records are read and written without any screen
    "records": ("cartografove.app",),
    # computer players play through the engine, headless
    "bots": ("cartografove.app", *QT),
}


@pytest.mark.parametrize("package", sorted(BOUNDARIES))
def test_each_package_imports_only_what_its_boundary_allows(package):
    crossings = {
        str(path.relative_to(PACKAGE)): sorted(
            _reaches(resolved_imports(path), BOUNDARIES[package])
        )
        for path in sorted((PACKAGE / package).rglob("*.py"))
    }
    assert {path: found for path, found in crossings.items() if found} == {}


def test_the_boundary_check_sees_relative_imports():
    """The check above resolves ``from ..app import x``; a file of the app proves it."""
    found = resolved_imports(PACKAGE / "app" / "play" / "score_screens.py")
    assert "cartografove.rules.game" in found


def test_the_rules_have_no_import_circle():
    """Module-level imports among the rules form no circle (the scoring cards
    imported each other's modules once)."""
    modules = {_module_name(p): p for p in (PACKAGE / "rules").rglob("*.py")}
    graph = {
        name: {m for m in resolved_imports(path, top_level_only=True) if m in modules} - {name}
        for name, path in modules.items()
    }
    # a package's __init__ importing its own modules is how a package is built
    for name in graph:
        graph[name] = {m for m in graph[name] if not name.startswith(m + ".")}
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        assert name not in path, "import circle: " + " -> ".join([*path, name])
        if name in done:
            return
        for imported in sorted(graph[name]):
            visit(imported, (*path, name))
        done.add(name)

    for name in sorted(graph):
        visit(name, ())
