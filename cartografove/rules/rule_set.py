"""Which components and rules a game uses: the rule set and the rules options.

Heroes, the base game and combined play are not flags sprinkled over the engine but
configurations of it, :class:`RuleSet` (python-chess's variants): which explore set,
season set, ambush cards and scoring cards, whether hero cards are used, which sheet
sides fit. Presets name the two boxes; :meth:`RuleSet.combined` builds the mixes RULES
§17 allows. :class:`RulesOptions` are the readings where the rulebooks differ.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any, Literal

from .cards import SCORING_BACKS, CardSet, catalog

FallbackTerrains = Literal["standard", "with_hero", "chosen"]
RuleMode = Literal["heroes", "base", "combined"]

MODES: tuple[RuleMode, ...] = ("heroes", "base", "combined")
CARD_SETS: tuple[CardSet, ...] = ("heroes", "base")
_MODE_NAMES = {"heroes": "Heroes", "base": "base-game"}


class SetupError(ValueError):
    """A setup that cannot be played; the message says which part and why in English.

    ``code`` and ``params`` say the same for a program: the command line turns them
    into a sentence in the player's language (``cartografove/cli_words.py``), so the
    rules need no translations. ``invalid`` is the code of what only a damaged file
    or a program can ask for (its English message is all there is to say)."""

    def __init__(self, message: str, code: str = "invalid", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@dataclass(frozen=True, slots=True)
class RulesOptions:
    """The rules choices RULES.md leaves open; every default is its "[I]" ruling.

    ``hero_pattern_turns``: the attack pattern may be rotated and mirrored with the
    hero (RULES §10, §19.2); False keeps it as printed.

    ``fallback_terrains``: what the 1×1 fallback square may be (RULES §5.1, §18 K1):
    ``standard`` forest, village, farm, water or monster; ``with_hero`` also hero (the
    literal English text); ``chosen`` only a terrain the card offered (the Czech
    rulebook's wording, and the base rulebook's: the base rule set's default).

    ``hero_wildcard``: the Czech rulebook's reading of combined play, where a hero
    space counts as any terrain (forest, village, farm or water, the player's choice
    per scoring card) (RULES §18 K6); by default hero is a terrain type of its own.
    It needs combined play with the hero cards and excludes ``with_hero``, the
    English text's reading.
    """

    hero_pattern_turns: bool = True
    fallback_terrains: FallbackTerrains = "standard"
    hero_wildcard: bool = False

    def to_json(self) -> dict[str, Any]:
        """The options; ``hero_wildcard`` only when on, so a Heroes game's setup is
        written exactly as before the option existed (see :meth:`Setup.to_json`)."""
        data = asdict(self)
        if not self.hero_wildcard:
            del data["hero_wildcard"]
        return data

    @classmethod
    def from_json(cls, data: Any, defaults: RulesOptions | None = None) -> RulesOptions:
        """Options from a save file; fields it does not name keep ``defaults`` (the
        rule set's, :meth:`RuleSet.default_options`)."""
        if not isinstance(data, dict):
            raise SetupError("options must be an object")
        unknown = set(data) - {"hero_pattern_turns", "fallback_terrains", "hero_wildcard"}
        if unknown:
            raise SetupError(f"unknown rules option {sorted(unknown, key=str)[0]!r}")
        options = replace(defaults or cls(), **data)
        options.validate()
        return options

    def validate(self) -> None:
        if type(self.hero_pattern_turns) is not bool:
            raise SetupError("option hero_pattern_turns must be true or false")
        if not isinstance(self.fallback_terrains, str) or self.fallback_terrains not in (
            "standard",
            "with_hero",
            "chosen",
        ):
            raise SetupError(f"unknown fallback_terrains option {self.fallback_terrains!r}")
        if type(self.hero_wildcard) is not bool:
            raise SetupError("option hero_wildcard must be true or false")


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Which components and rules a game uses (RULES §17).

    ``mode`` names the game: ``heroes`` (the Heroes box alone, the default),
    ``base`` (the base game alone) or ``combined`` (any mix RULES §17 allows).
    ``explore`` is the one explore set, ``seasons`` the season set, ``ambushes`` the
    four ambush cards (any four of both boxes when combined), ``hero_cards`` whether
    the hero cards are shuffled in, ``scoring`` the pool random edicts draw from (one card
    per back; chosen edicts may be any cards, one per back).

    An empty ``ambushes`` or ``scoring`` means the mode's default: the explore set's
    box's ambush cards, and every scoring card of the box (both boxes when
    combined). Both are kept in data order, so equal choices make equal rule sets.
    The ruins cards and the sheet sides follow from the mode (:attr:`ruins`,
    :attr:`sides`)."""

    mode: RuleMode = "heroes"
    explore: CardSet = "heroes"
    seasons: CardSet = "heroes"
    ambushes: tuple[str, ...] = ()
    hero_cards: bool = True
    scoring: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        box = self.explore if self.explore in CARD_SETS else "heroes"
        if self.ambushes == ():
            object.__setattr__(self, "ambushes", tuple(catalog().sets(box)["ambush"]))
        if self.scoring == ():
            sets = CARD_SETS if self.mode == "combined" else (self.mode,)
            pool = [c for s in sets if s in CARD_SETS for c in catalog().sets(s)["scoring"]]
            object.__setattr__(self, "scoring", tuple(pool))
        object.__setattr__(self, "ambushes", _in_data_order(self.ambushes, catalog().ambush))
        object.__setattr__(self, "scoring", _in_data_order(self.scoring, catalog().scoring))
        self.validate()

    # --- presets -------------------------------------------------------------------

    @classmethod
    def heroes(cls) -> RuleSet:
        """*Cartographers Heroes* alone (RULES §1–§16)."""
        return cls()

    @classmethod
    def base(cls) -> RuleSet:
        """The base game *Cartographers* alone: sheets A/B, the 13 base explore cards
        with the ruins cards, base seasons and ambushes, no heroes ([S003])."""
        return cls(mode="base", explore="base", seasons="base", hero_cards=False)

    @classmethod
    def combined(
        cls,
        explore: CardSet = "heroes",
        *,
        seasons: CardSet | None = None,
        ambushes: tuple[str, ...] = (),
        hero_cards: bool = True,
        scoring: tuple[str, ...] = (),
    ) -> RuleSet:
        """Both games combined (RULES §17): one explore set with the ruins cards always
        in; the season set defaults to the explore set's; any four ambush cards
        (default: the explore set's box); heroes on or off; scoring cards from both
        boxes (default: all 32)."""
        return cls(
            mode="combined",
            explore=explore,
            seasons=explore if seasons is None else seasons,
            ambushes=tuple(ambushes),
            hero_cards=hero_cards,
            scoring=tuple(scoring),
        )

    # --- what follows from the choices ---------------------------------------------

    @property
    def ruins(self) -> bool:
        """The ruins cards are in the explore deck: always with the base explore set,
        and always when combining, whichever explore set (RULES §17)."""
        return self.mode != "heroes"

    @property
    def sides(self) -> tuple[str, ...]:
        """The sheet sides this game may be played on: the box's own, or any sheet
        A–D when combining (RULES §17)."""
        sheets = catalog().sheets.values()
        if self.mode == "combined":
            return tuple(s.id for s in sheets)
        return tuple(s.id for s in sheets if s.set == self.mode)

    @property
    def explore_deck(self) -> tuple[str, ...]:
        """The explore and ruins cards shuffled in each season (RULES §3.8, §17)."""
        cards = catalog().sets(self.explore)
        return tuple(cards["explore"]) + (
            tuple(catalog().sets("base")["ruins"]) if self.ruins else ()
        )

    def default_options(self) -> RulesOptions:
        """The rules options a game of this rule set starts with: the base rulebook
        fills the 1×1 fallback with the chosen terrain; Heroes and combined play allow
        any terrain but mountain (RULES §5.1, §17.1, §18 K1)."""
        if self.mode == "base":
            return RulesOptions(fallback_terrains="chosen")
        return RulesOptions()

    # --- checking and saving -------------------------------------------------------

    def validate(self) -> None:
        """Raise :class:`SetupError` naming the part of the rule set that is wrong."""
        data = catalog()
        if not isinstance(self.mode, str) or self.mode not in MODES:
            raise SetupError(f"unknown rule set {self.mode!r} (heroes, base or combined)")
        if not isinstance(self.explore, str) or self.explore not in CARD_SETS:
            raise SetupError(f"rules: unknown explore set {self.explore!r} (heroes or base)")
        if not isinstance(self.seasons, str) or self.seasons not in CARD_SETS:
            raise SetupError(f"rules: unknown season set {self.seasons!r} (heroes or base)")
        if type(self.hero_cards) is not bool:
            raise SetupError("rules: hero_cards must be true or false")
        _check_ids("ambush card", self.ambushes, data.ambush)
        if len(self.ambushes) != 4:
            raise SetupError(
                f"rules: choose exactly four ambush cards, not {len(self.ambushes)} (RULES §17)"
            )
        _check_ids("scoring card", self.scoring, data.scoring)
        backs = {data.scoring[card].back for card in self.scoring}
        for back in SCORING_BACKS:
            if back not in backs:
                raise SetupError(
                    f"rules: the scoring cards need at least one {back.replace('_', '+')} card"
                )
        if self.mode != "combined":
            self._check_one_box(self.mode)

    def _check_one_box(self, box: CardSet) -> None:
        """A game of one box uses that box's components only; mixing is the combined
        rule set (RULES §17)."""
        data = catalog()
        name = _MODE_NAMES[box]
        mix = "; choose the combined rule set to mix the games"
        if self.explore != box:
            raise SetupError(f"rules: the {name} rule set uses the {box} explore set{mix}")
        if self.seasons != box:
            raise SetupError(f"rules: the {name} rule set uses the {box} season cards{mix}")
        if self.hero_cards != (box == "heroes"):
            used = "uses" if box == "heroes" else "has no"
            raise SetupError(f"rules: the {name} rule set {used} hero cards{mix}")
        if any(data.ambush[card].set != box for card in self.ambushes):
            raise SetupError(f"rules: the {name} rule set uses the {box} ambush cards{mix}")
        if any(data.scoring[card].set != box for card in self.scoring):
            raise SetupError(f"rules: the {name} rule set draws {box} scoring cards only{mix}")

    def to_json(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "explore": self.explore,
            "seasons": self.seasons,
            "ambushes": list(self.ambushes),
            "hero_cards": self.hero_cards,
            "scoring": list(self.scoring),
        }

    @classmethod
    def from_json(cls, data: Any) -> RuleSet:
        """A rule set from a save file; fields it does not name take the mode's preset
        (a file without any is a Heroes game, as every save before the base game)."""
        if not isinstance(data, dict):
            raise SetupError("rules must be an object")
        fields = {"mode", "explore", "seasons", "ambushes", "hero_cards", "scoring"}
        unknown = set(data) - fields
        if unknown:
            raise SetupError(f"unknown rules field {sorted(unknown, key=str)[0]!r}")
        mode = data.get("mode", "heroes")
        if not isinstance(mode, str) or mode not in MODES:
            raise SetupError(f"unknown rule set {mode!r} (heroes, base or combined)")
        preset = {
            "heroes": cls.heroes,
            "base": cls.base,
            "combined": cls.combined,
        }[mode]()
        values: dict[str, Any] = {name: getattr(preset, name) for name in fields}
        for name in ("ambushes", "scoring"):
            if name in data:
                items = data[name]
                if (
                    not isinstance(items, list)
                    or not items
                    or not all(isinstance(i, str) for i in items)
                ):
                    raise SetupError(f"rules: {name} must be a non-empty list of card ids")
                values[name] = tuple(items)
        for name in ("explore", "seasons", "hero_cards"):
            if name in data:
                values[name] = data[name]
        return cls(**values)


def _in_data_order(ids: Any, table: dict[str, Any]) -> Any:
    """Known card ids sorted as the data lists them (so a choice's order never
    matters); anything else is left for :meth:`RuleSet.validate` to name."""
    if not isinstance(ids, list | tuple) or not all(isinstance(i, str) for i in ids):
        return ids
    order = {card: index for index, card in enumerate(table)}
    return tuple(sorted(ids, key=lambda card: (order.get(card, len(order)), card)))


def _check_ids(kind: str, ids: Any, table: dict[str, Any]) -> None:
    if not isinstance(ids, tuple) or not all(isinstance(i, str) for i in ids):
        raise SetupError(f"rules: the {kind}s must be a list of card ids")
    for card in ids:
        if card not in table:
            raise SetupError(f"rules: unknown {kind} {card!r}")
    for card in set(ids):
        if ids.count(card) > 1:
            raise SetupError(f"rules: {kind} {card!r} is listed twice")
