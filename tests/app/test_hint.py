"""The hint (issue 13): H asks the hard player off the GUI thread; its move appears
as the placed ghost with the points it earns this season; Enter takes it, Escape
lifts it off; an answer for a position undone meanwhile is dropped."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cartografove.app.play.draft import Draft
from cartografove.app.play.hint import show_on_draft
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.bots import make, view_of
from cartografove.rules.decisions import Ask
from cartografove.rules.game import Game
from cartografove.rules.save import read_save
from cartografove.rules.setup import Setup
from tests.random_play import RandomCartographer
from tests.rules.helpers import names, play_until
from tests.waits import HANG_MS


def test_a_hint_is_shown_and_taken_with_enter(window, qtbot):
    window.start(Game(Setup(("Ann",), 5, "C")))
    screen = window.play
    qtbot.waitExposed(screen.view)
    QTest.keyClick(screen.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.hint.used == 1, timeout=HANG_MS)
    assert screen.pencil.draft.placed
    hinted = screen.pencil.draft.decision()
    assert screen.session.game.why_illegal(hinted) is None
    assert "Hint" in screen.side.status.text()
    QTest.keyClick(screen.view, Qt.Key.Key_Return)
    assert screen.session.game.decisions == (hinted,)


def test_an_answer_for_an_undone_position_is_dropped(window, qtbot):
    window.start(Game(Setup(("Ann",), 6, "D")))
    screen = window.play
    qtbot.waitExposed(screen.view)
    screen.hint.ask()
    game = screen.session.game
    first = RandomCartographer(1).choose(game)
    screen.session.apply(first)  # the game moves on while the hint thinks
    qtbot.waitUntil(lambda: not screen.hint.thinking.busy, timeout=HANG_MS)
    assert screen.hint.used == 0
    assert game.decisions == (first,)


@pytest.mark.parametrize("ask", [Ask.DRAW, Ask.MONSTER, Ask.HERO, Ask.GAZE, Ask.RAVAGE])
def test_every_kind_of_move_can_be_shown_as_the_ghost(ask):
    game = None
    for seed in range(80):
        candidate = Game(Setup(names(2), seed, "C"))
        play_until(candidate, lambda g, a=ask: g.pending is not None and g.pending.ask is a, seed)
        if candidate.pending is not None:
            game = candidate
            break
    assert game is not None
    decision = make("medium").choose(view_of(game))
    draft = Draft.for_game(game)
    show_on_draft(draft, decision)
    assert draft.placed and draft.decision() == decision


def test_hints_can_be_turned_off(window, qtbot):
    window.start(Game(Setup(("Ann",), 5, "C")))
    screen = window.play
    qtbot.waitExposed(screen.view)
    window.menus.hints_action.trigger()  # on by default: now off
    assert not window.settings.hints and not screen.hint.button.isVisible()
    QTest.keyClick(screen.view, Qt.Key.Key_H)
    assert not screen.hint.thinking.busy and screen.hint.used == 0
    window.start(Game(Setup(("Ann",), 6, "C")))  # remembered for the next game
    assert not window.play.hint.button.isVisible()
    window.menus.hints_action.trigger()
    assert window.settings.hints and window.play.hint.button.isVisible()


def test_the_hints_are_counted_in_the_autosave_and_survive_continuing(window, qtbot):
    window.start(Game(Setup(("Ann",), 5, "C")))
    screen = window.play
    path = window.autosave
    screen.hint.ask()
    qtbot.waitUntil(lambda: screen.hint.used == 1, timeout=HANG_MS)
    assert window.session.hints == 1
    assert read_save(path).meta["hints"] == 1
    window.start(Game(Setup(("Ben",), 6, "C")))
    window.continue_game(path)
    assert window.session.hints == 1  # a campaign attempt counts them all


def test_a_hint_for_a_monster_on_another_map_says_where_not_what_it_earns(window, qtbot):
    game = Game(Setup(("Ann", "Ben"), 7, "C"))
    play_until(game, lambda g: g.pending.sheet != g.pending.player)
    window.start(game)
    screen = window.play
    if screen.pages.currentWidget() is screen.handoff:
        screen.handoff.go.click()
    screen.hint.ask()
    qtbot.waitUntil(lambda: screen.hint.used == 1, timeout=HANG_MS)
    assert "would draw it here" in screen.side.status.text()


def test_a_hint_says_why_and_lights_the_spaces_it_serves(window, qtbot):
    """Issue 26: the reasons (edicts now and later, coins, penalty, room) in the
    player's language, and the served edicts' spaces lit up on the map."""
    from cartografove.app.i18n import switch_language
    from cartografove.app.play.hint import because
    from cartografove.bots.explain import Reasons, reasons

    game = Game(Setup(("Ann",), 3, "C"))
    for _ in range(2):  # a map with something on it
        game.apply(make("medium").choose(view_of(game)))
    window.start(game)
    screen = window.play
    qtbot.waitExposed(screen.view)
    screen.hint.ask()
    qtbot.waitUntil(lambda: screen.hint.used == 1, timeout=HANG_MS)
    view = view_of(screen.session.game)
    why = reasons(view, screen.pencil.draft.decision())
    assert isinstance(why, Reasons) and (why.edicts or why.coins or why.room)
    english = screen.side.status.text()
    assert "Why:" in english.splitlines()[-1]
    assert screen.earning.mask == why.spaces
    said = {"en": because(why)}
    try:
        for language in ("cs", "pl"):
            switch_language(language)
            said[language] = because(why)
    finally:
        switch_language("en")
    assert len(set(said.values())) == 3, said


def test_escape_on_a_hint_gives_back_the_players_own_placement(window, qtbot):
    """Escape threw away the shape the player had placed before asking (issue 25):
    it now gives it back, as it was; with nothing placed before, it lifts the hint."""
    window.start(Game(Setup(("Ann",), 5, "C")))
    screen = window.play
    qtbot.waitExposed(screen.view)
    game = screen.session.game
    hard = make("hard").choose(view_of(game))
    own = next(d for d in game.legal_decisions() if d != hard)
    show_on_draft(screen.pencil.draft, own)
    screen.side.card.sync(screen.pencil.draft)
    screen.preview.update()

    def shown():
        draft = screen.pencil.draft
        return draft.cells(), draft.terrain, draft.shape

    placed = shown()
    QTest.keyClick(screen.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.hint.used == 1, timeout=HANG_MS)
    assert shown() != placed
    QTest.keyClick(screen.view, Qt.Key.Key_Escape)
    assert screen.pencil.draft.placed
    assert shown() == placed
    QTest.keyClick(screen.view, Qt.Key.Key_Escape)  # and Escape again lifts it
    assert not screen.pencil.draft.placed
    QTest.keyClick(screen.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.hint.used == 2, timeout=HANG_MS)
    QTest.keyClick(screen.view, Qt.Key.Key_Escape)
    assert not screen.pencil.draft.placed  # nothing was placed before this hint


@pytest.mark.parametrize("language", ["cs", "pl", "en"])
def test_a_hint_shows_its_reasons_whole_at_1280_by_720(app, qtbot, language):
    """Issue 26, done means: at 1280×720 the status line (four lines high, so the
    buttons under it hold still) cut the hint's reasons off in the middle in every
    language. It now says what fits, whole: the keys go first, then the lightest
    reasons, and at least the weightiest reason is there."""
    from PySide6.QtCore import QRect

    from cartografove.app.i18n import switch_language
    from cartografove.app.play.hint import HintWords
    from cartografove.bots.explain import reasons

    switch_language(language)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    try:
        game = Game(Setup(("Ann",), 3, "D"))
        hard = make("hard", 3)
        for _ in range(9):  # summer, with reasons now and later
            game.apply(hard.choose(view_of(game)))
        window.start(game)
        screen = window.play
        qtbot.waitExposed(screen.view)
        screen.hint.ask()
        qtbot.waitUntil(lambda: screen.hint.used == 1, timeout=HANG_MS)
        status = screen.side.status
        text = status.text()
        box = status.contentsRect()
        wrap = Qt.TextFlag.TextWordWrap.value
        needs = status.fontMetrics().boundingRect(QRect(0, 0, box.width(), 9999), wrap, text)
        assert needs.height() <= box.height(), text  # nothing below the edge
        why = reasons(view_of(screen.session.game), screen.pencil.draft.decision())
        assert why is not None
        first = HintWords().parts(why)[0]
        assert len(HintWords().parts(why)) >= 3 and first in text.splitlines()[-1]
    finally:
        window.play.hint.stop()
        switch_language("en")
