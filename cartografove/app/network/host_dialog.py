"""Host a game: the seats, then the join code to give the others, and who has
joined. Hosting starts this computer's own nats-server (the net package's, as
``cartografove host`` does) and announces the game on the local network.

This is the quick way: a Heroes game on side C or D with random edicts. Any other
table — the base game, combined play, chosen edicts, rules options — is set up in
New Game with a seat "At another computer" (:mod:`.seats`), which the dialog says."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...net.terms import Terms
from ...rules.limits import MAX_NAME, clean_player_name
from ..text import side_name, translate
from .levels import fill_levels
from .link import NetLink, Plan, Snapshot
from .lobby import Lobby

MAX_SEATS = 6


class HostDialog(QDialog):
    """Accepted once the game has begun: :attr:`link` plays it, :attr:`first` is
    its first snapshot."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NetHost", "Host a game"))
        self.link: NetLink | None = None
        self.first: Snapshot | None = None
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
        self.server = QLineEdit()
        self.server.setPlaceholderText(translate("NetHost", "this computer"))
        self.server.setToolTip(
            translate("NetHost", "Another server: nats://TOKEN@server:4222 or tls://…")
        )
        form.addRow(translate("NetHost", "Server:"), self.server)
        # room for a server's address; the layout, not the dialog, sets its minimum size
        self.server.setMinimumWidth(
            self.server.fontMetrics().horizontalAdvance("tls://TOKEN@games.example.org:4222")
        )
        other_rules = QLabel(
            translate(
                "NetHost",
                "For the base game, combined play, chosen edicts or rules options, set "
                "the table up in Game → New game and make a seat “At another computer”.",
            )
        )
        other_rules.setWordWrap(True)
        form.addRow(other_rules)
        self.fields = [self.name, self.remote, self.bots, self.level, self.side, self.server]
        self.remote.valueChanged.connect(self._limit)
        self.bots.valueChanged.connect(self._limit)
        self.lobby = Lobby()
        self.lobby.started.connect(self._begin)
        self.lobby.failed.connect(self._failed)
        self.lobby.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.host_button = QPushButton(translate("NetHost", "Host the game"))
        self.host_button.setDefault(True)
        self.buttons.addButton(self.host_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.host_button.clicked.connect(self.host)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)  # the code in full
        layout.addLayout(form)
        layout.addWidget(self.lobby)
        layout.addWidget(self.buttons)

    def _limit(self) -> None:
        """Six seats in all, this computer's included."""
        self.remote.setMaximum(MAX_SEATS - 1 - self.bots.value())
        self.bots.setMaximum(MAX_SEATS - 1 - self.remote.value())

    def plan(self) -> Plan:
        name = clean_player_name(self.name.text()) or translate("NetHost", "Host")
        bots, level = self.bots.value(), str(self.level.currentData())
        return Plan(
            server=self.server.text().strip(),
            name=name,
            players=1 + self.remote.value() + bots,
            terms=Terms.new(side=str(self.side.currentData())),
            bots=tuple(
                (translate("NetHost", "Computer {number}").format(number=n + 1), level)
                for n in range(bots)
            ),
        )

    def host(self, plan: Plan | None = None) -> None:
        """Start the server and open the game (``plan``: tests give their own)."""
        for widget in self.fields:
            widget.setEnabled(False)
        self.host_button.setEnabled(False)
        self.link = NetLink(plan or self.plan(), self.parent())
        self.lobby.show()
        self.lobby.follow(self.link)
        self.link.start()

    def _begin(self, first: Snapshot) -> None:
        self.first = first
        self.accept()

    def _failed(self, _reason: str) -> None:
        self.link = None
        for widget in self.fields:
            widget.setEnabled(True)
        self.host_button.setEnabled(True)

    def reject(self) -> None:
        if self.link is not None:
            self.link.stop()
            self.link = None
        super().reject()
