"""What the main window does on the network: host, join, take a game in progress up
again, forget one, give a seat to a stand-in, leave — the window's
:class:`NetworkController`, made the first time one of these is chosen (it loads
the net package, which start-up does not need).

It owns the network game on screen (:attr:`NetworkController.link`) and every
dialog it opens: each is deleted once answered, and a link that is left is
stopped and deleted, so after any number of games one link at most is alive.
The game itself goes on screen through the window's
:class:`~..window.game_controller.GameController`, like any other. A game on screen
before keeps its autosave, as when a new game starts; a network game on screen
stays in the lists to continue (and a host is asked first: :meth:`may_leave`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from ...files import FileError
from ...net.ongoing import OngoingGames
from ...net.terms import Terms
from ..settings import NetServer, Settings
from ..text import translate
from ..window.game_controller import GameController
from ..window.warning_banner import WarningBanner
from .dialogs.host_dialog import HostDialog
from .dialogs.join_dialog import JoinDialog
from .dialogs.link_dialog import LinkDialog
from .dialogs.stand_ins import StandInsDialog
from .failures import refused_message
from .link import NetLink, Plan, Snapshot
from .remote import credentials_path
from .resume import ResumeDialog, forget_game, unknown, why_not
from .screen import NetPlayScreen
from .seats import hosting_plan, is_networked
from .session import NetSession

if TYPE_CHECKING:
    from ...rules.setup import Setup


class NetworkController(QObject):
    """``lists_changed``: the lists of games to continue may have changed;
    ``server_used``: hosting or joining started with this server choice (the window
    remembers it for next time)."""

    lists_changed = Signal()
    server_used = Signal(object)

    def __init__(
        self,
        window: QWidget,
        games: GameController,
        warning: WarningBanner,
        settings: Callable[[], Settings],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.games = games
        self.warning = warning
        self.settings = settings
        self.link: NetLink | None = None  # the network game on screen, if any

    def player_name(self) -> str:
        return self.settings().last_setup.first_name

    # --- hosting and joining --------------------------------------------------------------

    def host_game(self, plan: Plan | None = None) -> None:
        """The Host dialog; with ``plan`` (a New Game table with seats joining from
        other computers, :func:`.seats.hosting_plan`) hosting starts at once."""

        if not self.may_leave():
            return
        remembered = self.settings().network
        dialog = HostDialog(plan.name if plan else self.player_name(), self.window, remembered)
        if plan is not None:
            dialog.host(on_remembered_server(plan, remembered))
        accepted = dialog.exec() == HostDialog.DialogCode.Accepted
        if dialog.used is not None and dialog.used != remembered:
            self.server_used.emit(dialog.used)  # hosting started with it: next time too
        self._take(dialog, accepted)

    def host_new_table(self, setup: Setup, kinds: Sequence[str]) -> bool:
        """New Game with seats that join from other computers (the form's seat kind
        :data:`.seats.REMOTE`): host that table — its rule set, side, edicts and rules
        options — instead of dealing it here. False when every seat is at this
        computer (the ordinary game)."""
        kinds = list(kinds)[: len(setup.players)]
        if not is_networked(kinds):
            return False
        plan = hosting_plan(setup.players, kinds, Terms.of(setup))
        if isinstance(plan, Plan):
            self.host_game(plan)
            return True
        QMessageBox.information(
            self.window,
            translate("NetPlay", "Network game"),
            translate(
                "NetPlay",
                "A game with players at other computers has one person at this computer: "
                "make one seat, and only one, a person here.",
            ),
        )
        return True

    def play_again(self) -> None:
        """A rematch of the finished network game on screen (issue 25): its host
        hosts the same table again — the same seats, computer cartographers and
        terms; the fair deal makes a new one — and gives the others the new code. A
        joiner cannot start it for everyone, and is told so."""
        link = self.link
        if link is None:
            return
        if link.plan.players:  # hosted here
            self.host_game(replace(link.plan, code="", resume=""))
            return
        QMessageBox.information(
            self.window,
            translate("NetPlay", "Play again"),
            translate(
                "NetPlay",
                "Only the host can start a rematch of a network game. When they host the "
                "same table again, join it with the new code they give you.",
            ),
        )

    def join_game(self) -> None:
        if not self.may_leave():
            return
        remembered = self.settings().network
        dialog = JoinDialog(
            self.player_name(), self.window, credentials=remembered.join_credentials
        )
        accepted = dialog.exec() == JoinDialog.DialogCode.Accepted
        used = dialog.used_credentials
        if used is not None and used != remembered.join_credentials:
            changed = remembered.model_dump()
            changed["join_credentials"] = used
            self.server_used.emit(NetServer.model_validate(changed))
        self._take(dialog, accepted)

    def resume(self, path: Path) -> None:
        """Game → Continue chose the network game recorded in ``path``."""

        try:
            game = OngoingGames().read(path)
        except FileNotFoundError:
            self.lists_changed.emit()  # over meanwhile, or dropped
            return
        except FileError as error:
            QMessageBox.warning(
                self.window,
                translate("NetResume", "Continue a network game"),
                why_not(error, unknown(path)),
            )
            self.lists_changed.emit()
            return
        if not self.may_leave():
            return
        dialog = ResumeDialog(game, self.window)
        dialog.begin()
        self._take(dialog, dialog.exec() == QDialog.DialogCode.Accepted)
        self.lists_changed.emit()

    def forget(self, path: Path) -> None:
        """The welcome page's "Forget this network game…"."""

        try:
            game = OngoingGames().read(path)
        except (OSError, FileError):
            pass  # gone, or set aside already: nothing left to forget
        else:
            forget_game(self.window, game)
        self.lists_changed.emit()

    def _take(self, dialog: QDialog, accepted: bool) -> None:
        """The dialog's game on screen if it began; the dialog goes either way."""

        assert isinstance(dialog, LinkDialog)
        link, first = dialog.link, dialog.first
        if accepted and link is not None and first is not None:
            self.show(link, first)
        dialog.deleteLater()

    # --- the game on screen -------------------------------------------------------------

    def show(self, link: NetLink, first: Snapshot) -> None:
        """The network game on the window's play screen, from its first snapshot on."""
        self.leave()
        link.setParent(self)  # the controller's now, not the dialog's
        self.link = link
        session = NetSession(link, first)
        session.changed.connect(lambda: self._reported(session))
        link.failed.connect(lambda reason: self._failed(link, reason))
        self.games.show(session, NetPlayScreen(session))

    def show_stand_ins(self) -> None:
        """Game → Stand-ins (the host only): see :mod:`.stand_ins`."""
        session = self.games.session
        if isinstance(session, NetSession) and session.link.plan.players:
            dialog = StandInsDialog(session, self.window)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.open()

    def may_leave(self) -> bool:
        """Whether the network game on screen may be left (the window closes, another
        game starts). A game this computer hosts pauses for everyone without it, so
        the host is asked first; its record stays either way, and a joiner's too."""

        link, session = self.link, self.games.session
        if link is None or not link.plan.players:
            return True
        if not isinstance(session, NetSession) or session.finished:
            return True
        answer = QMessageBox.question(
            self.window,
            translate("NetPlay", "Leave the game you host?"),
            translate(
                "NetPlay",
                "You host this network game. Without this computer the other players' "
                "game pauses until you continue it here (Game → Continue).",
            )
            + "\n\n"
            + translate("NetPlay", "Leave it for now?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def leave(self) -> None:
        """Leave the network game on screen, if any (its server stops with it; its
        log keeps it)."""
        link, self.link = self.link, None
        if link is not None:
            link.stop()
            link.deleteLater()
        self.warning.clear_warning("network")

    def _reported(self, session: NetSession) -> None:
        """What the log held that was refused (a forged or misplaced message): said in
        the player's language; the net package's English reason goes to the log (issue
        25: it appeared inside Czech and Polish sentences)."""
        if session.problems:
            self.warning.warn("network", refused_message(session.problems[-1]))

    def _failed(self, link: NetLink, reason: str) -> None:
        """The game on screen cannot go on: say why (``reason``, in the player's
        words) and offer to try again — taking the game up again from its record
        here, as Game → Continue does."""
        record = link.record
        retry = QMessageBox.StandardButton.Retry
        close = QMessageBox.StandardButton.Close
        answer = QMessageBox.warning(
            self.window,
            translate("NetPlay", "Network game"),
            translate("NetPlay", "The network game cannot go on. {reason}").format(reason=reason),
            close | retry if record is not None else close,
            retry if record is not None else close,
        )
        if answer == retry and record is not None:
            if self.link is link:
                self.leave()
            self.resume(record)


def on_remembered_server(plan: Plan, remembered: NetServer) -> Plan:
    """New Game's table hosted where the Host dialog last hosted: this computer,
    or the other server with its credentials file."""

    if remembered.own or not remembered.address:
        return plan

    credentials = credentials_path(remembered.credentials)
    return replace(plan, server=remembered.address, credentials=credentials)
