"""A network game's log, read in the server's order and replayed with the engine.

Every computer — the host's and each player's — feeds every message of the game's
stream, in stream order, into a :class:`Table`. The table checks each message
(sender, signature, seat, number), applies what is valid and reports what is not,
so all tables that have read the same log hold the same game. It does no I/O: the
connection (:mod:`.link`) feeds it, and the host and the seats read what to send
from it.

Seats answer at the same time, but the engine asks them in seat order: a decision
that arrives before the engine reaches its seat waits in :attr:`Table.queued`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..rules.decisions import Decision, DecisionFormatError, decision_from_json
from ..rules.events import CardRevealed, Event, GameEnded, SeasonScored
from ..rules.game import Game, IllegalDecision
from ..rules.limits import PlayerNameError, check_player_name
from ..rules.setup import Setup, SetupError, deal
from .digest import season_digest
from .protocol import (
    HOST,
    MessageError,
    VersionError,
    commitment,
    contribution_commitment,
    deal_seed,
    decode,
    fingerprint,
    is_commitment,
    is_secret,
    sender_of,
    verify,
)
from .terms import Terms


class Refusal(StrEnum):
    """Why a game cannot be played on this computer at all; the app says it in the
    player's language, the command line in English (:func:`refusal_text`)."""

    OLDER_HOST = "older-host"  # the host's app speaks an older protocol
    OLDER_HERE = "older-here"  # this app is older than the host's
    OTHER_HOST = "other-host"  # the opening is signed by a key the join code does not pin


def refusal_text(refusal: Refusal) -> str:
    """The English sentence for a :class:`Refusal`."""
    return {
        Refusal.OLDER_HOST: "the host's Kartografové is older than this one: the host must update",
        Refusal.OLDER_HERE: "the host's Kartografové is newer: "
        "update Kartografové on this computer",
        Refusal.OTHER_HOST: "this game was opened by another host than the join code "
        "names (a different key): it is refused",
    }[refusal]


class Report(str):
    """A line about something in the log that was refused or does not add up: the
    English sentence itself (the logs keep it), and for saying it in another language
    a ``kind`` and the numbers it names (``cartografove/network_words.py``):

    * ``ignored`` (``seq``) — a message that is not valid here was skipped;
    * ``card`` (``index``) — a card the host revealed is not the seed's;
    * ``refused`` (``seat``) — a seat's decision the rules refuse;
    * ``diverged`` (``season``, from 1) — this computer's game is not the host's;
    * ``seed`` — the host's closing secret does not deal the game played;
    * ``admission`` — the host's server refused the seats' own users (tried again).
    """

    kind: str
    params: dict[str, int]

    def __new__(cls, text: str, kind: str, **params: int) -> Report:
        report = super().__new__(cls, text)
        report.kind, report.params = kind, params
        return report


@dataclass(slots=True)
class Seat:
    name: str
    key: str
    next_n: int = 1  # the claim is message 0, the contribution 1, decisions from 2
    last_seq: int = 0
    done: bool = False  # the player has read the whole game
    owner: str = ""  # the key that claimed the seat (``key`` may be a stand-in's)
    term: int = 0  # how often the host has handed the seat to another key
    former: set[str] = field(default_factory=set)  # keys that held the seat before
    pledge: str = ""  # the claim's commitment to its contribution
    contribution: str = ""  # the seat's share of the deal once revealed (protocol.deal_seed)


@dataclass(slots=True)
class Opening:
    players: int
    terms: Terms
    commitment: str
    key: str


@dataclass(slots=True)
class Table:
    """One game's log as read so far (see the module docstring).

    ``secret`` is given only on the host: its table plays the real game, dealt from
    the seed (:meth:`deal_seed`), instead of a game whose card source is the
    revealed cards. Either way each message is applied once, to the one game the
    table keeps. ``pinned`` is the host key's fingerprint from the join code: an
    opening signed by another key is refused, and so is the game (:attr:`refusal`)."""

    game_id: str
    secret: str | None = None
    on_report: Callable[[Report], None] | None = None
    pinned: str | None = None
    refusal: Refusal | None = None  # why this game cannot be played here
    opening: Opening | None = None
    seats: dict[int, Seat] = field(default_factory=dict)
    host_next_n: int = 0
    host_last_seq: int = 0
    last_seq: int = 0
    setup: dict[str, Any] | None = None  # the start's setup, without the seed
    public_setup: Setup | None = None
    game: Game | None = None
    queued: dict[int, list[Decision]] = field(default_factory=dict)
    revealed: list[str] = field(default_factory=list)  # every card the host revealed
    host_hashes: dict[int, str] = field(default_factory=dict)
    hashes: dict[int, str] = field(default_factory=dict)
    closing: tuple[int, str] | None = None
    verified: bool | None = None
    diverged: bool = False
    reports: list[Report] = field(default_factory=list)
    refused: int = 0
    subject_seq: dict[str, int] = field(default_factory=dict)  # each subject's last message

    # --- reading the log -----------------------------------------------------------

    def feed(self, seq: int, subject: str, data: bytes) -> None:
        """One message of the stream, in order; a message seen before is skipped.

        Whatever another computer sent, the table does not break: a message that
        is not valid — or that makes anything below fail — is reported and skipped,
        and the game goes on with the next one (ARCHITECTURE "On the network")."""
        if seq <= self.last_seq:
            return
        self.last_seq = seq
        self.subject_seq[subject] = seq
        sender = sender_of(self.game_id, subject)
        try:
            if sender is None:
                raise MessageError(f"on an unknown subject {subject}")
            try:
                message, document = decode(self.game_id, data)
            except VersionError as error:
                if sender == HOST and self.opening is None:
                    self.refusal = Refusal.OLDER_HERE if error.newer else Refusal.OLDER_HOST
                raise
            if sender == HOST:
                self._host(seq, message.kind, message.n, message.body, document)
            else:
                assert isinstance(sender, int)
                self._seat(seq, sender, message.kind, message.n, message.body, document)
        except MessageError as error:
            self._report(Report(f"message {seq} ignored: {error}", "ignored", seq=seq))
        except Exception as error:  # see the docstring
            failed = f"message {seq} ignored: reading it failed ({type(error).__name__})"
            self._report(Report(failed, "ignored", seq=seq))

    def _host(self, seq: int, kind: str, n: int, body: dict[str, Any], doc: dict[str, Any]) -> None:
        if self.opening is not None:
            try:
                verify(doc, self.opening.key)
            except MessageError:
                raise MessageError("not signed by the host (forged?)") from None
        if n < self.host_next_n:
            return  # a retry the server did not catch: applied once already
        if n > self.host_next_n:
            raise MessageError(f"host message {n} arrived before {self.host_next_n}")
        if self.opening is None:
            if kind != "open":
                raise MessageError("the game does not start with an opening")
            opening = _opening(body)
            verify(doc, opening.key)
            if self.pinned is not None and fingerprint(opening.key) != self.pinned:
                self.refusal = Refusal.OTHER_HOST
                raise MessageError("an opening signed by another key than the join code's")
            self.opening = opening
        else:
            handler = {
                "start": self._start,
                "reveal": self._reveal,
                "hash": self._hash,
                "close": self._close,
                "seat": self._hand_over,
            }.get(kind)
            if handler is None:
                raise MessageError(f"unknown host message {kind!r}")
            handler(body)
        self.host_next_n = n + 1
        self.host_last_seq = seq

    def _seat(
        self, seq: int, seat: int, kind: str, n: int, body: dict[str, Any], doc: dict[str, Any]
    ) -> None:
        if self.opening is None or not 0 <= seat < self.opening.players:
            raise MessageError(f"seat {seat} is not a seat of this game")
        known = self.seats.get(seat)
        if known is None:
            if kind != "claim" or n != 0:
                raise MessageError(f"seat {seat} is not claimed")
            if self.setup is not None:
                raise MessageError(f"seat {seat} claimed after the start")
            name, key, pledge = body.get("name"), body.get("key"), body.get("commitment")
            try:
                check_player_name(name)
            except PlayerNameError as error:
                raise MessageError(f"a claim without a valid name ({error})") from None
            assert isinstance(name, str)
            if not isinstance(key, str):
                raise MessageError("a claim without a key")
            if not is_commitment(pledge):
                raise MessageError("a claim without a commitment to a contribution to the deal")
            assert isinstance(pledge, str)
            if self.seat_of(key) is not None:
                raise MessageError(
                    f"a second seat claimed by the player of seat {self.seat_of(key)}"
                )
            verify(doc, key)
            self.seats[seat] = Seat(name, key, 1, seq, owner=key, pledge=pledge)
            return
        try:
            verify(doc, known.key)
        except MessageError:
            if any(_signed_by(doc, key) for key in known.former):
                raise MessageError(
                    f"seat {seat}: sent by its previous holder after the hand-over"
                ) from None
            raise MessageError(f"not signed by seat {seat}'s player (forged?)") from None
        if n < known.next_n:
            return  # a retry: applied once already
        if kind not in ("contribution", "decision", "done") or n != known.next_n:
            raise MessageError(f"seat {seat}: unexpected {kind} {n}")
        if (kind == "contribution") != (n == 1):  # the claim is 0, the contribution 1
            raise MessageError(f"seat {seat}: unexpected {kind} {n}")
        if kind == "contribution":
            self._contribution(seat, known, body)
            known.next_n, known.last_seq = n + 1, seq
            return
        if kind == "done":  # the player has read the close: the host may go
            known.next_n, known.last_seq, known.done = n + 1, seq, True
            return
        try:
            decision = decision_from_json(body.get("decision"))
        except DecisionFormatError as error:
            raise MessageError(f"seat {seat}: damaged decision ({error})") from None
        known.next_n = n + 1
        known.last_seq = seq
        self.queued.setdefault(seat, []).append(decision)
        self._advance()

    def _contribution(self, seat: int, known: Seat, body: dict[str, Any]) -> None:
        """A seat reveals its contribution to the deal: only once every seat has
        committed to its own (so nobody reveals before the last claimant has bound
        itself: the last claimant cannot choose the deal), only before the start,
        and only the one its claim committed to."""
        if self.opening is None or len(self.seats) < self.opening.players:
            raise MessageError(f"seat {seat}: a contribution before every seat is claimed")
        if self.setup is not None:
            raise MessageError(f"seat {seat}: a contribution after the start")
        share = body.get("contribution")
        if not is_secret(share) or contribution_commitment(str(share)) != known.pledge:
            raise MessageError(f"seat {seat}: a contribution other than the one it committed to")
        assert isinstance(share, str)
        known.contribution = share

    # --- the host's messages -------------------------------------------------------

    def _start(self, body: dict[str, Any]) -> None:
        if self.setup is not None or self.opening is None:
            raise MessageError("started twice")
        setup, edicts = body.get("setup"), body.get("edicts")
        if not isinstance(setup, dict) or not isinstance(edicts, list):
            raise MessageError("a start without a setup")
        names = [self.seats[s].name for s in sorted(self.seats)]
        if len(names) != self.opening.players or setup.get("players") != names:
            raise MessageError("the start does not name the seated players")
        if not self.contributed:
            raise MessageError("a start before every seat revealed its contribution")
        try:
            if Terms.of(Setup.from_json({**setup, "seed": 0})) != self.opening.terms:
                raise MessageError("the start is not played by the opening's terms")
            public = Setup.from_json({**setup, "seed": 0, "edicts": edicts})
            if self.secret is None:
                self.game = Game(public, cards=())
            else:
                self.game = Game(Setup.from_json({**setup, "seed": self.deal_seed(self.secret)}))
                if list(self.game.edicts) != edicts:
                    raise MessageError("the start's edicts are not the seed's")
        except SetupError as error:
            raise MessageError(f"an unplayable setup ({error})") from None
        self.setup, self.public_setup = setup, public
        self._events(self.game.events)

    def _reveal(self, body: dict[str, Any]) -> None:
        game = self.game
        index, card = body.get("i"), body.get("card")
        if game is None or index != len(self.revealed) or not isinstance(card, str):
            raise MessageError("a reveal out of order")
        if self.secret is None:
            try:
                events = game.reveal(card)
            except ValueError as error:
                raise MessageError(f"a reveal of no card of this game ({error})") from None
            self.revealed.append(card)
            self._events(events)
            self._advance()
            return
        self.revealed.append(card)
        if card != self.dealt_cards()[index]:
            self._report(
                Report(f"revealed card {index} is not the seed's card", "card", index=index)
            )

    def _hash(self, body: dict[str, Any]) -> None:
        season, digest = body.get("season"), body.get("hash")
        if type(season) is not int or not isinstance(digest, str):
            raise MessageError("a damaged season digest")
        self.host_hashes[season] = digest
        self._compare(season)

    def _hand_over(self, body: dict[str, Any]) -> None:
        """The host hands a seat to another key: a computer cartographer standing in
        for a player who left, or the player back again (RULES are not involved: the
        seat's decisions simply come from another signer from now on)."""
        seat, key = body.get("seat"), body.get("key")
        if type(seat) is not int or seat not in self.seats or not isinstance(key, str):
            raise MessageError("a hand-over of no claimed seat")
        known = self.seats[seat]
        known.former.add(known.key)
        known.key = key
        known.term += 1

    def _close(self, body: dict[str, Any]) -> None:
        secret = body.get("secret")
        if not is_secret(secret) or self.opening is None or self.setup is None:
            raise MessageError("a damaged closing")
        assert isinstance(secret, str)
        self.closing = (self.deal_seed(secret), secret)
        self._verify()

    # --- playing -------------------------------------------------------------------

    def _advance(self) -> None:
        """Apply every queued decision the engine is ready for, in the engine's order."""
        game = self.game
        while game is not None and game.pending is not None:
            if game.waiting:
                return
            seat = game.pending.player
            waiting = self.queued.get(seat)
            if not waiting:
                return
            decision = waiting.pop(0)
            try:
                events = game.apply(decision)
            except IllegalDecision as error:
                self.refused += 1
                self._report(
                    Report(f"seat {seat}: decision refused ({error})", "refused", seat=seat)
                )
                continue
            self._events(events)

    def _events(self, events: Sequence[Event]) -> None:
        assert self.game is not None
        for event in events:
            if isinstance(event, SeasonScored):
                self.hashes[event.season] = season_digest(self.game, event.season)
                self._compare(event.season)
            elif isinstance(event, GameEnded):
                self._verify()

    def _compare(self, season: int) -> None:
        mine, host = self.hashes.get(season), self.host_hashes.get(season)
        if mine is not None and host is not None and mine != host:
            self.diverged = True
            differs = f"season {season + 1}: this computer's game differs from the host's"
            self._report(Report(differs, "diverged", season=season + 1))

    def _verify(self) -> None:
        """After the close: the host's secret matches its commitment, and the seed it
        makes with every seat's contribution (as this computer read the claims) deals
        the very edicts and cards of the game. Nothing is replayed: the same cards and
        decisions through the same engine are the same game (the card source is all a
        seed decides)."""
        game, closing, opening = self.game, self.closing, self.opening
        if game is None or closing is None or opening is None or not game.over:
            return
        seed, secret = closing
        ok = commitment(secret) == opening.commitment
        if ok:
            assert self.setup is not None
            try:
                dealt = deal(Setup.from_json({**self.setup, "seed": seed}))
            except SetupError:
                ok = False
            else:
                ok = list(dealt.cards) == self.revealed and dealt.edicts == game.edicts
        if not ok:
            self._report(Report("the host's seed does not match the game it dealt", "seed"))
        self.verified = ok

    # --- what the others read ------------------------------------------------------

    @property
    def contributed(self) -> bool:
        """Every seat is claimed and has revealed its contribution: the deal is fixed."""
        return (
            self.opening is not None
            and len(self.seats) == self.opening.players
            and all(held.contribution for held in self.seats.values())
        )

    @property
    def started(self) -> bool:
        return self.game is not None

    @property
    def finished(self) -> bool:
        return self.game is not None and self.game.over

    def real_game(self) -> Game | None:
        """The game with its real setup (the seed disclosed), for the save file."""
        if self.game is None or self.setup is None or self.closing is None or not self.verified:
            return None
        if self.secret is not None:
            return self.game
        return Game.replay(
            Setup.from_json({**self.setup, "seed": self.closing[0]}), self.game.decisions
        )

    def dealt_cards(self) -> list[str]:
        """The cards the game has revealed so far (on the host: dealt from the seed)."""
        if self.game is None:
            return []
        return [e.card for e in self.game.events if isinstance(e, CardRevealed)]

    def deal_seed(self, secret: str) -> int:
        """The game's seed: the host's secret with every seat's contribution."""
        shares = [self.seats[seat].contribution for seat in sorted(self.seats)]
        return deal_seed(secret, shares)

    def seat_of(self, key: str) -> int | None:
        """The seat this key claimed or stands in for."""
        for seat, known in self.seats.items():
            if key in (known.key, known.owner):
                return seat
        return None

    def _report(self, report: Report) -> None:
        self.reports.append(report)
        if self.on_report is not None:
            self.on_report(report)


def _opening(body: dict[str, Any]) -> Opening:
    players, commit, key = (body.get(k) for k in ("players", "commitment", "key"))
    if type(players) is not int or not 1 <= players <= 6:
        raise MessageError("an opening without a number of seats")
    if not isinstance(commit, str) or not isinstance(key, str):
        raise MessageError("a damaged opening")
    try:
        terms = Terms.from_json(body.get("terms"))
    except SetupError as error:
        raise MessageError(f"an opening with unplayable terms ({error})") from None
    return Opening(players, terms, commit, key)


def _signed_by(document: dict[str, Any], key: str) -> bool:
    try:
        verify(document, key)
    except MessageError:
        return False
    return True
