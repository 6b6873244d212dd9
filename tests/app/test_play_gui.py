"""Whole games played through the GUI with real mouse drags and key presses."""

from __future__ import annotations

import pytest

from cartografove.rules.game import Game
from cartografove.rules.save import load_game
from cartografove.rules.setup import Setup

from .driver import GuiPlayer


def start(window, qtbot, players, seed, side="C"):
    window.start(Game(Setup(players=players, seed=seed, side=side)))
    qtbot.waitExposed(window.play.view)
    return window.play


@pytest.mark.quick
def test_a_solo_game_from_first_card_to_title(window, qtbot):
    screen = start(window, qtbot, ("Ann",), seed=12)
    player = GuiPlayer(screen, qtbot, seed=1)
    player.play_to_end()
    game = screen.session.game
    assert game.result.solo is not None
    # the sheets on screen are the engine's: replaying the moves made gives them
    replayed = Game.replay(game.setup, player.made)
    assert replayed.sheets == game.sheets
    # and every confirmed move was autosaved
    saved, _ = load_game(window.autosave)
    assert saved.decisions == game.decisions


@pytest.mark.quick
def test_a_two_player_game_with_hand_offs(window, qtbot):
    screen = start(window, qtbot, ("Ann", "Ben"), seed=5, side="D")
    player = GuiPlayer(screen, qtbot, seed=2)
    handoffs = 0
    while not screen.session.game.over:
        player.close_dialogs()
        if screen.pages.currentWidget() is screen.handoff:
            handoffs += 1
            pending = screen.session.game.pending
            assert screen.session.game.players[pending.player] in screen.handoff.title.text()
        player.step()
    assert handoffs >= 40
    assert Game.replay(screen.session.game.setup, player.made).sheets == screen.session.game.sheets
