"""Motion that helps reading (issue 25): a drawn shape settles in, an ambush slides
onto the map that receives it, a season's stars count up on the sheet — each within
300 ms, finished by any click or key (which still does its work), and off with the
setting or when the system asks for reduced motion.

The other tests run with motion off (conftest.py); these turn it on. They wait for
a movement to end but never time it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cartografove.app.play.score_screens import SeasonReport
from cartografove.app.settings import Settings
from cartografove.app.sheet import motion
from cartografove.app.window.main_window import MainWindow
from cartografove.rules.board import grid
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import Terrain, catalog
from cartografove.rules.events import CardRevealed, Drawn
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import RandomCartographer
from tests.rules.helpers import find_game
from tests.waits import HANG_MS

from .driver import GuiPlayer


@pytest.fixture
def moving(monkeypatch):
    """Motion as a player gets it by default: wanted, and the system does not object."""
    monkeypatch.setattr(motion, "system_reduces_motion", lambda: False)
    motion.set_wanted(True)
    yield
    motion.set_wanted(True)


def lagoon_screen(window, qtbot):
    game = find_game(
        lambda g: next(e for e in g.events if isinstance(e, CardRevealed)).card == "lagoon"
    )
    window.start(game)
    qtbot.waitExposed(window.play.view)
    screen = window.play
    GuiPlayer(screen, qtbot).place(((3, 4), (4, 3)))
    return screen


def test_every_movement_is_short():
    assert 0 < motion.DURATION_MS <= 300


def test_a_drawn_shape_settles_in_and_the_movement_ends(moving, window, qtbot):
    screen = lagoon_screen(window, qtbot)
    QTest.keyClick(screen.view, Qt.Key.Key_Return)
    assert len(screen.session.game.decisions) == 1  # the move is made at once, motion or not
    settling = screen.preview.settling
    assert settling.animation.running and settling.isVisible()
    assert set(settling.cells) == {(3, 4), (4, 3)}
    qtbot.waitUntil(lambda: not settling.animation.running, timeout=HANG_MS)
    assert not settling.isVisible() and settling.progress == 1.0


def test_a_key_finishes_the_movement_and_still_does_its_work(moving, window, qtbot):
    screen = lagoon_screen(window, qtbot)
    QTest.keyClick(screen.view, Qt.Key.Key_Return)
    assert screen.preview.settling.animation.running
    turn = screen.pencil.draft.turn
    QTest.keyClick(screen.view, Qt.Key.Key_R)
    assert not screen.preview.settling.animation.running and not screen.preview.settling.isVisible()
    assert screen.pencil.draft.turn != turn  # R turned the next shape as ever


def test_a_click_finishes_the_movement(moving, window, qtbot):
    screen = lagoon_screen(window, qtbot)
    QTest.keyClick(screen.view, Qt.Key.Key_Return)
    assert screen.preview.settling.animation.running
    QTest.mouseClick(screen.side.overview_button, Qt.MouseButton.LeftButton)
    assert not screen.preview.settling.animation.running


def test_off_with_the_setting(moving, window, qtbot):
    window.menus.motion_action.trigger()  # Game → Animations, unticked
    assert window.settings.motion is False and not motion.motion_on()
    screen = lagoon_screen(window, qtbot)
    QTest.keyClick(screen.view, Qt.Key.Key_Return)
    assert len(screen.session.game.decisions) == 1
    assert not screen.preview.settling.animation.running and not screen.preview.settling.isVisible()
    window.menus.motion_action.trigger()
    assert window.settings.motion is True and motion.motion_on()


def test_off_when_the_system_asks_for_reduced_motion(window, qtbot, monkeypatch):
    monkeypatch.setattr(motion, "system_reduces_motion", lambda: True)
    motion.set_wanted(True)
    screen = lagoon_screen(window, qtbot)
    QTest.keyClick(screen.view, Qt.Key.Key_Return)
    assert not screen.preview.settling.animation.running and not screen.preview.settling.isVisible()
    menus = MainWindow(Settings())
    qtbot.addWidget(menus)
    assert not menus.menus.motion_action.isEnabled()
    assert "system" in menus.menus.motion_action.text()


def test_an_ambush_slides_onto_the_map_that_receives_it(moving, window, qtbot):
    game = Game(Setup(players=("Ann",), seed=1))
    window.start(game)
    screen = window.play
    bot = RandomCartographer(1)
    ambush = catalog().ambush
    while not game.over:
        before = len(game.events)
        screen.telling.forget_changes()
        screen.session.apply(bot.choose(game))
        arrived = [
            e
            for e in game.events[before:]
            if isinstance(e, Drawn) and e.automatic and e.card in ambush
        ]
        if arrived:
            break
    assert arrived, "the solo walk drew an ambush"
    arriving = screen.telling.arriving
    assert arriving.animation.running and not arriving.slide.isNull()
    assert grid.mask_of(arriving.cells) == arrived[0].mask
    qtbot.waitUntil(lambda: not arriving.animation.running, timeout=HANG_MS)
    assert not arriving.isVisible()


def test_a_seasons_stars_count_up_on_the_sheet(app, qtbot, moving):
    game = Game(Setup(players=("Ann",), seed=1))
    bot = RandomCartographer(1)
    while not game.scores[0]:
        game.apply(bot.choose(game))
    report = SeasonReport(game, 0, [game.sheets[0]])
    qtbot.addWidget(report)
    report.show()
    breakdown = report.tabs.widget(0)
    assert breakdown.counting.running and breakdown.counted < 1.0
    shown = breakdown.preview.item.content.scores[-1]
    assert shown.total != game.scores[0][0].total or game.scores[0][0].total == 0
    qtbot.waitUntil(lambda: not breakdown.counting.running, timeout=HANG_MS)
    assert breakdown.preview.item.content.scores[-1] == game.scores[0][0]


def test_the_season_report_shows_the_figures_at_once_without_motion(app, qtbot):
    game = Game(Setup(players=("Ann",), seed=1))
    bot = RandomCartographer(1)
    while not game.scores[0]:
        game.apply(bot.choose(game))
    report = SeasonReport(game, 0, [game.sheets[0]])
    qtbot.addWidget(report)
    report.show()
    breakdown = report.tabs.widget(0)
    assert not breakdown.counting.running
    assert breakdown.preview.item.content.scores[-1] == game.scores[0][0]


def test_counted_and_changed_spaces():
    game = Game(Setup(players=("Ann",), seed=1))
    bot = RandomCartographer(1)
    while not game.scores[0]:
        game.apply(bot.choose(game))
    score = game.scores[0][0]
    assert motion.counted(score, 1.0) == score
    assert motion.counted(score, 0.0).total == 0
    blank = Sheet.blank("C")
    drawn, _ = blank.drawing(grid.mask_of([(0, 0), (0, 1)]), Terrain.FOREST)
    assert motion.changed_spaces(blank, drawn) == grid.mask_of([(0, 0), (0, 1)])
    assert motion.changed_spaces(blank, motion.without(drawn, drawn.filled & ~blank.filled)) == 0


def test_a_screen_closed_while_something_moves_leaves_nothing_moving(moving, window, qtbot):
    """A game replaced mid-movement once left the movement running, its frames
    calling the deleted screen's items: the movement must go with its screen."""
    import shiboken6

    screen = lagoon_screen(window, qtbot)
    QTest.keyClick(screen.view, Qt.Key.Key_Return)
    animation = screen.preview.settling.animation
    assert animation.running
    with qtbot.waitSignal(screen.destroyed, timeout=HANG_MS):
        window.start(Game(Setup(players=("Ann",), seed=2)))  # the old screen is deleted
    assert not shiboken6.isValid(animation)  # no frame can come
