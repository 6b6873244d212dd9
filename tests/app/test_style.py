"""Disabled looks disabled (issue 20): the app's style sheet gives every widget its brown
ink, which also won over the palette's disabled colour, so Save, Export, Print, Undo and
All maps with no game on screen looked usable."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QMenu, QPushButton

from cartografove.app.records.look import styled
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow

Group = QPalette.ColorGroup
TEXTS = (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText)


def differs(palette: QPalette) -> bool:
    return all(palette.color(Group.Disabled, r) != palette.color(Group.Active, r) for r in TEXTS)


def test_the_menus_draw_what_cannot_be_used_without_a_game_disabled(app, qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    idle = [window.menus.save_action, window.menus.export_pdf_action, window.menus.undo_action]
    idle.append(window.menus.overview_action)
    assert not any(action.isEnabled() for action in idle)
    menus = [action.menu() for action in window.menuBar().actions()]
    holding = [m for m in menus if isinstance(m, QMenu) and set(idle) & set(m.actions())]
    assert holding
    for menu in holding:
        menu.ensurePolished()
        assert differs(menu.palette()), menu.title()


def test_buttons_are_drawn_disabled_in_every_look(app, qtbot):
    plain = QPushButton("Start")
    records = QPushButton("Open")
    styled(records)
    for button in (plain, records):
        qtbot.addWidget(button)
        button.setEnabled(False)
        button.show()
        button.ensurePolished()
        assert differs(button.palette())
