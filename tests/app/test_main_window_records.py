"""The main window ties games to campaigns, the history, saved games and Open Recent."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialog

from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.records.history import History
from cartografove.rules.game import Game
from cartografove.rules.save import load_game, write_save
from cartografove.rules.setup import Setup
from tests.random_play import RandomCartographer


@pytest.fixture
def window(app, qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    return window


def finish(window) -> None:
    bot = RandomCartographer(1)
    session = window.session
    while not session.game.over:
        window.play.seating.turns.holder = session.game.pending.player
        session.apply(bot.choose(session.game))
    QApplication.processEvents()
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.accept()


def test_a_finished_game_goes_into_the_history(window):
    window.start(Game(Setup(players=("Ann", "Ben"), seed=3)))
    finish(window)
    window._game_ended()  # showing the results again records nothing twice
    entries = History().entries().entries
    assert len(entries) == 1
    window.show_history()
    assert window.stack.currentWidget() is window.history
    window.history.back_requested.emit()
    assert window.stack.currentWidget() is window.play


def test_a_campaign_chapter_autosaves_to_its_own_file_and_records_its_result(window):
    window.show_campaigns()
    screen = window.campaigns
    campaign = screen.book.create("Ann", chapters=2)
    screen.refresh()
    chapter_game = screen.book.play(campaign, 0)
    screen.play_requested.emit(chapter_game.game, chapter_game.autosave, chapter_game)
    assert window.session.autosave == chapter_game.autosave
    window.session.apply(window.session.game.legal_decisions()[0])
    assert load_game(chapter_game.autosave)[0].decisions == window.session.game.decisions
    finish(window)
    reloaded = screen.book.load(campaign.id)
    assert reloaded.chapters[0].attempts
    assert History().entries().entries


def test_open_recent_lists_opened_and_saved_files(window, tmp_path):
    game = Game(Setup(players=("Ann",), seed=2))
    path = tmp_path / "friday.kartografove"
    write_save(path, game)
    assert window.open_path(path)
    assert window.settings.recent_files[0] == str(path)
    window._fill_recent()
    actions = window.menus.recent_menu.actions()
    assert [a.text() for a in actions] == ["friday.kartografove"]
    actions[0].trigger()
    assert window.session.file == path


def test_save_under_a_name(window, monkeypatch):
    from cartografove.app.records import saved_games_dialog
    from cartografove.records.library import SavedGames

    window.start(Game(Setup(players=("Ann",), seed=2)))
    monkeypatch.setattr(
        saved_games_dialog.SaveUnderNameDialog,
        "exec",
        lambda self: (self.name_edit.setText("Pátek s Benem"), QDialog.DialogCode.Accepted)[1],
    )
    window.save_under_name()
    names = [entry.name for entry in SavedGames().entries().entries]
    assert names == ["Pátek s Benem"]
    assert window.settings.recent_files
