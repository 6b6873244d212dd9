"""Who sits at the computer, and the page between two players of a pass-and-play game.

:class:`Seating` knows who holds the computer, whose map is in view and when the
computer must change hands; a network seat's screen has its own
(:class:`~cartografove.app.network.screen.NetSeating`). :class:`HandingOver` owns
the hand-off page: it hides the last sheet and says who takes the computer next and
what they will do — "Pass to Ben: Ben draws the Dragon on Ann's map" — so nobody
draws on the wrong sheet or sees another's choice before making their own (RULES §4)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from ...rules.cards import catalog
from ...rules.decisions import Ask, Pending
from ...rules.game import Game
from ..look.shrink import ShrinkingLabel
from ..text import card_name, monster_name, player_name, translate
from .computer_seats import computer_decides, first_person
from .session import GameSession


@dataclass
class Turns:
    """Who holds the computer now (a pass-and-play table hands it round) and whose
    move was the last one confirmed: the hand-offs and the taking back share them."""

    holder: int | None = None
    last_decider: int | None = None


class Seating:
    """Who sits at one computer shared by the table: whose map is in view, whether
    a hand-off page must come first, whether the map's owner is the one looking
    (all of the game the screen shows, :attr:`~.session.GameSession.view`).

    ``quick_table``: pass-and-play without a hand-off page before every turn (maps
    are public); the page still comes where someone draws on another's map."""

    def __init__(self, session: GameSession, *, quick_table: bool = False) -> None:
        self.session = session
        self.quick_table = quick_table
        self.turns = Turns()

    def told(self) -> Game:
        """The game whose events the log tells: the game on screen, except where
        the screen shows a view with stand-in answers (a network seat's request
        before the others answered), which never happened."""
        return self.session.game

    def viewer(self) -> int:
        """Whose map is in view: the sheet the pending request is about."""
        pending = self.session.view.pending
        holder = self.turns.holder
        if pending is not None and computer_decides(self.session):
            # while a computer thinks, the person keeps their own map in view
            return holder if holder is not None else first_person(self.session)
        return pending.sheet if pending else (holder or 0)

    def owner_looks(self) -> bool:
        """The map in view is its owner's, in their hands."""
        holder = self.turns.holder
        return self.session.view.solo or (holder is not None and holder == self.viewer())

    def needs_handoff(self) -> bool:
        """A hand-off page before another player's turn; on the quick table only
        where someone draws on another player's map."""
        session = self.session
        game = session.view
        pending = game.pending
        if pending is None or game.solo or pending.player == self.turns.holder:
            return False
        if computer_decides(session):
            return False  # a computer plays its seat itself: nobody hands it over
        if len(game.players) - len(session.computers) == 1:
            return False  # one person against computers: nobody to hand it to (issue 25)
        return not self.quick_table or pending.sheet != pending.player

    def settle(self) -> None:
        """No hand-off page: the player whose turn it is holds the computer (the
        quick table hands over by itself)."""
        game = self.session.view
        pending = game.pending
        if pending is not None and not game.solo and not computer_decides(self.session):
            self.turns.holder = pending.player

    def take_over(self) -> None:
        """The player asked for on the hand-off page has the computer now."""
        pending = self.session.view.pending
        self.turns.holder = pending.player if pending else None

    def waiting(self) -> str | None:
        """What this seat waits for while it has nothing to answer (None: at one
        computer somebody always has something to answer)."""
        return None

    def seed_text(self) -> str:
        return translate("PlayScreen", "Game seed: {seed}").format(
            seed=self.session.game.setup.seed
        )

    def results_ready(self) -> bool:
        """The results may be shown once the game is over."""
        return True


class HandingOver(QObject):
    """Puts the hand-off page up between the map and the next player when
    ``seating`` says so, and the map back when that player says they are there
    (``taken_over``: the screen follows the game again)."""

    taken_over = Signal()

    def __init__(
        self,
        seating: Seating,
        page: HandOffPage,
        pages: QStackedWidget,
        parent: QObject | None = None,
    ) -> None:
        """``pages`` shows the map (its first page) or ``page``."""
        super().__init__(parent)
        self.seating, self.page, self.pages = seating, page, pages
        page.ready.connect(self._take_over)

    def on_the_map(self) -> bool:
        """The map is in view (not the hand-off page)."""
        return self.pages.currentIndex() == 0

    def show(self) -> bool:
        """The hand-off page if the computer changes hands now, else the map: True
        for the page."""
        seating = self.seating
        game = seating.session.view
        pending = game.pending
        if pending is not None and seating.needs_handoff():
            self.page.show_for(game, pending, seating.turns.last_decider)
            self.pages.setCurrentWidget(self.page)
            return True
        seating.settle()
        self.pages.setCurrentIndex(0)
        return False

    def _take_over(self) -> None:
        self.seating.take_over()
        self.taken_over.emit()


class HandOffPage(QWidget):
    ready = Signal()
    undo_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoff")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # dark page from QSS
        self.title = ShrinkingLabel()  # a name can be 32 characters
        self.title.setObjectName("handoffTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel()
        self.detail.setObjectName("handoffDetail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.go = QPushButton()
        self.go.setObjectName("handoffGo")
        self.go.clicked.connect(self.ready)
        self.back = QPushButton()
        self.back.setObjectName("handoffBack")
        self.back.clicked.connect(self.undo_requested)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addSpacing(24)
        layout.addWidget(self.go, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.back, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def show_for(self, game: Game, pending: Pending, last_decider: int | None) -> None:
        player = player_name(game.players[pending.player])
        owner = player_name(game.players[pending.sheet])
        self.title.setText(
            translate("HandOff", "Pass the computer to {player}").format(player=player)
        )
        self.detail.setText(self._what(game, pending).format(player=player, owner=owner))
        self.go.setText(translate("HandOff", "I am {player} — show my turn").format(player=player))
        can_undo = last_decider is not None and bool(game.decisions)
        self.back.setVisible(can_undo)
        if can_undo and last_decider is not None:
            self.back.setText(
                translate("HandOff", "{player}: take back my last move").format(
                    player=player_name(game.players[last_decider])
                )
            )
        self.go.setFocus()

    def _what(self, game: Game, pending: Pending) -> str:
        data = catalog()
        card = card_name(pending.card)
        if pending.ask in (Ask.MONSTER, Ask.MONSTER_FALLBACK):
            monster = data.ambush[pending.card].monster
            beast = monster_name(monster) if monster else card
            return translate(
                "HandOff", "Ambush! {player} draws {monster} on {owner}'s map."
            ).replace("{monster}", beast)
        if pending.ask is Ask.GAZE:
            return translate(
                "HandOff", "{player} chooses what the Gorgon destroys on {owner}'s map."
            )
        if pending.ask is Ask.RAVAGE:
            return translate("HandOff", "{player} chooses what the Troll destroys on their map.")
        if pending.ask is Ask.HERO:
            return translate("HandOff", "{player} places the hero {card}.").replace("{card}", card)
        return translate("HandOff", "{player} draws {card}.").replace("{card}", card)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.ready.emit()
            event.accept()
            return
        super().keyPressEvent(event)
