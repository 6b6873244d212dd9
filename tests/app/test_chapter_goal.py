"""The play screen says it is a chapter, and shows the chapter's goal as the game goes
(issue 24; play-through 3: "the game screen never says you are playing a campaign
chapter"), in three languages, at 1280×720 without a scroll bar."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cartografove.app.i18n import switch_language
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.records.campaign_book import CampaignBook
from cartografove.records.journey.chapters import journey
from cartografove.records.journey.progress import JourneyBook
from cartografove.records.journey.weekly import WeekBook, deal_of, week_of
from cartografove.rules.cards import catalog
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import RandomCartographer
from tests.waits import HANG_MS

from .fitting import clipped_texts

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")
CHAPTERS = journey().chapters
TITLES = {"en": "Journey, chapter", "cs": "Cesta, kapitola", "pl": "Podróż, rozdział"}


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    switch_language("en")


@pytest.fixture
def window(app, qtbot):
    main = MainWindow(Settings())
    qtbot.addWidget(main)
    main.resize(1280, 720)
    main.show()
    qtbot.waitExposed(main)
    return main


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def start_chapter(window: MainWindow, number: int) -> Game:
    """What Play on the journey screen does (every chapter, open or not)."""
    chapter = CHAPTERS[number - 1]
    game = Game(chapter.setup("Ann"))
    computers = {seat: c.level for seat, c in enumerate(chapter.computers, start=1)}
    window.start(game, autosave=JourneyBook().attempt_path(chapter), computers=computers)
    return game


def play(window: MainWindow, qtbot, moves: int, seed: int = 1) -> None:
    """The person's moves; a computer seat's are its own, each waited for as the
    change it makes to the game (once spun on the event loop with no bound)."""
    session, bot = window.session, RandomCartographer(seed)
    while len(session.game.decisions) < moves and not session.game.over:
        pending = session.game.pending
        if pending is not None and pending.player in session.computers:
            # its answer comes through the event loop, which has not run since the
            # last move: it cannot have come before this wait
            with qtbot.waitSignal(session.changed, timeout=HANG_MS):
                window.play.computers.poke()
            continue
        session.apply(bot.choose(session.game))
    settle()


def test_a_journey_chapter_says_which_and_how_its_stars_stand(window, qtbot):
    start_chapter(window, 4)  # mountain tolls: rating and coins
    goal = window.play.side.goal
    assert goal.isVisible()
    title = CHAPTERS[3].title.en
    assert goal.heading.text() == f"Journey, chapter 4: {title}"
    lines = goal.lines.text().split("<br>")
    needed = sum(catalog().scoring[card].solo_value for card in CHAPTERS[3].edicts)
    assert lines == [
        f"So far: 0 ★, rating −{needed}",
        f"<b>☆ rating 0: {needed} ★ in all</b>",  # the next star to earn, in bold
        f"☆ rating +10: {needed + 10} ★ in all; coins: 0 of 5",
        f"☆ rating +20: {needed + 20} ★ in all; coins: 0 of 7",
    ]
    game = window.session.game
    play(window, qtbot, 200)  # to the end
    assert game.over
    final = goal.lines.text()
    earned = CHAPTERS[3].stars_of(window.session.game)
    marks = [line.removeprefix("<b>")[0] for line in final.split("<br>")[1:]]
    assert marks == ["★"] * earned + ["☆"] * (3 - earned)
    rating = game.result.solo.rating
    assert final.startswith(f"Final: {game.result.solo.total} ★, rating ")
    assert final.split("<br>")[0].endswith(f"{rating:+d}".replace("-", "−") if rating else "0")


def test_the_monsters_and_the_edict_so_far(window, qtbot):
    start_chapter(window, 2)  # quiet borders: no star lost to monsters for the third
    goal = window.play.side.goal
    assert "☆ rating +10: " in goal.lines.text() and "; no ★ lost to monsters" in goal.lines.text()
    play(window, qtbot, 60, seed=5)
    scores = window.session.game.scores[0]
    lost = sum(season.monster_penalty for season in scores)
    if lost:
        assert f"✘ <s>no ★ lost to monsters ({lost} lost)</s>" in goal.lines.text()
    start_chapter(window, 8)  # the queen's orders: edict A every time
    goal = window.play.side.goal
    assert "; edict A every time (0 of 2; 0 ★ if scored now)" in goal.lines.text()


def test_a_table_chapter_shows_the_place_and_the_lead(window, qtbot):
    start_chapter(window, 11)
    goal = window.play.side.goal
    assert goal.lines.text().split("<br>") == [
        "So far: place 1, lead 0",
        "<b>☆ place 2 or better</b>",
        "☆ win",
        "☆ win by 10 ★ or more",  # not "win; win by 10": a lead is a win
    ]


def test_the_weeks_challenge_and_a_campaign_chapter_say_what_they_are(window):
    week = week_of()
    window.start(Game(deal_of(week).setup("Ann")), autosave=WeekBook().attempt_path(week))
    goal = window.play.side.goal
    assert goal.heading.text() == f"Challenge of the week {week.key}"
    assert goal.lines.text().startswith("So far: 0 ★, rating −")
    book = CampaignBook()
    campaign = book.create("Ann", 2, "JFE5HPWRZ")
    window.start(Game(campaign.setup(1)), autosave=book.attempt_path(campaign, 1))
    assert window.play.side.goal.heading.text() == "Campaign, chapter 2"


def test_a_game_of_its_own_shows_no_chapter(window):
    window.start(Game(Setup(players=("Ann",), seed=1)))
    assert not window.play.side.goal.isVisible()
    window.start(Game(CHAPTERS[0].setup("Ann")))  # the deal, but no chapter's file
    assert not window.play.side.goal.isVisible()


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_the_goal_fits_beside_the_map_at_1280x720(window, qtbot, lang):
    window.set_language(lang)
    for number in (4, 8, 12):  # the longest goals: coins, an edict, a table
        start_chapter(window, number)
        screen = window.play
        for moves in (10, 30):
            play(window, qtbot, moves)
            goal = screen.side.goal
            assert goal.isVisible()
            assert goal.heading.text().startswith(f"{TITLES[lang]} {number}: ")
            assert screen.side.verticalScrollBar().maximum() == 0, (number, moves)
            assert clipped_texts(window) == []


def test_once_a_hint_is_taken_the_goal_says_no_star_can_come(window):
    """Issue 32: the first hint shown in a chapter loses every star, and says so."""
    start_chapter(window, 4)
    goal = window.play.side.goal
    assert "No star" not in goal.lines.text()
    window.session.note_hint()
    goal.refresh()
    lines = goal.lines.text().split("<br>")
    assert "No star: played with 1 hint." in lines[-1]
    assert all(line.removeprefix("<b>")[0] == "☆" for line in lines[1:-1])
