"""The review of a finished game (issue 13): the costliest decisions listed, the
chosen and the better map side by side."""

from __future__ import annotations

from cartografove.app.play.score_screens import ResultsDialog
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import autoplay


def test_a_review_is_opened_from_the_results(app, qtbot):
    game = autoplay(Game(Setup(("Ann",), 4, "C")), seed=4)
    results = ResultsDialog(game)
    qtbot.addWidget(results)
    assert results.review_button.text()
    review = results.review(game, thorough=False)
    qtbot.addWidget(review)
    qtbot.waitUntil(lambda: not review.busy, timeout=30_000)
    assert len(review.found) == len(game.decisions)
    assert review.list.count() == 3
    review.list.setCurrentRow(1)
    worst = review.worst[1]
    assert review.chosen_map.item.content.sheet == worst.chosen_sheet()
    assert review.better_map.item.content.sheet == worst.better_sheet()
    assert worst.chosen != worst.better


def test_a_review_is_opened_from_the_replay_viewer(app, qtbot):
    from cartografove.app.records.replay_viewer import ReplayViewer

    game = autoplay(Game(Setup(("Ann", "Ben"), 5, "D")), seed=5)
    viewer = ReplayViewer(game.setup, game.decisions)
    qtbot.addWidget(viewer)
    assert viewer.whose.count() == 2 and viewer.whose.currentData() == 0
    viewer.whose.setCurrentIndex(1)  # issue 26: the person picks whose moves
    review = viewer.review(thorough=False)
    qtbot.addWidget(review)
    qtbot.waitUntil(lambda: not review.busy, timeout=30_000)
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
    qtbot.waitUntil(lambda: not review.busy, timeout=30_000)
    assert len(review.found) == len(game.decisions)
