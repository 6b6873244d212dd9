"""A game of Cartographers — Heroes, the base game or both combined — as a state
machine driven by decisions.

``Game(setup)`` deals the cards and runs until the first decision is needed;
``pending`` says what that is, ``legal_decisions()`` lists the possible answers and
``apply(decision)`` takes one. Everything that needs nobody's decision — revealing
cards, the solo ambush walk, scoring, zombies spreading, coins — happens inside.

The flow of play (RULES §3–§14) is written once, top to bottom, as a generator
(:meth:`Game._play`) that yields each :class:`Pending` request and receives the
validated answer. A decision is checked completely before it is sent in, so an
illegal one raises :class:`IllegalDecision` and leaves the game exactly as it was.
Randomness comes only from ``random.Random(setup.seed)``, so setup + decisions
replay the game exactly; undo is a replay without the last decision.

Which cards are dealt and how they behave comes from ``setup.rules``
(:class:`~.setup.RuleSet`): the same flow plays every rule set, ruins cards (RULES
§17.1) and hero-less games included.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Iterable, Iterator, Sequence
from dataclasses import replace
from typing import Any

from . import grid
from .cards import EDICT_LETTERS, SCORING_BACKS, Monster, Season, Terrain, catalog
from .decisions import (
    ANSWERS,
    Ask,
    Decision,
    DestroySpace,
    DrawFallback,
    DrawMonster,
    DrawShape,
    Pending,
    PlaceHero,
)
from .events import (
    CardRevealed,
    CoinsGained,
    Destroyed,
    Drawn,
    Event,
    GameEnded,
    HeroPlaced,
    NothingDrawn,
    SeasonScored,
    SeasonStarted,
    ZombiesSpread,
)
from .grid import Bitboard, Cell
from .placement import (
    LegalPlacements,
    Placement,
    attack_marks,
    hero_turns,
    legal_placements,
    solo_ambush_cells,
)
from .preview import Preview, scorings_left
from .preview import preview as preview_decision
from .results import EdictScore, Result, SeasonScore, solo_result, standings
from .scoring import monster_penalty, score
from .setup import RuleSet, Setup
from .sheet import Sheet

FALLBACK_TERRAINS = (Terrain.FOREST, Terrain.VILLAGE, Terrain.FARM, Terrain.WATER, Terrain.MONSTER)


class IllegalDecision(ValueError):
    """A decision the rules do not allow now; the message says why in English.

    ``code`` and ``params`` say the same for a program: the app turns them into a
    sentence in the player's language, so the engine needs no translations."""

    def __init__(self, message: str, code: str = "illegal", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


Flow = Generator[Pending, Decision, None]


class Game:
    """One game: its setup, its decisions so far, and everything derived from them."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self._start()

    def _start(self) -> None:
        """Deal a fresh game from the setup (the generator binds to this object, so undo
        restarts it in place rather than swapping in another Game's state)."""
        data = catalog()
        setup = self.setup
        self.sheets: list[Sheet] = self._blank_sheets()
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
        self.edicts: tuple[str, str, str, str] = self._choose_edicts()
        self._flow: Flow = self._play()
        self.pending: Pending | None = next(self._flow)

    def _blank_sheets(self) -> list[Sheet]:
        """The sheets the game starts on (tests start from drawn positions by
        overriding this; a real game always starts blank)."""
        return [Sheet.blank(self.setup.side) for _ in self.setup.players]

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
        return _must_cover(self.pending, self.sheets)

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

    def edict(self, letter: str) -> str:
        return self.edicts[EDICT_LETTERS.index(letter)]  # type: ignore[arg-type]

    def apply(self, decision: Decision) -> list[Event]:
        """Take the pending decision; returns the events it caused (up to the next
        decision). An illegal decision raises :class:`IllegalDecision` and changes
        nothing."""
        pending = self.pending
        if pending is None:
            raise IllegalDecision("the game is over", "game_over")
        self._check(pending, decision)
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
            self._check(self.pending, decision)
        except IllegalDecision as error:
            return error
        return None

    @classmethod
    def replay(cls, setup: Setup, decisions: Iterable[Decision]) -> Game:
        """The game reached by making these decisions; raises IllegalDecision (with the
        move number) if one of them is not legal where it stands."""
        game = cls(setup)
        for number, decision in enumerate(decisions, start=1):
            try:
                game.apply(decision)
            except IllegalDecision as error:
                raise IllegalDecision(
                    f"decision {number}: {error}", "replay", number=number, reason=error
                ) from None
        return game

    def undo(self) -> Decision:
        """Take back the last decision (a replay of all the others)."""
        if not self.decisions:
            raise IllegalDecision("there is nothing to undo", "nothing_to_undo")
        *keep, last = self.decisions
        self._start()
        for decision in keep:
            self.apply(decision)
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
        pending = self.pending
        if pending is None:
            return LegalDecisions()
        sheet = self.sheets[pending.sheet]
        match pending.ask:
            case Ask.DRAW:
                return LegalDecisions(
                    legal_placements(sheet, pending.card, must_cover=self.must_cover),
                    catalog().explore_cards[pending.card].terrains,
                    lambda p, t: DrawShape(p.shape, p.cells, t),
                )
            case Ask.FALLBACK:
                return LegalDecisions(
                    grid.cells_of(sheet.empty),
                    self.fallback_terrains(pending.card, ruins=pending.ruins),
                    DrawFallback,
                )
            case Ask.MONSTER:
                return LegalDecisions(
                    legal_placements(sheet, pending.card),
                    build=lambda p, _: DrawMonster(p.cells),
                )
            case Ask.MONSTER_FALLBACK:
                return LegalDecisions(
                    grid.cells_of(sheet.empty), build=lambda c, _: DrawMonster((c,))
                )
            case Ask.HERO:
                return LegalDecisions(
                    grid.cells_of(sheet.empty), self.hero_turns(pending.card), PlaceHero
                )
            case Ask.GAZE | Ask.RAVAGE:
                return LegalDecisions(
                    grid.cells_of(self.destroy_targets()), build=lambda c, _: DestroySpace(c)
                )
        raise AssertionError(pending.ask)

    def fallback_terrains(self, card: str, *, ruins: bool | None = None) -> tuple[Terrain, ...]:
        """What a 1×1 fallback may be filled with (RULES §5.1, §18 K1; a rules option).

        The ruins fallback (``ruins``; RULES §17.1) is any terrain even where the
        ordinary one is the chosen terrain: the base rulebook words the two
        differently ([S003]). ``ruins=None`` answers for the pending request."""
        if ruins is None:
            pending = self.pending
            ruins = pending is not None and pending.card == card and pending.ruins
        match self.setup.options.fallback_terrains:
            case "with_hero":
                return (*FALLBACK_TERRAINS, Terrain.HERO)
            case "chosen" if not ruins:
                return tuple(catalog().explore_cards[card].terrains)
        return FALLBACK_TERRAINS

    def hero_turns(self, hero: str) -> tuple[int, ...]:
        return hero_turns(hero, self.setup.options.hero_pattern_turns)

    def destroy_targets(self) -> Bitboard:
        """The spaces the pending Gorgon or Troll may destroy."""
        pending = self._expect(Ask.GAZE, Ask.RAVAGE)
        sheet = self.sheets[pending.sheet]
        if pending.ask is Ask.GAZE:
            return gaze_targets(sheet)
        return ravage_targets(sheet)

    def total(self, player: int) -> int:
        return sum(s.total for s in self.scores[player])

    # --- checking a decision ---------------------------------------------------------

    def _expect(self, *asks: Ask) -> Pending:
        pending = self.pending
        if pending is None or pending.ask not in asks:
            raise IllegalDecision(f"the game is not waiting for {' or '.join(asks)}", "wrong_kind")
        return pending

    def _check(self, pending: Pending, decision: Any) -> None:
        expected = ANSWERS[pending.ask]
        if not isinstance(decision, expected):
            raise IllegalDecision(
                f"expected {expected.__name__} ({pending.ask}), got {type(decision).__name__}",
                "wrong_kind",
            )
        sheet = self.sheets[pending.sheet]
        data = catalog()
        match pending.ask:
            case Ask.DRAW:
                card = data.explore_cards[pending.card]
                if decision.terrain not in card.terrains:
                    raise IllegalDecision(
                        f"{pending.card} offers no {decision.terrain} terrain",
                        "terrain_not_offered",
                        card=pending.card,
                        terrain=decision.terrain,
                    )
                if type(decision.shape) is not int or not 0 <= decision.shape < len(card.shapes):
                    raise IllegalDecision(
                        f"{pending.card} has no shape {decision.shape + 1}",
                        "no_such_shape",
                        card=pending.card,
                    )
                self._check_shape(
                    sheet,
                    pending.card,
                    decision.shape,
                    decision.cells,
                    _must_cover(pending, self.sheets),
                )
            case Ask.FALLBACK:
                if decision.terrain not in self.fallback_terrains(
                    pending.card, ruins=pending.ruins
                ):
                    raise IllegalDecision(
                        f"the 1×1 fallback cannot be {decision.terrain} (RULES §5.1)",
                        "fallback_terrain",
                        terrain=decision.terrain,
                    )
                _check_empty(sheet, (decision.cell,))
            case Ask.MONSTER:
                self._check_shape(sheet, pending.card, 0, decision.cells)
            case Ask.MONSTER_FALLBACK:
                if len(decision.cells) != 1:
                    raise IllegalDecision(
                        "the monster does not fit: draw a single monster space (RULES §7.4)",
                        "single_space",
                    )
                _check_empty(sheet, decision.cells)
            case Ask.HERO:
                _check_empty(sheet, (decision.cell,))
                if decision.turn not in range(8):
                    raise IllegalDecision(f"no orientation {decision.turn}", "no_orientation")
                turns = self.hero_turns(pending.card)
                if decision.turn not in turns and not _same_marks(
                    pending.card, decision.turn, turns
                ):
                    raise IllegalDecision(
                        "the attack pattern must keep its printed orientation (rules option)",
                        "pattern_fixed",
                    )
            case Ask.GAZE | Ask.RAVAGE:
                cell = _on_map(decision.cell)
                if not self.destroy_targets() & grid.bit(*cell):
                    what = (
                        "a space next to the Gorgon that is not a mountain, wasteland or "
                        "already destroyed"
                        if pending.ask is Ask.GAZE
                        else "an empty space next to the Troll"
                    )
                    raise IllegalDecision(
                        f"{grid.label(cell)} is not {what} (RULES §9)",
                        "not_gaze_target" if pending.ask is Ask.GAZE else "not_ravage_target",
                        cell=cell,
                    )

    def _check_shape(
        self,
        sheet: Sheet,
        card: str,
        shape: int,
        cells: Sequence[Cell],
        must_cover: Bitboard = 0,
    ) -> None:
        """Explains exactly why a shape may not go where a player put it."""
        mask = _check_empty(sheet, cells)
        if Placement(shape, mask) not in legal_placements(sheet, card):
            raise IllegalDecision(
                f"the spaces {', '.join(grid.label(c) for c in sorted(cells))} are not shape "
                f"{shape + 1} of {card} in any rotation or mirror image",
                "not_the_shape",
                card=card,
            )
        if must_cover and not mask & must_cover:
            ruins = grid.cells_of(must_cover)
            raise IllegalDecision(
                f"after a ruins card the drawing must cover an unfilled ruins space "
                f"({', '.join(grid.label(c) for c in ruins)}) (RULES §17.1)",
                "must_cover_ruins",
                card=card,
                ruins=ruins,
            )

    # --- the flow of play (RULES §3–§14) -----------------------------------------------

    def _choose_edicts(self) -> tuple[str, str, str, str]:
        """RULES §3.4: one random card per card back, dealt randomly to A–D; or the
        first-game set; or the players' choice. Random edicts come from the rule set's
        scoring pool (RULES §17: one per card back, either box)."""
        data = catalog()
        choice = self.setup.edicts
        if choice == "first_game":
            return data.first_game
        if not isinstance(choice, str):
            return choice
        pool = self.rules.scoring
        drawn = [
            self._rng.choice([c for c in pool if data.scoring[c].back == back])
            for back in SCORING_BACKS
        ]
        self._rng.shuffle(drawn)
        return (drawn[0], drawn[1], drawn[2], drawn[3])

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
            yield from self._ongoing_effects()
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
                yield from self._solo_ambush(card)
            else:
                yield from self._ambush(card)
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
        data = catalog()
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
            with self._watch(player):
                if isinstance(decision, DrawShape):
                    mask = grid.mask_of(decision.cells)
                    sheet.draw(mask, decision.terrain)
                    self.events.append(
                        Drawn(player, player, card, decision.terrain, mask, ruins=ruins)
                    )
                    if data.explore_cards[card].shapes[decision.shape].coin:
                        sheet.shape_coins += 1
                else:
                    assert isinstance(decision, DrawFallback)
                    mask = grid.bit(*decision.cell)
                    sheet.draw(mask, decision.terrain)
                    self.events.append(
                        Drawn(
                            player, player, card, decision.terrain, mask, fallback=True, ruins=ruins
                        )
                    )
        self.ruins_due = False

    def _ambush(self, card: str) -> Flow:
        """Each player draws the monster on the sheet passed to them in the arrow's
        direction (RULES §7); players act in seat order."""
        data = catalog()
        ambush = data.ambush[card]
        n = len(self.sheets)
        for drawer in range(n):
            owner = (drawer - 1) % n if ambush.arrow == "clockwise" else (drawer + 1) % n
            sheet = self.sheets[owner]
            if not sheet.empty:
                self.events.append(NothingDrawn(owner, card, "sheet_full"))
                continue
            fits = bool(legal_placements(sheet, card))
            decision = yield Pending(
                Ask.MONSTER if fits else Ask.MONSTER_FALLBACK, drawer, owner, card
            )
            assert isinstance(decision, DrawMonster)
            monster = ambush.monster if fits else None
            mask = grid.mask_of(decision.cells)
            self._draw_monster(owner, drawer, card, mask, monster, fallback=not fits)
            yield from self._gaze(card, drawer, owner)

    def _solo_ambush(self, card: str) -> Flow:
        """The corner walk draws the monster; no fallback (RULES §8, §8.2)."""
        cells = solo_ambush_cells(self.sheets[0], card)
        if cells is None:
            self.events.append(NothingDrawn(0, card, "no_place"))
            return
        monster = catalog().ambush[card].monster
        self._draw_monster(0, 0, card, grid.mask_of(cells), monster, automatic=True)
        yield from self._gaze(card, 0, 0)

    def _draw_monster(
        self,
        owner: int,
        drawer: int,
        card: str,
        mask: Bitboard,
        monster: Monster | None,
        *,
        automatic: bool = False,
        fallback: bool = False,
    ) -> None:
        sheet = self.sheets[owner]
        with self._watch(owner):
            self.events.append(
                Drawn(owner, drawer, card, Terrain.MONSTER, mask, monster, fallback, automatic)
            )
            hit = sheet.draw(mask, Terrain.MONSTER, monster)
            if hit:
                self.events.append(Destroyed(owner, hit, "hero"))

    def _gaze(self, card: str, chooser: int, owner: int) -> Flow:
        """Gorgon Gaze: right after the Gorgon is drawn, its drawer destroys one
        neighbouring space (RULES §9, §19.5, §19.22)."""
        if catalog().ambush[card].monster is not Monster.GORGON:
            return
        sheet = self.sheets[owner]
        if not gaze_targets(sheet):
            return
        decision = yield Pending(Ask.GAZE, chooser, owner, card)
        assert isinstance(decision, DestroySpace)
        with self._watch(owner):
            sheet.destroy(grid.bit(*decision.cell))
            self.events.append(Destroyed(owner, grid.bit(*decision.cell), "gorgon"))

    def _hero(self, card: str) -> Flow:
        """Every player draws the hero and marks its attack pattern (RULES §10)."""
        for player, sheet in enumerate(self.sheets):
            if not sheet.empty:
                self.events.append(NothingDrawn(player, card, "sheet_full"))
                continue
            decision = yield Pending(Ask.HERO, player, player, card)
            assert isinstance(decision, PlaceHero)
            marks = attack_marks(card, decision.cell, decision.turn)
            with self._watch(player):
                hit = sheet.place_hero(decision.cell, marks)
                self.events.append(HeroPlaced(player, card, decision.cell, marks))
                if hit:
                    self.events.append(Destroyed(player, hit, "hero"))

    def _score_season(self, season: Season) -> None:
        """RULES §12.1–12.3: two edicts, +1 per coin, −1 per empty space next to a
        monster."""
        wildcard = self.setup.options.hero_wildcard
        for player, sheet in enumerate(self.sheets):
            edicts = tuple(
                EdictScore(letter, score(self.edict(letter), sheet, hero_wildcard=wildcard))
                for letter in season.edicts
            )
            self.scores[player].append(
                SeasonScore(self.season, edicts, sheet.coins, monster_penalty(sheet))  # type: ignore[arg-type]
            )
        self.events.append(SeasonScored(self.season, tuple(sheet.copy() for sheet in self.sheets)))

    def _ongoing_effects(self) -> Flow:
        """RULES §12.4, §19.28: ambush cards in reveal order, each on every sheet."""
        data = catalog()
        for card in self.ambushes:
            monster = data.ambush[card].monster
            for player, sheet in enumerate(self.sheets):
                if monster is Monster.ZOMBIE:
                    with self._watch(player):
                        self._spread_zombies(player, sheet)
                elif monster is Monster.TROLL and ravage_targets(sheet):
                    decision = yield Pending(Ask.RAVAGE, player, player, card)
                    assert isinstance(decision, DestroySpace)
                    with self._watch(player):
                        sheet.destroy(grid.bit(*decision.cell))
                        self.events.append(Destroyed(player, grid.bit(*decision.cell), "troll"))

    def _spread_zombies(self, player: int, sheet: Sheet) -> None:
        """One simultaneous step: every empty neighbour of a surviving zombie becomes a
        zombie; those on attack marks are destroyed at once (RULES §9, §19.3–19.4)."""
        spread = grid.neighbours(sheet.monsters(Monster.ZOMBIE)) & sheet.empty
        if not spread:
            return
        self.events.append(ZombiesSpread(player, spread))
        hit = sheet.draw(spread, Terrain.MONSTER, Monster.ZOMBIE)
        if hit:
            self.events.append(Destroyed(player, hit, "hero"))

    def _final_result(self) -> Result:
        result = standings(self.players, self.scores)
        if self.solo:
            return replace(result, solo=solo_result(self.total(0), self.edicts))
        return result

    def _watch(self, player: int) -> _CoinWatch:
        return _CoinWatch(self, player)


class _CoinWatch:
    """Records the coins a change to a sheet earned, by reason (RULES §6, §9): mountain
    and dragon coins are derived from the drawing, so they are noticed by comparing."""

    def __init__(self, game: Game, player: int) -> None:
        self.game, self.player = game, player

    def __enter__(self) -> None:
        sheet = self.game.sheets[self.player]
        self.before = (sheet.coins, sheet.shape_coins, sheet.mountain_coins, sheet.dragon_satisfied)

    def __exit__(self, *exc: object) -> None:
        sheet = self.game.sheets[self.player]
        coins, shape, mountain, dragon = self.before
        room = sheet.coins - coins
        for reason, gained in (
            ("shape", sheet.shape_coins - shape),
            ("mountain", sheet.mountain_coins - mountain),
            ("dragon", 3 if sheet.dragon_satisfied and not dragon else 0),
        ):
            amount = min(gained, room)
            if amount > 0:
                room -= amount
                self.game.events.append(CoinsGained(self.player, amount, reason))  # type: ignore[arg-type]


def _must_cover(pending: Pending | None, sheets: Sequence[Sheet]) -> Bitboard:
    """The unfilled ruins a pending DRAW must cover one of (RULES §17.1), else 0."""
    if pending is None or not pending.ruins or pending.ask is not Ask.DRAW:
        return 0
    return sheets[pending.sheet].unfilled_ruins


def gaze_targets(sheet: Sheet) -> Bitboard:
    """Spaces next to a surviving gorgon that are not mountains, wasteland or already
    destroyed (RULES §9, §19.5)."""
    gorgon = sheet.monsters(Monster.GORGON)
    return grid.neighbours(gorgon) & ~(gorgon | sheet.mountains | sheet.wasteland | sheet.destroyed)


def ravage_targets(sheet: Sheet) -> Bitboard:
    """Empty spaces next to a surviving troll (RULES §9, §19.6)."""
    return grid.neighbours(sheet.monsters(Monster.TROLL)) & sheet.empty


def _on_map(cell: Any) -> Cell:
    if (
        not isinstance(cell, tuple)
        or len(cell) != 2
        or not all(type(v) is int for v in cell)
        or not grid.on_board(*cell)
    ):
        raise IllegalDecision(f"{cell!r} is not a space of the map", "off_map")
    return cell


def _check_empty(sheet: Sheet, cells: Sequence[Cell]) -> Bitboard:
    if not cells:
        raise IllegalDecision("no spaces given", "no_spaces")
    mask = 0
    for cell in cells:
        b = grid.bit(*_on_map(cell))
        if mask & b:
            raise IllegalDecision(f"space {grid.label(cell)} is given twice", "twice", cell=cell)
        if not sheet.empty & b:
            raise IllegalDecision(
                f"space {grid.label(cell)} is already filled", "filled", cell=cell
            )
        mask |= b
    return mask


def _same_marks(hero: str, turn: int, allowed: Sequence[int]) -> bool:
    """A turn that gives the same attack pattern as an allowed one is the same move."""
    marks = attack_marks(hero, (5, 5), turn)
    return any(attack_marks(hero, (5, 5), t) == marks for t in allowed)


class LegalDecisions:
    """The legal answers to a request, as ``first × second`` built into decisions on
    demand: sized, iterable and indexable without building thousands of objects."""

    def __init__(
        self,
        first: Sequence[Any] = (),
        second: Sequence[Any] = (None,),
        build: Any = None,
    ) -> None:
        self.first, self.second, self.build = first, second, build

    def __len__(self) -> int:
        return len(self.first) * len(self.second)

    def __bool__(self) -> bool:
        return len(self) > 0

    def __getitem__(self, index: int) -> Decision:
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        a, b = divmod(index, len(self.second))
        return self.build(self.first[a], self.second[b])

    def __iter__(self) -> Iterator[Decision]:
        for a in self.first:
            for b in self.second:
                yield self.build(a, b)

    def sample(self, rng: random.Random) -> Decision:
        return self[rng.randrange(len(self))]
