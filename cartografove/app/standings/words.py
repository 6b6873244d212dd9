"""The standings' sentences: who leads, and what this season's deck may still hold
(issue 25). The figures are the engine's (:mod:`cartografove.rules.counting.tally`,
:mod:`cartografove.rules.counting.to_come`); only the words are here."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from ...rules.cards import SEASON_IDS
from ...rules.counting.tally import Tally
from ...rules.counting.to_come import ToCome
from ..text import season_name, translate

Name = Callable[[int], str]


class Standings(QObject):
    """The sentences with plural forms: pyside6-lupdate finds ``%n`` plurals only in
    ``self.tr(text, "", n)`` calls (the context is the class name)."""

    def leads(self, stars: int) -> str:
        return self.tr("{name} leads with %n star(s).", "", stars)

    def shared(self, stars: int) -> str:
        return self.tr("Sharing the lead with %n star(s): {names}.", "", stars)

    def explore(self, cards: int) -> str:
        return self.tr("%n explore card(s)", "", cards)

    def ruins(self, cards: int) -> str:
        return self.tr("(%n ruins)", "", cards)

    def ambushes(self, cards: int) -> str:
        return self.tr("%n ambush(es)", "", cards)

    def heroes(self, cards: int) -> str:
        return self.tr("%n hero(es)", "", cards)


_PLURALS = Standings()


def leader_text(tally: Tally, name: Name) -> str:
    """ "Ann leads with 24 stars", a shared lead, or that nothing is scored yet."""
    leaders = tally.leaders
    if not leaders:
        return translate("Standings", "No season has been scored yet.")
    names = ", ".join(name(row.player) for row in leaders)
    stars = leaders[0].total
    if len(leaders) == 1:
        return _PLURALS.leads(stars).format(name=names)
    return _PLURALS.shared(stars).format(names=names)


def now_heading(tally: Tally) -> str:
    """What the provisional column is: the season scored next, if it were now."""
    if tally.upcoming is None:
        return ""
    season = season_name(SEASON_IDS[tally.upcoming])
    return translate("Standings", "If {season} were scored now").format(season=season)


def bracket_note(tally: Tally) -> str:
    """What the figures in brackets are."""
    if tally.upcoming is None:
        return ""
    season = season_name(SEASON_IDS[tally.upcoming])
    return translate(
        "Standings",
        "In brackets: what {season} would bring if it were scored now; it is not in the "
        "totals yet.",
    ).format(season=season)


def to_come_text(counts: ToCome | None) -> str:
    """ "Still in this season's deck: 9 explore cards (2 ruins), 1 ambush, 1 hero." —
    what a player at the table can count; how many come depends on their time."""
    if counts is None:
        return ""
    explore = _PLURALS.explore(counts.explore)
    if counts.ruins:
        explore += " " + _PLURALS.ruins(counts.ruins)
    parts = [explore, _PLURALS.ambushes(counts.ambushes)]
    if counts.heroes is not None:  # a game with hero cards
        parts.append(_PLURALS.heroes(counts.heroes))
    return translate("Standings", "Still in this season's deck: {cards}.").format(
        cards=", ".join(parts)
    )
