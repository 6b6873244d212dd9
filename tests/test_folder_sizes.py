"""No folder of the package holds more than 14 modules (docs/ARCHITECTURE.md): a
folder that grows past it is split by responsibility (issue 22: app/network held
19, then app/ itself, whose main window and look went to window/ and look/)."""

from __future__ import annotations

from pathlib import Path

import cartografove

ROOT = Path(cartografove.__file__).parent
LIMIT = 14


def sizes() -> dict[str, int]:
    found = {}
    for folder in [ROOT, *sorted(p for p in ROOT.rglob("*") if p.is_dir())]:
        if folder.name == "__pycache__":
            continue
        modules = [p for p in folder.glob("*.py") if p.name != "__init__.py"]
        found[folder.relative_to(ROOT.parent).as_posix()] = len(modules)
    return found


def test_no_folder_holds_more_modules_than_the_limit():
    over = {folder: count for folder, count in sizes().items() if count > LIMIT}
    assert over == {}


def test_the_folders_split_by_responsibility_keep_to_the_limit():
    found = sizes()
    for folder in ("app", "app/network", "app/play", "app/window", "app/look"):
        assert found[f"cartografove/{folder}"] <= LIMIT
