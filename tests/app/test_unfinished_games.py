"""Every unfinished game is kept; saving failures stay on screen; the session."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from cartografove.app.play import session as session_module
from cartografove.app.play.session import GameSession
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.records.history import History
from cartografove.rules.game import Game
from cartografove.rules.save import load_game, write_save
from cartografove.rules.setup import Setup
from tests.random_play import RandomCartographer, autoplay


@pytest.fixture
def window(app, qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    return window


def play_one(window: MainWindow) -> None:
    assert window.session is not None
    window.session.apply(window.session.game.legal_decisions()[0])


def test_starting_another_game_keeps_the_first_one_to_continue(window):
    window.start(Game(Setup(players=("Ann",), seed=1)))
    play_one(window)
    first = window.autosave
    window.start(Game(Setup(players=("Ben", "Cyril"), seed=2)))
    second = window.autosave
    assert first != second
    games = window.unfinished.games().games
    assert {g.path for g in games} == {first, second}
    assert games[0].players in (("Ann",), ("Ben", "Cyril"))
    listed = [
        window.welcome.unfinished.item(i).text() for i in range(window.welcome.unfinished.count())
    ]
    assert len(listed) == 1 and "Ann" in listed[0] and "C" in listed[0]
    window.continue_game(first)
    assert window.autosave == first
    assert len(window.session.game.decisions) == 1
    window.fill_continue()
    assert window.menus.continue_menu.actions()[0].text().startswith("Ben, Cyril")


def test_opening_a_file_neither_writes_it_nor_drops_the_game_in_progress(window, tmp_path):
    window.start(Game(Setup(players=("Ann",), seed=1)))
    running = window.autosave
    path = tmp_path / "friend.kartografove"
    write_save(path, Game(Setup(players=("Dana",), seed=5)))
    before = path.read_bytes()
    assert window.open_path(path)
    play_one(window)
    assert path.read_bytes() == before
    assert running.exists() and window.autosave != path


def test_a_finished_game_leaves_the_list_and_its_autosave_goes(window):
    window.start(Game(Setup(players=("Ann",), seed=3)))
    autosave = window.autosave
    bot = RandomCartographer(1)
    while not window.session.game.over:
        window.play.seating.turns.holder = window.session.game.pending.player
        window.session.apply(bot.choose(window.session.game))
    QApplication.processEvents()
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.accept()
    assert not autosave.exists()
    assert History().entries().entries
    assert window.unfinished.games().games == ()


@pytest.mark.parametrize("theirs", [False, True])
def test_somebody_elses_finished_game_is_recorded_only_if_the_player_says(
    window, tmp_path, monkeypatch, theirs
):
    path = tmp_path / "autoplayed.kartografove"
    write_save(path, autoplay(Game(Setup(players=("Bot",), seed=4)), seed=4))
    answer = QMessageBox.StandardButton.Yes if theirs else QMessageBox.StandardButton.No
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: answer)
    assert window.open_path(path)
    window._game_ended()
    assert bool(History().entries().entries) == theirs


def test_any_failure_to_save_stays_on_screen_and_the_game_goes_on(window, monkeypatch):
    window.start(Game(Setup(players=("Ann",), seed=1)))
    real = session_module.write_save

    def broken(*args, **kwargs):
        raise UnicodeEncodeError("utf-8", "x", 0, 1, "surrogates not allowed")

    monkeypatch.setattr(session_module, "write_save", broken)
    changed = []
    window.session.changed.connect(lambda: changed.append(True))
    assert window.session.apply(window.session.game.legal_decisions()[0]) is None
    assert changed and len(window.session.game.decisions) == 1
    assert not window.warning.isHidden()
    assert "not being saved" in window.warning.text()
    monkeypatch.setattr(session_module, "write_save", real)
    play_one(window)
    assert window.warning.isHidden()
    assert load_game(window.autosave)[0].decisions == window.session.game.decisions


def test_the_session_saves_after_every_change_and_says_when_it_cannot(tmp_path, qapp):
    game = Game(Setup(players=("Ann",), seed=1))
    session = GameSession(game, tmp_path / "g.kartografove")
    failures: list[str] = []
    session.save_failed.connect(failures.append)
    assert session.save()
    session.apply(game.legal_decisions()[0])
    assert len(load_game(tmp_path / "g.kartografove")[0].decisions) == 1
    assert session.undo()
    assert not load_game(tmp_path / "g.kartografove")[0].decisions
    assert not session.undo()
    session.autosave = tmp_path  # a folder: cannot be replaced
    assert not session.save()
    assert failures and session.save_problem
    assert GameSession(game, None).save()  # nowhere to save: nothing to fail


def test_an_unusable_data_folder_is_explained_by_every_menu(app, qtbot, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("KARTOGRAFOVE_HOME", str(blocker))
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    window.show_history()
    window.show_campaigns()
    window.show_saved_games()
    window.start(Game(Setup(players=("Ann",), seed=1)))
    window.save_under_name()
    assert len(said) == 4 and all("cannot be written" in s for s in said)
    assert window.history is None and window.campaigns is None


def test_the_autosave_of_an_earlier_version_is_adopted(app, qtbot, user_home):
    data = user_home / "data"
    data.mkdir(parents=True)
    write_save(data / "autosave.kartografove", Game(Setup(players=("Old",), seed=1)))
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    assert [g.players for g in window.unfinished.games().games] == [("Old",)]


@pytest.mark.skipif(
    not hasattr(__import__("os"), "geteuid") or __import__("os").geteuid() == 0,
    reason="root can write anywhere",
)
def test_a_read_only_data_folder_still_offers_its_unfinished_games(app, qtbot, user_home):
    folder = user_home / "data" / "unfinished"
    folder.mkdir(parents=True)
    write_save(folder / "old.kartografove", Game(Setup(players=("Ann",), seed=1)))
    (user_home / "data").chmod(0o555)
    folder.chmod(0o555)
    try:
        window = MainWindow(Settings())
        qtbot.addWidget(window)
        assert window.storage_problem
        assert [g.players for g in window.unfinished.games().games] == [("Ann",)]
    finally:
        folder.chmod(0o755)
        (user_home / "data").chmod(0o755)


def test_the_unfinished_games_are_offered_when_new_ones_cannot_be_saved(
    app, qtbot, user_home, monkeypatch
):
    folder = user_home / "data" / "unfinished"
    folder.mkdir(parents=True)
    write_save(folder / "old.kartografove", Game(Setup(players=("Ann",), seed=1)))

    def refuse(folder):
        raise PermissionError(13, "Permission denied", str(folder))

    monkeypatch.setattr("cartografove.app.window.data_folder.check_writable", refuse)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    assert window.storage_problem
    assert window.welcome.unfinished.count() == 1
    window.start(Game(Setup(players=("Ben",), seed=2)))
    assert window.autosave is None  # a new game is not saved where nothing can be


def test_record_screens_explain_a_data_folder_that_went_away(app, qtbot, tmp_path):
    from cartografove.app.records.campaign_screen import CampaignScreen
    from cartografove.app.records.history_screen import HistoryScreen
    from cartografove.app.records.saved_games_dialog import SavedGamesDialog
    from cartografove.records.campaign_book import CampaignBook
    from cartografove.records.library import SavedGames

    blocker = tmp_path / "in-the-way"
    blocker.write_text("a file where a folder should be")
    history = HistoryScreen(History(blocker))
    qtbot.addWidget(history)
    history.refresh()
    assert "cannot be used" in history.problems.text()
    saves = SavedGamesDialog(SavedGames(blocker))
    qtbot.addWidget(saves)
    assert "cannot be used" in saves.problems.text()
    campaigns = CampaignScreen(book=CampaignBook(blocker))
    qtbot.addWidget(campaigns)
    campaigns.refresh()
    assert "cannot be used" in campaigns.notice.text()


def test_a_damaged_unfinished_game_is_explained_and_set_aside(app, qtbot, user_home, monkeypatch):
    """Continuing an unfinished game whose file is damaged says which file and why,
    as opening a damaged file does, and starts nothing."""
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    assert window.unfinished is not None
    window.unfinished.folder.mkdir(parents=True, exist_ok=True)
    damaged = window.unfinished.folder / "damaged.kartografove"
    damaged.write_text("{ not a saved game")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    window.continue_game(damaged)
    assert len(said) == 1 and said[0].startswith("damaged.kartografove cannot be opened.")
    assert window.session is None and not damaged.exists()
