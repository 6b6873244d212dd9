"""How an unfinished game is named in the lists to continue (welcome page,
Game → Continue): who plays, on which sheet, which season, when last played."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu

from ...names import SEASON_NAMES
from ...records.unfinished import UnfinishedGame
from ..text import season_name, translate
from .look import when_text

if TYPE_CHECKING:
    from ..main_window import MainWindow

_SEASONS = tuple(SEASON_NAMES)


def describe_unfinished(game: UnfinishedGame) -> str:
    players = ", ".join(game.players[:4]) + (" …" if len(game.players) > 4 else "")
    parts = [players, translate("Unfinished", "sheet {side}").format(side=game.side)]
    if game.season is not None and game.season < len(_SEASONS):
        parts.append(season_name(_SEASONS[game.season]))
    if game.saved is not None:
        parts.append(when_text(game.saved))
    return " · ".join(parts)


def unfinished_games(window: MainWindow) -> list[UnfinishedGame]:
    """The unfinished games other than the one on screen, newest first."""
    if window.unfinished is None:
        return []
    try:
        games = window.unfinished.games().games
    except OSError:
        return []
    return [game for game in games if game.path != window.autosave]


def continue_list(window: MainWindow) -> list[tuple[str, str]]:
    """(file, description) of each game to continue, for the welcome page."""
    return [(str(game.path), describe_unfinished(game)) for game in unfinished_games(window)]


def fill_continue_menu(window: MainWindow, menu: QMenu) -> None:
    """Game → Continue: one entry per unfinished game, newest first."""
    menu.clear()
    for game in unfinished_games(window):
        action = menu.addAction(describe_unfinished(game))
        action.triggered.connect(lambda _c=False, p=game.path: window.continue_game(p))
    if not menu.actions():
        empty = menu.addAction(translate("MainWindow", "No unfinished games"))
        empty.setEnabled(False)
