"""Imports live at the top of a module (issue 22). An import inside a function is
kept only where it defers something heavy until it is needed — Qt for a command
that draws nothing, nats and the network until a network game, a screen until it
is opened — so the app and the command line start quickly. Each such block says
why in a comment (on its first line or the line above), and each module may hold
no more of them than this list allows: a new one is a decision, not a habit."""

from __future__ import annotations

import ast
from pathlib import Path

import cartografove

ROOT = Path(cartografove.__file__).parent

ALLOWED = {
    "cartografove.__main__": 12,  # each command loads what it runs: Qt, bots, net
    "cartografove.app.window.game_controller": 4,  # the play screen with the first game
    "cartografove.app.window.main_window": 15,  # each screen and dialog when first opened
    "cartografove.app.sheet.motion": 1,  # ctypes, on Windows only
    "cartografove.app.play.screen": 1,  # the replay viewer, which loads printing
    "cartografove.app.printing.actions": 2,  # QtPrintSupport
    "cartografove.app.printing.printer": 2,  # QtPrintSupport
    "cartografove.net.ongoing": 3,  # nacl and the server, read at the app's start
    "cartografove.net.server.place": 4,  # zeroconf and nacl, read at the app's start
    "cartografove.cli_language": 1,  # Qt only for --lang
    "cartografove.network_words": 6,  # Qt only for host/join --lang and verify
}
# The network commands: each of host, join, autoplay and the lists loads only what
# it runs, so `cartografove host --help` answers at once; said once here, not per
# block (the module is shared with the net package's own work).
WHOLE_MODULE_REASON = {"cartografove.net.cli": 29}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def deferred(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """The imports inside functions, each once (nested functions included)."""
    found: dict[int, ast.Import | ast.ImportFrom] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for inner in ast.walk(node):
                if isinstance(inner, ast.Import | ast.ImportFrom):
                    found.setdefault(id(inner), inner)
    return sorted(found.values(), key=lambda n: n.lineno)


def unexplained(lines: list[str], imports: list[ast.Import | ast.ImportFrom]) -> list[int]:
    """The first line of each block of deferred imports with no comment saying why."""
    missing = []
    previous_end = -1
    for node in imports:
        between = lines[previous_end : node.lineno - 1] if previous_end > 0 else ["x"]
        if all(not line.strip() for line in between):  # the same block as the one before
            previous_end = node.end_lineno or node.lineno
            continue
        previous_end = node.end_lineno or node.lineno
        first, above = lines[node.lineno - 1], lines[node.lineno - 2].strip()
        if "#" not in first and not above.startswith("#"):
            missing.append(node.lineno)
    return missing


def survey() -> dict[str, tuple[int, list[int]]]:
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        imports = deferred(ast.parse(source))
        if imports:
            found[module_name(path)] = (len(imports), unexplained(source.split("\n"), imports))
    return found


def test_no_module_defers_more_imports_than_allowed():
    allowed = {**ALLOWED, **WHOLE_MODULE_REASON}
    over = {
        module: (count, allowed.get(module, 0))
        for module, (count, _) in survey().items()
        if count > allowed.get(module, 0)
    }
    assert over == {}


def test_each_deferred_import_says_why():
    missing = {
        module: lines
        for module, (_, lines) in survey().items()
        if lines and module not in WHOLE_MODULE_REASON
    }
    assert missing == {}


def test_the_allow_list_is_not_larger_than_needed():
    """A module that no longer defers as many imports lowers its number."""
    found = survey()
    slack = {
        module: (found.get(module, (0, []))[0], allowed)
        for module, allowed in {**ALLOWED, **WHOLE_MODULE_REASON}.items()
        if found.get(module, (0, []))[0] < allowed
    }
    assert slack == {}


def test_the_survey_sees_a_deferred_import_without_a_reason():
    source = (
        "def f():\n    import json\n    return json\n\n\n"
        "def g():\n    # why\n    import os\n\n    import sys\n    return os, sys\n"
    )
    imports = deferred(ast.parse(source))
    assert len(imports) == 3
    assert unexplained(source.split("\n"), imports) == [2]
