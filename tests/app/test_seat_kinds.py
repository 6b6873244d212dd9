"""The seat chooser of New Game (issue 26): every level says how it plays, in the
player's language, and expert is one of them."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cartografove.app.game_setup.form import SEAT_KINDS
from cartografove.app.game_setup.seat_kinds import kind_descriptions, seat_combo
from cartografove.bots import LEVELS


def test_every_computer_level_but_random_is_a_seat_kind_with_a_description(app):
    computers = [kind for kind in SEAT_KINDS if kind not in ("person", "remote")]
    assert computers == [level for level in LEVELS if level != "random"]
    combo = seat_combo(1)
    tips = {
        combo.itemData(i): combo.itemData(i, Qt.ItemDataRole.ToolTipRole)
        for i in range(combo.count())
    }
    assert set(tips) == set(SEAT_KINDS) and all(tips.values())
    assert len(set(tips.values())) == len(tips)  # each level plays its own way
    combo.setCurrentIndex(combo.findData("expert"))
    assert combo.toolTip() == tips["expert"]


def test_the_descriptions_are_translated(app):
    from cartografove.app.i18n import switch_language

    english = kind_descriptions()
    try:
        for language in ("cs", "pl"):
            switch_language(language)
            said = kind_descriptions()
            assert all(said[kind] != english[kind] for kind in english), language
    finally:
        switch_language("en")
