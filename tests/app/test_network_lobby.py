"""Before the game begins, the lobby says what game it is: the host's terms."""

from __future__ import annotations

from cartografove.app.network.dialogs.lobby import Lobby, describe_terms
from cartografove.app.network.link import Snapshot
from cartografove.names import CARD_NAMES
from cartografove.net.terms import Terms
from cartografove.rules.cards import catalog
from cartografove.rules.setup import RuleSet


def test_the_terms_in_a_line(app):
    assert describe_terms(Terms.new(side="D")).startswith("Cartographers Heroes · ")
    base = describe_terms(Terms.new(RuleSet.base(), side="B", edicts=catalog().first_game))
    first = catalog().first_game[0]
    assert base.startswith("Cartographers (the base game) · ")
    assert f"A {CARD_NAMES[first]}," in base
    combined = Terms.new(RuleSet.combined(), edicts="first_game")
    assert describe_terms(combined).endswith(" · the first game's edicts")


def test_a_joiner_sees_the_terms_as_soon_as_the_opening_is_read(qtbot, app):
    lobby = Lobby()
    qtbot.addWidget(lobby)
    assert lobby.terms.text() == ""
    terms = Terms.new(RuleSet.base(), side="A")
    lobby._progress(Snapshot(2, ("Ann",), None, terms=terms))
    assert lobby.terms.text() == describe_terms(terms)
