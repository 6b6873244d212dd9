"""A hint is part of the game (issue 32): the play screen records it when it is
shown, asks before the first hint of a game that is compared (a journey chapter, the
challenge of the week), and the share text, Verify's answer, the history and the
replay say how the game was played."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from cartografove.app.i18n import switch_language
from cartografove.app.journey.share import ShareDialog, VerifyDialog
from cartografove.app.records.history_screen import HistoryScreen
from cartografove.app.records.replay_viewer import ReplayViewer
from cartografove.records.history import History
from cartografove.records.journey.chapters import journey
from cartografove.records.journey.weekly import deal_of, week_of
from cartografove.records.result_code import share
from cartografove.rules.game import Game
from cartografove.rules.save import read_save
from cartografove.rules.setup import Setup
from tests.waits import HANG_MS

from .records_helpers import finished

PINNED_V1 = "34436PZL4WVBXEH3XL67DKKTCDHSVDZLF49WUTNQPC6XR4C5YK56XMFKF6S47FNHM74EBC"
"""A result code of before hints were recorded (tests/records/test_result_code.py)."""


@pytest.fixture
def questions(monkeypatch):
    """Every question asked, answered by ``questions.answer`` (No unless set)."""

    class Asked(list):
        answer = QMessageBox.StandardButton.No

    asked = Asked()

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return asked.answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_a_hint_shown_is_recorded_in_the_game_and_its_save(window, qtbot, questions):
    window.start(Game(Setup(("Ann",), 5, "C")))
    screen = window.play
    qtbot.waitExposed(screen.view)
    QTest.keyClick(screen.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.hint.used == 1, timeout=HANG_MS)
    assert not questions  # a game of its own: nothing to ask
    assert screen.session.game.hinted == {0}
    assert read_save(window.autosave).hinted == {0}  # before the move is made
    QTest.keyClick(screen.view, Qt.Key.Key_Return)
    path = window.autosave
    window.start(Game(Setup(("Ben",), 6, "C")))
    window.continue_game(path)
    assert window.session.game.hinted == {0} and window.session.hints == 1


@pytest.mark.parametrize("kind", ["journey", "week"])
def test_the_first_hint_of_a_compared_game_is_asked_for_first(window, qtbot, questions, kind):
    setup = journey().chapters[0].setup("Ann") if kind == "journey" else None
    setup = setup or deal_of(week_of()).setup("Ann")
    window.start(Game(setup))
    screen = window.play
    qtbot.waitExposed(screen.view)
    screen.hint.ask()
    assert len(questions) == 1
    assert ("no star" if kind == "journey" else "no place") in questions[0]
    assert not screen.hint.thinking.busy and not screen.session.game.hinted  # declined
    questions.answer = QMessageBox.StandardButton.Yes
    screen.hint.ask()
    qtbot.waitUntil(lambda: screen.hint.used == 1, timeout=HANG_MS)
    assert len(questions) == 2 and screen.session.game.hinted == {0}
    QTest.keyClick(screen.view, Qt.Key.Key_Return)
    questions.answer = QMessageBox.StandardButton.No
    screen.hint.ask()  # the game is hinted already: nothing more to lose, no question
    qtbot.waitUntil(lambda: screen.hint.used == 2, timeout=HANG_MS)
    assert len(questions) == 2


def _solo() -> Game:
    return finished(Setup(("Ann",), 31, "C"), 2)


def test_share_text_and_verify_say_with_how_many_hints(app, qtbot):
    switch_language("en")  # the English plural forms
    game = _solo()
    hinted = game.with_hints({0, 3, 7})
    for played, said in ((hinted, "played with 3 hints"), (game, "played without hints")):
        dialog = ShareDialog(played)
        qtbot.addWidget(dialog)
        assert said in dialog.text and share(played) in dialog.text
        verify = VerifyDialog()
        qtbot.addWidget(verify)
        verify.box.setPlainText(dialog.text)
        assert verify.check() is not None
        assert said in verify.answer.text()
    one = ShareDialog(game.with_hints({2}))
    qtbot.addWidget(one)
    assert "; played with 1 hint. " in one.text
    old = VerifyDialog()
    qtbot.addWidget(old)
    old.box.setPlainText(PINNED_V1)
    assert old.check() is not None
    assert "not recorded" in old.answer.text() and "without hints" not in old.answer.text()


def test_the_history_and_the_replay_mark_the_hinted_moves(app, qtbot, tmp_path):
    switch_language("en")
    history = History(tmp_path / "history")
    game = _solo()
    history.record(game.with_hints({1, 4}), finished="2026-12-01T10:00:00+00:00")
    history.record(finished(Setup(("Ann",), 32, "D"), 3), finished="2026-12-02T10:00:00+00:00")
    screen = HistoryScreen(history)
    qtbot.addWidget(screen)
    screen.refresh()
    results = {screen.table.item(row, 4).text() for row in range(screen.table.rowCount())}
    assert sum("played with 2 hints" in text for text in results) == 1
    row = next(r for r in range(2) if "hints" in screen.table.item(r, 4).text())
    screen.table.selectRow(row)
    viewer = screen.open_selected()
    assert isinstance(viewer, ReplayViewer)
    assert "played with 2 hints" in viewer.heading.text()
    marked = []
    for move in range(1, viewer.frames.moves + 1):
        viewer.go_to(move)
        if "hint" in viewer.what.text():
            marked.append(move - 1)
    assert marked == [1, 4]
    viewer.close()


def test_a_hinted_chapter_and_week_say_so_after_the_game_and_on_the_journey(app, qtbot, tmp_path):
    from cartografove.app.journey.after_game import result_lines
    from cartografove.app.journey.journey_screen import JourneyScreen
    from cartografove.records.journey.progress import JourneyBook
    from cartografove.records.journey.weekly import WeekBook

    switch_language("en")
    book = JourneyBook(tmp_path / "journey")
    weeks = WeekBook(tmp_path / "journey")
    chapter = finished(journey().chapters[0].setup("Ann"), 1).with_hints({0, 1})
    lines = result_lines(chapter, book, weeks)
    assert any("earns no star (played with 2 hints)" in line for line in lines)
    assert not any(line.startswith("Next star") for line in lines)
    week = finished(deal_of(week_of()).setup("Ann"), 2).with_hints({3})
    weeks.record(week)
    book.record(chapter)
    lines = result_lines(week, book, weeks)
    assert any("no place beside" in line for line in lines)
    screen = JourneyScreen(book, weeks, rate=lambda *_: None)
    qtbot.addWidget(screen)
    screen.list.setCurrentRow(0)
    assert "played with 2 hints (no star)" in screen.best.text()
    assert "Played with hints:" in screen.week_text.text()
    assert "Your best" not in screen.week_text.text()  # a hinted game has no place


def test_the_achievements_say_which_need_a_game_without_hints(app, qtbot, tmp_path):
    from cartografove.app.journey.achievements_dialog import AchievementsDialog
    from cartografove.records.journey.achievements import RULES

    switch_language("en")
    dialog = AchievementsDialog(History(tmp_path / "history"))
    qtbot.addWidget(dialog)
    marked = {
        achievement.id
        for row, achievement in enumerate(dialog.achievements)
        if "without hints" in dialog.table.item(row, 0).text()
    }
    assert marked == {rule.id for rule in RULES if rule.unhinted}
