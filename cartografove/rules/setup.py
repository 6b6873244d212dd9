"""How a game is set up: players, sheet side, edicts, seed, rule set and rules options.

A :class:`Setup` plus the decision list is the whole game (ARCHITECTURE.md): everything
random — which scoring cards become edicts A–D, the deck order of every season —
comes from ``random.Random(seed)``, consumed in a fixed order by ``Game``. The rule
set and the rules options are in :mod:`.rule_set`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from .cards import EDICT_LETTERS, SCORING_BACKS, catalog
from .limits import MAX_PLAYERS, PlayerNameError, check_player_name
from .rule_set import (
    CARD_SETS,
    MODES,
    FallbackTerrains,
    RuleMode,
    RuleSet,
    RulesOptions,
    SetupError,
)

__all__ = [
    "CARD_SETS",
    "MODES",
    "Deal",
    "EdictChoice",
    "FallbackTerrains",
    "RuleMode",
    "RuleSet",
    "RulesOptions",
    "Setup",
    "SetupError",
    "deal",
    "deal_edicts",
    "season_time",
    "validate_edicts",
]

EdictChoice = Literal["random", "first_game"] | tuple[str, str, str, str]


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything fixed before the first card is revealed (RULES §3).

    ``side`` defaults to the rule set's first side (C for Heroes, A for the base game
    and combined play) and ``options`` to the rule set's defaults
    (:meth:`RuleSet.default_options`)."""

    players: tuple[str, ...]
    seed: int
    side: str = None  # type: ignore[assignment]  # None: the rule set's first side
    edicts: EdictChoice = "random"
    options: RulesOptions = None  # type: ignore[assignment]  # None: the rule set's
    rules: RuleSet = field(default_factory=RuleSet)

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "players", tuple(self.players))
        except TypeError:
            raise SetupError("players must be a list of names") from None
        if not isinstance(self.edicts, str) and isinstance(self.edicts, list | tuple):
            object.__setattr__(self, "edicts", tuple(self.edicts))
        if not isinstance(self.rules, RuleSet):
            raise SetupError("rules must be a RuleSet")
        if self.side is None:
            object.__setattr__(self, "side", self.rules.sides[0])
        if self.options is None:
            object.__setattr__(self, "options", self.rules.default_options())
        self.validate()

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    def validate(self) -> None:
        data = catalog()
        if not 1 <= len(self.players) <= MAX_PLAYERS:
            raise SetupError(
                f"a game has 1 to {MAX_PLAYERS} players, not {len(self.players)}",
                "players",
                count=len(self.players),
                most=MAX_PLAYERS,
            )
        for i, name in enumerate(self.players):
            try:
                check_player_name(name)
            except PlayerNameError as error:
                raise SetupError(
                    f"player {i + 1} needs a name: {error} ({name!r})", "player_name", number=i + 1
                ) from None
        if type(self.seed) is not int:
            raise SetupError(f"the seed must be an integer, got {self.seed!r}")
        if not isinstance(self.rules, RuleSet):
            raise SetupError("rules must be a RuleSet")
        self.rules.validate()
        if not isinstance(self.side, str) or self.side not in data.sheets:
            raise SetupError(f"unknown sheet side {self.side!r}", "side", side=self.side)
        if self.side not in self.rules.sides:
            raise SetupError(
                f"sheet side {self.side} is not used by the {self.rules.mode} rule set "
                f"(sides {', '.join(self.rules.sides)})",
                "side_of_rules",
                side=self.side,
                rules=self.rules.mode,
                sides=tuple(self.rules.sides),
            )
        self._validate_edicts()
        if not isinstance(self.options, RulesOptions):
            raise SetupError("options must be RulesOptions")
        self.options.validate()
        if not self.rules.hero_cards and self.options.fallback_terrains == "with_hero":
            raise SetupError("the fallback option with_hero needs the hero cards in play")
        if not self.rules.hero_cards and self.options.hero_wildcard:
            raise SetupError("the hero wildcard option needs the hero cards in play")
        if self.rules.mode != "combined" and self.options.hero_wildcard:
            # the Czech rulebook says it only in its section on combining (RULES §18 K6)
            raise SetupError("the hero wildcard option is a reading of combined play only")
        if self.options.hero_wildcard and self.options.fallback_terrains == "with_hero":
            # two readings from two rulebooks (RULES §18 K1 English, K6 Czech)
            raise SetupError(
                "the hero wildcard option and hero fallback squares are alternative "
                "readings; choose one"
            )

    def _validate_edicts(self) -> None:
        if isinstance(self.edicts, str):
            if self.edicts not in ("random", "first_game"):
                raise SetupError("edicts must be 'random', 'first_game' or 4 card ids")
            if self.edicts == "first_game" and self.rules.mode == "base":
                raise SetupError(
                    "the base game names no first-game edicts; choose random or four cards",
                    "first_game_base",
                )
        elif isinstance(self.edicts, tuple):
            validate_edicts(self.edicts)
        else:
            raise SetupError("edicts must be 'random', 'first_game' or 4 card ids")

    def to_json(self) -> dict[str, Any]:
        """The setup as JSON. A game of the Heroes preset writes no ``rules`` — exactly
        what every save held before the base game — so older versions still open it
        and anything keyed on the setup (game history) keeps its key."""
        data = {
            "players": list(self.players),
            "seed": self.seed,
            "side": self.side,
            "edicts": self.edicts if isinstance(self.edicts, str) else list(self.edicts),
            "options": self.options.to_json(),
        }
        if self.rules != RuleSet.heroes():
            data["rules"] = self.rules.to_json()
        return data

    @classmethod
    def from_json(cls, data: Any) -> Setup:
        """A setup from a save file. Without ``rules`` it is a Heroes game (every save
        written before the base game); missing options take the rule set's defaults."""
        if not isinstance(data, dict):
            raise SetupError("the setup must be an object")
        unknown = set(data) - {"players", "seed", "side", "edicts", "options", "rules"}
        if unknown:
            raise SetupError(f"unknown setup field {sorted(unknown, key=str)[0]!r}")
        players = data.get("players")
        if not isinstance(players, list):
            raise SetupError("players must be a list of names")
        edicts = data.get("edicts", "random")
        if isinstance(edicts, list):
            if len(edicts) != 4 or not all(isinstance(e, str) for e in edicts):
                raise SetupError("edicts must list 4 scoring card ids")
            edicts = tuple(edicts)
        elif not isinstance(edicts, str):
            raise SetupError("edicts must be 'random', 'first_game' or 4 card ids")
        rules = RuleSet.from_json(data.get("rules", {}))
        options = None
        if "options" in data:
            options = RulesOptions.from_json(data["options"], rules.default_options())
        side = data.get("side")
        if side is None and "side" in data:
            raise SetupError("unknown sheet side None")
        return cls(
            players=tuple(players),
            seed=data.get("seed"),  # type: ignore[arg-type]  # validated in __post_init__
            side=side,  # type: ignore[arg-type]  # None: the rule set's first side
            edicts=edicts,
            options=options,  # type: ignore[arg-type]  # None: the rule set's defaults
            rules=rules,
        )


def validate_edicts(edicts: tuple[str, ...]) -> None:
    """Chosen edicts: four known scoring cards, one of each card back (RULES §3.4,
    §17). They may come from either box in any rule set."""
    data = catalog()
    if len(edicts) != 4:
        raise SetupError("choose exactly four scoring cards, one per edict A–D", "edicts_count")
    for letter, card_id in zip(EDICT_LETTERS, edicts, strict=True):
        if not isinstance(card_id, str) or card_id not in data.scoring:
            raise SetupError(
                f"edict {letter}: unknown scoring card {card_id!r}",
                "edict_card",
                letter=letter,
                card=card_id,
            )
    backs = sorted(data.scoring[card_id].back for card_id in edicts)
    if backs != sorted(SCORING_BACKS):
        raise SetupError("the four edicts need one scoring card of each card back", "edict_backs")


def deal_edicts(setup: Setup, rng: random.Random) -> tuple[str, str, str, str]:
    """RULES §3.4: one random card per card back, dealt randomly to A–D; or the
    first-game set; or the players' choice. Random edicts come from the rule set's
    scoring pool (RULES §17: one per card back, either box). Consumes ``rng`` first
    thing in a game, so the seed replays the same edicts."""
    data = catalog()
    choice = setup.edicts
    if choice == "first_game":
        return data.first_game
    if not isinstance(choice, str):
        return choice
    pool = setup.rules.scoring
    drawn = [
        rng.choice([c for c in pool if data.scoring[c].back == back]) for back in SCORING_BACKS
    ]
    rng.shuffle(drawn)
    return (drawn[0], drawn[1], drawn[2], drawn[3])


# --- the seeded deck: a local game's card source ------------------------------------
#
# The engine holds no deck: it reveals the cards of a card source, in order, and
# waits (``Ask.CARD``) while the source has no next card. On one computer the source
# is :func:`deal` — the seed's shuffles played through the check phase once, at the
# start; on the network it is the cards the host has revealed (``Game.reveal``), so
# no computer but the host holds a deck. Which cards a season reveals depends only
# on the cards' times, never on what players decide (RULES §4.3), so the whole
# game's sequence follows from the seed. The shuffles are the rulebook's: the explore
# deck with one ambush card (and one hero card) each season; after a season its
# revealed explore and ruins cards return, heroes leave, ambushes stay out (RULES
# §3, §13, §17).


@dataclass(frozen=True, slots=True)
class Deal:
    """A seed's edicts, the deck each season starts with (top card last) and every
    card the game reveals, in order."""

    edicts: tuple[str, str, str, str]
    decks: tuple[tuple[str, ...], ...]
    cards: tuple[str, ...]


def season_time(cards: Iterable[str]) -> int:
    """The time these revealed cards take: the sum of their time (RULES §4.3)."""
    data = catalog()
    return sum(data.card_time(card) for card in cards)


def deal(setup: Setup) -> Deal:
    """What ``setup.seed`` deals. The random generator is consumed in the same order
    as ever (edicts, ambush and hero decks, then one shuffle a season), so a seed
    replays the games saved before the engine was data."""
    data = catalog()
    rules = setup.rules
    rng = random.Random(setup.seed)
    edicts = deal_edicts(setup, rng)
    ambush_deck = list(rules.ambushes)
    hero_deck = list(data.heroes) if rules.hero_cards else []
    rng.shuffle(ambush_deck)
    rng.shuffle(hero_deck)

    def newcomers() -> list[str]:
        return [ambush_deck.pop(), *([hero_deck.pop()] if rules.hero_cards else [])]

    seasons = data.season_sets[rules.seasons].seasons
    deck = [*rules.explore_deck, *newcomers()]
    rng.shuffle(deck)
    decks: list[tuple[str, ...]] = []
    cards: list[str] = []
    for index, season in enumerate(seasons):
        decks.append(tuple(deck))
        revealed: list[str] = []
        while season_time(revealed) < season.threshold:
            revealed.append(deck.pop())
        cards += revealed
        if index == len(seasons) - 1:
            break
        deck += [card for card in revealed if card in data.explore_cards or card in data.ruins]
        deck += newcomers()
        rng.shuffle(deck)
    return Deal(edicts, tuple(decks), tuple(cards))
