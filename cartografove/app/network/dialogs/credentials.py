"""A NATS credentials file (a ``.creds`` file, for a server with NATS accounts):
a line to type or paste its path and a button that chooses it. The Host and the
Join dialog both have one; what the file holds is checked by
:func:`.remote.credentials_problem` before anything starts."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from ...text import translate
from ..remote import MAX_PATH, credentials_path


class CredentialsField(QWidget):
    def __init__(self, path: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.line = QLineEdit(path)
        self.line.setMaxLength(MAX_PATH)
        self.line.setPlaceholderText(translate("NetServer", "none"))
        self.line.setToolTip(
            translate("NetServer", "Only for a server with NATS accounts: your .creds file")
        )
        self.choose_button = QPushButton(translate("NetServer", "Choose…"))
        self.choose_button.clicked.connect(self.choose)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.line, 1)
        layout.addWidget(self.choose_button)
        # as tall as the button, always: a full dialog squeezes a row to its minimum
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        """The path as typed, stripped ("" for none)."""
        return self.line.text().strip()

    def path(self) -> str:
        """The path the connection is given: ``~`` expanded, absolute."""
        return credentials_path(self.text())

    def choose(self) -> None:
        start = str(Path(self.path()).parent) if self.text() else str(Path.home())
        chosen, _ = QFileDialog.getOpenFileName(
            self,
            translate("NetServer", "NATS credentials file"),
            start,
            translate("NetServer", "NATS credentials (*.creds);;All files (*)"),
        )
        if chosen:
            self.line.setText(chosen)
