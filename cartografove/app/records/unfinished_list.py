"""How an unfinished game is named in the lists to continue (welcome page,
Game → Continue): who plays, on which sheet, which season, when last played.

The network games in progress at this computer (:mod:`cartografove.net.ongoing`)
are in the same lists, said to be hosted here or joined, newest first with the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu

from ...names import SEASON_NAMES
from ...net.ongoing import OngoingGame, OngoingGames
from ...records.journey.chapters import journey
from ...records.left_midway import chapters_left_midway
from ...records.unfinished import PartOf, UnfinishedGame, sort_newest_first
from ..journey.words import chapter_words
from ..text import season_name, translate
from .look import when_text

if TYPE_CHECKING:
    from ...records.unfinished import UnfinishedGames

_SEASONS = tuple(SEASON_NAMES)
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class Continuable:
    """One game the player can continue: its file, how it is named, when it was
    last played, and whether it is a network game (which can also be dropped)."""

    path: Path
    text: str
    when: datetime | None
    network: bool = False


def describe_unfinished(game: UnfinishedGame) -> str:
    """Who plays, on which sheet, how far, when; first what the game is a part of (a
    journey chapter, the week's challenge, a campaign's chapter), if anything."""
    text = _describe(game.players, game.side, game.season, game.saved)
    part = game.part_of
    if part is None:
        return text
    return " · ".join([part_name(part), text])


def part_name(part: PartOf) -> str:
    """A journey chapter with its number and title, the week's challenge with its
    week, a custom campaign's chapter with its number."""
    if part.kind == "journey":
        chapters = journey().chapters
        title = (
            chapter_words(chapters[part.number - 1].title) if part.number <= len(chapters) else ""
        )
        return translate("Unfinished", "Journey, chapter {number}: {title}").format(
            number=part.number, title=title
        )
    if part.kind == "week":
        return translate("Unfinished", "Challenge of the week {week}").format(week=part.week)
    return translate("Unfinished", "Campaign, chapter {number}").format(number=part.number)


def describe_network(game: OngoingGame) -> str:
    """A network game: hosted here or joined, then as any other game."""
    role = (
        translate("Unfinished", "Network game hosted here")
        if game.role == "hosting"
        else translate("Unfinished", "Network game joined")
    )
    players = game.players or (game.name,)
    return " · ".join([role, _describe(players, game.side, game.season, game.played)])


def _describe(
    players: tuple[str, ...], side: str, season: int | None, when: datetime | None
) -> str:
    parts = [", ".join(players[:4]) + (" …" if len(players) > 4 else "")]
    if side:
        parts.append(translate("Unfinished", "sheet {side}").format(side=side))
    if season is not None and season < len(_SEASONS):
        parts.append(season_name(_SEASONS[season]))
    if when is not None:
        parts.append(when_text(when))
    return " · ".join(parts)


def unfinished_games(
    unfinished: UnfinishedGames | None, on_screen: Path | None
) -> list[UnfinishedGame]:
    """The unfinished games other than the one on screen (its autosave
    ``on_screen``), the chapters left midway among them (:mod:`...records.left_midway`),
    newest first."""
    if unfinished is None:
        return []
    games: list[UnfinishedGame] = []
    try:
        games += unfinished.games().games
        games += chapters_left_midway(unfinished.folder.parent)
    except OSError:
        pass  # what could be listed is listed; the folder's trouble is said at start-up
    sort_newest_first(games)
    return [game for game in games if game.path != on_screen]


def network_games(on_screen: Path | None) -> list[OngoingGame]:
    """The network games in progress with a seat at this computer (a game the
    command line hosts has none), other than the one on screen (its record
    ``on_screen``), newest first."""
    try:
        games = OngoingGames().games().games
    except OSError:
        return []
    return [game for game in games if game.has_seat and game.path != on_screen]


def continuables(
    unfinished: UnfinishedGames | None, autosave: Path | None, record: Path | None
) -> list[Continuable]:
    """Every game to continue, most recently played first, but the one on screen
    (``autosave`` or network ``record``)."""
    games = [
        *(
            Continuable(g.path, describe_unfinished(g), g.saved)
            for g in unfinished_games(unfinished, autosave)
        ),
        *(Continuable(g.path, describe_network(g), g.played, True) for g in network_games(record)),
    ]
    return sorted(games, key=lambda game: game.when or _EPOCH, reverse=True)


def fill_continue_menu(
    menu: QMenu, games: list[Continuable], chosen: Callable[[Path], object]
) -> None:
    """Game → Continue: one entry per unfinished game, newest first."""
    menu.clear()
    for game in games:
        action = menu.addAction(game.text)
        action.triggered.connect(lambda _c=False, p=game.path: chosen(p))
    if not menu.actions():
        empty = menu.addAction(translate("MainWindow", "No unfinished games"))
        empty.setEnabled(False)
