"""The table as one player may see it now: every map as drawn, except what the others
drew of the card this player has still to draw (RULES §4).

In the paper game everyone draws a card at the same time, so nobody sees another's
choice before making their own; the engine asks the players one by one, so a
player who comes later in seat order must not see the earlier players' drawings of
that card until they have drawn theirs (on one computer the hand-off page hides the
maps; on a table in view beside the map, this does). Once the player has answered
the card, or when the card is no longer being drawn, every map is in view as it is.
Nothing here looks at anything a player cannot see: only decisions made and the
states the game kept for its undo.
"""

from __future__ import annotations

from ..game import Game, IllegalDecision


def seen_by(game: Game, player: int) -> Game:
    """``game`` as ``player`` may see it now: the game itself, or — while the card
    being drawn still waits for ``player``'s answer — the game as it stood when that
    card was revealed, before anyone drew it. The result is a copy; deciding on it
    changes nothing of ``game``."""
    if game.pending is None:
        return game
    start, deciders = card_start(game)
    if player in deciders or not deciders:
        return game
    return start


def card_start(game: Game) -> tuple[Game, frozenset[int]]:
    """The game as it stood when the card now being drawn was revealed, and who has
    answered it since (the players whose decisions were taken back to get there)."""
    start = game.copy()
    deciders: set[int] = set()
    while start.decisions:
        before = start.copy()
        try:
            before.undo()
        except IllegalDecision:  # a game that keeps no undo: the earliest it kept
            break
        if before.dealt != game.dealt or before.pending is None:
            break  # that decision answered an earlier card
        deciders.add(before.pending.player)
        start = before
    return start, frozenset(deciders)
