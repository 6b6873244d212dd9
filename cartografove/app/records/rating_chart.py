"""Solo ratings over time, drawn with QPainter (no chart library needed).

One point per solo game in the order they were played, joined by a pencil line,
over bands for the solo titles (RULES §15) so a player sees at a glance which title
each game reached and whether they are climbing."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...rules.cards import catalog
from ..look.fonts import SERIF
from ..look.style import ACCENT, INK
from .look import GOLD, MUTED, PANEL, PANEL_EDGE, title_text, when_text

Point = tuple[datetime, int, str]  # when, rating, title id

BAND_LIGHT = QColor("#f6eedb")
BAND_DARK = QColor("#efe3c8")


class RatingChart(QWidget):
    """``set_points`` with (time, rating, title) triples, oldest first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[Point] = []
        self.best: int | None = None
        self.setMinimumHeight(220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        return QSize(640, 260)

    def set_points(self, points: Sequence[Point]) -> None:
        self.points = list(points)
        self.best = max((p[1] for p in self.points), default=None)
        self.update()

    # --- geometry ----------------------------------------------------------------------

    def _range(self) -> tuple[int, int]:
        """Ratings shown: the points plus a margin, widened to at least one title band
        above and below, and rounded to tens."""
        ratings = [p[1] for p in self.points] or [0]
        low, high = min(ratings) - 5, max(ratings) + 5
        thresholds = sorted(t.min_rating for t in catalog().solo_titles)
        above = [t for t in thresholds if t > high]
        below = [t for t in thresholds if t <= low]
        high = max(high, above[0] if above else high)
        low = min(low, below[-1] if below else low)
        low, high = (low // 10) * 10, -((-high) // 10) * 10
        return (low, high) if high > low else (low - 10, high + 10)

    def plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(52, 34, -190, -34)

    def _y(self, rating: float, low: int, high: int, plot: QRectF) -> float:
        return plot.bottom() - (rating - low) / (high - low) * plot.height()

    def _x(self, index: int, plot: QRectF) -> float:
        count = len(self.points)
        if count == 1:
            return plot.center().x()
        return plot.left() + index / (count - 1) * plot.width()

    # --- painting ----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(PANEL_EDGE), 1))
        painter.setBrush(QColor(PANEL))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        self._paint_heading(painter)
        if not self.points:
            painter.setPen(QColor(MUTED))
            painter.drawText(
                QRectF(self.rect()),
                Qt.AlignmentFlag.AlignCenter,
                self.tr("Finish a solo game to see your rating here."),
            )
            return
        low, high = self._range()
        plot = self.plot_rect()
        self._paint_bands(painter, low, high, plot)
        self._paint_axis(painter, low, high, plot)
        self._paint_line(painter, low, high, plot)
        self._paint_dates(painter, plot)

    def _paint_heading(self, painter: QPainter) -> None:
        font = QFont(SERIF)
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(INK))
        painter.drawText(QRectF(14, 6, self.width() - 28, 24), self.tr("Solo ratings over time"))
        painter.setFont(self.font())

    def _paint_bands(self, painter: QPainter, low: int, high: int, plot: QRectF) -> None:
        """A band per solo title, its name at the right (RULES §15)."""
        titles = sorted(catalog().solo_titles, key=lambda t: t.min_rating)
        font = QFont(self.font())
        font.setPixelSize(11)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        for index, title in enumerate(titles):
            start = max(title.min_rating, low) if index else low
            end = titles[index + 1].min_rating if index + 1 < len(titles) else high
            end = min(end, high)
            if end <= start:
                continue
            top, bottom = self._y(end, low, high, plot), self._y(start, low, high, plot)
            band = QRectF(plot.left(), top, plot.width(), bottom - top)
            painter.fillRect(band, BAND_DARK if index % 2 else BAND_LIGHT)
            if bottom - top >= metrics.height() - 2:
                painter.setPen(QColor(MUTED))
                painter.drawText(
                    QRectF(plot.right() + 10, top - 2, 175, bottom - top + 4),
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                    metrics.elidedText(title_text(title.id), Qt.TextElideMode.ElideRight, 170),
                )
        painter.setFont(self.font())

    def _paint_axis(self, painter: QPainter, low: int, high: int, plot: QRectF) -> None:
        step = 10 if high - low <= 80 else 20
        painter.setPen(QPen(QColor(PANEL_EDGE), 1, Qt.PenStyle.DotLine))
        for value in range(low, high + 1, step):
            y = self._y(value, low, high, plot)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(QColor(MUTED))
        for value in range(low, high + 1, step):
            y = self._y(value, low, high, plot)
            text = f"\u2212{-value}" if value < 0 else str(value)
            painter.drawText(
                QRectF(0, y - 9, plot.left() - 8, 18),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
        painter.setPen(QPen(QColor(INK), 1.5))
        zero = self._y(0, low, high, plot) if low <= 0 <= high else None
        if zero is not None:
            painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))

    def _paint_line(self, painter: QPainter, low: int, high: int, plot: QRectF) -> None:
        centres = [
            QPointF(self._x(i, plot), self._y(p[1], low, high, plot))
            for i, p in enumerate(self.points)
        ]
        path = QPainterPath(centres[0])
        for centre in centres[1:]:
            path.lineTo(centre)
        painter.setPen(QPen(QColor(ACCENT), 2.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        radius = 4.5 if len(centres) < 40 else 3.0
        for centre, point in zip(centres, self.points, strict=True):
            best = point[1] == self.best
            painter.setPen(QPen(QColor(INK), 1.2))
            painter.setBrush(QColor(GOLD) if best else QColor(ACCENT))
            painter.drawEllipse(
                centre, radius + (1.5 if best else 0), radius + (1.5 if best else 0)
            )

    def _paint_dates(self, painter: QPainter, plot: QRectF) -> None:
        painter.setPen(QColor(MUTED))
        first, last = self.points[0][0], self.points[-1][0]
        y = plot.bottom() + 8
        painter.drawText(
            QRectF(plot.left() - 40, y, 200, 20),
            Qt.AlignmentFlag.AlignLeft,
            when_text(first, False),
        )
        if len(self.points) > 1:
            painter.drawText(
                QRectF(plot.right() - 200, y, 200, 20),
                Qt.AlignmentFlag.AlignRight,
                when_text(last, False),
            )
        count = self.tr("Solo games: {count}").format(count=len(self.points))
        painter.drawText(
            QRectF(plot.left(), y, plot.width(), 20), Qt.AlignmentFlag.AlignHCenter, count
        )
