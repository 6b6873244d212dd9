"""The first screen: continue an unfinished game, play solo, pass and play, a
campaign, or learn the game."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...paths import resource_path
from ..text import translate


class WelcomePage(QWidget):
    solo_requested = Signal()
    multiplayer_requested = Signal()
    campaign_requested = Signal()
    guide_requested = Signal()
    open_requested = Signal()
    history_requested = Signal()
    host_requested = Signal()  # a game on the network (issue 16)
    join_requested = Signal()
    continue_requested = Signal(str)  # the unfinished game's autosave
    forget_requested = Signal(str)  # a network game's record: drop it from the list

    NETWORK_ROLE = Qt.ItemDataRole.UserRole + 1  # the item is a network game

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.logo = QLabel()
        self.logo.setAlignment(Qt.AlignmentFlag.AlignCenter)
        icon = resource_path("icons", "kartografove-128.png")
        if icon.exists():
            self.logo.setPixmap(QPixmap(str(icon)))
        self.title = QLabel()  # the app's name as each language has it (Kartografowie)
        self.title.setObjectName("welcomeTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("welcomeSubtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.solo = self._big_button(self.solo_requested)
        self.multiplayer = self._big_button(self.multiplayer_requested)
        self.campaign = self._big_button(self.campaign_requested)
        self.guide = self._big_button(self.guide_requested)
        self.open_game = self._small_button(self.open_requested)
        self.history = self._small_button(self.history_requested)
        self.host = self._small_button(self.host_requested)
        self.join = self._small_button(self.join_requested)
        choices = QGridLayout()
        choices.setSpacing(14)
        choices.addWidget(self.solo, 0, 0)
        choices.addWidget(self.multiplayer, 0, 1)
        choices.addWidget(self.campaign, 1, 0)
        choices.addWidget(self.guide, 1, 1)
        more = QGridLayout()
        more.addWidget(self.open_game, 0, 0)
        more.addWidget(self.history, 0, 1)
        more.addWidget(self.host, 1, 0)
        more.addWidget(self.join, 1, 1)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.logo)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(28)
        layout.addLayout(choices)
        layout.addSpacing(10)
        layout.addLayout(more)
        self.journey_lines = [self._small_button(self.campaign_requested) for _ in range(2)]
        self.achievement_line = self._small_button(self.history_requested)
        journey = QVBoxLayout()
        journey.setSpacing(0)
        for line in (*self.journey_lines, self.achievement_line):
            line.hide()
            journey.addWidget(line, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(10)
        layout.addLayout(journey)
        self.unfinished_title = QLabel()
        self.unfinished_title.setObjectName("welcomeSubtitle")
        self.unfinished_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.unfinished = QListWidget()
        self.unfinished.setObjectName("unfinishedGames")
        self.unfinished.setFixedWidth(694)  # as wide as the two columns of choices
        self.unfinished.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.unfinished.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.unfinished.itemActivated.connect(self._continue)
        self.unfinished.itemClicked.connect(self._continue)
        self.unfinished.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.unfinished.customContextMenuRequested.connect(self._menu)
        layout.addSpacing(18)
        layout.addWidget(self.unfinished_title)
        layout.addWidget(self.unfinished, 0, Qt.AlignmentFlag.AlignHCenter)
        self.show_unfinished([])
        layout.addStretch(3)
        layout.setAlignment(choices, Qt.AlignmentFlag.AlignHCenter)
        layout.setAlignment(more, Qt.AlignmentFlag.AlignHCenter)
        self.retranslate()

    def _big_button(self, signal: SignalInstance) -> QPushButton:
        button = QPushButton()
        button.setObjectName("welcomeChoice")
        button.setFixedSize(QSize(340, 74))
        button.clicked.connect(signal)
        return button

    def _small_button(self, signal: SignalInstance) -> QPushButton:
        button = QPushButton()
        button.setFlat(True)
        button.setObjectName("welcomeLink")
        button.clicked.connect(signal)
        return button

    def show_journey(self, journey: str, week: str, achievement: str = "") -> None:
        """The journey's next chapter and this week's challenge (both open the
        journey), and the last achievement (opens the finished games)."""
        for button, text in zip(
            (*self.journey_lines, self.achievement_line), (journey, week, achievement), strict=True
        ):
            button.setText(text)
            button.setVisible(bool(text))

    def show_unfinished(self, games: list[tuple[str, str, bool]]) -> None:
        """List the unfinished games to continue, newest first: (file, description,
        whether it is a network game — those can be dropped from the list)."""
        self.unfinished.clear()
        for path, text, network in games:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, path)
            item.setData(self.NETWORK_ROLE, network)
            if network:
                item.setToolTip(
                    translate("Welcome", "Right-click to forget a game that will not go on.")
                )
            self.unfinished.addItem(item)
        rows = min(len(games), 5)  # a few at a glance, the rest by scrolling
        row = self.unfinished.sizeHintForRow(0) if games else 0
        self.unfinished.setFixedHeight(rows * row + 2 * self.unfinished.frameWidth() + 4)
        self.unfinished.setVisible(bool(games))
        self.unfinished_title.setVisible(bool(games))

    def _continue(self, item: QListWidgetItem) -> None:
        self.continue_requested.emit(item.data(Qt.ItemDataRole.UserRole))

    def _menu(self, at: QPoint) -> None:
        """A network game's menu: continue it, or forget it (a host who never comes
        back)."""
        item = self.unfinished.itemAt(at)
        if item is None or not item.data(self.NETWORK_ROLE):
            return
        path = str(item.data(Qt.ItemDataRole.UserRole))
        menu = QMenu(self)
        menu.addAction(translate("Welcome", "Continue"), lambda: self.continue_requested.emit(path))
        menu.addAction(
            translate("Welcome", "Forget this network game…"),
            lambda: self.forget_requested.emit(path),
        )
        menu.exec(self.unfinished.viewport().mapToGlobal(at))

    def retranslate(self) -> None:
        self.unfinished_title.setText(translate("Welcome", "Continue an unfinished game"))
        self.title.setText(translate("Welcome", "Kartografové"))
        self.subtitle.setText(
            translate(
                "Welcome",
                "Cartographers Heroes — solo, pass-and-play, against the computer "
                "and over the network",
            )
        )
        self.solo.setText(translate("Welcome", "Play solo"))
        self.multiplayer.setText(translate("Welcome", "Pass and play"))
        self.campaign.setText(translate("Welcome", "Journey and campaigns"))
        self.guide.setText(translate("Welcome", "How to play"))
        self.open_game.setText(translate("Welcome", "Open a saved game…"))
        self.history.setText(translate("Welcome", "Finished games"))
        self.host.setText(translate("Welcome", "Host a game on the network…"))
        self.join.setText(translate("Welcome", "Join a game on the network…"))
