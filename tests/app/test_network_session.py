"""The network game's session follows its link's snapshots without missing one."""

from __future__ import annotations

from dataclasses import replace

from cartografove.app.network.link import NetLink, Plan, Snapshot
from cartografove.app.network.session import NetSession
from cartografove.rules.cards import catalog
from cartografove.rules.setup import Setup


def test_a_session_starts_from_the_latest_snapshot_its_link_made(qtbot, app):
    """The dialog hands over the game's first snapshot; one the link read after it
    (the first card revealed) was signalled before the session was listening, and
    nothing else comes until this seat answers. The session must not wait for ever
    (this was the stall of two app windows on two computers)."""
    link = NetLink(Plan(name="Ann", code="not used: the link is not started"))
    setup = Setup(players=("Ann", "Ben"), seed=0, side="C", edicts=catalog().first_game)
    first = Snapshot(2, ("Ann", "Ben"), 0, setup, seq=4)
    link.last = replace(first, cards=("timber_grove",), seq=5)
    session = NetSession(link, first)
    assert session.my_turn
    assert session.view.pending is not None and session.view.pending.player == 0
    # the first snapshot delivered late changes nothing
    session.update(first)
    assert session.my_turn and session.snapshot.seq == 5
