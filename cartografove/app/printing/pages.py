"""The pages of a printout, for a PDF and for a printer alike: what goes on each page
(a game's sheets, or blank ones), in which look, where the sheet sits on the paper,
and the loop that paints them with the one sheet painter."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPageSize, QPainter

from ...rules.board.sheet import Sheet
from ...rules.cards import catalog
from ..sheet.content import SheetContent, game_content
from ..sheet.layout import SheetLayout
from ..sheet.painter import paint_sheet
from ..sheet.palette import LOOKS, Look
from ..text import translate

if TYPE_CHECKING:  # the engine is only needed to print a game, not blank sheets
    from ...rules.game import Game

PAPERS: dict[str, QPageSize.PageSizeId] = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}
DEFAULT_PAPER = "a4"
GAME_LOOK = "parchment"  # a finished game's keepsake looks like the board game's sheet
BLANK_LOOK = "plain"  # a stack of blank sheets should spend ink on pencil, not on tint
MAX_COPIES = 200  # a pad of blank sheets, not a print run: a typo like 2000 is refused
MARGIN_MM = 12.0  # clear of any printer's unprintable edge, with room to hold the page
POINTS_PER_MM = 72 / 25.4
LAYOUT = SheetLayout()  # one geometry for every page; the page transform scales it


class ExportError(Exception):
    """Pages that cannot be made; ``str()`` is one sentence for the user."""


def sheet_sides() -> tuple[str, ...]:
    """The printed sides a blank sheet can show, as the card data lists them."""
    return tuple(catalog().sheets)


def look_named(name: str) -> Look:
    """The look called ``name`` (plain, parchment); an unknown one is refused."""
    if name not in LOOKS:
        raise ExportError(
            translate("PdfExport", "Unknown look {look}; choose one of {looks}.").format(
                look=repr(name), looks=", ".join(LOOKS)
            )
        )
    return LOOKS[name]


def game_footer(game: Game, played: date | None = None) -> str:
    """The small print of a filled sheet: which game it was and when."""
    when = (played or date.today()).isoformat()
    return translate("PdfExport", "Game seed {seed} · {date}").format(
        seed=game.setup.seed, date=when
    )


def game_pages(
    game: Game,
    players: Iterable[int] | None = None,
    played: date | None = None,
    look: str = GAME_LOOK,
) -> list[SheetContent]:
    """One page per chosen player (all by default), showing what the screen shows:
    the sheet, name, solo title and rating once earned, edicts, seasons so far."""
    chosen = range(len(game.players)) if players is None else tuple(players)
    footer = game_footer(game, played)
    style = look_named(look)
    pages = []
    for index in chosen:
        if not 0 <= index < len(game.players):
            raise ExportError(
                translate("PdfExport", "There is no player {number} in this game.").format(
                    number=index + 1
                )
            )
        pages.append(game_content(game, index, footer=footer, look=style))
    return pages


def check_side(side: str) -> None:
    """Refuse a side the card data does not know, naming the ones it does."""
    sides = sheet_sides()
    if side not in sides:
        raise ExportError(
            translate("PdfExport", "There is no sheet side {side}; choose one of {sides}.").format(
                side=repr(side), sides=", ".join(sides)
            )
        )


def check_copies(copies: int) -> None:
    """Refuse no copies at all, and a number no one means (a typo of 20 as 2000)."""
    if not 1 <= copies <= MAX_COPIES:
        raise ExportError(
            translate("PdfExport", "The number of copies must be from 1 to {most}.").format(
                most=MAX_COPIES
            )
        )


def blank_pages(side: str, copies: int, look: str = BLANK_LOOK) -> list[SheetContent]:
    """``copies`` empty sheets of a printed side: grid, printed features, empty boxes,
    edict letters with a line to write the card on, the key — for pencil play."""
    check_side(side)
    check_copies(copies)
    # a base-game side's key leaves out the hero (issue 25); Heroes' sides keep it
    heroes = catalog().sheets[side].set != "base"
    page = SheetContent(sheet=Sheet.blank(side), look=look_named(look), heroes=heroes)
    return [page] * copies


def check_paper(paper: str) -> None:
    """Refuse a paper size the export does not lay out (the API is open to any string)."""
    if paper not in PAPERS:
        raise ExportError(
            translate("PdfExport", "Unknown paper size {paper}; choose one of {papers}.").format(
                paper=repr(paper), papers=", ".join(PAPERS)
            )
        )


def page_size(paper: str) -> QRectF:
    """The whole page in PDF points (1/72 inch), portrait."""
    check_paper(paper)
    return QPageSize(PAPERS[paper]).rect(QPageSize.Unit.Point)


def place(page: QRectF, margin: float) -> QRectF:
    """Where the sheet lands on a page (any unit, ``margin`` in the same): as large
    as the margins allow, keeping its proportions, centred both ways."""
    room = page.adjusted(margin, margin, -margin, -margin)
    size = LAYOUT.size
    scale = min(room.width() / size.width(), room.height() / size.height())
    width, height = size.width() * scale, size.height() * scale
    return QRectF(page.center().x() - width / 2, page.center().y() - height / 2, width, height)


def sheet_rect(paper: str) -> QRectF:
    """Where the sheet lands on a paper size, in points."""
    return place(page_size(paper), MARGIN_MM * POINTS_PER_MM)


def paint_pages(
    painter: QPainter,
    pages: Sequence[SheetContent],
    placed: QRectF,
    new_page: Callable[[], object],
) -> None:
    """Paint one sheet per page into ``placed`` (device units), calling ``new_page``
    between pages — the same loop for a QPdfWriter and a QPrinter."""
    scale = placed.width() / LAYOUT.size.width()
    for number, content in enumerate(pages):
        if number:
            new_page()
        painter.resetTransform()
        painter.translate(placed.left(), placed.top())
        painter.scale(scale, scale)
        paint_sheet(painter, content, LAYOUT)
