"""A person against computer cartographers (issue 13): computer seats play
themselves off the GUI thread, get no hand-off page, and the New Game dialog sets
them up."""

from __future__ import annotations

import random

from cartografove.app.game_setup.form import playable_computers
from cartografove.app.game_setup.new_game_dialog import NewGameDialog
from cartografove.app.settings import Settings
from cartografove.rules.game import Game
from cartografove.rules.save import read_save, write_save
from cartografove.rules.setup import Setup
from tests.waits import HANG_MS


def test_a_person_plays_a_whole_game_against_two_computers(window, qtbot):
    window.start(Game(Setup(("Ann", "Bot B", "Bot C"), 7, "C")), computers={1: "easy", 2: "medium"})
    screen = window.play
    game = screen.session.game
    pick = random.Random(7)
    handoffs = 0
    while not game.over:
        qtbot.waitUntil(
            lambda: game.over or (game.pending.player == 0 and not screen.computers.thinking.busy),
            timeout=HANG_MS,
        )
        if game.over:
            break
        if screen.pages.currentWidget() is screen.handoff:
            handoffs += 1
            screen.handoff.go.click()
        assert screen.pencil.draft is not None  # the person's move to shape
        decision = game.legal_decisions().sample(pick)
        assert screen.session.apply(decision) is None
    assert handoffs == 0  # one person: no hand-off page, not even at the start (issue 25)
    said = [screen.side.notice_list.item(i).text() for i in range(screen.side.notice_list.count())]
    assert any(text.startswith("Bot B (computer):") for text in said)
    assert len(game.decisions) > 30
    assert game.result is not None


def test_undo_while_a_computer_thinks_is_safe(window, qtbot):
    window.start(Game(Setup(("Ann", "Bot"), 3, "D")), computers={1: "medium"})
    screen = window.play
    game = screen.session.game
    first = game.legal_decisions()[0]
    screen.session.apply(first)  # Ann draws; the computer starts thinking
    screen.session.undo()  # and Ann takes it back at once
    qtbot.waitUntil(lambda: not screen.computers.thinking.busy, timeout=HANG_MS)
    assert game.decisions == ()  # the computer's answer to the undone move was dropped
    assert game.pending is not None


def test_the_new_game_dialog_seats_computers(qtbot):
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.player_count.setValue(3)
    dialog.seat_combos[1].setCurrentIndex(dialog.seat_combos[1].findData("hard"))
    dialog.seat_combos[2].setCurrentIndex(dialog.seat_combos[2].findData("easy"))
    assert dialog.computers() == {1: "hard", 2: "easy"}
    dialog.player_count.setValue(2)
    assert dialog.computers() == {1: "hard"}
    dialog.player_count.setValue(1)
    assert dialog.computers() == {}


def test_undo_takes_back_the_persons_move_past_the_computers(window, qtbot):
    window.start(Game(Setup(("Ann", "Bot"), 3, "D")), computers={1: "easy"})
    screen = window.play
    game = screen.session.game
    screen.handoff.go.click()  # Ann takes the computer
    screen.pencil.draft.placed = True
    screen.pencil.draft.anchor = (5, 5)
    while game.why_illegal(screen.pencil.draft.decision()) is not None:
        screen.pencil.draft.anchor = (
            screen.pencil.draft.anchor[0],
            screen.pencil.draft.anchor[1] - 1,
        )
    assert screen.preview.confirm()
    qtbot.waitUntil(
        lambda: game.pending.player == 0 and not screen.computers.thinking.busy, timeout=HANG_MS
    )
    assert len(game.decisions) >= 2
    screen.taking_back.undo()
    qtbot.waitUntil(lambda: not screen.computers.thinking.busy, timeout=HANG_MS)
    assert game.decisions == () and game.pending.player == 0


def test_the_dialog_says_a_table_needs_a_person(qtbot):
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.player_count.setValue(2)
    for combo in dialog.seat_combos[:2]:
        combo.setCurrentIndex(combo.findData("medium"))
    assert not dialog.start_button.isEnabled()
    assert not dialog.players.seats_error.isHidden()
    dialog.seat_combos[0].setCurrentIndex(0)
    assert dialog.start_button.isEnabled() and dialog.players.seats_error.isHidden()
    assert dialog.remembered().seats == ["person", "medium"]


def test_a_continued_game_keeps_its_computer_players(window, qtbot, tmp_path):
    window.start(Game(Setup(("Ann", "Bot"), 3, "D")), computers={1: "hard"})
    path = window.autosave
    assert read_save(path).computers() == {1: "hard"}
    window.play.computers.stop()
    window.start(Game(Setup(("Cyril",), 4, "C")))
    window.continue_game(path)
    assert window.session.computers == {1: "hard"}
    copy = tmp_path / "copy.kartografove"
    write_save(copy, window.session.game, computers={1: "hard", 0: "someday"})
    assert window.open_path(copy)
    assert window.session.computers == {1: "hard"}  # an unknown label is a person


def test_only_levels_this_app_knows_are_played():
    assert playable_computers({0: "person", 1: "easy", 2: "wizard", 7: "hard"}, 3) == {1: "easy"}


def test_each_computer_seat_thinks_with_a_style_of_its_own(window, qtbot, monkeypatch):
    """Issue 26: computers of one level at one table play their own games, so each
    seat's bot is seeded by the game and the seat (never 0, the neutral hint)."""
    from cartografove.app.play import computer_seats
    from cartografove.bots.styles import seat_seed

    asked: list[tuple[str, int]] = []
    real = computer_seats._think

    def noted(view, level, seed, explain, ticket, outbox):
        asked.append((level, seed))
        real(view, level, seed, explain, ticket, outbox)

    monkeypatch.setattr(computer_seats, "_think", noted)
    window.start(
        Game(Setup(("Bot A", "Bot B", "Ann"), 4, "C")), computers={0: "medium", 1: "medium"}
    )
    qtbot.waitUntil(lambda: window.play.session.game.pending.player == 2, timeout=HANG_MS)
    assert asked[:2] == [("medium", seat_seed(4, 0)), ("medium", seat_seed(4, 1))]
    assert 0 not in {seat_seed(4, 0), seat_seed(4, 1)} and seat_seed(4, 0) != seat_seed(4, 1)


def test_the_setup_text_counts_the_people_and_the_computers(app, qtbot):
    """The setup text said "3 players take turns at this computer" with two computer
    seats (issue 25)."""
    from cartografove.app.i18n import switch_language

    switch_language("en")  # English plural forms
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.player_count.setValue(3)
    for combo, kind in zip(dialog.seat_combos, ("person", "medium", "hard"), strict=False):
        combo.setCurrentIndex(combo.findData(kind))
    assert dialog.players_hint.text() == (
        "You play against 2 computer cartographers; the highest score wins."
    )
    dialog.seat_combos[1].setCurrentIndex(dialog.seat_combos[1].findData("person"))
    assert dialog.players_hint.text().startswith("2 people take turns at this computer;")
    dialog.seat_combos[2].setCurrentIndex(dialog.seat_combos[2].findData("remote"))
    assert dialog.players_hint.text().startswith("A network game:")
    dialog.seat_combos[2].setCurrentIndex(dialog.seat_combos[2].findData("person"))
    assert dialog.players_hint.text().startswith("3 players take turns at this computer;")
