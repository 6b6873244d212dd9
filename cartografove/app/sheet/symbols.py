"""The printed symbols, built once as vector shapes in the unit square (0..1).

The painter's transform scales them to a space, so the same shapes are crisp on a
HiDPI screen and in a PDF (ARCHITECTURE "One drawing for screen and paper"). They are kept
as the curves they are drawn with — quads, cubics, ellipses — and never merged with
path boolean operations, which flatten every curve into hundreds of line segments (a
sheet's PDF was 350 kB of them). Overlaps are harmless because every layer is opaque:
a stroke is a pen stroke, and a hole (a door, the gap between two houses) is a
``cut`` layer painted in the terrain's own colour over the symbol.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QTransform

from ...rules.cards import Terrain


@dataclass(frozen=True)
class Layer:
    """One coat of a symbol: ``role`` picks the colour (``symbol``, ``accent``, or
    ``cut`` — the fill colour again); ``width`` > 0 strokes the paths with a round pen
    that wide, 0 fills them."""

    role: str
    paths: tuple[QPainterPath, ...]
    width: float = 0.0


def polygon(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.closeSubpath()
    return path


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, ry)
    return path


def _rect(x: float, y: float, w: float, h: float) -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(x, y, w, h))
    return path


def _pine(cx: float, top: float, bottom: float, lean: float = 0.0) -> list[QPainterPath]:
    """A three-tiered pine; tier edges bow inwards a little, like a quick pen sketch."""
    h = bottom - top
    w = h * 0.42
    parts = []
    for i, (apex, base, half) in enumerate(
        [(0.0, 0.36, 0.26), (0.24, 0.62, 0.38), (0.48, 0.86, 0.5)]
    ):
        ax, ay = cx + lean * (1 - apex), top + apex * h
        by = top + base * h
        left, right = cx - half * w * 2, cx + half * w * 2
        tier = QPainterPath()
        tier.moveTo(ax, ay)
        tier.quadTo(ax + (right - ax) * 0.35, ay + (by - ay) * 0.62, right, by)
        tier.quadTo(cx, by - h * (0.025 + 0.01 * i), left, by)
        tier.quadTo(ax - (ax - left) * 0.35, ay + (by - ay) * 0.62, ax, ay)
        tier.closeSubpath()
        parts.append(tier)
    parts.append(_rect(cx - w * 0.12, top + 0.8 * h, w * 0.24, 0.2 * h))
    return parts


def _forest() -> list[Layer]:
    """Two pines, a small one behind a tall one."""
    return [Layer("symbol", (*_pine(0.74, 0.36, 0.86, lean=0.01), *_pine(0.36, 0.1, 0.88)))]


def _village() -> list[Layer]:
    """A house with a chimney and a smaller one behind it, windows and door cut out."""
    big = polygon(
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
    chimney = polygon([(0.52, 0.36), (0.52, 0.22), (0.59, 0.22), (0.59, 0.43)])
    small = polygon(
        [(0.58, 0.6), (0.75, 0.42), (0.92, 0.6), (0.87, 0.6), (0.87, 0.84), (0.6, 0.84)]
    )
    door = QPainterPath()
    door.addRoundedRect(QRectF(0.33, 0.63, 0.12, 0.21), 0.05, 0.05)
    return [
        Layer("symbol", (small,)),
        Layer("cut", (_rect(0.71, 0.65, 0.08, 0.08),)),
        Layer("cut", (big,), 0.05),  # a gap between the two houses
        Layer("symbol", (big, chimney)),
        Layer("cut", (door, _rect(0.22, 0.57, 0.08, 0.08))),
    ]


def _wheat_ear(base: QPointF, tip: QPointF) -> tuple[QPainterPath, list[QPainterPath]]:
    """One stalk of wheat: its stem, and the grains paired along its top half."""
    stem = QPainterPath(base)
    stem.quadTo(QPointF((base.x() + tip.x()) / 2 + 0.02, (base.y() + tip.y()) / 2), tip)
    dx, dy = tip.x() - base.x(), tip.y() - base.y()
    angle = math.degrees(math.atan2(dy, dx)) + 90
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    grains = []
    for t in (0.5, 0.64, 0.78):
        cx, cy = base.x() + dx * t, base.y() + dy * t
        for side in (-1, 1):
            transform = QTransform()
            transform.translate(cx + side * nx * 0.045, cy + side * ny * 0.045)
            transform.rotate(angle + side * 32)
            grains.append(transform.map(_ellipse(0, 0, 0.032, 0.07)))
    transform = QTransform()
    transform.translate(tip.x() + dx / length * 0.03, tip.y() + dy / length * 0.03)
    transform.rotate(angle)
    grains.append(transform.map(_ellipse(0, 0, 0.03, 0.07)))
    return stem, grains


def _farm() -> list[Layer]:
    """Three ears of wheat fanning out of a furrow."""
    stems, grains = [], []
    for base, tip in (
        ((0.5, 0.84), (0.5, 0.16)),
        ((0.46, 0.84), (0.22, 0.26)),
        ((0.54, 0.84), (0.78, 0.26)),
    ):
        stem, ear = _wheat_ear(QPointF(*base), QPointF(*tip))
        stems.append(stem)
        grains.extend(ear)
    ground = QPainterPath(QPointF(0.16, 0.86))
    ground.quadTo(0.5, 0.8, 0.84, 0.86)
    return [Layer("symbol", (*stems, ground), 0.038), Layer("symbol", tuple(grains))]


def _wave(y: float, phase: float) -> QPainterPath:
    """One wavy line of two crests across the square."""
    path = QPainterPath(QPointF(0.14 + phase, y))
    x, step, amp = 0.14 + phase, 0.18, 0.055
    for i in range(4):
        path.quadTo(x + step / 2, y + (-1 if i % 2 == 0 else 1) * amp * 2, x + step, y)
        x += step
    return path


def _water() -> list[Layer]:
    """Three rows of waves, each a little offset, as drawn by hand."""
    return [
        Layer(
            "symbol", tuple(_wave(y, p) for y, p in ((0.3, 0.0), (0.52, -0.04), (0.74, 0.02))), 0.05
        )
    ]


def _mountain() -> list[Layer]:
    """Two peaks with a ridge line and snow caps."""
    big = polygon([(0.08, 0.84), (0.42, 0.18), (0.58, 0.48), (0.66, 0.36), (0.93, 0.84)])
    snow = polygon(
        [(0.42, 0.18), (0.53, 0.39), (0.47, 0.36), (0.42, 0.42), (0.37, 0.35), (0.31, 0.39)]
    )
    small_snow = polygon([(0.66, 0.36), (0.73, 0.49), (0.68, 0.47), (0.64, 0.5), (0.6, 0.46)])
    ridge = QPainterPath(QPointF(0.42, 0.42))
    ridge.quadTo(0.46, 0.62, 0.4, 0.84)
    return [
        Layer("symbol", (big,)),
        Layer("cut", (ridge,), 0.03),
        Layer("accent", (snow, small_snow)),
    ]


def _hero() -> list[Layer]:
    """A heater shield with a sword on it."""
    shield = QPainterPath(QPointF(0.2, 0.16))
    shield.lineTo(0.8, 0.16)
    shield.lineTo(0.8, 0.46)
    shield.cubicTo(0.8, 0.7, 0.62, 0.82, 0.5, 0.9)
    shield.cubicTo(0.38, 0.82, 0.2, 0.7, 0.2, 0.46)
    shield.closeSubpath()
    blade = polygon([(0.47, 0.62), (0.47, 0.3), (0.5, 0.24), (0.53, 0.3), (0.53, 0.62)])
    guard = QPainterPath()
    guard.addRoundedRect(QRectF(0.35, 0.6, 0.3, 0.055), 0.02, 0.02)
    return [
        Layer("symbol", (shield,)),
        Layer(
            "accent",
            (blade, guard, _rect(0.475, 0.65, 0.05, 0.1), _ellipse(0.5, 0.77, 0.035, 0.035)),
        ),
    ]


def _claw_slash(x0: float, y0: float, x1: float, y1: float) -> QPainterPath:
    """A tapered, slightly curved slash: a thin crescent from one point to another."""
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    length = math.hypot(x1 - x0, y1 - y0)
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length
    path = QPainterPath(QPointF(x0, y0))
    path.quadTo(mx + nx * 0.1, my + ny * 0.1, x1, y1)
    path.quadTo(mx + nx * 0.02, my + ny * 0.02, x0, y0)
    path.closeSubpath()
    return path


def _monster() -> list[Layer]:
    """Three claw slashes, for a monster space whose monster is not known."""
    return [
        Layer(
            "symbol",
            tuple(
                _claw_slash(
                    0.22 + i * 0.2,
                    0.16 + abs(i - 1) * 0.06,
                    0.12 + i * 0.2,
                    0.84 - abs(i - 1) * 0.06,
                )
                for i in range(3)
            ),
        )
    ]


_SYMBOLS = {
    Terrain.FOREST: _forest,
    Terrain.VILLAGE: _village,
    Terrain.FARM: _farm,
    Terrain.WATER: _water,
    Terrain.MOUNTAIN: _mountain,
    Terrain.HERO: _hero,
    Terrain.MONSTER: _monster,
}


@cache
def terrain_symbol(terrain: Terrain) -> tuple[Layer, ...]:
    """A terrain's symbol layers, built once per process."""
    return tuple(_SYMBOLS[terrain]())


@cache
def ruins_path() -> QPainterPath:
    """Two columns (one broken), a fallen arch, a stone and the ground — an outline."""
    parts = QPainterPath()
    parts.addRect(QRectF(0.2, 0.36, 0.13, 0.46))  # left column
    parts.addRect(QRectF(0.16, 0.3, 0.21, 0.06))  # its capital
    parts.addPath(
        polygon([(0.6, 0.82), (0.6, 0.52), (0.64, 0.47), (0.67, 0.53), (0.73, 0.49), (0.73, 0.82)])
    )
    parts.moveTo(0.27, 0.3)
    parts.cubicTo(0.3, 0.08, 0.6, 0.08, 0.64, 0.22)
    parts.lineTo(0.6, 0.27)
    parts.moveTo(0.64, 0.22)
    parts.lineTo(0.68, 0.25)
    parts.addRect(QRectF(0.42, 0.74, 0.11, 0.08))
    parts.moveTo(0.1, 0.84)
    parts.lineTo(0.9, 0.84)
    parts.moveTo(0.265, 0.42)
    parts.lineTo(0.265, 0.76)
    return parts


@cache
def hatch_path() -> QPainterPath:
    """Diagonal hatching lines across the unit square (stroke and clip to the square)."""
    lines = QPainterPath()
    for i in range(-4, 6):
        k = i * 0.2
        x0, x1 = max(0.0, k), min(1.0, 1.0 + k)
        if x1 > x0:
            lines.moveTo(x0, x0 - k)
            lines.lineTo(x1, x1 - k)
    return lines


@cache
def crack_path() -> QPainterPath:
    """The jagged crack down the middle of a chasm space."""
    crack = QPainterPath(QPointF(0.5, 0.08))
    for x, y in ((0.42, 0.3), (0.56, 0.46), (0.44, 0.66), (0.53, 0.92)):
        crack.lineTo(x, y)
    return crack


@cache
def x_path() -> QPainterPath:
    """The big X of a destroyed space, its arms slightly bowed like a pencil stroke."""
    x = QPainterPath(QPointF(0.13, 0.15))
    x.quadTo(0.52, 0.47, 0.87, 0.85)
    x.moveTo(0.86, 0.13)
    x.quadTo(0.46, 0.5, 0.14, 0.87)
    return x


@cache
def attack_paths() -> tuple[QPainterPath, QPainterPath]:
    """The attack badge in a space's lower-right corner: a disc to fill (so it shows
    on any colour), and a target with crossed ticks to stroke."""
    cx, cy, r = 0.78, 0.78, 0.17
    target = _ellipse(cx, cy, r, r)
    for dx, dy in ((1, 1), (1, -1)):
        target.moveTo(cx - dx * r * 0.62, cy - dy * r * 0.62)
        target.lineTo(cx + dx * r * 0.62, cy + dy * r * 0.62)
    return _ellipse(cx, cy, r + 0.035, r + 0.035), target


def star_path(radius: float = 0.5, inner: float = 0.21, cy: float = 0.55) -> QPainterPath:
    """A five-pointed star in the unit square."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((0.5 + r * math.cos(angle), cy + r * math.sin(angle)))
    return polygon(points)


@cache
def coin_paths() -> tuple[QPainterPath, QPainterPath, QPainterPath, QPainterPath]:
    """Coin disc, its rim (stroke 0.07), inner ring (stroke 0.03), and its star."""
    return (
        _ellipse(0.5, 0.5, 0.44, 0.44),
        _ellipse(0.5, 0.5, 0.42, 0.42),
        _ellipse(0.5, 0.5, 0.3, 0.3),
        star_path(0.22, 0.09, 0.52),
    )


@cache
def compass_paths() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """A modest compass rose: ring, four long dark points, four short light ones."""
    ring = _ellipse(0.5, 0.5, 0.3, 0.3)
    dark, light = QPainterPath(), QPainterPath()
    for i in range(8):
        angle = -math.pi / 2 + i * math.pi / 4
        long = i % 2 == 0
        tip = 0.48 if long else 0.31
        side = 0.12 if long else 0.08
        for flank in (-1, 1):
            half = QPainterPath(QPointF(0.5, 0.5))
            half.lineTo(0.5 + tip * math.cos(angle), 0.5 + tip * math.sin(angle))
            half.lineTo(
                0.5 + side * math.cos(angle + flank * math.pi / 2),
                0.5 + side * math.sin(angle + flank * math.pi / 2),
            )
            half.closeSubpath()
            # one flank of each point inked, the other left paper: the engraved look
            (dark if (flank > 0) == long else light).addPath(half)
    return ring, dark, light
