"""Who sits in each seat of a new game: a person, or a computer cartographer of
some level (issue 13). One combo box a seat, beside its name."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from ..text import translate

# The levels offered, strongest last; "random" is for tests, not people.
LEVELS = ("easy", "medium", "hard")


def level_names() -> dict[str, str]:
    return {
        "easy": translate("SeatKinds", "Computer · easy"),
        "medium": translate("SeatKinds", "Computer · medium"),
        "hard": translate("SeatKinds", "Computer · hard"),
    }


def seat_combo() -> QComboBox:
    """A seat's chooser: Person first (the default), then the computer levels."""
    combo = QComboBox()
    combo.addItem(translate("SeatKinds", "Person"), None)
    for level, name in level_names().items():
        combo.addItem(name, level)
    combo.setAccessibleName(translate("SeatKinds", "Who plays this seat"))
    return combo


def computers(combos: list[QComboBox], count: int) -> dict[int, str]:
    """The seats among the first ``count`` that a computer plays, with its level."""
    return {
        index: str(combo.currentData())
        for index, combo in enumerate(combos[:count])
        if combo.currentData() is not None
    }
