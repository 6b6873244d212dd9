"""The network game's session keeps up with its link (issue 16), no network needed."""

from __future__ import annotations

from dataclasses import replace

from cartografove.app.network.link import NetLink, Plan, Snapshot
from cartografove.app.network.session import NetSession
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup


def test_a_snapshot_sent_before_the_session_listened_is_not_lost(qtbot, app):
    """The dialog takes the first snapshot; the next may come before the window's
    session is connected (the card dealt while the dialog closed). Lost, it left the
    seat waiting for ever: the link says nothing more until the log changes, and the
    log waited for this very seat."""
    setup = Setup(players=("Ada", "Bea"), seed=5)
    card = Game(setup).revealed[0]
    first = Snapshot(2, ("Ada", "Bea"), 0, setup)
    link = NetLink(Plan(name="Ada"))  # never started: the test plays its thread
    link.last = dealt = replace(first, cards=(card,))
    link.progress.emit(dealt)  # nobody listens yet
    session = NetSession(link, first)
    assert session.snapshot is dealt and session.real.cards == [card]
    assert session.my_turn


def test_a_burst_of_snapshots_is_taken_as_one(qtbot, app):
    """Snapshots queued while the window was busy: each signal takes the newest,
    so the rest cost nothing."""
    setup = Setup(players=("Ada", "Bea"), seed=5)
    cards = Game(setup).revealed
    first = Snapshot(2, ("Ada", "Bea"), 0, setup)
    link = NetLink(Plan(name="Ada"))
    session = NetSession(link, first)
    updates: list[Snapshot] = []
    session.changed.connect(lambda: updates.append(session.snapshot))
    older = replace(first, reports=("a report",))
    link.last = newest = replace(first, cards=(cards[0],))
    link.progress.emit(older)
    link.progress.emit(newest)
    assert updates == [newest]
