"""The main window owns its work (issue 22), read from the source: what the window
does is its own methods or the controllers it owns, never free functions that
change its members (the old ``window_hooks.py`` set ``window.play`` and
``window.session``); no class of the app is a mixin (the play screen once was four);
and a controller is handed typed things, never ``Any``."""

from __future__ import annotations

import ast
import contextlib
from collections.abc import Iterator
from pathlib import Path

import cartografove

PACKAGE = Path(cartografove.__file__).parent
APP = PACKAGE / "app"
MAIN_WINDOW = APP / "window" / "main_window.py"


def sources(folder: Path) -> Iterator[tuple[str, ast.Module]]:
    for path in sorted(folder.rglob("*.py")):
        name = path.relative_to(PACKAGE.parent).as_posix()
        yield name, ast.parse(path.read_text(encoding="utf-8"), name)


def type_names(annotation: ast.expr) -> set[str]:
    """The names an annotation uses, those inside a quoted one (``"Any"``) too."""
    found: set[str] = set()
    for node in ast.walk(annotation):
        if isinstance(node, ast.Name):
            found.add(node.id)
        elif isinstance(node, ast.Attribute):
            found.add(node.attr)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            with contextlib.suppress(SyntaxError):  # a Literal's value ("3d"): no type
                found |= type_names(ast.parse(node.value, mode="eval").body)
    return found


def names_a_window(annotation: ast.expr | None) -> bool:
    """``MainWindow``, ``MainWindow | None``, ``"MainWindow"`` (not ``QMainWindow``)."""
    return annotation is not None and "MainWindow" in type_names(annotation)


def makes_a_window(value: ast.expr | None) -> bool:
    if not isinstance(value, ast.Call):
        return False
    called = value.func
    return (isinstance(called, ast.Name) and called.id == "MainWindow") or (
        isinstance(called, ast.Attribute) and called.attr == "MainWindow"
    )


def window_holders(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """The names in ``function`` that hold a main window: its parameters typed
    ``MainWindow`` and the variables it makes one in."""
    arguments = function.args
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    held = {a.arg for a in every if names_a_window(a.annotation)}
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and makes_a_window(node.value):
            held |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Name)
            and (names_a_window(node.annotation) or makes_a_window(node.value))
        ):
            held.add(node.target.id)
    return held


def self_window_attributes(cls: ast.ClassDef) -> set[str]:
    """The attributes of ``cls`` that hold a main window (``self.window = window``
    of a ``MainWindow`` parameter, or an attribute annotated ``MainWindow``)."""
    held: set[str] = set()
    for node in ast.walk(cls):
        if isinstance(node, ast.AnnAssign) and names_a_window(node.annotation):
            target = node.target
            if isinstance(target, ast.Name):
                held.add(target.id)
            elif isinstance(target, ast.Attribute):
                held.add(target.attr)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            windows = window_holders(node)
            for inner in ast.walk(node):
                if isinstance(inner, ast.Assign) and (
                    makes_a_window(inner.value)
                    or (isinstance(inner.value, ast.Name) and inner.value.id in windows)
                ):
                    held |= {
                        t.attr
                        for t in inner.targets
                        if isinstance(t, ast.Attribute)
                        and isinstance(t.value, ast.Name)
                        and t.value.id == "self"
                    }
    return held


def is_a_window(node: ast.expr, names: set[str], attributes: set[str]) -> bool:
    if isinstance(node, ast.Name):
        return node.id in names
    return (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
        and node.attr in attributes
    )


def unpacked(targets: list[ast.expr]) -> list[ast.expr]:
    """``a, (b, *c) = …`` assigns to a, b and c."""
    flat: list[ast.expr] = []
    for target in targets:
        if isinstance(target, ast.Tuple | ast.List):
            flat += unpacked(target.elts)
        elif isinstance(target, ast.Starred):
            flat += unpacked([target.value])
        else:
            flat.append(target)
    return flat


def window_writes(tree: ast.Module) -> tuple[list[str], int]:
    """Every place in ``tree`` that sets, changes or deletes an attribute of a main
    window (``window.play = …``, ``window.count += 1``, ``del window.link``,
    ``setattr(window, …)``), and how many functions there hold a window at all."""
    in_class: dict[int, set[str]] = {}
    for cls in ast.walk(tree):
        if isinstance(cls, ast.ClassDef):
            held = self_window_attributes(cls)
            in_class.update({id(f): held for f in ast.walk(cls)})
    found: set[str] = set()
    holders = 0
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        names, attributes = window_holders(function), in_class.get(id(function), set())
        holders += bool(names or attributes)
        for node in ast.walk(function):
            targets: list[ast.expr] = []
            if isinstance(node, ast.Assign | ast.Delete):
                targets = list(node.targets)
            elif isinstance(node, ast.AugAssign | ast.AnnAssign):
                targets = [node.target]
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in {"setattr", "delattr"}
                and node.args
            ):
                targets = [ast.Attribute(value=node.args[0], attr="?")]
            if any(
                isinstance(t, ast.Attribute) and is_a_window(t.value, names, attributes)
                for t in unpacked(targets)
            ):
                found.add(f"{function.name}:{node.lineno}")
    return sorted(found), holders


def test_no_function_outside_the_main_window_module_writes_a_window_attribute():
    writes = {}
    holders = 0
    for name, tree in sources(PACKAGE):
        if name == MAIN_WINDOW.relative_to(PACKAGE.parent).as_posix():
            continue
        found, held = window_writes(tree)
        holders += held
        if found:
            writes[name] = found
    assert writes == {}
    assert holders >= 2  # start-up's first screen and its recovery hold the window


def test_the_check_finds_what_the_old_hooks_did():
    """The shapes ``window_hooks.py`` had, each found, and reading a window is not."""
    hooks = ast.parse(
        "def adopt(window: MainWindow, play) -> None:\n"
        "    window.play = play\n"
        "    window.session.game = play.game\n"  # the session's attribute, not the window's
        "    print(window.unfinished)\n"
        "def count(window: 'MainWindow') -> None:\n"
        "    window.games += 1\n"
        "    setattr(window, 'link', None)\n"
        "def made() -> None:\n"
        "    w = MainWindow(settings)\n"
        "    del w.link\n"
        "    w.unfinished, (w.play, *rest) = None, (1, 2)\n"
        "class Keeper:\n"
        "    def __init__(self, window: MainWindow) -> None:\n"
        "        self.window = window\n"
        "    def drop(self) -> None:\n"
        "        self.window.session = None\n"
    )
    found, holders = window_writes(hooks)
    assert found == ["adopt:2", "count:6", "count:7", "drop:16", "made:10", "made:11"]
    assert holders == 5


def test_no_class_of_the_app_is_a_mixin():
    """One base each: a class that needs a second is state spread over classes that
    re-declare each other's attributes (the play screen's four mixins)."""
    mixed = [
        f"{name}: {node.name}"
        for name, tree in sources(APP)
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef) and (len(node.bases) > 1 or "Mixin" in node.name)
    ]
    assert mixed == []


def test_no_controller_takes_or_gives_any():
    """Every class of the app named a controller, and every method of it: its
    parameters and its result are typed, never ``Any``."""
    controllers = []
    untyped = []
    for name, tree in sources(APP):
        for cls in ast.walk(tree):
            if not (isinstance(cls, ast.ClassDef) and cls.name.endswith("Controller")):
                continue
            controllers.append(cls.name)
            for function in cls.body:
                if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                    continue
                arguments = function.args
                every = [
                    *arguments.posonlyargs,
                    *arguments.args,
                    *arguments.kwonlyargs,
                    *filter(None, (arguments.vararg, arguments.kwarg)),
                ]
                annotations = [a.annotation for a in every] + [function.returns]
                if any("Any" in type_names(a) for a in filter(None, annotations)):
                    untyped.append(f"{name}: {cls.name}.{function.name}")
    assert untyped == []
    assert {"GameController", "NetworkController", "HintController"} <= set(controllers)
