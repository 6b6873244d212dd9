"""The expert's determinized look-ahead (issue 26): the deck orders it guesses are
ones the rules could deal from what a player sees, and its search plays them on
with the engine."""

from __future__ import annotations

import random

import pytest

from cartografove.bots import autoplay, make, view_of
from cartografove.bots.search import guess_cards, next_cards
from cartografove.bots.view import GameView
from cartografove.rules.cards import catalog
from cartografove.rules.decisions import Ask
from cartografove.rules.game import Game
from cartografove.rules.preview import effect
from cartografove.rules.setup import Setup, deal

from ..rules.helpers import names, play_until


def could_come(view: GameView, cards: tuple[str, ...]) -> bool:
    """Whether ``cards`` could be what the deck brings next, season by season, as
    far as they go: each season's cards from its deck (explore cards once each, the
    ambushes and heroes not seen yet, at most one more of each a season), the season
    over when its time is up."""
    data = catalog()
    seen = set(view.seen)
    unseen = {card for card in (*view.ambush_cards, *view.hero_cards) if card not in seen}
    season, time = view.season, view.time
    shown = set(view.revealed)
    if view.season_ends:
        season, time, shown = season + 1, 0, set()
    joined = {"ambush": season + 1, "hero": season + 1}
    for kind, pool in (("ambush", view.ambush_cards), ("hero", view.hero_cards)):
        joined[kind] -= sum(1 for card in pool if card in seen)
    for card in cards:
        if season >= len(view.seasons):
            return False
        if card in data.explore_cards or card in data.ruins:
            if card in shown or card not in view.explore_deck:
                return False
            shown.add(card)
        else:
            kind = "ambush" if card in view.ambush_cards else "hero"
            if card not in unseen or joined[kind] <= 0:
                return False
            unseen.discard(card)
            joined[kind] -= 1
        time += data.card_time(card)
        if time >= view.seasons[season].threshold:
            season, time, shown = season + 1, 0, set()
            joined = {kind: count + 1 for kind, count in joined.items()}
    return True


def positions() -> list[Game]:
    """Games stopped at a few kinds of moments: the first card, midway through a
    season, when a season's last card is drawn, alone and at a table of three."""
    found = []
    for players, seed in ((1, 3), (1, 8), (3, 5)):
        for wanted in (0, 4, 9, 15):
            game = Game(Setup(names(players), seed, "CD"[seed % 2]))
            play_until(game, lambda g, n=wanted: len(g.decisions) >= n, seed)
            if game.pending is not None:
                found.append(game)
        game = Game(Setup(names(players), seed, "C"))
        play_until(game, lambda g: g.pending is None or view_of(g).season_ends, seed)
        if game.pending is not None:
            found.append(game)
    return found


@pytest.mark.parametrize("game", positions(), ids=lambda g: f"{len(g.players)}p-{len(g.decisions)}")
def test_every_guess_is_a_deck_the_rules_could_deal(game):
    view = view_of(game)
    truth = deal(game.setup).cards[game.dealt :]
    assert could_come(view, truth)  # the checker accepts what really comes
    rng = random.Random(0)
    guesses = [guess_cards(view, rng) for _ in range(30)]
    for guess in guesses:
        assert guess and could_come(view, guess), guess
    assert len(set(guesses)) > 20  # they are guesses, not one order


def test_guesses_hold_the_unseen_ambushes_and_nothing_from_the_real_deck():
    """Alone at the start one of the four ambushes is in the deck: over many guesses
    each of them turns up, and the real deck's order is not what is guessed."""
    game = Game(Setup(names(1), 2, "C"))
    view = view_of(game)
    rng = random.Random(1)
    guesses = [guess_cards(view, rng, seasons=1) for _ in range(60)]
    ambushes = {card for guess in guesses for card in guess if card in view.ambush_cards}
    assert ambushes == set(view.ambush_cards)
    assert all(sum(card in view.ambush_cards for card in guess) <= 1 for guess in guesses)
    truth = deal(game.setup).cards
    assert all(guess != truth[: len(guess)] for guess in guesses)


@pytest.mark.parametrize("game", positions(), ids=lambda g: f"{len(g.players)}p-{len(g.decisions)}")
def test_the_next_cards_chances_are_the_decks(game):
    """Each card that may come next has its share of the deck: the explore cards one
    slot each, the unseen ambushes (and heroes) sharing the slots of those in it;
    a guess given its first card starts with it and is one the rules could deal."""
    view = view_of(game)
    chances = dict(next_cards(view))
    assert sum(chances.values()) == pytest.approx(1.0)
    explore = set(view.explore_to_come())
    assert len({chances[card] for card in explore}) == 1
    assert all(chances[card] <= chances[next(iter(explore))] for card in chances)
    assert deal(game.setup).cards[game.dealt] in chances
    for card in chances:
        guess = guess_cards(view, random.Random(card), first=card)
        assert guess[0] == card and could_come(view, guess)


def test_the_view_knows_only_the_cards_revealed():
    """The game a bot is handed cannot be read for the deck: it waits after the
    pending decision."""
    game = Game(Setup(names(1), 4, "D"))
    view = view_of(game)
    assert view.game.known_cards == game.dealt
    view.game.apply(view.legal.sample(random.Random(0)))
    assert view.game.waiting and game.pending == view_of(game).pending


@pytest.mark.slow
def test_the_expert_answers_heroes_gazes_and_ravages_from_its_search():
    """Every kind of request on its own map reaches the search (nothing answers
    them one-ply): legal, and the same answer twice."""
    wanted = {Ask.HERO, Ask.GAZE, Ask.RAVAGE, Ask.DRAW}
    for seed in range(40):
        game = Game(Setup(names(1), seed, "CD"[seed % 2]))
        while wanted and game.pending is not None:
            play_until(game, lambda g: g.pending is None or g.pending.ask in wanted, seed)
            if game.pending is None:
                break
            view = view_of(game)
            decision = make("expert", seed).choose(view)
            assert game.why_illegal(decision) is None
            assert make("expert", seed).choose(view_of(game)) == decision
            wanted.discard(game.pending.ask)
            game.apply(decision)
        if not wanted:
            break
    assert not wanted


@pytest.mark.slow
def test_the_reviews_stars_lost_are_both_moves_played_on_with_the_same_guesses():
    """Issue 26: the stars a costly move lost are what the better move gains over it
    when both are played on against the same guessed decks, never the yardstick's
    one-move estimate; a better move that plays on no better has cost nothing, and
    so has one the yardstick finds no better."""
    from cartografove.bots.players import HardCartographer
    from cartografove.bots.review import DEPTH, review
    from cartografove.bots.search import Playout, guesses, played_on

    game = autoplay(Game(Setup(names(1), 3, "C")), seed=3, levels=("random",))
    found = review(game.setup, game.decisions[:6], thorough=False)
    assert found == review(game.setup, game.decisions[:6], thorough=False)
    replayed = Game(game.setup)
    costly = 0
    for reviewed in found:
        view = view_of(replayed)
        weights = HardCartographer().weights(view)
        sheet = view.sheets[0]
        estimate = weights.value(effect(sheet, view.pending, reviewed.better)) - weights.value(
            effect(sheet, view.pending, reviewed.chosen)
        )
        if reviewed.chosen == reviewed.better or estimate <= 0:
            assert reviewed.lost == 0
        else:
            starts = guesses(view, random.Random(f"review/{reviewed.number}"))
            playout = Playout(0, HardCartographer().weights)
            decisions = [reviewed.better, reviewed.chosen]
            better, chosen = played_on(view, decisions, starts, DEPTH, playout)
            assert reviewed.lost == max(0.0, better - chosen)
            costly += reviewed.lost > 0
        replayed.apply(reviewed.chosen)
    assert costly


def test_a_playout_draws_exactly_what_the_game_draws():
    """The play-out's short cut (shapes and monsters drawn straight on the bitboards,
    the decision built only when chosen) leaves the sheet the engine leaves, in the
    order the game lists the decisions."""
    from cartografove.rules.preview import effect as engine_effect
    from cartografove.rules.preview import effects_of

    checked: set[Ask] = set()
    wanted = {Ask.DRAW, Ask.MONSTER}
    for seed in range(30):
        game = Game(Setup(names(3), seed, "C"))
        while game.pending is not None and checked != wanted:
            pending = game.pending
            if pending.ask in wanted - checked:
                legal = game.legal_decisions()
                sheet = game.sheets[pending.sheet]
                found = list(effects_of(sheet, pending, legal))
                assert len(found) == len(legal)
                for decision, after in zip(legal, found, strict=True):
                    assert after == engine_effect(sheet, pending, decision)
                checked.add(pending.ask)
            game.apply(game.legal_decisions().sample(random.Random(seed)))
        if checked == wanted:
            break
    assert checked == wanted


def test_a_play_out_judges_its_end_by_the_yardstick_of_that_moment():
    """One play-out object serves every guess, and keeps the yardstick per moment:
    guesses that bring different ambushes must not share one, because the
    ambushes still to come (whose landings it prices) differ."""
    from cartografove.bots.players import ExpertCartographer
    from cartografove.bots.search import Playout

    game = Game(Setup(names(1), 5, "D"))
    view = view_of(game)
    bot = ExpertCartographer(5)
    ambushes = [card for card, _ in next_cards(view) if card in view.ambush_cards]
    assert len(ambushes) > 1
    decision = bot.choose(view)
    playout = Playout(0, bot.weights)
    for ambush in ambushes:
        start = view.game.redealt(guess_cards(view, random.Random(ambush), first=ambush)[:2])
        start.apply(decision)
        playout.play_on(start)
        assert ambush in start.ambushes
        assert playout.weights(start) == bot.weights(view_of(start))
