"""Campaign codes: readable, typo-proof, and the same chapters for everyone."""

from __future__ import annotations

import pytest

from cartografove.records.codes import (
    ALPHABET,
    LENGTH,
    ChapterPlan,
    CodeError,
    chapter_plan,
    check_character,
    display_code,
    heroes_scoring,
    heroes_sides,
    is_code,
    parse_code,
    random_code,
)
from cartografove.rules.cards import SCORING_BACKS, catalog
from cartografove.rules.setup import Setup

CODE = "JFE5HPWRZ"


def test_the_alphabet_has_no_lookalikes():
    assert len(ALPHABET) == len(set(ALPHABET)) == 32
    assert not set("0O1I") & set(ALPHABET)


def test_random_codes_are_valid_and_differ():
    codes = {random_code() for _ in range(200)}
    assert len(codes) == 200
    assert all(len(code) == LENGTH and parse_code(code) == code for code in codes)


@pytest.mark.parametrize("typed", ["JFE5HPWRZ", "jfe5hpwrz", "JFE-5HP-WRZ", " jfe 5hp wrz "])
def test_a_code_may_be_typed_loosely(typed):
    assert parse_code(typed) == CODE
    assert display_code(CODE) == "JFE-5HP-WRZ"


@pytest.mark.parametrize(
    ("typed", "problem", "words"),
    [
        ("", "empty", "type a campaign code"),
        ("  - ", "empty", "type a campaign code"),
        ("JFE5HPWR0", "character", "'0' is never used"),
        ("JFE5HPWRO", "character", "no 0, O, 1 or I"),
        ("JFE5HPWR", "length", "has 9 characters, this one has 8"),
        ("JFE5HPWRZZ", "length", "this one has 10"),
        ("JFE5HPWRY", "checksum", "not a valid code"),
        ("FJE5HPWRZ", "checksum", "check it for a typo"),
    ],
)
def test_invalid_codes_say_why(typed, problem, words):
    with pytest.raises(CodeError) as caught:
        parse_code(typed)
    assert caught.value.problem == problem
    assert words in str(caught.value)
    assert not is_code(typed)


def test_every_single_typo_is_caught():
    """Luhn mod 32 detects any one wrong character, wherever it is."""
    for code in [CODE, *(random_code() for _ in range(20))]:
        for position in range(LENGTH):
            for wrong in ALPHABET:
                if wrong != code[position]:
                    typo = code[:position] + wrong + code[position + 1 :]
                    assert not is_code(typo), typo


def test_most_swapped_neighbours_are_caught():
    caught = total = 0
    for _ in range(200):
        code = random_code()
        for i in range(LENGTH - 1):
            if code[i] != code[i + 1]:
                total += 1
                caught += not is_code(code[:i] + code[i + 1] + code[i] + code[i + 2 :])
    assert caught / total > 0.9


def test_the_check_character_completes_a_payload():
    assert check_character(CODE[:-1]) == CODE[-1]


def test_the_same_code_gives_the_same_chapters():
    assert [chapter_plan(CODE, i) for i in range(6)] == [chapter_plan(CODE, i) for i in range(6)]
    assert chapter_plan(CODE, 0) != chapter_plan(CODE, 1)
    assert chapter_plan(CODE, 0) != chapter_plan(random_code(), 0)


def test_the_derivation_is_pinned():
    """Changing the derivation would give everyone's shared codes new chapters."""
    assert chapter_plan(CODE, 0) == ChapterPlan(
        155902439, "D", ("heart_of_the_forest", "dwarvenholds", "outer_enclave", "jorekburg")
    )


def test_chapters_are_playable_heroes_games():
    data = catalog()
    assert heroes_sides() == ["C", "D"]
    for back in SCORING_BACKS:
        assert len(heroes_scoring(back)) == 4
    for index in range(30):
        plan = chapter_plan(random_code(), index)
        assert plan.side in heroes_sides()
        assert sorted(data.scoring[c].back for c in plan.edicts) == sorted(SCORING_BACKS)
        Setup(players=("Ann",), seed=plan.seed, side=plan.side, edicts=plan.edicts)
