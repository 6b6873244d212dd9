"""``cartografove host`` and ``cartografove join``: network games without a window.

``host`` opens a game — on a nats-server it starts itself (LAN) or on one given by
``--server`` (remote) — prints ``join code: …``, waits for the seats, deals the game
to its end and prints the standings as ``autoplay`` does. ``join CODE`` plays one
seat with a computer cartographer and prints the same standings. Both keep the
finished game in this computer's history.

Only :func:`register` runs when the command line is parsed; the network modules are
imported when a command runs, so starting the app loads none of them.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from typing import TYPE_CHECKING, Any

from ..arguments import mistake, sheet_side
from ..cli_language import translate
from ..names import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from collections.abc import Callable

    from nacl.signing import SigningKey
    from nats.aio.client import Client

    from ..rules.game import Game
    from .place import Place
    from .server import NatsServer
    from .table import Report, Table
    from .terms import Terms


DATA_FOLDER = QT_TRANSLATE_NOOP("NetCommands", "the data folder {folder} cannot be used ({reason})")
PLAYERS_NEEDED = QT_TRANSLATE_NOOP("NetCommands", "--players N is needed to host a new game")
PORT_NOT_HERE = QT_TRANSLATE_NOOP("NetCommands", "--port is for a new server this host starts")
HOST_STOPPED = QT_TRANSLATE_NOOP("NetCommands", "stopped; go on with --resume")
JOIN_STOPPED = QT_TRANSLATE_NOOP("NetCommands", "stopped; join again with the same --name")
SECRETS_LOST = QT_TRANSLATE_NOOP(
    "NetCommands",
    "the record of game {game} ({kept}) has lost the host's secrets (secret, key); "
    "it cannot be hosted again",
)
NO_GAME = QT_TRANSLATE_NOOP("NetCommands", "no game {game} to resume here")
KEY_UNREADABLE = QT_TRANSLATE_NOOP("NetCommands", "the key of {name} cannot be read ({reason})")
KEY_DAMAGED = QT_TRANSLATE_NOOP(
    "NetCommands", "{path} does not hold the key of {name} (a damaged file, a folder or a device)"
)
NOT_ANNOUNCED = QT_TRANSLATE_NOOP("NetCommands", "not announced on the local network ({reason})")
RESTARTED = QT_TRANSLATE_NOOP("NetCommands", "the game's server had stopped: it runs again")
NOT_IN_HISTORY = QT_TRANSLATE_NOOP(
    "NetCommands", "the game could not be kept in the history ({reason})"
)
NOT_PLAYABLE = QT_TRANSLATE_NOOP(
    "NetCommands", "the server's permissions do not let a game be played there: {problems}"
)
EXPOSED = QT_TRANSLATE_NOOP(
    "NetCommands",
    "{exposure} (give the players a user of their own: docs/PROTOCOL.md, Someone else's server)",
)
WARNING = QT_TRANSLATE_NOOP("NetCommands", "warning: {text}")
NOT_SEATS = QT_TRANSLATE_NOOP("Arguments", "not a number of players: {text}")
SEATS = QT_TRANSLATE_NOOP("Arguments", "a network game has 1 to {most} seats, not {count}")
NOT_SERVER = QT_TRANSLATE_NOOP(
    "Arguments",
    "not a server address: {text} (write nats://TOKEN@server:4222, or tls://… for an "
    "encrypted connection)",
)
NOT_EDICTS = QT_TRANSLATE_NOOP(
    "Arguments", "edicts are random, first_game or four card ids separated by commas, not {text}"
)
NOT_PORT = QT_TRANSLATE_NOOP("Arguments", "not a port number: {text}")
PORT = QT_TRANSLATE_NOOP("Arguments", "a port is from 1 to 65535, not {port}")
CODE = QT_TRANSLATE_NOOP("Arguments", "CODE")
KEPT_AS = QT_TRANSLATE_NOOP("NetCommands", " (kept as {path})")

MAX_SEATS = 6
LEVELS = ("random", "easy", "medium", "hard", "expert")
"""The levels of :mod:`cartografove.bots` (a test keeps them equal), named here so that
parsing the command line loads no engine."""


def seats_count(text: str) -> int:
    """1 to 6 seats: a network game is a game of the box, 6 players at most."""
    try:
        count = int(text)
    except ValueError:
        raise mistake(NOT_SEATS, text=repr(text)) from None
    if not 1 <= count <= MAX_SEATS:
        raise mistake(SEATS, most=MAX_SEATS, count=count)
    return count


def server_address(text: str) -> str:
    """``--server``: an address a game can be hosted on. An empty one is refused, not
    taken as "no server" (which would host on every network and announce the game)."""
    from .place import valid_address

    if not valid_address(text):
        raise mistake(NOT_SERVER, text=repr(text))
    return text.strip()


def register(commands: argparse._SubParsersAction[Any]) -> None:
    """Add ``host`` and ``join`` to the ``cartografove`` command line."""
    host = commands.add_parser(
        "host", help=translate("Help", "host a game for players on other computers")
    )
    host.add_argument(
        "--players", type=seats_count, metavar="N", help=translate("Help", "seats, 1–6")
    )
    host.add_argument(
        "--rules",
        choices=("heroes", "base", "combined"),
        default="heroes",
        help=translate("Help", "Heroes, the base game, or both combined (default heroes)"),
    )
    host.add_argument(
        "--side",
        type=sheet_side,
        help=translate("Help", "sheet side (default: the rules' first, C for Heroes)"),
    )
    host.add_argument(
        "--edicts",
        type=edicts_choice,
        default="random",
        metavar="CHOICE",
        help=translate(
            "Help", "random, first_game, or four scoring card ids for A–D separated by commas: "
        )
        + ", ".join(_scoring_ids()),
    )
    host.add_argument(
        "--server",
        type=server_address,
        metavar="URL",
        help=translate("Help", "a nats-server to use (nats://token@host:port, tls://…)"),
    )
    host.add_argument("--token", help=translate("Help", "the server's token (else from the URL)"))
    host.add_argument(
        "--credentials", metavar="FILE", help=translate("Help", "a NATS credentials file")
    )
    host.add_argument(
        "--listen",
        default="0.0.0.0",
        metavar="ADDRESS",
        help=translate(
            "Help", "where the server this host starts listens (default: every network)"
        ),
    )
    host.add_argument(
        "--port",
        type=port_number,
        default=0,
        metavar="PORT",
        help=translate("Help", "the port of the server this host starts (default: a free one)"),
    )
    host.add_argument(
        "--no-announce", action="store_true", help=translate("Help", "do not announce on the LAN")
    )
    host.add_argument(
        "--name",
        help=translate(
            "Help", "take a seat too, played by a computer cartographer under this name"
        ),
    )
    host.add_argument(
        "--bot",
        choices=LEVELS,
        default="random",
        help=translate("Help", "the computer playing --name's seat"),
    )
    host.add_argument(
        "--resume",
        metavar="GAME",
        help=translate("Help", "go on hosting a game this computer hosted before"),
    )
    host.set_defaults(run=_host)
    join = commands.add_parser("join", help=translate("Help", "play one seat of a network game"))
    join.add_argument(
        "code",
        metavar=translate("Arguments", CODE),
        help=translate("Help", "the join code the host printed"),
    )
    join.add_argument(
        "--bot", choices=LEVELS, default="random", help=translate("Help", "computer cartographer")
    )
    join.add_argument(
        "--name", help=translate("Help", "the player's name (keeps the seat after a restart)")
    )
    join.add_argument(
        "--credentials",
        metavar="FILE",
        help=translate("Help", "a NATS credentials file, if the server wants one"),
    )
    join.set_defaults(run=_join)


def port_number(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise mistake(NOT_PORT, text=repr(text)) from None
    if not 1 <= port <= 65535:
        raise mistake(PORT, port=port)
    return port


def _scoring_ids() -> list[str]:
    """The scoring cards' ids, for --help (read from the card data when the help is
    shown; the command line itself loads no engine)."""
    import json

    from ..paths import resource_path

    try:
        cards = json.loads(resource_path("data", "scoring_cards.json").read_text("utf-8"))
    except (OSError, ValueError):
        return []
    listed = cards.get("scoring_cards", []) if isinstance(cards, dict) else []
    return [str(card["id"]) for card in listed if isinstance(card, dict) and "id" in card]


def edicts_choice(text: str) -> str | tuple[str, str, str, str]:
    """``random``, ``first_game`` or four card ids (``a,b,c,d``); whether the cards
    exist and fit the rules is checked with the terms."""
    if text in ("random", "first_game"):
        return text
    ids = [part.strip() for part in text.split(",")]
    if len(ids) != 4 or not all(ids):
        raise mistake(NOT_EDICTS, text=repr(text))
    return (ids[0], ids[1], ids[2], ids[3])


def _terms(args: argparse.Namespace) -> Terms:
    """The terms the options name (:class:`SetupError` when the rules refuse them)."""
    from ..rules.setup import RuleSet
    from .terms import Terms

    rules = {"heroes": RuleSet.heroes, "base": RuleSet.base, "combined": RuleSet.combined}
    return Terms.new(rules[args.rules](), args.side, args.edicts)


def data_folder_problem(lang: str | None = None) -> str | None:
    """Why the data folder (keys, records of games in progress, the history) cannot
    be used, in one line; None when it can. Asked before a network game starts, so a
    file in its place is a sentence, not a traceback halfway through a game."""
    from ..userdirs import data_dir

    try:
        data_dir()
    except OSError as error:
        return _say(lang, DATA_FOLDER).format(
            folder=error.filename or "", reason=_system(error, lang)
        )
    return None


def _host(args: argparse.Namespace) -> int:
    from ..rules.setup import SetupError

    if problem := data_folder_problem(args.lang):
        _complain("host", problem)
        return 1

    if args.resume is None and args.players is None:
        _complain("host", _say(args.lang, PLAYERS_NEEDED))
        return 2
    if args.port and (args.server or args.resume):
        _complain("host", _say(args.lang, PORT_NOT_HERE))
        return 2
    try:
        args.terms = _terms(args)
    except SetupError as error:
        from ..cli_words import setup_problem
        from ..standings import translator

        _complain("host", setup_problem(error, translator(args.lang)))
        return 2
    try:
        return asyncio.run(_host_game(args))
    except KeyboardInterrupt:
        _complain("host", _say(args.lang, HOST_STOPPED))
        return 130


async def _host_game(args: argparse.Namespace) -> int:
    """Host a new game, or (``--resume``) the one this computer was hosting when
    it stopped: its secrets and where its server is are kept in this computer's
    record of its network games in progress (:mod:`.ongoing`) until the game is over."""
    from ..records.files import RecordError
    from ..records.history import History
    from .discovery import Announcement
    from .host import Host, LostSecrets
    from .link import JoinError, connect, disconnect
    from .ongoing import OngoingGames
    from .presence import beat
    from .protocol import fingerprint, new_game_id, public_key
    from .server import ServerError, admission, forget_store, keep_running, serve, stop_leftover

    records = OngoingGames()
    game = args.resume or new_game_id()
    kept = records.hosted_path(game)
    server: NatsServer | None = None
    announcement: Announcement | None = None
    try:
        if args.resume:
            try:
                ongoing = records.read(kept)
            except FileNotFoundError:
                place = None
            except RecordError as error:  # set aside as *.corrupt
                kept_as = _say(args.lang, KEPT_AS).format(path=error.kept_as)
                _complain("host", _failure(error, args.lang) + (kept_as if error.kept_as else ""))
                return 1
            else:
                if not ongoing.secrets_kept:
                    _complain("host", _say(args.lang, SECRETS_LOST).format(game=game, kept=kept))
                    return 1
                place = ongoing.place
                args.credentials = args.credentials or ongoing.credentials or None
            if place is None:
                _complain("host", _say(args.lang, NO_GAME).format(game=game))
                return 1
        else:
            place = _place(args, game)
            if not place.own_server and not await _server_allows(place, args):
                return 1
        if place.own_server:
            server, place = await serve(place, resume=bool(args.resume))
        client = await connect(
            place.url,
            place.host_password or None,
            user=place.host_user,
            credentials=args.credentials,
        )
        if args.resume:
            host = Host.resume(client.jetstream(), kept, on_report=_reporter(args.lang))
            if server is not None:
                records.moved(kept, place)  # a new server process: a new id to stop it by
        else:
            host = Host(
                client.jetstream(),
                game,
                args.players,
                args.terms,
                on_report=_reporter(args.lang),
            )
            await host.open()
            records.keep_hosted(host, place, credentials=args.credentials or "")
        host.admit = admission(place, server)  # each claimed seat its own user
        code = place.code(game, public_key(host.key))
        print(f"join code: {code}", flush=True)
        if place.own_server and not args.no_announce:
            try:
                announcement = await Announcement.start(
                    "Kartografové", game, code, host.players, place.host_name, place.port
                )
            except (OSError, RuntimeError) as error:
                reason: object = error
                if isinstance(error, OSError) and not _english(args.lang):
                    reason = _system(error, args.lang)
                _warn(_say(args.lang, NOT_ANNOUNCED).format(reason=reason), args.lang)
        beating = [asyncio.ensure_future(beat(client, game))]
        if server is not None:
            beating.append(
                asyncio.ensure_future(
                    keep_running(server, lambda: _warn(_say(args.lang, RESTARTED), args.lang))
                )
            )
        seat_key = _seat_key(args.name, "host", args.lang) if args.name else None
        if args.name and seat_key is None:
            return 1
        try:
            if args.name and seat_key is not None:  # the host's own seat, on its own connection
                seat_client = await connect(
                    place.url,
                    place.token or None,
                    user="player" if place.host_user else None,
                    credentials=args.credentials,
                )
                pinned = fingerprint(public_key(host.key))
                own = place.url if place.host_user else None
                table, _ = await asyncio.gather(
                    host.run(),
                    _play_seat(
                        seat_client, game, args.name, seat_key, args.bot, args.lang, pinned, own
                    ),
                )
                await disconnect(seat_client)
            else:
                table = await host.run()
        finally:
            for task in beating:
                task.cancel()
        await disconnect(client)
    except LostSecrets as error:
        if _english(args.lang):
            _complain("host", str(error))
        else:
            secrets = _say(args.lang, SECRETS_LOST).format(game=game, kept=kept)
            _complain("host", secrets)
        return 1
    except (JoinError, ServerError) as error:
        _complain("host", _failure(error, args.lang, hosting=True))
        return 1
    finally:
        if announcement is not None:
            await announcement.close()
        if server is not None:
            server.stop()
    if server is None:
        stop_leftover(place)  # the server a crashed run of this host left
    assert table.game is not None
    _print_standings(table.game, args.lang)
    try:
        History().record(table.game)
    except OSError as error:
        reason = error if _english(args.lang) else _system(error, args.lang)
        _warn(_say(args.lang, NOT_IN_HISTORY).format(reason=reason), args.lang)
    else:
        records.finished(kept)
    if place.own_server:
        forget_store(place)
    return 0


def _place(args: argparse.Namespace, game: str) -> Place:
    """Where a new game is hosted: the server given, or one this host starts."""
    from .place import Place

    if args.server is not None:
        return Place.remote(args.server, args.token or "")
    return Place.own(args.listen, game, port=args.port)


async def _server_allows(place: Place, args: argparse.Namespace) -> bool:
    """Try what someone else's server lets the host and the players do (:mod:`.probe`)
    before the game starts: False after saying what it does not allow; what it
    allows and should not is a warning."""
    from ..standings import translator
    from .probe import exposure_text, probe, problem_text

    say = translator(args.lang)
    findings = await probe(
        place.url,
        place.token or None,
        credentials=args.credentials,
        players_token=None if args.credentials else place.token,
    )
    if findings.problems:
        problems = "; ".join(problem_text(problem, say) for problem in findings.problems)
        _complain("host", _say(args.lang, NOT_PLAYABLE).format(problems=problems))
        return False
    for exposure in findings.exposures:
        _warn(_say(args.lang, EXPOSED).format(exposure=exposure_text(exposure, say)), args.lang)
    return True


def _join(args: argparse.Namespace) -> int:
    if problem := data_folder_problem(args.lang):
        _complain("join", problem)
        return 1
    try:
        return asyncio.run(_join_game(args))
    except KeyboardInterrupt:
        _complain("join", _say(args.lang, JOIN_STOPPED))
        return 130


async def _join_game(args: argparse.Namespace) -> int:
    from ..standings import translator
    from .joincode import JoinCodeError, decode
    from .link import JoinError, connect, disconnect
    from .presence import Presence, state_text, watch

    try:
        invitation = decode(args.code)
    except JoinCodeError as error:
        _complain("join", _failure(error, args.lang))
        return 2
    say = translator(args.lang)
    name = args.name or f"Computer {os.getpid()}"
    key = _seat_key(name, "join", args.lang)
    if key is None:
        return 1
    try:
        client = await connect(
            invitation.url,
            invitation.token or None,
            user=invitation.user or None,
            credentials=args.credentials,
        )
        presence = Presence(client, invitation.game)
        await presence.start()
        watching = asyncio.ensure_future(
            watch(presence, lambda now: _warn(state_text(now, say), args.lang))
        )
        try:
            own = invitation.url if invitation.user == "player" else None
            table = await _play_seat(
                client, invitation.game, name, key, args.bot, args.lang, invitation.host_key, own
            )
        finally:
            watching.cancel()
        await disconnect(client)
    except JoinError as error:
        _complain("join", _failure(error, args.lang))
        return 1
    game = table.real_game()
    if game is None:
        unverified = JoinError("the host's deal could not be verified", kind="deal")
        _complain("join", _failure(unverified, args.lang))
        return 1
    _print_standings(game, args.lang)
    return 0


def _seat_key(name: str, command: str, lang: str | None) -> SigningKey | None:
    """The key of the player ``name`` (made on first use), or None after saying on stderr
    why it cannot be read (a FIFO or a damaged file where the key is)."""
    from .keys import key_path, load_key

    path = key_path(name)
    try:
        return load_key(path)
    except (OSError, ValueError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        if _english(lang):
            _complain(command, str(reason))
        elif isinstance(error, OSError):
            why = _system(error, lang)
            _complain(command, _say(lang, KEY_UNREADABLE).format(name=name, reason=why))
        else:  # load_key's ValueError words the file's problem in English
            _complain(command, _say(lang, KEY_DAMAGED).format(name=name, path=path))
        return None


async def _play_seat(
    client: Client,
    game: str,
    name: str,
    key: SigningKey,
    level: str,
    lang: str | None,
    pinned: str,
    own_server: str | None = None,
) -> Table:
    """Play one seat of ``game`` with a computer cartographer of ``level`` until the game
    is checked, saying on stderr what it waits for whenever that changes. ``pinned``
    is the host key's fingerprint (an opening signed by another key is refused);
    ``own_server``, the URL of a host's own server, where the claimed seat writes as
    its own user (:mod:`.seat_users`)."""
    from ..bots import chooser
    from ..records.history import History
    from ..standings import translator
    from .link import connect
    from .ongoing import OngoingGames
    from .seat import Player
    from .waiting import waiting_for

    player = Player(
        client.jetstream(),
        game,
        name,
        key,
        chooser(level),
        outbox_path=OngoingGames().outbox_path(game, name),
        history=History(),
        on_report=_reporter(lang),
        pinned=pinned,
        writer=None if own_server is None else lambda: connect(own_server, seat_key=key),
    )
    said, say = [""], translator(lang)

    def progress(table: Table) -> None:
        now = waiting_for(table, player.seat, say)
        if now and now != said[0]:
            print(f"{name}: {now}", file=sys.stderr, flush=True)
        said[0] = now

    return await player.run(progress)


def _print_standings(game: Game, lang: str | None) -> None:
    """The standings, as ``cartografove autoplay`` prints them, in ``--lang``."""
    from ..standings import standings, translator

    print("\n".join(standings(game, translator(lang))), flush=True)


def _warn(text: str, lang: str | None = None) -> None:
    """A warning on stderr; ``lang`` is that of ``text`` (the reports of the network
    modules are English)."""
    print(_say(lang, WARNING).format(text=text), file=sys.stderr, flush=True)


def _reporter(lang: str | None) -> Callable[[Report], None]:
    """Say the game table's reports (a message refused, a game that differs) on
    stderr as warnings in ``lang`` (:func:`cartografove.network_words.report`)."""

    def say_report(line: Report) -> None:
        if _english(lang) or lang is None:
            _warn(line)
            return
        from ..network_words import report

        _warn(report(line, lang), lang)

    return say_report


def _complain(command: str, text: str) -> None:
    print(f"cartografove {command}: {text}", file=sys.stderr, flush=True)


def _english(lang: str | None) -> bool:
    return not lang or lang == "en"


def _say(lang: str | None, text: str) -> str:
    """One of this module's own messages (context NetCommands) in ``lang``."""
    from ..standings import translator

    return translator(lang)("NetCommands", text)


def _failure(error: BaseException, lang: str | None, *, hosting: bool = False) -> str:
    """Why the network game failed: the English text as the logs say it, or the app's
    sentence for the error's ``kind`` in ``lang`` (:mod:`cartografove.network_words`)."""
    if _english(lang) or lang is None:
        return str(error)
    from ..network_words import failure

    return failure(error, lang, hosting=hosting)


def _system(error: OSError, lang: str | None) -> str:
    """What the system said (``strerror``), in ``lang``."""
    if _english(lang) or lang is None:
        return str(error.strerror or error)
    from ..network_words import system

    return system(error, lang)
