"""The network game's session follows its link's snapshots without missing one."""

from __future__ import annotations

from dataclasses import replace

from cartografove.app.network.link import NetLink, Plan, Snapshot
from cartografove.app.network.session import NetSession
from cartografove.rules.cards import catalog
from cartografove.rules.game import Game
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


def test_the_log_tells_only_what_happened_not_the_views_stand_in_answers(qtbot, app):
    """Ben answers before Ann: his view stands in an answer for Ann (her monster
    drawn on his map), which the log once told as fact ("Ann drew Gorgon on Ben's
    map: A7, A9, B8") while Ann was still choosing."""
    from cartografove.app.network.screen import NetPlayScreen

    link = NetLink(Plan(name="Ben", code="not used: the link is not started"))
    setup = Setup(players=("Ann", "Ben"), seed=0, side="C", edicts=catalog().first_game)
    # Ann draws its monster on Ben's map (an ambush of this game's deck)
    ambush = sorted(Game(setup).rules.ambushes)[0]
    session = NetSession(link, Snapshot(2, ("Ann", "Ben"), 1, setup, (ambush,), seq=5))
    assert session.my_turn and len(session.view.decisions) == 1  # Ann's stand-in answer
    assert not session.real.decisions
    screen = NetPlayScreen(session)
    qtbot.addWidget(screen)
    told = [screen.side.notice_list.item(i).text() for i in range(screen.side.notice_list.count())]
    assert told and not any("Ann" in line for line in told), told


def test_a_seat_that_may_not_decide_now_is_told_why(qtbot, app):
    """Before the first card is revealed the seat waits for the card; while a
    stand-in holds the seat it is not this seat's turn: two different sentences."""
    from cartografove.app.reasons import explain

    setup = Setup(players=("Ann", "Ben"), seed=0, side="C", edicts=catalog().first_game)
    names = ("Ann", "Ben")
    card = "timber_grove"
    decision = Game(setup, cards=(card,)).legal_decisions()[0]

    def session(snapshot: Snapshot) -> NetSession:
        return NetSession(NetLink(Plan(name="Ann", code="not used: not started")), snapshot)

    waiting = session(Snapshot(2, names, 0, setup, seq=4)).apply(decision)
    stood_in = session(Snapshot(2, names, 0, setup, (card,), seq=5, holding=False)).apply(decision)
    assert session(Snapshot(2, names, 0, setup, (card,), seq=5)).my_turn
    assert waiting is not None and waiting.code == "waiting"
    assert stood_in is not None and stood_in.code == "not_your_turn"
    assert explain(stood_in) != explain(waiting)
    assert "not your turn" in explain(stood_in)
