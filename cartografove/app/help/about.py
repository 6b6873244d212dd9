"""Help → About: what this is, whose game it is, and what it ships."""

from __future__ import annotations

import html
import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ... import __version__
from ..text import translate


def about_html() -> str:
    lines = [
        f"<h2>Kartografové {html.escape(__version__)}</h2>",
        "<p>"
        + html.escape(
            translate(
                "About",
                "An unofficial fan implementation of the board game Cartographers Heroes "
                "and Cartographers, for playing alone or passing one computer around.",
            )
        )
        + "</p>",
        "<p>"
        + html.escape(
            translate(
                "About",
                "Cartographers and Cartographers Heroes were designed by Jordy Adan "
                "(Heroes with John Brieger) and are published by Thunderworks Games. This "
                "program is not affiliated with or endorsed by them; please buy the game.",
            )
        )
        + "</p>",
        "<p><b>" + html.escape(translate("About", "Shipped with")) + "</b><br>",
        html.escape(
            translate(
                "About",
                "DejaVu fonts — Bitstream Vera licence (free to use and redistribute), "
                "changes in the public domain.",
            )
        )
        + "<br>",
        html.escape(
            translate("About", "Qt {qt} and PySide6 — LGPL version 3.").format(qt=pyside_version)
        )
        + "<br>",
        html.escape(translate("About", "pydantic and platformdirs — MIT licence.")) + "<br>",
        html.escape(
            translate("About", "Python {python} — PSF licence.").format(
                python=platform.python_version()
            )
        )
        + "</p>",
    ]
    return "".join(lines)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("About", "About Kartografové"))
        self.label = QLabel(about_html())
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)
