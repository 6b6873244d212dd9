"""The network package keeps to the house's size (ARCHITECTURE "The house"): no
folder of it holds more than 14 modules — net/ had 18 before its server moved into
net/server/."""

from __future__ import annotations

from pathlib import Path

import cartografove.net

NET = Path(cartografove.net.__file__).parent
MOST = 14


def test_no_folder_of_the_network_package_holds_more_than_14_modules() -> None:
    folders = [
        NET,
        *(path for path in NET.rglob("*") if path.is_dir() and path.name != "__pycache__"),
    ]
    sizes = {
        folder.relative_to(NET.parent).as_posix(): len(
            [module for module in folder.glob("*.py") if module.name != "__init__.py"]
        )
        for folder in folders
    }
    assert sizes["net/server"] >= 5  # the server's modules are there
    assert {folder: size for folder, size in sizes.items() if size > MOST} == {}


def test_every_folder_says_what_it_holds() -> None:
    for folder in [NET, NET / "server"]:
        docstring = (folder / "__init__.py").read_text("utf-8")
        assert docstring.startswith('"""') and len(docstring) > 100, folder
