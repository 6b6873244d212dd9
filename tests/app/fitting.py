"""Finding text that does not fit: an elided or clipped label or button.

Qt elides or clips silently; a test can only compare what the text needs with
the room its widget got. Rich text and pictures are skipped (they wrap or scale)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QToolButton,
    QWidget,
)

from cartografove.app.look.shrink import ShrinkingLabel, ShrinkingToolButton


def _visible(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def label_problem(label: QLabel) -> str | None:
    text = label.text()
    if isinstance(label, ShrinkingLabel):
        return "elided even at its smallest size" if label.is_elided() else None
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return None
    if label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and "<" in text and ">" in text
    ):
        return None
    room = label.contentsRect()
    room_width = room.width() - 2 * label.margin() - label.indent() * 0
    metrics = label.fontMetrics()
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height() + 1:
            return f"clipped: needs {needed} px high, has {label.height()}"
        return None
    widest = max(metrics.horizontalAdvance(line) for line in text.replace("&", "").split("\n"))
    if widest > room_width + 1:
        return f"elided: needs {widest} px wide, has {room_width}"
    return None


def button_problem(button: QAbstractButton) -> str | None:
    if not button.text():
        return None
    if isinstance(button, QPushButton | QRadioButton | QCheckBox | QToolButton):
        # a shrinking button's own hint is its normal size; what it draws now counts
        hint = (
            QToolButton.sizeHint(button)
            if isinstance(button, ShrinkingToolButton)
            else button.sizeHint()
        )
        if hint.width() > button.width() + 1:
            return f"cut: needs {hint.width()} px wide, has {button.width()}"
    return None


def clipped_texts(top: QWidget) -> list[str]:
    """Every visible label or button under ``top`` whose text does not fit."""
    found = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not _visible(widget):
            continue
        problem = None
        if isinstance(widget, QLabel):
            problem = label_problem(widget)
        elif isinstance(widget, QAbstractButton):
            problem = button_problem(widget)
        if problem:
            found.append(f"{type(widget).__name__} {widget.text()!r}: {problem}")
    return found
