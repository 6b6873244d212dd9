"""Move-by-move frames of a finished game are the game replayed to that move."""

from __future__ import annotations

import pytest

from cartografove.records.replay import ReplayFrames
from cartografove.rules.game import Game, IllegalDecision


@pytest.mark.parametrize("game_name", ["solo_game", "duel_game"])
def test_every_frame_is_the_game_replayed_to_that_move(request, game_name):
    game = request.getfixturevalue(game_name)
    frames = ReplayFrames(game.setup, game.decisions)
    assert len(frames) == len(game.decisions) + 1 == frames.moves + 1
    for k in range(len(frames)):
        expected = Game.replay(game.setup, game.decisions[:k])
        frame = frames.frame(k)
        assert frame.move == k
        assert tuple(frame.sheets) == expected.sheets
        assert tuple(tuple(s) for s in frame.scores) == expected.scores
        assert frame.season == expected.season
        assert frame.over == expected.over
    assert frames.frame(0).decision is None and frames.frame(0).changed == 0
    assert frames.frame(10**6).move == frames.moves  # clamped
    assert frames.game.result == game.result


def test_a_frame_knows_the_move_and_what_it_drew(solo_game):
    frames = ReplayFrames(solo_game.setup, solo_game.decisions)
    first = frames.frame(1)
    assert first.decision == solo_game.decisions[0]
    assert first.asked is not None and first.asked.player == 0
    assert first.changed and first.changed & frames.frame(0).sheets[0].filled == 0


def test_decisions_that_are_not_a_game_are_refused(solo_game):
    decisions = list(solo_game.decisions)
    decisions[3] = decisions[2]
    with pytest.raises(IllegalDecision, match="decision 4"):
        ReplayFrames(solo_game.setup, decisions)


def test_each_frame_says_whether_its_move_was_hinted(solo_game):
    frames = ReplayFrames(solo_game.setup, solo_game.decisions, {0, 3})
    assert [frames.frame(m).hinted for m in range(5)] == [False, True, False, False, True]
    assert frames.game.hinted == {0, 3}
