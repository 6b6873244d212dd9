"""The main window's two PDF commands (issue 5): a game's sheets, and blank sheets.

Each asks its few questions in one small dialog (whose sheets or which side, how many,
which paper), then where to save with the usual file dialog, and hands the rest to
:mod:`.pdf_export`. They live here, not in the main window, so the window only gains
two menu actions and two one-line slots.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QMainWindow,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..text import player_names, side_name, translate
from . import pdf_export
from .pages import BLANK_LOOK, GAME_LOOK, MAX_COPIES, ExportError, sheet_sides

if TYPE_CHECKING:
    from ...rules.game import Game

PDF_FILTER = "PDF (*.pdf)"


def default_paper() -> str:
    """Letter where the locale measures in inches (the US), A4 everywhere else."""
    if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
        return "letter"
    return "a4"


def _paper_box(parent: QWidget) -> QComboBox:
    box = QComboBox(parent)
    box.addItem(translate("PdfDialogs", "A4"), "a4")
    box.addItem(translate("PdfDialogs", "US Letter"), "letter")
    box.setCurrentIndex(max(0, box.findData(default_paper())))
    return box


def _look_box(parent: QWidget, default: str) -> QComboBox:
    box = QComboBox(parent)
    box.addItem(translate("PdfDialogs", "Plain (white paper, saves ink)"), "plain")
    box.addItem(translate("PdfDialogs", "Parchment (as the board game)"), "parchment")
    box.setCurrentIndex(max(0, box.findData(default)))
    return box


class _OptionsDialog(QDialog):
    """A titled form with OK and Cancel; subclasses add the rows."""

    def __init__(self, title: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(340)  # room for a long name or side in any language
        self.form = QFormLayout()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(buttons)


class ExportSheetsDialog(_OptionsDialog):
    """Whose sheets go into the PDF (everyone's or one player's) and on which paper."""

    def __init__(
        self,
        players: Sequence[str],
        parent: QWidget | None = None,
        title: str | None = None,
        paper: bool = True,
    ) -> None:
        super().__init__(title or translate("PdfDialogs", "Export sheets to PDF"), parent)
        self.who = QComboBox(self)
        if len(players) > 1:
            self.who.addItem(translate("PdfDialogs", "All cartographers"), None)
        for index, name in enumerate(players):
            self.who.addItem(name, index)
        self.who.setEnabled(len(players) > 1)
        self.paper_box = _paper_box(self)
        self.look_box = _look_box(self, GAME_LOOK)
        self.form.addRow(translate("PdfDialogs", "Sheets:"), self.who)
        if paper:  # a printer's own dialog chooses the paper
            self.form.addRow(translate("PdfDialogs", "Paper:"), self.paper_box)
        else:
            self.paper_box.hide()
        self.form.addRow(translate("PdfDialogs", "Look:"), self.look_box)

    def players(self) -> tuple[int, ...] | None:
        """The chosen player's index alone, or None for all of them."""
        index = self.who.currentData()
        return None if index is None else (int(index),)

    def paper(self) -> str:
        return str(self.paper_box.currentData())

    def look(self) -> str:
        return str(self.look_box.currentData())


DEFAULT_BLANK_SIDE = "C"  # the app plays Heroes first; side A is the base game's


class BlankSheetsDialog(_OptionsDialog):
    """Which printed side (first the open game's, else Heroes' C: issue 25), how many
    copies, which paper."""

    def __init__(
        self,
        parent: QWidget | None = None,
        title: str | None = None,
        paper: bool = True,
        side: str | None = None,
    ) -> None:
        super().__init__(title or translate("PdfDialogs", "Blank sheets to PDF"), parent)
        self.side_box = QComboBox(self)
        for printed in sheet_sides():
            try:
                label = side_name(printed)
            except KeyError:  # a side the names list does not know yet
                label = printed
            self.side_box.addItem(label, printed)
        chosen = self.side_box.findData(side or DEFAULT_BLANK_SIDE)
        self.side_box.setCurrentIndex(max(chosen, 0))
        self.copies_box = QSpinBox(self)
        self.copies_box.setRange(1, MAX_COPIES)
        self.copies_box.setValue(10)
        self.paper_box = _paper_box(self)
        self.look_box = _look_box(self, BLANK_LOOK)
        self.form.addRow(translate("PdfDialogs", "Side:"), self.side_box)
        self.form.addRow(translate("PdfDialogs", "Copies:"), self.copies_box)
        if paper:
            self.form.addRow(translate("PdfDialogs", "Paper:"), self.paper_box)
        else:
            self.paper_box.hide()
        self.form.addRow(translate("PdfDialogs", "Look:"), self.look_box)

    def side(self) -> str:
        return str(self.side_box.currentData())

    def copies(self) -> int:
        return self.copies_box.value()

    def paper(self) -> str:
        return str(self.paper_box.currentData())

    def look(self) -> str:
        return str(self.look_box.currentData())


def ask_pdf_path(parent: QWidget, title: str, suggested: str) -> Path | None:
    """Where to write the PDF (None: the user cancelled); ``.pdf`` added if left out."""
    chosen, _ = QFileDialog.getSaveFileName(parent, title, str(Path.home() / suggested), PDF_FILTER)
    if not chosen:
        return None
    path = Path(chosen)
    return path if path.suffix else path.with_suffix(".pdf")


@contextlib.contextmanager
def _busy() -> Iterator[None]:
    """A wait cursor while the pages render (a fraction of a second, but visible)."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()


def _report(parent: QWidget, path: Path) -> None:
    """Say where the PDF went, in the status bar if there is one."""
    message = translate("PdfDialogs", "The PDF was saved as {path}").format(path=path)
    if isinstance(parent, QMainWindow):
        parent.statusBar().showMessage(message, 10000)


def _failed(parent: QWidget, title: str, error: ExportError) -> None:
    QMessageBox.warning(parent, title, str(error))


def export_sheets(parent: QWidget, game: Game, played: date | None = None) -> Path | None:
    """File → Export sheets to PDF: the game as it stands (finished or not), dated
    the day it was ``played`` (None: today)."""
    title = translate("PdfDialogs", "Export sheets to PDF")
    dialog = ExportSheetsDialog(player_names(game.players), parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    path = ask_pdf_path(parent, title, f"kartografove-{game.setup.seed}.pdf")
    if path is None:
        return None
    try:
        with _busy():
            pdf_export.export_game(
                game,
                path,
                players=dialog.players(),
                paper=dialog.paper(),
                played=played,
                look=dialog.look(),
            )
    except ExportError as error:
        _failed(parent, title, error)
        return None
    _report(parent, path)
    return path


def print_blank_sheets(parent: QWidget, side: str | None = None) -> Path | None:
    """Game → Blank sheets to PDF: a stack of empty sheets for a game on paper
    (``side``: the open game's, offered first)."""
    title = translate("PdfDialogs", "Blank sheets to PDF")
    dialog = BlankSheetsDialog(parent, side=side)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    path = ask_pdf_path(parent, title, f"kartografove-blank-{dialog.side()}.pdf")
    if path is None:
        return None
    try:
        with _busy():
            pdf_export.export_blank(
                dialog.side(), dialog.copies(), path, paper=dialog.paper(), look=dialog.look()
            )
    except ExportError as error:
        _failed(parent, title, error)
        return None
    _report(parent, path)
    return path
