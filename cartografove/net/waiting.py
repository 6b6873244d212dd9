"""What a player's seat waits for, in words, for ``cartografove join`` and ``host
--name`` to say while they wait (issue 20: ``join`` sat silent until the standings).
The words are in the language of ``say`` (see :mod:`cartografove.standings`)."""

from __future__ import annotations

from collections.abc import Callable

from ..names import QT_TRANSLATE_NOOP, untranslated
from .table import Table

OPENING = QT_TRANSLATE_NOOP("Waiting", "waiting for the host to open the game")
SEAT = QT_TRANSLATE_NOOP("Waiting", "waiting for a seat")
PLAYERS = QT_TRANSLATE_NOOP(
    "Waiting", "waiting for the players to sit down ({seated} of {players}: {names})"
)
CUT = QT_TRANSLATE_NOOP("Waiting", "waiting for {names} to cut the deck")
DEAL = QT_TRANSLATE_NOOP("Waiting", "waiting for the host to deal")
CARD = QT_TRANSLATE_NOOP("Waiting", "waiting for the host to reveal the next card")
DRAWING = QT_TRANSLATE_NOOP("Waiting", "waiting for {name} to draw")
CLOSING = QT_TRANSLATE_NOOP("Waiting", "waiting for the host to close the game")


def waiting_for(
    table: Table, seat: int | None, say: Callable[[str, str], str] = untranslated
) -> str:
    """The one thing the game waits for now, from ``seat``'s side; "" when it is the
    seat's own turn or the game is over and checked."""
    opening = table.opening
    if opening is None:
        return say("Waiting", OPENING)
    if seat is None:
        return say("Waiting", SEAT)
    if len(table.seats) < opening.players:
        names = ", ".join(held.name for _, held in sorted(table.seats.items()))
        return say("Waiting", PLAYERS).format(
            seated=len(table.seats), players=opening.players, names=names
        )
    game = table.game
    if game is None:
        cutting = [held.name for _, held in sorted(table.seats.items()) if not held.contribution]
        if cutting:  # their contributions to the deal (docs/PROTOCOL.md "Fairness")
            return say("Waiting", CUT).format(names=", ".join(cutting))
        return say("Waiting", DEAL)
    if table.closing is not None or game.pending is None:
        return "" if table.verified is not None else say("Waiting", CLOSING)
    pending = game.pending
    if pending.player < 0 or getattr(game, "waiting", False):
        return say("Waiting", CARD)
    if pending.player == seat:
        return ""
    name = table.seats[pending.player].name if pending.player in table.seats else "?"
    return say("Waiting", DRAWING).format(name=name)
