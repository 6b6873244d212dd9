"""The engine driven by revealed cards plays exactly the seeded game."""

from __future__ import annotations

import random

import pytest

from cartografove.net.digest import season_digest
from cartografove.net.engine import seat_view
from cartografove.rules.decisions import Decision
from cartografove.rules.events import CardRevealed
from cartografove.rules.game import Game
from cartografove.rules.setup import RuleSet, Setup
from tests.early_requests import requests_seen_early
from tests.random_play import autoplay


def seeded(players: int, seed: int, rules: RuleSet | None = None) -> tuple[Game, Setup, list[str]]:
    setup = Setup(
        players=tuple(f"P{i}" for i in range(players)), seed=seed, rules=rules or RuleSet()
    )
    game = autoplay(Game(setup), seed)
    cards = [e.card for e in game.events if isinstance(e, CardRevealed)]
    public = Setup(players=setup.players, seed=0, edicts=game.edicts, rules=setup.rules)
    return game, public, cards


@pytest.mark.parametrize("players,seed", [(1, 3), (2, 5), (4, 8), (6, 13)])
def test_revealed_cards_play_the_seeded_game(players: int, seed: int) -> None:
    game, public, cards = seeded(players, seed)
    net = Game(public, cards=())
    dealt, applied = 0, 0
    while not net.over:
        if net.waiting:
            net.reveal(cards[dealt])
            dealt += 1
        else:
            net.apply(game.decisions[applied])
            applied += 1
    assert net.result == game.result
    assert [e.card for e in net.events if isinstance(e, CardRevealed)] == cards
    assert [season_digest(net, s) for s in range(4)] == [season_digest(game, s) for s in range(4)]


def test_a_game_waits_for_the_next_card() -> None:
    game, public, cards = seeded(2, 1)
    net = Game(public, cards=())
    assert net.waiting and net.revealed == () and not net.legal_decisions()
    with pytest.raises(ValueError, match="not revealed") as refused:
        net.apply(game.decisions[0])
    assert refused.value.code == "waiting"
    net.reveal(cards[0])
    assert not net.waiting and net.current_card == cards[0]


def test_the_base_game_too() -> None:
    game, public, cards = seeded(3, 2, RuleSet.base())
    assert Game.replay(public, game.decisions, cards=cards).result == game.result


def test_a_seat_answers_before_the_seats_before_it() -> None:
    """Every seat's answer, made on its view with the others stood in for, is legal
    in the real game when the engine reaches it, whatever the others answered."""
    _, public, cards = seeded(4, 21)
    rng = random.Random(4)
    real = Game(public, cards=cards)
    planned: dict[int, Decision] = {}
    early = 0
    while not real.over:
        pending = real.pending
        assert pending is not None
        for seat in range(4):
            if seat in planned:
                continue
            queued = {s: [d] for s, d in planned.items()}
            view = seat_view(real, queued, seat)
            if view is not None:
                assert view.pending is not None and view.pending.player == seat
                planned[seat] = view.legal_decisions().sample(rng)
                early += seat != pending.player
        decision = planned.pop(pending.player)
        assert real.is_legal(decision)
        real.apply(decision)
    assert early > 50


def test_a_seat_waits_while_a_neighbour_draws_on_its_sheet() -> None:
    game, public, cards = seeded(3, 7)
    real = Game(public, cards=cards)
    while not real.over:
        pending = real.pending
        assert pending is not None
        if pending.sheet != pending.player:  # an ambush: drawer on a neighbour's sheet
            owner = pending.sheet
            view = seat_view(real, {}, owner)
            if view is not None:
                assert view.pending is not None
                assert view.pending.sheet != pending.sheet
        real.apply(game.decisions[len(real.decisions)])


def test_a_card_of_no_deck_of_the_game_is_refused() -> None:
    """A card source may be hostile: a card the game cannot hold changes nothing."""
    _, public, cards = seeded(2, 1, RuleSet.base())
    net = Game(public, cards=())
    for bogus in ("no_such_card", "dobrik", ""):  # a hero: the base game deals none
        with pytest.raises(ValueError, match="not a card of this game"):
            net.reveal(bogus)
    assert net.waiting and net.known_cards == 0
    net.reveal(cards[0])
    assert net.current_card == cards[0]


@pytest.mark.parametrize("seed", range(40))
def test_a_request_a_seat_sees_early_is_the_request_it_gets(seed: int) -> None:
    """What a seat answers on a lookahead (the seats before it stood in for) is the
    request the real game then asks it, though not always after as many decisions:
    a real answer can bring one request more or fewer than its stand-in (the app's
    link therefore knows an answer by its request, app/network/worker.py). Every
    seat's every request, in random games of two to six players on sides C and D."""
    players = 2 + seed % 5
    setup = Setup(players=tuple(f"P{i}" for i in range(players)), seed=seed, side="CD"[seed % 2])
    for seen in requests_seen_early(Game(setup), random.Random(seed)):
        assert seen.early.pending == seen.real.pending
