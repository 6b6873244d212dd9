"""The scoring cards of both boxes (RULES §16, §17).

:mod:`.core` holds what a card returns, the registry and :func:`score`;
:mod:`.helpers` the bitboard helpers the cards share; :mod:`.heroes` and
:mod:`.base` one module per card back. To add a card: write one function in the
module of its back and decorate it with :func:`scoring_card` — its name is its id.
"""

from . import base, heroes
from .core import (
    CARDS,
    MONSTER_PENALTY,
    SCORERS,
    Earned,
    Line,
    Scorer,
    ScoreResult,
    ScoringCard,
    UnknownScoringCard,
    best_wildcard,
    monster_penalty,
    monster_penalty_mask,
    monster_penalty_result,
    score,
    scoring_card,
)

__all__ = [
    "CARDS",
    "MONSTER_PENALTY",
    "SCORERS",
    "Earned",
    "Line",
    "ScoreResult",
    "Scorer",
    "ScoringCard",
    "UnknownScoringCard",
    "base",
    "best_wildcard",
    "heroes",
    "monster_penalty",
    "monster_penalty_mask",
    "monster_penalty_result",
    "score",
    "scoring_card",
]
