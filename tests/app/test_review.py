"""The review of a finished game (issue 13): the costliest decisions listed, the
chosen and the better map side by side."""

from __future__ import annotations

import re
import threading

from cartografove.app.i18n import switch_language
from cartografove.app.play.score_screens import ResultsDialog
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import autoplay
from tests.waits import HANG_MS as ENDS  # a whole game's review is seconds of CPU
from tests.waits import HANG_S


def test_a_review_is_opened_from_the_results(app, qtbot):
    game = autoplay(Game(Setup(("Ann",), 4, "C")), seed=4)
    results = ResultsDialog(game)
    qtbot.addWidget(results)
    assert results.review_button.text()
    review = results.review(game, thorough=False)
    qtbot.addWidget(review)
    qtbot.waitUntil(lambda: not review.busy, timeout=ENDS)
    assert len(review.found) == len(game.decisions)
    assert review.list.count() == 3
    review.list.setCurrentRow(1)
    worst = review.worst[1]
    assert review.chosen_map.item.content.sheet == worst.chosen_sheet()
    assert review.better_map.item.content.sheet == worst.better_sheet()
    assert worst.chosen != worst.better
    # issue 26: the better move's reasons, in the hint's words
    assert worst.why is not None and review.why.text().startswith("Why:")


def test_the_stars_lost_are_written_with_the_languages_decimal_comma(app, qtbot):
    game = autoplay(Game(Setup(("Ann",), 4, "C")), seed=4)
    switch_language("cs")
    try:
        results = ResultsDialog(game)
        qtbot.addWidget(results)
        review = results.review(game, thorough=False)
        qtbot.addWidget(review)
        qtbot.waitUntil(lambda: not review.busy, timeout=ENDS)
        shown = [review.summary.text()] + [
            review.list.item(row).text() for row in range(review.list.count())
        ]
    finally:
        switch_language("en")
    numbers = [re.findall(r"\d+[.,]\d+|\d+", text)[-1] for text in shown]
    assert all(re.fullmatch(r"\d+,\d", number) for number in numbers), shown


def test_a_review_is_opened_from_the_replay_viewer(app, qtbot):
    from cartografove.app.records.replay_viewer import ReplayViewer

    game = autoplay(Game(Setup(("Ann", "Ben"), 5, "D")), seed=5)
    viewer = ReplayViewer(game.setup, game.decisions)
    qtbot.addWidget(viewer)
    assert viewer.whose.count() == 2 and viewer.whose.currentData() == 0
    viewer.whose.setCurrentIndex(1)  # issue 26: the person picks whose moves
    review = viewer.review(thorough=False)
    qtbot.addWidget(review)
    qtbot.waitUntil(lambda: not review.busy, timeout=ENDS)
    assert review.found and {r.player for r in review.found} == {1}
    assert len(review.found) < len(game.decisions)


def test_a_solo_game_reviews_its_one_seat_without_asking(app, qtbot):
    from cartografove.app.records.replay_viewer import ReplayViewer

    game = autoplay(Game(Setup(("Ann",), 5, "C")), seed=5)
    viewer = ReplayViewer(game.setup, game.decisions)
    qtbot.addWidget(viewer)
    assert viewer.whose.isHidden()
    review = viewer.review(thorough=False)
    qtbot.addWidget(review)
    qtbot.waitUntil(lambda: not review.busy, timeout=ENDS)
    assert len(review.found) == len(game.decisions)


def test_closing_the_review_cancels_it_without_waiting(app, qtbot, monkeypatch):
    """Closing *Review my moves* mid-review used to freeze the whole app until the
    review ended (70 s and more). The computer's first thought here lasts until the
    test lets it go, which it does only once the dialog has closed: a close that
    waited for the worker would wait that thought out (HANG_S) and the test fails."""
    import threading

    from cartografove.app.records.review import ReviewDialog
    from cartografove.bots.players import HardCartographer, MediumCartographer

    entered, release = threading.Event(), threading.Event()
    waited_out: list[bool] = []
    calls: list[int] = []

    def slow_choose(self, view):
        calls.append(1)
        if len(calls) == 1:
            entered.set()
            waited_out.append(not release.wait(HANG_S))
        return MediumCartographer().choose(view)

    monkeypatch.setattr(HardCartographer, "choose", slow_choose)
    game = autoplay(Game(Setup(("Ann",), 4, "C")), seed=4)
    dialog = ReviewDialog(game, [0], thorough=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(entered.is_set, timeout=ENDS)
    dialog.close()
    assert waited_out == []  # closed while the worker still thinks
    release.set()
    qtbot.waitUntil(lambda: not review_threads(), timeout=ENDS)
    assert waited_out == [False]
    assert len(calls) < len(game.decisions)  # it stopped, not reviewed to the end
    assert dialog.found == []


def review_threads() -> list[threading.Thread]:
    from cartografove.app.records.review import THREAD_NAME

    return [t for t in threading.enumerate() if t.name == THREAD_NAME]


def test_the_review_thinks_on_a_plain_thread_and_says_how_far_it_is(app, qtbot, monkeypatch):
    """No QThread: the worker is plain Python and its progress comes through the
    dialog's mailbox (issue 22). The review itself is stood in for: what is tested
    is how the dialog hears from it, not what it finds."""
    from PySide6.QtCore import QThread

    from cartografove.app.records import review as review_module
    from cartografove.app.records.review import ReviewDialog

    halfway, release = threading.Event(), threading.Event()
    asked: list[tuple[int, ...]] = []

    def reviewing(setup, decisions, players, *, thorough, progress, stop, workers=1):
        asked.append(tuple(players))
        progress(1, 3)
        halfway.set()
        release.wait(HANG_S)
        progress(3, 3)
        return []

    monkeypatch.setattr(review_module, "review", reviewing)
    game = autoplay(Game(Setup(("Ann",), 4, "C")), seed=4)
    dialog = ReviewDialog(game, [0], thorough=True)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(halfway.is_set, timeout=ENDS)
    assert review_threads() and not dialog.findChildren(QThread)
    qtbot.waitUntil(lambda: "1 of 3" in dialog.summary.text(), timeout=ENDS)
    assert dialog.busy
    release.set()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=ENDS)
    assert asked == [(0,)] and dialog.found == []
    assert "Well played" in dialog.summary.text()


def test_a_review_that_fails_says_so_instead_of_looking_for_ever(app, qtbot, monkeypatch):
    from cartografove.app.records.review import ReviewDialog
    from cartografove.bots.players import MediumCartographer

    def broken(self, view):
        raise RuntimeError("a bug in the computer")

    monkeypatch.setattr(MediumCartographer, "choose", broken)
    monkeypatch.setattr(threading, "excepthook", lambda args: None)  # expected: no noise
    game = autoplay(Game(Setup(("Ann",), 4, "C")), seed=4)
    dialog = ReviewDialog(game, [0], thorough=False)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=ENDS)
    assert dialog.found == [] and "error" in dialog.summary.text()


def test_a_three_player_game_from_history_reviews_the_seat_the_person_picks(app, qtbot, user_home):
    """Issue 26, done means: from History, *Review the moves* of a game with three
    seats reviews the seat picked beside the button, not "your moves" for all; the
    computers' seats are marked with their level, and the person's seat is offered
    first."""
    from PySide6.QtCore import Qt

    from cartografove.app.records.history_screen import HistoryScreen
    from cartografove.app.records.review import ReviewDialog
    from cartografove.records.history import History

    game = autoplay(Game(Setup(("Jorek the Surveyor", "Ann", "Ben"), 7, "C")), seed=7)
    history = History()
    history.record(game, finished="2026-04-01T19:00:00+00:00", computers={0: "hard"})
    screen = HistoryScreen(history)
    qtbot.addWidget(screen)
    screen.show()
    screen.table.selectRow(0)
    qtbot.mouseClick(screen.open_button, Qt.MouseButton.LeftButton)
    viewer = screen.viewer
    assert viewer is not None
    qtbot.waitExposed(viewer)
    whose = viewer.whose
    assert whose.isVisible() and whose.count() == 3
    assert whose.currentData() == 1  # the first person, not the computer in seat 0
    assert whose.itemText(0) == "Jorek the Surveyor (hard computer)"
    whose.setCurrentIndex(whose.findData(2))  # the person picks Ben
    qtbot.mouseClick(viewer.review_button, Qt.MouseButton.LeftButton)
    review = viewer.findChild(ReviewDialog)
    assert review is not None
    qtbot.waitUntil(lambda: not review.busy, timeout=ENDS)
    assert review.found and {r.player for r in review.found} == {2}
    played = Game(game.setup).play_through(game.decisions)
    assert len(review.found) == sum(1 for _, pending in played if pending.player == 2)
    review.close()
    viewer.close()
