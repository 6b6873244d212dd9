"""Map sheets on paper: a game's filled sheets, and blank sheets for pencil play (issue 5).

Every page is drawn by :func:`paint_sheet`, the same painting the screen shows
(ARCHITECTURE "One drawing for screen and paper"): ``QPdfWriter`` is a vector device, so
the terrains' symbols stay sharp at any zoom and every name is real, searchable text
in the embedded fonts. This module only decides what goes on which page, where the
sheet sits on the paper, and how the file reaches the disk: rendered in memory, then
written atomically, so a failure never leaves half a PDF behind.

The command-line side (:func:`headless_app`, :func:`install_translator`) lives here
too, so ``cartografove export-pdf`` and ``blank-sheets`` need nothing but this module.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterable, Mapping, Sequence
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QBuffer,
    QCoreApplication,
    QIODevice,
    QLibraryInfo,
    QMarginsF,
    QRectF,
    QTranslator,
)
from PySide6.QtGui import QGuiApplication, QPageLayout, QPageSize, QPainter, QPdfWriter

from ...atomic import atomic_write
from ...paths import resource_dir
from ...rules.cards import DataError, catalog
from ...rules.sheet import Sheet
from ..sheet.painter import SheetContent, SheetLayout, game_content, paint_sheet
from ..text import translate

if TYPE_CHECKING:  # the engine is only needed to export a game, not blank sheets
    from ...rules.game import Game

CREATOR = "Kartografové"
PAPERS: dict[str, QPageSize.PageSizeId] = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}
DEFAULT_PAPER = "a4"
MAX_COPIES = 200  # a pad of blank sheets, not a print run: a typo like 2000 is refused
MARGIN_MM = 12.0  # clear of any printer's unprintable edge, with room to hold the page
RESOLUTION = 1200  # QPdfWriter's device units per inch; only the precision of coordinates

_POINTS_PER_MM = 72 / 25.4
LAYOUT = SheetLayout()  # one geometry for every page; the page transform scales it


class ExportError(Exception):
    """A PDF that cannot be made; ``str()`` is one sentence for the user."""


# --- what goes on the pages -----------------------------------------------------------


def sheet_sides() -> tuple[str, ...]:
    """The printed sides a blank sheet can show, as the card data lists them."""
    return tuple(catalog().sheets)


def game_footer(game: Game, played: date | None = None) -> str:
    """The small print of a filled sheet: which game it was and when."""
    when = (played or date.today()).isoformat()
    return translate("PdfExport", "Game seed {seed} · {date}").format(
        seed=game.setup.seed, date=when
    )


def game_pages(
    game: Game, players: Iterable[int] | None = None, played: date | None = None
) -> list[SheetContent]:
    """One page per chosen player (all by default), showing what the screen shows:
    the sheet, name, solo title once earned, edicts, seasons scored so far."""
    chosen = range(len(game.players)) if players is None else tuple(players)
    footer = game_footer(game, played)
    pages = []
    for index in chosen:
        if not 0 <= index < len(game.players):
            raise ExportError(
                translate("PdfExport", "There is no player {number} in this game.").format(
                    number=index + 1
                )
            )
        pages.append(game_content(game, index, footer=footer))
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


def blank_pages(side: str, copies: int) -> list[SheetContent]:
    """``copies`` empty sheets of a printed side: grid, printed features, empty boxes,
    edict letters with a line to write the card on — for a game played with pencils."""
    check_side(side)
    check_copies(copies)
    page = SheetContent(sheet=Sheet.blank(side))
    return [page] * copies


# --- where the sheet sits on the paper -----------------------------------------------


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


def sheet_rect(paper: str) -> QRectF:
    """Where the sheet lands on the page, in points: as large as the margins allow,
    keeping its proportions, centred both ways."""
    page = page_size(paper)
    margin = MARGIN_MM * _POINTS_PER_MM
    room = page.adjusted(margin, margin, -margin, -margin)
    size = LAYOUT.size
    scale = min(room.width() / size.width(), room.height() / size.height())
    width, height = size.width() * scale, size.height() * scale
    return QRectF(page.center().x() - width / 2, page.center().y() - height / 2, width, height)


# --- the PDF itself ------------------------------------------------------------------


def render_pdf(pages: Sequence[SheetContent], title: str, paper: str = DEFAULT_PAPER) -> bytes:
    """The PDF of ``pages`` (one sheet per page), rendered in memory.

    Memory rather than the target file, so that nothing touches the disk until the
    whole document exists; the sheets are vectors and text, a few hundred kB a page."""
    if not pages:
        raise ExportError(translate("PdfExport", "There are no sheets to export."))
    placed = sheet_rect(paper)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator(CREATOR)
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(PAPERS[paper]), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)
        )
    )
    units = RESOLUTION / 72  # device units per point
    scale = placed.width() / LAYOUT.size.width() * units
    painter = QPainter()
    if not painter.begin(writer):
        raise ExportError(translate("PdfExport", "The PDF could not be started."))
    try:
        for number, content in enumerate(pages):
            if number:
                writer.newPage()
            painter.resetTransform()
            painter.translate(placed.left() * units, placed.top() * units)
            painter.scale(scale, scale)
            paint_sheet(painter, content, LAYOUT)
    finally:
        painter.end()
    buffer.close()
    return bytes(buffer.data().data())


def write_pdf(
    path: Path | str, pages: Sequence[SheetContent], title: str, paper: str = DEFAULT_PAPER
) -> None:
    """Render and write a PDF; the file appears whole or not at all (a temporary file
    in the same folder is renamed over it, and removed on any failure)."""
    path = Path(path)
    if path.is_dir():
        raise ExportError(
            translate("PdfExport", "{path} is a folder, not a file name.").format(path=path)
        )
    data = render_pdf(pages, title, paper)
    try:
        atomic_write(path, data)
    except OSError as error:
        raise ExportError(
            translate("PdfExport", "Cannot write {path}: {reason}.").format(
                path=path, reason=error.strerror or error
            )
        ) from None
    _shareable(path)


def _shareable(path: Path) -> None:
    """Give the PDF the permissions any new file gets: atomic_write's temporary file
    is private (0600), right for a save, wrong for a sheet made to be shared."""
    if os.name != "posix":
        return
    umask = os.umask(0o022)
    os.umask(umask)
    with contextlib.suppress(OSError):
        os.chmod(path, 0o666 & ~umask)


def export_game(
    game: Game,
    path: Path | str,
    *,
    players: Iterable[int] | None = None,
    paper: str = DEFAULT_PAPER,
    played: date | None = None,
) -> int:
    """Write a game's sheets (all players, or the chosen ones) to a PDF; returns the
    number of pages."""
    pages = game_pages(game, players, played)
    title = translate("PdfExport", "Kartografové — map sheets of game {seed}").format(
        seed=game.setup.seed
    )
    write_pdf(path, pages, title, paper)
    return len(pages)


def export_blank(side: str, copies: int, path: Path | str, *, paper: str = DEFAULT_PAPER) -> int:
    """Write ``copies`` blank sheets of one side to a PDF; returns the number of pages."""
    pages = blank_pages(side, copies)
    title = translate("PdfExport", "Kartografové — blank map sheets, side {side}").format(side=side)
    write_pdf(path, pages, title, paper)
    return len(pages)


def saved_date(saved: str) -> date | None:
    """The day a save file was written (its ISO timestamp), None if it has none."""
    try:
        return datetime.fromisoformat(saved).date()
    except ValueError:
        return None


# --- running without a window --------------------------------------------------------


def wants_offscreen(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """True where Qt would look for an X11 or Wayland display that is not there: a
    headless job must not die for want of a screen it never uses. A platform the
    user chose (QT_QPA_PLATFORM) is always kept; Windows and macOS always have one."""
    if environ.get("QT_QPA_PLATFORM") or platform in ("win32", "darwin"):
        return False
    return not (environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"))


def headless_app() -> QCoreApplication:
    """The running application, or a new ``QGuiApplication`` for fonts and painting
    (offscreen when there is no display; set before the app exists, as Qt requires)."""
    existing = QCoreApplication.instance()
    if existing is not None:
        return existing
    if wants_offscreen(os.environ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    return QGuiApplication(sys.argv[:1] or ["cartografove"])


_translators: list[QTranslator] = []  # kept alive: Qt forgets a deleted translator


def translation_file(lang: str) -> Path | None:
    """The app's compiled translation for ``lang``, if it is installed."""
    name = f"cartografove_{lang}.qm"
    resources = resource_dir()
    for folder in (resources.parent / "i18n", resources / "i18n"):
        if (folder / name).is_file():
            return folder / name
    return None


def install_translator(app: QCoreApplication, lang: str) -> bool:
    """Speak ``lang`` (cs, pl, en): the app's translation and Qt's own, replacing any
    installed here before. A missing file silently leaves English, so a PDF is made
    either way; returns whether the app's translation was found (English: True).

    The app's central language module will take this job over; it stays this one
    small function until then."""
    for old in _translators:
        app.removeTranslator(old)
    _translators.clear()
    if lang == "en":
        return True
    found = False
    ours = translation_file(lang)
    mine = QTranslator()
    if ours is not None and mine.load(str(ours)):
        app.installTranslator(mine)
        _translators.append(mine)
        found = True
    qt = QTranslator()
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _translators.append(qt)
    return found


# --- the two commands ---------------------------------------------------------------


def _fail(command: str, message: object, status: int = 1) -> int:
    """One line on stderr, whatever the message held: no tracebacks, no wrapped text."""
    print(f"cartografove {command}: {' '.join(str(message).split())}", file=sys.stderr)
    return status


def export_pdf_command(
    save: Path | str, output: Path | str, lang: str | None = None, paper: str = DEFAULT_PAPER
) -> int:
    """``cartografove export-pdf``: every player's sheet of a saved game; the exit status."""
    from ...rules.save import SaveError, load_game

    save, output = Path(save), Path(output)
    with contextlib.suppress(OSError):
        if output.exists() and output.samefile(save):
            return _fail("export-pdf", f"{output}: would overwrite the saved game itself")
    try:
        game, saved = load_game(save)
    except (SaveError, DataError) as error:  # DataError: a damaged installation
        return _fail("export-pdf", error)
    app = headless_app()
    install_translator(app, lang or "en")
    try:
        pages = export_game(game, output, paper=paper, played=saved_date(saved.saved))
    except ExportError as error:
        return _fail("export-pdf", error)
    finally:
        install_translator(app, "en")
    print(f"{output}: {pages} page(s)")
    return 0


def blank_sheets_command(
    side: str,
    copies: int,
    output: Path | str,
    lang: str | None = None,
    paper: str = DEFAULT_PAPER,
) -> int:
    """``cartografove blank-sheets``: ``copies`` empty sheets of a side; the exit status."""
    try:
        check_side(side)
        check_copies(copies)
    except ExportError as error:
        return _fail("blank-sheets", error, 2)
    except DataError as error:
        return _fail("blank-sheets", error)
    app = headless_app()
    install_translator(app, lang or "en")
    try:
        pages = export_blank(side, copies, output, paper=paper)
    except ExportError as error:
        return _fail("blank-sheets", error)
    finally:
        install_translator(app, "en")
    print(f"{output}: {pages} page(s)")
    return 0
