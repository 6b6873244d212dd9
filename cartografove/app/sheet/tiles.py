"""Painting unit-square shapes into a rectangle, and the tile cache for raster devices.

On a raster device (the screen, images) each kind of space is rendered once per
device size into a small tile and then copied, pixel-aligned: antialiased fills are
slow on the raster engine, a tile copy is not, and a whole sheet then paints in a few
milliseconds. Vector devices (PDF, a printer) get the paths themselves. Tiles are
rendered by the same vector code, so both look the same.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPaintEngine, QPainter, QPainterPath, QPen

from .symbols import Layer

_TILE_MAX_SIDE = 1200  # device pixels; anything larger is painted as vectors
_TILE_MAX_AREA = 300_000
_TILE_CACHE_SIZE = 256
_tiles: OrderedDict[tuple[object, ...], QImage] = OrderedDict()

Draw = Callable[[QPainter, QRectF], None]


def fill_unit(painter: QPainter, rect: QRectF, path: QPainterPath, brush: QColor | QBrush) -> None:
    """Fill a unit-square path scaled into ``rect`` (the painter's state is restored)."""
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width(), rect.height())
    painter.fillPath(path, brush)
    painter.restore()


def stroke_unit(
    painter: QPainter,
    rect: QRectF,
    path: QPainterPath,
    colour: QColor,
    width: float,
    cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap,
) -> None:
    """Stroke a unit-square path scaled into ``rect``; ``width`` in unit-square units."""
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width(), rect.height())
    pen = QPen(colour, width)
    pen.setCapStyle(cap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.strokePath(path, pen)
    painter.restore()


def paint_layers(
    painter: QPainter, rect: QRectF, layers: Iterable[Layer], colours: dict[str, QColor]
) -> None:
    """A symbol's layers in order, each in the colour its role names."""
    for layer in layers:
        colour = colours[layer.role]
        for path in layer.paths:
            if layer.width:
                stroke_unit(painter, rect, path, colour, layer.width)
            else:
                fill_unit(painter, rect, path, colour)


def outline(painter: QPainter, rect: QRectF, width: float, colour: QColor) -> None:
    """A rectangle's outline as four filled strips: the same look as a pen with square
    joins, at a fraction of the cost on raster devices for page-sized rectangles."""
    half = width / 2
    left, top, right, bottom = rect.left(), rect.top(), rect.right(), rect.bottom()
    painter.fillRect(QRectF(left - half, top - half, rect.width() + width, width), colour)
    painter.fillRect(QRectF(left - half, bottom - half, rect.width() + width, width), colour)
    painter.fillRect(QRectF(left - half, top + half, width, rect.height() - width), colour)
    painter.fillRect(QRectF(right - half, top + half, width, rect.height() - width), colour)


def pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A printed rule: square ends, sharp corners, width in scene units."""
    result = QPen(colour, width, style)
    result.setCapStyle(Qt.PenCapStyle.FlatCap)
    result.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    return result


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


def _tile(key: tuple[object, ...], target: QRect, rect: QRectF, draw: Draw) -> QImage:
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


def paint_tiled(painter: QPainter, rect: QRectF, key: tuple[object, ...], draw: Draw) -> None:
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
