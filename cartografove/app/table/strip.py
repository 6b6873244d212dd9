"""The other cartographers' maps beside your own (issue 33): small, in seat order,
each with its stars and its last drawing arriving as it happens; a click shows
one large.

What it shows is what the person at the computer may see
(:func:`~cartografove.rules.counting.in_view.seen_by`): the maps as drawn, except the
others' drawings of the card that person has still to draw, and on a network table
only what is in the log (the seating's game, :meth:`Seating.told`). The stars are
the engine's standings of that same game (:func:`~cartografove.rules.counting.tally.tally`).
A big table shows a chosen few (:func:`chosen_seats`: the neighbours and the leaders).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...rules.counting.in_view import seen_by
from ...rules.counting.tally import TallyRow, tally
from ...rules.game import Game
from ..look.screen_room import fit_on_screen
from ..play.panel.side_panel import scaled_style
from ..sheet.painter import game_content
from ..sheet.scene import SheetPreview
from ..standings.words import bracket_note
from ..text import translate
from .seat_map import SeatMap

ROOM = 5
"""The most maps the table shows beside yours (a table of six shows every other)."""


class StripWords(QObject):
    """The strip's words with plural forms (lupdate reads ``self.tr`` plurals)."""

    def stars(self, stars: int) -> str:
        return self.tr("%n star(s)", "", stars)


_WORDS = StripWords()


def chosen_seats(
    count: int, looker: int, ranks: Mapping[int, int], room: int = ROOM
) -> tuple[int, ...]:
    """The seats to show beside ``looker``'s map, in seat order: every other seat
    while they fit ``room``; on a bigger table the neighbours on either side (whose
    maps your ambushes reach, RULES §7) and then the leaders by ``ranks``."""
    others = [seat for seat in range(count) if seat != looker]
    if len(others) <= room:
        return tuple(others)
    chosen = list(
        dict.fromkeys(s for s in ((looker - 1) % count, (looker + 1) % count) if s != looker)
    )
    for seat in sorted(others, key=lambda seat: (ranks.get(seat, count), seat)):
        if len(chosen) >= room:
            break
        if seat not in chosen:
            chosen.append(seat)
    return tuple(sorted(chosen))


def stars_text(row: TallyRow) -> str:
    """ "24 stars (+5)": the seasons scored, and what the next scoring would add now."""
    stars = _WORDS.stars(row.total)
    return stars if row.now is None else f"{stars} ({row.now:+d})"


class LargeMap(QDialog):
    """One cartographer's whole sheet, large, following the table while open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = -1
        self.preview = SheetPreview()
        layout = QVBoxLayout(self)
        layout.addWidget(self.preview)
        fit_on_screen(self, 640, 860)

    def show_seat(self, game: Game, seat: int) -> None:
        self.seat = seat
        content = game_content(game, seat)
        self.setWindowTitle(content.name)
        self.preview.show(content)


class TableStrip(QScrollArea):
    """The column of the others' maps. :meth:`follow` brings it in line with a game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableStrip")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        inside = QWidget()
        inside.setObjectName("tableStripInside")
        self.column = QVBoxLayout(inside)
        self.column.setContentsMargins(6, 6, 6, 6)
        self.column.setSpacing(8)
        self.column.addStretch()
        self.setWidget(inside)
        self.maps: dict[int, SeatMap] = {}
        self.large: LargeMap | None = None
        self.seen: Game | None = None
        self._looker: int | None = None
        self._map_width = 160
        self._factor = 1.0  # the type's size, with the maps'

    def follow(self, game: Game, looker: int, in_view: int | None = None) -> None:
        """Show ``game``'s maps but the one ``in_view`` (by default ``looker``'s) as
        ``looker`` may see them now, the seat whose turn it is marked. While
        ``looker`` draws on another's map, their own is here."""
        if game.solo:
            self.hide()
            return
        self.show()
        seen = seen_by(game, looker)
        self.seen = seen
        table = tally(seen)
        seats = chosen_seats(len(game.players), looker, {r.player: r.rank for r in table.rows})
        if in_view is not None and in_view != looker:
            seats = tuple(sorted({*seats, looker} - {in_view}))
        self._seat(seats)
        moving = looker == self._looker
        self._looker = looker
        pending = game.pending
        note = bracket_note(table)
        for seat, entry in self.maps.items():
            deciding = pending is not None and pending.player == seat
            # the heading says what is drawn; here, only whose turn it is
            what = translate("TableStrip", "drawing…") if deciding else ""
            entry.show_seat(
                game_content(seen, seat), stars_text(table.rows[seat]), what, moving=moving
            )
            entry.stars.setToolTip(note)
            if deciding:  # a long table scrolls to whoever draws now
                self.ensureWidgetVisible(entry, 0, 8)
        if self.large is not None and self.large.isVisible():
            self.large.show_seat(seen, self.large.seat)

    def _seat(self, seats: Sequence[int]) -> None:
        if tuple(self.maps) == tuple(seats):
            return
        for entry in self.maps.values():
            entry.setParent(None)
            entry.deleteLater()
        self.maps = {}
        for index, seat in enumerate(seats):
            entry = SeatMap(seat)
            entry.set_map_width(self._map_width)
            entry.chosen.connect(self.show_large)
            self.column.insertWidget(index, entry)
            self.maps[seat] = entry

    def set_map_width(self, width: int) -> None:
        """Each small map ``width`` pixels wide (the screen sizes the column)."""
        self._map_width = width
        for entry in self.maps.values():
            entry.set_map_width(width)
        # the names and stars grow with the maps, as the side panel's type does
        factor = round(min(1.6, max(1.0, width / 150)), 1)
        if factor != self._factor:
            self._factor = factor
            app = QApplication.instance()
            style = app.styleSheet() if isinstance(app, QApplication) else ""
            self.setStyleSheet(scaled_style(style, factor) if factor != 1.0 else "")
        margins = self.column.contentsMargins()
        scroll = self.verticalScrollBar().sizeHint().width()
        frame = 2 * (6 + 2)  # a seat's own margins and border
        self.setFixedWidth(width + margins.left() + margins.right() + frame + scroll)

    def show_large(self, seat: int) -> None:
        """``seat``'s whole sheet, large, as the table sees it."""
        if self.seen is None:
            return
        if self.large is None:
            self.large = LargeMap(self)  # a window of its own, gone with the table
        self.large.show_seat(self.seen, seat)
        self.large.show()
        self.large.activateWindow()  # in front, if it was open behind
