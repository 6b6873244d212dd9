"""Records tests: a private user folder per test, and finished games to record."""

from __future__ import annotations

import pytest

from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import autoplay


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Campaigns, history and saves go to a temporary folder, never the real home."""
    home = tmp_path / "home"
    monkeypatch.setenv("KARTOGRAFOVE_HOME", str(home))
    return home


def finished(setup: Setup, seed: int = 0) -> Game:
    """A finished game: random legal decisions from the first card to the end."""
    return autoplay(Game(setup), seed=seed)


@pytest.fixture(scope="session")
def solo_game() -> Game:
    return finished(Setup(players=("Ann",), seed=11, side="C"), seed=1)


@pytest.fixture(scope="session")
def duel_game() -> Game:
    return finished(Setup(players=("Ann", "Ben"), seed=12, side="D"), seed=2)
