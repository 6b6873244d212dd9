"""The architecture's boundaries (ARCHITECTURE "Boundaries")."""

import ast
import subprocess
import sys
from pathlib import Path

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
        "from cartografove.rules.bot import autoplay\n"
        "from cartografove.rules.game import Game\n"
        "from cartografove.rules.setup import Setup\n"
        "autoplay(Game(Setup(players=('A', 'B'), seed=1)))\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=PACKAGE.parent)
