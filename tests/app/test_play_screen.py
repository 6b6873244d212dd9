"""The play screen in detail: keyboard play, previews and reasons, wrong input,
fallbacks, heroes, monsters' choices, notices, score screens, resuming."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cartografove.app.main import first_screen
from cartografove.app.play.score_screens import ResultsDialog, SeasonReport
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.rules.board import grid
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import Terrain
from cartografove.rules.decisions import Ask, DrawShape
from cartografove.rules.events import CardRevealed
from cartografove.rules.game import Game
from cartografove.rules.results import standings
from cartografove.rules.setup import Setup
from tests.random_play import RandomCartographer, autoplay
from tests.rules.helpers import find_game

from .driver import GuiPlayer


def first(card):
    return lambda g: next(e for e in g.events if isinstance(e, CardRevealed)).card == card


def play(window, qtbot, game):
    window.start(game)
    qtbot.waitExposed(window.play.view)
    screen = window.play
    if screen.pages.currentWidget() is screen.handoff:
        QTest.mouseClick(screen.handoff.go, Qt.MouseButton.LeftButton)
    return screen


def keys(screen, *pressed):
    for key in pressed:
        QTest.keyClick(screen.view, key)


class TestKeyboardOnly:
    def test_choose_turn_move_and_confirm_with_keys(self, window, qtbot):
        screen = play(window, qtbot, find_game(first("hillside_terrace")))
        keys(screen, Qt.Key.Key_T)  # farm → water
        assert screen.pencil.draft.terrain is Terrain.WATER
        keys(screen, Qt.Key.Key_Return)  # put it down where it hovers (the centre)
        assert screen.pencil.draft.placed
        keys(screen, Qt.Key.Key_Up, Qt.Key.Key_Up, Qt.Key.Key_Left)
        cells = screen.pencil.draft.cells()
        assert cells == ((3, 4), (3, 5), (4, 4), (4, 5))  # from the centre F6
        keys(screen, Qt.Key.Key_Return)
        game = screen.session.game
        assert game.decisions == (DrawShape(0, cells, Terrain.WATER),)

    def test_r_turns_and_f_flips(self, window, qtbot):
        screen = play(window, qtbot, find_game(first("coastal_encampment")))
        before = screen.pencil.draft.offsets()
        keys(screen, Qt.Key.Key_R)
        turned = screen.pencil.draft.offsets()
        assert turned != before
        keys(screen, Qt.Key.Key_F)
        assert screen.pencil.draft.offsets() not in (before, turned)

    def test_shape_keys_choose_the_shape(self, window, qtbot):
        screen = play(window, qtbot, find_game(first("timber_grove")))
        keys(screen, Qt.Key.Key_2)
        assert screen.pencil.draft.shape == 1
        assert screen.side.card.shape_group.button(1).isChecked()


class TestWrongInput:
    def test_a_shape_on_a_mountain_is_red_with_the_reason(self, window, qtbot):
        screen = play(window, qtbot, find_game(first("hillside_terrace")))
        player = GuiPlayer(screen, qtbot)
        player.place(((0, 0), (0, 1), (1, 0), (1, 1)))  # B2 is a mountain on sheet C
        assert not screen.scene.ghost.legal
        assert "B2" in screen.side.status.text()
        assert not screen.side.confirm_button.isEnabled()
        keys(screen, Qt.Key.Key_Return)
        assert screen.session.game.decisions == ()

    def test_dropping_partly_off_the_grid_is_refused(self, window, qtbot):
        screen = play(window, qtbot, find_game(first("hillside_terrace")))
        player = GuiPlayer(screen, qtbot)
        player.drag((5, 5), (10, 10))  # the 2×2's lower half hangs off the map
        assert screen.pencil.draft.placed and not screen.pencil.draft.on_map()
        assert "off the map" in screen.side.status.text()
        keys(screen, Qt.Key.Key_Return)
        assert screen.session.game.decisions == ()

    def test_confirm_with_nothing_placed(self, window, qtbot):
        screen = play(window, qtbot, find_game(first("lagoon")))
        assert not screen.side.confirm_button.isEnabled()
        assert not screen.preview.confirm()
        assert "Place the shape" in screen.side.status.text()
        assert screen.session.game.decisions == ()

    def test_clicking_outside_the_sheet_changes_nothing(self, window, qtbot):
        screen = play(window, qtbot, find_game(first("lagoon")))
        viewport = screen.view.viewport()
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().topLeft())
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().bottomRight())
        keys(screen, Qt.Key.Key_Return)
        assert screen.session.game.decisions == ()

    def test_escape_takes_the_shape_back(self, window, qtbot):
        screen = play(window, qtbot, find_game(first("lagoon")))
        GuiPlayer(screen, qtbot).place(((3, 4), (4, 3)))
        assert screen.pencil.draft.placed and screen.side.confirm_button.isEnabled()
        keys(screen, Qt.Key.Key_Escape)
        assert not screen.pencil.draft.placed and not screen.side.confirm_button.isEnabled()
        assert screen.session.game.decisions == ()

    def test_undo_takes_back_the_last_move_in_solo(self, window, qtbot):
        screen = play(window, qtbot, find_game(first("lagoon")))
        GuiPlayer(screen, qtbot).place(((3, 4), (4, 3)))
        keys(screen, Qt.Key.Key_Return)
        assert len(screen.session.game.decisions) == 1
        window.menus.undo_action.trigger()
        assert screen.session.game.decisions == ()
        assert not screen.session.game.sheets[0].filled & grid.bit(3, 4)


def dotted() -> Sheet:
    rows = []
    for r in range(11):
        rows.append("".join("." if r % 2 == 0 and c % 2 == 0 else "A" for c in range(11)))
    sheet = Sheet.from_rows("C", rows)
    return sheet


class TestSpecialRequests:
    def test_the_fallback_is_offered_with_its_terrains(self, window, qtbot):
        game = find_game(first("hillside_terrace"), sheets=[dotted()])
        screen = play(window, qtbot, game)
        assert screen.pencil.draft.ask is Ask.FALLBACK
        assert "single space" in screen.side.what.text()
        assert len(screen.side.card.terrain_group.buttons()) == 5
        player = GuiPlayer(screen, qtbot)
        player.click_terrain(Terrain.MONSTER)
        player.place(((4, 4),))
        keys(screen, Qt.Key.Key_Return)
        assert screen.session.game.sheets[0].to_rows()[4][4] == "m"

    def test_hero_preview_shows_marks_and_doomed_monsters(self, window, qtbot):
        start = Sheet.from_rows("C", ["." * 11, "..." + "m" * 3 + "." * 5] + ["." * 11] * 9)
        screen = play(window, qtbot, find_game(first("freyla"), sheets=[start]))
        assert screen.pencil.draft.ask is Ask.HERO
        GuiPlayer(screen, qtbot).place(((1, 2),))
        assert screen.pencil.draft.marks() == grid.mask_of([(1, 3), (1, 4), (1, 5)])
        assert screen.scene.ghost.doomed == grid.mask_of([(1, 3), (1, 4), (1, 5)])
        keys(screen, Qt.Key.Key_R)  # the pattern turns with the hero
        assert screen.pencil.draft.marks() == grid.mask_of([(2, 2), (3, 2), (4, 2)])

    def test_gorgon_targets_are_highlighted_and_only_they_are_accepted(self, window, qtbot):
        screen = play(window, qtbot, find_game(first("gorgon_gaze")))
        assert screen.pencil.draft.ask is Ask.GAZE
        targets = screen.scene.targets.mask
        assert targets == screen.session.game.destroy_targets() and targets
        player = GuiPlayer(screen, qtbot)
        player.place(((0, 0),))
        assert not screen.scene.ghost.legal and "Gorgon" in screen.side.status.text()
        target = grid.cells_of(targets)[0]
        player.place((target,))
        keys(screen, Qt.Key.Key_Return)
        assert screen.session.game.sheets[0].destroyed & grid.bit(*target)

    def test_a_solo_ambush_is_announced(self, window, qtbot):
        game = find_game(first("lagoon"))
        screen = play(window, qtbot, game)
        bot = RandomCartographer(1)
        while not any(
            "Ambush" in screen.side.notice_list.item(i).text()
            for i in range(screen.side.notice_list.count())
        ):
            if screen.session.game.over:
                pytest.fail("no ambush announced in a whole game")
            screen.session.apply(bot.choose(screen.session.game))
        assert screen.side.banner.isVisible()


class TestScreens:
    def test_season_report_highlights_what_scored(self, window, qtbot):
        game = Game(Setup(players=("Ann", "Ben"), seed=3))
        bot = RandomCartographer(2)
        while not game.scores[0]:
            game.apply(bot.choose(game))
        scored = next(e for e in game.events if type(e).__name__ == "SeasonScored")
        dialog = SeasonReport(game, 0, scored.sheets)
        qtbot.addWidget(dialog)
        assert dialog.tabs.count() == 3
        # the standings first (issue 25): both maps, the leader, this season's stars
        assert dialog.tabs.currentIndex() == 0
        table = dialog.standings.table
        assert table.rowCount() == 2
        leader = standings(game.players, game.scores).standings[0].player
        assert table.item(0, 1).text() == game.players[leader]
        assert table.item(0, 2).text().replace("\u2212", "-") == str(game.scores[leader][0].total)
        assert game.players[leader] in dialog.standings.leader.text()
        page = dialog.tabs.widget(1)
        assert page.lines.count() == 4
        page.lines.setCurrentRow(0)
        assert page.preview.item.content.highlight == page.score.edicts[0].result.mask
        page.lines.setCurrentRow(3)
        assert page.preview.item.content.highlight == 0

    def test_results_name_the_winner_or_the_title(self, qtbot, app):
        multi = autoplay(Game(Setup(players=("Ann", "Ben", "Cid"), seed=4)), seed=4)
        dialog = ResultsDialog(multi)
        qtbot.addWidget(dialog)
        assert dialog.table.rowCount() == 3
        assert dialog.table.item(0, 1).text() == multi.result.standings[0].name
        solo = autoplay(Game(Setup(players=("Ann",), seed=4)), seed=4)
        solo_dialog = ResultsDialog(solo)
        qtbot.addWidget(solo_dialog)
        assert str(solo.result.solo.rating) in solo_dialog.explanation.text()

    def test_overview_shows_every_map(self, window, qtbot):
        screen = play(window, qtbot, Game(Setup(players=("A", "B", "C", "D"), seed=1)))
        screen.side.overview_button.click()
        dialogs = [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "Overview"]
        assert dialogs and len(dialogs[-1].previews) == 4
        dialogs[-1].close()


class TestNeverLosingTheGame:
    def test_closing_mid_turn_and_resuming(self, app, qtbot, user_home, monkeypatch):
        window = MainWindow(Settings())
        qtbot.addWidget(window)
        window.show()
        screen = play(window, qtbot, Game(Setup(players=("Ann",), seed=9)))
        player = GuiPlayer(screen, qtbot, seed=3)
        for _ in range(5):
            player.step()
        made = list(screen.session.game.decisions)
        keys(screen, Qt.Key.Key_Return)  # a move in hand, not confirmed
        window.close()

        again = MainWindow(Settings())
        qtbot.addWidget(again)
        from PySide6.QtWidgets import QMessageBox

        monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
        first_screen(again)
        assert again.session is not None
        assert again.session.game.decisions == tuple(made)

    def test_a_damaged_autosave_is_reported_and_kept_aside(self, app, qtbot, monkeypatch):
        window = MainWindow(Settings())
        qtbot.addWidget(window)
        damaged = window.unfinished.new_path()
        damaged.write_text("{ not a game")
        from PySide6.QtWidgets import QMessageBox

        warnings = []
        monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
        monkeypatch.setattr(window, "new_game", lambda: None)
        first_screen(window)
        assert warnings and "kept" in warnings[0]
        assert damaged.with_name(damaged.name + ".corrupt").exists()


def test_the_live_score_says_whose_map_it_is_while_drawing_on_a_neighbours(window, qtbot):
    """Drawing a monster on a neighbour's map, the live score shows the neighbour's
    figures: it says so (issue 25)."""
    from tests.rules.helpers import play_until

    game = play_until(
        Game(Setup(("Ann", "Ben"), 3, "C")),
        lambda g: g.pending is not None and g.pending.sheet != g.pending.player,
    )
    assert game.pending is not None and game.pending.sheet != game.pending.player
    screen = play(window, qtbot, game)
    owner = game.players[game.pending.sheet]
    assert screen.side.live.heading.text().startswith(f"{owner}'s map, if ")
    while game.pending is not None and game.pending.sheet != game.pending.player:
        screen.session.apply(RandomCartographer(1).choose(game))
    if screen.pages.currentWidget() is screen.handoff:
        QTest.mouseClick(screen.handoff.go, Qt.MouseButton.LeftButton)
    assert screen.side.live.heading.text().startswith("If ")


def test_the_live_scores_total_has_the_same_minus_sign_as_the_monsters(app, qtbot):
    """ "Monsters −4" stood beside "Total -4" (a hyphen)."""
    from cartografove.app.play.panel.live_score import LiveScore, Standing

    live = LiveScore()
    qtbot.addWidget(live)
    edicts = Game(Setup(("Ann",), 1)).edicts
    live.set_seasons(("spring", "summer", "fall", "winter"))
    live.show_standing(Standing(0, (("A", edicts[0], 0, 0), ("B", edicts[1], 0, 0)), 0, 4, 0))
    figures = [value.text() for _name, value in live.labels]
    assert "\u22124" in figures[3] and "\u22124" in figures[4] and "-" not in figures[4]


def test_a_shape_dragged_from_the_card_is_a_faint_ghost(app):
    """Two ghosts 1-2 spaces apart (the drag picture and the map's outline): the
    picture is faint and held by its middle, where the outline is centred."""
    from PySide6.QtGui import QColor, QPixmap

    from cartografove.app.play.panel.card_panel import drag_ghost

    picture = QPixmap(20, 10)
    picture.fill(QColor(0, 100, 0))
    ghost = drag_ghost(picture)
    assert ghost.size() == picture.size()
    assert 0 < ghost.toImage().pixelColor(5, 5).alpha() < 128
