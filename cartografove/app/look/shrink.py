"""Text that shrinks to fit before it is ever elided (issue 14).

A name can be 32 characters long and a Czech or Polish word half as long again as
the English one, so a label or button that got its room from one language can be too
narrow in another. Rather than cut the text with "…", these widgets draw it a little
smaller — down to :data:`SMALLEST` of its size — and only text that does not fit even
then is elided (with the whole text as tooltip).

* :class:`ShrinkingLabel` — a one-line label. It paints its own text, so the size a
  style sheet gives it (``#cardTitle { font-size: 17px }``) stays its normal size.
* :class:`ShrinkingToolButton` — a tool button (the card panel's terrain buttons)
  whose font shrinks when its layout gives it less than its text needs.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolButton, QWidget

SMALLEST = 0.7
"""The smallest fraction of its normal size text is drawn at before it is elided."""


def scaled(font: QFont, factor: float) -> QFont:
    """``font`` at ``factor`` of its size (pixel or point, whichever it was given in)."""
    smaller = QFont(font)
    if font.pixelSize() > 0:
        smaller.setPixelSize(max(1, round(font.pixelSize() * factor)))
    else:
        smaller.setPointSizeF(max(1.0, font.pointSizeF() * factor))
    return smaller


def text_width(font: QFont, text: str) -> float:
    """The width of the widest line of ``text`` ("&" of an accelerator excluded)."""
    metrics = QFontMetricsF(font)
    return max(
        (metrics.horizontalAdvance(line) for line in text.replace("&", "").split("\n")), default=0.0
    )


def fitting_factor(font: QFont, text: str, room: float) -> float | None:
    """The largest factor (1, then down in small steps to :data:`SMALLEST`) at which
    ``text`` fits ``room`` pixels; None when it does not fit even at the smallest."""
    factor = 1.0
    while factor >= SMALLEST - 1e-9:
        if text_width(scaled(font, factor), text) <= room + 0.5:
            return factor
        factor -= 0.05
    return None


class ShrinkingLabel(QLabel):
    """A one-line label that shrinks its text to fit its width, then elides."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def _room(self) -> float:
        return float(self.contentsRect().width() - 2 * self.margin())

    def shown_font(self) -> QFont:
        """The font the text is drawn in now."""
        factor = fitting_factor(self.font(), self.text(), self._room())
        return scaled(self.font(), factor if factor is not None else SMALLEST)

    def is_elided(self) -> bool:
        return bool(self.text()) and fitting_factor(self.font(), self.text(), self._room()) is None

    def minimumSizeHint(self) -> QSize:
        """Narrow enough for the text at its smallest: a layout may give it that."""
        hint = super().minimumSizeHint()
        small = text_width(scaled(self.font(), SMALLEST), self.text())
        width = int(small) + 1 + 2 * self.margin() + self.width() - self.contentsRect().width()
        return QSize(min(hint.width(), width), hint.height())

    def setText(self, text: str) -> None:
        super().setText(text)
        self._tip()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tip()

    def _tip(self) -> None:
        if self.is_elided():
            self.setToolTip(self.text())
        elif self.toolTip() == self.text():
            self.setToolTip("")

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.text() or self.textFormat() == Qt.TextFormat.RichText:
            super().paintEvent(event)
            return
        font = self.shown_font()
        text = self.text()
        room = self.contentsRect().adjusted(self.margin(), 0, -self.margin(), 0)
        if self.is_elided():
            metrics = QFontMetricsF(font)
            text = "\n".join(
                metrics.elidedText(line, Qt.TextElideMode.ElideRight, room.width())
                for line in text.split("\n")
            )
        painter = QPainter(self)
        painter.setFont(font)
        self.style().drawItemText(
            painter,
            room,
            int(self.alignment().value),
            self.palette(),
            self.isEnabled(),
            text,
            self.foregroundRole(),
        )


class ShrinkingToolButton(QToolButton):
    """A tool button whose text shrinks (to :data:`SMALLEST`) when its layout gives it
    less room than the text needs; its minimum width is that of the smallest text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._normal: QFont | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

    def normal_font(self) -> QFont:
        return self._normal if self._normal is not None else self.font()

    def _chrome(self) -> float:
        """What the button needs besides its text (frame, padding; the icon when the
        text is beside it), measured with the font it has now."""
        return max(0.0, super().sizeHint().width() - text_width(self.font(), self.text()))

    def minimumSizeHint(self) -> QSize:
        hint = super().sizeHint()
        small = text_width(scaled(self.normal_font(), SMALLEST), self.text())
        icon = self.iconSize().width() + 8
        return QSize(max(icon, int(small + self._chrome()) + 1), hint.height())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if self._normal is None:
            return hint
        return QSize(int(text_width(self._normal, self.text()) + self._chrome()) + 1, hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()

    def refit(self) -> None:
        """Draw the text at the largest size that fits the button's width."""
        if self._normal is None:
            self._normal = QFont(self.font())
        room = self.width() - self._chrome()
        factor = fitting_factor(self._normal, self.text(), room)
        wanted = scaled(self._normal, factor if factor is not None else SMALLEST)
        if wanted != self.font():
            self.setFont(wanted)
