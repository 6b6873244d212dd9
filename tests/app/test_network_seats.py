"""A New Game table with seats joining from other computers becomes a hosting plan."""

from __future__ import annotations

from cartografove.app.network.link import Plan
from cartografove.app.network.seats import hosting_plan, is_networked
from cartografove.net.terms import Terms
from cartografove.rules.cards import catalog
from cartografove.rules.setup import RuleSet, RulesOptions


def test_a_table_with_a_remote_seat_is_hosted_by_its_one_person():
    names = ["Ann", "Ben", "Cid", "Dora"]
    kinds = ["remote", "person", "hard", "remote"]
    assert is_networked(kinds)
    terms = Terms.new(RuleSet.combined(), side="A", edicts="first_game")
    plan = hosting_plan(names, kinds, terms)
    assert plan == Plan(name="Ben", players=4, terms=terms, bots=(("Cid", "hard"),))


def test_one_person_at_this_computer_exactly():
    assert not is_networked(["person", "easy"])
    assert hosting_plan(["Ann", "Ben"], ["person", "person"], Terms.new()) == "people_here"
    assert hosting_plan(["Ann", "Ben"], ["remote", "easy"], Terms.new()) == "nobody_here"


def test_a_level_the_network_does_not_know_plays_at_random():
    plan = hosting_plan(["Ann", "Ben"], ["person", "grandmaster"], Terms.new())
    assert isinstance(plan, Plan) and plan.bots == (("Ben", "random"),)


def test_new_game_with_a_remote_seat_hosts_the_table(qtbot, app, monkeypatch):
    from cartografove.app.network.controller import NetworkController
    from cartografove.app.settings import Settings
    from cartografove.app.window.main_window import MainWindow
    from cartografove.rules.setup import Setup

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    hosted: list[Plan] = []
    monkeypatch.setattr(NetworkController, "host_game", lambda _self, plan: hosted.append(plan))
    # the base game with chosen edicts and a rules option: all of it is hosted
    setup = Setup(
        players=("Ann", "Ben", "Cid"),
        seed=5,
        side="B",
        edicts=catalog().first_game,
        options=RulesOptions(hero_pattern_turns=False, fallback_terrains="chosen"),
        rules=RuleSet.base(),
    )
    assert not window.networking().host_new_table(setup, ["person", "easy", "person"])
    assert window.networking().host_new_table(setup, ["person", "remote", "easy"])
    assert hosted == [
        Plan(name="Ann", players=3, terms=Terms.of(setup), bots=(("Cid", "easy"),)),
    ]
    assert hosted[0].terms.setup(setup.players, setup.seed) == setup


def test_the_host_and_stand_ins_dialogs_offer_the_new_game_levels_with_medium_first(qtbot, app):
    """ "Random" read as "a level picked at random" and was chosen first (issue 25)."""
    from cartografove.app.network.dialogs.host_dialog import HostDialog

    dialog = HostDialog("Ann")
    qtbot.addWidget(dialog)
    levels = [dialog.level.itemData(i) for i in range(dialog.level.count())]
    assert levels == ["easy", "medium", "hard", "expert"]
    assert dialog.level.currentData() == "medium"
    assert dialog.plan().bots == () and dialog.own.isChecked()
    assert dialog.server.isHidden() and dialog.credentials.isHidden()
    dialog.bots.setValue(2)
    assert {level for _name, level in dialog.plan().bots} == {"medium"}


def test_the_stand_ins_list_offers_only_other_peoples_seats(qtbot, app):
    """The host's own computer cartographers never leave the table, yet the list
    offered them a stand-in (issue 25): only the people who joined are listed."""
    from types import SimpleNamespace

    from cartografove.app.network.dialogs.stand_ins import StandInsDialog
    from cartografove.app.network.link import NetLink
    from cartografove.app.network.worker import Snapshot

    seen = Snapshot(4, ("Ann", "Ben", "Cid", "Dora"), 0)
    plan = Plan("Ann", players=4, bots=(("Cid", "easy"), ("Dora", "hard")))
    session = SimpleNamespace(snapshot=seen, seat=0, finished=False, link=NetLink(plan))
    dialog = StandInsDialog(session)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    listed = [dialog.seats.item(i).text() for i in range(dialog.seats.count())]
    assert listed == ["Ben"]
