"""The strip at the top of the window that says what is wrong for as long as it is
true: a game that is not being saved, settings or a finished game not recorded.
Never a status-bar line that disappears after a few seconds."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from ..text import translate


class WarningBanner(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveWarning")
        self.setWordWrap(True)
        self.setStyleSheet("background: #f6d5c8; color: #5a1a08; padding: 8px;")
        self.warnings: dict[str, str] = {}
        self.hide()

    def warn(self, key: str, reason: str) -> None:
        """Show the warning ``key`` ("save", "settings", "record") until cleared."""
        sentences = {
            "save": translate(
                "MainWindow",
                "This game is not being saved: {reason}. Every move is kept while the "
                "window is open; use Save as… to keep it somewhere else.",
            ),
            "settings": translate("MainWindow", "Your settings could not be saved: {reason}."),
            "network": translate(
                "MainWindow", "The network game refused a message, which changed nothing: {reason}"
            ),
            "record": translate(
                "MainWindow",
                "The finished game could not be added to the history or campaign; "
                "its autosave is kept in your data folder.",
            ),
        }
        self.warnings[key] = sentences[key].format(reason=reason)
        self._update()

    def clear_warning(self, key: str) -> None:
        if self.warnings.pop(key, None) is not None:
            self._update()

    def _update(self) -> None:
        self.setText("\n".join(self.warnings.values()))
        self.setVisible(bool(self.warnings))
