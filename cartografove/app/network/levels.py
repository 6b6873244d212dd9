"""The computer cartographers' levels, named in the player's language (the net
package's :data:`~cartografove.net.cli.LEVELS`)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from ..text import translate


def fill_levels(box: QComboBox) -> None:
    names = {
        "random": translate("NetLevels", "Random"),
        "easy": translate("NetLevels", "Easy"),
        "medium": translate("NetLevels", "Medium"),
        "hard": translate("NetLevels", "Hard"),
        "expert": translate("NetLevels", "Expert"),
    }
    for level, name in names.items():
        box.addItem(name, level)
