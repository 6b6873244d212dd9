"""The standings one key away (issue 25): S opens a window of every map's stars that
follows the game and closes again with S; its figures are the engine's."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cartografove.app.standings.window import StandingsWindow, public_game
from cartografove.app.standings.words import to_come_text
from cartografove.rules.counting.tally import tally
from cartografove.rules.counting.to_come import to_come
from cartografove.rules.game import Game
from cartografove.rules.setup import RuleSet, Setup
from tests.app.test_play_screen import play
from tests.random_play import RandomCartographer, autoplay


def test_s_opens_the_standings_and_they_follow_the_game(window, qtbot):
    screen = play(window, qtbot, Game(Setup(players=("Ann", "Ben", "Cid"), seed=5)))
    assert not window.findChildren(StandingsWindow)
    qtbot.keyClick(window, Qt.Key.Key_S)
    shown = window.findChildren(StandingsWindow)
    assert len(shown) == 1
    standings = shown[0]
    assert standings.isVisible()
    assert standings.view.table.rowCount() == 3
    assert "deck" in standings.view.to_come.text()
    bot = RandomCartographer(3)
    while not screen.session.game.scores[0]:
        screen.session.apply(bot.choose(screen.session.game))
    table = tally(screen.session.game)
    best = table.by_place()[0]
    assert standings.view.table.item(0, 1).text() == best.name
    assert best.name in standings.view.leader.text()
    qtbot.keyClick(standings, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: not window.findChildren(StandingsWindow))


def test_the_side_panel_button_opens_the_standings(window, qtbot):
    screen = play(window, qtbot, Game(Setup(players=("Ann", "Ben"), seed=5)))
    screen.side.standings_button.click()
    assert len(window.findChildren(StandingsWindow)) == 1
    screen.side.standings_button.click()  # and closes them again
    qtbot.waitUntil(lambda: not window.findChildren(StandingsWindow))


def test_the_window_closes_with_its_game(window, qtbot):
    play(window, qtbot, Game(Setup(players=("Ann", "Ben"), seed=5)))
    window.show_standings()
    assert window.findChildren(StandingsWindow)
    play(window, qtbot, Game(Setup(players=("Cid", "Dan"), seed=6)))
    qtbot.waitUntil(lambda: not window.findChildren(StandingsWindow))


def test_a_network_session_shows_the_logged_game():
    """The public game: a network session's ``real``, never its look ahead."""

    class Seat:
        def __init__(self, real: Game, view: Game) -> None:
            self.real, self.game = real, view

    real = Game(Setup(players=("Ann", "Ben"), seed=1))
    ahead = real.copy()
    ahead.apply(RandomCartographer(1).choose(ahead))
    assert public_game(Seat(real, ahead)) is real  # type: ignore[arg-type]


def test_the_deck_line_names_what_the_rules_deal(app):
    heroes = Game(Setup(players=("Ann",), seed=2))
    assert "hero" in to_come_text(to_come(heroes))
    base = Game(Setup(players=("Ann",), seed=2, rules=RuleSet.base()))
    text = to_come_text(to_come(base))
    assert "hero" not in text and "ruins" in text


def test_the_season_panel_says_what_the_deck_may_still_hold(window, qtbot):
    screen = play(window, qtbot, Game(Setup(players=("Ann", "Ben"), seed=5)))
    panel = screen.side.season_panel
    assert panel.to_come.text() == to_come_text(to_come(screen.session.game))
    assert "1 ambush" in panel.to_come.text() and "1 hero" in panel.to_come.text()


def test_the_results_explain_every_edict_season_by_season(app, qtbot):
    """Issue 33: the results break every player's stars down by edict and season,
    with coins, monsters and the gap to the winner, as the engine scored them."""
    from cartografove.app.play.score_screens import ResultsDialog

    game = autoplay(Game(Setup(("Ann", "Bo", "Cy"), 17)), seed=4)
    dialog = ResultsDialog(game)
    qtbot.addWidget(dialog)
    table = dialog.breakdown.table
    rows = table.figures()
    order = [s.player for s in game.result.standings]
    headers = [table.horizontalHeaderItem(c).text() for c in range(2, table.columnCount())]
    assert headers == [game.players[p] for p in order]

    def number(text: str) -> int:
        return int(text.replace("\u2212", "-"))

    seasons = [row for row in rows if row[1].endswith("in all")]
    assert len(seasons) == 4
    for column, player in enumerate(order):
        shown = [number(row[2 + column]) for row in seasons]
        assert shown == [s.total for s in game.scores[player]]
    total, behind = rows[-2], rows[-1]
    winner = game.result.standings[0].total
    for column, standing in enumerate(game.result.standings):
        assert number(total[2 + column]) == standing.total
        assert number(behind[2 + column]) == standing.total - winner
    edicts = [row for row in rows if " · " in row[1]]
    assert len(edicts) == 8  # two edicts a season
    legend = [text for text, _ in dialog.breakdown.chart.legend()]
    assert len(legend) == 6 and all(" · " in text for text in legend[:4])


def test_alone_nobody_is_behind_the_winner(app, qtbot):
    from cartografove.app.play.score_screens import ResultsDialog

    game = autoplay(Game(Setup(("Ann",), 17)), seed=4)
    dialog = ResultsDialog(game)
    qtbot.addWidget(dialog)
    rows = dialog.breakdown.table.figures()
    assert rows[-1][1] == "Total" and rows[-1][2] == str(game.result.standings[0].total)
