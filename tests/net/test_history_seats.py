"""A network game in this computer's history marks the seats its computer
cartographers played (issue 25), found by the key that claimed each seat."""

from __future__ import annotations

from types import SimpleNamespace

from nacl.signing import SigningKey

from cartografove.net.protocol import public_key
from cartografove.net.seat import Player
from cartografove.net.table import Seat
from cartografove.records.history import History
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import autoplay


def test_the_hosts_computers_are_marked_in_its_history(own_data_dir):
    person, bot, stranger = (public_key(SigningKey.generate()) for _ in range(3))
    game = autoplay(Game(Setup(players=("Ada", "Jorek the Surveyor", "Bea"), seed=5)), seed=1)
    table = SimpleNamespace(
        real_game=lambda: game,
        seats={
            0: Seat("Ada", person),
            1: Seat("Jorek the Surveyor", bot),
            2: Seat("Bea", stranger),
        },
    )
    history = History()
    player = Player(
        js=None,  # type: ignore[arg-type]  # nothing is sent
        game_id="G1",
        name="Ada",
        key=SigningKey.generate(),
        choose=lambda _game: None,
        history=history,
        computers={bot: "hard"},
    )
    player._keep(table)  # type: ignore[arg-type]
    (entry,) = history.entries().entries
    assert entry.computers == {1: "hard"}
