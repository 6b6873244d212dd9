"""The ink-and-pencil look of one map space, and the other small printed marks.

The symbols are shapes from :mod:`.symbols` in the colours of :mod:`.palette`,
painted through :func:`.tiles.paint_tiled` (cached tiles on screen, vectors on
paper). A destroyed space's old terrain is shown in colours blended towards the page,
not with transparency, so a PDF needs no transparency groups and overlapping strokes
never show darker spots. Only painting lives here: the functions take a QPainter and
a rectangle and read no rules and no files.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap

from ...rules.cards import Monster, Terrain
from ..look.fonts import map_font
from .palette import (
    ACCENT_COLOURS,
    ATTACK_RED,
    CHASM,
    CHASM_DARK,
    GOLD,
    GOLD_DARK,
    INK,
    INK_LIGHT,
    PAPER,
    PAPER_SHADE,
    SYMBOL_COLOURS,
    TERRAIN_COLOURS,
    WHITE,
    blend,
)
from .symbols import (
    attack_paths,
    coin_paths,
    crack_path,
    hatch_path,
    ruins_path,
    terrain_symbol,
    x_path,
)
from .tiles import fill_unit, paint_layers, paint_tiled, stroke_unit

FADED = 0.62  # how far a destroyed space's colours fade towards the page
RUINS_CORNER = QRectF(0.03, 0.03, 0.42, 0.42)  # printed ruins leave the space free to write in


@cache
def _letter_font(pixel_size: int) -> QFont:
    font = map_font(pixel_size, bold=True)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def _corner(rect: QRectF) -> QRectF:
    """The printed ruins' corner of a space."""
    return QRectF(
        rect.left() + rect.width() * RUINS_CORNER.left(),
        rect.top() + rect.height() * RUINS_CORNER.top(),
        rect.width() * RUINS_CORNER.width(),
        rect.height() * RUINS_CORNER.height(),
    )


def _draw_space(
    painter: QPainter,
    rect: QRectF,
    terrain: Terrain,
    monster: Monster | None,
    ruins: bool,
    faded: QColor | None,
) -> None:
    """Terrain colour, the printed ruins faintly in their corner, then the symbol or
    monster initial on top — drawn over the ruins as pencil is drawn over print."""

    def tone(colour: QColor) -> QColor:
        return blend(colour, faded, FADED) if faded is not None else colour

    fill = tone(TERRAIN_COLOURS[terrain])
    symbol = tone(SYMBOL_COLOURS[terrain])
    painter.fillRect(rect, fill)
    if terrain is Terrain.MONSTER and monster is not None:
        painter.setFont(_letter_font(max(4, round(min(rect.width(), rect.height()) * 0.66))))
        painter.setPen(symbol)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, monster.initial)
    else:
        accent = tone(ACCENT_COLOURS.get(terrain, SYMBOL_COLOURS[terrain]))
        paint_layers(
            painter,
            rect,
            terrain_symbol(terrain),
            {"symbol": symbol, "accent": accent, "cut": fill},
        )
    if ruins:
        _stroke_ruins_over(painter, rect, fill)


def _stroke_ruins_over(painter: QPainter, rect: QRectF, fill: QColor) -> None:
    """Printed ruins under a drawn terrain stay readable, as print does under pencil
    (issue 25: drawn faintly under the symbol they all but vanished, and the ruins
    cards ask about them): printing ink on a halo of the space's own lighter colour,
    over the symbol's corner, in colour and in greyscale alike."""
    halo = blend(fill, PAPER, 0.7)
    stroke_unit(painter, _corner(rect), ruins_path(), halo, 0.2)
    stroke_unit(painter, _corner(rect), ruins_path(), INK, 0.075)


def paint_space(
    painter: QPainter,
    rect: QRectF,
    terrain: Terrain,
    *,
    monster: Monster | None = None,
    opacity: float = 1.0,
    ruins: bool = False,
    faded: QColor | None = None,
) -> None:
    """Fill a space with its terrain colour and symbol (a monster's initial replaces
    the generic claw marks when the monster is known). ``faded`` names the page colour
    a destroyed space's terrain fades towards; ``opacity`` is for previews on screen."""
    if terrain is not Terrain.MONSTER:
        monster = None
    key = (
        "space",
        terrain,
        monster,
        ruins,
        None if faded is None else faded.rgb(),
    )
    if opacity != 1.0:
        painter.save()
        painter.setOpacity(painter.opacity() * opacity)
    paint_tiled(painter, rect, key, lambda p, r: _draw_space(p, r, terrain, monster, ruins, faded))
    if opacity != 1.0:
        painter.restore()


def paint_ruins(painter: QPainter, rect: QRectF) -> None:
    """The printed ruins on an empty space: small, in the corner, in light ink."""
    paint_tiled(
        painter,
        rect,
        ("ruins",),
        lambda p, r: stroke_unit(p, _corner(r), ruins_path(), INK_LIGHT, 0.06),
    )


def _draw_wasteland(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    painter.fillRect(rect, CHASM)
    stroke_unit(
        painter, rect, hatch_path(), blend(CHASM, PAPER_SHADE, 0.42), 0.045, Qt.PenCapStyle.FlatCap
    )
    stroke_unit(painter, rect, crack_path(), CHASM_DARK, 0.07)
    painter.restore()


def paint_wasteland(painter: QPainter, rect: QRectF) -> None:
    """A printed chasm: dark fill, light hatching and a crack — unlike a mountain's
    peaks or a destroyed space's X."""
    paint_tiled(painter, rect, ("wasteland",), _draw_wasteland)


def paint_destroyed(painter: QPainter, rect: QRectF) -> None:
    """The big X of a destroyed space (RULES §11), over whatever is drawn there."""
    paint_tiled(painter, rect, ("destroyed",), lambda p, r: stroke_unit(p, r, x_path(), INK, 0.085))


def _draw_attack(painter: QPainter, rect: QRectF) -> None:
    disc, target = attack_paths()
    fill_unit(painter, rect, disc, WHITE)
    stroke_unit(painter, rect, target, ATTACK_RED, 0.045)


def paint_attack_mark(painter: QPainter, rect: QRectF) -> None:
    """A hero's attack mark (RULES §10): a red target in the corner on a white disc,
    visible on an empty space and on every terrain colour alike."""
    paint_tiled(painter, rect, ("attack",), _draw_attack)


def _draw_coin(painter: QPainter, rect: QRectF, filled: bool, page: QColor) -> None:
    disc, rim, inner, star = coin_paths()
    fill_unit(painter, rect, disc, GOLD if filled else page)
    line = GOLD_DARK if filled else INK_LIGHT
    stroke_unit(painter, rect, rim, line, 0.07)
    if filled:
        stroke_unit(painter, rect, inner, line, 0.03)
        fill_unit(painter, rect, star, line)


def paint_coin(painter: QPainter, rect: QRectF, filled: bool, page: QColor = PAPER) -> None:
    """One coin of the coin track: an empty printed circle, or a gold coin."""
    side = min(rect.width(), rect.height())
    square = QRectF(0, 0, side, side)
    square.moveCenter(rect.center())
    paint_tiled(
        painter, square, ("coin", filled, page.rgb()), lambda p, r: _draw_coin(p, r, filled, page)
    )


def terrain_icon(terrain: Terrain, size: int, monster: Monster | None = None) -> QPixmap:
    """A square icon of a terrain (for buttons and legends), with an ink frame."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    rect = QRectF(0, 0, size, size)
    paint_space(painter, rect, terrain, monster=monster)
    painter.setPen(INK)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    painter.end()
    return pixmap
