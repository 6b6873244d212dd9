"""What the New Game dialog has chosen, and what the rules allow — without Qt.

The dialog's widgets only show a :class:`NewGameForm` and write the player's clicks
into it. Every "may I?" is asked of the engine, never repeated here: the sheet
sides and the default options come from the :class:`RuleSet`, whether first-game
edicts, the hero wildcard or a fallback choice are allowed from :class:`Setup`'s
own validation (so the dialog and the engine cannot disagree, issue 12), and the
chosen edicts from :func:`validate_edicts`. Problems are codes; the dialog says
them in the player's language.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from ...names import computer_names
from ...rules.cards import CardSet, catalog
from ...rules.limits import clean_player_name
from ...rules.setup import (
    EdictChoice,
    FallbackTerrains,
    RuleMode,
    RuleSet,
    RulesOptions,
    Setup,
    SetupError,
    validate_edicts,
)

EdictsMode = Literal["random", "first_game", "chosen"]
EDICTS_MODES: tuple[EdictsMode, ...] = ("random", "first_game", "chosen")
FALLBACKS: tuple[FallbackTerrains, ...] = ("standard", "with_hero", "chosen")
RulesProblem = Literal["ambush_count", "illegal_mix"]
# Who plays a seat: a person here, a computer cartographer of a level (issue 13; the
# levels strongest last, as the bots package names them), or a person at another
# computer, which makes the table a network game (issue 16).
SeatKind = Literal["person", "easy", "medium", "hard", "expert", "remote"]
SEAT_KINDS: tuple[SeatKind, ...] = ("person", "easy", "medium", "hard", "expert", "remote")
NOT_COMPUTERS: tuple[SeatKind, ...] = ("person", "remote")


def playable_computers(labels: Mapping[int, str], players: int) -> dict[int, str]:
    """The computer seats of a game as this app can play them: a label it does not
    know (a save from a newer version, a damaged one) leaves the seat to a person."""
    return {
        seat: label
        for seat, label in labels.items()
        if 0 <= seat < players and label in SEAT_KINDS and label not in NOT_COMPUTERS
    }


SEATS = 6  # name rows in the dialog (the settings' MAX_SEATS)
RANDOM_SEED_RANGE = (1, 10**9)


def random_seed() -> int:
    """A fresh seed from the OS, so two games started the same second differ (a new
    game, and Play again's new deal)."""
    return random.SystemRandom().randrange(*RANDOM_SEED_RANGE)


_PROBE_SEED = 1


def clean_name(name: str) -> str:
    """What a typed name means (the one rule for names, also used by the setup)."""
    return clean_player_name(name)


def _default_ambushes() -> tuple[str, ...]:
    return tuple(catalog().sets("heroes")["ambush"])


@dataclass
class NewGameForm:
    """Every choice of the dialog. ``names`` holds all six rows as typed (hidden
    rows keep their names); ``count`` says how many play."""

    names: list[str] = field(default_factory=lambda: [""] * SEATS)
    count: int = 1
    game: RuleMode = "heroes"
    explore: CardSet = "heroes"
    seasons: CardSet = "heroes"
    hero_cards: bool = True
    ambushes: tuple[str, ...] = field(default_factory=_default_ambushes)
    side: str = "C"
    edicts_mode: EdictsMode = "random"
    chosen: tuple[str, str, str, str] = field(default_factory=lambda: catalog().first_game)
    seed_text: str = ""
    hero_pattern_turns: bool = True
    fallback: FallbackTerrains = "standard"
    hero_wildcard: bool = False
    quick_table: bool = False
    seats: list[SeatKind] = field(default_factory=lambda: ["person"] * SEATS)

    # --- from and to what the settings remember -------------------------------------

    @classmethod
    def from_last(cls, last: Any) -> NewGameForm:
        """The form as the last game was set up (``last`` is the settings'
        ``LastSetup``); a stale card id falls back to the first-game card."""
        names = [clean_name(n) for n in last.players][:SEATS]
        kinds: list[SeatKind] = [
            k if k in SEAT_KINDS else "person" for k in getattr(last, "seats", [])
        ]
        first = catalog().first_game
        scoring = catalog().scoring
        picked = list(last.chosen_edicts or first)
        chosen = tuple(c if c in scoring else f for c, f in zip(picked, first, strict=True))
        form = cls(
            names=names + [""] * (SEATS - len(names)),
            count=min(max(len(last.players), 1), SEATS),
            game=last.game,
            explore=last.explore,
            seasons=last.seasons,
            hero_cards=last.hero_cards,
            ambushes=tuple(last.ambushes or _default_ambushes()),
            side=last.side,
            edicts_mode=last.edicts_mode,
            chosen=chosen,  # type: ignore[arg-type]
            seed_text="" if last.seed is None else str(last.seed),
            hero_pattern_turns=last.hero_pattern_turns,
            fallback=last.fallback_terrains,
            hero_wildcard=last.hero_wildcard,
            quick_table=getattr(last, "quick_table", False),
            seats=(kinds + ["person"] * SEATS)[:SEATS],
        )
        form.settle()
        return form

    def remembered(self) -> dict[str, Any]:
        """The fields of the settings' ``LastSetup`` for next time. Names as typed
        (empty = the default name, which follows the language); the ambushes only
        when they are a complete choice other than the default."""
        ambushes = list(self.ambushes)
        keep = len(ambushes) == 4 and ambushes != list(_default_ambushes())
        return {
            "players": [clean_name(n) for n in self.names[: self.count]],
            "side": self.side,
            "edicts_mode": self.edicts_mode,
            "chosen_edicts": list(self.chosen),
            "seed": self.seed(),
            "hero_pattern_turns": self.hero_pattern_turns,
            "fallback_terrains": self.fallback,
            "game": self.game,
            "explore": self.explore,
            "seasons": self.seasons,
            "hero_cards": self.hero_cards,
            "ambushes": ambushes if keep else None,
            "hero_wildcard": self.hero_wildcard,
            "quick_table": self.quick_table,
            # only when a computer plays: an all-person table is the default
            "seats": list(self.seats[: self.count]) if self.computers() else [],
        }

    # --- what the rules allow ---------------------------------------------------------

    def rules(self) -> RuleSet:
        """The engine's rule set (raises SetupError when the mix is not a game)."""
        if self.game == "heroes":
            return RuleSet.heroes()
        if self.game == "base":
            return RuleSet.base()
        return RuleSet.combined(
            self.explore, seasons=self.seasons, ambushes=self.ambushes, hero_cards=self.hero_cards
        )

    def rules_problem(self) -> RulesProblem | None:
        if self.game != "combined":
            return None
        if len(self.ambushes) != 4:
            return "ambush_count"
        try:
            self.rules()
        except SetupError:
            return "illegal_mix"
        return None

    def _rules_or_default(self) -> RuleSet:
        try:
            return self.rules()
        except SetupError:
            return RuleSet.combined()

    def sides(self) -> tuple[str, ...]:
        return self._rules_or_default().sides

    def _allowed(self, edicts: EdictChoice, options: RulesOptions) -> bool:
        """Would the engine accept a game with these edicts and options?"""
        rules = self._rules_or_default()
        try:
            Setup(
                players=("?",),
                seed=_PROBE_SEED,
                side=rules.sides[0],
                edicts=edicts,
                options=options,
                rules=rules,
            )
        except SetupError:
            return False
        return True

    def allows_first_game(self) -> bool:
        return self._allowed("first_game", self._rules_or_default().default_options())

    def allows_hero_wildcard(self) -> bool:
        options = RulesOptions(fallback_terrains=self.fallback, hero_wildcard=True)
        return self._allowed("random", options)

    def why_no_hero_wildcard(self) -> str | None:
        """Why the hero wildcard cannot be chosen now — "combined" (it is a reading of
        combined play), "heroes" (no hero cards) or "fallback" (hero fallback squares
        are the other reading) — or None when it can (issue 25: the disabled option
        gave no reason)."""
        if self.allows_hero_wildcard():
            return None
        if self.game != "combined":
            return "combined"
        if not self.hero_cards:
            return "heroes"
        return "fallback"

    def allows_fallback(self, choice: FallbackTerrains) -> bool:
        return self._allowed("random", RulesOptions(fallback_terrains=choice))

    def default_fallback(self) -> FallbackTerrains:
        return self._rules_or_default().default_options().fallback_terrains

    def options_changed(self) -> bool:
        """The options differ from the rule set's defaults (the dialog then shows
        them open, so a house rule is never hidden)."""
        default = self._rules_or_default().default_options()
        return self.options() != default

    # --- changing the choices -------------------------------------------------------------

    def choose_game(self, game: RuleMode) -> None:
        """Another game also proposes its rulebook's fallback terrain."""
        if game != self.game:
            self.game = game
            self.fallback = self.default_fallback()
        self.settle()

    def settle(self) -> None:
        """Drop what the current rules no longer allow: a side the game lacks,
        first-game edicts, a hero-only option."""
        sides = self.sides()
        if self.side not in sides:
            self.side = sides[0]
        if self.edicts_mode == "first_game" and not self.allows_first_game():
            self.edicts_mode = "random"
        if not self.allows_fallback(self.fallback):
            self.fallback = self.default_fallback()

    # --- answers ------------------------------------------------------------------------

    def edicts_problem(self) -> bool:
        """The chosen cards are not one of each back (only in the "chosen" mode)."""
        if self.edicts_mode != "chosen":
            return False
        try:
            validate_edicts(self.chosen)
        except SetupError:
            return True
        return False

    def can_start(self) -> bool:
        return (
            not self.edicts_problem()
            and self.rules_problem() is None
            and not self.everyone_computer()
        )

    def seed(self) -> int | None:
        digits = self.seed_text.strip()
        return int(digits) if digits.isascii() and digits.isdigit() else None

    def player_names(self, default_name: Callable[[int], str]) -> list[str]:
        """Typed names cleaned; an empty computer seat gets a computer cartographer's
        name (:meth:`computer_names`), any other empty one ``default_name(number)``."""
        given = self.computer_names()
        return [
            clean_name(name) or given.get(number - 1) or default_name(number)
            for number, name in enumerate(self.names[: self.count], start=1)
        ]

    def computer_names(self) -> dict[int, str]:
        """The names of the computer seats nobody named: cartographers of the game's
        world (issue 25), by their English name — the id every screen translates
        (:data:`cartografove.names.COMPUTER_NAMES`)."""
        typed = [clean_name(name) for name in self.names[: self.count]]
        unnamed = [seat for seat in self.computers() if not typed[seat]]
        found = computer_names(tuple(name for name in typed if name), len(unnamed))
        return dict(zip(unnamed, found, strict=True))

    def computers(self) -> dict[int, str]:
        """The seats of this game a computer plays, with its level. A solo game is
        always a person's: the solo rules have no opponent to play."""
        if self.count == 1:
            return {}
        return {
            seat: kind
            for seat, kind in enumerate(self.seats[: self.count])
            if kind not in NOT_COMPUTERS
        }

    def remote(self) -> bool:
        """Some seat is played from another computer: the table is hosted on the
        network (issue 16)."""
        return "remote" in self.seats[: self.count]

    def everyone_computer(self) -> bool:
        """Nobody at the table is a person: the game would play itself."""
        return self.count > 1 and len(self.computers()) == self.count

    def options(self) -> RulesOptions:
        return RulesOptions(
            hero_pattern_turns=self.hero_pattern_turns,
            fallback_terrains=self.fallback,
            hero_wildcard=self.hero_wildcard and self.allows_hero_wildcard(),
        )

    def edicts(self) -> EdictChoice:
        return self.chosen if self.edicts_mode == "chosen" else self.edicts_mode

    def setup(self, default_name: Callable[[int], str], random_seed: Callable[[], int]) -> Setup:
        """The engine's setup; with no typed seed a new ``random_seed()`` each call."""
        seed = self.seed()
        return Setup(
            players=tuple(self.player_names(default_name)),
            seed=random_seed() if seed is None else seed,
            side=self.side,
            edicts=self.edicts(),
            options=self.options(),
            rules=self.rules(),
        )

    def with_(self, **changes: Any) -> NewGameForm:
        """A copy with some choices changed (for tests and previews)."""
        return replace(self, **changes)
