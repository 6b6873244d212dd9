"""A chapter left midway is offered like any unfinished game (issue 25, play-through
3 item 6): on the welcome page, in Game → Continue and at start-up, named as the
chapter it is; continuing it keeps it the chapter's game."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from cartografove.app.main import first_screen
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.records.campaign_book import CampaignBook
from cartografove.records.journey.chapters import journey
from cartografove.records.journey.progress import JourneyBook
from cartografove.records.journey.weekly import WeekBook, deal_of, week_of
from cartografove.records.left_midway import chapters_left_midway
from cartografove.records.unfinished import progress_meta
from cartografove.rules.game import Game
from cartografove.rules.save import write_save
from cartografove.rules.setup import Setup
from tests.waits import HANG_MS

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def window(app, qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    return window


def leave_midway(path, game: Game, moves: int = 3) -> Game:
    """What the session does while a chapter is played: a few moves, autosaved."""
    for _ in range(moves):
        game.apply(game.legal_decisions()[0])
    write_save(path, game, meta=progress_meta(game))
    return game


def listed(window: MainWindow) -> list[str]:
    return [
        window.welcome.unfinished.item(i).text() for i in range(window.welcome.unfinished.count())
    ]


def test_a_journey_chapter_left_midway_is_offered_and_continued(window):
    book = JourneyBook()
    chapter = journey().chapters[1]
    path = book.attempt_path(chapter)
    left = leave_midway(path, Game(chapter.setup("Ann")))
    window.refresh_unfinished()
    title = chapter.title.en
    assert len(listed(window)) == 1
    assert listed(window)[0].startswith(f"Journey, chapter 2: {title} · Ann · sheet ")
    window.fill_continue()
    assert window.menus.continue_menu.actions()[0].text() == listed(window)[0]
    window.continue_game(path)
    assert window.autosave == path  # still the chapter's file: the journey finds it
    assert window.session.game.decisions == left.decisions
    assert listed(window) == []  # not offered while it is on screen
    window.session.apply(window.session.game.legal_decisions()[0])
    assert book.game_for(chapter, "Ann")[0].decisions == window.session.game.decisions


def test_the_journey_screen_says_resume_for_a_chapter_left_midway(window):
    window.show_journey()
    screen = window.journey
    assert screen.play_button.text() == "Play this chapter"
    assert screen.week_button.text() == "Play this week's challenge"
    leave_midway(
        screen.book.attempt_path(journey().chapters[0]), Game(journey().chapters[0].setup("Ann"))
    )
    week = week_of()
    leave_midway(WeekBook().attempt_path(week), Game(deal_of(week).setup("Ann")))
    screen.refresh()
    assert screen.play_button.text() == "Resume this chapter"
    assert screen.week_button.text() == "Resume this week's challenge"
    window.refresh_unfinished()
    assert any(t.startswith(f"Challenge of the week {week.key} · Ann") for t in listed(window))


def test_a_chapter_left_under_another_name_is_still_resumed():
    """The journey deals with the name last used in New Game; a chapter left before
    the player changed it is theirs to finish, not thrown away."""
    book = JourneyBook()
    chapter = journey().chapters[0]
    left = leave_midway(book.attempt_path(chapter), Game(chapter.setup("Ann")))
    game, problem = book.game_for(chapter, "Anna")
    assert problem is None and game.decisions == left.decisions
    assert book.attempt_path(chapter).exists()


def test_a_campaign_chapter_left_midway_is_offered(window):
    book = CampaignBook()
    campaign = book.create("Ann", 2, "JFE5HPWRZ")
    leave_midway(book.attempt_path(campaign, 0), Game(campaign.setup(0)))
    window.refresh_unfinished()
    assert listed(window)[0].startswith("Campaign, chapter 1 · Ann · sheet ")
    book.abandon(campaign)  # its games in progress go with it
    window.refresh_unfinished()
    assert listed(window) == []


def test_the_start_up_question_names_the_game_it_offers(window, monkeypatch):
    chapter = journey().chapters[2]
    leave_midway(JourneyBook().attempt_path(chapter), Game(chapter.setup("Ann")))
    asked: list[str] = []

    def question(_parent, _title, text, *_args, **_kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    first_screen(window)
    assert asked[0].startswith("You have an unfinished game. Continue it?\n\n")
    assert f"Journey, chapter 3: {chapter.title.en}" in asked[0]
    assert window.autosave == JourneyBook().attempt_path(chapter)


def test_the_start_up_question_names_an_ordinary_game_too(window, monkeypatch):
    window.start(Game(Setup(players=("Ben", "Cyril"), seed=2)))
    window.session.apply(window.session.game.legal_decisions()[0])
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No
    )
    again = MainWindow(Settings())
    first_screen(again)
    again.deleteLater()
    assert "Ben, Cyril · sheet " in asked[0]


def test_only_chapters_in_progress_of_their_own_deal_are_listed(user_home):
    book = JourneyBook()
    first, second = journey().chapters[:2]
    leave_midway(book.attempt_path(first), Game(second.setup("Ann")))  # not its deal
    finished = Game(first.setup("Ann"))
    while not finished.over:
        finished.apply(finished.legal_decisions()[0])
    write_save(book.attempt_path(second), finished, meta=progress_meta(finished))  # over
    (book.folder / "week-2026-W54.kartografove").write_text("{ not a game")
    (book.folder / "the-riverlands.kartografove").write_text("{ cut")
    assert chapters_left_midway(book.folder.parent) == []


def test_after_the_start_up_question_the_window_has_the_keys(window, qtbot, monkeypatch):
    """Without a window manager nothing gave the focus back after the question, and
    the keys (H, Enter) went nowhere (found playing by hand under Xvfb)."""
    chapter = journey().chapters[0]
    leave_midway(JourneyBook().attempt_path(chapter), Game(chapter.setup("Ann")))
    elsewhere = QWidget()
    qtbot.addWidget(elsewhere)
    elsewhere.show()
    elsewhere.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is elsewhere, timeout=HANG_MS)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    first_screen(window)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=HANG_MS)
