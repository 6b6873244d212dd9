"""What the Host, Join and Continue dialogs share: each starts a :class:`NetLink`
and follows it in a :class:`Lobby` until the game begins — then the dialog is
accepted, :attr:`LinkDialog.link` plays the game and :attr:`LinkDialog.first` is
its first snapshot — or fails, when the lobby says why and offers to try again,
and each dialog answers in its own way too (:meth:`LinkDialog._failed`).
Cancelling stops the link. A link that failed or was cancelled is stopped and
deleted here; the one that plays is the window's once it takes it
(:meth:`NetLink.setParent`)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ..link import NetLink, Plan, Snapshot
from .growing import GrowingDialog
from .lobby import Lobby


class LinkDialog(GrowingDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.link: NetLink | None = None
        self.first: Snapshot | None = None
        self.started_with: Plan | None = None  # what the last link was started with
        self.lobby = Lobby()
        self.lobby.started.connect(self._begin)
        self.lobby.failed.connect(self._link_failed)
        self.lobby.again_requested.connect(self.try_again)
        self.lobby.hide()

    def start_link(self, plan: Plan) -> None:
        """Play ``plan``'s game (the link's signals come to the lobby, then to the
        play screen that takes the link over)."""
        self.started_with = plan
        self.link = NetLink(plan, self)
        self.lobby.show()
        self.lobby.follow(self.link)
        self.link.start()

    def try_again(self) -> None:
        """The lobby's Try again: the same plan once more."""
        if self.link is None and self.started_with is not None:
            self.start_link(self.started_with)

    def _begin(self, first: Snapshot) -> None:
        self.first = first
        self.accept()

    def _link_failed(self, _reason: str) -> None:
        link, self.link = self.link, None
        failure = link.failure if link is not None else None
        self._let_go(link)
        self._failed(failure)

    def _failed(self, failure: BaseException | None) -> None:
        """The link could not start the game: ``failure`` is why (the lobby has said
        it already)."""
        raise NotImplementedError

    @staticmethod
    def _let_go(link: NetLink | None) -> None:
        if link is not None:
            link.stop()
            link.deleteLater()

    def reject(self) -> None:
        link, self.link = self.link, None
        self._let_go(link)
        super().reject()
