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


def test_the_hint_is_not_offered_while_the_seat_waits_for_the_others(qtbot, app):
    """Waiting for the next card, the Hint button stood there enabled, for a move
    that was not this seat's to make (issue 25); on the seat's turn it is back."""
    from cartografove.app.network.screen import NetPlayScreen

    link = NetLink(Plan(name="Ann", code="not used: the link is not started"))
    setup = Setup(players=("Ann", "Ben"), seed=0, side="C", edicts=catalog().first_game)
    waiting = Snapshot(2, ("Ann", "Ben"), 0, setup, seq=4)  # no card revealed yet
    session = NetSession(link, waiting)
    screen = NetPlayScreen(session)
    qtbot.addWidget(screen)
    screen.show()
    assert not session.my_turn
    assert not screen.side.hint_button.isVisible()
    session.update(replace(waiting, cards=("timber_grove",), seq=5))
    assert session.my_turn
    assert screen.side.hint_button.isVisible() and screen.side.hint_button.isEnabled()


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


def test_a_seat_asked_before_the_seats_before_it_sees_and_is_hinted_its_own_request(qtbot, app):
    """Ben is asked to draw before Ann has: his screen said "Ann — Draw … on your
    map" over Ann's map, and the hint thought about Ann's move (issue 31)."""
    from cartografove.app.network.screen import NetPlayScreen
    from cartografove.app.play.instructions import instruction
    from tests.waits import HANG_MS

    link = NetLink(Plan(name="Ben", code="not used: the link is not started"))
    setup = Setup(players=("Ann", "Ben"), seed=0, side="C", edicts=catalog().first_game)
    session = NetSession(link, Snapshot(2, ("Ann", "Ben"), 1, setup, ("timber_grove",), seq=5))
    assert session.my_turn and session.real.pending is not None
    assert session.real.pending.player == 0  # the table still waits for Ann
    screen = NetPlayScreen(session)
    qtbot.addWidget(screen)
    asked = session.view.pending
    assert asked is not None and asked.player == asked.sheet == 1
    assert (screen.side.who.text(), screen.side.what.text()) == instruction(session.view)
    assert screen.side.who.text() == "Ben"
    shown = screen.scene.sheet_item.content
    assert shown is not None and shown.name == "Ben"
    assert screen.pencil.draft is not None and screen.pencil.draft.pending == asked
    screen.hint.ask()
    qtbot.waitUntil(lambda: screen.hint.used == 1, timeout=HANG_MS)
    draft = screen.pencil.draft
    assert draft is not None and draft.pending == asked and draft.placed
    hinted = draft.decision()
    assert hinted is not None and session.view.why_illegal(hinted) is None
