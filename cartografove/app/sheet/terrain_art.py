"""The ink-and-pencil look of one map space: terrain colours and symbols.

Every terrain has its own colour *and* its own symbol, and the colours step through
clearly different lightness, so a map stays readable printed in greyscale and for
colour-blind players (forest ≈ dark, farm ≈ light, and a tree never looks like a wave).

Symbols are vector shapes built once in a unit square (0..1) and scaled to the space
by the painter's transform, so the same code is crisp on a HiDPI screen and in a PDF
(ARCHITECTURE "One drawing for screen and paper"). Strokes are merged into one filled outline
per symbol when the path is built, so a faded (destroyed) space shows no darker spots
where two strokes cross. On raster devices the finished spaces are cached as small
tiles per device size (see :func:`paint_tiled`); PDF pages get the vectors.

Only painting lives here: the functions take a QPainter and a rectangle and read no
rules and no files.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPaintEngine,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPixmap,
    QTransform,
)

from ...rules.cards import Monster, Terrain
from ..fonts import map_font

# --- the palette ---------------------------------------------------------------

PAPER = QColor("#f4ead3")  # warm parchment
PAPER_SHADE = QColor("#e8d8b6")  # the parchment's darker edge
INK = QColor("#4a3322")  # sepia-brown printing ink
INK_LIGHT = QColor("#8a6a4c")  # thin printed rules (the grid)
PENCIL = QColor("#2e3a52")  # what a player writes in (names, scores)
ATTACK_RED = QColor("#b8202a")
GOLD = QColor("#e2b13c")
GOLD_DARK = QColor("#9a6d14")
CHASM = QColor("#4d3f35")
CHASM_DARK = QColor("#221a14")

# Lightness (Qt's qGray) steps of 16–30 between neighbours, darkest to lightest:
# monster 64, forest 86, village 113, mountain 143, hero 167, water 183, farm 205,
# paper 233 — so the fills alone already differ in greyscale; the symbols do the rest.
TERRAIN_COLOURS: dict[Terrain, QColor] = {
    Terrain.MONSTER: QColor("#4b2e63"),  # deep purple
    Terrain.FOREST: QColor("#3f7138"),  # deep green
    Terrain.VILLAGE: QColor("#bd5038"),  # brick red
    Terrain.MOUNTAIN: QColor("#9d8d79"),  # stone grey-brown
    Terrain.HERO: QColor("#e89c3c"),  # orange-gold
    Terrain.WATER: QColor("#94c3e2"),  # lake blue
    Terrain.FARM: QColor("#ecd27c"),  # wheat
}

# The symbol's tone on each terrain: darker on light fills, lighter on dark ones.
_SYMBOL_COLOURS: dict[Terrain, QColor] = {
    Terrain.MONSTER: QColor("#e9dcf2"),
    Terrain.FOREST: QColor("#1d3d1b"),
    Terrain.VILLAGE: QColor("#5c1f14"),
    Terrain.MOUNTAIN: QColor("#4a3c2e"),
    Terrain.HERO: QColor("#6b3a08"),
    Terrain.WATER: QColor("#1f5a8a"),
    Terrain.FARM: QColor("#8a6414"),
}

_ACCENT_COLOURS: dict[Terrain, QColor] = {
    Terrain.MOUNTAIN: QColor("#f7f1e4"),  # snow caps
    Terrain.HERO: QColor("#fbeccb"),  # the sword on the shield
}


def symbol_colour(terrain: Terrain) -> QColor:
    """The tone a terrain's symbol is drawn in (for legends that draw symbols alone)."""
    return QColor(_SYMBOL_COLOURS[terrain])


# --- building symbols in the unit square -----------------------------------------


# Qt flattens curves to within half a unit when it strokes or combines paths, which
# would turn a unit-square circle into an octagon; those operations therefore run on
# a copy blown up to _WORK units and the result is shrunk back.
_WORK = 100.0


def _scaled(path: QPainterPath, factor: float) -> QPainterPath:
    return QTransform.fromScale(factor, factor).map(path)


def _stroked(path: QPainterPath, width: float) -> QPainterPath:
    """A pen stroke as a filled outline, so it scales like any other shape."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width * _WORK)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    stroke = stroker.createStroke(_scaled(path, _WORK)).simplified()
    return _scaled(stroke, 1 / _WORK)


def _union(*paths: QPainterPath) -> QPainterPath:
    result = QPainterPath()
    for path in paths:
        result = result.united(_scaled(path, _WORK))
    return _scaled(result.simplified(), 1 / _WORK)


def _minus(path: QPainterPath, *holes: QPainterPath) -> QPainterPath:
    result = _scaled(path, _WORK)
    for hole in holes:
        result = result.subtracted(_scaled(hole, _WORK))
    return _scaled(result.simplified(), 1 / _WORK)


def _clip(path: QPainterPath, to: QPainterPath) -> QPainterPath:
    return _scaled(_scaled(path, _WORK).intersected(_scaled(to, _WORK)), 1 / _WORK)


def _polygon(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.closeSubpath()
    return path


def _pine(cx: float, top: float, bottom: float, lean: float = 0.0) -> QPainterPath:
    """A three-tiered pine; tier edges bow inwards a little, like a quick pen sketch."""
    h = bottom - top
    w = h * 0.42
    tiers = [(0.0, 0.36, 0.26), (0.24, 0.62, 0.38), (0.48, 0.86, 0.5)]  # apex, base, half
    tier_paths = []
    for i, (apex, base, half) in enumerate(tiers):
        ax, ay = cx + lean * (1 - apex), top + apex * h
        by = top + base * h
        left, right = cx - half * w * 2, cx + half * w * 2
        tier = QPainterPath()
        tier.moveTo(ax, ay)
        tier.quadTo(ax + (right - ax) * 0.35, ay + (by - ay) * 0.62, right, by)
        tier.quadTo(cx, by - h * (0.025 + 0.01 * i), left, by)
        tier.quadTo(ax - (ax - left) * 0.35, ay + (by - ay) * 0.62, ax, ay)
        tier.closeSubpath()
        tier_paths.append(tier)
    trunk = QPainterPath()
    trunk.addRect(QRectF(cx - w * 0.12, top + 0.8 * h, w * 0.24, 0.2 * h))
    return _union(*tier_paths, trunk)


def _forest() -> list[tuple[str, QPainterPath]]:
    """Two pines, a tall one and a small one behind."""
    return [("symbol", _union(_pine(0.36, 0.1, 0.88), _pine(0.74, 0.36, 0.86, lean=0.01)))]


def _village() -> list[tuple[str, QPainterPath]]:
    """A house with a chimney and a smaller one behind it, windows and door cut out."""
    big = _polygon(
        [
            (0.1, 0.52),
            (0.4, 0.2),
            (0.7, 0.52),
            (0.63, 0.52),
            (0.63, 0.84),
            (0.17, 0.84),
            (0.17, 0.52),
        ]
    )
    chimney = _polygon([(0.52, 0.36), (0.52, 0.22), (0.59, 0.22), (0.59, 0.43)])
    small = _polygon(
        [(0.58, 0.6), (0.75, 0.42), (0.92, 0.6), (0.87, 0.6), (0.87, 0.84), (0.6, 0.84)]
    )
    door = QPainterPath()
    door.addRoundedRect(QRectF(0.33, 0.63, 0.12, 0.21), 0.05, 0.05)
    window = QPainterPath()
    window.addRect(QRectF(0.22, 0.57, 0.08, 0.08))
    small_window = QPainterPath()
    small_window.addRect(QRectF(0.71, 0.65, 0.08, 0.08))
    front = _minus(_union(big, chimney), door, window)
    back = _minus(small, big, _stroked(big, 0.05), small_window)
    return [("symbol", _union(front, back))]


def _wheat_ear(base: QPointF, tip: QPointF) -> QPainterPath:
    """One stalk of wheat: a stem and paired grains along its top half."""
    stem = QPainterPath(base)
    mid = QPointF((base.x() + tip.x()) / 2 + 0.02, (base.y() + tip.y()) / 2)
    stem.quadTo(mid, tip)
    parts = [_stroked(stem, 0.035)]
    dx, dy = tip.x() - base.x(), tip.y() - base.y()
    angle = math.degrees(math.atan2(dy, dx)) + 90
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    for t in (0.5, 0.64, 0.78):
        cx, cy = base.x() + dx * t, base.y() + dy * t
        for side in (-1, 1):
            grain = QPainterPath()
            grain.addEllipse(QPointF(0, 0), 0.032, 0.07)
            transform = QTransform()
            transform.translate(cx + side * nx * 0.045, cy + side * ny * 0.045)
            transform.rotate(angle + side * 32)
            parts.append(transform.map(grain))
    top = QPainterPath()
    top.addEllipse(QPointF(0, 0), 0.03, 0.07)
    transform = QTransform()
    transform.translate(tip.x() + dx / length * 0.03, tip.y() + dy / length * 0.03)
    transform.rotate(angle)
    parts.append(transform.map(top))
    return _union(*parts)


def _farm() -> list[tuple[str, QPainterPath]]:
    """Three ears of wheat fanning out of a furrow."""
    ears = [
        _wheat_ear(QPointF(0.5, 0.84), QPointF(0.5, 0.16)),
        _wheat_ear(QPointF(0.46, 0.84), QPointF(0.22, 0.26)),
        _wheat_ear(QPointF(0.54, 0.84), QPointF(0.78, 0.26)),
    ]
    ground = QPainterPath(QPointF(0.16, 0.86))
    ground.quadTo(0.5, 0.8, 0.84, 0.86)
    return [("symbol", _union(*ears, _stroked(ground, 0.04)))]


def _wave(y: float, phase: float) -> QPainterPath:
    """One wavy line of two crests across the square."""
    path = QPainterPath(QPointF(0.14 + phase, y))
    x, step, amp = 0.14 + phase, 0.18, 0.055
    for i in range(4):
        sign = -1 if i % 2 == 0 else 1
        path.quadTo(x + step / 2, y + sign * amp * 2, x + step, y)
        x += step
    return path


def _water() -> list[tuple[str, QPainterPath]]:
    """Three rows of waves, each a little offset, as drawn by hand."""
    waves = [
        _stroked(_wave(y, phase), 0.05) for y, phase in ((0.3, 0.0), (0.52, -0.04), (0.74, 0.02))
    ]
    return [("symbol", _union(*waves))]


def _mountain() -> list[tuple[str, QPainterPath]]:
    """Two peaks with a ridge line and snow caps (the accent layer)."""
    big = _polygon([(0.08, 0.84), (0.42, 0.18), (0.58, 0.48), (0.66, 0.36), (0.93, 0.84)])
    snow = _polygon(
        [(0.42, 0.18), (0.53, 0.39), (0.47, 0.36), (0.42, 0.42), (0.37, 0.35), (0.31, 0.39)]
    )
    small_snow = _polygon([(0.66, 0.36), (0.73, 0.49), (0.68, 0.47), (0.64, 0.5), (0.6, 0.46)])
    ridge = QPainterPath(QPointF(0.42, 0.42))
    ridge.quadTo(0.46, 0.62, 0.4, 0.84)
    body = _minus(big, _stroked(ridge, 0.03))
    return [("symbol", body), ("accent", _union(snow, small_snow))]


def _hero() -> list[tuple[str, QPainterPath]]:
    """A heater shield with a sword on it (the accent layer)."""
    shield = QPainterPath(QPointF(0.2, 0.16))
    shield.lineTo(0.8, 0.16)
    shield.lineTo(0.8, 0.46)
    shield.cubicTo(0.8, 0.7, 0.62, 0.82, 0.5, 0.9)
    shield.cubicTo(0.38, 0.82, 0.2, 0.7, 0.2, 0.46)
    shield.closeSubpath()
    blade = _polygon([(0.47, 0.62), (0.47, 0.3), (0.5, 0.24), (0.53, 0.3), (0.53, 0.62)])
    guard = QPainterPath()
    guard.addRoundedRect(QRectF(0.35, 0.6, 0.3, 0.055), 0.02, 0.02)
    grip = QPainterPath()
    grip.addRect(QRectF(0.475, 0.65, 0.05, 0.1))
    pommel = QPainterPath()
    pommel.addEllipse(QPointF(0.5, 0.77), 0.035, 0.035)
    return [("symbol", shield), ("accent", _union(blade, guard, grip, pommel))]


def _claw_slash(x0: float, y0: float, x1: float, y1: float) -> QPainterPath:
    """A tapered, slightly curved slash: a thin crescent from one point to another."""
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = x1 - x0, y1 - y0
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    path = QPainterPath(QPointF(x0, y0))
    path.quadTo(mx + nx * 0.1, my + ny * 0.1, x1, y1)
    path.quadTo(mx + nx * 0.02, my + ny * 0.02, x0, y0)
    path.closeSubpath()
    return path


def _monster() -> list[tuple[str, QPainterPath]]:
    """Three claw slashes, for a monster space whose monster is not known."""
    slashes = [
        _claw_slash(
            0.22 + i * 0.2, 0.16 + abs(i - 1) * 0.06, 0.12 + i * 0.2, 0.84 - abs(i - 1) * 0.06
        )
        for i in range(3)
    ]
    return [("symbol", _union(*slashes))]


_SYMBOLS: dict[Terrain, Callable[[], list[tuple[str, QPainterPath]]]] = {
    Terrain.FOREST: _forest,
    Terrain.VILLAGE: _village,
    Terrain.FARM: _farm,
    Terrain.WATER: _water,
    Terrain.MOUNTAIN: _mountain,
    Terrain.HERO: _hero,
    Terrain.MONSTER: _monster,
}


@cache
def _symbol(terrain: Terrain) -> tuple[tuple[str, QPainterPath], ...]:
    """A terrain's symbol layers in the unit square, built once per process."""
    return tuple(_SYMBOLS[terrain]())


@cache
def _ruins_path() -> QPainterPath:
    """Two columns (one broken), a fallen arch and a stone — outline only."""
    parts = QPainterPath()
    parts.addRect(QRectF(0.2, 0.36, 0.13, 0.46))  # left column
    parts.addRect(QRectF(0.16, 0.3, 0.21, 0.06))  # its capital
    broken = _polygon(
        [(0.6, 0.82), (0.6, 0.52), (0.64, 0.47), (0.67, 0.53), (0.73, 0.49), (0.73, 0.82)]
    )
    parts.addPath(broken)
    arch = QPainterPath(QPointF(0.27, 0.3))
    arch.cubicTo(0.3, 0.08, 0.6, 0.08, 0.64, 0.22)
    arch.lineTo(0.6, 0.27)
    arch.moveTo(0.64, 0.22)
    arch.lineTo(0.68, 0.25)
    parts.addPath(arch)
    stone = QPainterPath()
    stone.addRect(QRectF(0.42, 0.74, 0.11, 0.08))
    parts.addPath(stone)
    ground = QPainterPath(QPointF(0.1, 0.84))
    ground.lineTo(0.9, 0.84)
    parts.addPath(ground)
    flutes = QPainterPath(QPointF(0.265, 0.42))
    flutes.lineTo(0.265, 0.76)
    parts.addPath(flutes)
    return _stroked(parts, 0.035)


@cache
def _hatch_path() -> QPainterPath:
    """Diagonal hatching in the unit square, spaced so it continues across neighbours."""
    lines = QPainterPath()
    step = 0.2
    k = -1.0
    while k <= 1.0 + 1e-9:
        # the segment of y = x - k inside the unit square
        x0, x1 = max(0.0, k), min(1.0, 1.0 + k)
        if x1 > x0:
            lines.moveTo(x0, x0 - k)
            lines.lineTo(x1, x1 - k)
        k += step
    return _clip(_stroked(lines, 0.045), _unit_square())


@cache
def _unit_square() -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(0, 0, 1, 1))
    return path


@cache
def _crack_path() -> QPainterPath:
    """The jagged crack down the middle of a chasm space."""
    crack = QPainterPath(QPointF(0.5, 0.08))
    for x, y in ((0.42, 0.3), (0.56, 0.46), (0.44, 0.66), (0.53, 0.92)):
        crack.lineTo(x, y)
    return _stroked(crack, 0.07)


@cache
def _x_path() -> QPainterPath:
    """The big X of a destroyed space, its arms slightly bowed like a pencil stroke."""
    x = QPainterPath(QPointF(0.13, 0.15))
    x.quadTo(0.52, 0.47, 0.87, 0.85)
    x.moveTo(0.86, 0.13)
    x.quadTo(0.46, 0.5, 0.14, 0.87)
    return _stroked(x, 0.085)


@cache
def _attack_paths() -> tuple[QPainterPath, QPainterPath]:
    """The attack badge in the space's lower-right corner: a paper disc (so it shows on
    any colour) and a red target with crossed ticks."""
    cx, cy, r = 0.78, 0.78, 0.17
    disc = QPainterPath()
    disc.addEllipse(QPointF(cx, cy), r + 0.035, r + 0.035)
    ring = QPainterPath()
    ring.addEllipse(QPointF(cx, cy), r, r)
    target = _stroked(ring, 0.045)
    ticks = QPainterPath()
    for dx, dy in ((1, 1), (1, -1)):
        ticks.moveTo(cx - dx * r * 0.62, cy - dy * r * 0.62)
        ticks.lineTo(cx + dx * r * 0.62, cy + dy * r * 0.62)
    return disc, _union(target, _stroked(ticks, 0.045))


@cache
def _coin_paths() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """Coin disc, its rim, and the star struck on it (unit square)."""
    disc = QPainterPath()
    disc.addEllipse(QPointF(0.5, 0.5), 0.44, 0.44)
    rim_circle = QPainterPath()
    rim_circle.addEllipse(QPointF(0.5, 0.5), 0.42, 0.42)
    rim = _stroked(rim_circle, 0.07)
    inner = QPainterPath()
    inner.addEllipse(QPointF(0.5, 0.5), 0.3, 0.3)
    rim = _union(rim, _stroked(inner, 0.03))
    points = []
    for i in range(10):
        radius = 0.22 if i % 2 == 0 else 0.09
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((0.5 + radius * math.cos(angle), 0.52 + radius * math.sin(angle)))
    return disc, rim, _polygon(points)


# --- painting --------------------------------------------------------------------
#
# On a raster device (the screen, images) each kind of space is rendered once per
# device size into a small tile and then copied, pixel-aligned: antialiased and
# translucent fills are slow on the raster engine, a tile copy is not, and a whole
# sheet then paints in a few milliseconds. Vector devices (PDF, SVG) get the paths
# themselves. Tiles are rendered by the same vector code, so both look the same.

_TILE_MAX_SIDE = 1200  # device pixels; anything larger is painted as vectors
_TILE_MAX_AREA = 300_000
_TILE_CACHE_SIZE = 256
_tiles: OrderedDict[tuple[object, ...], QImage] = OrderedDict()

_Draw = Callable[[QPainter, QRectF], None]


def _device_rect(painter: QPainter, rect: QRectF) -> QRect | None:
    """Where ``rect`` lands in device pixels, if it can be drawn from a tile: a raster
    device, no rotation or shear, and a reasonable size."""
    engine = painter.paintEngine()
    if engine is None or engine.type() != QPaintEngine.Type.Raster:
        return None
    transform = painter.deviceTransform()
    if transform.isRotating():  # rotation, shear or perspective: tiles would not fit
        return None
    mapped = transform.mapRect(rect)
    left, top = round(mapped.left()), round(mapped.top())
    width, height = round(mapped.right()) - left, round(mapped.bottom()) - top
    if not (0 < width <= _TILE_MAX_SIDE and 0 < height <= _TILE_MAX_SIDE):
        return None
    if width * height > _TILE_MAX_AREA:
        return None
    return QRect(left, top, width, height)


def _tile(key: tuple[object, ...], target: QRect, rect: QRectF, draw: _Draw) -> QImage:
    """The picture ``draw`` paints into ``rect``, rendered once at ``target``'s pixel
    size (the key names the picture; pictures must depend only on their rect)."""
    full_key = (*key, target.width(), target.height())
    tile = _tiles.get(full_key)
    if tile is not None:
        _tiles.move_to_end(full_key)
        return tile
    tile = QImage(target.size(), QImage.Format.Format_ARGB32_Premultiplied)
    tile.fill(Qt.GlobalColor.transparent)
    tile_painter = QPainter(tile)
    try:
        tile_painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tile_painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        tile_painter.scale(target.width() / rect.width(), target.height() / rect.height())
        tile_painter.translate(-rect.left(), -rect.top())
        draw(tile_painter, rect)
    finally:
        tile_painter.end()
    _tiles[full_key] = tile
    if len(_tiles) > _TILE_CACHE_SIZE:
        _tiles.popitem(last=False)
    return tile


def paint_tiled(painter: QPainter, rect: QRectF, key: tuple[object, ...], draw: _Draw) -> None:
    """Have ``draw(painter, rect)`` paint ``rect``: on a raster device from a tile
    cached under ``key`` and the device size, on a vector device (PDF) directly. The
    picture must depend only on ``key`` and the rect's size, not on its position.
    The painter's opacity and clip apply either way."""
    target = _device_rect(painter, rect)
    if target is None:
        draw(painter, rect)
        return
    tile = _tile(key, target, rect, draw)
    # Map the whole-pixel target back into the painter's own coordinates rather than
    # resetting its transform: a redirected painter (QWidget.grab, a widget painted
    # into its window) keeps an offset that a reset would lose.
    inverse, invertible = painter.deviceTransform().inverted()
    if not invertible:
        draw(painter, rect)
        return
    painter.drawImage(inverse.mapRect(QRectF(target)), tile)


def _fill_unit(painter: QPainter, rect: QRectF, path: QPainterPath, colour: QColor) -> None:
    """Fill a unit-square path scaled into ``rect`` (the painter's state is restored)."""
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width(), rect.height())
    painter.fillPath(path, colour)
    painter.restore()


def blend(colour: QColor, over: QColor, amount: float) -> QColor:
    """``over`` laid on ``colour`` with the given opacity, as one opaque colour."""
    return QColor.fromRgbF(
        colour.redF() + (over.redF() - colour.redF()) * amount,
        colour.greenF() + (over.greenF() - colour.greenF()) * amount,
        colour.blueF() + (over.blueF() - colour.blueF()) * amount,
    )


@cache
def _letter_font(pixel_size: int) -> QFont:
    font = map_font(pixel_size, bold=True)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def _paint_initial(painter: QPainter, rect: QRectF, monster: Monster, colour: QColor) -> None:
    """The monster's initial, large, in the space: what players pencil in (RULES §9)."""
    size = max(4, round(min(rect.width(), rect.height()) * 0.66))
    painter.setFont(_letter_font(size))
    painter.setPen(colour)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, monster.initial)


def _draw_space(painter: QPainter, rect: QRectF, terrain: Terrain, monster: Monster | None) -> None:
    """The vectors of one space: terrain colour, then its symbol or monster initial."""
    painter.fillRect(rect, TERRAIN_COLOURS[terrain])
    if terrain is Terrain.MONSTER and monster is not None:
        _paint_initial(painter, rect, monster, _SYMBOL_COLOURS[terrain])
        return
    for role, path in _symbol(terrain):
        colour = _ACCENT_COLOURS[terrain] if role == "accent" else _SYMBOL_COLOURS[terrain]
        _fill_unit(painter, rect, path, colour)


def paint_space(
    painter: QPainter,
    rect: QRectF,
    terrain: Terrain,
    *,
    monster: Monster | None = None,
    opacity: float = 1.0,
) -> None:
    """Fill a space with its terrain colour and symbol (a monster's initial replaces
    the generic claw marks when the monster is known); ``opacity`` fades the whole
    space at once, e.g. a destroyed space's old terrain."""
    if terrain is not Terrain.MONSTER:
        monster = None
    faded = opacity != 1.0
    if faded:
        painter.save()
        painter.setOpacity(painter.opacity() * opacity)
    paint_tiled(
        painter,
        rect,
        ("space", terrain, monster),
        lambda p, r: _draw_space(p, r, terrain, monster),
    )
    if faded:
        painter.restore()


def paint_ruins(painter: QPainter, rect: QRectF, *, opacity: float = 1.0) -> None:
    """The printed ruins symbol in ink; with a low ``opacity`` it shows through a
    terrain drawn over it, as a printed symbol shows through pencil."""
    painter.save()
    painter.setOpacity(painter.opacity() * opacity)
    paint_tiled(painter, rect, ("ruins",), lambda p, r: _fill_unit(p, r, _ruins_path(), INK))
    painter.restore()


def _draw_wasteland(painter: QPainter, rect: QRectF) -> None:
    """Hatching in an opaque tint: translucent fills are slow on raster devices."""
    painter.fillRect(rect, CHASM)
    _fill_unit(painter, rect, _hatch_path(), blend(CHASM, PAPER_SHADE, 0.42))
    _fill_unit(painter, rect, _crack_path(), CHASM_DARK)


def paint_wasteland(painter: QPainter, rect: QRectF) -> None:
    """A printed chasm: dark fill, light hatching and a crack — unlike a mountain's
    peaks or a destroyed space's X."""
    paint_tiled(painter, rect, ("wasteland",), _draw_wasteland)


def paint_destroyed(painter: QPainter, rect: QRectF) -> None:
    """The big X of a destroyed space (RULES §11), over whatever is drawn there."""
    paint_tiled(painter, rect, ("destroyed",), lambda p, r: _fill_unit(p, r, _x_path(), INK))


def _draw_attack(painter: QPainter, rect: QRectF) -> None:
    disc, target = _attack_paths()
    _fill_unit(painter, rect, disc, PAPER)
    _fill_unit(painter, rect, target, ATTACK_RED)


def paint_attack_mark(painter: QPainter, rect: QRectF) -> None:
    """A hero's attack mark (RULES §10): a red target in the corner on a paper disc,
    visible on an empty space and on every terrain colour alike."""
    paint_tiled(painter, rect, ("attack",), _draw_attack)


def _draw_coin(painter: QPainter, rect: QRectF, filled: bool) -> None:
    disc, rim, star = _coin_paths()
    if filled:
        _fill_unit(painter, rect, disc, GOLD)
        _fill_unit(painter, rect, rim, GOLD_DARK)
        _fill_unit(painter, rect, star, GOLD_DARK)
    else:
        _fill_unit(painter, rect, disc, PAPER)
        _fill_unit(painter, rect, rim, INK_LIGHT)


def paint_coin(painter: QPainter, rect: QRectF, filled: bool) -> None:
    """One coin of the coin track: an empty printed circle, or a gold coin."""
    side = min(rect.width(), rect.height())
    square = QRectF(0, 0, side, side)
    square.moveCenter(rect.center())
    paint_tiled(painter, square, ("coin", filled), lambda p, r: _draw_coin(p, r, filled))


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
