"""The fonts the app ships, so Czech and Polish diacritics never render as boxes on a
machine without system fonts (Qt draws boxes then and warns of nothing)."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFont, QFontDatabase

from ...paths import resource_path

SANS = "DejaVu Sans"
SERIF = "DejaVu Serif"


@cache
def load_fonts() -> tuple[str, ...]:
    """Register the shipped fonts with Qt (once); returns the families loaded."""
    families: list[str] = []
    for path in sorted(resource_path("fonts").glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families += QFontDatabase.applicationFontFamilies(font_id)
    return tuple(dict.fromkeys(families))


def ui_font(point_size: float = 10.0, *, bold: bool = False) -> QFont:
    load_fonts()
    font = QFont(SANS)
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


def map_font(pixel_size: float, *, bold: bool = False) -> QFont:
    """The serif of the printed sheet's labels and titles, sized in scene units."""
    load_fonts()
    font = QFont(SERIF)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font
