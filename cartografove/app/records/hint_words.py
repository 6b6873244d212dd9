"""With how many hints a game was played, in words: one sentence for the share
text, Verify's answer (the app's and the command line's), the history and the replay,
so what the share text claims is exactly what Verify proves (issue 32)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...rules.game import Game
from ..text import player_name


class PlayedWith(QObject):
    """How a game was played, in words with plural forms (pyside6-lupdate finds
    ``%n`` plurals only in ``self.tr(text, "", n)``)."""

    def hints(self, count: int) -> str:
        return self.tr("played with %n hint(s)", "", count)

    def seat_hints(self, name: str, count: int) -> str:
        return self.tr("{name} played with %n hint(s)", "", count).format(name=name)

    def without(self) -> str:
        return self.tr("played without hints")

    def unknown(self) -> str:
        return self.tr("its hints were not recorded (a code of an older version)")


def hints_text(game: Game, known: bool = True) -> str:
    """With how many hints the game was played (each person's, at a table), or
    without; ``known``: the code records hints at all (a version-1 code does not)."""
    words = PlayedWith()
    if not known:
        return words.unknown()
    counts = [(name, game.hints_of(seat)) for seat, name in enumerate(game.players)]
    if game.solo:
        return words.hints(counts[0][1]) if counts[0][1] else words.without()
    parts = [words.seat_hints(player_name(name), count) for name, count in counts if count]
    return ", ".join(parts) if parts else words.without()
