"""Who sits in each seat of a new game: a person, or a computer cartographer of
some level (issue 13). One combo box a seat, beside its name; the choice itself is
the form's (:data:`~.form.SEAT_KINDS`)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from ..text import translate
from .form import SeatKind


def kind_names() -> dict[SeatKind, str]:
    """The seat kinds in the user's language, person first (the default)."""
    return {
        "person": translate("SeatKinds", "Person"),
        "easy": translate("SeatKinds", "Computer · easy"),
        "medium": translate("SeatKinds", "Computer · medium"),
        "hard": translate("SeatKinds", "Computer · hard"),
        "remote": translate("SeatKinds", "At another computer"),
    }


def seat_combo(number: int) -> QComboBox:
    """Seat ``number``'s chooser; its data is the :data:`~.form.SeatKind`."""
    combo = QComboBox()
    for kind, name in kind_names().items():
        combo.addItem(name, kind)
    combo.setAccessibleName(translate("SeatKinds", "Who plays seat {number}").format(number=number))
    return combo
