"""Host a game: the seats, then the join code to give the others, and who has
joined. Hosting starts this computer's own nats-server (the net package's, as
``cartografove host`` does) and announces the game on the local network.

This is the quick way: a Heroes game on side C or D with random edicts. Any other
table — the base game, combined play, chosen edicts, rules options — is set up in
New Game with a seat "At another computer" (:mod:`.seats`), which the dialog says.

The game's log is kept on this computer's own server or on another one (an address,
and a NATS credentials file for a server with accounts, :mod:`.remote`), as chosen
the last time: the dialog starts from the remembered :class:`NetServer` and says in
:attr:`HostDialog.used` what hosting started with, which the window remembers."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ....net.terms import Terms
from ....rules.limits import MAX_NAME, clean_player_name
from ...settings import NetServer
from ...text import side_name, translate
from ..link import Plan
from ..remote import MAX_ADDRESS, credentials_problem, server_problem
from .credentials import CredentialsField
from .levels import fill_levels
from .link_dialog import LinkDialog

MAX_SEATS = 6


class HostDialog(LinkDialog):
    """Accepted once the game has begun: :attr:`link` plays it, :attr:`first` is
    its first snapshot."""

    def __init__(
        self, name: str, parent: QWidget | None = None, server: NetServer | None = None
    ) -> None:
        super().__init__(parent)
        self.used: NetServer | None = None  # the server choice hosting started with
        self.setWindowTitle(translate("NetHost", "Host a game"))
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME)
        self.remote = QSpinBox()
        self.remote.setRange(0, MAX_SEATS - 1)
        self.remote.setValue(1)
        self.bots = QSpinBox()
        self.bots.setRange(0, MAX_SEATS - 1)
        self.level = QComboBox()
        fill_levels(self.level)
        self.side = QComboBox()
        for side in ("C", "D"):
            self.side.addItem(side_name(side), side)
        form = QFormLayout()
        form.addRow(translate("NetHost", "Your name:"), self.name)
        form.addRow(translate("NetHost", "Players at other computers:"), self.remote)
        form.addRow(translate("NetHost", "Computer cartographers:"), self.bots)
        form.addRow(translate("NetHost", "Computer level:"), self.level)
        form.addRow(translate("NetHost", "Map sheet:"), self.side)
        self._server_rows(form, server or NetServer())
        other_rules = QLabel(
            translate(
                "NetHost",
                "For the base game, combined play, chosen edicts or rules options, set "
                "the table up in Game → New game and make a seat “At another computer”.",
            )
        )
        other_rules.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setProperty("legal", "problem")
        self.problem.hide()
        self.fields: list[QWidget] = [
            self.name,
            self.remote,
            self.bots,
            self.level,
            self.side,
            self.own,
            self.other,
            self.server,
            self.credentials,
        ]
        self.remote.valueChanged.connect(self._limit)
        self.bots.valueChanged.connect(self._limit)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.host_button = QPushButton(translate("NetHost", "Host the game"))
        self.host_button.setDefault(True)
        self.buttons.addButton(self.host_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.host_button.clicked.connect(lambda: self.host())
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        # under the form, not in a row of it: a wrapped label spanning a form row is
        # given too little height under some window systems
        layout.addWidget(other_rules)
        layout.addWidget(self.problem)
        layout.addWidget(self.lobby)
        layout.addWidget(self.buttons)

    def _server_rows(self, form: QFormLayout, remembered: NetServer) -> None:
        """Where the game's log is kept: this computer's own nats-server, or
        another server (its address and, for a server with NATS accounts, a
        credentials file) — as remembered from the last game hosted."""
        self.own = QRadioButton(translate("NetHost", "This computer"))
        self.other = QRadioButton(translate("NetHost", "Another server"))
        choice = QButtonGroup(self)
        for button in (self.own, self.other):
            choice.addButton(button)
        row = QHBoxLayout()
        row.addWidget(self.own)
        row.addWidget(self.other)
        row.addStretch(1)
        form.addRow(translate("NetHost", "Server:"), row)
        self.server = QLineEdit(remembered.address)
        self.server.setMaxLength(MAX_ADDRESS)
        self.server.setPlaceholderText("tls://TOKEN@games.example.org:4222")
        self.server.setToolTip(
            translate("NetHost", "Another server: nats://TOKEN@server:4222 or tls://…")
        )
        # room for a server's address; the layout, not the dialog, sets its minimum size
        self.server.setMinimumWidth(
            self.server.fontMetrics().horizontalAdvance("tls://0123456789ab@games.example.org:4222")
        )
        form.addRow(translate("NetHost", "Address:"), self.server)
        self.credentials = CredentialsField(remembered.credentials)
        form.addRow(translate("NetHost", "Credentials file:"), self.credentials)
        self._form = form
        self.own.toggled.connect(self._server_chosen)
        (self.own if remembered.own else self.other).setChecked(True)
        self._server_chosen()

    def _server_chosen(self) -> None:
        """The address and credentials rows show only for another server: a player
        hosting on this computer has no use for a token or a .creds file (issue 25)."""
        other = self.other.isChecked()
        self._form.setRowVisible(self.server, other)
        self._form.setRowVisible(self.credentials, other)

    def _limit(self) -> None:
        """Six seats in all, this computer's included."""
        self.remote.setMaximum(MAX_SEATS - 1 - self.bots.value())
        self.bots.setMaximum(MAX_SEATS - 1 - self.remote.value())

    def plan(self) -> Plan:
        name = clean_player_name(self.name.text()) or translate("NetHost", "Host")
        bots, level = self.bots.value(), str(self.level.currentData())
        other = self.other.isChecked()
        return Plan(
            server=self.server.text().strip() if other else "",
            credentials=self.credentials.path() if other else "",
            name=name,
            players=1 + self.remote.value() + bots,
            terms=Terms.new(side=str(self.side.currentData())),
            bots=tuple(
                (translate("NetHost", "Computer {number}").format(number=n + 1), level)
                for n in range(bots)
            ),
        )

    def server_choice(self) -> NetServer:
        """The server as chosen now, to remember (the address kept even when this
        computer is chosen)."""
        address = self.server.text().strip()
        return NetServer(
            own=self.own.isChecked(),
            address=address if server_problem(address) is None else "",
            credentials=self.credentials.text(),
        )

    def check(self) -> str | None:
        """Why hosting cannot start with what the dialog holds (None: it can)."""
        if self.own.isChecked():
            return None
        credentials = self.credentials.text()
        return server_problem(self.server.text()) or (
            credentials_problem(credentials) if credentials else None
        )

    def host(self, plan: Plan | None = None) -> None:
        """Start the server and open the game (``plan``: New Game's table, or a
        test's; else the dialog's, once :meth:`check` has nothing against it)."""
        if plan is None:
            problem = self.check()
        else:
            problem = credentials_problem(plan.credentials) if plan.credentials else None
        self.problem.setText(problem or "")
        self.problem.setVisible(problem is not None)
        if problem is not None:
            return
        if plan is None:
            self.used = self.server_choice()
            plan = self.plan()
        for widget in self.fields:
            widget.setEnabled(False)
        self.host_button.setEnabled(False)
        self.start_link(plan)

    def _failed(self, _failure: BaseException | None) -> None:
        for widget in self.fields:
            widget.setEnabled(True)
        self._server_chosen()
        self.host_button.setEnabled(True)
