"""The computer cartographers' levels, named in the player's language (the net
package's :data:`~cartografove.net.cli.LEVELS`).

The player chooses among the levels New Game offers, with medium chosen first: the
"random" player, which makes any legal move, stays for tests and the command line,
because in a list of levels its name reads as "a level picked at random" (issue 25).
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from ...text import translate

DEFAULT_LEVEL = "medium"


def fill_levels(box: QComboBox) -> None:
    names = {
        "easy": translate("NetLevels", "Easy"),
        "medium": translate("NetLevels", "Medium"),
        "hard": translate("NetLevels", "Hard"),
        "expert": translate("NetLevels", "Expert"),
    }
    for level, name in names.items():
        box.addItem(name, level)
    box.setCurrentIndex(box.findData(DEFAULT_LEVEL))
