"""What the main window's "Host a game…" and "Join a game…" do: the dialog, then
the game on the play screen, played through the dialog's link. A game on screen
before keeps its autosave, as when a new game starts; a network game on screen
stays in the lists to continue (and a host is asked first: :func:`may_leave`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from ..settings import NetServer
from ..text import translate
from .link import NetLink, Plan, Snapshot

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...rules.setup import Setup
    from ..main_window import MainWindow
    from .session import NetSession


def player_name(window: MainWindow) -> str:
    names = [n for n in window.settings.last_setup.players if n.strip()]
    return names[0] if names else ""


def host_game(window: MainWindow, plan: Plan | None = None) -> None:
    """The Host dialog; with ``plan`` (a New Game table with seats joining from
    other computers, :func:`.seats.hosting_plan`) hosting starts at once."""
    from .host_dialog import HostDialog

    if not may_leave(window):
        return
    remembered = window.settings.network
    dialog = HostDialog(plan.name if plan else player_name(window), window, remembered)
    if plan is not None:
        dialog.host(on_remembered_server(plan, remembered))
    accepted = dialog.exec() == HostDialog.DialogCode.Accepted
    if dialog.used is not None and dialog.used != remembered:
        window.settings.network = dialog.used  # hosting started with it: next time too
        window.store_settings()
    if accepted:
        assert dialog.link is not None and dialog.first is not None
        show_network_game(window, dialog.link, dialog.first)


def on_remembered_server(plan: Plan, remembered: NetServer) -> Plan:
    """New Game's table hosted where the Host dialog last hosted: this computer,
    or the other server with its credentials file."""
    from dataclasses import replace

    if remembered.own or not remembered.address:
        return plan
    from .remote import credentials_path

    credentials = credentials_path(remembered.credentials)
    return replace(plan, server=remembered.address, credentials=credentials)


def host_new_table(window: MainWindow, setup: Setup, kinds: Sequence[str]) -> bool:
    """New Game with seats that join from other computers (the form's seat kind
    :data:`.seats.REMOTE`): host that table — its rule set, side, edicts and rules
    options — instead of dealing it here. False when every seat is at this computer
    (the ordinary game)."""
    from ...net.terms import Terms
    from .seats import hosting_plan, is_networked

    kinds = list(kinds)[: len(setup.players)]
    if not is_networked(kinds):
        return False
    plan = hosting_plan(setup.players, kinds, Terms.of(setup), setup.seed)
    if isinstance(plan, Plan):
        host_game(window, plan)
        return True
    QMessageBox.information(
        window,
        translate("NetPlay", "Network game"),
        translate(
            "NetPlay",
            "A game with players at other computers has one person at this computer: "
            "make one seat, and only one, a person here.",
        ),
    )
    return True


def join_game(window: MainWindow) -> None:
    from .join_dialog import JoinDialog

    if not may_leave(window):
        return
    remembered = window.settings.network
    dialog = JoinDialog(player_name(window), window, credentials=remembered.join_credentials)
    accepted = dialog.exec() == JoinDialog.DialogCode.Accepted
    used = dialog.used_credentials
    if used is not None and used != remembered.join_credentials:
        changed = remembered.model_dump()
        changed["join_credentials"] = used
        window.settings.network = NetServer.model_validate(changed)
        window.store_settings()
    if accepted:
        assert dialog.link is not None and dialog.first is not None
        show_network_game(window, dialog.link, dialog.first)


def show_network_game(window: MainWindow, link: NetLink, first: Snapshot) -> None:
    """The network game on the window's play screen, from its first snapshot on."""
    from .screen import NetPlayScreen
    from .session import NetSession

    stop_network_game(window)
    if window.play is not None:
        window.stack.removeWidget(window.play)
        window.play.deleteLater()
    if window.session is not None:
        window.session.deleteLater()
    link.setParent(window)  # the window's now, not the dialog's
    window.network = link
    window.opened_over = False
    session = NetSession(link, first, window)
    window.session = session
    session.changed.connect(window._update_actions)
    session.changed.connect(lambda: _reported(window, session))
    link.failed.connect(lambda reason: _failed(window, link, reason))
    window.play = play = NetPlayScreen(session)
    play.season_scored.connect(window.show_season_report)
    play.game_ended.connect(window._game_ended)
    play.overview_requested.connect(window.show_overview)
    play.export_requested.connect(lambda: window.export_sheets_pdf())
    play.new_game_requested.connect(lambda: window.new_game())
    window.stack.addWidget(play)
    window.stack.setCurrentWidget(play)
    window._update_actions()


def show_stand_ins(window: MainWindow) -> None:
    """Game → Stand-ins (the host only): see :mod:`.stand_ins`."""
    from .session import NetSession
    from .stand_ins import StandInsDialog

    if isinstance(window.session, NetSession) and window.session.link.plan.players:
        dialog = StandInsDialog(window.session, window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()


def may_leave(window: MainWindow) -> bool:
    """Whether the network game on screen may be left (the window closes, another
    game starts). A game this computer hosts pauses for everyone without it, so
    the host is asked first; its record stays either way, and a joiner's too."""
    from .session import NetSession

    link, session = window.network, window.session
    if link is None or not link.plan.players:
        return True
    if not isinstance(session, NetSession) or session.finished:
        return True
    answer = QMessageBox.question(
        window,
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


def stop_network_game(window: MainWindow) -> None:
    """Leave the network game on screen, if any (its server stops with it)."""
    link, window.network = window.network, None
    if link is not None:
        link.stop()
        link.deleteLater()
    window.warning.clear_warning("network")


def _reported(window: MainWindow, session: NetSession) -> None:
    """What the log held that was refused (a forged or misplaced message): said,
    in English as the net package words it, after a sentence in the player's own."""
    if session.problems:
        window.warning.warn("network", session.problems[-1])


def _failed(window: MainWindow, link: NetLink, reason: str) -> None:
    """The game on screen cannot go on: say why (``reason``, in the player's words)
    and offer to try again — taking the game up again from its record here, as
    Game → Continue does."""
    record = link.record
    again = QMessageBox.StandardButton.Retry if record is not None else None
    buttons = QMessageBox.StandardButton.Close | (again or QMessageBox.StandardButton.NoButton)
    answer = QMessageBox.warning(
        window,
        translate("NetPlay", "Network game"),
        translate("NetPlay", "The network game cannot go on: {reason}").format(reason=reason),
        buttons,
        again or QMessageBox.StandardButton.Close,
    )
    if answer == QMessageBox.StandardButton.Retry and record is not None:
        from .resume import resume_network_game

        if window.network is link:
            stop_network_game(window)
        resume_network_game(window, record)
