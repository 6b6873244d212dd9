"""What one painting of a sheet shows: the adapter from a game to the painter.

The painter reads a :class:`SheetContent` and nothing else, so the screen, the
overview, a PDF page and a printed page of the same moment cannot differ.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ...rules.board.grid import Bitboard
from ...rules.board.sheet import Sheet
from ...rules.results import SeasonScore, SoloResult
from ...rules.scoring import Line
from .. import text
from .palette import PARCHMENT, Look

if TYPE_CHECKING:
    from ...rules.game import Game


@dataclass(frozen=True)
class SheetContent:
    """Everything one painting of a sheet shows; the painter reads nothing else."""

    sheet: Sheet
    name: str = ""  # the cartographer's name
    title: str = ""  # their title, already translated
    edicts: tuple[str, str, str, str] | None = None  # scoring card ids for A–D
    scores: Sequence[SeasonScore] = ()  # 0–4 recorded seasons, in order
    season: int | None = None  # current season index 0–3, emphasised in the table
    highlight: Bitboard = 0  # spaces to light up (why a card scored)
    highlight_lines: Sequence[Line] = ()  # rows/columns to light up
    penalty: Bitboard = 0  # empty spaces the monster penalty counted (RULES §12)
    footer: str = ""  # small print at the bottom (PDF: the game's number and date)
    solo: SoloResult | None = None  # a finished solo game's rating and where it came from
    # a finished game of several: (place, players, places shared) — the placing line
    place: tuple[int, int, bool] | None = None
    look: Look = PARCHMENT  # parchment (the screen) or plain (a printer's default)
    heroes: bool = True  # heroes are played: the key shows the hero and its marks


def game_content(game: Game, index: int, **changes: Any) -> SheetContent:
    """What player ``index``'s sheet shows at this point of a game — the screen, the
    overview and the PDF all show the same: name, the solo title and rating once
    earned, the edicts, the seasons scored so far, the current season."""
    result = game.result if game.over else None
    solo = result.solo if result is not None else None
    place = None
    if result is not None and solo is None:
        rank = next(s.rank for s in result.standings if s.player == index)
        shared = sum(s.rank == rank for s in result.standings) > 1
        place = (rank, len(result.standings), shared)
    content = SheetContent(
        sheet=game.sheets[index],
        name=text.player_name(game.players[index]),
        title=text.title_name(solo.title) if solo is not None else "",
        edicts=game.edicts,
        scores=tuple(game.scores[index]),
        season=None if game.over else game.season,
        solo=solo,
        place=place,
        heroes=game.setup.rules.hero_cards,
    )
    return replace(content, **changes) if changes else content
