"""Game → Print… and Print blank sheets…: the same pages as the PDF, on a printer.

Qt's print preview shows the pages first (its Print button opens the system's print
dialog, where the printer, paper and copies are chosen); the pages are painted by the
one sheet painter through :func:`.pages.paint_pages`, so paper, PDF and screen agree.
The menu items are :class:`.actions.PrintActions`, which import this module only
when one is chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPageSize, QPainter
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from ..sheet.content import SheetContent
from ..text import translate
from .dialogs import BlankSheetsDialog, ExportSheetsDialog, default_paper
from .pages import MARGIN_MM, PAPERS, ExportError, blank_pages, game_pages, paint_pages, place

if TYPE_CHECKING:  # QtPrintSupport is imported when first used, not at start-up
    from PySide6.QtPrintSupport import QPrinter

    from ...rules.game import Game


def new_printer() -> QPrinter:
    """A high-resolution printer on the locale's paper, addressed from the paper's
    corner (full page), so the sheet is centred on the sheet of paper itself."""
    from PySide6.QtPrintSupport import QPrinter  # start-up: only when printing

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(PAPERS[default_paper()]))
    printer.setFullPage(True)
    return printer


def print_pages(printer: QPrinter, pages: Sequence[SheetContent]) -> None:
    """Paint one sheet per page on ``printer``, inside our margins or the printer's
    unprintable edge, whichever is wider."""
    dpi = printer.resolution()
    layout = printer.pageLayout()
    paper = QRectF(layout.fullRectPixels(dpi))
    printable = QRectF(layout.paintRectPixels(dpi))
    margin = max(
        MARGIN_MM * dpi / 25.4,
        printable.left() - paper.left(),
        printable.top() - paper.top(),
        paper.right() - printable.right(),
        paper.bottom() - printable.bottom(),
    )
    painter = QPainter()
    if not painter.begin(printer):
        raise ExportError(translate("Printing", "The printer could not be started."))
    try:
        paint_pages(painter, pages, place(paper, margin), printer.newPage)
    finally:
        painter.end()


def preview(
    parent: QWidget | None, pages: Sequence[SheetContent], title: str, name: str = ""
) -> bool:
    """Qt's print preview of ``pages``, as large as the screen allows (it opened at
    800×480 with the page at 35 %); True if the user printed them. ``name`` is the
    document's: "Print to File" proposes it, as Export proposes kartografove-<seed>.pdf."""
    # start-up: QtPrintSupport only when printing
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    printer = new_printer()
    printer.setDocName(name or title)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(title)
    dialog.setWindowState(dialog.windowState() | Qt.WindowState.WindowMaximized)

    def paint(target: QPrinter) -> None:
        try:
            print_pages(target, pages)
        except ExportError as error:
            QMessageBox.warning(dialog, title, str(error))

    dialog.paintRequested.connect(paint)
    return dialog.exec() == QDialog.DialogCode.Accepted


def print_game(parent: QWidget, game: Game, played: date | None = None) -> bool:
    """Game → Print…: whose sheets and which look, then the preview; the footer
    carries the day the game was ``played`` (None: today)."""
    title = translate("Printing", "Print sheets")
    dialog = ExportSheetsDialog(game.players, parent, title=title, paper=False)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    pages = game_pages(game, dialog.players(), played, dialog.look())
    return preview(parent, pages, title, f"kartografove-{game.setup.seed}")


def print_blank(parent: QWidget, side: str | None = None) -> bool:
    """Game → Print blank sheets…: which side, how many, which look, then the preview."""
    title = translate("Printing", "Print blank sheets")
    dialog = BlankSheetsDialog(parent, title=title, paper=False, side=side)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    pages = blank_pages(dialog.side(), dialog.copies(), dialog.look())
    return preview(parent, pages, title, f"kartografove-blank-{dialog.side()}")
