"""Nothing finished is only on disk (issue 21): a finished game left as an autosave is
recorded at the next start, and a chapter's game that no longer fits is kept."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cartografove.records.campaign_book import CampaignBook
from cartografove.records.history import History, game_key
from cartografove.records.recovery import record_forgotten
from cartografove.records.unfinished import UnfinishedGames, progress_meta
from cartografove.rules.game import Game
from cartografove.rules.save import load_game, write_save
from cartografove.rules.setup import Setup
from tests.random_play import autoplay
from tests.waits import HANG_S

ROOT = Path(__file__).resolve().parents[2]


def test_a_finished_autosave_goes_into_the_history_and_its_campaign(solo_game):
    book = CampaignBook()
    campaign = book.create("Ann", chapters=1)
    chapter = autoplay(Game(campaign.setup(0)), seed=5)
    games = UnfinishedGames()
    ongoing = games.new_path()
    write_save(ongoing, Game(solo_game.setup), meta=progress_meta(Game(solo_game.setup)))
    for game in (chapter, solo_game):
        write_save(games.new_path(), game, meta={**progress_meta(game), "hints": 2})
    recorded = record_forgotten(games)
    assert len(recorded) == 2 and not any(r.failures for r in recorded)
    keys = {e.key for e in History().entries().entries}
    assert keys == {game_key(g.setup, g.decisions) for g in (chapter, solo_game)}
    attempts = book.load(campaign.id).chapters[0].attempts
    assert [(a.history, a.hints) for a in attempts] == [
        (game_key(chapter.setup, chapter.decisions), 2)
    ]
    assert list(games.folder.iterdir()) == [ongoing]  # the game in progress stays
    assert record_forgotten(games) == ()


def test_an_autosave_that_cannot_be_recorded_stays(solo_game, monkeypatch):
    games = UnfinishedGames()
    path = games.new_path()
    write_save(path, solo_game, meta=progress_meta(solo_game))

    def full(*_args: object, **_kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(History, "record", full)
    (recorded,) = record_forgotten(games)
    assert recorded.failures and path.exists()


def test_a_chapters_game_that_no_longer_fits_is_kept_as_an_unfinished_game():
    book = CampaignBook()
    campaign = book.create("Ann", chapters=2)
    other = Game(Setup(players=("Ann",), seed=7, side="D"))
    write_save(book.attempt_path(campaign, 0), other, meta=progress_meta(other))
    chapter = book.play(campaign, 0)
    assert chapter.kept is not None and not chapter.resumed
    assert chapter.game.setup == campaign.setup(0)
    (kept,) = UnfinishedGames().games().games
    assert kept.path == chapter.kept
    assert load_game(kept.path)[0].setup == other.setup


CRASHING_PLAYER = """
import os, signal, sys
from cartografove.records.finished import record_finished
from cartografove.records.history import game_key
from cartografove.records.unfinished import UnfinishedGames, progress_meta
from cartografove.rules.game import Game
from cartografove.rules.save import write_save
from cartografove.rules.setup import Setup
from tests.random_play import autoplay

games = UnfinishedGames()
print("ready", flush=True)
seed = int(sys.argv[1])
while True:  # the window's end of a game: the final autosave, then the records
    seed += 1
    game = autoplay(Game(Setup(players=("Ann",), seed=seed, side="C")), seed=seed)
    path = games.new_path()
    write_save(path, game, meta=progress_meta(game))
    print(game_key(game.setup, game.decisions), flush=True)
    if sys.argv[2] == "now":
        os.kill(os.getpid(), signal.SIGKILL)  # between the final autosave and the history
    recorded = record_finished(game)
    if not recorded.failures:
        games.delete(path)
"""


def _player(home: Path, seed: int, when: str) -> subprocess.Popen[str]:
    env = {**os.environ, "KARTOGRAFOVE_HOME": str(home), "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-c", CRASHING_PLAYER, str(seed), when],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
def test_a_game_killed_between_its_final_autosave_and_the_history_is_recorded_next_start(
    user_home,
):
    player = _player(user_home, 100, "now")
    out, _ = player.communicate(timeout=HANG_S)
    assert player.returncode == -signal.SIGKILL
    key = out.split()[-1]
    assert key not in {e.key for e in History().entries().entries}
    record_forgotten(UnfinishedGames())  # the next start
    assert key in {e.key for e in History().entries().entries}
    assert UnfinishedGames().games().games == ()


KILLS = 8


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
def test_every_finished_game_survives_kills_at_random_moments(user_home):
    rng = random.Random(21)
    finished: set[str] = set()
    for run in range(KILLS):
        player = _player(user_home, 1000 * run, "later")
        assert player.stdout is not None and player.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.05, 0.4))
        player.send_signal(signal.SIGKILL)
        out, _ = player.communicate()
        finished |= set(out.split())
        record_forgotten(UnfinishedGames())  # the next start
        assert finished <= {e.key for e in History().entries().entries}
        assert UnfinishedGames().games().games == ()
