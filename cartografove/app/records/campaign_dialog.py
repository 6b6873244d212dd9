"""Starting a campaign: the player's name, random chapters or a friend's code, and how
many chapters. The code is checked while it is typed, so a typo is caught before
anyone plays the wrong campaign."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...records.campaign import DEFAULT_CHAPTERS, MAX_CHAPTERS
from ...records.codes import CodeError, parse_code
from ...rules.limits import MAX_NAME, clean_player_name
from .look import RECORDS_STYLE, label


class NewCampaignDialog(QDialog):
    """Ask for a new campaign; read the answer with :meth:`player`, :meth:`code`
    (None for random chapters) and :meth:`chapters`."""

    def __init__(self, player: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New campaign"))
        self.setStyleSheet(RECORDS_STYLE)
        heading = label(self.tr("New solo campaign"), "dialogHeading")
        intro = label(
            self.tr(
                "A campaign is a series of solo games — its chapters — each with its own "
                "map and edicts. Play them over a few days, replay any chapter to beat "
                "your score, and share the code so friends can play the very same maps."
            ),
            "hint",
            wrap=True,
        )
        self.name_edit = QLineEdit(clean_player_name(player))
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setPlaceholderText(self.default_name())
        self.random_button = QRadioButton(self.tr("New chapters, chosen at random"))
        self.code_button = QRadioButton(self.tr("The chapters of a campaign code:"))
        self.random_button.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.random_button)
        group.addButton(self.code_button)
        self.code_edit = QLineEdit()
        self.code_edit.setPlaceholderText("ABC-DEF-GHJ")
        self.code_edit.setMaxLength(24)
        self.code_status = label("", "hint", wrap=True)
        self.chapters_box = QSpinBox()
        self.chapters_box.setRange(1, MAX_CHAPTERS)
        self.chapters_box.setValue(DEFAULT_CHAPTERS)
        self.chapters_box.setMinimumWidth(64)
        self.chapters_hint = label(
            self.tr("To compare with a friend, choose the same number of chapters."),
            "hint",
            wrap=True,
        )
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        create = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert isinstance(create, QPushButton)
        create.setText(self.tr("Start the campaign"))
        create.setObjectName("confirm")
        self.create_button: QPushButton = create
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for signal in (self.code_edit.textChanged, self.code_button.toggled):
            signal.connect(self._check)
        self.code_edit.textEdited.connect(lambda _text: self.code_button.setChecked(True))
        self._layout(heading, intro)
        self._check()

    def _layout(self, heading: QWidget, intro: QWidget) -> None:
        form = QFormLayout()
        form.setHorizontalSpacing(14)
        form.setVerticalSpacing(10)
        form.addRow(self.tr("Your name:"), self.name_edit)
        chapters = QVBoxLayout()
        chapters.setSpacing(2)
        chapters.addWidget(self.chapters_box, 0, Qt.AlignmentFlag.AlignLeft)
        chapters.addWidget(self.chapters_hint)
        form.addRow(self.tr("Chapters:"), chapters)
        code_row = QHBoxLayout()
        code_row.addSpacing(24)
        code_row.addWidget(self.code_edit, 1)
        status_row = QHBoxLayout()
        status_row.addSpacing(24)
        status_row.addWidget(self.code_status, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(10)
        layout.addWidget(heading)
        layout.addWidget(intro)
        layout.addSpacing(6)
        layout.addLayout(form)
        layout.addSpacing(4)
        layout.addWidget(self.random_button)
        layout.addWidget(self.code_button)
        layout.addLayout(code_row)
        layout.addLayout(status_row)
        layout.addSpacing(8)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)

    def default_name(self) -> str:
        return self.tr("Cartographer")

    # --- the answer --------------------------------------------------------------------

    def player(self) -> str:
        return clean_player_name(self.name_edit.text()) or self.default_name()

    def code(self) -> str | None:
        """The parsed code, or None for random chapters (or while the code is wrong)."""
        if not self.code_button.isChecked():
            return None
        try:
            return parse_code(self.code_edit.text())
        except CodeError:
            return None

    def chapters(self) -> int:
        return self.chapters_box.value()

    def _check(self) -> None:
        """Say what is wrong with the code as it is typed; Start only when it is valid."""
        if not self.code_button.isChecked():
            self.code_status.setText("")
            self.create_button.setEnabled(True)
            return
        try:
            parse_code(self.code_edit.text())
        except CodeError as error:
            self.code_status.setObjectName("error")
            self.code_status.setText(self._problem(error))
            self.create_button.setEnabled(False)
        else:
            self.code_status.setObjectName("hint")
            self.code_status.setText(
                self.tr("A valid code: you will play the same chapters as everyone with it.")
            )
            self.create_button.setEnabled(True)
        self.code_status.style().unpolish(self.code_status)
        self.code_status.style().polish(self.code_status)

    def _problem(self, error: CodeError) -> str:
        if error.problem == "empty":
            return self.tr("Type the code you were given.")
        if error.problem == "character":
            return self.tr(
                "“{character}” never appears in campaign codes (they have no 0, O, 1 or I)."
            ).format(character=error.character)
        if error.problem == "length":
            return self.tr("A campaign code has 9 characters; this one has %n.", "", error.length)
        return self.tr("This is not a valid code. Check it for a typo.")
