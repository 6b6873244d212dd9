"""Achievements, computed from the history: never stored, so never lost.

Each achievement is a rule that looks at one finished game and names what it
contributes — nothing, or *keys* (a side, a chapter, a week, the game itself). Its
progress is how many distinct keys the history has shown; it is earned when the
progress reaches its target, on the date and in the game that got it there (one
click to watch). Playing the history oldest first makes the answer the same however
often it is computed, and a game recorded long ago counts as soon as a new
achievement exists.

Only the people at a table earn achievements: a computer's seat (the save's seat
labels) never does. An achievement of skill — a rating, a map, a win, a star, a week's
challenge — needs a game its person played without the computer's hint
(:attr:`Rule.unhinted`; issue 32): a hinted move is the hard computer's, not theirs.
The ones that count games played (maps, tables, boxes, sides) take every game. The
words for each achievement are the app's (by id).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from ...rules.board.grid import surrounded_by
from ...rules.game import Game
from ...rules.save import PERSON
from ..files import Problem, RecordError
from ..history import History, HistoryEntry
from .chapters import Journey, journey
from .weekly import week_of_deal

LEGENDARY = 30
"""The rating of the Legendary Cartographer, the best solo title (RULES §15)."""
Keys = Callable[["Played"], Iterable[Hashable]]


@dataclass(frozen=True, slots=True)
class Played:
    """A finished game from the history, with who played each seat."""

    key: str
    finished: datetime
    game: Game
    seats: tuple[str, ...] = ()
    chapters: Journey | None = None
    unhinted: bool = False
    """Count only the people who played without a hint (an achievement of skill)."""

    @property
    def people(self) -> tuple[int, ...]:
        """The seats people played (all of them in a save that does not say); with
        :attr:`unhinted`, only those who took no hint."""
        seats = (
            tuple(i for i, label in enumerate(self.seats) if label == PERSON)
            if self.seats
            else tuple(range(len(self.game.players)))
        )
        if self.unhinted and self.game.hinted:
            return tuple(seat for seat in seats if not self.game.hints_of(seat))
        return seats

    def standing(self, seat: int) -> tuple[int, int, int]:
        """(rank, total, stars lost to monsters) of a seat."""
        assert self.game.result is not None
        row = next(s for s in self.game.result.standings if s.player == seat)
        return row.rank, row.total, row.monster_penalty

    @property
    def rating(self) -> int | None:
        result = self.game.result
        if result is None or result.solo is None or not self.people:
            return None
        return result.solo.rating


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    target: int
    keys: Keys
    unhinted: bool = False
    """Earned only by games played without a hint (see the module's docstring)."""

    @property
    def counted(self) -> bool:
        return self.target > 1


@dataclass(frozen=True, slots=True)
class Achievement:
    """One achievement as the history has it: progress, and when and where earned."""

    id: str
    target: int
    progress: int
    earned: datetime | None = None
    game: str | None = None  # the history key of the game that earned it
    unhinted: bool = False  # only a game played without a hint earns it

    @property
    def done(self) -> bool:
        return self.earned is not None


# --- the rules ------------------------------------------------------------------------


def _each_person(test: Callable[[Played, int], bool]) -> Keys:
    """The game counts once if any person at the table did it."""
    return lambda p: [p.key] if any(test(p, seat) for seat in p.people) else []


def _rating_at_least(threshold: int) -> Keys:
    return lambda p: [p.key] if p.rating is not None and p.rating >= threshold else []


def _every_mountain(p: Played, seat: int) -> bool:
    sheet = p.game.sheets[seat]
    return bool(sheet.mountains) and surrounded_by(sheet.mountains, sheet.filled) == sheet.mountains


def _no_monsters(p: Played, seat: int) -> bool:
    return p.standing(seat)[2] == 0


def _full_sheet(p: Played, seat: int) -> bool:
    return p.game.sheets[seat].empty == 0


def _coins(p: Played, seat: int) -> int:
    scores = p.game.scores[seat]
    return scores[-1].coins if scores else 0


def _every_edict(p: Played, seat: int) -> bool:
    return all(e.points > 0 for season in p.game.scores[seat] for e in season.edicts)


def _best_season(p: Played, seat: int) -> int:
    return max((season.total for season in p.game.scores[seat]), default=0)


def _won_against(level: str, seats: int) -> Keys:
    """Won (shared first place counts) at a table of ``seats`` with a ``level`` computer."""

    def keys(p: Played) -> list[Hashable]:
        if len(p.game.players) < seats or level not in p.seats:
            return []
        return [p.key] if any(p.standing(seat)[0] == 1 for seat in p.people) else []

    return keys


def _legendary_sides(p: Played) -> list[Hashable]:
    return [p.game.setup.side] if p.rating is not None and p.rating >= LEGENDARY else []


def _chapters(least: int) -> Keys:
    def keys(p: Played) -> list[Hashable]:
        chapters = p.chapters or journey()
        chapter = chapters.chapter_of(p.game.setup)
        if chapter is None or 0 not in p.people:
            return []
        return [chapter.id] if chapter.stars_of(p.game) >= least else []

    return keys


def _challenges(p: Played) -> list[Hashable]:
    week = week_of_deal(p.game.setup, p.finished) if p.game.solo and p.people else None
    return [] if week is None else [week.key]


def _people_together(p: Played) -> list[Hashable]:
    return [p.key] if len(p.people) >= 2 else []


def _games(p: Played) -> list[Hashable]:
    return [p.key] if p.people else []


def _solo(p: Played) -> list[Hashable]:
    return [p.key] if p.game.solo and p.people else []


def _modes(p: Played) -> list[Hashable]:
    return [p.game.rules.mode] if p.people else []


def _sides(p: Played) -> list[Hashable]:
    return [p.game.setup.side] if p.people else []


def _ambushed_clean(p: Played, seat: int) -> bool:
    return len(p.game.ambushes) >= 4 and _no_monsters(p, seat)


def _journey_size() -> int:
    return len(journey().chapters)


RULES: tuple[Rule, ...] = (
    Rule("first-map", 1, _games),
    Rule("ten-maps", 10, _games),
    Rule("fifty-maps", 50, _games),
    Rule("solo-twenty", 20, _solo),
    Rule("apprentice", 1, _rating_at_least(0), unhinted=True),
    Rule("journeyman", 1, _rating_at_least(10), unhinted=True),
    Rule("master", 1, _rating_at_least(20), unhinted=True),
    Rule("legendary", 1, _rating_at_least(LEGENDARY), unhinted=True),
    Rule("legendary-every-side", 4, _legendary_sides, unhinted=True),
    Rule("every-mountain", 1, _each_person(_every_mountain), unhinted=True),
    Rule("no-monsters", 1, _each_person(_no_monsters), unhinted=True),
    Rule("four-ambushes-clean", 1, _each_person(_ambushed_clean), unhinted=True),
    Rule("full-sheet", 1, _each_person(_full_sheet), unhinted=True),
    Rule("treasury", 1, _each_person(lambda p, seat: _coins(p, seat) >= 10), unhinted=True),
    Rule("every-edict", 1, _each_person(_every_edict), unhinted=True),
    Rule(
        "great-season", 1, _each_person(lambda p, seat: _best_season(p, seat) >= 40), unhinted=True
    ),
    Rule("beat-medium", 1, _won_against("medium", 2), unhinted=True),
    Rule("beat-hard-table", 1, _won_against("hard", 4), unhinted=True),
    Rule("together", 1, _people_together),
    Rule("both-boxes", 3, _modes),
    Rule("every-side", 4, _sides),
    Rule("journey-first-star", 1, _chapters(1), unhinted=True),
    Rule("journey-every-chapter", _journey_size(), _chapters(1), unhinted=True),
    Rule("journey-three-stars", _journey_size(), _chapters(3), unhinted=True),
    Rule("weekly-first", 1, _challenges, unhinted=True),
    Rule("weekly-month", 4, _challenges, unhinted=True),
)


def compute(played: Iterable[Played], rules: Sequence[Rule] = RULES) -> tuple[Achievement, ...]:
    """Every achievement of ``rules`` as the games (any order) show it."""
    seen: dict[str, set[Hashable]] = {rule.id: set() for rule in rules}
    earned: dict[str, tuple[datetime, str]] = {}
    for game in sorted(played, key=lambda p: (p.finished, p.key)):
        for rule in rules:
            keys = seen[rule.id]
            keys.update(rule.keys(replace(game, unhinted=True) if rule.unhinted else game))
            if rule.id not in earned and len(keys) >= rule.target:
                earned[rule.id] = (game.finished, game.key)
    return tuple(
        Achievement(
            rule.id,
            rule.target,
            min(len(seen[rule.id]), rule.target),
            earned[rule.id][0] if rule.id in earned else None,
            earned[rule.id][1] if rule.id in earned else None,
            rule.unhinted,
        )
        for rule in rules
    )


@dataclass(frozen=True, slots=True)
class FromHistory:
    achievements: tuple[Achievement, ...]
    problems: tuple[Problem, ...] = ()


def from_history(history: History | None = None) -> FromHistory:
    """The achievements of every game in the history. A damaged file is set aside
    and reported, like every record; its game simply does not count."""
    history = history or History()
    listing = history.entries()
    problems = list(listing.problems)
    played = []
    for entry in listing.entries:
        try:
            played.append(_played(history, entry))
        except RecordError as error:
            problems.append(Problem(error.path, error.kind, error.reason, error.kept_as))  # type: ignore[arg-type]
    return FromHistory(compute(played), tuple(problems))


def _played(history: History, entry: HistoryEntry) -> Played:
    game, saved = history.open(entry)
    return Played(entry.key, entry.finished, game, saved.seats)


def latest(achievements: Iterable[Achievement]) -> Achievement | None:
    """The most recently earned one (what the welcome page shows)."""
    done = [(a.earned, a) for a in achievements if a.earned is not None]
    return max(done, key=lambda pair: pair[0])[1] if done else None
