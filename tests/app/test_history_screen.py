"""The History view and the replay viewer: lists, filters, bests, the chart, replays."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from cartografove.app.journey.share import ShareDialog
from cartografove.app.look.style import ACCENT
from cartografove.app.records.history_screen import KINDS, HistoryScreen
from cartografove.app.records.look import PANEL
from cartografove.app.records.rating_chart import RatingChart
from cartografove.app.records.replay_viewer import ReplayViewer
from cartografove.records.finished import record_finished
from cartografove.records.history import History
from cartografove.records.result_code import share, verify
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.waits import HANG_MS

from .records_helpers import count_pixels, finished, screenshot

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

FIRST = ("faunlost_thicket", "craylund", "traylo_monastery", "dwarvenholds")
OTHER = ("deepwood", "ulems_wallow", "outer_enclave", "silos")


@pytest.fixture(scope="module")
def games() -> list[Game]:
    """Four solo games (three on FIRST) and two pass-and-play games."""
    return [
        finished(Setup(players=("Ann",), seed=1, edicts=FIRST), 1),
        finished(Setup(players=("Ann",), seed=2, edicts=OTHER, side="D"), 2),
        finished(Setup(players=("Ann",), seed=3, edicts=FIRST), 3),
        finished(Setup(players=("Ann", "Ben"), seed=4, edicts=OTHER), 4),
        finished(Setup(players=("Ben", "Cyril", "Dana"), seed=5, edicts=FIRST, side="D"), 5),
        finished(Setup(players=("Ann",), seed=6, edicts=FIRST, side="D"), 6),
    ]


@pytest.fixture
def recorded(user_home, games):
    history = History()
    for day, game in enumerate(games, start=1):
        history.record(game, finished=f"2026-04-{day:02d}T19:00:00+00:00")
    return history


@pytest.fixture
def screen(app, qtbot, recorded):
    widget = HistoryScreen(recorded)
    qtbot.addWidget(widget)
    widget.resize(1180, 820)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def column(screen, index: int) -> list[str]:
    return [screen.table.item(row, index).text() for row in range(screen.table.rowCount())]


def test_every_finished_game_is_listed_newest_first(screen, games, tmp_path):
    assert screen.table.rowCount() == 6
    assert column(screen, 1) == [
        "Ann",
        "Ben, Cyril, Dana",
        "Ann, Ben",
        "Ann",
        "Ann",
        "Ann",
    ]
    solo = games[5].result.solo
    assert column(screen, 4)[0].endswith(f"rating {solo.rating}".replace("-", "\u2212"))
    winners = ", ".join(w.name for w in games[4].result.winners)
    assert winners in column(screen, 4)[1]
    assert column(screen, 2)[0] == "D — wastelands"
    assert "Faunlost Thicket" in column(screen, 3)[0]
    assert not screen.empty.isVisible()
    screenshot(screen, "history", tmp_path)


def choose(screen: HistoryScreen, kind: str, edicts: tuple[str, ...]) -> None:
    """Pick a kind of game and an edict set in the two combo boxes."""
    screen.kind_filter.setCurrentIndex(KINDS.index(kind))
    screen.edict_filter.setCurrentIndex(screen.edict_filter.findData(",".join(edicts)))


def test_filters_by_kind_and_edicts(screen, qtbot, tmp_path):
    screen.kind_filter.setCurrentIndex(1)  # solo
    assert screen.table.rowCount() == 4
    screen.kind_filter.setCurrentIndex(2)  # pass-and-play
    assert column(screen, 1) == ["Ben, Cyril, Dana", "Ann, Ben"]
    screen.kind_filter.setCurrentIndex(0)
    assert screen.edict_filter.count() == 3  # all, FIRST (4 games), OTHER (2 games)
    assert screen.edict_filter.itemText(1).startswith("Faunlost Thicket, Craylund")
    screen.edict_filter.setCurrentIndex(1)
    assert screen.edict_set == FIRST
    assert screen.table.rowCount() == 4
    choose(screen, "solo", OTHER)
    assert column(screen, 1) == ["Ann"]
    assert "Best on these edicts" in screen.bests.text()
    choose(screen, "solo", FIRST)
    screenshot(screen, "history_filtered", tmp_path)


def test_the_filters_are_combo_boxes_a_player_can_use(screen, qtbot):
    screen.kind_filter.setFocus()
    QTest.keyClick(screen.kind_filter, Qt.Key.Key_Down)
    assert screen.kind == "solo" and screen.table.rowCount() == 4


def test_personal_bests(screen, games):
    text = screen.bests.text()
    best = max(g.result.solo.rating for g in games if g.solo)
    assert f"{best}".replace("-", "\u2212") in text
    assert "Most stars in pass-and-play" in text
    for name in ("Ann", "Ben", "Cyril", "Dana"):
        assert f"{name}: " in text
    assert "Games finished: 6" in text


def test_the_chart_paints_the_solo_ratings(screen, games, tmp_path):
    chart = screen.chart
    assert [p[1] for p in chart.points] == [g.result.solo.rating for g in games if g.solo]
    image = screenshot(chart, "history_chart", tmp_path)
    assert image.width() > 400 and image.height() >= 200
    assert count_pixels(image, ACCENT, 60) > 100  # the line and its points
    assert count_pixels(image, PANEL, 10) < image.width() * image.height() / 4 * 0.9


def test_an_empty_chart_says_how_to_fill_it(app, qtbot, tmp_path):
    chart = RatingChart()
    qtbot.addWidget(chart)
    chart.resize(600, 240)
    image = screenshot(chart, "history_chart_empty", tmp_path)
    assert count_pixels(image, ACCENT, 60) == 0
    chart.set_points([])
    assert chart.points == []


def test_an_empty_history(app, qtbot, user_home, tmp_path):
    screen = HistoryScreen(History())
    qtbot.addWidget(screen)
    screen.resize(1000, 700)
    screen.show()
    assert screen.table.rowCount() == 0
    assert screen.empty.isVisible() and "No finished games yet" in screen.empty.text()
    assert not screen.open_button.isEnabled() and not screen.share_button.isEnabled()
    screenshot(screen, "history_empty", tmp_path)


def test_a_finished_game_appears_when_the_screen_is_shown_again(screen, qtbot):
    game = finished(Setup(players=("Eve",), seed=40), 2)
    recorded = record_finished(game, screen.history)
    assert recorded.entry is not None and recorded.campaign is None
    screen.hide()
    screen.show()
    assert screen.table.rowCount() == 7
    assert column(screen, 1)[0] == "Eve"  # recorded now: the newest


def test_damaged_entries_are_reported(recorded, app, qtbot):
    (recorded.folder / "bad.kartografove").write_bytes(b"\xff\xfe")
    screen = HistoryScreen(recorded)
    qtbot.addWidget(screen)
    screen.show()
    assert screen.problems.isVisible()
    assert screen.problems.text() == (
        "bad.kartografove was set aside as bad.kartografove.corrupt. The file is damaged."
    )
    assert screen.table.rowCount() == 6


def test_a_row_shares_its_result_code_and_the_code_verifies(screen, qtbot, games):
    """Share on a History row (issue 24): the result code of that finished game,
    copied with the text that says how to verify it."""
    screen.table.selectRow(1)  # the three-player game
    assert screen.share_button.isEnabled()
    qtbot.mouseClick(screen.share_button, Qt.MouseButton.LeftButton)
    dialog = next(w for w in screen.findChildren(ShareDialog) if w.isVisible())
    code = share(games[4])
    assert code in dialog.text and dialog.text.startswith("Kartografové: 1. ")
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == dialog.text
    assert verify(code).decisions == games[4].decisions
    dialog.close()
    screen.table.selectRow(0)  # right-click on a row
    menu = screen.row_menu()
    assert [a.text() for a in menu.actions()] == ["Watch this game again…", "Share result…"]
    menu.actions()[1].trigger()
    shown = [w for w in screen.findChildren(ShareDialog) if w.isVisible()]
    assert len(shown) == 1 and share(games[5]) in shown[0].text
    shown[0].close()
    menu.close()


# --- the replay viewer -----------------------------------------------------------------


def test_a_game_opens_in_the_replay_viewer_on_its_final_maps(screen, qtbot, games, tmp_path):
    screen.table.selectRow(1)  # the three-player game
    qtbot.mouseClick(screen.open_button, Qt.MouseButton.LeftButton)
    viewer = screen.viewer
    assert isinstance(viewer, ReplayViewer)
    qtbot.waitExposed(viewer)
    game = games[4]
    assert viewer.tabs.count() == 3
    assert viewer.current_move == viewer.frames.moves == len(game.decisions)
    for player in range(3):
        assert viewer.content(player).sheet == game.sheets[player]
        assert viewer.previews[player].item.content.sheet == game.sheets[player]
    screenshot(viewer, "replay_final", tmp_path)
    viewer.close()


def test_stepping_shows_the_sheet_at_move_k(app, qtbot, games, tmp_path):
    game = games[3]
    viewer = ReplayViewer(game.setup, game.decisions, "Ann, Ben")
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    qtbot.mouseClick(viewer.first_button, Qt.MouseButton.LeftButton)
    assert viewer.current_move == 0 and viewer.move_label.text() == "The deal"
    assert not viewer.back_button.isEnabled()
    for _ in range(7):
        qtbot.mouseClick(viewer.next_button, Qt.MouseButton.LeftButton)
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    QTest.keyClick(viewer, Qt.Key.Key_Left)
    k = 8
    assert viewer.current_move == k
    expected = Game.replay(game.setup, game.decisions[:k])
    for player in range(2):
        assert viewer.content(player).sheet == expected.sheets[player]
        assert tuple(viewer.content(player).scores) == expected.scores[player]
    frame = viewer.frames.frame(k)
    assert viewer.tabs.currentIndex() == frame.asked.sheet  # the map this move was drawn on
    assert viewer.content(frame.asked.sheet).highlight == frame.changed != 0
    assert viewer.move_label.text() == f"Move {k} of {len(game.decisions)}"
    assert game.players[frame.asked.player] in viewer.what.text()
    screenshot(viewer, "replay_move", tmp_path)
    viewer.slider.setValue(30)
    assert viewer.content(0).sheet == Game.replay(game.setup, game.decisions[:30]).sheets[0]
    QTest.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.current_move == len(game.decisions)
    assert not viewer.next_button.isEnabled()
    QTest.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.current_move == 0


def test_playing_the_moves_runs_to_the_end(app, qtbot, games):
    game = games[0]
    viewer = ReplayViewer(game.setup, game.decisions)
    qtbot.addWidget(viewer)
    viewer.timer.setInterval(1)
    viewer.toggle_play()  # at the end: starts again from the deal
    assert viewer.timer.isActive() and viewer.current_move == 0
    qtbot.waitUntil(lambda: viewer.current_move == viewer.frames.moves, timeout=HANG_MS)
    assert not viewer.timer.isActive()


def test_a_finished_game_can_be_exported_to_pdf_from_the_replay(app, qtbot, monkeypatch):
    from cartografove.app.records import replay_viewer
    from cartografove.app.records.replay_viewer import ReplayViewer
    from cartografove.rules.game import Game
    from cartografove.rules.setup import Setup
    from tests.random_play import autoplay

    game = autoplay(Game(Setup(players=("Ann", "Ben"), seed=6)), seed=6)
    from datetime import date

    played = date(2025, 3, 14)  # printed with the day it was played (issue 25)
    viewer = ReplayViewer(game.setup, game.decisions, played=played)
    qtbot.addWidget(viewer)
    exported = []
    monkeypatch.setattr(
        replay_viewer, "export_sheets", lambda parent, g, day=None: exported.append((g, day))
    )
    viewer.export_button.click()
    assert exported and exported[0][0].sheets == game.sheets and exported[0][0].over
    assert exported[0][1] == played
