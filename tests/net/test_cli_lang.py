"""``cartografove host`` and ``join`` say their messages and the network's errors in
the language of ``--lang`` (issue 20: they were English whatever ``--lang`` said),
with the app's sentences for the errors; English stays as the logs word it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from cartografove.net.keys import key_path
from cartografove.net.presence import State, state_text
from cartografove.net.protocol import new_game_id
from cartografove.net.server.place import Place
from cartografove.net.server.process import free_port
from cartografove.standings import translator
from tests.waits import HANG_S

COMMAND = [sys.executable, "-m", "cartografove"]

BAD_CODE = {
    "en": "this is not a valid join code: check it for a typo",
    "cs": "Tohle není platný kód pro připojení. Zkontroluj překlepy.",
    "pl": "To nie jest prawidłowy kod dołączenia. Sprawdź, czy nie ma literówki.",
}
PORT_WITH_SERVER = {
    "en": "--port is for a new server this host starts",
    "cs": "--port platí jen pro nový server, který tenhle hostitel spustí",
    "pl": "--port dotyczy tylko nowego serwera, który uruchamia ten gospodarz",
}
NO_PLAYERS = {
    "en": "--players N is needed to host a new game",
    "cs": "k hostování nové hry je potřeba --players N",
    "pl": "do hostowania nowej gry potrzeba --players N",
}
NO_ANSWER = {
    "cs": "Ke hře se nepodařilo připojit: hostitel neodpovídá.",
    "pl": "Nie udało się dołączyć do gry: gospodarz nie odpowiada.",
}
DATA_FOLDER = {
    "en": "cannot be used (Not a directory)",
    "cs": "nelze použít (tam, kde má být složka, je soubor)",
    "pl": "(w miejscu folderu jest plik)",
}
KEY_IN_A_FOLDER = {
    "cs": "neobsahuje klíč hráče Ann (poškozený soubor, složka nebo zařízení)",
    "pl": "nie zawiera klucza gracza Ann (uszkodzony plik, folder lub urządzenie)",
}


def run(lang: str, *arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*COMMAND, "--lang", lang, *arguments], capture_output=True, text=True, timeout=HANG_S
    )


def dead_code() -> str:
    """A valid join code of a game on a loopback port where nothing listens."""
    place = Place.remote(f"nats://token@127.0.0.1:{free_port()}")
    return place.code(new_game_id(), "00" * 32)


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_a_mistyped_join_code_is_refused_in_the_language_asked(lang: str) -> None:
    done = run(lang, "join", "222-333-444")
    assert done.returncode == 2
    assert done.stderr == f"cartografove join: {BAD_CODE[lang]}\n"


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_host_port_with_a_server_is_refused_in_the_language_asked(lang: str) -> None:
    done = run(
        lang, "host", "--players", "2", "--server", "nats://t@127.0.0.1:4222", "--port", "5000"
    )
    assert done.returncode == 2
    assert done.stderr == f"cartografove host: {PORT_WITH_SERVER[lang]}\n"


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_a_host_without_players_is_told_in_the_language_asked(lang: str) -> None:
    done = run(lang, "host", "--no-announce")
    assert done.returncode == 2
    assert done.stderr == f"cartografove host: {NO_PLAYERS[lang]}\n"


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_a_host_that_does_not_answer_is_said_in_the_language_asked(lang: str) -> None:
    done = run(lang, "join", dead_code(), "--name", "Ann")
    assert done.returncode == 1
    assert done.stderr.startswith(f"cartografove join: {NO_ANSWER[lang]}")
    assert "cannot connect" not in done.stderr


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_an_unusable_data_folder_is_said_in_the_language_asked(
    lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "a file"
    home.write_text("not a folder")
    monkeypatch.setenv("KARTOGRAFOVE_HOME", str(home))
    done = run(lang, "host", "--players", "2", "--no-announce")
    assert done.returncode == 1
    assert done.stderr.startswith("cartografove host: ")
    assert DATA_FOLDER[lang] in done.stderr


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_an_unreadable_key_is_said_in_the_language_asked(lang: str) -> None:
    key_path("Ann").mkdir(parents=True)  # a folder where the player's key is kept
    done = run(lang, "join", dead_code(), "--name", "Ann")
    assert done.returncode == 1
    assert done.stderr == f"cartografove join: {key_path('Ann')} {KEY_IN_A_FOLDER[lang]}\n"


def test_the_english_key_error_stays_as_the_key_file_layer_words_it() -> None:
    key_path("Ann").mkdir(parents=True)
    done = run("en", "join", dead_code(), "--name", "Ann")
    assert done.returncode == 1
    assert done.stderr == (
        f"cartografove join: {key_path('Ann')}: the player key is not a regular file "
        "(a folder, device or pipe)\n"
    )


HOSTING_ON_A_DEAD_SERVER = {
    "en": "cartografove host: cannot connect to nats://127.0.0.1:{port}: no answer\n",
    "cs": "cartografove host: Server neodpovídá. Zkontroluj jeho adresu.\n",
    "pl": "cartografove host: Serwer nie odpowiada. Sprawdź jego adres.\n",
}


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_hosting_on_a_server_that_does_not_answer_is_said_in_the_language_asked(
    lang: str,
) -> None:
    port = free_port()
    done = run(lang, "host", "--players", "2", "--server", f"nats://token@127.0.0.1:{port}")
    assert done.returncode == 1
    assert done.stderr == HOSTING_ON_A_DEAD_SERVER[lang].format(port=port)


def test_what_a_joiner_hears_of_the_host_and_server_is_in_the_language_asked() -> None:
    english = state_text(State.SERVER_LOST)
    assert english.startswith("the game's server cannot be reached")
    czech = state_text(State.SERVER_LOST, translator("cs"))
    polish = state_text(State.HOST_LOST, translator("pl"))
    assert czech.startswith("server hry není dostupný")
    assert polish.startswith("aplikacja gospodarza nie odpowiada")
