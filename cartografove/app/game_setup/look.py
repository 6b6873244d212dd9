"""The New Game dialog's small shared pieces: headings, muted hints, the stylesheet
bits the dialog adds, and the card-back swatches."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QVBoxLayout

# Only what this dialog needs on top of the app's stylesheet (look/style.py), and what
# keeps it readable without one: muted hints, a red error, a heading-like toggle.
LOCAL_STYLE = """
QLabel#hint { color: #7a6652; }
QLabel#edictError { color: #b3261e; }
QToolButton#panelHeading { border: none; background: transparent; padding: 2px 0px; }
QToolButton#panelHeading:focus { text-decoration: underline; }
"""

# The colour of each scoring card back, so a chosen card's deck shows at a glance.
BACK_COLOURS: dict[str, tuple[str, ...]] = {
    "forest": ("#3f7d3a",),
    "farm_water": ("#d9a93a", "#3a7dbf"),
    "village": ("#b8453a",),
    "general": ("#8a7b68",),
}


def heading(title: str, name: str = "panelHeading", scale: float = 1.25) -> QLabel:
    """A title; the app's stylesheet gives ``panelHeading`` and ``dialogHeading``
    their serif, the font set here is the fallback without it."""
    label = QLabel(title)
    label.setObjectName(name)
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    label.setFont(font)
    return label


def hint(message: str = "") -> QLabel:
    """Small explanatory text in a muted colour (see :data:`LOCAL_STYLE`)."""
    label = QLabel(message)
    label.setObjectName("hint")
    label.setWordWrap(True)
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * 0.92)
    label.setFont(font)
    return label


def error_label() -> QLabel:
    label = QLabel()
    label.setObjectName("edictError")
    label.setWordWrap(True)
    return label


def section(title: str) -> QVBoxLayout:
    """A section's column with its heading (the caller owns the layout)."""
    layout = QVBoxLayout()
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(8)
    layout.addWidget(heading(title))
    return layout


def back_icon(back: str, size: int = 12) -> QIcon:
    """A small rounded swatch in the colours of a card back (split for two)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colours = BACK_COLOURS.get(back, ("#888888",))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colours[0]))
    painter.drawRoundedRect(0, 0, size, size, 3, 3)
    if len(colours) > 1:
        painter.setClipRect(size // 2, 0, size, size)
        painter.setBrush(QColor(colours[1]))
        painter.drawRoundedRect(0, 0, size, size, 3, 3)
    painter.end()
    return QIcon(pixmap)
