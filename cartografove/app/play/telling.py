"""What the play screen tells of the game's events: the log (the game's own events
told again, so undo never shows the card that came next and a new language retells
it), the changes others made (in the banner and framed on the map, once the map's
owner looks), and the score screens, the winter report before the results (issue 14).

Nothing changes unseen (issue 14): whatever changes a map without its owner's hand
— a neighbour drawing a monster on it, the solo walk's ambush, a Gorgon's or a
Troll's destruction, zombies spreading, dragon coins, a hero's attack — is kept
(:class:`Unseen`) until the owner looks at that map, and then shown once: the
sentences, and the spaces framed until the owner's next action. In solo play the
owner always looks, so it is shown at once."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QDialog, QListWidget

from ...rules.cards import catalog
from ...rules.counting.in_view import seen_by
from ...rules.events import Drawn, Event, GameEnded, SeasonScored
from ..sheet.motion import Arrival
from ..sheet.scene import SheetScene, SpacesItem
from ..text import translate
from .computer_seats import at_the_computer
from .handoff import Seating
from .notices import Notice, notices, retold
from .panel.banner import Banner
from .session import GameSession

LOG_LENGTH = 40  # notices kept in the side panel's log
BANNER_LINES = 3  # the latest changes in the banner (all stay in the log)

CHANGED = QColor("#c77d16")  # amber: "look here", neither legal green nor illegal red
EARNS = QColor("#2e7d32")
COSTS = QColor("#b3261e")


@dataclass
class Unseen:
    """The notices about each map that its owner has not seen yet."""

    waiting: dict[int, list[Notice]] = field(default_factory=dict)

    def add(self, notice: Notice, seen_now: bool) -> None:
        if notice.sheet is None or seen_now:
            return
        self.waiting.setdefault(notice.sheet, []).append(notice)

    def take(self, sheet: int) -> list[Notice]:
        """What the owner of ``sheet`` should see now that they look at it."""
        return self.waiting.pop(sheet, [])

    def clear(self) -> None:
        self.waiting.clear()


class ChangesItem(SpacesItem):
    """Frames around some spaces: amber for what just changed; the live score
    uses green for the spaces that earn and red for those that cost."""

    def __init__(self, scene: SheetScene, colour: QColor = CHANGED, z: float = 6) -> None:
        super().__init__(scene.sheet_layout, colour, alpha=60, pen=3.0, inset=2, z=z)
        scene.addItem(self)
        self.sheet_scene = scene


class Telling(QObject):
    """Follows ``session``'s events: the log in ``notice_list``, the changes in view
    (:attr:`showing`, in ``banner`` and framed by ``changes``) and those waiting for
    their map's owner (:attr:`unseen`), and ``season_scored`` / ``game_ended`` in
    the order the score screens come. ``seating`` says whose map is in view and
    which game the log tells (a network seat's view has stand-in answers that
    never happened)."""

    season_scored = Signal(int, tuple)
    game_ended = Signal()

    def __init__(
        self,
        session: GameSession,
        seating: Seating,
        notice_list: QListWidget,
        banner: Banner,
        changes: ChangesItem,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session, self.seating, self.notice_list = session, seating, notice_list
        self.banner, self.changes = banner, changes
        self.scene: SheetScene = changes.sheet_scene
        # an ambush's monster slides onto the map that receives it (issue 25)
        self.arriving = Arrival(self.scene.sheet_layout, self)
        self.scene.addItem(self.arriving)
        self._arrived = 0  # the ambush spaces shown arriving, while they are shown
        self.unseen = Unseen()
        self.showing: list[Notice] = []  # changes on screen until the next action
        self._logged: tuple[int, str] = (-1, "")  # events and language the log shows
        self._reports: list[SeasonScored] = []
        self._ended = False
        session.happened.connect(self.on_events)

    def retell(self) -> None:
        """In the language now chosen: the log, and the changes kept."""
        self._logged = (-1, "")
        players, computers = self.session.game.players, self.session.computers
        self.showing = retold(self.showing, players, computers)
        for sheet, waiting in self.unseen.waiting.items():
            self.unseen.waiting[sheet] = retold(waiting, players, computers)

    def write_log(self) -> None:
        """The log is the game's own events told again: after an undo it no longer
        names the card that came next, and a new language retells it."""
        # nothing the person at the computer may not see yet (RULES §4): not the
        # others' drawings of the card they have still to draw
        looker = at_the_computer(self.session, self.seating.turns.holder)
        told_game = seen_by(self.seating.told(), looker)
        events = told_game.events
        language = translate("PlayScreen", "Game seed: {seed}")  # changes with the language
        if self._logged == (len(events), language):
            return
        self._logged = (len(events), language)
        self.notice_list.clear()
        computers = self.session.computers
        told = notices(events[-4 * LOG_LENGTH :], told_game.players, computers, moves=True)
        told = told[-LOG_LENGTH:]
        for notice in reversed(told):
            self.notice_list.addItem(notice.text)

    def on_events(self, events: list[Event]) -> None:
        game = self.session.game
        for notice in notices(events, game.players, self.session.computers):
            if game.solo or notice.sheet is None:
                self.showing.append(notice)  # in view now (solo), or about the table
            else:
                self.unseen.add(notice, seen_now=False)
        for event in events:
            if isinstance(event, SeasonScored):
                self._reports.append(event)
            elif isinstance(event, GameEnded):
                self._ended = False

    def forget(self) -> None:
        """A move is being taken back or made: what was shown of the last goes."""
        self.showing = []

    def show_unseen(self) -> None:
        """What changed on the map in view while its owner was away, if the owner
        looks at it now."""
        seating = self.seating
        if seating.owner_looks():
            fresh = self.unseen.take(seating.viewer())
            if fresh:
                self.showing = [*self.showing, *fresh]
        self._paint_changes()

    def _paint_changes(self) -> None:
        viewer = self.seating.viewer()
        here = [n for n in self.showing if n.sheet in (None, viewer)]
        mask = 0
        for notice in here:
            mask |= notice.cells
        self.changes.show_mask(mask)
        texts = list(dict.fromkeys(n.text for n in here if n.cells or n.important))
        self.banner.tell(texts[-BANNER_LINES:], here)
        self._slide_in_ambushes(here)

    def _slide_in_ambushes(self, here: list[Notice]) -> None:
        """Monsters of an ambush arrive on the map in view, once, when its owner
        first sees them."""
        ambush = catalog().ambush
        mask = 0
        for notice in here:
            if isinstance(notice.event, Drawn) and notice.event.card in ambush:
                mask |= notice.cells
        new, self._arrived = mask & ~self._arrived, mask
        content = self.scene.sheet_item.content
        if new and content is not None:
            self.arriving.slide_in(content, new & content.sheet.filled)

    def forget_changes(self) -> None:
        """The player acted: the changes have been seen."""
        if self.showing:
            self.showing = []
            self._paint_changes()

    @property
    def reports_waiting(self) -> bool:
        """A season report not shown yet."""
        return bool(self._reports)

    def reports_due(self) -> bool:
        """A score screen to show: a season's, or the results."""
        return bool(self._reports) or (self.session.game.over and not self._ended)

    def show_reports(self, results: bool = True) -> None:
        """The season reports waiting, then (with ``results``) the results once."""
        while self._reports:
            report = self._reports.pop(0)
            self.season_scored.emit(report.season, report.sheets)
        if results and self.session.game.over and not self._ended:
            self._ended = True
            # The winter report first, then the results (issue 14): wait for the
            # report the window just opened to be closed.
            shown = QApplication.activeModalWidget()
            if isinstance(shown, QDialog) and shown.isVisible():
                shown.finished.connect(self._winter_report_closed)
            else:
                self.game_ended.emit()

    def _winter_report_closed(self, _result: int) -> None:
        """A bound method, not a lambda: Qt drops the connection when this owner is
        deleted, so a report closed after the game was replaced neither raises nor keeps
        the old session alive."""
        self.game_ended.emit()
