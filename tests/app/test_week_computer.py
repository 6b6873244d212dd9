"""The week's computer plays in a process of its own (issue 24): the window's
process never runs its game, and quitting the app ends it."""

from __future__ import annotations

import os

import pytest

from cartografove.app.journey.computer import hard_rating, start_hard_rating, stop_ratings
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.records.journey.weekly import WeekBook, week_of
from tests.waits import HANG_S

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture(autouse=True)
def nothing_left_running():
    yield
    stop_ratings()


def test_the_weeks_computer_plays_in_a_child_process_and_keeps_its_rating(tmp_path):
    book, week = WeekBook(tmp_path), week_of()
    rating = start_hard_rating(book, week, level="easy")  # a quick level, the same path
    assert rating is not None and rating.process is not None
    assert rating.process.pid not in (None, os.getpid())
    assert start_hard_rating(book, week, level="easy") is None  # one game a week at a time
    assert rating.noted.wait(HANG_S)
    assert book.load().weeks.of(week).computer == hard_rating(week, "easy")
    assert rating.waiter is not None
    rating.waiter.join(HANG_S)
    rating.process.join(HANG_S)  # the waiter gives it STOP_WAIT only: it ends, however slowly
    assert not rating.process.is_alive()
    assert start_hard_rating(book, week) is None  # known now: never played again


def test_closing_the_window_ends_the_weeks_computer_and_keeps_nothing(app, qtbot, tmp_path):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    window.show_journey()  # the week's game starts from the journey screen
    book, week = WeekBook(tmp_path), week_of()
    rating = window.journey.rate(book, week)  # the hard computer takes many seconds
    assert rating is not None and rating.process is not None and rating.running
    window.close()
    assert not rating.process.is_alive()  # ended by the close, not left behind
    assert rating.waiter is not None
    rating.waiter.join(HANG_S)
    assert not rating.waiter.is_alive() and not rating.noted.is_set()
    assert book.load().weeks.of(week).computer is None  # the next start plays it again
    again = start_hard_rating(book, week, level="easy")
    assert again is not None  # the week can be played again at once
    again.stop()
