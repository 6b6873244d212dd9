"""Whole games against a real nats-server: every computer ends with the same game,
whatever happens to the server, the players and the messages on the way."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from pathlib import Path

import pytest
from nacl.signing import SigningKey

from cartografove.net.host import Host
from cartografove.net.link import JoinError, Outbox, cancel_until_done, disconnect
from cartografove.net.protocol import Message, public_key, seat_subject
from cartografove.net.seat import THINKING_THREAD
from cartografove.net.server.process import NatsServer
from cartografove.net.table import Table
from cartografove.net.terms import Terms
from cartografove.records.history import History
from cartografove.rules.cards import catalog
from cartografove.rules.decisions import Ask, Decision
from cartografove.rules.game import Game
from cartografove.rules.setup import RuleSet, RulesOptions
from tests.random_play import RandomCartographer
from tests.waits import HANG_S, join_all

from .conftest import as_host, as_player
from .harness import Match, same_game


def test_six_players_play_a_whole_game(nats_server: NatsServer, tmp_path: Path) -> None:
    match = Match(nats_server, 6, tmp_path)

    async def play() -> list[Table]:
        _, hosting = await match.host()
        tables = await asyncio.gather(*(match.player(seat) for seat in range(6)))
        return [await hosting, *tables]

    tables = asyncio.run(play())
    same_game(tables)
    assert match.reports == []
    game = tables[1].game
    assert game is not None and len(game.players) == 6
    # every player's computer keeps the game in its history, as an ordinary save
    entries = History(tmp_path / "history-0").entries()
    assert len(entries.entries) == 1 and not entries.problems
    # so, everyone having read it, the host deletes the game's stream from the server
    assert asyncio.run(streams(nats_server)) == []


async def streams(server: NatsServer) -> list[str]:
    client = await as_host(server)
    try:
        return [info.config.name or "" for info in await client.jetstream().streams_info()]
    finally:
        await disconnect(client)


def test_the_server_killed_and_restarted_mid_game_loses_nothing(
    nats_server: NatsServer, tmp_path: Path
) -> None:
    match = Match(nats_server, 3, tmp_path)
    restarts: list[int] = []

    async def restart() -> None:
        nats_server.kill()
        await asyncio.sleep(0.5)
        await asyncio.to_thread(nats_server.start, timeout=HANG_S)

    def crash(table: Table) -> None:
        if not restarts and len(table.revealed) >= 10:
            restarts.append(table.last_seq)
            asyncio.get_running_loop().create_task(restart())

    async def play() -> list[Table]:
        _, hosting = await match.host(crash)
        tables = await asyncio.gather(*(match.player(seat) for seat in range(3)))
        return [await hosting, *tables]

    tables = asyncio.run(play())
    assert restarts
    same_game(tables)
    assert match.reports == []


@pytest.mark.parametrize(
    "terms",
    [
        Terms.new(RuleSet.base(), side="B", edicts=catalog().first_game),
        Terms.new(
            RuleSet.combined("base"),
            side="A",
            edicts="first_game",
            options=RulesOptions(hero_pattern_turns=False, hero_wildcard=True),
        ),
    ],
    ids=["base-game-chosen-edicts", "combined-with-options"],
)
def test_the_hosts_rules_edicts_and_options_are_the_games(
    nats_server: NatsServer, tmp_path: Path, terms: Terms
) -> None:
    """New Game's whole table travels: every computer plays the base game, or combined
    play with the Czech rulebook's hero wildcard, with the edicts the host chose."""
    match = Match(nats_server, 2, tmp_path, terms=terms)

    async def play() -> list[Table]:
        _, hosting = await match.host()
        tables = await asyncio.gather(*(match.player(seat) for seat in range(2)))
        return [await hosting, *tables]

    tables = asyncio.run(play())
    same_game(tables)
    assert match.reports == []
    for table in tables:
        game = table.real_game()
        assert game is not None and sorted(game.setup.players) == ["Player 0", "Player 1"]
        expected = terms.setup(game.setup.players, game.setup.seed)  # seats as claimed
        assert game.setup == expected
        assert game.result == Game.replay(expected, game.decisions).result


class Dropped(Exception):
    """The laptop's lid closed."""


GAZE_SEED = 2  # the ninth card is the Gorgon's gaze: seat 1 draws it on sheet 0, then gazes


def test_a_player_dropping_mid_turn_rejoins_and_catches_up(
    nats_server: NatsServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seat 1 drops while it decides where the Gorgon's gaze falls: the monster it drew
    a moment before is still in its outbox, not sent. Its app, started again, sends
    the monster and numbers the gaze after it. (It numbered the gaze like the monster,
    so the server dropped the gaze as the monster's retry and the game stalled for
    ever: the drop test hung whenever the deal put the twentieth decision there.)"""
    monkeypatch.setattr("cartografove.net.table.deal_seed", lambda _secret, _shares: GAZE_SEED)
    match = Match(nats_server, 3, tmp_path)
    bot = RandomCartographer(1)
    dropped: list[bool] = []

    def drop_at_the_gaze(game: Game) -> Decision:
        pending = game.pending
        if not dropped and pending is not None and pending.ask is Ask.GAZE:
            dropped.append(True)
            raise Dropped
        return bot.choose(game)

    async def play() -> list[Table]:
        _, hosting = await match.host()
        others = [asyncio.create_task(match.player(seat)) for seat in (0, 2)]
        with pytest.raises(Dropped):
            await match.player(1, drop_at_the_gaze)
        assert any(
            b'"draw_monster"' in item.data for item in Outbox(tmp_path / "outbox-1.json").items
        )
        back = await match.player(1, bot.choose)
        return [await hosting, back, *[await task for task in others]]

    tables = asyncio.run(asyncio.wait_for(play(), HANG))
    same_game(tables)
    assert match.reports == []


HANG = HANG_S  # a guard against a stalled game, not a speed


def test_forged_and_misdirected_messages_are_refused_and_reported(
    nats_server: NatsServer, tmp_path: Path
) -> None:
    match = Match(nats_server, 2, tmp_path)
    injected: list[bool] = []

    async def inject(table: Table) -> None:
        # on a server that lets anyone write on a seat's subject (someone else's, with
        # one token): the host's own refuses these at once (test_hostile.py), so they
        # are sent as its host to reach the readers
        client = await as_host(nats_server)
        js = client.jetstream()
        game = table.game
        assert game is not None
        decision = game.legal_decisions()[0].to_json() if game.pending else {}
        body = {"decision": decision}
        # a stranger signing for seat 0; seat 1's player writing for seat 0
        other = next(k for k in match.keys if public_key(k) != table.seats[0].key)
        for key in (SigningKey.generate(), other):
            data = Message("decision", table.seats[0].next_n, body).encode(match.game, key)
            await js.publish(seat_subject(match.game, 0), data)
        await client.close()

    def once(table: Table) -> None:
        if not injected and table.revealed and table.game is not None:
            injected.append(True)
            asyncio.get_running_loop().create_task(inject(table))

    async def play() -> list[Table]:
        _, hosting = await match.host(once)
        tables = await asyncio.gather(*(match.player(seat) for seat in range(2)))
        return [await hosting, *tables]

    tables = asyncio.run(play())
    same_game(tables)
    for table in tables:
        assert sum("forged" in report for report in table.reports) == 2, table.reports
    assert len(match.reports) == 3 * 2


def test_a_wrong_token_is_refused(nats_server: NatsServer) -> None:
    async def attempt() -> None:
        await as_player(nats_server, "not-the-token")

    with pytest.raises(JoinError, match="cannot connect"):
        asyncio.run(attempt())


def test_joining_a_game_the_server_does_not_have(nats_server: NatsServer, tmp_path: Path) -> None:
    match = Match(nats_server, 2, tmp_path)
    with pytest.raises(JoinError, match="no game"):
        asyncio.run(match.player(0))


def test_the_host_restarted_mid_game_deals_on(nats_server: NatsServer, tmp_path: Path) -> None:
    match = Match(nats_server, 2, tmp_path)
    kept = tmp_path / "hosted.json"

    async def play() -> list[Table]:
        far_enough = asyncio.Event()

        def watch(table: Table) -> None:
            if len(table.revealed) >= 6:
                far_enough.set()

        host, hosting = await match.host(watch)
        host.save(kept)
        players = [asyncio.create_task(match.player(seat)) for seat in range(2)]
        await far_enough.wait()
        hosting.cancel()  # the host's app crashes
        with contextlib.suppress(asyncio.CancelledError):
            await hosting
        await asyncio.sleep(0.3)
        client = await as_host(nats_server)
        again = Host.resume(client.jetstream(), kept, on_report=match.reports.append)
        tables = [await again.run(), *[await player for player in players]]
        await disconnect(client)
        return tables

    tables = asyncio.run(play())
    same_game(tables)
    assert match.reports == []


def test_a_stand_in_plays_for_a_player_who_left_until_they_are_back(
    nats_server: NatsServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The player leaves at the Gorgon's gaze, the monster drawn still in the outbox;
    the stand-in plays the seat on, and the player, back, numbers their messages on
    from the stand-in's, not from their own outbox's (refused as out of turn: a stall)."""
    monkeypatch.setattr("cartografove.net.table.deal_seed", lambda _secret, _shares: GAZE_SEED)
    match = Match(nats_server, 3, tmp_path)
    stand_in = SigningKey.generate()
    bot = RandomCartographer(5)
    left: list[bool] = []

    def leave_at_the_gaze(game: Game) -> Decision:
        pending = game.pending
        if not left and pending is not None and pending.ask is Ask.GAZE:
            left.append(True)
            raise Dropped
        return bot.choose(game)

    async def play() -> list[Table]:
        seen: list[Table] = []
        host, hosting = await match.host(lambda table: seen.__setitem__(slice(None), [table]))
        others = [asyncio.create_task(match.player(seat)) for seat in (0, 2)]
        with pytest.raises(Dropped):
            await match.player(1, leave_at_the_gaze)
        table = seen[0]
        assert table.game is not None and not table.game.over
        seat = table.seat_of(public_key(match.keys[1]))
        assert seat is not None
        host.hand_over(seat, public_key(stand_in))
        while seen[0].seats[seat].key != public_key(stand_in):
            await asyncio.sleep(0.05)  # the hand-over is in the log
        # the player comes back (and waits), the stand-in draws four times, and at
        # the fourth the host hands the seat back
        back = asyncio.create_task(match.player(1, bot.choose))
        drawn: list[int] = []
        loop = asyncio.get_running_loop()

        def stand_in_then_hand_back(game: Game) -> Decision:
            drawn.append(1)
            if len(drawn) == 4:  # a chooser thinks on a worker thread: the host is the loop's
                loop.call_soon_threadsafe(host.hand_over, seat, public_key(match.keys[1]))
            return bot.choose(game)

        await match.player(1, stand_in_then_hand_back, key=stand_in)
        assert len(drawn) >= 4
        return [await hosting, await back, *[await task for task in others]]

    tables = asyncio.run(asyncio.wait_for(play(), HANG))
    same_game(tables)
    # a decision the stand-in sent as the seat was handed back is refused, not applied
    assert all("previous holder after the hand-over" in r for r in match.reports)
    seat_terms = [seat.term for seat in tables[0].seats.values()]
    assert sorted(seat_terms) == [0, 0, 2]


def test_a_computer_thinks_off_the_event_loop(nats_server: NatsServer, tmp_path: Path) -> None:
    """A seat's chooser runs on a worker thread with a copy of the game: a computer
    thinking for a second never holds up the link's asyncio loop."""
    match = Match(nats_server, 2, tmp_path)
    loop_threads: set[int] = set()
    chooser_threads: set[int] = set()
    bot = RandomCartographer(1)

    def choose(game: Game) -> Decision:
        chooser_threads.add(threading.get_ident())
        decision = bot.choose(game)
        game.apply(decision)  # the chooser's own copy: the seat's game does not move
        return decision

    async def play() -> list[Table]:
        loop_threads.add(threading.get_ident())
        _, hosting = await match.host()
        tables = await asyncio.gather(match.player(0, choose), match.player(1))
        return [await hosting, *tables]

    tables = asyncio.run(play())
    same_game(tables)
    assert chooser_threads and not chooser_threads & loop_threads


def test_a_seat_stopped_while_its_computer_thinks_waits_for_nothing(
    nats_server: NatsServer, tmp_path: Path
) -> None:
    """The game is left (its tasks cancelled, its loop ended) while seat 1's computer
    thinks: nothing waits for the thought. On the loop's executor it was waited for
    when the loop shut the executor down and again at the interpreter's exit; the app's
    quit test then failed under load on Python 3.11's InvalidStateError."""
    match = Match(nats_server, 2, tmp_path)
    thinking, release = threading.Event(), threading.Event()
    ended: list[bool] = []

    def thinks_until_released(game: Game) -> Decision:
        thinking.set()
        ended.append(release.wait(HANG))
        return RandomCartographer(1).choose(game)

    async def play() -> None:
        _, hosting = await match.host()
        tasks = [
            hosting,
            asyncio.create_task(match.player(0)),
            asyncio.create_task(match.player(1, thinks_until_released)),
        ]
        await asyncio.to_thread(thinking.wait, HANG)
        await cancel_until_done(tasks)  # as the app's link is stopped

    asyncio.run(asyncio.wait_for(play(), HANG))  # asyncio.run shuts its executor down
    assert thinking.is_set() and ended == []  # the thought goes on, nobody waited
    release.set()
    join_all(t for t in threading.enumerate() if t.name == THINKING_THREAD)
    assert ended == [True]
