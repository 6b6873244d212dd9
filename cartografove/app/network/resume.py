"""Taking a network game up again from the lists to continue (welcome page, Game →
Continue), and dropping one that will not go on.

A game hosted here gets its own server back on the same port, token and data
folder (the others' apps reconnect by themselves), the host deals on from where the
log is, and this computer's person and computer cartographers take their seats
again with the same keys; a joined game is joined again with its code and name.
The dialog follows the link until the game is back on the play screen, which
replays it to where it was. When it cannot go on, the dialog says why in the
player's words and offers to try again or to forget the game; the record stays.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QDialogButtonBox,
    QLabel,
    QLayout,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...files import FileError
from ...net.link import JoinError
from ...net.ongoing import OngoingGame, OngoingGames
from ...net.server import PortTaken, ServerError
from ..reasons import file_problem
from ..records.unfinished_list import describe_network
from ..text import translate
from .dialogs.link_dialog import LinkDialog
from .failures import failure_text
from .link import Plan


def resume_plan(game: OngoingGame) -> Plan:
    """The link's plan for a recorded game: host it again, or join it again."""
    if game.role == "hosting":
        assert game.place is not None
        return Plan(
            name=game.name,
            code=game.code,
            players=game.seats,
            bots=game.bots,
            listen=game.place.listen or "0.0.0.0",
            resume=game.game,
            credentials=game.credentials,
        )
    return Plan(name=game.name, code=game.code, credentials=game.credentials)


def why_not(failure: BaseException | None, game: OngoingGame) -> str:
    """Why the game could not be taken up again, in the player's language."""
    kept = translate("NetResume", "The game stays in the list.")
    unreachable = isinstance(failure, JoinError) and failure.kind == "unreachable"
    if isinstance(failure, PortTaken):
        text = translate(
            "NetResume",
            "Port {port}, where this game's server listened, is taken by another program "
            "now. The other players' apps know only that port: close that program and "
            "try again.",
        ).format(port=failure.port)
    elif isinstance(failure, ServerError):
        text = translate("NetResume", "This game's server could not be started again.")
        text = f"{text} {failure_text(failure)}"
    elif isinstance(failure, FileError):
        text = translate("NetResume", "The record of this game cannot be used. {reason}").format(
            reason=file_problem(failure.kind)
        )
        kept = ""
    elif unreachable and game.role == "joined":
        text = translate(
            "NetResume",
            "The host cannot be reached. The host may not have continued the game yet: "
            "try again later, or forget the game if its host will not come back.",
        )
    elif unreachable:
        text = translate("NetResume", "The game's server cannot be reached. Try again later.")
    else:
        text = translate("NetPlay", "The network game cannot go on. {reason}").format(
            reason=failure_text(failure)
        )
    return f"{text} {kept}".strip()


class ResumeDialog(LinkDialog):
    """Accepted once the game is back: :attr:`link` plays it, :attr:`first` is its
    first snapshot. :attr:`forgotten` when the player dropped it instead."""

    def __init__(self, game: OngoingGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.forgotten = False
        self.setWindowTitle(translate("NetResume", "Continue a network game"))
        about = QLabel(describe_network(game))
        about.setWordWrap(True)
        self.hint = hint = QLabel(
            translate(
                "NetResume",
                "This computer's server starts again; the others' apps reconnect by themselves.",
            )
            if game.role == "hosting"
            else translate("NetResume", "Joining again as {name}…").format(name=game.name)
        )
        hint.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setProperty("legal", "problem")
        self.problem.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.again_button = QPushButton(translate("NetResume", "Try again"))
        self.forget_button = QPushButton(translate("NetResume", "Forget this game…"))
        for button in (self.again_button, self.forget_button):
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
            button.hide()
        self.again_button.clicked.connect(self.begin)
        self.forget_button.clicked.connect(self.forget)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        for widget in (about, hint, self.lobby, self.problem, self.buttons):
            layout.addWidget(widget)
        self.setMinimumWidth(480)

    def begin(self) -> None:
        """Start the link: the server again, or the join again."""
        self.problem.hide()
        self.again_button.hide()
        self.forget_button.hide()
        if not self.game.secrets_kept:  # hosting it again could only wait for ever
            self.hint.hide()
            self.problem.setText(
                translate(
                    "NetResume",
                    "The record of this game has lost the host's secrets (the seed and the "
                    "host's key), so it cannot be hosted again. You can only forget it.",
                )
            )
            self.problem.show()
            self.forget_button.show()
            return
        self.hint.show()
        self.start_link(resume_plan(self.game))

    def _failed(self, failure: BaseException | None) -> None:
        self.lobby.hide()
        self.hint.hide()  # it says what was being tried; the problem says what happened
        self.problem.setText(why_not(failure, self.game))
        self.problem.show()
        self.again_button.setVisible(not isinstance(failure, FileError))
        self.forget_button.show()
        self.adjustSize()

    def forget(self) -> None:
        if forget_game(self, self.game):
            self.forgotten = True
            self.reject()


def forget_game(parent: QWidget, game: OngoingGame) -> bool:
    """Drop ``game`` from this computer, once the player says so: its record and
    its seats' unsent decisions, nothing else (no finished game, no other game)."""
    text = (
        translate(
            "NetResume",
            "Forget this network game? You host it: the other players cannot finish it "
            "without this computer. Your finished games and other games are kept.",
        )
        if game.role == "hosting"
        else translate(
            "NetResume",
            "Forget this network game? You cannot continue it on this computer "
            "afterwards. Your finished games and other games are kept.",
        )
    )
    answer = QMessageBox.question(
        parent,
        translate("NetResume", "Forget a network game"),
        f"{describe_network(game)}\n\n{text}",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    if answer != QMessageBox.StandardButton.Yes:
        return False
    OngoingGames().drop(game)
    return True


def unknown(path: Path) -> OngoingGame:
    """A record that could not be read: all that is known is where it was."""
    return OngoingGame(path, "joined", "", "", "")
