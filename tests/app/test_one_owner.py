"""One owner per game (issue 22, "Nothing is released"): whatever puts a game on
screen lets the one before go. After games of every kind in one window there is
one session and one play screen, no link of a network game left, no closed
dialog, and the old games themselves are garbage (their players' names are this
test's own, so a game of it still alive anywhere is found by its setup)."""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog

from cartografove.app.game_setup.new_game_dialog import NewGameDialog
from cartografove.app.network.dialogs.host_dialog import HostDialog
from cartografove.app.network.dialogs.join_dialog import JoinDialog
from cartografove.app.network.link import NetLink, Plan, Snapshot
from cartografove.app.network.screen import NetPlayScreen
from cartografove.app.play.screen import PlayScreen
from cartografove.app.play.session import GameSession
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.rules.cards import catalog
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import RandomCartographer

ANN, BEN = "Ann of the owners' test", "Ben of the owners' test"


def games_alive() -> list[Game]:
    """This test's games that are still somewhere in memory."""
    return [o for o in gc.get_objects() if isinstance(o, Game) and ANN in o.setup.players]


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
    setup = Setup(players=(ANN, BEN), seed=seed, side="C", edicts=catalog().first_game)
    link = NetLink(Plan(name=ANN, code="not used: the link is not started"))
    window.networking().show(link, Snapshot(2, (ANN, BEN), 0, setup, seq=1))
    assert window.session is not None
    return window.session.game


def test_games_of_every_kind_in_one_window_leave_one_of_each(qtbot, app, monkeypatch):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    monkeypatch.setattr(JoinDialog, "look", lambda self: None)  # no LAN search here
    for dialog in (JoinDialog, HostDialog, NewGameDialog):  # opened, then closed unanswered
        monkeypatch.setattr(dialog, "exec", lambda self: self.reject() or 0)
    for number in range(5):
        game = Game(Setup((ANN,), number, "C"))
        window.start(game)
        bot = RandomCartographer(number)
        for _ in range(3):
            assert window.session is not None
            assert window.session.apply(bot.choose(game)) is None
        del game
        window.join_game()
        window.host_game()
        window.new_game()
        if number in (1, 3):
            network_game(window, number)
    last = Game(Setup((ANN,), 9, "D"))
    window.start(last)
    let_go(qtbot)

    assert alive(window, GameSession) == [window.session]
    sessions = [o for o in gc.get_objects() if isinstance(o, GameSession)]
    assert [s for s in sessions if ANN in s.game.players] == [window.session]
    assert alive(window, PlayScreen) == [window.play]
    assert not alive(window, NetPlayScreen)
    assert alive(window, NetLink) == []
    assert alive(window, QDialog) == []
    assert {game.setup for game in games_alive()} == {last.setup}  # its copies, if any
    assert window.session is not None and window.session.game is last


def test_a_winter_report_closed_after_its_game_was_replaced_lets_the_game_go(qtbot, app):
    """The results wait for the winter report to close; if another game takes the
    window first, closing that report neither raises nor kept the old game alive."""
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    game = Game(Setup((ANN,), 7, "C"))
    window.start(game)
    bot = RandomCartographer(7)
    while not game.over:  # behind the screen's back: only the ending is tested here
        game.apply(bot.choose(game))
    report = QDialog(window)
    report.setModal(True)
    report.show()
    qtbot.waitUntil(lambda: report.isVisible())
    assert window.play is not None
    window.play.telling.show_reports()  # waits for the report to close
    replacement = Game(Setup((ANN,), 8, "D"))
    window.start(replacement)
    del game
    let_go(qtbot)
    assert {g.setup for g in games_alive()} == {replacement.setup}
    report.done(0)  # a lambda here raised "Signal source has been deleted"
    qtbot.wait(10)
