"""The score table (RULES §12, §14): four season columns and the final total, the
printed form and what is pencilled into it."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from ...rules.cards import Season, Terrain, catalog
from ...rules.results import SeasonScore
from .. import text
from ..text import translate
from .content import SheetContent
from .layout import SeasonBoxes, SheetLayout, corner, total_parts
from .palette import INK, INK_LIGHT, PENCIL, TERRAIN_COLOURS, Look
from .symbols import star_path
from .terrain_art import paint_coin, paint_space
from .text_fit import draw_text, fitted
from .tiles import fill_unit, paint_tiled, pen, stroke_unit

MINUS = "\u2212"  # a real minus sign: "−3", not a hyphen
RIGHT_LOW = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom


KEY_ICON = 0.4
"""The side of the coin and monster keys in a season box, in cells (about 12 pixels
on a 1280×720 screen; the edict letters' 0.26 made them unreadable dots)."""


@cache
def seasons() -> tuple[Season, ...]:
    """Spring to winter with their edict letters, from the season data (RULES §13)."""
    return tuple(catalog().season_sets["heroes"].seasons)


@cache
def _star() -> QPainterPath:
    return star_path()


def signed(value: int) -> str:
    """A number as printed: negative with a true minus sign."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def _draw_season_form(
    painter: QPainter,
    rect: QRectF,
    season: Season,
    name: str,
    current: bool,
    c: float,
    look: Look,
) -> None:
    """The printed part of a season column: name, "A + B", the boxes with their keys
    (edict letters, a coin, a monster) and the star of the season total."""
    parts = SeasonBoxes.of(rect, c)
    painter.fillRect(rect, look.current if current else look.box)
    draw_text(painter, parts.name, name, 0.36 * c, INK, bold=True)
    letters = f"{season.edicts[0]} + {season.edicts[1]}"
    draw_text(painter, parts.letters, letters, 0.3 * c, INK_LIGHT, bold=True)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen(INK, 0.025 * c))
    for box in (*parts.boxes, parts.total):
        painter.drawRect(box)
    for box, letter in zip(parts.boxes, season.edicts, strict=False):
        draw_text(painter, corner(box, c, 0.3), letter, 0.26 * c, INK, bold=True)
    # the coin and the monster are pictures, not letters: drawn larger to read on screen
    paint_coin(painter, corner(parts.boxes[2], c, KEY_ICON), True, look.page)
    paint_space(painter, corner(parts.boxes[3], c, KEY_ICON), Terrain.MONSTER)
    total = parts.total
    star = QRectF(total.left() + 0.08 * c, total.center().y() - 0.2 * c, 0.4 * c, 0.4 * c)
    fill_unit(painter, star, _star(), INK)
    painter.setPen(pen(INK, (0.08 if current else 0.045) * c))
    painter.drawRect(rect)


def _paint_season(
    painter: QPainter,
    layout: SheetLayout,
    index: int,
    score: SeasonScore | None,
    current: bool,
    look: Look,
) -> None:
    """One season column: the two edicts' stars, coins, the monster penalty (as a
    negative number) and the season's total (RULES §12), written into the printed
    form; the form alone for a season not scored yet."""
    season, rect, c = seasons()[index], layout.season_rects[index], layout.cell
    name = text.season_name(season.id)
    paint_tiled(
        painter,
        rect,
        ("season", season.id, name, current, look.name),
        lambda p, r: _draw_season_form(p, r, season, name, current, c, look),
    )
    if score is None:
        return
    parts = layout.season_parts[index]
    values = (
        str(score.edicts[0].points),
        str(score.edicts[1].points),
        str(score.coins),
        signed(-score.monster_penalty),
    )
    for box, value in zip(parts.boxes, values, strict=True):
        _write_in_box(painter, box, value, c)
    number = parts.total.adjusted(0.5 * c, 0, -0.1 * c, 0)
    draw_text(painter, number, signed(score.total), 0.46 * c, PENCIL, bold=True)


def _write_in_box(painter: QPainter, box: QRectF, value: str, c: float) -> None:
    """A season box's number, right of the printed key; a number too wide for that
    (−11, −14: common in 4–6-player games) takes the box's width, low and to the
    right, under the key rather than shrinking to half size (issue 25)."""
    size = 0.4 * c
    beside = box.adjusted((KEY_ICON + 0.08) * c, 0.04 * c, -0.05 * c, -0.02 * c)
    if fitted(value, beside.width(), beside.height(), size, True, False, False)[0].pixelSize() >= (
        0.85 * size
    ):
        draw_text(painter, beside, value, size, PENCIL, bold=True)
        return
    wide = box.adjusted(0.06 * c, (KEY_ICON - 0.1) * c, -0.05 * c, 0.02 * c)
    draw_text(painter, wide, value, size, PENCIL, bold=True, align=RIGHT_LOW)


def _draw_total_form(painter: QPainter, rect: QRectF, label: str, c: float, look: Look) -> None:
    """The printed final-total box: label, a big star, a double frame."""
    painter.fillRect(rect, look.box)
    label_rect, star, _ = total_parts(rect, c)
    draw_text(painter, label_rect, label, 0.36 * c, INK, bold=True)
    fill_unit(painter, star, _star(), TERRAIN_COLOURS[Terrain.HERO])
    stroke_unit(painter, star, _star(), INK, 0.035)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen(INK, 0.08 * c))
    painter.drawRect(rect)
    inset = 0.09 * c
    painter.setPen(pen(INK, 0.022 * c))
    painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))


def _paint_total(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """The final total: the sum of the recorded seasons, pencilled faintly while the
    game is still running and firmly once all four are scored (RULES §14)."""
    c, rect, look = layout.cell, layout.total_rect, content.look
    label = translate("SheetPainter", "Total")
    paint_tiled(
        painter,
        rect,
        ("total", label, look.name),
        lambda p, r: _draw_total_form(p, r, label, c, look),
    )
    if not content.scores:
        return
    total = sum(score.total for score in content.scores)
    colour = QColor(PENCIL)
    if len(content.scores) < len(seasons()):
        colour.setAlpha(120)
    draw_text(painter, total_parts(rect, c)[2], signed(total), 0.78 * c, colour, bold=True)


def paint_scores(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """The score table: four season columns (RULES §12) and the final total (§14)."""
    for i in range(len(seasons())):
        score = content.scores[i] if i < len(content.scores) else None
        _paint_season(painter, layout, i, score, content.season == i, content.look)
    _paint_total(painter, content, layout)
