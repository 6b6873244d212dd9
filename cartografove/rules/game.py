"""A game of Cartographers — Heroes, the base game or both combined — as a state
machine driven by decisions.

``Game(setup)`` deals the cards and runs until the first decision is needed;
``pending`` says what that is, ``legal_decisions()`` lists the possible answers and
``apply(decision)`` takes one. Everything that needs nobody's decision — revealing
cards, the solo ambush walk, scoring, zombies spreading, coins — happens inside.

The game's state is data (:class:`.flow.GameState`): values nobody changes once
published, so :meth:`Game.copy` costs a few references, not a replay. ``apply``
works on a fresh copy of the state and publishes it; undo puts back the state kept
before the last decision. A lookahead, a preview, a computer player or the review
try decisions on copies. The flow of play (RULES §3–§14) is the state's agenda of
steps (:mod:`.flow`); what a decision does to a sheet is :mod:`.effects`.

Cards come from a card source (:func:`.setup.deal`): the seed's deal for a game on one
computer, or the cards revealed so far — ``Game(setup, cards=…)`` and
:meth:`Game.reveal` — for a network game, which waits (``Ask.CARD``) while the next
card is not revealed. Randomness comes only from ``random.Random(setup.seed)``, so
setup + decisions replay the game exactly.

Beside the log the game keeps the moves a hint was shown for (:attr:`Game.hinted`):
not a decision, but part of how the game was played.

Which cards are dealt and how they behave comes from ``setup.rules``
(:class:`~.setup.RuleSet`): the same flow plays every rule set, ruins cards (RULES
§17.1) and hero-less games included.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence

from . import flow, validation
from .board.grid import Bitboard
from .board.placement import LegalPlacements, hero_turns, legal_placements
from .board.sheet import Sheet
from .cards import EDICT_LETTERS, EdictLetter, Season, Terrain, catalog
from .decisions import (
    Ask,
    Decision,
    IllegalDecision,
    LegalDecisions,
    Pending,
)
from .effects import gaze_targets, ravage_targets
from .events import Event
from .flow import Course, GameState
from .preview import Preview, changes, scorings_left
from .results import Result, SeasonScore
from .setup import RuleSet, Setup, deal, deal_edicts, season_time

# Re-exported: callers have always found them here.
__all__ = ["Game", "IllegalDecision", "LegalDecisions", "gaze_targets", "ravage_targets"]


Past = tuple[GameState, "Past"] | None
"""The states before each decision, the last first: what undo puts back."""


class Game:
    """One game: its setup, where its cards come from, and its state.

    ``sheets`` starts the game on the given sheets instead of blank ones (a
    position to study, or a test that puts a rule in exactly its situation); a real
    game starts blank. Only a blank start is what a save describes.

    ``cards`` is the card source (:func:`.setup.deal`): the cards to reveal, in order. By
    default the seed deals them; a network game gives the cards the host has revealed
    so far and :meth:`reveal` adds each new one. Everything public is read-only —
    tuples and sheets the game never changes again — and stays valid after later
    decisions (the game replaces, it does not mutate)."""

    __slots__ = ("_cards", "_course", "_hinted", "_past", "_state", "setup")

    def __init__(
        self,
        setup: Setup,
        *,
        sheets: Sequence[Sheet] | None = None,
        cards: Sequence[str] | None = None,
    ) -> None:
        if sheets is not None and len(sheets) != len(setup.players):
            raise ValueError(f"{len(setup.players)} players need as many sheets, not {len(sheets)}")
        if cards is None:
            dealt = deal(setup)
            edicts, cards = dealt.edicts, dealt.cards
        else:
            edicts = deal_edicts(setup, random.Random(setup.seed))
        seasons = tuple(catalog().season_sets[setup.rules.seasons].seasons)
        self.setup = setup
        self._course = Course(setup, seasons, edicts)
        self._cards = tuple(cards)
        first = (
            tuple(Sheet.blank(setup.side) for _ in setup.players)
            if sheets is None
            else tuple(sheets)
        )
        state = GameState(first)
        events: list[Event] = []
        flow.run(self._course, self._cards, state, events)
        state.events = tuple(events)
        self._state = state
        self._past: Past = None
        self._hinted: frozenset[int] = frozenset()

    def copy(self) -> Game:
        """An independent game standing where this one stands, its undo included: a
        few references (the state is never changed in place), so it costs
        microseconds. Deciding on the copy leaves this game as it is, and back."""
        new = Game.__new__(Game)
        new.setup = self.setup
        new._course = self._course
        new._cards = self._cards
        new._state = self._state
        new._past = self._past
        new._hinted = self._hinted
        return new

    def redealt(self, cards: Sequence[str] = ()) -> Game:
        """A copy standing where this one stands whose card source goes on with
        ``cards`` after the cards revealed so far, instead of its own deck: with none,
        what every player knows (it waits, ``Ask.CARD``, for the next card); with a
        guessed order of the deck, a future to search (the expert's determinized
        look-ahead, the review's play-outs). Nobody can read this game's deck off
        the copy."""
        new = self.copy()
        new._cards = self._cards[: self._state.dealt] + tuple(cards)
        return new

    # --- what the outside world sees ------------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def rules(self) -> RuleSet:
        return self.setup.rules

    @property
    def seasons(self) -> tuple[Season, ...]:
        return self._course.seasons

    @property
    def edicts(self) -> tuple[str, str, str, str]:
        return self._course.edicts

    @property
    def sheets(self) -> tuple[Sheet, ...]:
        return self._state.sheets

    @property
    def decisions(self) -> tuple[Decision, ...]:
        return self._state.decisions

    @property
    def hinted(self) -> frozenset[int]:
        """The moves a player was shown the computer's hint for: their places in
        :attr:`decisions` (0 is the first). A hint is not a decision — it changes no
        map — but it is part of how the game was played, so it goes wherever the
        game goes (save, history, result code; ARCHITECTURE "A hint is part of the
        game"). An undo keeps it: the hint was seen, and the move made again in its
        place counts as hinted. A place the finished game never reached (an undo that
        changed the course of the game) counts as its last move."""
        return self._hinted

    def with_hints(self, moves: Iterable[int]) -> Game:
        """A copy of this game whose :attr:`hinted` moves are ``moves`` (read from a
        file or a code); a negative place is a ValueError."""
        hinted = frozenset(moves)
        if any(move < 0 for move in hinted):
            raise ValueError("a hinted move's place cannot be negative")
        new = self.copy()
        new._hinted = hinted
        return new

    def note_hint(self) -> None:
        """The player deciding the pending request was shown a hint for it."""
        if self.pending is None:
            raise IllegalDecision("the game is over", "game_over")
        self._hinted |= {len(self.decisions)}

    def hints_of(self, seat: int) -> int:
        """How many of ``seat``'s moves were made after a hint (:attr:`hinted`)."""
        deciders = []  # who made each decision (the states before them, the last first)
        past = self._past
        while past is not None:
            state, past = past
            assert state.pending is not None  # a state before a decision asked for it
            deciders.append(state.pending.player)
        deciders.reverse()  # the first first; then who decides now
        if self.pending is not None:
            deciders.append(self.pending.player)
        return sum(1 for move in self._hinted if move < len(deciders) and deciders[move] == seat)

    @property
    def events(self) -> tuple[Event, ...]:
        return self._state.events

    @property
    def scores(self) -> tuple[tuple[SeasonScore, ...], ...]:
        return self._state.scores

    @property
    def season(self) -> int:
        return self._state.season

    @property
    def revealed(self) -> tuple[str, ...]:
        """The cards revealed this season, in order."""
        return self._state.revealed

    @property
    def ambushes(self) -> tuple[str, ...]:
        """The ambush cards revealed this game, in order."""
        return self._state.ambushes

    @property
    def ruins_due(self) -> bool:
        """A ruins card was revealed and no explore card has answered it yet (§17.1)."""
        return self._state.ruins_due

    @property
    def pending(self) -> Pending | None:
        return self._state.pending

    @property
    def result(self) -> Result | None:
        return self._state.result

    @property
    def dealt(self) -> int:
        """How many cards the game has revealed from its card source."""
        return self._state.dealt

    @property
    def known_cards(self) -> int:
        """How many cards the card source holds: on the network, how many the host
        has revealed (what :meth:`reveal` is to go on from)."""
        return len(self._cards)

    @property
    def waiting(self) -> bool:
        """The game needs the next card and its source has none yet (``Ask.CARD``)."""
        pending = self._state.pending
        return pending is not None and pending.ask is Ask.CARD

    @property
    def must_cover(self) -> Bitboard:
        """The spaces the pending drawing must cover one of: the unfilled ruins of the
        sheet when a ruins card precedes this explore card (RULES §17.1), else 0."""
        return validation.must_cover(self.pending, self.sheets)

    @property
    def ambushes_in_play(self) -> tuple[str, ...]:
        """Revealed ambush cards kept out as reminders of their monster's ability
        (RULES §7.5, §18 K5). Base-game ambushes have no ability and go back to the
        box (RULES §17.1)."""
        data = catalog()
        return tuple(card for card in self.ambushes if data.ambush[card].monster is not None)

    @property
    def solo(self) -> bool:
        return self.setup.solo

    @property
    def over(self) -> bool:
        return self.pending is None

    @property
    def season_card(self) -> Season:
        return self.seasons[self.season]

    @property
    def time(self) -> int:
        """Time elapsed this season: the sum of the revealed cards' time (RULES §4.3)."""
        return season_time(self.revealed)

    @property
    def current_card(self) -> str | None:
        return self.revealed[-1] if self.revealed else None

    def edict(self, letter: EdictLetter) -> str:
        return self.edicts[EDICT_LETTERS.index(letter)]

    # --- changing the game ------------------------------------------------------------

    def apply(self, decision: Decision) -> list[Event]:
        """Take the pending decision; returns the events it caused (up to the next
        decision). An illegal decision raises :class:`IllegalDecision` and changes
        nothing."""
        before = self._state
        pending = before.pending
        if pending is None:
            raise IllegalDecision("the game is over", "game_over")
        validation.check(pending, decision, before.sheets, self.setup.options)
        state = before.copy()
        events: list[Event] = []
        flow.answer(state, decision, events)
        flow.run(self._course, self._cards, state, events)
        state.decisions += (decision,)
        state.events += tuple(events)
        self._past = (before, self._past)
        self._state = state
        if state.pending is None and self._hinted:
            last = len(state.decisions) - 1
            self._hinted = frozenset(min(move, last) for move in self._hinted)
        return events

    def reveal(self, card: str) -> list[Event]:
        """The card source brings the next card (on the network: the host revealed
        it); a game waiting for it goes on. Returns the events that caused. A card
        that is not in this game's decks raises ValueError and changes nothing (a
        card source may be hostile)."""
        rules = self.rules
        if card not in (
            *rules.explore_deck,
            *rules.ambushes,
            *(catalog().heroes if rules.hero_cards else ()),
        ):
            raise ValueError(f"{card!r} is not a card of this game")
        self._cards += (card,)
        if not self.waiting:
            return []
        state = self._state.copy()
        events: list[Event] = []
        flow.run(self._course, self._cards, state, events)
        state.events += tuple(events)
        self._state = state
        return events

    def undo(self) -> Decision:
        """Take back the last decision: the state kept before it comes back."""
        past = self._past
        if past is None or not self._state.decisions:
            raise IllegalDecision("there is nothing to undo", "nothing_to_undo")
        last = self._state.decisions[-1]
        self._state, self._past = past
        return last

    def is_legal(self, decision: Decision) -> bool:
        return self.why_illegal(decision) is None

    def why_illegal(self, decision: Decision) -> IllegalDecision | None:
        """None if the decision may be applied now, else the reason it may not (what a
        preview shows while the player is still moving the shape)."""
        if self.pending is None:
            return IllegalDecision("the game is over", "game_over")
        try:
            validation.check(self.pending, decision, self.sheets, self.setup.options)
        except IllegalDecision as error:
            return error
        return None

    def play_through(self, decisions: Iterable[Decision]) -> Iterator[tuple[Decision, Pending]]:
        """Apply the decisions one by one, yielding each (once applied) with the request
        it answered: the one replay loop (a replay, the replay viewer's frames).
        Raises IllegalDecision, with the move number, at the first illegal one."""
        for number, decision in enumerate(decisions, start=1):
            asked = self.pending
            try:
                self.apply(decision)
            except IllegalDecision as error:
                raise IllegalDecision(
                    f"decision {number}: {error}", "replay", number=number, reason=error
                ) from None
            assert asked is not None  # apply raised otherwise
            yield decision, asked

    @classmethod
    def replay(
        cls,
        setup: Setup,
        decisions: Iterable[Decision],
        *,
        sheets: Sequence[Sheet] | None = None,
        cards: Sequence[str] | None = None,
        hinted: Iterable[int] = (),
    ) -> Game:
        """The game reached by making these decisions (``hinted``: the moves a hint
        was shown for, :attr:`hinted`); raises IllegalDecision (with the move number)
        if one of them is not legal where it stands."""
        game = cls(setup, sheets=sheets, cards=cards).with_hints(hinted)
        for _ in game.play_through(decisions):
            pass
        return game

    # --- previews (the logic lives in .preview) ----------------------------------------

    @property
    def scored(self) -> int:
        """How many seasons have been scored (during a Troll ravage this is one more
        than ``season``, which still names the season just scored)."""
        return len(self.scores[0]) if self.scores else 0

    def scorings_left(self) -> dict[str, int]:
        """How many times each edict letter will still be scored from here on."""
        return scorings_left(self.seasons, self.scored)

    def preview(self, decision: Decision) -> Preview:
        """What ``decision`` would do to the maps and the next scoring, without
        revealing a card or advancing anything; raises IllegalDecision if it is not
        legal now."""
        error = self.why_illegal(decision)
        if error is not None:
            raise error
        assert self.pending is not None
        pending = self.pending
        tried = self._state.copy()
        flow.answer(tried, decision, [])
        return changes(
            pending.sheet,
            self.sheets[pending.sheet],
            tried.sheets[pending.sheet],
            edicts=self.edicts,
            seasons=self.seasons,
            season=self.season,
            scored=self.scored,
            hero_wildcard=self.setup.options.hero_wildcard,
        )

    def legal_placements(self) -> LegalPlacements:
        """The legal placements for a pending DRAW or MONSTER request."""
        pending = self._expect(Ask.DRAW, Ask.MONSTER)
        return legal_placements(
            self.sheets[pending.sheet], pending.card, must_cover=self.must_cover
        )

    def legal_decisions(self) -> LegalDecisions:
        """Every legal answer to the pending request, lazily (a computer player samples
        it; a hint or a test enumerates it)."""
        return validation.legal_decisions(self.pending, self.sheets, self.setup.options)

    def fallback_terrains(self, card: str, *, ruins: bool | None = None) -> tuple[Terrain, ...]:
        """What a 1×1 fallback may be filled with (:func:`.validation.fallback_terrains`);
        ``ruins=None`` answers for the pending request."""
        if ruins is None:
            pending = self.pending
            ruins = pending is not None and pending.card == card and pending.ruins
        return validation.fallback_terrains(self.setup.options, card, ruins=ruins)

    def hero_turns(self, hero: str) -> tuple[int, ...]:
        return hero_turns(hero, self.setup.options.hero_pattern_turns)

    def destroy_targets(self) -> Bitboard:
        """The spaces the pending Gorgon or Troll may destroy."""
        pending = self._expect(Ask.GAZE, Ask.RAVAGE)
        return validation.destroy_targets(pending, self.sheets[pending.sheet])

    def total(self, player: int) -> int:
        return sum(s.total for s in self.scores[player])

    def _expect(self, *asks: Ask) -> Pending:
        pending = self.pending
        if pending is None or pending.ask not in asks:
            raise IllegalDecision(f"the game is not waiting for {' or '.join(asks)}", "wrong_kind")
        return pending
