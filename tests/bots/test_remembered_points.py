"""The bots weigh maps with the points-only path (``scoring.points``: counted without
explanation, remembered by the layers a card reads). Every level must decide exactly
as it does with the full scoring the app shows (issue 27: the speed-up may not change
the strength of any level)."""

from __future__ import annotations

import pytest

from cartografove.bots import LEVELS, autoplay, make, view_of
from cartografove.bots import values as bot_values
from cartografove.rules.game import Game
from cartografove.rules.rule_set import RuleSet, RulesOptions
from cartografove.rules.scoring import points as remembered
from cartografove.rules.scoring import score
from cartografove.rules.setup import Setup

DEALS = {
    "solo": Setup(("P1",), 3),
    "three players": Setup(("P1", "P2", "P3"), 4),
    "hero wildcard": Setup(
        ("P1", "P2"), 6, rules=RuleSet.combined(), options=RulesOptions(hero_wildcard=True)
    ),
}


def positions(setup: Setup, count: int) -> list[Game]:
    """``count`` positions spread over a game played by medium players."""
    played = autoplay(Game(setup), seed=setup.seed, levels=("medium",))
    step = len(played.decisions) // count
    return [Game.replay(setup, played.decisions[: n * step + 1]) for n in range(count)]


def full_scoring(card: str, sheet: object, *, hero_wildcard: bool = False) -> int:
    return score(card, sheet, hero_wildcard=hero_wildcard).points  # type: ignore[arg-type]


# The players that think longest are asked at fewer positions (and expert, whose
# thinking is hard's looked at further, alone).
CASES = [
    (level, deal)
    for level in sorted(LEVELS)
    for deal in sorted(DEALS)
    if level != "expert" or deal == "solo"
]


@pytest.mark.slow
@pytest.mark.parametrize(("level", "deal"), CASES)
def test_every_level_decides_as_with_the_full_scoring(
    level: str, deal: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    setup = DEALS[deal]
    games = positions(setup, 2 if level in ("hard", "expert") else 8)
    bot = make(level, 7)
    remembered.forget()
    fast = [bot.choose(view_of(game)) for game in games]
    monkeypatch.setattr(bot_values, "points", full_scoring)
    assert [bot.choose(view_of(game)) for game in games] == fast
