"""The log's reader: what is valid is applied once, anything else is reported and
ignored (no server needed: the messages are fed by hand)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from nacl.signing import SigningKey

from cartografove.net.protocol import (
    Message,
    commitment,
    contribution_commitment,
    deal_seed,
    host_subject,
    public_key,
    seat_subject,
)
from cartografove.net.table import Table
from cartografove.net.terms import Terms
from cartografove.net.waiting import waiting_for
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


def claim(name: str, key: SigningKey, share: str) -> dict[str, object]:
    """A claim's body: the name, the key and the commitment to ``share``."""
    return {"name": name, "key": public_key(key), "commitment": contribution_commitment(share)}


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
        log.send(seat_subject(GAME, seat), "claim", claim(f"P{seat}", key, SHARES[seat]), key)
    for seat, key in enumerate(keys):
        share = {"contribution": SHARES[seat]}
        log.send(seat_subject(GAME, seat), "contribution", share, key)
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
    counts = {seat: 2 for seat in range(len(keys))}
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


def test_a_claim_without_a_commitment_to_a_contribution_does_not_take_the_seat() -> None:
    table = Table(GAME)
    log = Log([table])
    host_key, key = SigningKey.generate(), SigningKey.generate()
    body = {"players": 2, "terms": Terms.new().to_json(), "commitment": commitment(SECRET)}
    log.send(host_subject(GAME), "open", {**body, "key": public_key(host_key)}, host_key)
    for pledge in (None, "short", "G" * 64, SHARES[0]):
        body = {"name": "Ann", "key": public_key(key), "commitment": pledge}
        log.raw(seat_subject(GAME, 0), Message("claim", 0, body).encode(GAME, key))
    assert table.seats == {}
    assert len(table.reports) == 4 and "commitment" in table.reports[0]


def test_contributions_are_revealed_only_after_every_commitment_and_as_committed() -> None:
    """The last claimant once saw every other contribution before choosing its own,
    and could try contributions until the deal suited it (the host's own computer
    seat, which also knows the secret): now every seat commits in its claim, and a
    contribution revealed early, changed, twice or after the start is refused."""
    table = Table(GAME)
    log = Log([table])
    host_key = SigningKey.generate()
    keys = [SigningKey.generate() for _ in range(2)]
    body = {"players": 2, "terms": Terms.new(side="C").to_json(), "commitment": commitment(SECRET)}
    log.send(host_subject(GAME), "open", {**body, "key": public_key(host_key)}, host_key)
    seat0, seat1 = seat_subject(GAME, 0), seat_subject(GAME, 1)
    log.send(seat0, "claim", claim("P0", keys[0], SHARES[0]), keys[0])
    early = Message("contribution", 1, {"contribution": SHARES[0]}).encode(GAME, keys[0])
    log.raw(seat0, early)  # before seat 1 has committed: refused
    assert table.seats[0].contribution == "" and "before every seat" in table.reports[-1]
    log.send(seat1, "claim", claim("P1", keys[1], SHARES[1]), keys[1])
    changed = Message("contribution", 1, {"contribution": "e" * 32}).encode(GAME, keys[1])
    log.raw(seat1, changed)  # not the one seat 1 committed to: refused
    assert table.seats[1].contribution == "" and "other than" in table.reports[-1]
    log.raw(seat0, early)  # now in time
    assert waiting_for(table, 0) == "waiting for P1 to cut the deck"
    log.raw(seat1, Message("contribution", 1, {"contribution": SHARES[1]}).encode(GAME, keys[1]))
    assert [table.seats[s].contribution for s in (0, 1)] == SHARES[:2] and table.contributed
    again = Message("contribution", 2, {"contribution": SHARES[0]}).encode(GAME, keys[0])
    log.raw(seat0, again)  # a second one: refused
    assert "unexpected contribution 2" in table.reports[-1] and table.seats[0].next_n == 2
    assert len(table.reports) == 3


def test_a_start_before_every_contribution_is_refused() -> None:
    table = Table(GAME)
    log = Log([table])
    host_key, key = SigningKey.generate(), SigningKey.generate()
    body = {"players": 1, "terms": Terms.new(side="C").to_json(), "commitment": commitment(SECRET)}
    log.send(host_subject(GAME), "open", {**body, "key": public_key(host_key)}, host_key)
    log.send(seat_subject(GAME, 0), "claim", claim("P0", key, SHARES[0]), key)
    setup = Setup(players=("P0",), seed=1, side="C")
    public = setup.to_json()
    del public["seed"]
    start = {"setup": public, "edicts": list(Game(setup).edicts)}
    log.send(host_subject(GAME), "start", start, host_key)
    assert table.game is None and "before every seat revealed" in table.reports[-1]
    late = Message("contribution", 1, {"contribution": SHARES[0]}).encode(GAME, key)
    log.raw(seat_subject(GAME, 0), late)
    assert table.contributed


def test_forgeries_and_strays_are_reported_and_change_nothing() -> None:
    log, host, client, host_key, keys = opened()
    host_duties(log, host, host_key, {})
    game = client.game
    assert game is not None and game.pending is not None and game.pending.player == 0
    decision = game.legal_decisions()[0]
    body = {"decision": decision.to_json()}
    intruder = SigningKey.generate()
    # a forged signature on seat 0, seat 1's player writing for seat 0, junk, a stray subject
    log.raw(seat_subject(GAME, 0), Message("decision", 2, body).encode(GAME, intruder))
    log.raw(seat_subject(GAME, 0), Message("decision", 2, body).encode(GAME, keys[1]))
    log.raw(seat_subject(GAME, 0), b"{not json")
    log.raw(f"kg.{GAME}.other", Message("decision", 2, body).encode(GAME, keys[0]))
    log.raw(
        seat_subject(GAME, 5),
        Message("claim", 0, {"name": "X", "key": public_key(intruder)}).encode(GAME, intruder),
    )
    log.raw(host_subject(GAME), Message("reveal", 2, {"i": 1, "card": "x"}).encode(GAME, intruder))
    assert game.decisions == ()
    assert len(client.reports) == 6
    assert sum("forged" in r for r in client.reports) == 3
    # the real one is applied once, however often it is repeated
    genuine = Message("decision", 2, body).encode(GAME, keys[0])
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
        seat_subject(GAME, 0), Message("decision", 2, {"decision": illegal}).encode(GAME, keys[0])
    )
    assert client.refused == 1 and game.decisions == ()
    log.raw(
        seat_subject(GAME, 0),
        Message("decision", 3, {"decision": legal.to_json()}).encode(GAME, keys[0]),
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
        log.send(seat_subject(GAME, seat), "claim", claim(name, key, SHARES[seat]), key)
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
