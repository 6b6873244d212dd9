"""How a chapter's goal stands while it is played (issue 24: the goal live during play).

A chapter's stars are judged on the finished game (:meth:`.chapters.Condition.met`);
a player wants to see them coming: no star lost to monsters *so far*, coins *so far*,
the named edict scored every time *so far*, the rating the stars on the sheet would
give *if the game ended now* and how many more stars each rating star needs, the
place and the lead at the table now. Each condition is one of three states: **met**
(nothing left in the game can undo it), **lost** (nothing left can bring it back) or
**open**, with the figure so far. A finished game is judged exactly as the chapter
judges it, so the screen never says a star is met that the chapter does not give.

Everything is read from the game as the player sees it — the scores of the seasons
already scored and the map — never from the deck: the bots' rule holds for the
screen too. Pure Python, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...rules.cards import EDICT_LETTERS, catalog
from ...rules.game import Game
from ...rules.preview import next_scoring
from ...rules.scoring.core import monster_penalty, score
from .chapters import Chapter, Condition

State = Literal["met", "lost", "open"]


@dataclass(frozen=True, slots=True)
class ConditionNow:
    """One condition during play. ``now`` is the figure so far, by kind: the rating
    if the game ended now, the place now, the lead over the best computer now, the
    stars lost to monsters in the seasons scored, the coins, the times the edict
    was scored. ``short``: what is still missing (stars for a rating or a lead,
    coins; 0: reached now); ``needed``: for a rating, the stars it takes in all (the
    threshold plus the edicts' solo values: the projection a player can check on the
    sheet); ``left``: times the edict will still be scored; ``at_risk``: stars the
    map would lose to monsters if it were scored now; ``if_now``: the stars the
    edict would earn if it were scored now (None when the coming season does not
    score it)."""

    condition: Condition
    state: State
    now: int
    short: int = 0
    needed: int = 0
    left: int = 0
    at_risk: int = 0
    if_now: int | None = None


@dataclass(frozen=True, slots=True)
class StarNow:
    number: int  # from 1
    conditions: tuple[ConditionNow, ...]
    hinted: bool = False  # a hint was taken: no star, whatever the conditions say

    @property
    def state(self) -> State:
        if self.hinted:
            return "lost"
        states = {c.state for c in self.conditions}
        if "lost" in states:
            return "lost"
        return "met" if states == {"met"} else "open"


def goal_now(chapter: Chapter, game: Game) -> tuple[StarNow, ...]:
    """Every star of ``chapter`` as ``game`` (the chapter's game, the person in the
    first seat) stands now. Once a hint is taken every star is lost, as the
    chapter judges a hinted game (:meth:`.chapters.Chapter.stars_of`)."""
    return tuple(
        StarNow(
            number,
            tuple(condition_now(condition, game) for condition in star),
            bool(game.hinted),
        )
        for number, star in enumerate(chapter.stars, start=1)
    )


def rating_now(game: Game) -> int:
    """The solo rating if the game ended now: the stars of the seasons scored so far
    less the edicts' solo values (RULES §15; the chapter's own rule at the end)."""
    return game.total(0) - solo_values(game)


def solo_values(game: Game) -> int:
    """What the four edicts take from the stars for the solo rating (RULES §15)."""
    return sum(catalog().scoring[card].solo_value for card in game.edicts)


def condition_now(condition: Condition, game: Game) -> ConditionNow:
    """One condition as the game stands; a finished game is judged by the chapter's
    own rule (:meth:`Condition.met`)."""
    found = _so_far(condition, game)
    if game.over:
        state: State = "met" if condition.met(game) else "lost"
        return ConditionNow(condition, state, found.now, found.short, found.needed, found.left)
    return found


def _so_far(condition: Condition, game: Game) -> ConditionNow:
    me, value = 0, condition.value
    totals = [game.total(player) for player in range(len(game.players))]
    match condition.kind:
        case "rating":
            rating, needed = rating_now(game), int(value) + solo_values(game)
            return ConditionNow(
                condition, "open", rating, short=max(0, int(value) - rating), needed=needed
            )
        case "place":
            place = 1 + sum(1 for total in totals[1:] if total > totals[me])
            return ConditionNow(condition, "open", place)
        case "margin":
            lead = totals[me] - max(totals[1:], default=0)
            return ConditionNow(condition, "open", lead, short=max(0, int(value) - lead))
        case "no_monsters":
            lost = sum(season.monster_penalty for season in game.scores[me])
            return ConditionNow(
                condition,
                "lost" if lost else "open",
                lost,
                at_risk=0 if game.over else monster_penalty(game.sheets[me]),
            )
        case "coins":
            coins = game.sheets[me].coins  # coins are never taken back
            met = coins >= int(value)
            return ConditionNow(
                condition, "met" if met else "open", coins, short=max(0, int(value) - coins)
            )
        case "edict":
            return _edict_so_far(condition, game)
    raise AssertionError(condition.kind)


def _edict_so_far(condition: Condition, game: Game) -> ConditionNow:
    letter = str(condition.value)
    scored = [e.points for season in game.scores[0] for e in season.edicts if e.letter == letter]
    left = game.scorings_left().get(letter, 0)
    if any(points <= 0 for points in scored):
        state: State = "lost"
    elif left == 0 and scored:
        state = "met"
    else:
        state = "open"
    coming = next_scoring(game.season, game.scored, len(game.seasons))
    if_now = None
    if state == "open" and coming is not None and letter in game.seasons[coming].edicts:
        card = game.edicts[EDICT_LETTERS.index(letter)]
        wildcard = game.setup.options.hero_wildcard
        if_now = score(card, game.sheets[0], hero_wildcard=wildcard).points
    return ConditionNow(condition, state, len(scored), left=left, if_now=if_now)
