"""Two processes writing one data folder at once lose nothing (issue 21): each change
of a campaign or the history is read, changed and written back under the records
lock (cartografove.locks)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cartografove.records.campaign_book import CampaignBook
from tests.waits import HANG_S, line_from

ROOT = Path(__file__).resolve().parents[2]
ATTEMPTS = 15

WRITER = """
import sys, time
from pathlib import Path
from cartografove.records.campaign_book import CampaignBook
from cartografove.records.finished import record_finished
from cartografove.rules.game import Game
from tests.random_play import autoplay

campaign_id, first, go = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])
book = CampaignBook()
campaign = book.load(campaign_id)
games = [autoplay(Game(campaign.setup(0)), seed=first + n) for n in range({attempts})]
print("ready", flush=True)
while not go.exists():
    time.sleep(0.005)
for game in games:
    recorded = record_finished(game, book=book)
    assert not recorded.failures, recorded.failures
"""


def test_two_processes_recording_campaign_attempts_keep_every_one(user_home, tmp_path):
    book = CampaignBook()
    campaign = book.create("Ann", chapters=2)
    go = tmp_path / "go"
    env = {**os.environ, "KARTOGRAFOVE_HOME": str(user_home), "PYTHONPATH": str(ROOT)}
    script = WRITER.format(attempts=ATTEMPTS)
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", script, campaign.id, str(first), str(go)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            text=True,
        )
        for first in (1000, 2000)
    ]
    # both have played their games and wait for the go: they record at once
    assert [line_from(writer, "a writer") for writer in writers] == ["ready", "ready"]
    go.touch()
    assert [writer.wait(timeout=HANG_S) for writer in writers] == [0, 0]
    attempts = book.load(campaign.id).chapters[0].attempts
    assert len(attempts) == 2 * ATTEMPTS
    assert len({a.history for a in attempts}) == 2 * ATTEMPTS
    from cartografove.records.history import History

    assert len(History().entries().entries) == 2 * ATTEMPTS
