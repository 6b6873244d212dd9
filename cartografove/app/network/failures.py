"""Why a network game could not be joined, hosted or go on, in the player's language.

The net package words its errors in English for logs and the command line, and gives
each a ``kind`` (:class:`~cartografove.net.link.JoinError`,
:class:`~cartografove.net.joincode.JoinCodeError`,
:class:`~cartografove.net.server.ServerError`); this is the one table that turns a
kind into a sentence, so that no English reaches a Czech or Polish screen (issue 25).
The English text is logged, for whoever reads the log. Whatever else ended the
link's worker (:class:`.worker.Failed` carries any exception) gets a sentence too.
"""

from __future__ import annotations

import logging

from nats.errors import Error as NatsError
from nats.errors import NoRespondersError
from nats.js.errors import ServiceUnavailableError

from ...files import FileError
from ...net.joincode import JoinCodeError
from ...net.link import JoinError
from ...net.probe import PROBLEM_TEXTS, PermissionsError
from ...net.seat import GameRefused
from ...net.server import PortTaken, ServerError
from ...net.table import Refusal
from ..reasons import file_problem, system_problem
from ..text import translate

log = logging.getLogger(__name__)


def code_problem(error: JoinCodeError) -> str:
    """Why a typed text is not a join code."""
    match error.kind:
        case "empty":
            return translate("NetFailures", "Type the join code the host gives you.")
        case "character":
            return translate(
                "NetFailures",
                "“{character}” is never in join codes (they have no 0, O, 1 or I).",
            ).format(character=error.character)
    return translate("NetFailures", "This is not a valid join code. Check it for a typo.")


def failure_text(error: BaseException | None, *, hosting: bool = False) -> str:
    """A whole sentence for why the link failed (``hosting``: this computer hosts,
    so a server that does not answer is the server chosen, not a host)."""
    if error is not None:
        log.info("network failure: %s", error)
    if isinstance(error, JoinCodeError):
        return code_problem(error)
    if isinstance(error, GameRefused):
        return refusal_problem(error)
    if isinstance(error, PermissionsError):
        problems = "; ".join(
            translate("NetProbe", PROBLEM_TEXTS[problem]) for problem in error.findings.problems
        )
        return translate(
            "NetFailures", "The server's permissions do not let a game be played there: {problems}."
        ).format(problems=problems)
    if isinstance(error, JoinError):
        return _join_problem(error.kind, hosting)
    if isinstance(error, PortTaken):
        return translate("NetFailures", "Port {port} is taken by another program.").format(
            port=error.port
        )
    if isinstance(error, ServerError):
        if error.kind == "missing":
            return translate(
                "NetFailures", "The game's server program (nats-server) is not installed."
            )
        return translate("NetFailures", "The game's server could not be started on this computer.")
    if isinstance(error, FileError):
        return file_problem(error.kind)
    if isinstance(error, OSError):
        return translate("NetFailures", "The network failed: {reason}.").format(
            reason=system_problem(error)
        )
    if isinstance(error, ValueError):
        return translate("NetFailures", "The game's messages could not be read.")
    return _server_problem(error)


def _server_problem(error: BaseException | None) -> str:
    """What nats.py raised (a server without JetStream above all), or anything else
    that ended the link's worker: still a sentence, never an endless wait (issue 21)."""
    if isinstance(error, ServiceUnavailableError | NoRespondersError):
        return _no_jetstream()
    if isinstance(error, NatsError):
        return translate("NetFailures", "The server refused what the game asked of it.")
    return translate("NetFailures", "Something unexpected stopped the network game.")


def refusal_problem(error: GameRefused) -> str:
    """A game refused on this computer (another protocol version, another host's key
    than the join code pins) in the player's language."""
    if error.refusal is Refusal.OLDER_HOST:
        return translate(
            "NetPlay", "The host's Kartografové is older than this one: the host must update."
        )
    if error.refusal is Refusal.OLDER_HERE:
        return translate(
            "NetPlay", "The host's Kartografové is newer: update Kartografové on this computer."
        )
    return translate(
        "NetPlay",
        "This game was opened by another host than the join code names: it is refused.",
    )


def _no_jetstream() -> str:
    return translate(
        "NetFailures",
        "The server does not keep game logs: it must run with JetStream (nats-server -js).",
    )


def refused_message(reason: str) -> str:
    """Why the game's log held a message that was refused, for "The network game
    refused a message, which changed nothing: …"; the English ``reason`` is logged."""
    log.info("refused message: %s", reason)
    return translate(
        "NetFailures", "it was not a valid message of this game (forged, damaged or out of turn)"
    )


def _join_problem(kind: str, hosting: bool) -> str:
    match kind:
        case "refused":
            return translate(
                "NetFailures", "The server refused the key (a wrong token or credentials file)."
            )
        case "no_game":
            return translate(
                "NetFailures",
                "There is no such game on the server: it has ended, or the code has a typo.",
            )
        case "started":
            return translate("NetFailures", "The game has already started without you.")
        case "full":
            return translate("NetFailures", "The game is full.")
        case "jetstream":
            return _no_jetstream()
        case "deal":
            return translate(
                "NetFailures",
                "The host's deal could not be verified, so the game cannot be played fairly.",
            )
    if hosting:
        return translate("NetFailures", "The server does not answer. Check its address.")
    return translate(
        "NetFailures",
        "Could not join the game: the host does not answer. Check the code, and whether "
        "the host is still hosting the game.",
    )
