"""How one computer cartographer leans, drawn from its seed (issue 26).

Without a style, every computer of one level weighs a map the same way, so six
medium computers at one table make the same choices on the same deal and tie. A
:class:`Style` gives each seat its own taste — how much it cares for the edicts of
later seasons, how much it fears the monster penalty, how much it wants coins — a
few tenths either side of the level's own reckoning: it changes which of two close
moves a computer takes, not how well it plays. The style comes from the bot's seed
alone, so a game of computers still replays exactly from its seed.

A level may also make the mistakes people make (:class:`Habits`): a beginner now and
then forgets the monster beside the space it fills; a medium player may forget one
edict that is scored only later in the game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from .values import Weights


@dataclass(frozen=True, slots=True)
class Style:
    """Multipliers of the yardstick: ``later`` for the scorings of an edict after the
    next one, ``risk`` for the monster penalty, ``coins`` for coins."""

    later: float = 1.0
    risk: float = 1.0
    coins: float = 1.0

    def applied(self, weights: Weights, now: frozenset[str]) -> Weights:
        """``weights`` leaned this way; ``now`` holds the edicts scored next, whose
        first scoring counts in full."""
        edicts = tuple(
            (card, weight if weight <= 1 else 1 + self.later * (weight - 1))
            if card in now
            else (card, self.later * weight)
            for card, weight in weights.edicts
        )
        return replace(
            weights,
            edicts=edicts,
            coin=weights.coin * self.coins,
            coin_closing=weights.coin_closing * self.coins,
            penalty=weights.penalty * self.risk,
            pocket=weights.pocket * self.risk,
        )


NEUTRAL = Style()


def style_of(seed: int, spread: float = 0.2) -> Style:
    """The style of the bot seeded ``seed``: each multiplier within ``1 ± spread``.
    Seed 0 (the hint's and the review's player) keeps the level's plain reckoning."""
    if seed == 0:
        return NEUTRAL
    rng = random.Random(f"style/{seed}")
    return Style(
        later=1 + rng.uniform(-spread, spread),
        risk=1 + rng.uniform(-spread, spread),
        coins=1 + rng.uniform(-spread, spread),
    )


def seat_seed(game_seed: int, seat: int) -> int:
    """The seed of the computer in ``seat`` of a game dealt from ``game_seed``: its own
    style in each seat and each game, never 0 (the neutral hint), and the same again
    when the game is replayed or continued."""
    return random.Random(f"seat/{game_seed}/{seat}").randrange(1, 2**31)


@dataclass(frozen=True, slots=True)
class Habits:
    """The mistakes a level makes: ``careless`` is the chance, each decision, of not
    seeing the monster penalty; ``forgets`` whether one edict scored only in later
    seasons slips its mind for the whole game."""

    careless: float = 0.0
    forgets: bool = False


def forgotten(seed: int, edicts: tuple[str, ...]) -> str:
    """The edict a forgetful bot seeded ``seed`` loses sight of (one of the four)."""
    return random.Random(f"forgets/{seed}").choice(edicts)
