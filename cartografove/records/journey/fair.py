"""Which games are compared, and so are played without the computer's hint.

A journey chapter gives stars and the challenge of the week a place beside the hard
computer's rating: both compare what a player did. A hint is the hard computer's
own move, so a game played with one earns no star and no place (issue 32): it is
recorded with its hints like any game, and every screen says so. Whether a game is
compared is known from its deal alone, as its records find it (a chapter's deal is
that chapter's game however it was started), so the app can say it before the first
hint is given.

A custom campaign's chapter is not compared here: its hints are counted and shown
beside its score (:mod:`..campaign`), and the campaign goes on.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Literal

from ...rules.setup import Setup
from .chapters import Journey, journey
from .weekly import week_of_deal

Compared = Literal["journey", "week"]


def compared(
    setup: Setup, moment: datetime | None = None, chapters: Journey | None = None
) -> Compared | None:
    """``"journey"`` for a chapter's deal, ``"week"`` for a week's challenge (this
    week's or last week's, at ``moment``: now by default), None for any other game."""
    if (chapters or journey()).chapter_of(setup) is not None:
        return "journey"
    if setup.solo and week_of_deal(setup, moment or datetime.now(UTC)) is not None:
        return "week"
    return None
