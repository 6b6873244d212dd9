"""A New Game table with seats joining from other computers becomes a hosting plan."""

from __future__ import annotations

from cartografove.app.network.link import Plan
from cartografove.app.network.seats import hosting_plan, is_networked


def test_a_table_with_a_remote_seat_is_hosted_by_its_one_person():
    names = ["Ann", "Ben", "Cid", "Dora"]
    kinds = ["remote", "person", "hard", "remote"]
    assert is_networked(kinds)
    plan = hosting_plan(names, kinds, "D", 42)
    assert plan == Plan(name="Ben", players=4, side="D", bots=(("Cid", "hard"),), seed=42)


def test_one_person_at_this_computer_exactly():
    assert not is_networked(["person", "easy"])
    assert hosting_plan(["Ann", "Ben"], ["person", "person"], "C", None) == "people_here"
    assert hosting_plan(["Ann", "Ben"], ["remote", "easy"], "C", None) == "nobody_here"


def test_a_level_the_network_does_not_know_plays_at_random():
    plan = hosting_plan(["Ann", "Ben"], ["person", "grandmaster"], "C", None)
    assert isinstance(plan, Plan) and plan.bots == (("Ben", "random"),)


def test_new_game_with_a_remote_seat_hosts_the_table(qtbot, app, monkeypatch):
    from cartografove.app.main_window import MainWindow
    from cartografove.app.network import window_hooks
    from cartografove.app.settings import Settings
    from cartografove.rules.setup import Setup

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    hosted: list[Plan] = []
    monkeypatch.setattr(window_hooks, "host_game", lambda _window, plan: hosted.append(plan))
    setup = Setup(players=("Ann", "Ben", "Cid"), seed=5, side="C")
    assert not window_hooks.host_new_table(window, setup, ["person", "easy", "person"])
    assert window_hooks.host_new_table(window, setup, ["person", "remote", "easy"])
    assert hosted == [
        Plan(name="Ann", players=3, side="C", bots=(("Cid", "easy"),), seed=5),
    ]
