"""The others' maps beside yours (issue 33): they follow every decision, a
computer's and a person's, and never show what the person at the computer may not
see — a draft before it is confirmed, another's drawing of the card they have still
to draw, on a network table anything before it is in the log."""

from __future__ import annotations

import random
from dataclasses import replace

from cartografove.app.network.link import NetLink, Plan, Snapshot
from cartografove.app.network.session import NetSession
from cartografove.app.play.screen import PlayScreen
from cartografove.app.play.session import GameSession
from cartografove.app.table.strip import chosen_seats
from cartografove.app.text import card_name
from cartografove.rules.cards import catalog
from cartografove.rules.counting.in_view import seen_by
from cartografove.rules.decisions import DrawShape
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.waits import HANG_MS


def shown(screen: PlayScreen) -> dict[int, object]:
    """Each small map's sheet, by seat."""
    return {seat: entry.content.sheet for seat, entry in screen.table.maps.items()}


def test_the_computers_maps_follow_each_decision_and_the_heading_names_them(window, qtbot):
    names = ("Ann", "Bot B", "Bot C")
    window.start(Game(Setup(names, 7, "C")), computers={1: "easy", 2: "easy"})
    screen = window.play
    game = screen.session.game
    assert set(screen.table.maps) == {1, 2} and screen.table.isVisible()
    pick = random.Random(7)
    headings: list[tuple[str, str]] = []
    moved: set[int] = set()
    before = shown(screen)

    def follow() -> None:
        """Checked after every decision, the computers' included."""
        nonlocal before
        seen = seen_by(game, 0)
        now = shown(screen)
        in_view = screen.seating.viewer()  # Ann's map, or the one she draws a monster on
        assert now == {seat: seen.sheets[seat] for seat in range(3) if seat != in_view}
        moved.update(seat for seat in now if seat in before and now[seat] is not before[seat])
        before = now
        pending = game.pending
        if pending is not None and pending.player in (1, 2):
            headings.append((screen.side.who.text(), screen.side.what.text()))

    screen.session.changed.connect(follow)
    for _ in range(12):
        qtbot.waitUntil(
            lambda: game.pending.player == 0 and not screen.computers.thinking.busy,
            timeout=HANG_MS,
        )
        assert screen.session.apply(game.legal_decisions().sample(pick)) is None
    assert moved == {1, 2}
    assert headings
    for who, what in headings:
        assert who in names[1:]
        assert "your map" not in what and who in what, (who, what)
    assert any("on their map" in what for _, what in headings)


def test_a_computer_drawing_after_you_arrives_highlighted_on_its_map(window, qtbot):
    window.start(Game(Setup(("Ann", "Bot"), 3, "C")), computers={1: "easy"})
    screen = window.play
    game = screen.session.game
    qtbot.waitUntil(lambda: game.pending.player == 0, timeout=HANG_MS)
    while not isinstance(game.legal_decisions()[0], DrawShape):
        assert screen.session.apply(game.legal_decisions()[0]) is None
        qtbot.waitUntil(lambda: game.pending.player == 0, timeout=HANG_MS)
    bot_map = screen.table.maps[1]
    was = bot_map.content.sheet
    assert screen.session.apply(game.legal_decisions()[0]) is None
    qtbot.waitUntil(lambda: bot_map.content.sheet is not was, timeout=HANG_MS)
    drawn = bot_map.content.sheet.filled & ~was.filled
    assert drawn and bot_map.drawn_last & drawn == drawn
    assert bot_map.map.last.mask & drawn == drawn  # framed on the small map


def test_pass_and_play_shows_no_draft_and_no_drawing_of_the_card_still_to_draw(app, qtbot):
    session = GameSession(Game(Setup(("Ann", "Ben"), 5, "C")))
    screen = PlayScreen(session)
    qtbot.addWidget(screen)
    screen.resize(1300, 900)
    screen.show()
    game = session.game
    pick = random.Random(5)
    checked = 0
    for _ in range(30):
        if screen.pages.currentWidget() is screen.handoff:
            screen.handoff.go.click()
        looker = screen.seating.turns.holder
        assert looker == game.pending.player
        seen = seen_by(game, looker)
        other = 1 - looker
        # the other's map; while drawing a monster on it, the looker's own
        strip = 1 - screen.seating.viewer()
        assert shown(screen) == {strip: seen.sheets[strip]}
        # the move in hand, placed but not confirmed, is nowhere in the strip
        draft = screen.pencil.draft
        draft.placed = True
        screen.preview.update()
        assert shown(screen) == {strip: seen.sheets[strip]}
        if seen.sheets[other] is not game.sheets[other]:
            checked += 1  # the other drew this card already: it stays out of view
            # nor does the log tell it, nor all maps, nor the standings
            log = screen.side.notice_list
            told = [log.item(i).text() for i in range(log.count())]  # the newest first
            revealed = f"New card: {card_name(game.pending.card)}."
            this_card = told[: told.index(revealed)]
            drew = f"{game.players[other]}: {card_name(game.pending.card)}"
            assert not any(line.startswith(drew) for line in this_card), (drew, told)
            assert screen.seen_game().sheets == seen.sheets
        assert session.apply(game.legal_decisions().sample(pick)) is None
    assert checked > 3


def test_a_network_seat_sees_nothing_the_log_does_not_hold(app, qtbot):
    """Ben answers before Ann is in the log: his view stands an answer in for her,
    which is no drawing anyone made; once both answers are logged, hers is in view."""
    from cartografove.app.network.screen import NetPlayScreen

    link = NetLink(Plan(name="Ben", code="not used: the link is not started"))
    setup = Setup(players=("Ann", "Ben"), seed=0, side="C", edicts=catalog().first_game)
    card = "timber_grove"
    first = Snapshot(2, ("Ann", "Ben"), 1, setup, (card,), seq=5)
    session = NetSession(link, first)
    assert session.my_turn and session.view.decisions  # Ann's stand-in answer
    screen = NetPlayScreen(session)
    qtbot.addWidget(screen)
    screen.show()
    blank = session.real.sheets[0]
    assert shown(screen) == {0: blank}
    assert session.view.sheets[0] is not blank  # the stand-in drew on Ann's map
    anns = Game(setup, cards=(card,)).legal_decisions()[3]
    session.update(replace(first, decisions=(anns,), seq=6))
    assert shown(screen) == {0: blank}  # logged, but Ben has not drawn this card
    played = Game(setup, cards=(card,))
    played.apply(anns)
    bens = played.legal_decisions()[0]
    session.update(replace(first, decisions=(anns, bens), mine_logged=1, seq=7))
    assert shown(screen)[0] == session.real.sheets[0] != blank


def test_a_big_table_shows_the_neighbours_and_the_leaders():
    ranks = {seat: 100 - seat for seat in range(100)}  # seat 99 leads, then 98, …
    assert chosen_seats(6, 2, ranks) == (0, 1, 3, 4, 5)
    assert chosen_seats(100, 0, ranks, room=5) == (1, 96, 97, 98, 99)
    assert chosen_seats(100, 50, ranks, room=4) == (49, 51, 98, 99)


def test_a_click_on_a_small_map_shows_that_sheet_large(app, qtbot):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    session = GameSession(Game(Setup(("Ann", "Ben", "Cy"), 5, "C")))
    screen = PlayScreen(session)
    qtbot.addWidget(screen)
    screen.resize(1300, 900)
    screen.show()
    small = screen.table.maps[2].map
    QTest.mouseClick(small.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    large = screen.table.large
    assert large is not None and large.isVisible() and large.seat == 2
    assert large.preview.item.content.sheet is session.game.sheets[2]
    assert large.windowTitle() == "Cy"
