"""The buttons under the card hold still (issue 25): Turn, Flip, Hint and Confirm
moved 20–60 pixels up and down from card to card, because the card panel, the
request above it and the banner of what changed each took the height of what they
said; and the right column re-wrapped when the card panel widened its own.

A whole game is played through the screen at 1280×720 (and 1920×1080), and at every decision a
person makes the buttons' places on the window, and the right column's, are noted:
each must have exactly one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from cartografove.app.i18n import switch_language
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import RandomCartographer

from .fitting import clipped_texts

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    switch_language("en")


def places_over_a_game(
    qtbot, lang: str, players: tuple[str, ...], seed: int, size: tuple[int, int] = (1280, 720)
) -> dict:
    switch_language(lang)
    main = MainWindow(Settings(language=lang))
    qtbot.addWidget(main)
    main.set_language(lang)
    main.setWindowState(Qt.WindowState.WindowNoState)
    main.resize(*size)
    main.show()
    qtbot.waitExposed(main)
    game = Game(Setup(players=players, seed=seed))
    main.start(game)
    screen, side = main.play, main.play.side
    bot = RandomCartographer(seed)
    places: dict[str, set] = {}
    asks = set()
    while not game.over:
        for _ in range(2):
            QApplication.processEvents()
        if screen.pages.currentWidget() is screen.handoff:
            screen.handoff.go.click()
            QApplication.processEvents()
        asks.add(game.pending.ask)
        for name in ("rotate_button", "mirror_button", "hint_button", "confirm_button", "live"):
            widget = getattr(side, name)
            corner = widget.mapTo(main, QPoint(0, 0))
            places.setdefault(name, set()).add((corner.x(), corner.y(), widget.width()))
        card = side.card
        assert card.layout().totalHeightForWidth(card.width()) <= card.height(), game.pending
        assert clipped_texts(side) == [], game.pending
        screen.telling.forget_changes()  # as confirming a move does
        screen.session.apply(bot.choose(game))
    return {"places": places, "asks": asks}


@pytest.mark.parametrize("lang", ("en", "cs", "pl"))
def test_the_buttons_hold_still_through_a_solo_game(qtbot, app, lang):
    seen = places_over_a_game(qtbot, lang, ("Ann",), seed=1)
    assert len(seen["asks"]) >= 3  # explore cards and more (a hero, a monster's choice…)
    for name, places in seen["places"].items():
        assert len(places) == 1, (name, sorted(places))


def test_the_buttons_hold_still_on_a_table_of_two(qtbot, app):
    """With neighbours: monsters drawn on the other's map, and the banner of what
    they drew on yours coming and going."""
    seen = places_over_a_game(qtbot, "cs", ("Ann", "Ben"), seed=2)
    for name, places in seen["places"].items():
        assert len(places) == 1, (name, sorted(places))


def test_the_buttons_hold_still_at_1920x1080(qtbot, app):
    """The side panel's type grows with a tall window (issue 25): the room kept for
    the fullest card grows with it."""
    seen = places_over_a_game(qtbot, "pl", ("Ann",), seed=1, size=(1920, 1080))
    for name, places in seen["places"].items():
        assert len(places) == 1, (name, sorted(places))
