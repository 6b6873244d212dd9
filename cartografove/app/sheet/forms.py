"""The printed form around the map: the page and its frame, the name and title
fields, the coin track, the edict cartouches, the key and the small print.

Two looks (:mod:`.palette`): parchment — shaded page edge, double frame, corner
diamonds, as the board game prints it — and plain: a white page and one thin frame,
so a printer spends its ink on the map and the pencil marks only.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath

from ...rules.cards import DRAWN_TERRAINS, EDICT_LETTERS, Terrain, catalog
from .. import text
from ..text import translate
from .content import SheetContent
from .layout import SheetLayout, edict_parts
from .palette import INK, INK_LIGHT, PAPER_SHADE, PENCIL, Look, blend
from .score_table import signed
from .symbols import compass_paths
from .terrain_art import (
    RUINS_CORNER,
    paint_attack_mark,
    paint_coin,
    paint_destroyed,
    paint_ruins,
    paint_space,
    paint_wasteland,
)
from .text_fit import draw_text, fitted, font
from .tiles import fill_unit, outline, paint_tiled, pen, stroke_unit

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def paint_paper(painter: QPainter, layout: SheetLayout, look: Look) -> None:
    """The page and its frame. Parchment darkens towards the edge in a few opaque
    steps (not a gradient: sideways gradients and translucent fills make raster
    painting slow) inside a double frame with corner diamonds; plain is white with a
    single thin rule."""
    whole = QRectF(QPointF(0, 0), layout.size)
    c = layout.cell
    painter.fillRect(whole, look.page)
    frame = layout.frame_rect
    if not look.ornate:
        outline(painter, frame, 0.03 * c, INK)
        return
    steps = 3
    band = 0.5 * c / steps
    for i in range(steps):
        colour = blend(PAPER_SHADE, look.page, i / steps)
        outer = whole.adjusted(i * band, i * band, -i * band, -i * band)
        painter.fillRect(QRectF(outer.left(), outer.top(), outer.width(), band), colour)
        painter.fillRect(QRectF(outer.left(), outer.bottom() - band, outer.width(), band), colour)
        painter.fillRect(QRectF(outer.left(), outer.top(), band, outer.height()), colour)
        painter.fillRect(QRectF(outer.right() - band, outer.top(), band, outer.height()), colour)
    outline(painter, frame, 0.06 * c, INK)
    inset = 0.12 * c
    outline(painter, frame.adjusted(inset, inset, -inset, -inset), 0.022 * c, INK)
    for corner in (frame.topLeft(), frame.topRight(), frame.bottomLeft(), frame.bottomRight()):
        _paint_diamond(painter, corner, 0.2 * c, look)


def _paint_diamond(painter: QPainter, centre: QPointF, radius: float, look: Look) -> None:
    """A frame corner ornament: an inked diamond with a dot."""
    path = QPainterPath(QPointF(centre.x(), centre.y() - radius))
    path.lineTo(centre.x() + radius, centre.y())
    path.lineTo(centre.x(), centre.y() + radius)
    path.lineTo(centre.x() - radius, centre.y())
    path.closeSubpath()
    painter.fillPath(path, look.page)
    painter.setPen(pen(INK, radius * 0.2))
    painter.drawPath(path)
    dot = radius * 0.32
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    painter.drawEllipse(centre, dot, dot)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _paint_field(painter: QPainter, rect: QRectF, label: str, value: str, c: float) -> None:
    """A printed form field: a capitalised label above a ruled line, the value
    pencilled on the line — shrunk or wrapped onto two lines, never cut short."""
    label_rect = QRectF(rect.left(), rect.top(), rect.width(), 0.42 * c)
    draw_text(painter, label_rect, label.upper(), 0.3 * c, INK_LIGHT, align=LEFT, bold=True)
    baseline = rect.bottom() - 0.1 * c
    painter.setPen(pen(INK, 0.03 * c))
    painter.drawLine(QPointF(rect.left(), baseline), QPointF(rect.right(), baseline))
    value_rect = QRectF(
        rect.left() + 0.12 * c,
        label_rect.bottom(),
        rect.width() - 0.24 * c,
        baseline - label_rect.bottom(),
    )
    bottom_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
    draw_text(painter, value_rect, value, 0.56 * c, PENCIL, align=bottom_left, bold=True, wrap=True)


def _paint_compass(painter: QPainter, rect: QRectF, look: Look) -> None:
    """A small engraved compass rose in the header's corner: ornament, not information."""
    ring, dark, light = compass_paths()
    square = rect.adjusted(
        rect.width() * 0.04, rect.height() * 0.04, -rect.width() * 0.04, -rect.height() * 0.04
    )
    stroke_unit(painter, square, ring, INK_LIGHT, 0.03)
    fill_unit(painter, square, light, look.page)
    stroke_unit(painter, square, light, INK, 0.016)
    fill_unit(painter, square, dark, INK)
    centre, radius = square.center(), square.width() * 0.05
    painter.setBrush(look.page)
    painter.setPen(pen(INK, rect.width() * 0.018))
    painter.drawEllipse(centre, radius, radius)


def paint_header(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """The form fields every printed sheet starts with, and the compass rose."""
    c, look = layout.cell, content.look
    _paint_field(
        painter, layout.name_rect, translate("SheetPainter", "Cartographer"), content.name, c
    )
    _paint_field(painter, layout.title_rect, translate("SheetPainter", "Title"), content.title, c)
    paint_tiled(
        painter,
        layout.compass_rect,
        ("compass", look.name),
        lambda p, r: _paint_compass(p, r, look),
    )


def paint_coins(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """The coin track (RULES §6): the first ``sheet.coins`` circles filled."""
    sheet = content.sheet
    for i, rect in enumerate(layout.coin_rects(sheet.coin_track)):
        paint_coin(painter, rect, i < sheet.coins, content.look.page)


def _paint_letter_badge(painter: QPainter, rect: QRectF, letter: str, look: Look) -> None:
    """An edict letter in an inked circle, like the edict cards' backs."""
    painter.setBrush(INK)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(rect)
    painter.setPen(pen(look.page, rect.width() * 0.06))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = rect.width() * 0.1
    painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))
    painter.setFont(font(rect.height() * 0.56, bold=True))
    painter.setPen(look.page)
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), letter)


def _draw_edict_form(
    painter: QPainter, rect: QRectF, letter: str, blank: bool, c: float, look: Look
) -> None:
    """The printed cartouche of one edict; a dotted line to write on when blank."""
    painter.setBrush(look.box)
    painter.setPen(pen(INK, 0.03 * c))
    painter.drawRoundedRect(rect, 0.12 * c, 0.12 * c)
    badge, name = edict_parts(rect, c)
    _paint_letter_badge(painter, badge, letter, look)
    if blank:
        painter.setPen(pen(INK_LIGHT, 0.02 * c, Qt.PenStyle.DotLine))
        y = name.bottom() - 0.12 * c
        painter.drawLine(QPointF(name.left(), y), QPointF(name.right(), y))


def paint_edicts(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """The four edicts A–D and the scoring cards they name; a ruled blank when the
    cards are not known (a sheet printed for a game on the table)."""
    c, look = layout.cell, content.look
    blank = content.edicts is None
    for letter, rect in zip(EDICT_LETTERS, layout.edict_rects, strict=True):
        paint_tiled(
            painter,
            rect,
            ("edict", letter, blank, look.name),
            partial(_draw_edict_form, letter=letter, blank=blank, c=c, look=look),
        )
    if content.edicts is None:
        return
    names = [text.card_name(card_id) for card_id in content.edicts]
    name_rects = [edict_parts(rect, c)[1] for rect in layout.edict_rects]
    # one size for all four names, so no card looks more important than another
    size = min(
        fitted(name, rect.width(), rect.height(), 0.32 * c, True, False, False)[0].pixelSize()
        for name, rect in zip(names, name_rects, strict=True)
    )
    for name, rect in zip(names, name_rects, strict=True):
        draw_text(painter, rect, name, size, INK, align=LEFT, bold=True)


def key_entries(content: SheetContent) -> list[tuple[str, object]]:
    """What the key explains, in the order it is printed: what players draw, then
    what the side prints (issue 25: a newcomer had to guess the little tower); the
    hero, its attack marks and destroyed spaces only where heroes are played."""
    sheet = content.sheet
    drawn = [t for t in DRAWN_TERRAINS if content.heroes or t is not Terrain.HERO]
    entries: list[tuple[str, object]] = [(text.terrain_name(t), t) for t in drawn]
    entries.append((text.terrain_name(Terrain.MOUNTAIN), Terrain.MOUNTAIN))
    if sheet.ruins:
        entries.append((translate("SheetPainter", "Ruins"), "ruins"))
    if sheet.wasteland:
        entries.append((translate("SheetPainter", "Wasteland"), "wasteland"))
    if content.heroes:
        entries.append((translate("SheetPainter", "Attack mark"), "attack"))
        entries.append((translate("SheetPainter", "Destroyed space"), "destroyed"))
    return entries


def _paint_key_symbol(painter: QPainter, square: QRectF, what: object) -> None:
    if isinstance(what, Terrain):
        paint_space(painter, square, what)
    elif what == "attack":
        whole = square.width() / 0.41  # the mark's corner of a space, blown up to the square
        left, top = square.left() - 0.575 * whole, square.top() - 0.575 * whole
        paint_attack_mark(painter, QRectF(left, top, whole, whole))
    elif what == "ruins":
        # the corner the map prints ruins in, blown up to the square
        whole = square.width() / RUINS_CORNER.width()
        paint_ruins(
            painter, QRectF(square.left() - 0.03 * whole, square.top() - 0.03 * whole, whole, whole)
        )
    elif what == "wasteland":
        paint_wasteland(painter, square)
    else:
        paint_destroyed(painter, square)


KEY_SIZE = 0.3  # the key's names, in cells: the size the edicts' small print has


def flowed_key(
    content: SheetContent, layout: SheetLayout
) -> tuple[float, tuple[tuple[QRectF, QRectF], ...]] | None:
    """The key's names in rows as long as they are, at full size (print L4, issue 25:
    the longest name printed at 67 % in four even columns) or the largest size down
    to three quarters at which they fit; None if they fit at none."""
    c = layout.cell
    labels = [label for label, _ in key_entries(content)]
    size = KEY_SIZE * c
    while size >= 0.75 * KEY_SIZE * c:
        metrics = QFontMetricsF(font(size))
        flowed = layout.flow_key(
            [metrics.horizontalAdvance(label) / 0.97 + 0.02 * c for label in labels]
        )
        if flowed is not None:
            return size, flowed
        size *= 0.95
    return None


def _paint_key(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """The key: each symbol drawn as the app draws it, so paper players draw the same."""
    c = layout.cell
    entries = key_entries(content)
    flowed = flowed_key(content, layout)
    if flowed is not None:
        size, rooms = flowed
        for (label, what), (square, room) in zip(entries, rooms, strict=True):
            _paint_key_symbol(painter, square, what)
            outline(painter, square, 0.02 * c, INK_LIGHT)
            draw_text(painter, room, label, size, INK, align=LEFT)
        return
    slots = layout.key_rects[: len(entries)]
    sizes = [
        fitted(label, room.width(), room.height(), KEY_SIZE * c, False, False, True)[0].pixelSize()
        for (label, _), (_, room) in zip(entries, slots, strict=True)
    ]
    # one size for the names, as for the edicts, unless one long name would shrink
    # them all by more than a fifth (issue 25: the Polish key printed 30 % smaller)
    size = max(min(sizes), 0.8 * max(sizes))
    for (label, what), (square, room), own in zip(entries, slots, sizes, strict=True):
        _paint_key_symbol(painter, square, what)
        outline(painter, square, 0.02 * c, INK_LIGHT)
        draw_text(painter, room, label, min(size, own), INK, align=LEFT, wrap=True)


def _solo_line(content: SheetContent) -> str:
    """A solo game's rating and the numbers it comes from (RULES §15)."""
    solo = content.solo
    assert solo is not None
    each = ""
    if content.edicts is not None:
        scoring = catalog().scoring
        each = " + ".join(str(scoring[card].solo_value) for card in content.edicts)
    return translate(
        "SheetPainter", "Rating {rating} = total {total} − solo values {values} ({each})"
    ).format(
        rating=signed(solo.rating), total=signed(solo.total), values=solo.solo_values, each=each
    )


def _place_line(content: SheetContent) -> str:
    """Where this map finished among the players (RULES §14): "Winner — 1st of 4",
    "Place 2 of 4", a shared place said as shared."""
    if content.place is None:
        return ""
    rank, players, shared = content.place
    if rank == 1:
        if shared:
            return translate("SheetPainter", "Shared victory: place 1 of {players}").format(
                players=players
            )
        return translate("SheetPainter", "Winner: place 1 of {players}").format(players=players)
    if shared:
        return translate("SheetPainter", "Shared place {rank} of {players}").format(
            rank=rank, players=players
        )
    return translate("SheetPainter", "Place {rank} of {players}").format(rank=rank, players=players)


def paint_key_band(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """Under the score table: a finished solo game's rating, then the key (issue 25:
    the rating used to take the key's place on every solo sheet); a finished game of
    several players, its placing (issue 25, print L9)."""
    note = _solo_line(content) if content.solo is not None else _place_line(content)
    if note:
        draw_text(
            painter,
            layout.note_rect,
            note,
            0.42 * layout.cell,
            PENCIL,
            bold=True,
            wrap=True,
        )
    _paint_key(painter, content, layout)


def paint_footer(painter: QPainter, content: SheetContent, layout: SheetLayout) -> None:
    """Small print: the caller's footer on the left, the printed side on the right —
    in the regular face: an italic one would embed a third font in every PDF (6 kB)."""
    rect, c = layout.footer_rect, layout.cell
    side = content.sheet.side
    try:
        side_label = text.side_name(side)
    except KeyError:
        side_label = side
    side_width = rect.width() * 0.3
    draw_text(
        painter,
        QRectF(rect.right() - side_width, rect.top(), side_width, rect.height()),
        side_label,
        0.28 * c,
        INK_LIGHT,
        align=RIGHT,
    )
    draw_text(
        painter,
        QRectF(rect.left(), rect.top(), rect.width() - side_width - 0.2 * c, rect.height()),
        content.footer,
        0.28 * c,
        INK_LIGHT,
        align=LEFT,
    )
