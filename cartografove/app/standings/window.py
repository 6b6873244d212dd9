"""The standings one key away during play (issue 25): a window that follows the game
on screen and stays open beside it, so a player can glance at who leads while
drawing. The window reads the game each time it changes; a network game's screen
hands it the public game every table holds."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from ...rules.game import Game
from ..look.screen_room import fit_on_screen
from ..play.session import GameSession
from ..text import translate
from .table import StandingsView
from .words import Name


class StandingsWindow(QDialog):
    """Shows ``game()`` named by ``name``; :meth:`follow` after every change."""

    def __init__(self, game: Callable[[], Game], name: Name, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("standingsWindow")
        self.game, self.name = game, name
        self.view = StandingsView()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        self.follow()
        width = max(640, self.view.table.natural_width() + 40)
        fit_on_screen(self, width, self.sizeHint().height())

    def follow(self) -> None:
        self.setWindowTitle(translate("Standings", "Standings"))
        self.view.show_game(self.game(), self.name)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """S closes it again: the key that opened it (the main window's shortcut)."""
        if event.key() == Qt.Key.Key_S:
            self.close()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.follow()
        super().changeEvent(event)


class StandingsKeeper(QObject):
    """The one standings window of the main window: :meth:`toggle` opens it for the
    session on screen (or closes it when open); it follows that session's changes
    and closes when the session goes."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.window: StandingsWindow | None = None

    def toggle(
        self, session: GameSession, name: Name, seen: Callable[[], Game] | None = None
    ) -> StandingsWindow | None:
        """``seen`` gives the game as the person at the computer may see it (by
        default :func:`public_game`)."""
        if self.window is not None:
            self.window.close()
            return None
        parent = self.parent()
        assert isinstance(parent, QWidget)
        window = StandingsWindow(seen or (lambda: public_game(session)), name, parent)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        session.changed.connect(window.follow)
        session.destroyed.connect(window.close)
        window.destroyed.connect(self._gone)
        self.window = window
        window.show()
        return window

    def _gone(self) -> None:
        self.window = None


def public_game(session: GameSession) -> Game:
    """What every player at the table sees: on the network, the game of the logged
    decisions (``real``), never this seat's look ahead."""
    real = getattr(session, "real", None)
    return real if isinstance(real, Game) else session.game
