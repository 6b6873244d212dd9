"""What the Host, Join and Continue dialogs share: each starts a :class:`NetLink`
and follows it in a :class:`Lobby` until the game begins — then the dialog is
accepted, :attr:`LinkDialog.link` plays the game and :attr:`LinkDialog.first` is
its first snapshot — or fails, which each dialog answers in its own way
(:meth:`LinkDialog._failed`). Cancelling stops the link."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from .growing import GrowingDialog
from .link import NetLink, Plan, Snapshot
from .lobby import Lobby


class LinkDialog(GrowingDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.link: NetLink | None = None
        self.first: Snapshot | None = None
        self.lobby = Lobby()
        self.lobby.started.connect(self._begin)
        self.lobby.failed.connect(self._failed)
        self.lobby.hide()

    def start_link(self, plan: Plan) -> None:
        """Play ``plan``'s game (the link's signals come to the lobby, then to the
        play screen that takes the link over)."""
        self.link = NetLink(plan, self.parent())
        self.lobby.show()
        self.lobby.follow(self.link)
        self.link.start()

    def _begin(self, first: Snapshot) -> None:
        self.first = first
        self.accept()

    def _failed(self, reason: str) -> None:
        """The link could not start the game: ``reason`` in the net package's words."""
        raise NotImplementedError

    def reject(self) -> None:
        if self.link is not None:
            self.link.stop()
            self.link = None
        super().reject()
