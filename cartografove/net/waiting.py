"""What a player's seat waits for, in words, for ``cartografove join`` and ``host
--name`` to say while they wait (issue 20: ``join`` sat silent until the standings)."""

from __future__ import annotations

from .table import Table


def waiting_for(table: Table, seat: int | None) -> str:
    """The one thing the game waits for now, from ``seat``'s side; "" when it is the
    seat's own turn or the game is over and checked."""
    opening = table.opening
    if opening is None:
        return "the host to open the game"
    if seat is None:
        return "its seat to be taken"
    if len(table.seats) < opening.players:
        missing = opening.players - len(table.seats)
        seated = ", ".join(held.name for _, held in sorted(table.seats.items()))
        return f"{missing} more player(s) to sit down (seated: {seated})"
    game = table.game
    if game is None:
        return "the host to deal"
    if table.closing is not None or game.pending is None:
        return "" if table.verified is not None else "the host to close the game"
    pending = game.pending
    if pending.player < 0 or getattr(game, "waiting", False):
        return "the host to reveal the next card"
    if pending.player == seat:
        return ""
    name = table.seats[pending.player].name if pending.player in table.seats else "?"
    return f"{name} to draw"
