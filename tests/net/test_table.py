"""The log's reader: what is valid is applied once, anything else is reported and
ignored (no server needed: the messages are fed by hand)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from nacl.signing import SigningKey

from cartografove.net.protocol import (
    Message,
    commitment,
    deal_seed,
    host_subject,
    public_key,
    seat_subject,
)
from cartografove.net.table import Table
from cartografove.net.terms import Terms
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup

GAME = "0A0B0C0D"
SECRET = "ab" * 16
SHARES = ["0" * 31 + str(seat) for seat in range(6)]


@dataclass
class Log:
    """A stream by hand: every message goes to every table, in order."""

    tables: list[Table]
    seq: int = 0
    counts: dict[str, int] = field(default_factory=dict)

    def send(self, subject: str, kind: str, body: dict[str, object], key: SigningKey) -> None:
        n = self.counts.get(subject, 0)
        self.counts[subject] = n + 1
        self.raw(subject, Message(kind, n, body).encode(GAME, key))

    def raw(self, subject: str, data: bytes) -> None:
        self.seq += 1
        for table in self.tables:
            table.feed(self.seq, subject, data)


def seed(players: int = 2) -> int:
    return deal_seed(SECRET, SHARES[:players])


def opened(
    players: int = 2, *, started: Setup | None = None, grind: bool = False
) -> tuple[Log, Table, Table, SigningKey, list[SigningKey]]:
    """A game opened by Heroes terms on side C, its seats claimed, and started (with
    ``started``'s setup when given: a host whose start breaks its own terms; with
    ``grind``, a host that deals from a seed of its own choosing)."""
    host, client = Table(GAME, secret=SECRET), Table(GAME)
    log = Log([host, client])
    host_key = SigningKey.generate()
    keys = [SigningKey.generate() for _ in range(players)]
    body = {
        "players": players,
        "terms": Terms.new(side="C").to_json(),
        "commitment": commitment(SECRET),
    }
    log.send(host_subject(GAME), "open", {**body, "key": public_key(host_key)}, host_key)
    for seat, key in enumerate(keys):
        claim = {"name": f"P{seat}", "key": public_key(key), "contribution": SHARES[seat]}
        log.send(seat_subject(GAME, seat), "claim", claim, key)
    if grind:  # the host deals as if seat 0 had contributed another share
        host.seats[0].contribution = "f" * 32
    names = tuple(f"P{s}" for s in range(players))
    setup = started or Setup(players=names, seed=host.deal_seed(SECRET), side="C")
    public = setup.to_json()
    del public["seed"]
    log.send(
        host_subject(GAME), "start", {"setup": public, "edicts": list(Game(setup).edicts)}, host_key
    )
    return log, host, client, host_key, keys


def host_duties(log: Log, host: Table, host_key: SigningKey, sent: dict[str, int]) -> None:
    dealt = host.dealt_cards()
    for index in range(sent.get("reveal", 0), len(dealt)):
        log.send(host_subject(GAME), "reveal", {"i": index, "card": dealt[index]}, host_key)
    sent["reveal"] = len(dealt)


def play_out(
    log: Log, host: Table, client: Table, host_key: SigningKey, keys: list[SigningKey], secret: str
) -> None:
    rng = random.Random(1)
    sent: dict[str, int] = {}
    counts = {seat: 1 for seat in range(len(keys))}
    while True:
        host_duties(log, host, host_key, sent)
        game = client.game
        assert game is not None
        if game.over:
            break
        pending = game.pending
        assert pending is not None
        decision = game.legal_decisions().sample(rng)
        subject = seat_subject(GAME, pending.player)
        message = Message("decision", counts[pending.player], {"decision": decision.to_json()})
        counts[pending.player] += 1
        log.raw(subject, message.encode(GAME, keys[pending.player]))
    log.send(host_subject(GAME), "close", {"secret": secret}, host_key)


def test_a_whole_game_by_hand_is_verified_at_the_close() -> None:
    log, host, client, host_key, keys = opened()
    play_out(log, host, client, host_key, keys, SECRET)
    assert client.verified and host.verified
    assert client.reports == [] and host.reports == []
    assert client.game is not None and host.game is not None
    assert client.game.result == host.game.result
    assert client.hashes == host.hashes
    real = client.real_game()
    assert real is not None and real.setup.seed == seed() and real.result == client.game.result
    assert 2**100 < seed() < 2**128  # a 128-bit seed (this one's top bits are not all 0)


def test_a_secret_other_than_the_committed_one_is_caught() -> None:
    log, host, client, host_key, keys = opened()
    play_out(log, host, client, host_key, keys, "cd" * 16)
    assert client.verified is False
    assert any("seed does not match" in r for r in client.reports)
    assert client.real_game() is None


def test_a_host_that_deals_from_another_seed_than_the_claims_make_is_caught() -> None:
    """The host cannot choose the deal: it committed to its secret before the claims,
    and every joiner recomputes the seed from the contributions it read."""
    log, host, client, host_key, keys = opened(grind=True)
    play_out(log, host, client, host_key, keys, SECRET)
    assert client.verified is False
    assert any("seed does not match" in r for r in client.reports)


def test_a_claim_without_a_contribution_does_not_take_the_seat() -> None:
    table = Table(GAME)
    log = Log([table])
    host_key, key = SigningKey.generate(), SigningKey.generate()
    body = {"players": 2, "terms": Terms.new().to_json(), "commitment": commitment(SECRET)}
    log.send(host_subject(GAME), "open", {**body, "key": public_key(host_key)}, host_key)
    for share in (None, "short", "G" * 32):
        claim = {"name": "Ann", "key": public_key(key), "contribution": share}
        log.raw(seat_subject(GAME, 0), Message("claim", 0, claim).encode(GAME, key))
    assert table.seats == {}
    assert len(table.reports) == 3 and "contribution" in table.reports[0]


def test_forgeries_and_strays_are_reported_and_change_nothing() -> None:
    log, host, client, host_key, keys = opened()
    host_duties(log, host, host_key, {})
    game = client.game
    assert game is not None and game.pending is not None and game.pending.player == 0
    decision = game.legal_decisions()[0]
    body = {"decision": decision.to_json()}
    intruder = SigningKey.generate()
    # a forged signature on seat 0, seat 1's player writing for seat 0, junk, a stray subject
    log.raw(seat_subject(GAME, 0), Message("decision", 1, body).encode(GAME, intruder))
    log.raw(seat_subject(GAME, 0), Message("decision", 1, body).encode(GAME, keys[1]))
    log.raw(seat_subject(GAME, 0), b"{not json")
    log.raw(f"kg.{GAME}.other", Message("decision", 1, body).encode(GAME, keys[0]))
    log.raw(
        seat_subject(GAME, 5),
        Message("claim", 0, {"name": "X", "key": public_key(intruder)}).encode(GAME, intruder),
    )
    log.raw(host_subject(GAME), Message("reveal", 2, {"i": 1, "card": "x"}).encode(GAME, intruder))
    assert game.decisions == ()
    assert len(client.reports) == 6
    assert sum("forged" in r for r in client.reports) == 3
    # the real one is applied once, however often it is repeated
    genuine = Message("decision", 1, body).encode(GAME, keys[0])
    log.raw(seat_subject(GAME, 0), genuine)
    log.raw(seat_subject(GAME, 0), genuine)
    assert game.decisions == (decision,)
    assert len(client.reports) == 6


def test_an_illegal_decision_is_refused_and_the_seat_asked_again() -> None:
    log, host, client, host_key, keys = opened()
    host_duties(log, host, host_key, {})
    game = client.game
    assert game is not None
    legal = game.legal_decisions()[0]
    illegal = {"type": "draw_fallback", "cell": [0, 0], "terrain": "forest"}
    log.raw(
        seat_subject(GAME, 0), Message("decision", 1, {"decision": illegal}).encode(GAME, keys[0])
    )
    assert client.refused == 1 and game.decisions == ()
    log.raw(
        seat_subject(GAME, 0),
        Message("decision", 2, {"decision": legal.to_json()}).encode(GAME, keys[0]),
    )
    assert game.decisions == (legal,)


def test_an_opening_by_unplayable_terms_is_refused() -> None:
    table = Table(GAME)
    log = Log([table])
    key = SigningKey.generate()
    terms = {**Terms.new().to_json(), "side": "A"}  # side A is not a Heroes sheet
    body = {"players": 2, "terms": terms, "commitment": "c", "key": public_key(key)}
    log.send(host_subject(GAME), "open", body, key)
    assert table.opening is None
    assert table.reports == [
        "message 1 ignored: an opening with unplayable terms "
        "(sheet side A is not used by the heroes rule set (sides C, D))"
    ]


def test_a_start_that_breaks_the_openings_terms_is_refused() -> None:
    other = Setup(players=("P0", "P1"), seed=1, side="D")  # opened on side C
    _log, host, client, _host_key, _keys = opened(started=other)
    for table in (host, client):
        assert table.game is None
        assert table.reports[-1].endswith("the start is not played by the opening's terms")


def test_a_claim_by_a_name_no_game_could_print_is_refused() -> None:
    """Names follow the rules' one check: 33 characters, or a control character, would
    have been seated and then left the host unable to start the game."""
    table = Table(GAME)
    log = Log([table])
    host_key = SigningKey.generate()
    body = {"players": 3, "terms": Terms.new().to_json(), "commitment": "c"}
    log.send(host_subject(GAME), "open", {**body, "key": public_key(host_key)}, host_key)
    for seat, name in enumerate(("A" * 33, "Ann\x07", "A" * 32)):
        key = SigningKey.generate()
        claim = {"name": name, "key": public_key(key), "contribution": SHARES[seat]}
        log.send(seat_subject(GAME, seat), "claim", claim, key)
    assert sorted(table.seats) == [2]
    assert "at most 32 characters" in table.reports[0]
    assert "U+0007" in table.reports[1]


def test_an_opening_signed_by_another_key_than_the_pinned_one_is_refused() -> None:
    from cartografove.net.protocol import fingerprint
    from cartografove.net.table import Refusal, refusal_text

    pinned, impostor = SigningKey.generate(), SigningKey.generate()
    table = Table(GAME, pinned=fingerprint(public_key(pinned)))
    log = Log([table])
    body = {"players": 2, "terms": Terms.new().to_json(), "commitment": commitment(SECRET)}
    log.send(host_subject(GAME), "open", {**body, "key": public_key(impostor)}, impostor)
    assert table.opening is None and table.refusal is Refusal.OTHER_HOST
    assert "another host than the join code names" in refusal_text(table.refusal)
    fair = Table(GAME, pinned=fingerprint(public_key(pinned)))
    Log([fair]).send(host_subject(GAME), "open", {**body, "key": public_key(pinned)}, pinned)
    assert fair.opening is not None and fair.refusal is None


def test_an_opening_of_another_protocol_version_says_who_must_update() -> None:
    import json

    from cartografove.net.protocol import VERSION, canonical
    from cartografove.net.table import Refusal

    key = SigningKey.generate()
    body = {"players": 2, "terms": Terms.new().to_json(), "commitment": "c", "key": "k"}
    for version, refusal in ((VERSION - 1, Refusal.OLDER_HOST), (VERSION + 1, Refusal.OLDER_HERE)):
        table = Table(GAME)
        unsigned = {"v": version, "game": GAME, "kind": "open", "n": 0, "body": body}
        signed = {**unsigned, "sig": key.sign(canonical(unsigned)).signature.hex()}
        table.feed(1, host_subject(GAME), json.dumps(signed).encode())
        assert table.refusal is refusal
