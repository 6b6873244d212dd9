"""Play again (issue 25): one click from the results, the same table — seats, who
plays them and at what level, rules, sheet — and a new deal; on the network the host
hosts the same table again, and a joiner is told why they cannot."""

from __future__ import annotations

from types import SimpleNamespace

from cartografove.app.network.controller import NetworkController
from cartografove.app.network.plan import Plan
from cartografove.app.play.score_screens import ResultsDialog
from cartografove.net.terms import Terms
from cartografove.rules.game import Game
from cartografove.rules.setup import RuleSet, RulesOptions, Setup
from tests.random_play import autoplay


def test_play_again_deals_the_same_table_anew(window, qtbot):
    setup = Setup(
        players=("Ann", "Jorek the Surveyor", "Bea"),
        seed=21,
        side="B",
        edicts=("sentinel_wood", "canal_lake", "wildholds", "borderlands"),
        options=RulesOptions(fallback_terrains="chosen"),
        rules=RuleSet.base(),
    )
    finished = autoplay(Game(setup), seed=1)
    window.start(finished, computers={1: "hard"})
    dialog = ResultsDialog(window.session.game, window)
    qtbot.addWidget(dialog)
    dialog.play_again.connect(window.play_again)
    dialog.again_button.click()
    game = window.session.game
    assert game is not finished and not game.over and not game.decisions
    again = game.setup
    assert again.seed != setup.seed  # a new deal
    assert (again.players, again.side, again.edicts, again.options, again.rules) == (
        setup.players,
        setup.side,
        setup.edicts,
        setup.options,
        setup.rules,
    )
    assert window.session.computers == {1: "hard"}  # the same seat, the same level


def test_the_game_over_panel_plays_again(window, qtbot):
    finished = autoplay(Game(Setup(players=("Ann",), seed=8)), seed=1)
    window.start(finished)
    over = window.play.side.game_over
    qtbot.waitUntil(over.isVisible)
    for dialog in window.findChildren(ResultsDialog):
        dialog.close()
    over.buttons["play_again"].click()
    again = window.session.game
    assert not again.over and again.setup.players == ("Ann",)
    assert again.setup.seed != finished.setup.seed


def test_a_game_not_over_is_not_replayed(window):
    game = Game(Setup(players=("Ann", "Bea"), seed=3))
    window.start(game)
    window.play_again()
    assert window.session.game is game


def test_the_host_hosts_the_same_table_again(app, monkeypatch):
    plan = Plan(
        name="Ann",
        players=3,
        terms=Terms.new(side="D"),
        bots=(("Mirela the Scout", "hard"),),
        resume="/somewhere/game.json",
        code="OLD-CODE",
    )
    hosted: list[Plan] = []
    controller = SimpleNamespace(link=SimpleNamespace(plan=plan), host_game=hosted.append)
    NetworkController.play_again(controller)  # type: ignore[arg-type]
    (again,) = hosted
    assert (again.name, again.players, again.terms, again.bots) == (
        "Ann",
        3,
        plan.terms,
        plan.bots,
    )
    assert again.resume == "" and again.code == ""  # a new game, not the old one


def test_a_joiner_is_told_only_the_host_can(app, monkeypatch):
    told: list[str] = []
    monkeypatch.setattr(
        "cartografove.app.network.controller.QMessageBox.information",
        lambda _parent, _title, text: told.append(text),
    )
    hosted: list[Plan] = []
    joiner = SimpleNamespace(
        link=SimpleNamespace(plan=Plan(name="Bea", code="ABC")),
        host_game=hosted.append,
        window=None,
    )
    NetworkController.play_again(joiner)  # type: ignore[arg-type]
    assert not hosted
    assert told and "host" in told[0]
