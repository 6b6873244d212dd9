"""The one painting of a cartographer's map sheet, for the screen and for paper.

The sheet scene calls :func:`paint_sheet` from its item's ``paint()``, the PDF export
and the printer call it on each page (ARCHITECTURE "One drawing for screen and paper"), and
:func:`sheet_image` renders it to an image for tests and thumbnails. It looks like the
printed sheet of the board game: a header with the cartographer's name and title, the
11×11 map (RULES §2), the coin track (§6), the edicts, the season score table (§12)
and a key — and it reads the :class:`SheetContent` only, computing no rule.

The parts live beside it: :mod:`.content` (what is shown), :mod:`.layout` (where),
:mod:`.map_area`, :mod:`.forms` and :mod:`.score_table` (how each part is drawn).
"""

from __future__ import annotations

import math

from PySide6.QtGui import QImage, QPainter

from .content import SheetContent, game_content
from .forms import (
    paint_coins,
    paint_edicts,
    paint_footer,
    paint_header,
    paint_key_band,
    paint_paper,
)
from .layout import SheetLayout
from .map_area import paint_labels, paint_map
from .score_table import paint_scores

__all__ = ["SheetContent", "SheetLayout", "game_content", "paint_sheet", "sheet_image"]


def paint_sheet(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """Paint the whole sheet at the layout's coordinates (the caller sets any transform)."""
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint_paper(painter, layout, content.look)
        paint_header(painter, content, layout)
        paint_labels(painter, layout)
        paint_map(painter, content, layout)
        paint_coins(painter, content, layout)
        paint_edicts(painter, content, layout)
        paint_scores(painter, content, layout)
        paint_key_band(painter, content, layout)
        paint_footer(painter, content, layout)
    finally:
        painter.restore()


def sheet_image(content: SheetContent, width: int = 800) -> QImage:
    """The sheet rendered to an image (for tests, thumbnails and screenshots)."""
    layout = SheetLayout()
    scale = width / layout.size.width()
    image = QImage(
        width, math.ceil(layout.size.height() * scale), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.fill(content.look.page)
    painter = QPainter(image)
    try:
        painter.scale(scale, scale)
        paint_sheet(painter, content, layout)
    finally:
        painter.end()  # an image still being painted must never be destroyed
    return image
