"""The campaign screen, driven as a player would: typing, clicking, playing chapters."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from cartografove.app.records.campaign_screen import CampaignScreen
from cartografove.records.campaign import VERSION, new_campaign, to_bytes
from cartografove.records.campaign_book import CampaignBook
from cartografove.records.codes import chapter_plan
from cartografove.records.history import History
from cartografove.rules.game import Game
from cartografove.rules.save import write_save
from cartografove.rules.setup import Setup
from tests.random_play import autoplay
from tests.waits import HANG_MS

from .records_helpers import screenshot

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

CODE = "JFE5HPWRZ"


class Player:
    """Answers the screen's yes-or-no questions as the test says, and keeps them."""

    def __init__(self) -> None:
        self.questions: list[str] = []
        self.answer = True

    def __call__(self, parent, title: str, question: str) -> bool:
        self.questions.append(question)
        return self.answer


@pytest.fixture
def player():
    return Player()


@pytest.fixture
def screen(app, qtbot, player):
    widget = CampaignScreen(player="Ann", ask=player)
    qtbot.addWidget(widget)
    widget.resize(1240, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def click(qtbot, button) -> None:
    """Click as a person would: only a button that is on screen and enabled (widgets
    added to a shown layout appear with the next round of events)."""
    qtbot.waitUntil(button.isVisible, timeout=HANG_MS)
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def create_through_the_dialog(screen, qtbot, name: str, code: str | None, chapters: int):
    click(qtbot, screen.new_button)
    dialog = screen.dialog
    qtbot.waitExposed(dialog)
    dialog.name_edit.selectAll()
    typed = len(name) - len(name.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz "))
    qtbot.keyClicks(dialog.name_edit, name[:typed])  # QTest types Latin-1 letters only
    dialog.name_edit.insert(name[typed:])  # what an input method would insert
    dialog.chapters_box.selectAll()
    qtbot.keyClicks(dialog.chapters_box, str(chapters))
    if code is not None:
        qtbot.keyClicks(dialog.code_edit, code)  # typing a code chooses "from a code"
    click(qtbot, dialog.create_button)
    return screen.selected()


def test_an_empty_screen_invites_to_a_first_campaign(screen, tmp_path):
    assert screen.pages.currentIndex() == 0
    assert not screen.list.isVisible()
    assert "four" in screen.intro.text.text()
    screenshot(screen, "campaign_empty", tmp_path)


def test_creating_a_campaign_from_a_code(screen, qtbot, tmp_path):
    campaign = create_through_the_dialog(screen, qtbot, "Lucja Łucja Dvořáková", "jfe-5hp-wrz", 3)
    assert campaign is not None
    assert (campaign.player, campaign.code, len(campaign.chapters)) == (
        "Lucja Łucja Dvořáková",
        CODE,
        3,
    )
    assert campaign.chapters[1].seed == chapter_plan(CODE, 1).seed
    assert CampaignBook().load(campaign.id) == campaign  # on disk
    assert screen.pages.currentIndex() == 1
    assert screen.details.code.text() == "JFE-5HP-WRZ"
    assert "Łucja Dvořáková" in screen.details.heading.text()
    assert len(screen.details.cards) == 3
    assert screen.details.play_button.text() == "Play chapter 1"
    screenshot(screen, "campaign_new", tmp_path)


def test_a_random_campaign_through_the_dialog(screen, qtbot):
    campaign = create_through_the_dialog(screen, qtbot, "Ann", None, 4)
    assert len(campaign.chapters) == 4 and campaign.code != CODE


def test_a_mistyped_code_is_caught_while_typing(screen, qtbot, tmp_path):
    click(qtbot, screen.new_button)
    dialog = screen.dialog
    qtbot.keyClicks(dialog.code_edit, "JFE-5HP-WRY")
    assert dialog.code_button.isChecked()
    assert not dialog.create_button.isEnabled()
    assert dialog.code_status.text() == "This is not a valid code. Check it for a typo."
    screenshot(dialog, "campaign_dialog_typo", tmp_path)
    dialog.code_edit.clear()
    qtbot.keyClicks(dialog.code_edit, "JFE-5HP-WR0")
    assert "never appears in campaign codes" in dialog.code_status.text()
    dialog.code_edit.clear()
    qtbot.keyClicks(dialog.code_edit, "JFE5")
    assert "has 9 characters" in dialog.code_status.text()
    qtbot.mouseClick(dialog.random_button, Qt.MouseButton.LeftButton)
    assert dialog.create_button.isEnabled() and dialog.code() is None
    dialog.code_edit.clear()
    qtbot.keyClicks(dialog.code_edit, "jfe5hpwrz")
    assert dialog.create_button.isEnabled() and dialog.code() == CODE


def test_play_requested_carries_the_chapter_game(screen, qtbot):
    campaign = screen.create_campaign("Ann", 4, CODE)
    with qtbot.waitSignal(screen.play_requested) as signal:
        click(qtbot, screen.details.play_button)
    game, autosave, chapter_game = signal.args
    plan = chapter_plan(CODE, 0)
    assert game.setup == Setup(players=("Ann",), seed=plan.seed, side=plan.side, edicts=plan.edicts)
    assert game.decisions == () and not chapter_game.resumed
    assert autosave == CampaignBook().attempt_path(campaign, 0)
    assert (chapter_game.campaign.id, chapter_game.chapter) == (campaign.id, 0)


def test_a_finished_chapter_shows_its_result(screen, qtbot, tmp_path):
    campaign = screen.create_campaign("Ann", 4, CODE)
    with qtbot.waitSignal(screen.play_requested) as signal:
        click(qtbot, screen.details.play_button)
    game = autoplay(signal.args[0], seed=3)
    recorded = screen.chapter_finished(game)
    assert recorded.chapter == 0 and recorded.failures == ()
    solo = game.result.solo
    card = screen.details.cards[0]
    text = " ".join(w.text() for w in card.findChildren(type(screen.details.heading)))
    assert f"{solo.total} ★" in text
    assert "Attempts: 1" in text
    assert screen.details.score_value.text() == f"{solo.total} ★"
    assert screen.details.progress_value.text() == "Chapter 2 of 4"
    assert screen.details.play_button.text() == "Play chapter 2"
    assert card.play_button.text() == "Play again"
    qtbot.waitUntil(card.watch_button.isVisible, timeout=HANG_MS)
    assert History().entries().entries[0].summary.campaign.campaign == campaign.id
    screenshot(screen, "campaign_after_chapter", tmp_path)


def test_replaying_a_finished_chapter(screen, qtbot):
    screen.create_campaign("Ann", 2, CODE)
    with qtbot.waitSignal(screen.play_requested) as first:
        click(qtbot, screen.details.play_button)
    screen.chapter_finished(autoplay(first.args[0], seed=1))
    with qtbot.waitSignal(screen.play_requested) as again:
        click(qtbot, screen.details.cards[0].play_button)
    assert again.args[0].setup == first.args[0].setup and again.args[0].decisions == ()
    screen.chapter_finished(autoplay(again.args[0], seed=2))
    chapter = screen.selected().chapters[0]
    assert len(chapter.attempts) == 2
    assert screen.details.score_value.text() == f"{chapter.best.total} ★"


def test_a_chapter_in_progress_is_resumed(screen, qtbot):
    campaign = screen.create_campaign("Ann", 2, CODE)
    with qtbot.waitSignal(screen.play_requested) as signal:
        click(qtbot, screen.details.play_button)
    game, autosave, _ = signal.args
    for decision in autoplay(Game(game.setup), seed=4).decisions[:5]:
        game.apply(decision)
        write_save(autosave, game)  # what the main window's session does
    screen.refresh()
    assert screen.details.play_button.text() == "Resume chapter 1"
    assert screen.details.cards[0].play_button.text() == "Resume"
    said = [label.text() for label in screen.details.cards[0].findChildren(QLabel)]
    assert "Left midway" in said and "Not played yet" not in said  # beside Resume (issue 25)
    with qtbot.waitSignal(screen.play_requested) as resumed:
        click(qtbot, screen.details.play_button)
    assert resumed.args[0].decisions == game.decisions and resumed.args[2].resumed
    assert campaign.id == resumed.args[2].campaign.id


def test_watching_the_best_game_of_a_chapter(screen, qtbot):
    screen.create_campaign("Ann", 1, CODE)
    with qtbot.waitSignal(screen.play_requested) as signal:
        click(qtbot, screen.details.play_button)
    game = autoplay(signal.args[0], seed=5)
    screen.chapter_finished(game)
    click(qtbot, screen.details.cards[0].watch_button)
    viewer = screen.viewer
    assert viewer.frames.moves == len(game.decisions)
    assert viewer.content(0).sheet == game.sheets[0]
    viewer.close()


def test_abandoning_a_campaign(screen, qtbot, player):
    screen.create_campaign("Ann", 2, CODE)
    click(qtbot, screen.details.abandon_button)
    assert len(player.questions) == 1 and "cannot be played any more" in player.questions[0]
    campaign = screen.selected()
    assert not campaign.active
    assert (
        not screen.details.play_button.isVisible() and not screen.details.abandon_button.isVisible()
    )
    assert not screen.details.cards[0].play_button.isEnabled()
    assert "Abandoned" in screen.list.item(0).text()


def test_abandoning_can_be_cancelled(screen, qtbot, player):
    screen.create_campaign("Ann", 2, CODE)
    player.answer = False
    click(qtbot, screen.details.abandon_button)
    assert screen.selected().active


def test_the_code_can_be_copied(screen, qtbot):
    screen.create_campaign("Ann", 2, CODE)
    click(qtbot, screen.details.copy_button)
    assert QGuiApplication.clipboard().text() == "JFE-5HP-WRZ"
    assert screen.details.copy_button.text() == "Copied!"


def test_damaged_and_newer_campaign_files(screen, qtbot, tmp_path):
    book = CampaignBook()
    good = book.create("Ann", 4, CODE)
    (book.folder / "broken.json").write_text('{"format": "kartografove-campaign", "ver')
    document = json.loads(to_bytes(new_campaign("Eve", 2)))
    document["version"] = VERSION + 1
    (book.folder / "future.json").write_text(json.dumps(document))
    screen.refresh()
    assert screen.notice.isVisible()
    assert screen.notice.text() == (
        "broken.json was set aside as broken.json.corrupt. The file is damaged."
    )
    assert [c.id for c in screen.campaigns] == [good.id]
    newer = screen.list.item(1)
    assert newer.text() == "future.json\nNeeds a newer Kartografové"
    assert "newer version" in newer.toolTip()
    assert not newer.flags() & Qt.ItemFlag.ItemIsEnabled
    assert (book.folder / "future.json").exists()
    screenshot(screen, "campaign_problems", tmp_path)


def test_switching_between_campaigns(screen, qtbot):
    first = screen.create_campaign("Ann", 2, CODE)
    second = screen.create_campaign("Ben", 3)
    assert screen.selected().id == second.id
    row = next(i for i, c in enumerate(screen.campaigns) if c.id == first.id)
    rect = screen.list.visualItemRect(screen.list.item(row))
    QTest.mouseClick(screen.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert screen.selected().id == first.id
    assert len(screen.details.cards) == 2 and "Ann" in screen.details.heading.text()


def test_the_hints_a_chapter_took_are_shown(screen, qtbot):
    screen.create_campaign("Ann", 2, CODE)
    with qtbot.waitSignal(screen.play_requested) as signal:
        click(qtbot, screen.details.play_button)
    assert signal.args[2].hints == 0  # a new game: no hints yet
    game = autoplay(signal.args[0], seed=3)
    screen.chapter_finished(game, hints=2)
    card = screen.details.cards[0]
    text = " ".join(w.text() for w in card.findChildren(type(screen.details.heading)))
    assert "Hints used: 2" in text


def test_a_damaged_attempt_is_said_and_its_campaign_still_listed(screen, qtbot):
    """One bad attempt no longer takes the whole campaign off the list (issue 21)."""
    book = CampaignBook()
    campaign = book.create("Ann", 2, CODE)
    book.record(autoplay(Game(campaign.setup(0)), seed=3), campaign)
    path = book.path_of(campaign)
    document = json.loads(path.read_bytes())
    document["chapters"][0]["attempts"][0]["rating"] += 1
    path.write_text(json.dumps(document))
    screen.refresh()
    assert screen.notice.text() == (
        f"{path.name}: an attempt at chapter 1 does not match its game and was set aside "
        f"as {campaign.id}.attempts.corrupt; the rest of the campaign is in use."
    )
    assert [c.id for c in screen.campaigns] == [campaign.id]
