"""A New Game table with seats that join from other computers, as a hosting plan.

The New Game form says who plays each seat — a person, a computer cartographer of
a level (issue 13) — and issue 16 adds one more kind, :data:`REMOTE`: someone who
joins from another computer. A table with such a seat is not dealt here but
hosted: this computer's person takes the first seat, the computer cartographers
play on this computer, and the join code is for the others. Qt-free, like the form.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from ...net.terms import Terms
from .link import Plan

REMOTE = "remote"  # joins from another computer
PERSON = "person"  # a person at this computer
LEVELS = ("random", "easy", "medium", "hard", "expert")  # the net package's computer cartographers

SeatsProblem = Literal["people_here", "nobody_here"]


def is_networked(kinds: Sequence[str]) -> bool:
    return REMOTE in kinds


def hosting_plan(names: Sequence[str], kinds: Sequence[str], terms: Terms) -> Plan | SeatsProblem:
    """The plan that hosts this table by the form's ``terms`` (rule set, side,
    edicts, rules options), or why it cannot be hosted: one person at this computer
    exactly (``people_here``: more; ``nobody_here``: none). A level the net package
    does not know plays at random."""
    here = [n for n, kind in zip(names, kinds, strict=True) if kind == PERSON]
    if len(here) > 1:
        return "people_here"
    if not here:
        return "nobody_here"
    bots = tuple(
        (name, kind if kind in LEVELS else "random")
        for name, kind in zip(names, kinds, strict=True)
        if kind not in (PERSON, REMOTE)
    )
    return Plan(name=here[0], players=len(names), terms=terms, bots=bots)
