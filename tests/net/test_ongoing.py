"""This computer's record of its network games in progress (:mod:`cartografove.net.ongoing`)."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from cartografove.net.host import Host
from cartografove.net.joincode import decode
from cartografove.net.ongoing import OngoingGames
from cartografove.net.server.place import Place
from cartografove.net.terms import Terms
from cartografove.records.files import CorruptRecord, NewerRecord

PLACE = Place(
    url="nats://127.0.0.1:4333",
    token="0123456789",
    tls=False,
    host_name="192.168.1.20",
    port=4333,
    own_server=True,
    listen="0.0.0.0",
    store="/somewhere/server",
    server_pid=4242,
)


def hosted(records: OngoingGames) -> tuple[Host, Path]:
    host = Host(None, "0A1B2C3D", 3, Terms.new(side="D"))  # type: ignore[arg-type]  # no server needed
    path = records.keep_hosted(host, PLACE, "Ada", [("Computer 1", "hard")])
    return host, path


def test_a_hosted_game_round_trips_with_everything_to_host_it_again(tmp_path: Path) -> None:
    records = OngoingGames(tmp_path)
    host, path = hosted(records)
    assert path == tmp_path / "hosted" / "0A1B2C3D.json"
    game = records.read(path)
    assert (game.role, game.game, game.name, game.seats) == ("hosting", "0A1B2C3D", "Ada", 3)
    assert game.bots == (("Computer 1", "hard"),)
    assert game.place == PLACE
    assert decode(game.code).port == 4333 and decode(game.code).game == "0A1B2C3D"
    again = Host.resume(None, path)  # type: ignore[arg-type]
    assert (again.secret, bytes(again.key)) == (host.secret, bytes(host.key))
    assert again.players == 3


def test_the_credentials_file_is_kept_to_connect_again(tmp_path: Path) -> None:
    """A game on a server with NATS accounts is taken up again with the same file."""
    records = OngoingGames(tmp_path)
    host = Host(None, "0A1B2C3D", 2, Terms.new())  # type: ignore[arg-type]
    hosted_path = records.keep_hosted(host, PLACE, "Ada", credentials="/home/ada/ada.creds")
    joined_path = records.keep_joined("K7M", "0A1B2C3D", "Bea", "/home/bea/bea.creds")
    assert records.read(hosted_path).credentials == "/home/ada/ada.creds"
    assert records.read(joined_path).credentials == "/home/bea/bea.creds"
    assert records.read(records.keep_joined("K7M", "0A1B2C3D", "Cid")).credentials == ""


def test_secrets_are_readable_by_their_owner_only(tmp_path: Path) -> None:
    if os.name != "posix":
        pytest.skip("permission bits are POSIX")
    records = OngoingGames(tmp_path)
    _, hosted_path = hosted(records)
    joined_path = records.keep_joined("K7M", "0A1B2C3D", "Bea")
    for path in (hosted_path, joined_path):
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700


def test_a_joined_game_and_what_the_lists_show(tmp_path: Path) -> None:
    records = OngoingGames(tmp_path)
    _, first = hosted(records)
    path = records.keep_joined("K7M-Q2X", "0A1B2C3D", "Bea")
    records.played(path, ["Ada", "Bea", "Computer 1"], "D", 2)
    game = records.read(path)
    assert (game.role, game.code, game.name, game.place) == ("joined", "K7M-Q2X", "Bea", None)
    assert (game.players, game.side, game.season) == (("Ada", "Bea", "Computer 1"), "D", 2)
    assert game.played is not None
    assert records.keep_joined("K7M-Q2X", "0A1B2C3D", "Bea") == path
    assert records.read(path).players == game.players  # joining again keeps what was shown
    listing = records.games()
    assert [g.path for g in listing.games] == [path, first]  # most recently played first
    assert listing.problems == ()


def test_the_record_goes_when_the_game_is_over_and_dropping_forgets_only_that_game(
    tmp_path: Path,
) -> None:
    records = OngoingGames(tmp_path)
    _, path = hosted(records)
    outboxes = [records.outbox_path("0A1B2C3D", n) for n in ("Ada", "Computer 1")]
    other = records.outbox_path("99999999", "Ada")
    for outbox in [*outboxes, other]:
        outbox.parent.mkdir(parents=True, exist_ok=True)
        outbox.write_text("[]")
    joined = records.keep_joined("K7M", "99999999", "Ada")
    records.drop(records.read(path))
    assert not path.exists() and not any(o.exists() for o in outboxes)
    assert other.exists() and joined.exists()
    records.finished(joined)
    assert records.games().games == ()
    with pytest.raises(FileNotFoundError):
        records.played(joined, ["Ada"], "C", 0)  # a finished game stays finished


@pytest.mark.parametrize(
    "damage",
    [b"", b"{not json", b'{"format": "kartografove-network-game", "version": 1, "role": "x"}'],
    ids=["empty", "cut", "incomplete"],
)
def test_a_damaged_record_is_set_aside_and_reported_never_over_an_earlier_copy(
    tmp_path: Path, damage: bytes
) -> None:
    records = OngoingGames(tmp_path)
    _, path = hosted(records)
    good = records.keep_joined("K7M", "0A1B2C3D", "Bea")
    path.with_name(path.name + ".corrupt").write_bytes(b"an earlier copy")
    path.write_bytes(damage)
    listing = records.games()
    assert [g.path for g in listing.games] == [good]
    (problem,) = listing.problems
    assert problem.path == path and problem.kind == "corrupt"
    assert problem.kept_as == path.with_name(path.name + ".corrupt.2")
    assert problem.kept_as.read_bytes() == damage
    assert path.with_name(path.name + ".corrupt").read_bytes() == b"an earlier copy"
    assert not path.exists()


def test_a_record_of_a_newer_version_is_left_alone(tmp_path: Path) -> None:
    records = OngoingGames(tmp_path)
    path = records.keep_joined("K7M", "0A1B2C3D", "Bea")
    document = json.loads(path.read_text("utf-8"))
    path.write_text(json.dumps({**document, "version": 99}), "utf-8")
    with pytest.raises(NewerRecord):
        records.read(path)
    assert path.exists()
    with pytest.raises(CorruptRecord):
        path.write_text("[]", "utf-8")
        records.read(path)
