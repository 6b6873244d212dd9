"""Named computer cartographers (issue 25): a computer seat nobody named gets a name
from the game's world, kept in the game by its id (the English form) and shown in the
language of the moment, with its level beside it; History marks computer seats and
keeps them out of the people's bests."""

from __future__ import annotations

from cartografove.app.game_setup.form import NewGameForm
from cartografove.app.i18n import switch_language
from cartografove.app.play.score_screens import ResultsDialog
from cartografove.app.records.history_screen import seats_text
from cartografove.app.settings import Settings
from cartografove.app.text import player_name, seat_name
from cartografove.app.window.main_window import MainWindow
from cartografove.names import COMPUTER_NAMES
from cartografove.records.history import History, personal_bests
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import autoplay


def test_an_unnamed_computer_seat_gets_a_name_from_the_world():
    form = NewGameForm(count=4)
    form.names[:4] = ["Ann", "", "", COMPUTER_NAMES[0]]
    form.seats[:4] = ["person", "hard", "person", "easy"]
    names = form.player_names(lambda number: f"Player {number}")
    # the typed names stay; the computer seat nobody named gets a free world name
    assert names == ["Ann", COMPUTER_NAMES[1], "Player 3", COMPUTER_NAMES[0]]
    assert form.computer_names() == {1: COMPUTER_NAMES[1]}


def test_five_computers_get_five_different_names():
    form = NewGameForm(count=6)
    form.names[:6] = ["Me", "", "", "", "", ""]
    form.seats[:6] = ["person", "easy", "medium", "hard", "expert", "medium"]
    names = form.player_names(lambda number: f"Player {number}")
    assert len(set(names)) == 6 and set(names[1:]) <= set(COMPUTER_NAMES)


def test_the_name_follows_the_language(app):
    name = COMPUTER_NAMES[1]  # Jorek the Surveyor
    try:
        assert player_name(name) == name
        assert switch_language("cs")
        assert player_name(name) == "Zeměměřič Jorek"
        assert seat_name(name, "hard") == "Zeměměřič Jorek (těžký počítač)"
        assert switch_language("pl")
        assert player_name(name) == "Mierniczy Jorek"
        assert seat_name(name, None) == "Mierniczy Jorek"
        assert player_name("Jorek") == "Jorek"  # a person's name is never translated
    finally:
        switch_language("en")


def test_the_results_show_the_level_beside_the_name(app, qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    game = autoplay(Game(Setup(players=("Ann", COMPUTER_NAMES[3]), seed=4)), seed=4)
    window.start(game, computers={1: "expert"})
    dialog = ResultsDialog(game, window)
    qtbot.addWidget(dialog)
    shown = {dialog.table.item(row, 1).text() for row in range(2)}
    assert shown == {"Ann", "Captain Vesna of Nalos (expert computer)"}


def test_history_marks_computer_seats_and_keeps_them_out_of_the_bests(user_home, app):
    history = History()
    game = autoplay(Game(Setup(players=("Ann", COMPUTER_NAMES[2]), seed=11)), seed=3)
    history.record(game, computers={1: "hard"})
    (entry,) = history.entries().entries  # read back from the file
    assert entry.computers == {1: "hard"}
    assert seats_text(entry) == "Ann, Old Ulem of the Wallow (hard computer)"
    bests = personal_bests([entry])
    assert set(bests.multiplayer) == {"Ann"}  # the computer's stars are no person's best
