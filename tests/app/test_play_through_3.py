"""The smaller findings of the third play-through (issue 25), each as a player met it."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cartografove.app.play.score_screens import ResultsDialog
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import RandomCartographer, autoplay


def test_the_card_says_its_keys_are_keys(app, qtbot):
    """ "Shape (1, 2):" over the buttons read as coordinates: each button says its key."""
    from cartografove.rules.cards import catalog
    from tests.rules.helpers import find_game

    def two_shapes(game: Game) -> bool:
        card = catalog().explore_cards.get(game.pending.card)
        return card is not None and len(card.shapes) > 1

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    game = find_game(two_shapes)
    window.start(game)
    card = window.play.side.card
    terrains = card.terrain_group.buttons()
    assert terrains and all("T key" in b.toolTip() for b in terrains)
    shapes = card.shape_group.buttons()
    assert [b.toolTip().split(" —")[0] for b in shapes] == [
        f"Shape {n} (key {n})" for n in range(1, len(shapes) + 1)
    ]


def test_what_a_placed_shape_changes_is_labelled(app, qtbot):
    """ "coins +1, monsters −4" stood unlabelled under the score."""
    from cartografove.app.play.hint import show_on_draft
    from tests.rules.helpers import find_game

    def changes(game, decision) -> bool:
        preview = game.preview(decision)
        return bool(preview.coins or preview.penalty_change or preview.edict_points)

    game = find_game(lambda g: any(changes(g, d) for d in list(g.legal_decisions())[:200]))
    decision = next(d for d in game.legal_decisions() if changes(game, d))
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.start(game)
    screen = window.play
    show_on_draft(screen.pencil.draft, decision)
    screen.preview.update()
    assert screen.side.live.change.text().startswith("This move: ")


def test_at_the_end_the_score_panel_shows_the_final_score(app, qtbot, monkeypatch):
    """The panel stood empty under its heading "Score" once the game was over."""
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    monkeypatch.setattr(window, "_game_ended", lambda: None)  # no results dialog
    game = autoplay(Game(Setup(players=("Ann",), seed=4)), seed=4)
    window.start(game)
    QApplication.processEvents()
    live = window.play.side.live
    assert live.heading.text() == "Final score"
    shown = [(name.text(), value.text()) for name, value in live.labels]
    assert shown[:4] == [
        (season, str(score.total).replace("-", "\u2212"))
        for season, score in zip(
            ("Spring", "Summer", "Fall", "Winter"), game.scores[0], strict=True
        )
    ]
    assert shown[4] == ("Total", f"<b>{game.result.standings[0].total}</b>")
    assert live.spaces_button.isHidden()


def test_solo_results_have_no_place_column_and_no_empty_box(app, qtbot):
    solo = autoplay(Game(Setup(players=("Ann",), seed=4)), seed=4)
    dialog = ResultsDialog(solo)
    qtbot.addWidget(dialog)
    table = dialog.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert "Place" not in headers and headers[0] == "Cartographer"
    rows = table.rowHeight(0) + table.horizontalHeader().sizeHint().height()
    assert table.height() <= rows + 8
    multi = ResultsDialog(autoplay(Game(Setup(players=("Ann", "Ben"), seed=4)), seed=4))
    qtbot.addWidget(multi)
    assert multi.table.horizontalHeaderItem(0).text() == "Place"


def test_alone_no_take_back_another_players_move_even_on_a_quick_table(app, qtbot):
    """A solo campaign chapter offered "Take back Anna's move" (the last setup was a
    quick table); an ordinary solo game did not. Alone, Game → Undo does it."""
    from cartografove.app.play.screen import PlayScreen
    from cartografove.app.play.session import GameSession

    game = Game(Setup(players=("Anna",), seed=1))
    screen = PlayScreen(GameSession(game, None), quick_table=True)
    qtbot.addWidget(screen)
    screen.show()
    screen.seating.turns.last_decider = 0
    screen.session.apply(game.legal_decisions()[0])
    assert screen.taking_back.undo_other_text() == ""
    assert not screen.side.undo_other_button.isVisibleTo(screen)
    assert screen.taking_back.can_undo()


def test_the_log_says_where_each_player_drew(app, qtbot):
    """The log said only "New card: X" for a person's move while a computer's was
    told with its spaces: every move now says where it was drawn."""
    from cartografove.rules.board import grid
    from cartografove.rules.events import Drawn

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    game = Game(Setup(players=("Ann", "Ben"), seed=3))
    window.start(game)
    screen = window.play
    bot = RandomCartographer(3)
    for _ in range(4):
        screen.session.apply(bot.choose(game))
    QApplication.processEvents()
    log = [screen.side.notice_list.item(i).text() for i in range(screen.side.notice_list.count())]
    drawn = [e for e in game.events if isinstance(e, Drawn) and e.sheet == e.player]
    assert drawn
    for event in drawn:
        spaces = ", ".join(grid.label(c) for c in grid.cells_of(event.mask))
        assert any(line.startswith(game.players[event.player]) and spaces in line for line in log)
    assert not screen.side.banner.isVisible()  # one's own move is for the log, not the banner


def test_the_season_report_writes_no_minus_zero(app, qtbot):
    """ "Monsters: −0" under a season with no monster penalty."""
    from cartografove.app.play.score_screens import SeasonReport

    game = Game(Setup(players=("Ann",), seed=1))
    bot = RandomCartographer(1)
    while not game.scores[0]:
        game.apply(bot.choose(game))
    score = game.scores[0][0]
    assert score.monster_penalty == 0  # this seed's spring
    report = SeasonReport(game, 0, [game.sheets[0]])
    qtbot.addWidget(report)
    lines = report.tabs.widget(0).lines
    texts = [lines.item(i).text() for i in range(lines.count())]
    assert texts[3] == "Monsters: 0"
    assert texts[2] == (f"Coins: +{score.coins}" if score.coins else "Coins: 0")
