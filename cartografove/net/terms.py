"""What a network game is played by: its setup without the players and the seed.

The host fixes the terms before anyone sits down — the rule set (Heroes, the base
game, or both boxes combined), the sheet side, how the edicts are chosen and the
rules options, exactly as New Game sets them for a game on one computer — and
publishes them in its opening, so a player knows what game they join. The start
then names the seated players; the seed stays the host's until the close
(:mod:`.host`).

The terms are checked the one way every setup is: by :class:`Setup` itself, with
placeholder players and seed, so the network can carry nothing a game on one
computer would refuse.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..rules.setup import EdictChoice, RuleSet, RulesOptions, Setup, SetupError

_PLACEHOLDER_PLAYER = "—"


@dataclass(frozen=True, slots=True)
class Terms:
    side: str
    edicts: EdictChoice
    options: RulesOptions
    rules: RuleSet

    @classmethod
    def of(cls, setup: Setup) -> Terms:
        return cls(setup.side, setup.edicts, setup.options, setup.rules)

    @classmethod
    def new(
        cls,
        rules: RuleSet | None = None,
        side: str | None = None,
        edicts: EdictChoice = "random",
        options: RulesOptions | None = None,
    ) -> Terms:
        """Terms checked as a setup is; ``None`` takes the rule set's defaults (the
        Heroes rules, their first side, their options)."""
        setup = Setup(
            players=(_PLACEHOLDER_PLAYER,),
            seed=0,
            side=side,  # type: ignore[arg-type]  # None: the rule set's first side
            edicts=edicts,
            options=options,  # type: ignore[arg-type]  # None: the rule set's defaults
            rules=rules or RuleSet.heroes(),
        )
        return cls.of(setup)

    def setup(self, players: Sequence[str], seed: int) -> Setup:
        """The game's setup once the players are seated (raises :class:`SetupError`
        for names the rules refuse)."""
        return Setup(
            players=tuple(players),
            seed=seed,
            side=self.side,
            edicts=self.edicts,
            options=self.options,
            rules=self.rules,
        )

    def to_json(self) -> dict[str, Any]:
        document = self.setup((_PLACEHOLDER_PLAYER,), 0).to_json()
        del document["players"], document["seed"]
        return document

    @classmethod
    def from_json(cls, data: Any) -> Terms:
        """Terms as a message or a file holds them; :class:`SetupError` says what is
        wrong with them."""
        if not isinstance(data, dict):
            raise SetupError("the terms must be an object")
        if "players" in data or "seed" in data:
            raise SetupError("the terms name no players and no seed")
        return cls.of(Setup.from_json({**data, "players": [_PLACEHOLDER_PLAYER], "seed": 0}))
