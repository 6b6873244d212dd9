"""Two app windows play one game on a real nats-server on loopback (issue 16).

The first window hosts through its Host dialog (which starts the server itself,
as the app does), the second joins by typing the join code in its Join dialog.
Each answers its own requests as they come, at the same time; both end with the
same standings, the game is in the history, and the ambush the host's seat draws
on the joiner's map arrives there highlighted."""

from __future__ import annotations

import random
import sys
import threading
import traceback

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from cartografove.app.network.dialogs.host_dialog import HostDialog
from cartografove.app.network.dialogs.join_dialog import JoinDialog
from cartografove.app.network.link import Plan
from cartografove.app.network.screen import NetPlayScreen
from cartografove.app.network.session import NetSession
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.net.server.process import ServerError, find_binary
from cartografove.records.history import History
from cartografove.rules.cards import catalog
from cartografove.rules.decisions import Decision
from cartografove.rules.events import Drawn
from cartografove.rules.game import Game
from tests.net import accounts as net_accounts
from tests.net import conftest as net_conftest
from tests.waits import HANG_MS, join_all

nats_server = net_conftest.nats_server  # the tests' own nats-server on loopback
token_server = net_conftest.token_server  # someone else's, with one token
accounts_server = net_accounts.accounts_server  # one that wants credentials files


def show_network_game(window, link, first):
    """The dialog's game on the window's screen (its network controller's)."""
    window.networking().show(link, first)


pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

SEED = 6  # the host's seat draws three ambushes on the joiner's map


@pytest.fixture(autouse=True)
def dealt_from_seed(monkeypatch):
    """Every computer here deals from SEED instead of the host's secret and the seats'
    contributions (each computer still checks the deal against that same seed)."""
    monkeypatch.setattr("cartografove.net.table.deal_seed", lambda _secret, _shares: SEED)


@pytest.fixture(autouse=True)
def nats_binary():
    try:
        find_binary()
    except ServerError as error:
        pytest.skip(str(error))


@pytest.fixture(autouse=True)
def no_thread_outlives_its_test():
    """Every network link's thread (and the worker threads its loop started) ends
    with the test that started it (the windows close in qtbot's teardown, before
    this one's). One left running would play on into later tests; and Python 3.11
    before 3.11.8 can fail an ``ast.parse`` on one thread while another builds an
    AST (CPython gh-106905), which later tests and pytest itself do."""
    before = set(threading.enumerate())
    yield
    started = [thread for thread in threading.enumerate() if thread not in before]
    join_all(t for t in started if t.name.startswith(("kartografove-net", "asyncio_")))
    left = [t for t in started if t.is_alive() and t.name.startswith("kartografove-net")]
    frames = sys._current_frames()
    where = "".join(
        "".join(traceback.format_stack(frames[t.ident])) for t in left if t.ident in frames
    )
    assert not left, f"network threads still running after the test:\n{where}"


@pytest.fixture(autouse=True)
def no_box_waits(monkeypatch):
    """A message box nobody answers would hang the test instead of failing it: a
    warning (a link that failed) is kept and fails the test; a question is answered
    Yes (a host window closed by the teardown of a test that failed midway)."""
    warnings: list[str] = []

    def warning(_parent, _title, text, *_args, **_kwargs):
        warnings.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    yield
    assert not warnings


def answer(session: NetSession, rng: random.Random) -> None:
    """A person at the screen: answers whenever the seat has something to answer."""
    if session.my_turn and not session.view.over:
        assert session.apply(rng.choice(session.view.legal_decisions())) is None


def test_two_windows_play_one_game(qtbot, app):
    host_window, join_window = MainWindow(Settings()), MainWindow(Settings())
    for window in (host_window, join_window):
        qtbot.addWidget(window)
    hosting = HostDialog("Ada", host_window)
    qtbot.addWidget(hosting)
    hosting.host(Plan(name="Ada", players=2, listen="127.0.0.1", announce=False))
    qtbot.waitUntil(lambda: bool(hosting.lobby.code.text()), timeout=HANG_MS)
    joining = JoinDialog("Bea", join_window, browse=False)
    qtbot.addWidget(joining)
    joining.code.setText(hosting.lobby.code.text())
    assert joining.join_button.isEnabled()
    joining.join()
    qtbot.waitUntil(
        lambda: hosting.first is not None and joining.first is not None, timeout=HANG_MS
    )
    assert hosting.result() == HostDialog.DialogCode.Accepted
    assert hosting.link is not None and joining.link is not None
    show_network_game(host_window, hosting.link, hosting.first)
    show_network_game(join_window, joining.link, joining.first)
    sessions = [host_window.session, join_window.session]
    assert all(isinstance(s, NetSession) for s in sessions)
    assert [s.seat for s in sessions] == [0, 1]
    joiner_screen = join_window.play
    assert isinstance(joiner_screen, NetPlayScreen)
    highlighted: list[int] = []
    show_mask = joiner_screen.changes.show_mask
    joiner_screen.changes.show_mask = lambda mask: (highlighted.append(mask), show_mask(mask))

    rng = random.Random(SEED)

    def finished() -> bool:
        for session in sessions:
            answer(session, rng)
        return all(s.finished for s in sessions)

    qtbot.waitUntil(finished, timeout=HANG_MS)
    host_game, join_game = (s.game for s in sessions)
    assert host_game.setup.seed == join_game.setup.seed == SEED  # disclosed, checked
    assert host_game.result == join_game.result
    assert join_game.result is not None
    assert len(History().entries().entries) == 1  # the same game, kept once
    ambushes = [
        e
        for e in join_game.events
        if isinstance(e, Drawn) and e.card in catalog().ambush and e.sheet == 1 and e.player == 0
    ]
    assert ambushes
    assert any(mask & ambushes[0].mask == ambushes[0].mask for mask in highlighted)
    for window in (host_window, join_window):
        window.leave_network_game()


def test_a_computer_stands_in_for_a_player_who_left_until_they_are_back(qtbot, app):
    from cartografove.app.network.dialogs.stand_ins import StandInsDialog

    host_window, join_window = MainWindow(Settings()), MainWindow(Settings())
    for window in (host_window, join_window):
        qtbot.addWidget(window)
    hosting = HostDialog("Ada", host_window)
    qtbot.addWidget(hosting)
    hosting.host(Plan(name="Ada", players=2, listen="127.0.0.1", announce=False))
    qtbot.waitUntil(lambda: bool(hosting.lobby.code.text()), timeout=HANG_MS)
    code = hosting.lobby.code.text()

    def join() -> NetSession:
        joining = JoinDialog("Bea", join_window, browse=False)
        qtbot.addWidget(joining)
        joining.code.setText(code)
        joining.join()
        qtbot.waitUntil(lambda: joining.first is not None, timeout=HANG_MS)
        assert joining.link is not None and joining.first is not None
        show_network_game(join_window, joining.link, joining.first)
        assert isinstance(join_window.session, NetSession)
        return join_window.session

    bea = join()
    qtbot.waitUntil(lambda: hosting.first is not None, timeout=HANG_MS)
    assert hosting.link is not None and hosting.first is not None
    show_network_game(host_window, hosting.link, hosting.first)
    ada = host_window.session
    assert isinstance(ada, NetSession)
    rng = random.Random(SEED)

    def played(sessions: list[NetSession], decisions: int) -> bool:
        for session in sessions:
            answer(session, rng)
        return len(ada.real.decisions) >= decisions or ada.finished

    qtbot.waitUntil(lambda: played([ada, bea], 6), timeout=HANG_MS)
    join_window.leave_network_game()  # Bea's laptop goes away
    stand_ins = StandInsDialog(ada, host_window)
    qtbot.addWidget(stand_ins)
    assert stand_ins.seats.count() == 1 and stand_ins.computer_button.isEnabled()
    stand_ins.computer_plays()
    qtbot.waitUntil(lambda: ada.snapshot.stood_in == (1,), timeout=HANG_MS)
    assert stand_ins.back_button.isEnabled()
    qtbot.waitUntil(lambda: played([ada], 20), timeout=HANG_MS)
    bea = join()  # back, under the same name: her app waits for the seat
    assert not bea.my_turn and not bea.snapshot.holding
    stand_ins.give_back()
    qtbot.waitUntil(lambda: bea.snapshot.holding, timeout=HANG_MS)
    qtbot.waitUntil(lambda: played([ada, bea], 10**6) and bea.finished, timeout=HANG_MS)
    assert ada.game.result == bea.game.result is not None
    for window in (host_window, join_window):
        window.leave_network_game()


def test_hosting_on_a_server_of_ones_own(qtbot, app, token_server):
    """A remote server (here the tests' own, on loopback): no server is started,
    the join code names the given one, and the game begins there."""
    from cartografove.net.joincode import decode

    TOKEN = net_conftest.TOKEN

    host_window, join_window = MainWindow(Settings()), MainWindow(Settings())
    for window in (host_window, join_window):
        qtbot.addWidget(window)
    hosting = HostDialog("Ada", host_window)
    qtbot.addWidget(hosting)
    hosting.other.setChecked(True)
    port = int(token_server.rsplit(":", 1)[1])
    hosting.server.setText(f"nats://{TOKEN}@127.0.0.1:{port}")
    hosting.remote.setValue(1)
    hosting.host()
    qtbot.waitUntil(lambda: bool(hosting.lobby.code.text()), timeout=HANG_MS)
    invitation = decode(hosting.lobby.code.text())
    assert (invitation.host, invitation.port, invitation.token) == (
        "127.0.0.1",
        port,
        TOKEN,
    )
    joining = JoinDialog("Bea", join_window, browse=False)
    qtbot.addWidget(joining)
    joining.code.setText(hosting.lobby.code.text())
    joining.join()
    qtbot.waitUntil(
        lambda: hosting.first is not None and joining.first is not None, timeout=HANG_MS
    )
    assert hosting.first.names == joining.first.names == ("Ada", "Bea")
    for dialog in (hosting, joining):
        assert dialog.link is not None
        dialog.link.stop()


def test_hosting_and_joining_on_a_server_with_accounts(qtbot, app, accounts_server):
    """A server that wants a credentials file, not a token: the host gives theirs
    in the Host dialog, the joiner theirs in the Join dialog, and the game begins."""
    host_window, join_window = MainWindow(Settings()), MainWindow(Settings())
    for window in (host_window, join_window):
        qtbot.addWidget(window)
    hosting = HostDialog("Ada", host_window)
    qtbot.addWidget(hosting)
    hosting.other.setChecked(True)
    hosting.server.setText(accounts_server.url)
    hosting.credentials.line.setText(str(accounts_server.creds))
    hosting.remote.setValue(1)
    hosting.host()
    qtbot.waitUntil(lambda: bool(hosting.lobby.code.text()), timeout=HANG_MS)
    joining = JoinDialog("Bea", join_window, browse=False)
    qtbot.addWidget(joining)
    joining.code.setText(hosting.lobby.code.text())
    joining.needs_credentials.setChecked(True)
    joining.credentials.line.setText(str(accounts_server.creds))
    joining.join()
    qtbot.waitUntil(
        lambda: hosting.first is not None and joining.first is not None, timeout=HANG_MS
    )
    assert hosting.first.names == joining.first.names == ("Ada", "Bea")
    for dialog in (hosting, joining):
        assert dialog.link is not None
        dialog.link.stop()


# --- an app restarted mid-game takes its network game up again (issue 16, "Nothing lost") ---


def host_and_join(qtbot, plan: Plan) -> tuple[MainWindow, MainWindow, NetSession, NetSession]:
    """A host window and a joiner window ("Bea") in one game, on screen."""
    host_window, join_window = MainWindow(Settings()), MainWindow(Settings())
    for window in (host_window, join_window):
        qtbot.addWidget(window)
    hosting = HostDialog(plan.name, host_window)
    qtbot.addWidget(hosting)
    hosting.host(plan)
    qtbot.waitUntil(lambda: bool(hosting.lobby.code.text()), timeout=HANG_MS)
    joining = JoinDialog("Bea", join_window, browse=False)
    qtbot.addWidget(joining)
    joining.code.setText(hosting.lobby.code.text())
    joining.join()
    qtbot.waitUntil(
        lambda: hosting.first is not None and joining.first is not None, timeout=HANG_MS
    )
    assert hosting.link is not None and joining.link is not None
    show_network_game(host_window, hosting.link, hosting.first)
    show_network_game(join_window, joining.link, joining.first)
    assert isinstance(host_window.session, NetSession)
    assert isinstance(join_window.session, NetSession)
    return host_window, join_window, host_window.session, join_window.session


def play_until(qtbot, sessions: list[NetSession], rng: random.Random, done) -> None:
    def played() -> bool:
        for session in sessions:
            answer(session, rng)
        return done()

    try:
        qtbot.waitUntil(played, timeout=HANG_MS)
    except qtbot.TimeoutError:
        states = [
            (
                s.seat,
                len(s.real.decisions),
                len(s.real.cards),
                s.my_turn,
                s.real.pending,
                {k: len(v) for k, v in s.snapshot.queued.items()},
                s.snapshot.mine_logged,
                len(s.answers),
                s.snapshot.reports,
            )
            for s in sessions
        ]
        raise AssertionError(f"the game stalled: {states}") from None


def records_go(qtbot) -> None:
    """Every record of a game in progress goes once the game is over everywhere."""
    from cartografove.net.ongoing import OngoingGames

    try:
        qtbot.waitUntil(lambda: OngoingGames().games().games == (), timeout=HANG_MS)
    except qtbot.TimeoutError:
        raise AssertionError(f"records left: {OngoingGames().games().games}") from None


def continue_from_the_list(qtbot, monkeypatch, window: MainWindow, role: str) -> NetSession:
    """Choose the network game of ``role`` on the welcome page, as a player would;
    the dialog that takes it up again is followed until the game is back."""
    from cartografove.app.network.resume import ResumeDialog

    def exec_until_back(dialog: ResumeDialog) -> int:
        qtbot.waitUntil(
            lambda: dialog.first is not None or dialog.problem.isVisible(), timeout=HANG_MS
        )
        assert dialog.first is not None, dialog.problem.text()
        return dialog.result()

    monkeypatch.setattr(ResumeDialog, "exec", exec_until_back)
    listed = window.welcome.unfinished
    items = [listed.item(i) for i in range(listed.count())]
    network = [item for item in items if item.data(window.welcome.NETWORK_ROLE)]
    words = "hosted here" if role == "hosting" else "joined"
    (item,) = [item for item in network if words in item.text()]
    assert "sheet C" in item.text()
    window.welcome.continue_requested.emit(item.data(Qt.ItemDataRole.UserRole))
    assert isinstance(window.session, NetSession)
    assert window.network is not None and window.network.record is not None
    return window.session


def test_a_host_closes_the_app_mid_game_and_continues_it_from_the_list(qtbot, app, monkeypatch):
    from cartografove.net.ongoing import OngoingGames

    plan = Plan(
        name="Ada",
        players=3,
        bots=(("Computer 1", "random"),),
        listen="127.0.0.1",
        announce=False,
    )
    host_window, join_window, ada, bea = host_and_join(qtbot, plan)
    rng = random.Random(SEED)
    play_until(qtbot, [ada, bea], rng, lambda: len(ada.real.decisions) >= 8)
    asked: list[str] = []

    def question(answer):
        return lambda _parent, _title, text, *_a, **_k: (asked.append(text), answer)[1]

    monkeypatch.setattr(QMessageBox, "question", question(QMessageBox.StandardButton.No))
    assert not host_window.close()  # "leave it for now?" — no: the game goes on
    assert host_window.network is not None and "Game → Continue" in asked[-1]
    monkeypatch.setattr(QMessageBox, "question", question(QMessageBox.StandardButton.Yes))
    assert host_window.close()
    assert host_window.network is None and len(asked) == 2
    made = len(ada.real.decisions)
    roles = sorted(g.role for g in OngoingGames().games().games)
    assert roles == ["hosting", "joined"]  # both kept (the joiner plays on this computer too)

    again = MainWindow(Settings())
    qtbot.addWidget(again)
    ada = continue_from_the_list(qtbot, monkeypatch, again, "hosting")
    assert len(ada.real.decisions) >= made  # replayed to where the game was
    assert ada.seat == 0 and sorted(ada.real.players) == ["Ada", "Bea", "Computer 1"]
    play_until(qtbot, [ada, bea], rng, lambda: ada.finished and bea.finished)
    assert ada.game.result == bea.game.result is not None
    assert len(History().entries().entries) == 1
    records_go(qtbot)
    again.refresh_unfinished()
    assert again.welcome.unfinished.count() == 0
    for window in (again, join_window):
        window.leave_network_game()


def test_a_joiner_closes_the_app_mid_game_and_continues_it_from_the_list(qtbot, app, monkeypatch):
    from cartografove.net.ongoing import OngoingGames

    plan = Plan(name="Ada", players=2, listen="127.0.0.1", announce=False)
    host_window, join_window, ada, bea = host_and_join(qtbot, plan)
    rng = random.Random(SEED)
    play_until(qtbot, [ada, bea], rng, lambda: len(ada.real.decisions) >= 6)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]))
    assert join_window.close()
    assert asked == []  # a joiner is not asked: the game goes on without them
    assert [g.name for g in OngoingGames().games().games if g.role == "joined"] == ["Bea"]

    again = MainWindow(Settings())
    qtbot.addWidget(again)
    bea = continue_from_the_list(qtbot, monkeypatch, again, "joined")
    assert bea.seat == 1
    play_until(qtbot, [ada, bea], rng, lambda: ada.finished and bea.finished)
    assert ada.game.result == bea.game.result is not None
    records_go(qtbot)
    for window in (host_window, again):
        window.leave_network_game()


def test_a_hosted_game_whose_port_is_taken_says_so_and_stays_in_the_list(qtbot, app):
    """Another program listens on the port the game's server had: the dialog says
    so in words, offers to try again or forget, and the record stays."""
    import socket

    from cartografove.app.network.resume import ResumeDialog
    from cartografove.net.host import Host
    from cartografove.net.ongoing import OngoingGames
    from cartografove.net.server.place import Place
    from cartografove.net.terms import Terms

    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        port = squatter.getsockname()[1]
        place = Place(
            url=f"nats://127.0.0.1:{port}",
            token="0123456789",
            tls=False,
            host_name="127.0.0.1",
            port=port,
            own_server=True,
            listen="127.0.0.1",
        )
        records = OngoingGames()
        path = records.keep_hosted(Host(None, "0A1B2C3D", 2, Terms.new(side="C")), place, "Ada")
        window = MainWindow(Settings())
        qtbot.addWidget(window)
        dialog = ResumeDialog(records.read(path), window)
        qtbot.addWidget(dialog)
        dialog.begin()
        qtbot.waitUntil(lambda: not dialog.problem.isHidden(), timeout=HANG_MS)
    assert f"Port {port}" in dialog.problem.text() and "stays in the list" in dialog.problem.text()
    assert not dialog.again_button.isHidden() and not dialog.forget_button.isHidden()
    assert path.exists() and dialog.link is None


# --- two people at two apps: each screen is its own seat's game (issue 31, finding 4) ---


class Person:
    """Someone at one app's screen: looks at what it shows, and when it asks them
    something, draws a random legal answer with the mouse and keys (tests/app/driver.py).

    Each look checks that the screen is this seat's own game: while the seat is
    asked, the heading names this seat's player and says its own request, the map in
    view is the sheet that request is about as this seat knows it (its own, or the
    neighbour's it draws an ambush on), the live score is that map's and the draft is
    that request's; while it waits, the map in view is its own."""

    def __init__(self, window: MainWindow, qtbot, seed: int) -> None:
        from tests.app.driver import GuiPlayer

        self.window = window
        assert isinstance(window.play, NetPlayScreen) and isinstance(window.session, NetSession)
        self.screen, self.session = window.play, window.session
        self.hands = GuiPlayer(self.screen, qtbot, seed)
        self.asked = 0  # requests this person answered at the screen
        self.drawn = 0  # the spaces they drew on their own map

    def look_and_answer(self) -> None:
        from cartografove.app.play.instructions import instruction
        from cartografove.app.play.panel.live_score import standing
        from cartografove.app.text import player_name
        from cartografove.rules.board import grid
        from cartografove.rules.decisions import DrawFallback, DrawShape, PlaceHero

        screen, session = self.screen, self.session
        self.hands.close_dialogs()  # the season's scores, as a person closes them
        shown = screen.scene.sheet_item.content
        assert shown is not None
        me = player_name(session.real.players[session.seat])
        if not session.my_turn or session.finished:
            assert shown.name == me, (me, "waits before", shown.name, "'s map")
            drawn = (shown.sheet.filled | shown.sheet.destroyed) & self.drawn
            # what they drew is on it, logged yet or not (but for their last answer
            # of the game, until the others have given theirs)
            last = session.blocked == "over"
            assert last or drawn == self.drawn, (me, "waits without what they drew")
            return
        view = session.view
        pending = view.pending
        assert pending is not None and pending.player == session.seat
        owner = player_name(view.players[pending.sheet])
        heading = (screen.side.who.text(), screen.side.what.text())
        assert heading == instruction(view), (me, "is asked", instruction(view), "shown", heading)
        assert shown.name == owner and shown.sheet == view.sheets[pending.sheet], (
            me,
            "asked about",
            owner,
            "'s map, shown",
            shown.name,
            "'s",
        )
        assert screen.side.live.standing == standing(view, pending.sheet)
        assert screen.pencil.draft is not None and screen.pencil.draft.pending == pending
        assert screen.side.confirm_button.isVisible()
        decision = self.hands.rng.choice(view.legal_decisions())
        if isinstance(decision, PlaceHero) and not screen.pencil.draft.turnable:
            decision = PlaceHero(decision.cell, 0)
        answered = len(session.answers)
        self.hands.make(decision)
        assert len(session.answers) == answered + 1, screen.side.status.text()
        made = session.answers[-1]
        assert made == decision or (isinstance(made, PlaceHero) and made.cell == decision.cell)
        self.asked += 1
        if isinstance(made, DrawShape | DrawFallback) and pending.sheet == session.seat:
            self.drawn |= grid.mask_of(made.cells if isinstance(made, DrawShape) else (made.cell,))


def test_two_people_at_two_apps_each_see_and_draw_their_own_game(qtbot, app):
    """The joiner used to be shown the host's map and request ("Ada — Draw … on your
    map", Ada's score, Confirm live) on every card until Ada had drawn, while what he
    drew was checked against, and landed on, his own map."""
    plan = Plan(name="Ada", players=2, listen="127.0.0.1", announce=False)
    host_window, join_window, ada, bea = host_and_join(qtbot, plan)
    for window in (host_window, join_window):
        window.show()
        qtbot.waitExposed(window.play.view)
    # the joiner looks first: she is asked before the host's answer is in the log
    people = [Person(join_window, qtbot, 1), Person(host_window, qtbot, 2)]

    wrong: list[AssertionError] = []

    def finished() -> bool:
        try:
            for person in people:
                person.look_and_answer()
        except AssertionError as error:  # waitUntil would take it for "not yet"
            wrong.append(error)
            return True
        return ada.finished and bea.finished

    qtbot.waitUntil(finished, timeout=HANG_MS)
    assert not wrong, wrong[0]
    assert ada.game.result == bea.game.result is not None
    for person in people:  # every answer drawn at a screen is its seat's, on its map
        session = person.session
        assert person.asked == len(session.answers) > 0
        assert answers_of(session.real, session.seat) == session.answers
    for window in (host_window, join_window):
        window.leave_network_game()


def answers_of(game: Game, seat: int) -> list[Decision]:
    """The decisions of ``game`` that ``seat`` made, in order."""
    walk = Game(game.setup)  # the deal the finished game disclosed
    made = []
    for decision in game.decisions:
        assert walk.pending is not None
        if walk.pending.player == seat:
            made.append(decision)
        walk.apply(decision)
    return made
