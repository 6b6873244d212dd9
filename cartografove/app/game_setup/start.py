"""From the New Game dialog to a game on screen: the dialog filled in from last time,
what was chosen remembered, and the table dealt here or, with seats at other
computers, hosted on the network (issue 16)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .new_game_dialog import NewGameDialog

if TYPE_CHECKING:
    from ..main_window import MainWindow
    from ..settings import Settings


def new_game(window: MainWindow, players: int | None = None) -> None:
    """Ask for a new game and start it; ``players`` presets how many play (the welcome
    page's "Play solo" and "Pass and play")."""
    from ...rules.game import Game

    dialog = NewGameDialog(preset(window.settings, players), window)
    if dialog.exec() != NewGameDialog.DialogCode.Accepted:
        return
    window.settings = window.settings.model_copy(update={"last_setup": dialog.remembered()})
    window.store_settings()
    setup = dialog.setup()
    if dialog.form.remote():
        from ..network.window_hooks import host_new_table

        kinds = list(dialog.form.seats[: dialog.form.count])
        if host_new_table(window, setup, kinds):
            return
    window.start(Game(setup), computers=dialog.computers())


def preset(settings: Settings, players: int | None) -> Settings:
    """The settings the dialog opens with: last time's, with ``players`` names."""
    if players is None:
        return settings
    names = list(settings.last_setup.players)
    if players == 1:
        names = names[:1]
    elif len(names) < players:
        names += [""] * (players - len(names))
    last = settings.last_setup.model_copy(update={"players": names})
    return settings.model_copy(update={"last_setup": last})
