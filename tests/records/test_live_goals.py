"""The chapter's goal during play (issue 24): each condition's state so far is
honest — once said met or lost it stays so, and the finished game is judged exactly
as the chapter judges it."""

from __future__ import annotations

import pytest

from cartografove.records.journey.chapters import Condition, journey
from cartografove.records.journey.live_goals import condition_now, goal_now
from cartografove.rules.cards import catalog
from cartografove.rules.game import Game
from tests.random_play import RandomCartographer
from tests.rules.helpers import play_until

CHAPTERS = journey().chapters


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[c.id for c in CHAPTERS])
def test_what_is_said_during_play_holds_to_the_end(chapter):
    game = Game(chapter.setup("Ann"))
    bot = RandomCartographer(CHAPTERS.index(chapter))
    settled: dict[tuple[int, int], str] = {}
    while not game.over:
        for star in goal_now(chapter, game):
            for index, found in enumerate(star.conditions):
                key = (star.number, index)
                if key in settled:
                    assert found.state == settled[key], (found.condition, game.season)
                elif found.state != "open":
                    settled[key] = found.state
        game.apply(bot.choose(game))
    stars = goal_now(chapter, game)
    for star in stars:
        assert star.state in ("met", "lost")
        for index, found in enumerate(star.conditions):
            assert found.state == ("met" if found.condition.met(game) else "lost")
            assert settled.get((star.number, index), found.state) == found.state
    earned = next((s.number - 1 for s in stars if s.state == "lost"), len(stars))
    assert earned == chapter.stars_of(game)
    assert game.result is not None
    if chapter.solo:
        rating = next(c for s in stars for c in s.conditions if c.condition.kind == "rating")
        assert rating.now == game.result.solo.rating


def test_the_figures_so_far():
    chapter = CHAPTERS[3]  # mountain tolls: coins
    game = Game(chapter.setup("Ann"))
    start = {(s.number, c.condition.kind): c for s in goal_now(chapter, game) for c in s.conditions}
    values = sum(catalog().scoring[card].solo_value for card in game.edicts)
    assert start[1, "rating"].now == -values and start[1, "rating"].state == "open"
    assert start[2, "coins"].now == 0 and start[2, "coins"].short == 5
    spring = play_until(game, lambda g: g.scored == 1, seed=3)
    rating = condition_now(Condition(rating=0), spring)
    assert rating.now == spring.total(0) - values
    assert rating.short == max(0, values - spring.total(0))
    monsters = condition_now(Condition(no_monsters=True), spring)
    lost = spring.scores[0][0].monster_penalty
    assert (monsters.state, monsters.now) == ("lost" if lost else "open", lost)
    edict = condition_now(Condition(edict="A"), spring)
    first = spring.scores[0][0].edicts[0]
    assert first.letter == "A" and edict.now == 1 and edict.left == 1
    assert edict.state == ("lost" if first.points == 0 else "open")
    if edict.state == "open":  # summer scores B and C: nothing to say about A now
        assert edict.if_now is None


def test_once_a_hint_is_taken_every_star_is_lost_and_the_game_is_compared():
    """Issue 32: the panel says no star can come of a hinted game, as the chapter
    judges it; and a chapter's or a week's deal is known to be compared."""
    from datetime import UTC, datetime

    from cartografove.records.journey.fair import compared
    from cartografove.records.journey.weekly import deal_of, week_of
    from cartografove.rules.setup import Setup

    chapter = CHAPTERS[0]
    game = Game(chapter.setup("Ann"))
    assert all(star.state != "lost" for star in goal_now(chapter, game))
    game.note_hint()
    assert all(star.state == "lost" for star in goal_now(chapter, game))
    now = datetime(2026, 12, 7, 9, tzinfo=UTC)
    assert compared(chapter.setup("Bea")) == "journey"
    assert compared(deal_of(week_of(now)).setup("Bea"), now) == "week"
    assert compared(Setup(("Bea",), 5)) is None
