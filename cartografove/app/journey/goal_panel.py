"""The chapter on the play screen: which one it is, and its goal as the game goes.

A journey chapter shows its stars, each condition as it stands
(:mod:`...records.journey.live_goals`): the rating if the game ended now and how
many more stars the rating star needs, no star lost to monsters so far (and how
many are at risk on the map now), the coins so far, how often the named edict has
scored, the place and the lead at the table. Met conditions are ticked, lost ones
struck through, and the next star to earn is in bold; once a hint is taken, a line
says the game earns no star (issue 32). The week's challenge and a
custom campaign's chapter say what they are and the rating so far. A game of its
own shows nothing here.

What the game is a part of is known from its autosave (:func:`...records.left_midway.part_of`),
the same way the lists of games to continue know it, so a chapter continued from
the welcome page says it is one too.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ...records.journey.chapters import journey
from ...records.journey.live_goals import ConditionNow, StarNow, goal_now, rating_now
from ...records.left_midway import part_of
from ...records.unfinished import PartOf
from ...rules.game import Game
from ...rules.setup import Setup
from ..look.style import ACCENT
from ..play.session import GameSession
from ..records.hint_words import PlayedWith
from ..records.look import MUTED
from ..records.unfinished_list import part_name
from ..text import translate
from .journey_screen import EMPTY, FULL

MARKS = {"met": "✔", "lost": "✘"}


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


class GoalWords(QObject):
    """Plural forms (pyside6-lupdate finds ``%n`` plurals only in ``self.tr(text,
    "", n)``)."""

    def monsters_lost(self, stars: int) -> str:
        return self.tr("%n lost", "", stars)

    def at_risk(self, stars: int) -> str:
        return self.tr("%n at risk now", "", stars)


_WORDS = GoalWords()


def condition_line(found: ConditionNow) -> str:
    """One condition, short, with its figure so far where the summary line does not
    give it (the stars, the rating, the place and the lead are there)."""
    condition, now = found.condition, found.now
    match condition.kind:
        case "rating":
            return translate("Goal", "rating {rating}: {needed} ★ in all").format(
                rating=signed(int(condition.value)), needed=found.needed
            )
        case "place" if condition.value == 1:
            return translate("Goal", "win")
        case "place":
            return translate("Goal", "place {place} or better").format(place=condition.value)
        case "margin":
            return translate("Goal", "win by {stars} ★ or more").format(stars=condition.value)
        case "no_monsters":
            text = translate("Goal", "no ★ lost to monsters")
            if now:
                return f"{text} ({_WORDS.monsters_lost(now)})"
            if found.at_risk:
                return f"{text} ({_WORDS.at_risk(found.at_risk)})"
            return text
        case "coins":
            return translate("Goal", "coins: {coins} of {needed}").format(
                coins=now, needed=condition.value
            )
        case "edict":
            text = translate("Goal", "edict {letter} every time").format(letter=condition.value)
            if found.state == "lost":
                return translate("Goal", "{goal} (once it scored nothing)").format(goal=text)
            figure = translate("Goal", "{times} of {all}").format(times=now, all=now + found.left)
            if found.if_now is not None:
                figure = translate("Goal", "{times_so_far}; {points} ★ if scored now").format(
                    times_so_far=figure, points=found.if_now
                )
            return f"{text} ({figure})"
    raise AssertionError(condition.kind)


def summary_line(game: Game, solo: bool) -> str:
    """The figures every star is measured by: the stars and the rating so far
    (solo), or the place and the lead over the best computer (at a table)."""
    if solo:
        text = (
            translate("Goal", "Final: {stars} ★, rating {rating}")
            if game.over
            else translate("Goal", "So far: {stars} ★, rating {rating}")
        )
        return text.format(stars=game.total(0), rating=signed(rating_now(game)))
    totals = [game.total(player) for player in range(len(game.players))]
    place = 1 + sum(1 for total in totals[1:] if total > totals[0])
    lead = totals[0] - max(totals[1:], default=0)
    text = (
        translate("Goal", "Final: place {place}, lead {lead}")
        if game.over
        else translate("Goal", "So far: place {place}, lead {lead}")
    )
    return text.format(place=place, lead=signed(lead))


def star_line(star: StarNow, next_star: bool) -> str:
    """One star as rich text: its mark, its conditions (ticked when met, struck
    through when lost); the next star to earn in bold."""
    parts = []
    margin = any(found.condition.kind == "margin" for found in star.conditions)
    for found in star.conditions:
        if margin and found.condition.kind == "place" and found.condition.value == 1:
            continue  # "win; win by 5 or more": a lead over every computer is a win
        part = escape(condition_line(found))
        if found.state == "met":
            part = f"<span style='color:{ACCENT}'>{MARKS['met']} {part}</span>"
        elif found.state == "lost":
            part = f"<span style='color:{MUTED}'>{MARKS['lost']} <s>{part}</s></span>"
        parts.append(part)
    star_mark = FULL if star.state == "met" else EMPTY
    line = f"{star_mark} " + "; ".join(parts)
    return f"<b>{line}</b>" if next_star else line


class ChapterGoal(QFrame):
    """The box in the side panel; hidden for a game that is no chapter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seasonPanel")  # the side panel's boxed look
        self.heading = QLabel()
        self.heading.setObjectName("panelHeading")
        self.heading.setWordWrap(True)
        self.lines = QLabel()
        self.lines.setWordWrap(True)
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(4)
        layout.addWidget(self.heading)
        layout.addWidget(self.lines)
        self.part: PartOf | None = None
        self.session: GameSession | None = None
        self._setup: Setup | None = None
        self.hide()

    def follow(self, session: GameSession) -> None:
        """Show ``session``'s game now and after every change (and in a new language)."""
        self.session = session
        session.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        if self.session is not None:
            self.show_game(self.session.game, self.session.autosave)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def show_game(self, game: Game, autosave: Path | None) -> None:
        """Say what ``game`` (autosaved at ``autosave``) is a part of, and how its
        goal stands now."""
        if game.setup is not self._setup:  # once a game: its part does not change
            self.part = part_of(autosave, game.setup)
            self._setup = game.setup
        part = self.part
        self.setVisible(part is not None)
        if part is None:
            return
        self.heading.setText(part_name(part))
        chapter = journey().chapters[part.number - 1] if part.kind == "journey" else None
        lines = [escape(summary_line(game, chapter is None or chapter.solo))]
        if chapter is not None:
            stars = goal_now(chapter, game)
            following = next((s.number for s in stars if s.state != "met"), None)
            lines += [star_line(star, star.number == following) for star in stars]
            if game.hinted:
                words = translate("Goal", "No star: {hints}.").format(
                    hints=PlayedWith().hints(len(game.hinted))
                )
                lines.append(f"<span style='color:{MUTED}'>{escape(words)}</span>")
        self.lines.setText("<br>".join(lines))
