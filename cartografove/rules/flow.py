"""The flow of play (RULES §3–§14) as data: a game's state and its agenda of steps.

A :class:`GameState` is plain values — tuples, numbers, frozen dataclasses and
read-only sheets — so a copy is a handful of
references (python-chess's ``Board.copy``, boardgame.io's ``G``). What is still to
happen is in the state too, as an *agenda*: the steps left, first one first. A step
either happens by itself (a card is revealed, a season scored, zombies spread) or
asks for a decision; then it stays first on the agenda and ``pending`` says what it
asks. The flow therefore reads as the rulebook, one step kind at a time:

- ``SEASON_START`` — a season begins (RULES §4).
- ``CHECK_PHASE`` — the season's time is not up: reveal the next card and resolve
  it, then check again; else score the season (RULES §4.3, §12).
- ``EXPLORE`` / ``RUINS_ANSWERED`` — every player draws the explore card, under the
  ruins requirement when a ruins card came before it (RULES §5, §17.1).
- ``AMBUSH`` / ``SOLO_AMBUSH`` / ``GAZE`` — a monster drawn on a neighbour's sheet,
  or by the solo corner walk, and the Gorgon's gaze (RULES §7–§9).
- ``HERO`` — every player draws the hero (RULES §10).
- ``SCORE`` / ``ONGOING`` — the season's scoring, then the monsters' ongoing
  effects in reveal order (RULES §12, §19.28).

Every step has one shape, :class:`Step`: its :class:`Kind` and the card and seats
it concerns.

:func:`run` carries the agenda out until a decision or a card is needed;
:func:`answer` makes the pending decision (already checked legal) — what it does to
a sheet is :mod:`.effects`, the one place that says so. Both change only the state
they are given: the game hands them a fresh copy, which is what makes undo, a
lookahead and a preview cheap.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum, auto

from . import effects
from .board import grid
from .board.placement import legal_placements, solo_ambush_cells
from .board.sheet import Sheet
from .cards import Monster, Season, catalog
from .decisions import Ask, Decision, Pending
from .effects import gaze_targets, ravage_targets, spread_zombies
from .events import (
    CardRevealed,
    Event,
    GameEnded,
    NothingDrawn,
    SeasonScored,
    SeasonStarted,
)
from .results import EdictScore, Result, SeasonScore, solo_result, standings
from .scoring import monster_penalty_result, score
from .setup import Setup, season_time

WAITING = Pending(Ask.CARD, -1, -1, "")
"""What a game waits for when its card source has no next card yet (a network game
before the host reveals it): nobody can answer it, a revealed card ends it."""


@dataclass(frozen=True, slots=True)
class Course:
    """What stays the same for a whole game: the setup, its season cards and edicts."""

    setup: Setup
    seasons: tuple[Season, ...]
    edicts: tuple[str, str, str, str]


# --- the steps ---------------------------------------------------------------------


class Kind(Enum):
    """What a step of the agenda does (the module docstring says each in the
    rulebook's words)."""

    SEASON_START = auto()
    CHECK_PHASE = auto()
    EXPLORE = auto()
    RUINS_ANSWERED = auto()
    AMBUSH = auto()
    SOLO_AMBUSH = auto()
    GAZE = auto()
    HERO = auto()
    SCORE = auto()
    ONGOING = auto()


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the agenda: what happens and what it concerns — the card, the
    seat that decides or draws (``player``), the sheet a Gorgon's gaze looks at
    (``sheet``, its owner's), the season a season start begins, and whether an
    explore card's drawing must cover ruins."""

    kind: Kind
    card: str = ""
    player: int = 0
    sheet: int = 0
    season: int = 0
    ruins: bool = False


# --- the state -------------------------------------------------------------------


class GameState:
    """Everything that changes during a game, as values (see the module docstring).

    ``dealt`` counts the cards taken from the card source, ``revealed`` holds this
    season's, ``ambushes`` every ambush card revealed this game. A state that a game
    has published is never changed again: :func:`run` and :func:`answer` are given a
    :meth:`copy`."""

    __slots__ = (
        "agenda",
        "ambushes",
        "dealt",
        "decisions",
        "events",
        "pending",
        "result",
        "revealed",
        "ruins_due",
        "scores",
        "season",
        "sheets",
    )

    def __init__(self, sheets: tuple[Sheet, ...]) -> None:
        self.sheets = sheets
        self.decisions: tuple[Decision, ...] = ()
        self.events: tuple[Event, ...] = ()
        self.scores: tuple[tuple[SeasonScore, ...], ...] = tuple(() for _ in sheets)
        self.season = 0
        self.revealed: tuple[str, ...] = ()
        self.ambushes: tuple[str, ...] = ()
        self.ruins_due = False  # a ruins card waits for an explore card (RULES §17.1)
        self.dealt = 0
        self.agenda: tuple[Step, ...] = (Step(Kind.SEASON_START, season=0),)
        self.pending: Pending | None = None
        self.result: Result | None = None

    def copy(self) -> GameState:
        new = GameState.__new__(GameState)
        new.sheets = self.sheets
        new.decisions = self.decisions
        new.events = self.events
        new.scores = self.scores
        new.season = self.season
        new.revealed = self.revealed
        new.ambushes = self.ambushes
        new.ruins_due = self.ruins_due
        new.dealt = self.dealt
        new.agenda = self.agenda
        new.pending = self.pending
        new.result = self.result
        return new

    def change(self, index: int, changed: effects.Changed, events: list[Event]) -> None:
        """Put the sheet a change left in place of sheet ``index`` (the sheet it
        replaces may be shared with other states, and stays as it was) and add the
        events the change caused."""
        sheet, caused = changed
        self.sheets = (*self.sheets[:index], sheet, *self.sheets[index + 1 :])
        events += caused


# --- carrying out the agenda -------------------------------------------------------


def run(course: Course, cards: tuple[str, ...], state: GameState, events: list[Event]) -> None:
    """Carry out the agenda until a step asks for a decision or a card (``pending``)
    or nothing is left (the game is over, ``pending`` None); ``events`` gets what
    happened."""
    state.pending = None
    while state.agenda:
        step, state.agenda = state.agenda[0], state.agenda[1:]
        pending = _carry_out(course, cards, state, step, events)
        if pending is not None:
            state.agenda = (step, *state.agenda)
            state.pending = pending
            return


def answer(state: GameState, decision: Decision, events: list[Event]) -> None:
    """Make ``decision``, a legal answer to ``state.pending``, on the state: its effect
    on the one sheet it names (:mod:`.effects`) and the steps it brings (a Gorgon's
    gaze). The steps after it are left to :func:`run`."""
    pending = state.pending
    assert pending is not None
    step, state.agenda = state.agenda[0], state.agenda[1:]
    state.pending = None
    changed = effects.decide(state.sheets[pending.sheet], pending, decision)
    state.change(pending.sheet, changed, events)
    if step.kind is Kind.AMBUSH:
        gaze = Step(Kind.GAZE, step.card, pending.player, pending.sheet)
        state.agenda = (gaze, *state.agenda)


def _carry_out(
    course: Course, cards: tuple[str, ...], state: GameState, step: Step, events: list[Event]
) -> Pending | None:
    """One step: its request if it asks for a decision, else None once it has happened
    (it may have put the steps it brings first on the agenda)."""
    card, player = step.card, step.player
    match step.kind:
        case Kind.SEASON_START:
            state.season, state.revealed, state.ruins_due = step.season, (), False
            events.append(SeasonStarted(step.season))
            state.agenda = (Step(Kind.CHECK_PHASE), *state.agenda)
        case Kind.CHECK_PHASE:
            return _check_phase(course, cards, state, events)
        case Kind.EXPLORE:
            return _explore(state, card, player, step.ruins, events)
        case Kind.RUINS_ANSWERED:
            state.ruins_due = False
        case Kind.AMBUSH:
            return _ambush(state, card, player, events)
        case Kind.SOLO_AMBUSH:
            _solo_ambush(state, card, events)
        case Kind.GAZE:
            if catalog().ambush[card].monster is Monster.GORGON and gaze_targets(
                state.sheets[step.sheet]
            ):
                return Pending(Ask.GAZE, player, step.sheet, card)
        case Kind.HERO:
            if not state.sheets[player].empty:
                events.append(NothingDrawn(player, card, "sheet_full"))
            else:
                return Pending(Ask.HERO, player, player, card)
        case Kind.SCORE:
            _score(course, state, events)
        case Kind.ONGOING:
            return _ongoing(state, card, player, events)
    return None


def _check_phase(
    course: Course, cards: tuple[str, ...], state: GameState, events: list[Event]
) -> Pending | None:
    """RULES §4.3: while the season's time is not up, reveal the next card from the
    source and resolve it; then score. No card in the source yet: wait for it."""
    if season_time(state.revealed) >= course.seasons[state.season].threshold:
        state.agenda = (Step(Kind.SCORE), *state.agenda)
        return None
    if state.dealt >= len(cards):
        return WAITING
    card = cards[state.dealt]
    state.dealt += 1
    state.revealed += (card,)
    events.append(CardRevealed(card, state.season))
    state.agenda = (*_resolve(course.setup, state, card), Step(Kind.CHECK_PHASE), *state.agenda)
    return None


def _resolve(setup: Setup, state: GameState, card: str) -> tuple[Step, ...]:
    """The steps a revealed card brings."""
    data = catalog()
    players = range(len(state.sheets))
    if card in data.ruins:
        # Nothing to draw: the next explore card must cover ruins. Ambush and hero
        # cards in between resolve normally and the requirement waits (§17.1); time
        # 0, so the check phase always reveals another card.
        state.ruins_due = True
        return ()
    if card in data.explore_cards:
        ruins = state.ruins_due
        draws = tuple(Step(Kind.EXPLORE, card, player, ruins=ruins) for player in players)
        return (*draws, Step(Kind.RUINS_ANSWERED)) if ruins else draws
    if card in data.ambush:
        state.ambushes += (card,)
        if setup.solo:
            return (Step(Kind.SOLO_AMBUSH, card),)
        return tuple(Step(Kind.AMBUSH, card, drawer) for drawer in players)
    if card in data.heroes:
        return tuple(Step(Kind.HERO, card, player) for player in players)
    raise AssertionError(f"unknown card {card!r} in the deck")


def _explore(
    state: GameState, card: str, player: int, ruins: bool, events: list[Event]
) -> Pending | None:
    """A player draws the explore card on their sheet (RULES §5, §5.1). After a ruins
    card the drawing must cover an unfilled ruins space; if no shape can, or none is
    left, the player draws the ruins 1×1 of any terrain anywhere (RULES §17.1)."""
    sheet = state.sheets[player]
    if not sheet.empty:
        events.append(NothingDrawn(player, card, "sheet_full"))
        return None
    if ruins:
        cover = sheet.unfilled_ruins
        fits = bool(cover) and bool(legal_placements(sheet, card, must_cover=cover))
    else:
        fits = bool(legal_placements(sheet, card))
    return Pending(Ask.DRAW if fits else Ask.FALLBACK, player, player, card, ruins)


def _ambush(state: GameState, card: str, drawer: int, events: list[Event]) -> Pending | None:
    """Each player draws the monster on the sheet passed to them in the arrow's
    direction, in seat order (RULES §7)."""
    n = len(state.sheets)
    clockwise = catalog().ambush[card].arrow == "clockwise"
    owner = (drawer - 1) % n if clockwise else (drawer + 1) % n
    sheet = state.sheets[owner]
    if not sheet.empty:
        events.append(NothingDrawn(owner, card, "sheet_full"))
        return None
    fits = bool(legal_placements(sheet, card))
    return Pending(Ask.MONSTER if fits else Ask.MONSTER_FALLBACK, drawer, owner, card)


def _solo_ambush(state: GameState, card: str, events: list[Event]) -> None:
    """The corner walk draws the monster; no fallback (RULES §8, §8.2)."""
    cells = solo_ambush_cells(state.sheets[0], card)
    if cells is None:
        events.append(NothingDrawn(0, card, "no_place"))
        return
    monster = catalog().ambush[card].monster
    mask = grid.mask_of(cells)
    changed = effects.draw_monster(state.sheets[0], 0, 0, card, mask, monster, automatic=True)
    state.change(0, changed, events)
    state.agenda = (Step(Kind.GAZE, card, 0, 0), *state.agenda)


def _score(course: Course, state: GameState, events: list[Event]) -> None:
    """RULES §12.1–12.3: two edicts, +1 per coin, −1 per empty space next to a
    monster. After winter the game ends (effects after it change nothing, RULES
    §19.21); else the monsters act, then the next season starts."""
    season = course.seasons[state.season]
    wildcard = course.setup.options.hero_wildcard
    scores = []
    for sheet, before in zip(state.sheets, state.scores, strict=True):
        first, second = (
            EdictScore(letter, score(_edict(course, letter), sheet, hero_wildcard=wildcard))
            for letter in season.edicts
        )
        box = SeasonScore(state.season, (first, second), sheet.coins, monster_penalty_result(sheet))
        scores.append((*before, box))
    state.scores = tuple(scores)
    events.append(SeasonScored(state.season, state.sheets))
    if state.season == len(course.seasons) - 1:
        state.result = _final_result(course, state)
        events.append(GameEnded())
        return
    ongoing = tuple(
        Step(Kind.ONGOING, card, player)
        for card in state.ambushes
        for player in range(len(state.sheets))
    )
    state.agenda = (*ongoing, Step(Kind.SEASON_START, season=state.season + 1), *state.agenda)


def _ongoing(state: GameState, card: str, player: int, events: list[Event]) -> Pending | None:
    """After scoring the monsters act: ambush cards in reveal order, each on every
    sheet (RULES §12.4, §19.28)."""
    monster = catalog().ambush[card].monster
    if monster is Monster.ZOMBIE:
        state.change(player, spread_zombies(state.sheets[player], player), events)
    elif monster is Monster.TROLL and ravage_targets(state.sheets[player]):
        return Pending(Ask.RAVAGE, player, player, card)
    return None


def _edict(course: Course, letter: str) -> str:
    return course.edicts["ABCD".index(letter)]


def _final_result(course: Course, state: GameState) -> Result:
    result = standings(course.setup.players, state.scores)
    if course.setup.solo:
        total = sum(s.total for s in state.scores[0])
        return replace(result, solo=solo_result(total, course.edicts))
    return result
