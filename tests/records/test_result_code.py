"""Result codes: a finished game in one line, replayed and checked by the engine."""

from __future__ import annotations

import contextlib

import hypothesis.strategies as st
import pytest
from hypothesis import given, settings

from cartografove.records import result_code
from cartografove.records.codes import ALPHABET, check_character
from cartografove.records.result_code import ResultCodeError, ShareError, share, verified, verify
from cartografove.rules.game import Game
from cartografove.rules.setup import RuleSet, RulesOptions, Setup
from tests.fuzzing import examples, report

from .conftest import finished

RULE_SETS = {
    "heroes": RuleSet.heroes(),
    "base": RuleSet.base(),
    "combined": RuleSet.combined(),
    "combined-base-explore": RuleSet.combined("base", hero_cards=False),
}

AMBUSHES = ("dragon_inferno", "gorgon_gaze", "goblin_attack", "gnoll_raid")

PINNED = "34436PZL4WVBXEH3XL67DKKTCDHSVDZLF49WUTNQPC6XR4C5YK56XMFKF6S47FNHM74EBC"
"""A hard computer's solo game (``autoplay --seed 42 --bot hard``), pinned: if this
test fails, old codes mean other games, and :data:`result_code.VERSION` must change."""


@pytest.mark.parametrize("rules", RULE_SETS.values(), ids=RULE_SETS.keys())
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_a_code_replays_the_very_same_game(rules, players):
    names = tuple(f"Kartografka Žofie {i}" for i in range(players))
    game = finished(Setup(players=names, seed=1000 + players, rules=rules), seed=players)
    again = verify(share(game))
    assert again.setup == game.setup
    assert again.decisions == game.decisions
    assert again.result == game.result


def test_chosen_edicts_options_and_a_large_seed_travel_too():
    setup = Setup(
        players=("Ann", "Bára"),
        seed=10**18 - 1,
        side="A",
        edicts=("sentinel_wood", "ulems_wallow", "great_city", "silos"),
        options=RulesOptions(hero_pattern_turns=False, fallback_terrains="with_hero"),
        rules=RuleSet.combined(ambushes=AMBUSHES),
    )
    game = finished(setup, seed=3)
    assert verify(share(game)).setup == setup


def test_the_pinned_code_still_means_its_game():
    game = verify(PINNED)
    assert game.setup.seed == 42 and game.setup.players == ("Cartographer 1",)
    assert game.result.solo.total == 142
    assert game.result.solo.rating == 72


def test_a_solo_code_fits_in_a_chat_message(solo_game):
    assert len(share(solo_game)) < 200


def test_an_unfinished_game_has_no_code(solo_game):
    game = Game.replay(solo_game.setup, solo_game.decisions[:-1])
    with pytest.raises(ShareError):
        share(game)


def test_typed_codes_may_have_dashes_spaces_and_lower_case(solo_game):
    code = share(solo_game)
    typed = " " + "-".join(code[i : i + 5] for i in range(0, len(code), 5)).lower() + "\n"
    assert verify(typed).decisions == solo_game.decisions


def _problem(text: str) -> str:
    with pytest.raises(ResultCodeError) as caught:
        verify(text)
    return caught.value.problem


def test_any_one_mistyped_character_is_refused_as_a_typo(solo_game):
    code = share(solo_game)
    for position in range(2 + ALPHABET.index(code[1]), len(code)):
        for other in ALPHABET:
            if other != code[position]:
                typo = code[:position] + other + code[position + 1 :]
                assert _problem(typo) == "checksum", (position, other)


def test_a_swap_of_neighbours_is_refused(solo_game):
    code = share(solo_game)
    for position in range(4, len(code) - 1):
        a, b = code[position], code[position + 1]
        if a != b:
            swapped = code[:position] + b + a + code[position + 2 :]
            assert _problem(swapped) in ("checksum", "illegal"), position


def test_a_cut_off_or_lengthened_code_says_so(solo_game):
    code = share(solo_game)
    assert _problem(code[:-1]) == "truncated"
    assert _problem(code[: len(code) // 2]) == "truncated"
    assert _problem(code[:1]) == "truncated"
    assert _problem(code + "A") == "too_long"


def test_wrong_characters_and_emptiness_are_named():
    assert _problem("  - ") == "empty"
    with pytest.raises(ResultCodeError) as caught:
        verify("34O")
    assert caught.value.problem == "character" and caught.value.detail == "O"


def test_a_code_from_a_newer_version_says_so(solo_game):
    code = share(solo_game)
    newer = ALPHABET[result_code.VERSION + 1] + code[1:-1]
    with pytest.raises(ResultCodeError) as caught:
        verify(newer + check_character(newer))
    assert caught.value.problem == "newer"


def _resealed(code: str, position: int, character: str) -> str:
    """The code with one character changed and a correct check character: what a
    cheat who knows the format would make."""
    body = code[:position] + character + code[position + 1 : -1]
    return body + check_character(body)


def test_a_changed_decision_with_a_fixed_check_character_is_another_game_or_none(solo_game):
    """Editing the payload can never keep the game's moves: it is refused, or it
    replays a different game whose own score is what verify prints."""
    code = share(solo_game)
    start = 2 + ALPHABET.index(code[1])
    for position in range(start, len(code) - 1, 3):
        other = ALPHABET[(ALPHABET.index(code[position]) + 7) % len(ALPHABET)]
        try:
            game = verify(_resealed(code, position, other))
        except ResultCodeError as error:
            assert error.problem == "illegal"
            continue
        assert game.decisions != solo_game.decisions


def test_a_tampered_decision_in_the_game_changes_the_code(solo_game):
    """Another legal move at one step (the rest played on legally) makes another code,
    and that code replays the tampered game, not the original one."""
    game = Game(solo_game.setup)
    for decision in solo_game.decisions[:5]:
        game.apply(decision)
    legal = game.legal_decisions()
    game.apply(next(d for d in legal if d != solo_game.decisions[5]))
    while not game.over:
        game.apply(game.legal_decisions()[0])
    code = share(game)
    assert code != share(solo_game)
    assert verify(code).decisions == game.decisions


def test_a_huge_text_is_refused_at_once():
    with pytest.raises(ResultCodeError) as caught:
        verify("3Z" + "A" * 200_000)
    assert caught.value.problem == "illegal"
    with pytest.raises(ResultCodeError) as caught:
        verify("35ZZZ" + "A" * 200_000)
    assert caught.value.problem == "too_long"


def test_hostile_codes_get_a_reason_never_a_crash(solo_game):
    """Random texts, and the real code with random edits resealed with a correct
    check character: a game, or a :class:`ResultCodeError`, nothing else."""
    code = share(solo_game)
    tried = []

    @settings(max_examples=examples(150), deadline=None)
    @given(
        st.one_of(
            st.text(ALPHABET + "-O ", max_size=120),
            st.tuples(st.integers(0, len(code) - 2), st.sampled_from(ALPHABET)).map(
                lambda edit: _resealed(code, *edit)
            ),
        )
    )
    def attempt(text: str) -> None:
        tried.append(text)
        with contextlib.suppress(ResultCodeError):
            verify(text)

    attempt()
    report("result codes", len(tried))


# --- the hint record (issue 32) --------------------------------------------------------


@pytest.fixture(scope="module")
def hinted_game(solo_game):
    """The solo game, played with hints at its 1st, 4th and last move."""
    last = len(solo_game.decisions) - 1
    return solo_game.with_hints({0, 3, last})


def test_a_code_carries_the_moves_hints_were_shown_for(solo_game, hinted_game):
    code = share(hinted_game)
    assert code != share(solo_game)
    found = verified(code)
    assert found.hints_known and found.game.hinted == hinted_game.hinted
    assert found.game.decisions == solo_game.decisions
    assert found.game.hints_of(0) == 3
    plain = verified(share(solo_game))
    assert plain.hints_known and plain.game.hinted == frozenset()


@pytest.mark.parametrize("moves", [(), (0,), (5,), (0, 1, 2), "all"])
def test_every_hint_record_comes_back_as_it_was(solo_game, moves):
    moves = range(len(solo_game.decisions)) if moves == "all" else moves
    game = solo_game.with_hints(moves)
    assert verify(share(game)).hinted == frozenset(moves)


def test_the_pinned_code_of_before_hints_reads_as_what_it_was():
    """A version-1 code: the very game it always was, its hints unknown."""
    found = verified(PINNED)
    assert not found.hints_known and found.game.hinted == frozenset()
    assert found.game.result.solo.rating == 72


PINNED_HINTS = "4447ABZA3LAGC3SV8H99MKAXX4RYVYSSEFQN83TWX3NQPC6XR4C5YK56XMFKF6S47FNHM74EB5"
"""The hard computer's solo game of :data:`PINNED` with hints at moves 0, 2 and 20."""


def test_the_pinned_code_with_hints_still_means_its_game():
    found = verified(PINNED_HINTS)
    assert found.hints_known and found.game.hinted == {0, 2, 20}
    assert found.game.decisions == verify(PINNED).decisions


def _mutations(code: str):
    for position in range(len(code)):
        yield code[:position] + code[position + 1 :]
        for other in ALPHABET:
            yield code[:position] + other + code[position:]
            if other != code[position]:
                yield code[:position] + other + code[position + 1 :]
    for other in ALPHABET:
        yield code + other


def test_no_one_character_edit_is_accepted_with_another_hint_record(hinted_game):
    """Every substitution, deletion and insertion of one character: refused, or (an
    insertion of a dash-like nothing cannot happen: the alphabet has none) the very
    same game with the very same hints."""
    code = share(hinted_game)
    tried = accepted = 0
    for text in _mutations(code):
        tried += 1
        try:
            found = verify(text)
        except ResultCodeError:
            continue
        accepted += 1
        assert found.hinted == hinted_game.hinted and found.decisions == hinted_game.decisions
    assert tried > 60 * len(code) and accepted == 0


def test_a_forged_code_that_drops_a_hint_is_refused(hinted_game):
    """The record rebuilt without its last hint but the old check character kept:
    refused as a typo. Only a code sealed again passes, and then Verify says what
    that code holds (two hints), never the three of the game."""
    out = result_code._Writer()
    result_code._put_setup(out, hinted_game.setup)
    replayed = Game(hinted_game.setup)
    for decision in hinted_game.decisions:
        legal = replayed.legal_decisions()
        out.put(result_code._index(legal, replayed.pending, decision), len(legal))
        replayed.apply(decision)
    dropped = sorted(hinted_game.hinted)[:-1]
    result_code._put_hints(out, dropped, len(hinted_game.decisions))
    payload = result_code._digits(out.number())
    length = result_code._digits(len(payload))
    body = ALPHABET[result_code.VERSION] + ALPHABET[len(length)] + length + payload
    original = share(hinted_game)
    with pytest.raises(ResultCodeError) as caught:
        verify(body + original[-1])
    assert caught.value.problem in ("checksum", "too_long", "truncated")
    assert verify(body + check_character(body)).hinted == frozenset(dropped)


def test_a_hint_for_a_move_the_game_does_not_have_has_no_code(solo_game):
    with pytest.raises(ShareError):
        result_code.encode(solo_game.setup, solo_game.decisions, {len(solo_game.decisions)})
