"""Saving a game under a name, and the list of saved games."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cartografove.app.records.saved_games_dialog import SavedGamesDialog, SaveUnderNameDialog
from cartografove.records.library import SavedGames
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup

from .records_helpers import finished, screenshot

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def half_game() -> Game:
    game = Game(Setup(players=("Ann", "Ben"), seed=3))
    for decision in finished(game.setup, 1).decisions[:15]:
        game.apply(decision)
    return game


def test_save_under_a_name(app, qtbot, user_home, half_game):
    saves = SavedGames()
    saves.save("Friday", half_game)
    dialog = SaveUnderNameDialog(saves)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.save_button.isEnabled()
    qtbot.keyClicks(dialog.name_edit, "Friday")
    assert "replaces it" in dialog.note.text()
    qtbot.keyClicks(dialog.name_edit, "/2")
    assert dialog.note.text() == "" and dialog.name() == "Friday/2"
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == SaveUnderNameDialog.DialogCode.Accepted
    saves.save(dialog.name(), half_game)
    assert sorted(e.name for e in saves.entries().entries) == ["Friday", "Friday/2"]


def test_the_list_opens_and_deletes(app, qtbot, user_home, half_game, tmp_path):
    saves = SavedGames()
    saves.save("Čtvrtek u Łucji", half_game)
    saves.save("done", finished(Setup(players=("Ann",), seed=2)))
    (saves.folder / "bad.kartografove").write_text("nope")
    asked, answers = [], [False, True]  # the player says no, then yes

    def ask(parent, title: str, question: str) -> bool:
        asked.append(question)
        return answers.pop(0)

    dialog = SavedGamesDialog(saves, ask=ask)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.table.rowCount() == 2
    assert dialog.problems.isVisible() and "bad.kartografove" in dialog.problems.text()
    names = [dialog.table.item(r, 0).text() for r in range(2)]
    assert set(names) == {"Čtvrtek u Łucji", "done"}
    progress = {dialog.table.item(r, 0).text(): dialog.table.item(r, 2).text() for r in range(2)}
    assert progress["done"] == "Finished"
    assert progress["Čtvrtek u Łucji"].endswith("moves: 15")
    screenshot(dialog, "saved_games", tmp_path)
    row = names.index("Čtvrtek u Łucji")
    dialog.table.selectRow(row)
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "Čtvrtek u Łucji" in asked[0]
    assert len(saves.entries().entries) == 2, "deleted though the player said no"
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert [e.name for e in saves.entries().entries] == ["done"]
    dialog.table.selectRow(0)
    with qtbot.waitSignal(dialog.open_requested) as opened:
        qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert opened.args[0] == saves.entries().entries[0].path
    assert not dialog.isVisible()


def test_an_empty_list(app, qtbot, user_home):
    dialog = SavedGamesDialog(SavedGames())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.empty.isVisible() and not dialog.open_button.isEnabled()
    assert not dialog.delete_button.isEnabled()  # nothing to delete
    # the games saved by themselves are not in this list: it says where they are
    assert dialog.elsewhere.isVisible() and "Game → Continue" in dialog.elsewhere.text()
