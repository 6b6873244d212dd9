"""Issue 14 on the play screen: nothing changes unseen, placement that does what the
hand expects, the log that tells only what happened, and pass-and-play flows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from cartografove.app.i18n import switch_language
from cartografove.app.play.panel.card_panel import turned
from cartografove.app.play.screen import PlayScreen
from cartografove.app.play.session import GameSession
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.rules.board import grid
from cartografove.rules.decisions import Ask
from cartografove.rules.events import Drawn
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import RandomCartographer
from tests.rules.helpers import find_game

from .driver import GuiPlayer
from .test_play_screen import first, keys, play


def screen_for(qtbot, game: Game, *, quick_table: bool = False) -> PlayScreen:
    screen = PlayScreen(GameSession(game), quick_table=quick_table)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    if screen.pages.currentWidget() is screen.handoff:
        screen.handoff.go.click()
    return screen


class TestPlacement:
    def test_the_first_arrow_press_moves(self, qtbot, app):
        screen = screen_for(qtbot, find_game(first("hillside_terrace")))
        before = screen.pencil.draft.anchor
        keys(screen, Qt.Key.Key_Left)
        assert screen.pencil.draft.placed
        assert screen.pencil.draft.anchor == (before[0], before[1] - 1)

    def test_the_hint_is_not_red_before_anything_is_placed(self, qtbot, app):
        screen = screen_for(qtbot, find_game(first("hillside_terrace")))
        assert not screen.pencil.draft.placed
        assert screen.side.status.property("legal") == "hint"
        GuiPlayer(screen, qtbot).place(((0, 0), (0, 1), (1, 0), (1, 1)))  # over B2's mountain
        assert screen.side.status.property("legal") == "false"

    def test_the_buttons_do_not_jump_when_the_status_changes(self, qtbot, app):
        screen = screen_for(qtbot, find_game(first("hillside_terrace")))
        top = screen.side.confirm_button.mapTo(screen, screen.side.confirm_button.rect().topLeft())
        GuiPlayer(screen, qtbot).place(((0, 0), (0, 1), (1, 0), (1, 1)))  # a long reason
        qtbot.wait(1)  # let the layout settle
        assert (
            screen.side.confirm_button.mapTo(screen, screen.side.confirm_button.rect().topLeft())
            == top
        )

    def test_a_destroy_choice_does_not_say_draw(self, qtbot, app):
        screen = screen_for(qtbot, find_game(first("gorgon_gaze")))
        assert screen.pencil.draft.ask is Ask.GAZE
        target = grid.cells_of(screen.session.game.destroy_targets())[0]
        GuiPlayer(screen, qtbot).place((target,))
        assert screen.scene.ghost.legal
        assert "draw" not in screen.side.status.text().lower()
        assert "destroy" in screen.side.status.text().lower()

    def test_the_card_shows_the_shape_as_turned(self, qtbot, app):
        screen = screen_for(qtbot, find_game(first("hillside_terrace")))
        keys(screen, Qt.Key.Key_2)  # the card's second shape
        draft = screen.pencil.draft
        button = screen.side.card.shape_group.button(draft.shape)
        before = button.iconSize()
        keys(screen, Qt.Key.Key_R)
        assert turned(draft.shapes[draft.shape], draft.turn) == draft.offsets()
        if draft.size()[0] != draft.size()[1]:  # a non-square shape turns its picture
            assert button.iconSize() != before


class TestNothingChangesUnseen:
    def test_a_solo_ambush_stays_highlighted_until_the_next_action(self, qtbot, app):
        screen = screen_for(qtbot, find_game(first("lagoon")))
        bot = RandomCartographer(1)
        while not any(isinstance(e, Drawn) and e.automatic for e in screen.session.game.events):
            screen.session.apply(bot.choose(screen.session.game))
        ambush = next(e for e in screen.session.game.events if isinstance(e, Drawn) and e.automatic)
        from cartografove.app.text import card_name

        assert screen.side.banner.isVisible() and "Ambush" in screen.side.banner.text()
        assert card_name(ambush.card) in screen.side.banner.text()  # the card is named
        assert screen.side.banner.cards[-1] == ambush.card  # and shown: its monster's shape
        assert not screen.side.banner.ambush.isNull()
        assert screen.changes.mask & ambush.mask == ambush.mask
        screen.pencil.press((5, 5), Qt.MouseButton.LeftButton)  # the player's next action
        assert screen.changes.mask == 0 and not screen.side.banner.isVisible()

    def test_the_owner_sees_what_a_neighbour_drew_on_their_map(self, qtbot, app):
        game = Game(Setup(players=("Ann", "Ben"), seed=2))
        screen = screen_for(qtbot, game)
        bot = RandomCartographer(3)
        while not (game.pending and game.pending.ask is Ask.MONSTER):
            screen.session.apply(bot.choose(game))
            if screen.pages.currentWidget() is screen.handoff:
                screen.handoff.go.click()
        pending = game.pending
        assert pending.sheet != pending.player
        screen.session.apply(bot.choose(game))  # the neighbour draws the monster
        drawn = next(e for e in reversed(game.events) if isinstance(e, Drawn))
        assert screen.changes.mask == 0  # not shown to the one who drew it
        while game.pending and not (game.pending.sheet == game.pending.player == drawn.sheet):
            if screen.pages.currentWidget() is screen.handoff:
                screen.handoff.go.click()
            else:
                screen.session.apply(bot.choose(game))
        if screen.pages.currentWidget() is screen.handoff:
            screen.handoff.go.click()
        assert screen.changes.mask & drawn.mask == drawn.mask
        drawer = game.players[drawn.player]
        assert drawer in screen.side.banner.text()


class TestTheLog:
    def test_undo_does_not_reveal_the_next_card(self, qtbot, app):
        screen = screen_for(qtbot, find_game(first("lagoon")))
        GuiPlayer(screen, qtbot).place(((3, 4), (4, 3)))
        keys(screen, Qt.Key.Key_Return)
        log = [
            screen.side.notice_list.item(i).text() for i in range(screen.side.notice_list.count())
        ]
        screen.taking_back.undo()
        after = [
            screen.side.notice_list.item(i).text() for i in range(screen.side.notice_list.count())
        ]
        assert len(after) < len(log)
        assert after == log[len(log) - len(after) :]

    def test_switching_language_retells_the_log_and_the_banner(self, qtbot, app):
        screen = screen_for(qtbot, find_game(first("lagoon")))
        bot = RandomCartographer(1)
        while not any(isinstance(e, Drawn) and e.automatic for e in screen.session.game.events):
            screen.session.apply(bot.choose(screen.session.game))
        english = screen.side.notice_list.item(0).text()
        banner = screen.side.banner.text()
        assert "Ambush" in banner
        try:
            switch_language("cs")
            screen.retranslate()
            assert screen.side.notice_list.item(0).text() != english
            assert screen.side.banner.text() and "Ambush" not in screen.side.banner.text()
        finally:
            switch_language("en")


class TestPassAndPlay:
    def test_the_quick_table_hands_over_without_a_page(self, qtbot, app):
        game = Game(Setup(players=("Ann", "Ben"), seed=2))
        screen = screen_for(qtbot, game, quick_table=True)
        bot = RandomCartographer(3)
        while game.pending.ask is not Ask.DRAW or game.pending.player == 0:
            screen.session.apply(bot.choose(game))
            if game.pending.sheet != game.pending.player:
                return  # an ambush first: covered below
        assert screen.pages.currentIndex() == 0
        assert screen.side.who.text() == "Ben"

    def test_the_quick_table_still_hands_over_for_an_ambush(self, qtbot, app):
        game = Game(Setup(players=("Ann", "Ben"), seed=2))
        screen = screen_for(qtbot, game, quick_table=True)
        bot = RandomCartographer(3)
        while not (game.pending and game.pending.sheet != game.pending.player):
            screen.session.apply(bot.choose(game))
        assert screen.pages.currentWidget() is screen.handoff

    def test_the_winter_report_comes_before_the_results(self, qtbot, app):
        window = MainWindow(Settings())
        qtbot.addWidget(window)
        window.show()
        game = Game(Setup(players=("Ann",), seed=5))
        bot = RandomCartographer(5)
        while len(game.decisions) < 200 and game.pending is not None:
            decision = bot.choose(game)
            if len(game.scores[0]) == 3 and game.pending.ask is Ask.DRAW:
                break
            game.apply(decision)
        screen = play(window, qtbot, game)
        while not game.over:
            screen.session.apply(bot.choose(game))
        from cartografove.app.play.score_screens import ResultsDialog, SeasonReport

        qtbot.waitUntil(lambda: bool(window.findChildren(SeasonReport)))
        assert not [d for d in window.findChildren(ResultsDialog) if d.isVisible()]
        window.findChildren(SeasonReport)[-1].accept()
        qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(ResultsDialog)))


class TestLiveScore:
    def test_the_score_so_far_is_always_in_view(self, qtbot, app):
        from cartografove.app.play.panel.live_score import standing
        from cartografove.rules.preview import next_scoring
        from cartografove.rules.scoring import score

        game = Game(Setup(players=("Ann",), seed=11))
        bot = RandomCartographer(2)
        for _ in range(10):
            game.apply(bot.choose(game))
        screen = screen_for(qtbot, game)
        now = standing(game, 0)
        coming = next_scoring(game.season, game.scored, len(game.seasons))
        letters = game.seasons[coming].edicts
        cards = [game.edicts["ABCD".index(letter)] for letter in letters]
        assert [points for _l, _c, points, _m in now.edicts] == [
            score(card, game.sheets[0]).points for card in cards
        ]
        texts = [value.text() for _name, value in screen.side.live.labels]
        assert f"<b>{now.total}</b>" in texts
        screen.side.live.spaces_button.click()
        assert screen.earning.mask == now.earning
        assert screen.costing.mask == now.penalty_spaces

    def test_a_placed_shape_says_what_it_changes(self, qtbot, app):
        screen = screen_for(qtbot, find_game(first("hillside_terrace")))
        assert not screen.side.live.change.isVisibleTo(screen)
        GuiPlayer(screen, qtbot).place(((3, 4), (3, 5), (4, 4), (4, 5)))
        assert screen.scene.ghost.legal
        preview = screen.session.game.preview(screen.pencil.draft.decision())
        assert screen.side.live.change.isVisibleTo(screen)
        from cartografove.app.play.panel.live_score import what_it_changes

        assert screen.side.live.change.text() == what_it_changes(preview)

    def test_the_hero_preview_comes_from_the_engine(self, qtbot, app):
        from cartografove.rules.board.sheet import Sheet

        start = Sheet.from_rows("C", ["." * 11, "..." + "m" * 3 + "." * 5] + ["." * 11] * 9)
        screen = screen_for(qtbot, find_game(first("freyla"), sheets=[start]))
        GuiPlayer(screen, qtbot).place(((1, 2),))
        preview = screen.session.game.preview(screen.pencil.draft.decision())
        assert screen.scene.ghost.doomed == preview.destroyed != 0
        assert preview.penalty_change < 0  # destroyed monsters cost nothing any more
        assert f"monsters +{-preview.penalty_change}" in screen.side.live.change.text()


def test_what_it_changes_in_words():
    from cartografove.app.play.panel.live_score import signed

    assert (signed(4), signed(-1), signed(0)) == ("+4", "\u22121", "0")


class TestGameOver:
    def test_the_end_shows_what_one_can_do_now(self, qtbot, app, monkeypatch):
        from tests.random_play import autoplay

        window = MainWindow(Settings())
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        exported, started = [], []
        monkeypatch.setattr(window, "export_sheets_pdf", lambda: exported.append(1))
        monkeypatch.setattr(window, "new_game", lambda players=None: started.append(1))
        monkeypatch.setattr(window, "_game_ended", lambda: None)  # no results dialog
        game = autoplay(Game(Setup(players=("Ann",), seed=4)), seed=4)
        window.start(game)
        screen = window.play
        panel = screen.side.game_over
        assert panel.isVisibleTo(screen)
        assert not screen.side.card.isVisibleTo(screen)
        assert not screen.side.confirm_button.isVisibleTo(screen)
        with qtbot.waitSignal(screen.overview_requested):
            panel.buttons["overview"].click()
        with qtbot.waitSignal(screen.export_requested):
            panel.buttons["export"].click()
        with qtbot.waitSignal(screen.new_game_requested):
            panel.buttons["new_game"].click()
        assert exported == [1] and started == [1]
        panel.buttons["replay"].click()
        from cartografove.app.records.replay_viewer import ReplayViewer

        assert screen.findChildren(ReplayViewer)
        for dialog in QApplication.topLevelWidgets():
            if isinstance(dialog, QDialog) and dialog.isVisible():
                dialog.close()


class TestDragFromTheCard:
    def test_a_shape_dragged_from_the_card_is_put_down_where_dropped(self, qtbot, app):
        from PySide6.QtCore import QMimeData, QPointF
        from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent

        from cartografove.app.play.panel.card_panel import SHAPE_MIME, DraggableButton

        screen = screen_for(qtbot, find_game(first("hillside_terrace")))
        assert isinstance(screen.side.card.shape_group.button(0), DraggableButton)
        data = QMimeData()
        data.setData(SHAPE_MIME, b"0")
        player = GuiPlayer(screen, qtbot)
        viewport = screen.view.viewport()
        target = QPointF(player.point((4, 4)))
        copy = Qt.DropAction.CopyAction
        none = Qt.MouseButton.NoButton
        plain = Qt.KeyboardModifier.NoModifier
        for event in (
            QDragEnterEvent(target.toPoint(), copy, data, none, plain),
            QDragMoveEvent(target.toPoint(), copy, data, none, plain),
        ):
            QApplication.sendEvent(viewport, event)
        assert screen.scene.ghost.draft is screen.pencil.draft and not screen.pencil.draft.placed
        QApplication.sendEvent(viewport, QDropEvent(target, copy, data, none, plain))
        assert screen.pencil.draft.placed
        assert screen.pencil.draft.centre() == (4, 4)
        assert screen.side.confirm_button.isEnabled()


def test_the_window_starts_a_quick_table_when_chosen(qtbot, app):
    window = MainWindow(Settings(last_setup={"players": ["Ann", "Ben"], "quick_table": True}))
    qtbot.addWidget(window)
    window.start(Game(Setup(players=("Ann", "Ben"), seed=2)))
    assert window.play.seating.quick_table


class TestQuickTableUndo:
    def test_the_previous_player_can_take_back_their_move_until_the_next_acts(self, qtbot, app):
        """On a quick table the next map comes up at once, with no hand-off page
        whose button would give the move back: the next screen offers it instead."""
        game = Game(Setup(players=("Ann", "Ben"), seed=2))
        screen = screen_for(qtbot, game, quick_table=True)
        bot = RandomCartographer(3)
        button = screen.side.undo_other_button
        assert button.isHidden()  # nobody has moved yet

        def move() -> None:  # what confirm() does with the placed shape
            screen.seating.turns.last_decider = game.pending.player
            screen.session.apply(bot.choose(game))

        while not (game.pending and game.pending.player == 1 and game.pending.sheet == 1):
            move()
        assert (
            screen.seating.turns.holder == 1 and screen.pages.currentIndex() == 0
        )  # Ben's map, at once
        assert button.isVisible() and "Ann" in button.text()
        before = len(game.decisions)
        button.click()
        assert len(game.decisions) == before - 1
        assert game.pending.player == 0 and screen.seating.turns.holder == 0  # Ann's map again
        assert screen.pages.currentIndex() == 0 and button.isHidden()
        move()  # Ann moves again; Ben acts: the offer is gone
        assert button.isVisible()
        move()
        assert screen.seating.turns.last_decider == 1 and not (
            "Ann" in button.text() and button.isVisible()
        )
