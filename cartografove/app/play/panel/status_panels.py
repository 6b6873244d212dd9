"""What is always in view while playing: the season and its time, the cards revealed
this season, what its deck may still hold (issue 25), and the four edicts (issue 3)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from ....rules.cards import EDICT_LETTERS, catalog
from ....rules.counting.to_come import to_come
from ....rules.game import Game
from ...standings.words import to_come_text
from ...text import card_name, card_text, season_name, translate


class TimeTrack(QWidget):
    """Pips for the season's time threshold, filled as time passes (RULES §4.3)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.elapsed, self.threshold = 0, 8
        self.setMinimumHeight(18)

    def show_time(self, elapsed: int, threshold: int) -> None:
        self.elapsed, self.threshold = elapsed, threshold
        self.setToolTip(
            translate("SeasonPanel", "Time {elapsed} of {threshold}").format(
                elapsed=elapsed, threshold=threshold
            )
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self.threshold * 22, 18)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = min(16.0, (self.width() - 2) / max(self.threshold, 1) - 4)
        for i in range(self.threshold):
            rect = QRectF(1 + i * (size + 4), 1, size, size)
            painter.setPen(QPen(QColor(91, 70, 54), 1.5))
            painter.setBrush(QColor(91, 70, 54) if i < self.elapsed else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect)
        painter.end()


class SeasonPanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seasonPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.season = QLabel()
        self.season.setObjectName("seasonTitle")
        self.time = QLabel()
        self.track = TimeTrack()
        self.cards = QLabel()
        self.cards.setWordWrap(True)
        self.cards.setObjectName("revealed")
        self.to_come = QLabel()
        self.to_come.setWordWrap(True)
        self.to_come.setObjectName("toCome")
        layout = QVBoxLayout(self)
        layout.addWidget(self.season)
        layout.addWidget(self.time)
        layout.addWidget(self.track)
        layout.addWidget(self.cards)
        layout.addWidget(self.to_come)

    def show_game(self, game: Game) -> None:
        season = game.season_card
        letters = " + ".join(season.edicts)
        self.season.setText(
            translate("SeasonPanel", "{season} — scores {edicts}").format(
                season=season_name(season.id), edicts=letters
            )
        )
        elapsed = min(game.time, season.threshold)
        self.time.setText(
            translate("SeasonPanel", "Time {elapsed} / {threshold}").format(
                elapsed=game.time, threshold=season.threshold
            )
        )
        self.track.show_time(elapsed, season.threshold)
        data = catalog()
        names = [f"{card_name(card)} ({data.card_time(card)})" for card in game.revealed]
        self.cards.setText(
            translate("SeasonPanel", "This season: {cards}").format(cards=", ".join(names))
            if names
            else ""
        )
        # what a player at the table can count of the deck (the engine's count)
        self.to_come.setText(to_come_text(to_come(game)))


class EdictsPanel(QFrame):
    """Edicts A–D with their scoring cards; the two scored this season stand out; the
    full rule text is the tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("edictsPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QGridLayout(self)
        layout.setHorizontalSpacing(8)
        self.heading = QLabel()
        self.heading.setObjectName("panelHeading")
        layout.addWidget(self.heading, 0, 0, 1, 2)
        self.letters: list[QLabel] = []
        self.names: list[QLabel] = []
        for row, letter in enumerate(EDICT_LETTERS, start=1):
            badge = QLabel(letter)
            badge.setObjectName("edictLetter")
            badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
            badge.setFixedSize(26, 26)
            name = QLabel()
            name.setWordWrap(True)
            layout.addWidget(badge, row, 0)
            layout.addWidget(name, row, 1)
            self.letters.append(badge)
            self.names.append(name)

    def show_game(self, game: Game) -> None:
        self.heading.setText(translate("EdictsPanel", "Edicts"))
        scored = set(game.season_card.edicts) if not game.over else set()
        for letter, badge, name, card in zip(
            EDICT_LETTERS, self.letters, self.names, game.edicts, strict=True
        ):
            active = letter in scored
            badge.setProperty("active", active)
            name.setProperty("active", active)
            for widget in (badge, name):
                widget.style().unpolish(widget)
                widget.style().polish(widget)
            name.setText(card_name(card))
            tip = f"<b>{card_name(card)}</b><br>{card_text(card)}"
            name.setToolTip(tip)
            badge.setToolTip(tip)
