"""The review of a finished game (issue 13): the costliest decisions listed, the
chosen and the better map side by side."""

from __future__ import annotations

import re

from cartografove.app.i18n import switch_language
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


def test_the_stars_lost_are_written_with_the_languages_decimal_comma(app, qtbot):
    game = autoplay(Game(Setup(("Ann",), 4, "C")), seed=4)
    switch_language("cs")
    try:
        results = ResultsDialog(game)
        qtbot.addWidget(results)
        review = results.review(game, thorough=False)
        qtbot.addWidget(review)
        qtbot.waitUntil(lambda: not review.busy, timeout=30_000)
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
    review = viewer.review(thorough=False)
    qtbot.addWidget(review)
    qtbot.waitUntil(lambda: not review.busy, timeout=30_000)
    assert len(review.found) == len(game.decisions)
    assert {r.player for r in review.found} == {0, 1}
