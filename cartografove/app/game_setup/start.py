"""What the New Game dialog opens with: last time's table, with as many names as
the welcome page's choice asks for ("Play solo", "Pass and play"). Starting the
game it sets up is the window's (:meth:`~..window.main_window.MainWindow.new_game`)."""

from __future__ import annotations

from ..settings import Settings


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
