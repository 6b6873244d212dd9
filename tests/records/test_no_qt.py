"""The records are pure Python, like the rules (ARCHITECTURE "Boundaries"): a script, a
test or a server can read campaigns and history without Qt."""

import subprocess
import sys
from pathlib import Path

from tests.test_boundaries import imported_modules

RECORDS = Path(__file__).resolve().parents[2] / "cartografove" / "records"


def test_the_records_import_no_qt():
    files = list(RECORDS.rglob("*.py"))
    assert len(files) >= 5
    for path in files:
        qt = {m for m in imported_modules(path) if m.split(".")[0] in {"PySide6", "shiboken6"}}
        assert not qt, f"{path.name} imports {qt}"


def test_the_records_work_without_qt_loaded(tmp_path):
    code = (
        "import sys\n"
        "from cartografove.records.campaign_book import CampaignBook\n"
        "from cartografove.records.history import History\n"
        "from cartografove.records.library import SavedGames\n"
        "from cartografove.records.replay import ReplayFrames\n"
        "from tests.random_play import autoplay\n"
        "book = CampaignBook()\n"
        "campaign = book.create('Ann', 1)\n"
        "game = autoplay(book.play(campaign, 0).game)\n"
        "book.record(game)\n"
        "History().record(game)\n"
        "SavedGames().save('x', game)\n"
        "ReplayFrames(game.setup, game.decisions)\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'\n"
    )
    env = {"KARTOGRAFOVE_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    subprocess.run([sys.executable, "-c", code], check=True, cwd=RECORDS.parents[1], env=env)
