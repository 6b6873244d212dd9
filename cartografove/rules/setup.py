"""How a game is set up: players, sheet side, edicts, seed and rules options.

A :class:`Setup` plus the decision list is the whole game (DESIGN): everything
random — which scoring cards become edicts A–D, the deck order of every season —
comes from ``random.Random(seed)``, consumed in a fixed order by ``Game``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from .cards import SCORING_BACKS, catalog
from .limits import MAX_NAME, MAX_PLAYERS

FallbackTerrains = Literal["standard", "with_hero", "chosen"]
EdictChoice = Literal["random", "first_game"] | tuple[str, str, str, str]


class SetupError(ValueError):
    """A setup that cannot be played; the message says which part and why."""


@dataclass(frozen=True, slots=True)
class RulesOptions:
    """The rules choices RULES.md leaves open; every default is its "[I]" ruling.

    ``hero_pattern_turns``: the attack pattern may be rotated and mirrored with the
    hero (RULES §10, §19.2); False keeps it as printed.

    ``fallback_terrains``: what the 1×1 fallback square may be (RULES §5.1, §18 K1):
    ``standard`` forest, village, farm, water or monster; ``with_hero`` also hero (the
    literal English text); ``chosen`` only a terrain the card offered (the Czech
    rulebook's wording).
    """

    hero_pattern_turns: bool = True
    fallback_terrains: FallbackTerrains = "standard"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> RulesOptions:
        if not isinstance(data, dict):
            raise SetupError("options must be an object")
        unknown = set(data) - {"hero_pattern_turns", "fallback_terrains"}
        if unknown:
            raise SetupError(f"unknown rules option {sorted(unknown)[0]!r}")
        options = cls(**data)
        options.validate()
        return options

    def validate(self) -> None:
        if type(self.hero_pattern_turns) is not bool:
            raise SetupError("option hero_pattern_turns must be true or false")
        if self.fallback_terrains not in ("standard", "with_hero", "chosen"):
            raise SetupError(f"unknown fallback_terrains option {self.fallback_terrains!r}")


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything fixed before the first card is revealed (RULES §3)."""

    players: tuple[str, ...]
    seed: int
    side: str = "C"
    edicts: EdictChoice = "random"
    options: RulesOptions = field(default_factory=RulesOptions)

    def __post_init__(self) -> None:
        object.__setattr__(self, "players", tuple(self.players))
        if not isinstance(self.edicts, str):
            object.__setattr__(self, "edicts", tuple(self.edicts))
        self.validate()

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    def validate(self) -> None:
        data = catalog()
        if not 1 <= len(self.players) <= MAX_PLAYERS:
            raise SetupError(f"a game has 1 to {MAX_PLAYERS} players, not {len(self.players)}")
        for i, name in enumerate(self.players):
            if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
                raise SetupError(
                    f"player {i + 1} needs a name of 1 to {MAX_NAME} characters, got {name!r}"
                )
        if type(self.seed) is not int:
            raise SetupError(f"the seed must be an integer, got {self.seed!r}")
        if not isinstance(self.side, str) or self.side not in data.sheets:
            raise SetupError(f"unknown sheet side {self.side!r}")
        if isinstance(self.edicts, str):
            if self.edicts not in ("random", "first_game"):
                raise SetupError("edicts must be 'random', 'first_game' or 4 card ids")
        else:
            validate_edicts(self.edicts)
        if not isinstance(self.options, RulesOptions):
            raise SetupError("options must be RulesOptions")
        self.options.validate()

    def to_json(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "seed": self.seed,
            "side": self.side,
            "edicts": self.edicts if isinstance(self.edicts, str) else list(self.edicts),
            "options": self.options.to_json(),
        }

    @classmethod
    def from_json(cls, data: Any) -> Setup:
        if not isinstance(data, dict):
            raise SetupError("the setup must be an object")
        unknown = set(data) - {"players", "seed", "side", "edicts", "options"}
        if unknown:
            raise SetupError(f"unknown setup field {sorted(unknown)[0]!r}")
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
        return cls(
            players=tuple(players),
            seed=data.get("seed"),  # type: ignore[arg-type]  # validated in __post_init__
            side=data.get("side", "C"),
            edicts=edicts,
            options=RulesOptions.from_json(data.get("options", {})),
        )


def validate_edicts(edicts: tuple[str, ...]) -> None:
    """Chosen edicts: four known scoring cards, one of each card back (RULES §3.4,
    §17)."""
    data = catalog()
    if len(edicts) != 4:
        raise SetupError("choose exactly four scoring cards, one per edict A–D")
    for letter, card_id in zip("ABCD", edicts, strict=True):
        if card_id not in data.scoring:
            raise SetupError(f"edict {letter}: unknown scoring card {card_id!r}")
    backs = sorted(data.scoring[card_id].back for card_id in edicts)
    if backs != sorted(SCORING_BACKS):
        raise SetupError("the four edicts need one scoring card of each card back")
