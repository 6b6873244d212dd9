"""One owner per game (issue 22, "Nothing is released"): whatever puts a game on
screen lets the one before go. After games of every kind in one window there is
one session and one play screen, no link of a network game left, no closed
dialog, and the old games themselves are garbage."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog

from cartografove.app.game_setup.new_game_dialog import NewGameDialog
from cartografove.app.main_window import MainWindow
from cartografove.app.network.host_dialog import HostDialog
from cartografove.app.network.join_dialog import JoinDialog
from cartografove.app.network.link import NetLink, Plan, Snapshot
from cartografove.app.network.screen import NetPlayScreen
from cartografove.app.play.screen import PlayScreen
from cartografove.app.play.session import GameSession
from cartografove.app.settings import Settings
from cartografove.rules.cards import catalog
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import RandomCartographer


def let_go(qtbot) -> None:
    """What was handed to deleteLater is deleted, and the garbage collected."""
    qtbot.wait(10)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def alive(window: MainWindow, kind: type) -> list[object]:
    return list(window.findChildren(kind))


def network_game(window: MainWindow, seed: int) -> Game:
    """A network game on screen from its first snapshot (its link never started:
    what is counted here is who owns it)."""
    setup = Setup(players=("Ann", "Ben"), seed=seed, side="C", edicts=catalog().first_game)
    link = NetLink(Plan(name="Ann", code="not used: the link is not started"))
    window.networking().show(link, Snapshot(2, ("Ann", "Ben"), 0, setup, seq=1))
    assert window.session is not None
    return window.session.game


def test_games_of_every_kind_in_one_window_leave_one_of_each(qtbot, app, monkeypatch):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    monkeypatch.setattr(JoinDialog, "look", lambda self: None)  # no LAN search here
    for dialog in (JoinDialog, HostDialog, NewGameDialog):  # opened, then closed unanswered
        monkeypatch.setattr(dialog, "exec", lambda self: self.reject() or 0)
    old: list[weakref.ref[Game]] = []
    for number in range(5):
        game = Game(Setup(("Ann",), number, "C"))
        window.start(game)
        bot = RandomCartographer(number)
        for _ in range(3):
            assert window.session is not None
            assert window.session.apply(bot.choose(game)) is None
        old.append(weakref.ref(game))
        del game
        window.join_game()
        window.host_game()
        window.new_game()
        if number in (1, 3):
            old.append(weakref.ref(network_game(window, number)))
    last = Game(Setup(("Ann",), 9, "D"))
    window.start(last)
    let_go(qtbot)

    assert alive(window, GameSession) == [window.session]
    assert [o for o in gc.get_objects() if isinstance(o, GameSession)] == [window.session]
    assert alive(window, PlayScreen) == [window.play]
    assert not alive(window, NetPlayScreen)
    assert alive(window, NetLink) == []
    assert alive(window, QDialog) == []
    assert [ref() for ref in old] == [None] * len(old)
    assert window.session is not None and window.session.game is last
