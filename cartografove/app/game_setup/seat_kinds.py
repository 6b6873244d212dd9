"""Who sits in each seat of a new game: a person, or a computer cartographer of
some level (issue 13). One combo box a seat, beside its name; the choice itself is
the form's (:data:`~.form.SEAT_KINDS`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from ..text import translate
from .form import SeatKind

_TOOLTIP = Qt.ItemDataRole.ToolTipRole


def kind_names() -> dict[SeatKind, str]:
    """The seat kinds in the user's language, person first (the default)."""
    return {
        "person": translate("SeatKinds", "Person"),
        "easy": translate("SeatKinds", "Computer · easy"),
        "medium": translate("SeatKinds", "Computer · medium"),
        "hard": translate("SeatKinds", "Computer · hard"),
        "expert": translate("SeatKinds", "Computer · expert"),
        "remote": translate("SeatKinds", "At another computer"),
    }


def kind_descriptions() -> dict[SeatKind, str]:
    """How each kind of seat plays, in the user's language (the chooser's tooltips):
    the levels differ in how they think, not only in how well (issue 26)."""
    return {
        "person": translate("SeatKinds", "Someone at this computer plays this seat."),
        "easy": translate(
            "SeatKinds",
            "A beginner: thinks only of this season's two edicts, often forgets the "
            "monster next to the space it fills, and does not always pick its best idea.",
        ),
        "medium": translate(
            "SeatKinds",
            "A steady player: counts every edict still to come and builds towards them, "
            "but may forget an edict until its season comes and sometimes leaves a "
            "monster open.",
        ),
        "hard": translate(
            "SeatKinds",
            "Plans ahead: tries its best moves against cards that may come next and "
            "keeps room for them. Thinks under a second per move.",
        ),
        "expert": translate(
            "SeatKinds",
            "Plans furthest: plays its best moves a few cards on against the cards "
            "that may still come, ambushes and heroes included. Thinks up to two "
            "seconds per move.",
        ),
        "remote": translate("SeatKinds", "A person playing from another computer."),
    }


def seat_combo(number: int) -> QComboBox:
    """Seat ``number``'s chooser; its data is the :data:`~.form.SeatKind`."""
    combo = QComboBox()
    descriptions = kind_descriptions()
    for kind, name in kind_names().items():
        combo.addItem(name, kind)
        combo.setItemData(combo.count() - 1, descriptions[kind], _TOOLTIP)

    def describe() -> None:
        combo.setToolTip(str(combo.currentData(_TOOLTIP) or ""))

    combo.currentIndexChanged.connect(describe)
    describe()
    combo.setAccessibleName(translate("SeatKinds", "Who plays seat {number}").format(number=number))
    return combo
