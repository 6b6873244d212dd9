"""The app's start records a finished game that a crash left as an autosave only
(issue 21): it is in the history, and no longer among the games to continue."""

from __future__ import annotations

from cartografove.app.main import first_screen
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.records.history import History, game_key
from cartografove.records.unfinished import UnfinishedGames, progress_meta
from cartografove.rules.game import Game
from cartografove.rules.save import write_save
from cartografove.rules.setup import Setup
from tests.random_play import autoplay


def test_the_start_records_a_finished_autosave(app, qtbot, user_home):
    game = autoplay(Game(Setup(players=("Ann",), seed=8, side="C")), seed=8)
    write_save(UnfinishedGames().new_path(), game, meta=progress_meta(game))
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    first_screen(window)
    assert [e.key for e in History().entries().entries] == [game_key(game.setup, game.decisions)]
    assert list(UnfinishedGames().folder.iterdir()) == []
    assert window.welcome.unfinished.count() == 0
