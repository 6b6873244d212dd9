"""Games saved under a name: save the game being played, and list, open or delete
the saved ones (``data_dir()/saves``, see :mod:`cartografove.records.library`).

Neither dialog starts a game: the list says which file to open with
:attr:`SavedGamesDialog.open_requested` and the main window opens it as any other
file (through ``load_game``), so damaged files are reported in one place."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...records.library import (
    MAX_SAVE_NAME,
    Listing,
    SavedEntry,
    SavedGames,
    clean_save_name,
)
from ...rules.cards import SEASON_IDS
from ..reasons import folder_problem, system_problem
from ..text import player_names, season_name
from .look import RECORDS_STYLE, Ask, ask_yes_no, label, problem_text, when_text


class SaveUnderNameDialog(QDialog):
    """Ask for a name; :meth:`name` is the answer. Says so when the name is taken
    (saving then replaces that game)."""

    def __init__(
        self, saves: SavedGames | None = None, name: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.saves = saves or SavedGames()
        self.taken = {entry.name for entry in self.saves.entries().entries}
        self.setWindowTitle(self.tr("Save the game"))
        self.setStyleSheet(RECORDS_STYLE)
        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(MAX_SAVE_NAME)
        self.name_edit.setPlaceholderText(self.tr("e.g. Friday night with Ben"))
        self.note = label("", "hint", wrap=True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setObjectName("confirm")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(self._check)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.addWidget(label(self.tr("Save under a name"), "dialogHeading"))
        layout.addWidget(label(self.tr("Name:")))
        layout.addWidget(self.name_edit)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self._check()

    def name(self) -> str:
        return clean_save_name(self.name_edit.text())

    def _check(self) -> None:
        name = self.name()
        self.save_button.setEnabled(bool(name))
        self.note.setText(
            self.tr("A saved game has this name already; saving replaces it.")
            if name in self.taken
            else ""
        )


class SavedGamesDialog(QDialog):
    """The list of games saved under a name. ``open_requested(path)`` asks the main
    window to open one; the dialog then closes."""

    open_requested = Signal(object)

    def __init__(
        self,
        saves: SavedGames | None = None,
        parent: QWidget | None = None,
        ask: Ask = ask_yes_no,
    ) -> None:
        super().__init__(parent)
        self.saves = saves or SavedGames()
        self.entries: tuple[SavedEntry, ...] = ()
        self.ask = ask  # a yes-or-no question to the player (tests answer it themselves)
        self.setWindowTitle(self.tr("Saved games"))
        self.setStyleSheet(RECORDS_STYLE)
        self.problems = label("", "problems", wrap=True)
        self.empty = label(
            self.tr("No games saved under a name yet."),
            "hint",
            wrap=True,
        )
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Name"), self.tr("Players"), self.tr("Progress"), self.tr("Saved")]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.itemDoubleClicked.connect(lambda _item: self.open_selected())
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.setObjectName("confirm")
        self.open_button.clicked.connect(self.open_selected)
        self.delete_button = QPushButton(self.tr("Delete…"))
        self.delete_button.setObjectName("danger")
        self.delete_button.clicked.connect(self.delete_selected)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        buttons.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(10)
        layout.addWidget(label(self.tr("Saved games"), "dialogHeading"))
        # the autosaved games are not listed here: say where they are (issue 25)
        self.elsewhere = label(
            self.tr("Games you have not finished are kept by themselves: Game → Continue."),
            "hint",
            wrap=True,
        )
        layout.addWidget(self.elsewhere)
        layout.addWidget(self.problems)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.resize(760, 460)
        self.refresh()

    def refresh(self) -> None:
        try:
            listing = self.saves.entries()
        except OSError as error:  # the data folder went away or cannot be read
            listing = Listing(())
            self.problems.setText(folder_problem(error))
        else:
            self.problems.setText("\n".join(problem_text(p) for p in listing.problems))
        self.entries = listing.entries
        self.problems.setVisible(bool(self.problems.text()))
        self.empty.setVisible(not self.entries)
        self.table.setRowCount(len(self.entries))
        for row, entry in enumerate(self.entries):
            values = [
                entry.name,
                ", ".join(player_names(entry.players)),
                self.progress_text(entry),
                when_text(entry.saved) if entry.saved else "",
            ]
            for column, value in enumerate(values):
                self.table.setItem(row, column, QTableWidgetItem(value))
        if self.entries:
            self.table.selectRow(0)
        self._selection_changed()

    def progress_text(self, entry: SavedEntry) -> str:
        progress = entry.progress
        if progress.over:
            return self.tr("Finished")
        moves = self.tr("moves: {count}").format(count=progress.decisions)
        if progress.season is None:
            return moves
        season = SEASON_IDS[progress.season]
        return f"{season_name(season)} · {moves}"

    def selected(self) -> SavedEntry | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.entries):
            return None
        return self.entries[rows[0].row()]

    def _selection_changed(self) -> None:
        chosen = self.selected() is not None
        self.open_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def open_selected(self) -> Path | None:
        entry = self.selected()
        if entry is None:
            return None
        self.open_requested.emit(entry.path)
        self.accept()
        return entry.path

    def delete_selected(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        question = self.tr("Delete the saved game “{name}”? This cannot be undone.").format(
            name=entry.name
        )
        if not self.ask(self, self.tr("Delete saved game"), question):
            return
        try:
            self.saves.delete(entry)
        except OSError as error:
            self.problems.setText(
                self.tr("The game could not be deleted: {reason}").format(
                    reason=system_problem(error)
                )
            )
            self.problems.show()
            return
        self.refresh()
