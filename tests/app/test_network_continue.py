"""Network games in progress in the lists to continue, and dropping one (issue 16,
"Nothing lost"). No network here: the records alone (taking a game up again is
played in tests/app/test_network_windows.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from cartografove.app.main import first_screen
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.net.host import Host
from cartografove.net.ongoing import OngoingGames
from cartografove.net.server.place import Place
from cartografove.net.terms import Terms
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup

PLACE = Place("nats://127.0.0.1:4333", "0123456789", False, "127.0.0.1", 4333, True, "127.0.0.1")


def record_games() -> tuple[Path, Path]:
    """A game hosted here (Ada, with a computer cartographer), one joined (Bea);
    the joined one was played last."""
    records = OngoingGames()
    hosted = records.keep_hosted(
        Host(None, "0A1B2C3D", 3, Terms.new(side="D")),  # type: ignore[arg-type]
        PLACE,
        "Ada",
        [("Computer 1", "easy")],
    )
    records.played(hosted, ["Ada", "Bea", "Computer 1"], "D", 1)
    joined = records.keep_joined(PLACE.code("11223344", "ab" * 32), "11223344", "Bea")
    records.played(joined, ["Cyril", "Bea"], "C", 0)
    return hosted, joined


@pytest.fixture
def window(app, qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    return window


def listed(window: MainWindow) -> list[tuple[str, str, bool]]:
    items = window.welcome.unfinished
    return [
        (
            items.item(i).data(Qt.ItemDataRole.UserRole),
            items.item(i).text(),
            bool(items.item(i).data(window.welcome.NETWORK_ROLE)),
        )
        for i in range(items.count())
    ]


def test_network_games_in_progress_are_listed_with_the_others_and_say_which_they_are(window):
    window.start(Game(Setup(players=("Dana",), seed=1)))
    on_screen = window.autosave
    window.start(Game(Setup(players=("Emil",), seed=2)))  # Dana's game is to continue now
    hosted, joined = record_games()
    window.refresh_unfinished()
    rows = listed(window)
    assert [(path, network) for path, _, network in rows] == [
        (str(joined), True),
        (str(hosted), True),
        (str(on_screen), False),
    ]
    assert rows[0][1].startswith("Network game joined · Cyril, Bea · sheet C")
    assert rows[1][1].startswith("Network game hosted here · Ada, Bea, Computer 1 · sheet D")
    window.fill_continue()
    assert [a.text() for a in window.menus.continue_menu.actions()] == [text for _, text, _ in rows]


def test_forgetting_a_network_game_drops_it_and_nothing_else(window, monkeypatch):
    window.start(Game(Setup(players=("Dana",), seed=1)))
    autosave = window.autosave
    hosted, joined = record_games()
    answers = iter([QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: next(answers))
    window.welcome.forget_requested.emit(str(hosted))  # "No": kept
    assert hosted.exists()
    window.welcome.forget_requested.emit(str(hosted))
    assert not hosted.exists()
    assert joined.exists() and autosave is not None and autosave.exists()
    assert [path for path, _, _ in listed(window)] == [str(joined)]


def test_the_start_offers_the_network_game_played_last(window, monkeypatch):
    _, joined = record_games()
    asked: list[str] = []
    continued: list[Path] = []

    def question(_parent, _title, text, *_args, **_kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(window, "continue_game", continued.append)
    first_screen(window)
    assert "network game is in progress" in asked[0] and "Cyril, Bea" in asked[0]
    assert continued == [joined]


def test_a_damaged_record_is_reported_at_the_start_and_set_aside(window, monkeypatch):
    hosted, joined = record_games()
    hosted.write_text("{ cut off", "utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    first_screen(window)
    assert len(warnings) == 1 and "network game" in warnings[0] and ".corrupt" in warnings[0]
    assert hosted.with_name(hosted.name + ".corrupt").exists() and not hosted.exists()
    assert [path for path, _, _ in listed(window)] == [str(joined)]


def test_a_game_the_command_line_hosts_is_not_offered_in_the_app(window):
    """``cartografove host`` plays no seat here: nothing to show on a play screen."""
    OngoingGames().keep_hosted(Host(None, "0A1B2C3D", 2, Terms.new(side="C")), PLACE)  # type: ignore[arg-type]
    window.refresh_unfinished()
    assert listed(window) == []


def test_a_game_on_a_server_with_accounts_is_taken_up_with_its_credentials(app):
    from cartografove.app.network.resume import resume_plan

    records = OngoingGames()
    host = Host(None, "0A1B2C3D", 2, Terms.new())  # type: ignore[arg-type]
    hosted = records.keep_hosted(host, PLACE, "Ada", credentials="/home/ada/ada.creds")
    joined = records.keep_joined(
        PLACE.code("11223344", "ab" * 32), "11223344", "Bea", "/home/bea/b.creds"
    )
    assert resume_plan(records.read(hosted)).credentials == "/home/ada/ada.creds"
    assert resume_plan(records.read(joined)).credentials == "/home/bea/b.creds"


def test_a_hosted_game_that_lost_its_secrets_says_so_instead_of_waiting(app, qtbot):
    """Its record without the seed and key used to start a host that could never
    come back, and the dialog waited for ever (issue 21)."""
    import json

    from cartografove.app.network.resume import ResumeDialog

    hosted, _ = record_games()
    document = json.loads(hosted.read_bytes())
    del document["key"], document["secret"]
    hosted.write_text(json.dumps(document))
    game = OngoingGames().read(hosted)
    assert not game.secrets_kept
    dialog = ResumeDialog(game)
    qtbot.addWidget(dialog)
    dialog.begin()
    assert dialog.link is None  # nothing started
    assert "lost the host's secrets" in dialog.problem.text()
    assert not dialog.problem.isHidden() and not dialog.forget_button.isHidden()
    assert dialog.again_button.isHidden()
