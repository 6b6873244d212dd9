"""A game of Cartographers — Heroes, the base game or both combined — as a state
machine driven by decisions.

``Game(setup)`` deals the cards and runs until the first decision is needed;
``pending`` says what that is, ``legal_decisions()`` lists the possible answers and
``apply(decision)`` takes one. Everything that needs nobody's decision — revealing
cards, the solo ambush walk, scoring, zombies spreading, coins — happens inside.

The flow of play (RULES §3–§14) is written once, top to bottom, as a generator
(:meth:`Game._play`) that yields each :class:`Pending` request and receives the
validated answer. A decision is checked completely before it is sent in, so an
illegal one raises :class:`IllegalDecision` and leaves the game exactly as it was
(:mod:`.validation`). What a decision does to a sheet is in :mod:`.effects` and the
monsters' abilities in :mod:`.monsters`, so both can be tried on copies of sheets.
Randomness comes only from ``random.Random(setup.seed)``, so setup + decisions
replay the game exactly; undo is a replay without the last decision.

Which cards are dealt and how they behave comes from ``setup.rules``
(:class:`~.setup.RuleSet`): the same flow plays every rule set, ruins cards (RULES
§17.1) and hero-less games included.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace

from . import effects, monsters, validation
from .board.grid import Bitboard
from .board.placement import LegalPlacements, hero_turns, legal_placements
from .board.sheet import Sheet
from .cards import EDICT_LETTERS, EdictLetter, Season, Terrain, catalog
from .decisions import (
    Ask,
    Decision,
    DrawFallback,
    DrawShape,
    Flow,
    IllegalDecision,
    LegalDecisions,
    Pending,
    PlaceHero,
)
from .events import CardRevealed, Event, GameEnded, NothingDrawn, SeasonScored, SeasonStarted
from .monsters import gaze_targets, ravage_targets
from .preview import Preview, scorings_left
from .preview import preview as preview_decision
from .results import EdictScore, Result, SeasonScore, solo_result, standings
from .scoring import monster_penalty_result, score
from .setup import RuleSet, Setup, deal_edicts

# Re-exported: callers have always found them here.
__all__ = ["Flow", "Game", "IllegalDecision", "LegalDecisions", "gaze_targets", "ravage_targets"]


class Game:
    """One game: its setup, its decisions so far, and everything derived from them.

    ``sheets`` starts the game on copies of the given sheets instead of blank ones (a
    position to study, or a test that puts a rule in exactly its situation); a real
    game starts blank. Only a blank start is what a save describes."""

    def __init__(self, setup: Setup, *, sheets: Sequence[Sheet] | None = None) -> None:
        self.setup = setup
        if sheets is not None and len(sheets) != len(setup.players):
            raise ValueError(f"{len(setup.players)} players need as many sheets, not {len(sheets)}")
        self._first_sheets = None if sheets is None else tuple(s.copy() for s in sheets)
        self._start()

    def _start(self) -> None:
        """Deal a fresh game from the setup (the generator binds to this object, so undo
        restarts it in place rather than swapping in another Game's state)."""
        data = catalog()
        setup = self.setup
        if self._first_sheets is None:
            self.sheets: list[Sheet] = [Sheet.blank(setup.side) for _ in setup.players]
        else:
            self.sheets = [sheet.copy() for sheet in self._first_sheets]
        self.decisions: list[Decision] = []
        self.events: list[Event] = []
        self.scores: list[list[SeasonScore]] = [[] for _ in setup.players]
        self.seasons: tuple[Season, ...] = tuple(data.season_sets[setup.rules.seasons].seasons)
        self.season = 0
        self.revealed: list[str] = []  # cards revealed this season, in order
        self.ambushes: list[str] = []  # ambush cards revealed this game, in order
        # a ruins card was revealed and no explore card has answered it yet (§17.1)
        self.ruins_due = False
        self.deck: list[str] = []  # the explore deck, top card last
        self.result: Result | None = None
        self._rng = random.Random(setup.seed)
        self.edicts: tuple[str, str, str, str] = deal_edicts(setup, self._rng)
        self._flow: Flow = self._play()
        self.pending: Pending | None = next(self._flow)

    # --- what the outside world sees ------------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def rules(self) -> RuleSet:
        return self.setup.rules

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
        data = catalog()
        return sum(data.card_time(card) for card in self.revealed)

    @property
    def current_card(self) -> str | None:
        return self.revealed[-1] if self.revealed else None

    def edict(self, letter: EdictLetter) -> str:
        return self.edicts[EDICT_LETTERS.index(letter)]

    def apply(self, decision: Decision) -> list[Event]:
        """Take the pending decision; returns the events it caused (up to the next
        decision). An illegal decision raises :class:`IllegalDecision` and changes
        nothing."""
        pending = self.pending
        if pending is None:
            raise IllegalDecision("the game is over", "game_over")
        validation.check(pending, decision, self.sheets, self.setup.options)
        seen = len(self.events)
        self.decisions.append(decision)
        try:
            self.pending = self._flow.send(decision)
        except StopIteration:
            self.pending = None
        return self.events[seen:]

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
        it answered: the one replay loop (a replay, undo, the replay viewer's frames).
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
        cls, setup: Setup, decisions: Iterable[Decision], *, sheets: Sequence[Sheet] | None = None
    ) -> Game:
        """The game reached by making these decisions; raises IllegalDecision (with the
        move number) if one of them is not legal where it stands."""
        game = cls(setup, sheets=sheets)
        for _ in game.play_through(decisions):
            pass
        return game

    def undo(self) -> Decision:
        """Take back the last decision (a replay of all the others)."""
        if not self.decisions:
            raise IllegalDecision("there is nothing to undo", "nothing_to_undo")
        *keep, last = self.decisions
        self._start()
        for _ in self.play_through(keep):
            pass
        return last

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
        return preview_decision(
            self.sheets,
            self.pending,
            decision,
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

    # --- the flow of play (RULES §3–§14) -----------------------------------------------

    def _play(self) -> Flow:
        """RULES §3, §4, §12–§14 for any rule set: the explore deck is the rule set's
        explore set (with the ruins cards when they are in, §17), one ambush card and,
        with heroes, one hero card each season."""
        data = catalog()
        rules = self.rules
        rng = self._rng
        ambush_deck = list(rules.ambushes)
        hero_deck = list(data.heroes) if rules.hero_cards else []
        rng.shuffle(ambush_deck)
        rng.shuffle(hero_deck)

        def newcomers() -> list[str]:
            return [ambush_deck.pop(), *([hero_deck.pop()] if rules.hero_cards else [])]

        self.deck = [*rules.explore_deck, *newcomers()]
        rng.shuffle(self.deck)
        for season_index, season in enumerate(self.seasons):
            self.season = season_index
            self.revealed = []
            self.ruins_due = False
            self.events.append(SeasonStarted(season_index))
            while self.time < season.threshold:  # the check phase, RULES §4.3
                card = self.deck.pop()
                self.revealed.append(card)
                self.events.append(CardRevealed(card, season_index))
                yield from self._resolve(card)
            self._score_season(season)
            if season_index == len(self.seasons) - 1:
                break  # effects after winter change nothing (RULES §19.21)
            yield from monsters.ongoing_effects(self.ambushes, self.sheets, self.events)
            # RULES §13: revealed explore (and ruins) cards return, heroes leave,
            # ambushes stay out
            self.deck += [
                card for card in self.revealed if card in data.explore_cards or card in data.ruins
            ]
            self.deck += newcomers()
            rng.shuffle(self.deck)
        self.result = self._final_result()
        self.events.append(GameEnded())

    def _resolve(self, card: str) -> Flow:
        data = catalog()
        if card in data.ruins:
            # Nothing to draw: the next explore card must cover ruins. Ambush and hero
            # cards in between resolve normally and the requirement waits (§17.1);
            # time 0, so the check phase always reveals another card.
            self.ruins_due = True
        elif card in data.explore_cards:
            yield from self._explore(card)
        elif card in data.ambush:
            self.ambushes.append(card)
            if self.solo:
                yield from monsters.solo_ambush(card, self.sheets[0], self.events)
            else:
                yield from monsters.ambush(card, self.sheets, self.events)
        elif card in data.heroes:
            yield from self._hero(card)
        else:
            raise AssertionError(f"unknown card {card!r} in the deck")

    def _explore(self, card: str) -> Flow:
        """Every player draws the card on their own sheet (RULES §4.2, §5, §5.1).

        After a ruins card the drawing must cover an unfilled ruins space of the
        player's sheet; if no offered shape can, or no unfilled ruins are left, the
        player draws the ruins 1×1 of any terrain anywhere instead (RULES §17.1). A
        1×1 card (Kethra's Gates, Rift Lands) so goes on a ruins space if one is left."""
        ruins = self.ruins_due
        for player, sheet in enumerate(self.sheets):
            if not sheet.empty:
                self.events.append(NothingDrawn(player, card, "sheet_full"))
                continue
            if ruins:
                cover = sheet.unfilled_ruins
                fits = bool(cover) and bool(legal_placements(sheet, card, must_cover=cover))
            else:
                fits = bool(legal_placements(sheet, card))
            decision = yield Pending(
                Ask.DRAW if fits else Ask.FALLBACK, player, player, card, ruins
            )
            if isinstance(decision, DrawShape):
                self.events += effects.draw_shape(sheet, player, card, decision, ruins=ruins)
            else:
                assert isinstance(decision, DrawFallback)
                self.events += effects.draw_fallback(sheet, player, card, decision, ruins=ruins)
        self.ruins_due = False

    def _hero(self, card: str) -> Flow:
        """Every player draws the hero and marks its attack pattern (RULES §10)."""
        for player, sheet in enumerate(self.sheets):
            if not sheet.empty:
                self.events.append(NothingDrawn(player, card, "sheet_full"))
                continue
            decision = yield Pending(Ask.HERO, player, player, card)
            assert isinstance(decision, PlaceHero)
            self.events += effects.place_hero(sheet, player, card, decision)

    def _score_season(self, season: Season) -> None:
        """RULES §12.1–12.3: two edicts, +1 per coin, −1 per empty space next to a
        monster."""
        wildcard = self.setup.options.hero_wildcard
        for player, sheet in enumerate(self.sheets):
            first, second = (
                EdictScore(letter, score(self.edict(letter), sheet, hero_wildcard=wildcard))
                for letter in season.edicts
            )
            edicts = (first, second)
            self.scores[player].append(
                SeasonScore(self.season, edicts, sheet.coins, monster_penalty_result(sheet))
            )
        self.events.append(SeasonScored(self.season, tuple(sheet.copy() for sheet in self.sheets)))

    def _final_result(self) -> Result:
        result = standings(self.players, self.scores)
        if self.solo:
            return replace(result, solo=solo_result(self.total(0), self.edicts))
        return result
