"""Why a network game cannot go on, in the player's language.

The link's worker posts whatever exception ended the game (:class:`.worker.Failed`);
this names the ones a player can do something about and words any other with its
own text, so every failure reaches the player as a sentence and nothing ends in
an endless "Connecting…". The net package words its errors in English; they are
quoted after a sentence in the player's own language.
"""

from __future__ import annotations

from ...files import FileError
from ...net.joincode import JoinCodeError
from ...net.link import JoinError
from ...net.server import PortTaken, ServerError
from ..reasons import file_problem
from ..text import translate
from .worker import DealUnverified


def failure_text(error: BaseException) -> str:
    """One or two sentences: what went wrong, and what the player may do."""
    from nats.errors import Error as NatsError
    from nats.errors import NoRespondersError
    from nats.js.errors import ServiceUnavailableError

    detail = str(error) or type(error).__name__
    if isinstance(error, PortTaken):
        return translate(
            "NetFailure",
            "Port {port}, where this game's server listens, is taken by another program.",
        ).format(port=error.port)
    if isinstance(error, ServerError):
        return translate("NetFailure", "The game's server could not be started ({reason}).").format(
            reason=detail
        )
    if isinstance(error, FileError):
        return translate("NetFailure", "A file of this game cannot be used. {reason}").format(
            reason=file_problem(error.kind)
        )
    if isinstance(error, JoinCodeError):
        return translate("NetFailure", "The join code is not valid ({reason}).").format(
            reason=detail
        )
    if isinstance(error, JoinError):
        return translate("NetFailure", "The game's server cannot be reached ({reason}).").format(
            reason=detail
        )
    if isinstance(error, ServiceUnavailableError | NoRespondersError):
        return translate(
            "NetFailure",
            "The server does not keep game logs: it must run with JetStream (nats-server -js).",
        )
    if isinstance(error, DealUnverified):
        return translate(
            "NetFailure",
            "The host's cards do not match its disclosed seed: the result cannot be trusted.",
        )
    if isinstance(error, NatsError):
        return translate("NetFailure", "The server refused the game ({reason}).").format(
            reason=detail
        )
    if isinstance(error, OSError):
        return translate("NetFailure", "The network cannot be used here ({reason}).").format(
            reason=detail
        )
    return translate(
        "NetFailure", "Something unexpected stopped the network game ({kind}: {reason})."
    ).format(kind=type(error).__name__, reason=detail)
