"""The season digest is made of integers in a documented order: a fixed game's
digests are stored here, so a change of a class, a field or its order that would
make two versions disagree fails this test instead of a game between them."""

from __future__ import annotations

import dataclasses
import hashlib

from cartografove.net.digest import digest, season_digest
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.events import SeasonScored
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import autoplay

GOLDEN = [
    "d6c32fd89e29510cdc829f7ea29164f1f7125a1e2fc5b39c80ccc6648b8fb344",
    "9bb7b1003f7187facd676d885e2696f9945a2c7f925879429c802bab01a4654b",
    "9b4c8b85c3f88d7d724afdfb5ba0bbde87a6e58590d44748eee14be2f350a50b",
    "ac95d17b6c1ebbc06bd1ad1d77193e90f8890ee396bb112f4f423708549693c9",
]


def fixed_game() -> Game:
    return autoplay(Game(Setup(players=("Ann", "Bob", "Cyril"), seed=2024, side="C")), seed=5)


def test_the_digests_of_a_fixed_game_are_the_stored_ones() -> None:
    game = fixed_game()
    assert [season_digest(game, season) for season in range(4)] == GOLDEN


def test_the_digest_is_the_documented_bytes() -> None:
    """What docs/PROTOCOL.md says, written out: another program computes the same."""
    sheet = Sheet.blank("C")
    sheet = sheet._replace(farm=0b101, shape_coins=2)
    expected = bytearray(b"kartografove-digest-1") + bytes([0, 1])
    boards = [sheet.mountains, sheet.wasteland, sheet.ruins, 0, 0, 0b101, 0, 0, 0]
    boards += [0, 0, 0, 0, 0, 0]
    for board in boards:
        expected += board.to_bytes(16, "big")
    expected += sheet.coin_track.to_bytes(4, "big") + (2).to_bytes(4, "big")
    assert digest(0, [sheet], [[]]) == hashlib.sha256(bytes(expected)).hexdigest()


def test_every_space_and_point_counts() -> None:
    game = fixed_game()
    before = season_digest(game, 3)
    scored = next(e for e in game.events if isinstance(e, SeasonScored) and e.season == 3)
    sheet = scored.sheets[1]
    changed = list(scored.sheets)
    changed[1] = sheet._replace(destroyed=sheet.destroyed ^ 1 << 60)
    scores = [list(player) for player in game.scores]
    assert digest(3, changed, scores) != before
    assert digest(3, scored.sheets, scores) == before
    scores[2][3] = dataclasses.replace(scores[2][3], coins=scores[2][3].coins + 1)
    assert digest(3, scored.sheets, scores) != before
