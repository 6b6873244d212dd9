"""Join a game: the games announced on the local network, or a join code typed
or pasted (which works where the network does not carry the announcements).
Looking for games runs on a thread of its own; the dialog never waits for it."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ....net.discovery import Found, browse
from ....net.joincode import JoinCodeError, JoinCodeVersionError, decode
from ....rules.limits import MAX_NAME, clean_player_name
from ...mailbox import Mailbox, Outbox
from ...text import translate
from ..failures import code_problem
from ..link import Plan
from ..remote import credentials_problem
from .credentials import CredentialsField
from .link_dialog import LinkDialog

BROWSE_SECONDS = 2.0


def _browse(outbox: Outbox) -> None:
    """Zeroconf browsing, on a plain thread: the list of games is posted."""

    games: list[object] = []
    try:
        games = list(browse(BROWSE_SECONDS))
    except Exception:  # no multicast here (or zeroconf failed): the code works
        games = []
    finally:
        outbox.post(games)


class Browser(Mailbox):
    """Looks for games on the local network off the GUI thread; ``arrived``
    carries the list of games found."""

    def look(self) -> None:
        threading.Thread(
            target=_browse, args=(self.outbox,), name="kartografove-browse", daemon=True
        ).start()


class JoinDialog(LinkDialog):
    """Accepted once the game has begun: :attr:`link` plays it, :attr:`first` is
    its first snapshot."""

    def __init__(
        self,
        name: str,
        parent: QWidget | None = None,
        *,
        browse: bool = True,
        credentials: str = "",
    ) -> None:
        super().__init__(parent)
        self.used_credentials: str | None = None  # the credentials file joining started with
        self.setWindowTitle(translate("NetJoin", "Join a game"))
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME)
        self.games = QListWidget()
        self.games.setMaximumHeight(120)
        self.games.currentItemChanged.connect(self._picked)
        self.games.itemDoubleClicked.connect(lambda _item: self.join())
        self.look_button = QPushButton(translate("NetJoin", "Look again"))
        self.look_button.clicked.connect(self.look)
        self.found_label = QLabel()
        self.found_label.setWordWrap(True)
        self.code = QLineEdit()
        self.code.setPlaceholderText("K7M-Q2X-…")
        # a whole code in view (the longest: nine groups), so a typo can be seen; this
        # width, not the dialog's, holds: the layout sets the dialog's minimum size
        longest = "-".join(["WWW"] * 9)
        self.code.setMinimumWidth(self.code.fontMetrics().horizontalAdvance(longest))
        self.code.textChanged.connect(self._check_code)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setProperty("legal", "problem")
        form = QFormLayout()
        form.addRow(translate("NetJoin", "Your name:"), self.name)
        games_row = QHBoxLayout()
        games_row.addStretch(1)
        games_row.addWidget(self.look_button)
        form.addRow(translate("NetJoin", "Games nearby:"), games_row)
        form.addRow(self.games)
        form.addRow(self.found_label)
        form.addRow(translate("NetJoin", "Join code:"), self.code)
        # a server with NATS accounts wants each player's own credentials file: a
        # rare case, so one check box until it is needed
        self.needs_credentials = QCheckBox(
            translate("NetJoin", "The server needs a credentials file")
        )
        self.credentials = CredentialsField(credentials)
        form.addRow(self.needs_credentials)
        form.addRow(translate("NetJoin", "Credentials file:"), self.credentials)
        self.needs_credentials.toggled.connect(lambda on: form.setRowVisible(self.credentials, on))
        self.needs_credentials.setChecked(bool(credentials))
        form.setRowVisible(self.credentials, bool(credentials))
        form.addRow(self.problem)
        self.fields: list[QWidget] = [
            self.name,
            self.games,
            self.look_button,
            self.code,
            self.needs_credentials,
            self.credentials,
        ]
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = QPushButton(translate("NetJoin", "Join"))
        self.join_button.setDefault(True)
        self.join_button.setEnabled(False)
        self.buttons.addButton(self.join_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.join_button.clicked.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.lobby)
        layout.addWidget(self.buttons)
        self.browser = Browser(self)
        self.browser.arrived.connect(self._found)
        if browse:
            self.look()
        else:
            self._found([])

    def look(self) -> None:
        self.look_button.setEnabled(False)
        self.found_label.setText(translate("NetJoin", "Looking on the local network…"))
        self.browser.look()

    def _found(self, games: object) -> None:
        self.look_button.setEnabled(self.link is None)
        self.games.clear()
        assert isinstance(games, list)
        for game in games:
            assert isinstance(game, Found)
            text = self.tr("{name} — %n seat(s)", "", game.players).format(name=game.name)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, game.code)
            self.games.addItem(item)
        self.found_label.setText(
            self.tr("%n game(s) found", "", len(games))
            if games
            else translate("NetJoin", "None found: type the join code the host gives you.")
        )

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.code.setText(str(item.data(Qt.ItemDataRole.UserRole)))

    def _check_code(self) -> bool:
        text = self.code.text().strip()
        try:
            decode(text)
        except JoinCodeVersionError as error:
            self.problem.setText(
                translate(
                    "NetJoin",
                    "This join code comes from a newer version of Kartografové: "
                    "update Kartografové on this computer.",
                )
                if error.newer
                else translate(
                    "NetJoin",
                    "This join code comes from an older version of Kartografové: "
                    "the host must update.",
                )
            )
            self.join_button.setEnabled(False)
            return False
        except JoinCodeError as error:
            self.problem.setText(code_problem(error) if len(text.replace("-", "")) >= 10 else "")
            self.join_button.setEnabled(False)
            return False
        self.problem.setText("")
        self.join_button.setEnabled(self.link is None)
        return True

    def join(self) -> None:
        if self.link is not None or not self._check_code():
            return
        credentials = ""
        if self.needs_credentials.isChecked():
            problem = credentials_problem(self.credentials.text())
            if problem is not None:
                self.problem.setText(problem)
                return
            credentials = self.credentials.path()
        self.used_credentials = self.credentials.text() if credentials else ""
        name = clean_player_name(self.name.text()) or translate("NetJoin", "Cartographer")
        for widget in self.fields:
            widget.setEnabled(False)
        self.join_button.setEnabled(False)
        plan = Plan(name=name, code=self.code.text().strip(), credentials=credentials)
        self.start_link(plan)

    def _failed(self, _failure: BaseException | None) -> None:
        for widget in self.fields:
            widget.setEnabled(True)
        self._check_code()
