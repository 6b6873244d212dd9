"""Text on the sheet that always fits its box: shrunk, wrapped, never cut.

A name the app accepts (up to ``MAX_NAME`` characters) and every title in every
language must print whole — a sheet that reads "Christopher Montgo…" is a sheet the
player cannot hand in. Text is drawn as plain words (no letter spacing), so a PDF's
text extracts and searches as the words it shows.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from ..look.fonts import map_font

_WRAP = int(Qt.TextFlag.TextWordWrap)
_ANYWHERE = int(Qt.TextFlag.TextWrapAnywhere)
_FILL = 0.98  # of the box's width: a hair of room so rounding never touches the edge


@lru_cache(maxsize=256)
def font(pixel_size: float, bold: bool = False, italic: bool = False) -> QFont:
    """The sheet's serif at a size in scene units. Unhinted, so text measures the same
    at every zoom level and in a PDF."""
    result = map_font(1, bold=bold)
    result.setPixelSize(max(1, round(pixel_size)))
    result.setItalic(italic)
    result.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    # no ligatures: a PDF's "fi" must extract and search as two letters, not "ﬁ"
    for feature in ("liga", "clig"):
        result.setFeature(QFont.Tag(feature), 0)
    return result


def _fits(
    content: str, width: float, height: float, size: float, style: tuple[bool, bool], flags: int
) -> bool:
    metrics = QFontMetricsF(font(size, *style))
    box = metrics.boundingRect(QRectF(0, 0, width * _FILL, 1e6), flags, content)
    return box.width() <= width * _FILL and box.height() <= height


def _largest(
    content: str,
    box: tuple[float, float],
    sizes: tuple[float, float],
    style: tuple[bool, bool],
    flags: int,
) -> float | None:
    """The largest size from ``sizes[0]`` down to ``sizes[1]`` (in 7 % steps) at which
    ``content`` fits the box laid out with ``flags``; None if none does."""
    pixel_size, smallest = sizes
    while pixel_size >= smallest:
        if _fits(content, *box, pixel_size, style, flags):
            return pixel_size
        pixel_size *= 0.93
    return None


@lru_cache(maxsize=1024)
def fitted(
    content: str, width: float, height: float, size: float, bold: bool, italic: bool, wrap: bool
) -> tuple[QFont, int]:
    """The font and text flags at which ``content`` fits the box: the largest size
    down to 30 % of ``size`` on one line or, if ``wrap``, on several lines — one line
    unless wrapping gains more than 15 % — and, failing both, one line as small as
    it takes. Returns (font, flags)."""
    style, box = (bold, italic), (width, height)
    single = _largest(content, box, (size, size * 0.3), style, 0)
    wrapped = None
    if wrap and " " in content.strip():
        wrapped = _largest(content, box, (size * 0.75, size * 0.3), style, _WRAP)
    if single is not None and (wrapped is None or single >= wrapped * 0.85):
        return font(single, *style), 0
    if wrapped is not None:
        return font(wrapped, *style), _WRAP
    # one word longer than the line (a 32-letter name): broken anywhere on several
    # lines rather than printed a millimetre tall (issue 25)
    anywhere = _largest(content, box, (size * 0.75, size * 0.3), style, _ANYWHERE) if wrap else None
    if anywhere is not None:
        return font(anywhere, *style), _ANYWHERE
    advance = QFontMetricsF(font(size, *style)).horizontalAdvance(content)
    pixel_size = min(size * 0.3, size * width * _FILL / max(advance, 1e-6), height)
    while pixel_size > 1 and not _fits(content, width, height, pixel_size, style, 0):
        pixel_size *= 0.95
    return font(pixel_size, *style), 0


def draw_text(
    painter: QPainter,
    rect: QRectF,
    content: str,
    size: float,
    colour: QColor,
    *,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    bold: bool = False,
    italic: bool = False,
    wrap: bool = False,
) -> None:
    """Draw text shrunk (and wrapped, if allowed) to stay whole inside ``rect``."""
    if not content:
        return
    chosen, flags = fitted(content, rect.width(), rect.height(), size, bold, italic, wrap)
    painter.setFont(chosen)
    painter.setPen(colour)
    painter.drawText(rect, int(align) | flags, content)
