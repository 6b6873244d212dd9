"""Map sheets on paper: a game's filled sheets, and blank sheets for pencil play (issue 5).

Every page is drawn by :func:`paint_sheet`, the same painting the screen shows
(ARCHITECTURE "One drawing for screen and paper"): ``QPdfWriter`` is a vector device, so
the terrains' symbols stay sharp at any zoom and every name is real, searchable text
in the embedded fonts. What goes on which page and where the sheet sits on the paper
is :mod:`.pages` (shared with the printer); this module decides how the file reaches
the disk: rendered in memory, then written atomically, so a failure never leaves
half a PDF behind.

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
    QObject,
    QRectF,
    QTranslator,
)
from PySide6.QtGui import QGuiApplication, QPageLayout, QPageSize, QPainter, QPdfWriter

from ...files import atomic_write
from ...paths import resource_dir
from ...rules.cards import DataError
from ...rules.save import SaveError, load_game
from ..reasons import system_problem
from ..sheet.content import SheetContent
from ..text import translate
from .pages import (
    BLANK_LOOK,
    DEFAULT_PAPER,
    GAME_LOOK,
    PAPERS,
    ExportError,
    blank_pages,
    check_copies,
    check_side,
    game_pages,
    paint_pages,
    sheet_rect,
)

if TYPE_CHECKING:  # the engine is only needed to export a game, not blank sheets
    from ...rules.game import Game

CREATOR = "Kartografové"
RESOLUTION = 1200  # QPdfWriter's device units per inch; only the precision of coordinates


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
    in_units = QRectF(placed.topLeft() * units, placed.size() * units)
    painter = QPainter()
    if not painter.begin(writer):
        raise ExportError(translate("PdfExport", "The PDF could not be started."))
    try:
        paint_pages(painter, pages, in_units, writer.newPage)
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
                path=path, reason=system_problem(error)
            )
        ) from None


def export_game(
    game: Game,
    path: Path | str,
    *,
    players: Iterable[int] | None = None,
    paper: str = DEFAULT_PAPER,
    played: date | None = None,
    look: str = GAME_LOOK,
) -> int:
    """Write a game's sheets (all players, or the chosen ones) to a PDF; returns the
    number of pages."""
    pages = game_pages(game, players, played, look)
    title = translate("PdfExport", "Kartografové — map sheets of game {seed}").format(
        seed=game.setup.seed
    )
    write_pdf(path, pages, title, paper)
    return len(pages)


def export_blank(
    side: str,
    copies: int,
    path: Path | str,
    *,
    paper: str = DEFAULT_PAPER,
    look: str = BLANK_LOOK,
) -> int:
    """Write ``copies`` blank sheets of one side to a PDF; returns the number of pages."""
    pages = blank_pages(side, copies, look)
    title = translate("PdfExport", "Kartografové — blank map sheets, side {side}").format(side=side)
    write_pdf(path, pages, title, paper)
    return len(pages)


def saved_date(saved: str) -> date | None:
    """The day a save file was written (its ISO timestamp, the player's own day if it
    has a time zone), None if it has none."""
    try:
        moment = datetime.fromisoformat(saved)
    except ValueError:
        return None
    return (moment.astimezone() if moment.tzinfo is not None else moment).date()


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
    found = lang == "en"
    ours = translation_file(lang)  # English's holds the plurals: "1 page", "3 pages"
    mine = QTranslator()
    if ours is not None and mine.load(str(ours)):
        app.installTranslator(mine)
        _translators.append(mine)
        found = True
    if lang == "en":
        return found
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
    save: Path | str,
    output: Path | str,
    lang: str | None = None,
    paper: str = DEFAULT_PAPER,
    look: str | None = None,
) -> int:
    """``cartografove export-pdf``: every player's sheet of a saved game; the exit status."""

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
        pages = export_game(
            game, output, paper=paper, played=saved_date(saved.saved), look=look or GAME_LOOK
        )
        print(_written(output, pages))
    except ExportError as error:
        return _fail("export-pdf", error)
    finally:
        install_translator(app, "en")
    return 0


class PdfCommand(QObject):
    """What the PDF commands say when done, in the language they were asked for.
    (pyside6-lupdate sees ``%n`` plurals only in ``self.tr(text, "", n)`` calls.)"""

    def written(self, output: Path | str, pages: int) -> str:
        return self.tr("{file}: %n page(s)", "", pages).format(file=output)


def _written(output: Path | str, pages: int) -> str:
    return PdfCommand().written(output, pages)


def blank_sheets_command(
    side: str,
    copies: int,
    output: Path | str,
    lang: str | None = None,
    paper: str = DEFAULT_PAPER,
    look: str | None = None,
) -> int:
    """``cartografove blank-sheets``: ``copies`` empty sheets of a side; the exit status."""
    app = headless_app()
    install_translator(app, lang or "en")
    try:
        check_side(side)
        check_copies(copies)
    except ExportError as error:  # a mistake on the command line
        install_translator(app, "en")
        return _fail("blank-sheets", error, 2)
    except DataError as error:
        install_translator(app, "en")
        return _fail("blank-sheets", error)
    try:
        pages = export_blank(side, copies, output, paper=paper, look=look or BLANK_LOOK)
        print(_written(output, pages))
    except ExportError as error:
        return _fail("blank-sheets", error)
    finally:
        install_translator(app, "en")
    return 0
