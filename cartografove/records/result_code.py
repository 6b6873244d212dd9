"""Result codes: a finished game in one line of text that anyone can replay and check.

A result code carries the setup and every decision, so ``verify`` replays it with the
engine and prints the standings the game really reached: a score cannot be claimed
without the moves that make it. No server is needed; the engine is the referee.

**Compact.** A decision is stored as its *index among the legal decisions* at its step
(``Game.legal_decisions()``, whose order is fixed by the card data), and the whole
game — setup fields and decisions — is one mixed-radix integer: each value ``v`` with
``n`` possibilities costs log2(n) bits, nothing more, and a step with one legal answer
costs nothing. The integer is written in the campaign codes' alphabet (no 0/O, 1/I;
:mod:`.codes`), so a solo game fits in a chat message.

**Layout** (characters of :data:`~.codes.ALPHABET`, values are its indices):

1. the format version (:data:`VERSION`; a newer one is refused as such);
2. ``k``, then ``k`` characters: the length of the payload (a cut-off code is
   "truncated", not a puzzle);
3. the payload: the integer, most significant character first;
4. the Luhn mod 32 check character of everything before it (:mod:`.codes`): any one
   mistyped character and most swaps of neighbours are caught before decoding.

The integer, read least significant first (each value ``v`` of radix ``n`` is
``N % n``, then ``N //= n``): the rule set (mode; whether it is the mode's preset,
else its explore set, seasons, hero cards and the ambush and scoring cards as sets of
the catalogue's), the options (the rule set's defaults, or each), the side, the edicts
(random, the first game's, or four cards), the seed (its bit length, then its bits),
the players (count, then each name's UTF-8 bytes), then one value per decision until
the game ends, then (from version 2) the moves a hint was shown for
(:attr:`~cartografove.rules.game.Game.hinted`): their count ``h`` of radix ``N + 1``
for a game of ``N`` decisions, then each move's place, in order, as its distance from
the one before (radix: the places still possible, leaving room for the rest — so
every value reads as a real place, and one record has one code). What is left must
be zero: a code with more in it than the game is not a game.

The hint record is inside the integer, so the check character covers it like every
move: a code with a hint dropped or added is a typo unless it is sealed again, and a
code sealed again is another record, which Verify then states. A version-1 code was
made before hints were recorded: it reads as the game it always was, and
:func:`verified` says its hints are unknown (``hints_known``), never "without hints".

Changing anything above, or anything that changes the order of legal decisions (the
card data), changes what old codes mean: it needs a new :data:`VERSION`
(``tests/records/test_result_code.py`` pins a code of each version to its game).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from ..rules.board import grid
from ..rules.board.placement import Placement, attack_marks
from ..rules.cards import catalog
from ..rules.decisions import (
    Ask,
    Decision,
    DestroySpace,
    DrawFallback,
    DrawMonster,
    DrawShape,
    LegalDecisions,
    Pending,
    PlaceHero,
)
from ..rules.game import Game
from ..rules.limits import MAX_NAME, MAX_PLAYERS
from ..rules.rule_set import MODES, RuleSet, RulesOptions, SetupError
from ..rules.setup import Setup
from .codes import ALPHABET, check_character, checksum_ok

VERSION = 2
HINTS_SINCE = 2
"""The first version whose codes carry the hint record."""
BASE = len(ALPHABET)
MAX_SEED_BITS = 64
MAX_NAME_BYTES = 4 * MAX_NAME
MAX_LENGTH_DIGITS = 3
"""A payload of at most 32767 characters: a game of the most players needs a few
thousand, and a longer text is refused before any arithmetic on it."""
MAX_DECISIONS = 20_000
"""A game of the most players has a few thousand decisions; more is not a game."""
_FALLBACKS = ("standard", "with_hero", "chosen")
_EDICT_CHOICES = ("random", "first_game", "chosen")


class ResultCodeError(ValueError):
    """A text that is not the code of a legal game; ``problem`` says which kind for a
    translated message: ``empty``, ``character`` (``detail`` holds it), ``checksum``,
    ``truncated`` / ``too_long`` (``detail``: "have of expected" characters),
    ``newer`` (``detail``: its version) or ``illegal`` (it decodes to no legal game:
    ``detail`` says what is wrong, in English)."""

    def __init__(self, message: str, problem: str, detail: str = "") -> None:
        super().__init__(message)
        self.problem = problem
        self.detail = detail


class ShareError(ValueError):
    """A game that has no result code (unfinished, or a seed no code can carry)."""


# --- the mixed-radix integer ----------------------------------------------------------


class _Writer:
    """Values in reading order; :meth:`number` folds them into the integer."""

    def __init__(self) -> None:
        self.values: list[tuple[int, int]] = []

    def put(self, value: int, radix: int) -> None:
        assert 0 <= value < radix, (value, radix)
        if radix > 1:
            self.values.append((value, radix))

    def number(self) -> int:
        number = 0
        for value, radix in reversed(self.values):
            number = number * radix + value
        return number


class _Reader:
    def __init__(self, number: int) -> None:
        self.number = number

    def take(self, radix: int) -> int:
        if radix <= 1:
            return 0
        self.number, value = divmod(self.number, radix)
        return value


def _garbled(what: str) -> ResultCodeError:
    return ResultCodeError(f"this code is not a legal game ({what})", "illegal", detail=what)


# --- the setup -----------------------------------------------------------------------


def _put_set(out: _Writer, chosen: Sequence[str], every: Sequence[str]) -> None:
    out.put(sum(1 << i for i, card in enumerate(every) if card in chosen), 1 << len(every))


def _take_set(into: _Reader, every: Sequence[str]) -> tuple[str, ...]:
    mask = into.take(1 << len(every))
    return tuple(card for i, card in enumerate(every) if mask >> i & 1)


def _preset(mode: str) -> RuleSet:
    return {"heroes": RuleSet.heroes, "base": RuleSet.base, "combined": RuleSet.combined}[mode]()


def _put_setup(out: _Writer, setup: Setup) -> None:
    data = catalog()
    rules = setup.rules
    out.put(MODES.index(rules.mode), len(MODES))
    preset = rules == _preset(rules.mode)
    out.put(int(preset), 2)
    if not preset:
        out.put(("heroes", "base").index(rules.explore), 2)
        out.put(("heroes", "base").index(rules.seasons), 2)
        out.put(int(rules.hero_cards), 2)
        _put_set(out, rules.ambushes, list(data.ambush))
        _put_set(out, rules.scoring, list(data.scoring))
    options = setup.options
    default = options == rules.default_options()
    out.put(int(default), 2)
    if not default:
        out.put(int(options.hero_pattern_turns), 2)
        out.put(_FALLBACKS.index(options.fallback_terrains), len(_FALLBACKS))
        out.put(int(options.hero_wildcard), 2)
    out.put(rules.sides.index(setup.side), len(rules.sides))
    edicts = setup.edicts
    choice = edicts if isinstance(edicts, str) else "chosen"
    out.put(_EDICT_CHOICES.index(choice), len(_EDICT_CHOICES))
    if not isinstance(edicts, str):
        cards = list(data.scoring)
        for card in edicts:
            out.put(cards.index(card), len(cards))
    seed = setup.seed
    if not 0 <= seed < 2**MAX_SEED_BITS:
        raise ShareError(f"a game with the seed {seed} has no result code")
    out.put(seed.bit_length(), MAX_SEED_BITS + 1)
    out.put(seed, 1 << seed.bit_length())
    out.put(len(setup.players) - 1, MAX_PLAYERS)
    for name in setup.players:
        raw = name.encode("utf-8")
        out.put(len(raw), MAX_NAME_BYTES + 1)
        for byte in raw:
            out.put(byte, 256)


def _take_setup(into: _Reader) -> Setup:
    data = catalog()
    mode = MODES[into.take(len(MODES))]
    rules = _preset(mode)
    if not into.take(2):
        sets = ("heroes", "base")
        explore, seasons = sets[into.take(2)], sets[into.take(2)]
        hero_cards = bool(into.take(2))
        ambushes = _take_set(into, list(data.ambush))
        scoring = _take_set(into, list(data.scoring))
        if not ambushes or not scoring:
            raise _garbled("no ambush or scoring cards")
        try:
            rules = RuleSet(mode, explore, seasons, ambushes, hero_cards, scoring)  # type: ignore[arg-type]
        except SetupError as error:
            raise _garbled(str(error)) from None
    options = rules.default_options()
    if not into.take(2):
        options = RulesOptions(
            hero_pattern_turns=bool(into.take(2)),
            fallback_terrains=_FALLBACKS[into.take(len(_FALLBACKS))],  # type: ignore[arg-type]
            hero_wildcard=bool(into.take(2)),
        )
    side = rules.sides[into.take(len(rules.sides))]
    choice = _EDICT_CHOICES[into.take(len(_EDICT_CHOICES))]
    edicts: Any = choice
    if choice == "chosen":
        cards = list(data.scoring)
        edicts = tuple(cards[into.take(len(cards))] for _ in range(4))
    bits = into.take(MAX_SEED_BITS + 1)
    seed = into.take(1 << bits)
    players = []
    for _ in range(into.take(MAX_PLAYERS) + 1):
        raw = bytes(into.take(256) for _ in range(into.take(MAX_NAME_BYTES + 1)))
        try:
            players.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            raise _garbled("a name is not text") from None
    try:
        return Setup(tuple(players), seed, side, edicts, options, rules)
    except SetupError as error:
        raise _garbled(str(error)) from None


# --- decisions as indices ------------------------------------------------------------


def _index(legal: LegalDecisions, pending: Pending, decision: Decision) -> int:
    """Where ``decision`` stands among the legal answers (``first × second``). A hero
    turned to an orientation with the same attack marks as an allowed one is the same
    move (``validation._same_marks``): it is stored as that one."""
    first: Any
    second: Any = None
    match decision:
        case DrawShape():
            first = Placement(decision.shape, grid.mask_of(decision.cells))
            second = decision.terrain
        case DrawFallback():
            first, second = decision.cell, decision.terrain
        case DrawMonster() if pending.ask is Ask.MONSTER:
            first = Placement(0, grid.mask_of(decision.cells))
        case DrawMonster():
            first = decision.cells[0]
        case PlaceHero():
            first, second = decision.cell, decision.turn
            if second not in legal.second:
                marks = attack_marks(pending.card, (5, 5), second)
                second = next(
                    t for t in legal.second if attack_marks(pending.card, (5, 5), t) == marks
                )
        case DestroySpace():
            first = decision.cell
    a = next(i for i, item in enumerate(legal.first) if item == first)
    b = next(i for i, item in enumerate(legal.second) if item == second)
    return a * len(legal.second) + b


def _put_hints(out: _Writer, hinted: Collection[int], moves: int) -> None:
    if any(not 0 <= move < moves for move in hinted):
        raise ShareError("a hint is recorded for a move the game does not have")
    out.put(len(hinted), moves + 1)
    before = -1
    for left, move in enumerate(sorted(hinted), start=1):
        room = moves - (len(hinted) - left) - before - 1  # places for this one
        out.put(move - before - 1, room)
        before = move


def _take_hints(into: _Reader, moves: int) -> frozenset[int]:
    count = into.take(moves + 1)
    hinted, before = [], -1
    for left in range(1, count + 1):
        before += 1 + into.take(moves - (count - left) - before - 1)
        hinted.append(before)
    return frozenset(hinted)


def encode(setup: Setup, decisions: Sequence[Decision], hinted: Collection[int] = ()) -> str:
    """The result code of a finished game, with the moves a hint was shown for;
    :class:`ShareError` if it has none, and ``IllegalDecision`` if the decisions are
    not a legal game."""
    out = _Writer()
    _put_setup(out, setup)
    game = Game(setup)
    for decision in decisions:
        pending = game.pending
        if pending is None:
            raise ShareError("there are decisions after the end of the game")
        legal = game.legal_decisions()
        game.apply(decision)  # raises IllegalDecision before the index is looked for
        out.put(_index(legal, pending, decision), len(legal))
    if not game.over:
        raise ShareError("only a finished game has a result code")
    _put_hints(out, hinted, len(decisions))
    payload = _digits(out.number())
    length = _digits(len(payload))
    head = ALPHABET[VERSION] + ALPHABET[len(length)] + length
    return head + payload + check_character(head + payload)


_PLAIN = "0123456789abcdefghijklmnopqrstuv"
"""Python's own base-32 digits: converting through them takes linear time (32 is a
power of two), where a loop of multiplications would be quadratic in the length."""
_TO_PLAIN = str.maketrans(ALPHABET, _PLAIN)
_FROM_PLAIN = str.maketrans(_PLAIN, ALPHABET)


def _digits(number: int) -> str:
    bits = format(number, "b")
    bits = bits.zfill(-(-len(bits) // 5) * 5)
    plain = "".join(_PLAIN[int(bits[i : i + 5], 2)] for i in range(0, len(bits), 5))
    return plain.translate(_FROM_PLAIN)


def _number(digits: str) -> int:
    return int(digits.translate(_TO_PLAIN), BASE)


# --- reading a code ------------------------------------------------------------------


def _payload(text: str) -> tuple[int, _Reader]:
    """The integer inside a typed code (any case; spaces and dashes ignored), after
    every check that needs no replay; :class:`ResultCodeError` says what is wrong."""
    code = "".join(ch for ch in text.upper() if not ch.isspace() and ch not in "-–—_.")
    if not code:
        raise ResultCodeError("type or paste a result code", "empty")
    for ch in code:
        if ch not in ALPHABET:
            raise ResultCodeError(
                f"{ch!r} is never used in result codes (they have no 0, O, 1 or I)",
                "character",
                detail=ch,
            )
    version = ALPHABET.index(code[0])
    if version > VERSION:
        raise ResultCodeError(
            f"this result code is from a newer version of the app (format {version})",
            "newer",
            detail=str(version),
        )
    if version < 1:
        raise _garbled("unknown format")
    k = ALPHABET.index(code[1]) if len(code) > 1 else 1
    if not 1 <= k <= MAX_LENGTH_DIGITS:
        raise _garbled("no length")
    if len(code) < 2 + k:
        raise ResultCodeError("this result code is cut off", "truncated", detail=str(len(code)))
    expected = 2 + k + _number(code[2 : 2 + k]) + 1
    if len(code) != expected:
        problem = "truncated" if len(code) < expected else "too_long"
        word = "cut off" if problem == "truncated" else "too long"
        raise ResultCodeError(
            f"this result code is {word}: it has {len(code)} of its {expected} characters",
            problem,
            detail=f"{len(code)}/{expected}",
        )
    if not checksum_ok(code):
        raise ResultCodeError("this is not a valid result code: check it for a typo", "checksum")
    return version, _Reader(_number(code[2 + k : -1]))


@dataclass(frozen=True, slots=True)
class Verified:
    """A result code replayed: the finished game, its hints in ``game.hinted``, and
    whether the code records hints at all (a version-1 code does not)."""

    game: Game
    hints_known: bool


def verify(text: str) -> Game:
    """The finished game a result code holds (:func:`verified`)."""
    return verified(text).game


def verified(text: str) -> Verified:
    """Replay a result code with the engine: the finished game (its decisions for the
    replay viewer, its result for the standings), or a :class:`ResultCodeError`
    saying exactly why the code is not one.

    Each value is read against the game as it stands — its radix is the number of
    legal answers at that step — so every move read is legal by construction; what
    can be wrong is the setup, or an integer that does not end with the game."""
    version, into = _payload(text)
    game = Game(_take_setup(into))
    while game.pending is not None:
        if len(game.decisions) >= MAX_DECISIONS:
            raise _garbled("far too many moves")
        legal = game.legal_decisions()
        if not legal:
            raise _garbled("a step without a legal move")
        game.apply(legal[into.take(len(legal))])
    hints_known = version >= HINTS_SINCE
    if hints_known:
        game = game.with_hints(_take_hints(into, len(game.decisions)))
    if into.number:
        raise _garbled("more moves than the game has")
    return Verified(game, hints_known)


def share(game: Game) -> str:
    """The result code of a finished game, with its hints."""
    return encode(game.setup, game.decisions, game.hinted)
