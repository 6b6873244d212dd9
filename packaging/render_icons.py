"""Render the app icon's PNG sizes, and the Windows .ico and macOS .icns made of them.

    .venv/bin/python packaging/render_icons.py

The pictures are ``resources/icons/kartografove.svg`` (48 px and up) and its
simplified twin ``kartografove-small.svg`` (16-32 px, bolder lines that stay crisp on
the pixel grid). Run this after editing either SVG and commit what it writes:

- ``resources/icons/kartografove-<N>.png`` for N in SIZES (shipped with the app;
  installed into the freedesktop ``hicolor`` theme as ``<N>x<N>/apps/kartografove.png``);
- ``packaging/icons/kartografove.ico`` (PNG-compressed entries, Windows Vista and later)
  and ``packaging/icons/kartografove.icns`` (PNG entries, macOS 10.7 and later), which
  only the PyInstaller spec uses.

Only Qt is needed (QtSvg renders, QtGui writes PNG); the .ico and .icns containers are
written here byte by byte, so no Pillow and no macOS ``iconutil``.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "resources" / "icons"
PACKAGING_ICONS = ROOT / "packaging" / "icons"
NAME = "kartografove"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SMALL_UP_TO = 32  # sizes up to this come from the simplified SVG
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# OSType of each PNG entry in an .icns file, with its pixel size (Apple's "@2x" types
# are the same pixels as the next size up, labelled for Retina screens)
ICNS_ENTRIES = (
    ("icp4", 16),
    ("icp5", 32),
    ("ic11", 32),
    ("icp6", 64),
    ("ic12", 64),
    ("ic07", 128),
    ("ic13", 256),
    ("ic08", 256),
    ("ic14", 512),
    ("ic09", 512),
    ("ic10", 1024),
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent ``size``×``size`` PNG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):
        raise SystemExit(f"cannot encode the {size} px PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICONDIR with one PNG-compressed 32-bit entry per size (0 means 256)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """An Apple icon family: big-endian (type, length incl. 8-byte header, PNG) entries."""
    body = b"".join(
        kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for kind, size in ICNS_ENTRIES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def svg_for(size: int) -> Path:
    return ICONS / (f"{NAME}-small.svg" if size <= SMALL_UP_TO else f"{NAME}.svg")


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (kept alive)
    wanted = sorted({*SIZES, *ICO_SIZES, *(size for _, size in ICNS_ENTRIES)})
    pngs = {size: render_png(svg_for(size), size) for size in wanted}
    written = []
    for size in SIZES:
        target = ICONS / f"{NAME}-{size}.png"
        target.write_bytes(pngs[size])
        written.append(target)
    PACKAGING_ICONS.mkdir(exist_ok=True)
    for target, data in (
        (PACKAGING_ICONS / f"{NAME}.ico", ico({size: pngs[size] for size in ICO_SIZES})),
        (PACKAGING_ICONS / f"{NAME}.icns", icns(pngs)),
    ):
        target.write_bytes(data)
        written.append(target)
    for path in written:
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size:>7} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
