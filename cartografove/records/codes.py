"""Campaign codes: short, readable, typo-proof, and what chapters each one means.

A code is 8 random characters and a check character, shown in groups of three
(``K7M-Q2X-9PD``). The alphabet has no 0/O or 1/I, so a code read aloud or copied
by hand cannot be misread; lower case, spaces and dashes are accepted when typed.
The check character is Luhn mod 32: any single mistyped character and most swaps
of neighbours make the code "not a valid code" instead of a different campaign.

**Derivation** (so two people typing the same code get the very same chapters):
chapter ``i`` (0-based) is drawn from ``random.Random("kartografove-campaign-1:"
+ code + ":" + str(i))`` — a string seed, which Python hashes with SHA-512, the same
on every platform — in this order:

1. ``seed = rng.randrange(1, 10**9)`` — the game's seed (deals every card);
2. ``side = rng.choice(sides)`` over the sorted ids of the Heroes sheet sides in
   :func:`catalog` (["C", "D"] today);
3. for each card back in :data:`SCORING_BACKS` order, ``rng.choice`` over the sorted
   ids of that back's Heroes scoring cards; then ``rng.shuffle`` deals the four
   to edicts A–D (RULES §3.4, as a game deals them).

Each chapter depends only on the code and its own number, so a 4-chapter and a
6-chapter campaign from one code share their first four chapters. Campaign files
store the resolved seed, side and edicts: later data changes (new sheets, new cards
of another box) never alter a campaign already begun. Changing anything above would
give old codes new meanings, so a new derivation must get a new prefix.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass

from ..rules.cards import SCORING_BACKS, catalog

ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
"""32 characters: no 0, O, 1 or I."""
PAYLOAD = 8
LENGTH = PAYLOAD + 1
GROUP = 3
DERIVATION = "kartografove-campaign-1"
SEED_RANGE = (1, 10**9)
"""Seeds a person can read and type (the New game dialog shows them)."""


class CodeError(ValueError):
    """A typed text that is not a campaign code.

    ``problem`` says which kind for a translated message: ``"empty"``, ``"character"``
    (``character`` holds it), ``"length"`` (``length`` holds the count) or
    ``"checksum"`` (a typo)."""

    def __init__(self, message: str, problem: str, character: str = "", length: int = 0):
        super().__init__(message)
        self.problem = problem
        self.character = character
        self.length = length


@dataclass(frozen=True, slots=True)
class ChapterPlan:
    """What a chapter's game is: seed, sheet side and edicts A–D."""

    seed: int
    side: str
    edicts: tuple[str, str, str, str]


def _value(character: str) -> int:
    return ALPHABET.index(character)


def _luhn_sum(characters: str, double_first: bool) -> int:
    """Luhn mod N from the right: every second value doubled, digits summed in base N."""
    n, total, double = len(ALPHABET), 0, double_first
    for character in reversed(characters):
        addend = _value(character) * (2 if double else 1)
        total += addend // n + addend % n
        double = not double
    return total


def check_character(payload: str) -> str:
    """The character that makes ``payload + it`` a valid code."""
    return ALPHABET[-_luhn_sum(payload, double_first=True) % len(ALPHABET)]


def checksum_ok(code: str) -> bool:
    """Whether ``code`` (alphabet characters only) ends with its check character."""
    return _luhn_sum(code, double_first=False) % len(ALPHABET) == 0


def random_code() -> str:
    """A fresh code from the operating system's randomness (2^40 possibilities)."""
    payload = "".join(secrets.choice(ALPHABET) for _ in range(PAYLOAD))
    return payload + check_character(payload)


def parse_code(text: str) -> str:
    """The code in ``text`` (any case, spaces and dashes ignored), or a
    :class:`CodeError` saying what is wrong."""
    code = "".join(ch for ch in text.upper() if not ch.isspace() and ch not in "-–—_.")
    if not code:
        raise CodeError("type a campaign code", "empty")
    for ch in code:
        if ch not in ALPHABET:
            raise CodeError(
                f"{ch!r} is never used in campaign codes (they have no 0, O, 1 or I)",
                "character",
                character=ch,
            )
    if len(code) != LENGTH:
        raise CodeError(
            f"a campaign code has {LENGTH} characters, this one has {len(code)}",
            "length",
            length=len(code),
        )
    if not checksum_ok(code):
        raise CodeError("this is not a valid code: check it for a typo", "checksum")
    return code


def is_code(text: str) -> bool:
    try:
        parse_code(text)
    except CodeError:
        return False
    return True


def display_code(code: str) -> str:
    """``K7MQ2X9PD`` → ``K7M-Q2X-9PD``: easier to read out and to compare."""
    return "-".join(code[i : i + GROUP] for i in range(0, len(code), GROUP))


def heroes_sides() -> list[str]:
    return sorted(side.id for side in catalog().sheets.values() if side.set == "heroes")


def heroes_scoring(back: str) -> list[str]:
    data = catalog()
    return sorted(
        card.id for card in data.scoring.values() if card.set == "heroes" and card.back == back
    )


def chapter_plan(code: str, index: int) -> ChapterPlan:
    """Chapter ``index`` (0-based) of the campaign ``code`` (see the module docstring;
    the order of the draws is part of the format)."""
    rng = random.Random(f"{DERIVATION}:{code}:{index}")
    seed = rng.randrange(*SEED_RANGE)
    side = rng.choice(heroes_sides())
    edicts = [rng.choice(heroes_scoring(back)) for back in SCORING_BACKS]
    rng.shuffle(edicts)
    return ChapterPlan(seed, side, (edicts[0], edicts[1], edicts[2], edicts[3]))
