"""Every dialog fits a 1280×720 screen with its window frame and title bar (issue 14):
its size and its minimum size leave room for :data:`FRAME`."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QDialog

from cartografove.app.game_setup.new_game_dialog import NewGameDialog
from cartografove.app.help.about import AboutDialog
from cartografove.app.help.guide import GuideDialog
from cartografove.app.look.screen_room import FRAME, fit_on_screen, room_on_screen
from cartografove.app.play.overview import Overview
from cartografove.app.play.score_screens import ResultsDialog, SeasonReport
from cartografove.app.records.replay_viewer import ReplayViewer
from cartografove.app.settings import Settings
from cartografove.rules.events import SeasonScored
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import autoplay

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def test_a_window_is_never_sized_beyond_the_screen_it_opens_on(qtbot):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    room = room_on_screen(dialog)
    fit_on_screen(dialog, 5000, 5000)
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    fit_on_screen(dialog, 300, 200)
    assert (dialog.width(), dialog.height()) == (300, 200)


def test_every_dialog_fits_720_pixels_with_its_title_bar(qtbot, app, monkeypatch):
    from cartografove.app.look import screen_room

    monkeypatch.setattr(screen_room, "room_on_screen", lambda window: QSize(1280, 720) - FRAME)
    game = autoplay(Game(Setup(players=("Ann", "Ben", "Cy", "Dee"), seed=4)), seed=4)
    scored = [e for e in game.events if isinstance(e, SeasonScored)]
    dialogs: list[QDialog] = [
        GuideDialog(),
        AboutDialog(),
        NewGameDialog(Settings()),
        SeasonReport(game, 3, scored[-1].sheets),
        ResultsDialog(game),
        Overview(game),
        ReplayViewer(game.setup, game.decisions),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        name = type(dialog).__name__
        assert dialog.minimumSizeHint().height() + FRAME.height() <= 720, name
        assert dialog.height() + FRAME.height() <= 720, name
        assert dialog.width() + FRAME.width() <= 1280, name
        dialog.close()
