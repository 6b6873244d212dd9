"""A server other than this computer (issue 16): remembered in the settings, a
NATS credentials file for servers with accounts, both checked in the dialogs
before anything starts, and the credentials given to every connection."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from cartografove.app.i18n import switch_language
from cartografove.app.network import hosting as hosting_module
from cartografove.app.network import worker as worker_module
from cartografove.app.network.dialogs.host_dialog import HostDialog
from cartografove.app.network.dialogs.join_dialog import JoinDialog
from cartografove.app.network.hosting import Hosting
from cartografove.app.network.link import NetLink, Plan
from cartografove.app.network.remote import credentials_problem, server_problem
from cartografove.app.settings import (
    NetServer,
    Settings,
    SettingsDamage,
    load_settings,
    parse_settings,
    save_settings,
    settings_path,
    to_bytes,
)
from cartografove.app.window.main_window import MainWindow
from cartografove.net import link as net_link
from cartografove.net.joincode import Invitation, encode

ADDRESS = "tls://s3cr3t@games.example.org:4222"
CREDS = """-----BEGIN NATS USER JWT-----
eyJ0eXAiOiJKV1QiLCJhbGciOiJlZDI1NTE5LW5rZXkifQ.e30.c2ln
------END NATS USER JWT------

-----BEGIN USER NKEY SEED-----
SUAEXAMPLEEXAMPLEEXAMPLEEXAMPLEEXAMPLEEXAMPLEEXAMPLEEXAMPL
------END USER NKEY SEED------
"""
CODE = encode(Invitation("games.example.org", 4222, "abcdef12", "s3cr3t", True, "0f" * 8))


@pytest.fixture
def creds(tmp_path: Path) -> Path:
    path = tmp_path / "ann.creds"
    path.write_text(CREDS, encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    switch_language("en")


# --- settings ----------------------------------------------------------------------


def test_the_server_choice_is_remembered(app, creds):
    chosen = NetServer(
        own=False, address=ADDRESS, credentials=str(creds), join_credentials="~/bea.creds"
    )
    save_settings(Settings(network=chosen))
    loaded, message = load_settings()
    assert message is None
    assert loaded.network == chosen
    assert Settings().network == NetServer(own=True, address="", credentials="")


@pytest.mark.parametrize(
    ("network", "field"),
    [
        ({"address": "ftp://games.example.org"}, "address"),
        ({"address": "nats://games example.org"}, "address"),
        ({"own": "yes"}, "own"),
        ({"credentials": 5}, "credentials"),
        ({"join_credentials": "x" * 5000}, "join_credentials"),
        ("tls://games.example.org", "network"),
    ],
)
def test_a_damaged_server_choice_is_named_and_the_defaults_used(app, network, field):
    document = json.loads(to_bytes(Settings()))
    document["network"] = network
    raw = json.dumps(document).encode()
    with pytest.raises(SettingsDamage, match=rf"network(\.{field})?\b"):
        parse_settings(raw)
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_bytes(raw)
    loaded, message = load_settings()
    assert loaded == Settings()
    assert message is not None and "damaged" in message


# --- the checks --------------------------------------------------------------------


@pytest.mark.parametrize(
    "address",
    [ADDRESS, "nats://tok@10.0.0.5:4222", "games.example.org", "nats://h:4222/", "tls://h"],
)
def test_a_server_address(app, address):
    assert server_problem(address) is None


@pytest.mark.parametrize(
    "address",
    ["", "ftp://h:21", "nats://", "nats://h:99999", "nats://h:0", "nats://a b", "nats://h/x"],
)
def test_not_a_server_address(app, address):
    problem = server_problem(address)
    assert problem is not None and "nats://TOKEN@server:4222" in problem


def test_a_credentials_file_is_read_before_anything_starts(app, creds, tmp_path):
    assert credentials_problem(str(creds)) is None
    missing = tmp_path / "gone.creds"
    assert credentials_problem(str(missing)) == (
        f"The credentials file {missing} does not exist or cannot be read."
    )
    assert "does not exist" in (credentials_problem(str(tmp_path)) or "")  # a folder
    other = tmp_path / "notes.txt"
    other.write_text("hello", encoding="utf-8")
    assert "is not a NATS credentials file" in (credentials_problem(str(other)) or "")
    switch_language("cs")
    assert "does not exist" not in (credentials_problem(str(missing)) or "does not exist")


# --- the Host dialog ---------------------------------------------------------------


def test_the_host_dialog_is_filled_with_the_remembered_server(qtbot, app, creds):
    dialog = HostDialog("Ann", None, NetServer(own=False, address=ADDRESS, credentials=str(creds)))
    qtbot.addWidget(dialog)
    assert dialog.other.isChecked() and not dialog.server.isHidden()
    assert (dialog.server.text(), dialog.credentials.text()) == (ADDRESS, str(creds))
    plan = dialog.plan()
    assert (plan.server, plan.credentials) == (ADDRESS, str(creds))
    assert dialog.check() is None
    assert dialog.server_choice() == NetServer(own=False, address=ADDRESS, credentials=str(creds))
    dialog.own.setChecked(True)  # this computer: the other server stays one click away
    assert dialog.server.isHidden() and dialog.credentials.isHidden()
    assert (dialog.plan().server, dialog.plan().credentials) == ("", "")
    assert dialog.server_choice() == NetServer(own=True, address=ADDRESS, credentials=str(creds))


def test_the_host_dialog_refuses_a_missing_credentials_file(qtbot, app, tmp_path):
    missing = tmp_path / "gone.creds"
    dialog = HostDialog("Ann", None, NetServer(own=False, address=ADDRESS))
    qtbot.addWidget(dialog)
    dialog.credentials.line.setText(str(missing))
    dialog.host()
    assert dialog.link is None and dialog.used is None
    assert dialog.problem.text() == (
        f"The credentials file {missing} does not exist or cannot be read."
    )
    assert dialog.host_button.isEnabled()
    dialog.server.setText("ftp://games.example.org")
    dialog.host()
    assert dialog.link is None and "nats://TOKEN@server:4222" in dialog.problem.text()


def test_hosting_remembers_the_server_it_started_with(qtbot, app, creds, monkeypatch):
    """The dialog's choice goes into the settings file once hosting started with
    it (the connection itself is not made here)."""
    monkeypatch.setattr(NetLink, "start", lambda self: None)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    plans: list[Plan] = []

    def run(dialog: HostDialog) -> int:
        dialog.other.setChecked(True)
        dialog.server.setText(ADDRESS)
        dialog.credentials.line.setText(str(creds))
        dialog.host()
        assert dialog.link is not None
        plans.append(dialog.link.plan)
        dialog.reject()
        return 0

    monkeypatch.setattr(HostDialog, "exec", run)
    window.networking().host_game()
    assert (plans[0].server, plans[0].credentials) == (ADDRESS, str(creds))
    remembered = NetServer(own=False, address=ADDRESS, credentials=str(creds))
    assert window.settings.network == remembered
    assert load_settings()[0].network == remembered

    # New Game's table is hosted there too, with the credentials
    monkeypatch.setattr(HostDialog, "exec", lambda dialog: plans.append(dialog.link.plan) or 0)
    window.networking().host_game(Plan(name="Ann", players=2))
    assert (plans[1].server, plans[1].credentials) == (ADDRESS, str(creds))


# --- the Join dialog ---------------------------------------------------------------


def test_the_join_dialog_passes_the_credentials_file(qtbot, app, creds, monkeypatch):
    monkeypatch.setattr(NetLink, "start", lambda self: None)
    plain = JoinDialog("Bea", browse=False)
    qtbot.addWidget(plain)
    assert not plain.needs_credentials.isChecked()
    assert plain.credentials.isHidden()  # a rare need: out of the way until asked for
    dialog = JoinDialog("Bea", browse=False, credentials=str(creds))
    qtbot.addWidget(dialog)
    assert dialog.needs_credentials.isChecked() and not dialog.credentials.isHidden()
    dialog.code.setText(CODE)
    dialog.join()
    assert dialog.link is not None and dialog.link.plan.credentials == str(creds)
    assert dialog.used_credentials == str(creds)
    dialog.reject()


def test_joining_remembers_the_credentials_file(qtbot, app, creds, monkeypatch):
    monkeypatch.setattr(NetLink, "start", lambda self: None)
    monkeypatch.setattr(JoinDialog, "look", lambda self: None)  # no zeroconf here
    window = MainWindow(Settings())
    qtbot.addWidget(window)

    def run(dialog: JoinDialog) -> int:
        dialog.code.setText(CODE)
        dialog.needs_credentials.setChecked(True)
        dialog.credentials.line.setText(str(creds))
        dialog.join()
        dialog.reject()
        return 0

    monkeypatch.setattr(JoinDialog, "exec", run)
    window.networking().join_game()
    assert window.settings.network == NetServer(join_credentials=str(creds))
    assert load_settings()[0].network.join_credentials == str(creds)
    seen: list[str] = []
    monkeypatch.setattr(
        JoinDialog, "exec", lambda dialog: seen.append(dialog.credentials.text()) or 0
    )
    window.networking().join_game()  # the next time, it is there already
    assert seen == [str(creds)]


def test_the_join_dialog_refuses_a_missing_credentials_file(qtbot, app, tmp_path, monkeypatch):
    monkeypatch.setattr(NetLink, "start", lambda self: None)
    dialog = JoinDialog("Bea", browse=False)
    qtbot.addWidget(dialog)
    dialog.code.setText(CODE)
    dialog.needs_credentials.setChecked(True)
    dialog.credentials.line.setText(str(tmp_path / "gone.creds"))
    dialog.join()
    assert dialog.link is None
    assert "does not exist or cannot be read" in dialog.problem.text()
    assert dialog.join_button.isEnabled()


# --- the link ----------------------------------------------------------------------


def test_every_connection_the_link_makes_carries_the_credentials(app, monkeypatch):
    calls: list[tuple[str, str | None, str | None]] = []

    async def connect(
        url: str,
        token: str | None = None,
        *,
        user=None,
        credentials=None,
        timeout=5.0,
        on_error=None,
    ):
        calls.append((url, token, credentials))
        raise net_link.JoinError("not here")

    # where the link's connections are made: the host's permission probe goes first
    for user in (net_link, hosting_module, worker_module):
        monkeypatch.setattr(user, "connect", connect)
    hosting = Hosting(Plan(name="Ann", players=2, server=ADDRESS, credentials="/c/ann.creds"))
    with pytest.raises(net_link.JoinError):
        asyncio.run(hosting.open())
    joining = NetLink(Plan(name="Bea", code=CODE, credentials="/c/bea.creds"))
    with pytest.raises(net_link.JoinError):
        asyncio.run(joining.worker._seats())
    assert calls == [
        ("tls://games.example.org:4222", "s3cr3t", "/c/ann.creds"),
        ("tls://games.example.org:4222", "s3cr3t", "/c/bea.creds"),
    ]


def test_a_join_code_of_another_version_says_who_must_update(qtbot, app):
    """A code from before the code had a version (its first byte, the kind, is 0 to 2)
    waited for ever as "Connecting…"; now the dialog says the host must update."""
    from cartografove.net.joincode import _to_base32
    from cartografove.records.codes import check_character, display_code

    older = _to_base32(bytes([0, 10, 0, 0, 7, 0x9C, 0xBB, 0xDE, 0xAD, 0xBE, 0xEF]) + bytes(5))
    dialog = JoinDialog("Bea", browse=False)
    qtbot.addWidget(dialog)
    dialog.code.setText(display_code(older + check_character(older)))
    assert "the host must update" in dialog.problem.text()
    assert not dialog.join_button.isEnabled()


def test_a_refused_game_is_said_in_the_players_language(app):
    from cartografove.app.network.failures import failure_text as _refusal_text
    from cartografove.net.link import JoinError
    from cartografove.net.seat import GameRefused
    from cartografove.net.table import Refusal

    assert "the host must update" in _refusal_text(GameRefused(Refusal.OLDER_HOST))
    assert "on this computer" in _refusal_text(GameRefused(Refusal.OLDER_HERE))
    assert "another host" in _refusal_text(GameRefused(Refusal.OTHER_HOST))
    assert "the host must update" not in _refusal_text(JoinError("no game"))
    switch_language("pl")
    assert "gospodarz musi" in _refusal_text(GameRefused(Refusal.OLDER_HOST))
