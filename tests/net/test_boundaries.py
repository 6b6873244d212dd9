"""The network layer is pure Python: rules and records, never Qt or the app."""

from __future__ import annotations

import ast
from pathlib import Path

NET = Path(__file__).resolve().parents[2] / "cartografove" / "net"


def test_the_network_layer_imports_no_qt_and_no_app() -> None:
    for path in NET.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [("." * node.level) + (node.module or "")]
            for name in names:
                assert not name.startswith(("PySide6", "shiboken6")), f"{path.name}: {name}"
                assert "app" not in name.lstrip(".").split(".")[:1], f"{path.name}: {name}"
                assert not name.startswith("..app"), f"{path.name}: {name}"
