"""The sheet's inks and papers, and the two looks a sheet is printed in.

Every terrain has its own colour *and* its own symbol. The fills step through clearly
different lightness (Qt's ``qGray``, darkest to lightest: forest 86, village 113,
monster 141, mountain 162, hero 183, water 200, farm 216; parchment 233), at least 16
levels apart, so a black-and-white print tells them apart by fill and symbol together and
colour-blind players have two cues. No fill is darker than forest: a monster space
is a mid purple with a dark symbol, so a map full of monsters does not flood toner.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from ...rules.cards import Terrain

PAPER = QColor("#f4ead3")  # warm parchment
PAPER_SHADE = QColor("#e8d8b6")  # the parchment's darker edge
WHITE = QColor("#ffffff")
INK = QColor("#4a3322")  # sepia-brown printing ink
INK_LIGHT = QColor("#8a6a4c")  # thin printed rules (the grid)
PENCIL = QColor("#2e3a52")  # what a player writes in (names, scores)
ATTACK_RED = QColor("#b8202a")
GOLD = QColor("#e2b13c")
GOLD_DARK = QColor("#9a6d14")
CHASM = QColor("#4d3f35")
CHASM_DARK = QColor("#221a14")

TERRAIN_COLOURS: dict[Terrain, QColor] = {
    Terrain.FOREST: QColor("#3f7138"),  # deep green
    Terrain.VILLAGE: QColor("#bd5038"),  # brick red
    Terrain.MONSTER: QColor("#9a78b8"),  # heather purple: dark enough to warn, not a toner sink
    Terrain.MOUNTAIN: QColor("#b0a08a"),  # stone grey-brown
    Terrain.HERO: QColor("#f0b050"),  # orange-gold
    Terrain.WATER: QColor("#aad2ec"),  # lake blue
    Terrain.FARM: QColor("#f2de8c"),  # wheat
}

# The symbol's tone on each terrain: darker on light fills, lighter on dark ones.
SYMBOL_COLOURS: dict[Terrain, QColor] = {
    Terrain.MONSTER: QColor("#2c1540"),
    Terrain.FOREST: QColor("#1d3d1b"),
    Terrain.VILLAGE: QColor("#5c1f14"),
    Terrain.MOUNTAIN: QColor("#4a3c2e"),
    Terrain.HERO: QColor("#6b3a08"),
    Terrain.WATER: QColor("#1f5a8a"),
    Terrain.FARM: QColor("#8a6414"),
}

ACCENT_COLOURS: dict[Terrain, QColor] = {
    Terrain.MOUNTAIN: QColor("#f7f1e4"),  # snow caps
    Terrain.HERO: QColor("#fbeccb"),  # the sword on the shield
}


def blend(colour: QColor, over: QColor, amount: float) -> QColor:
    """``over`` laid on ``colour`` with the given opacity, as one opaque colour."""
    return QColor.fromRgbF(
        colour.redF() + (over.redF() - colour.redF()) * amount,
        colour.greenF() + (over.greenF() - colour.greenF()) * amount,
        colour.blueF() + (over.blueF() - colour.blueF()) * amount,
    )


@dataclass(frozen=True)
class Look:
    """How the printed parts of a sheet look: the page, the boxes, the frame.

    ``plain`` is a white page with a thin frame — what a printer should get by
    default for blank sheets (a parchment tint is ink under every pencil mark);
    ``parchment`` is the board game's look, the screen's default."""

    name: str
    page: QColor  # the sheet's background
    box: QColor  # the fill of edict cartouches and score boxes
    current: QColor  # the season being played
    ornate: bool  # shaded page edge, double frame, corner diamonds


PLAIN = Look("plain", WHITE, WHITE, QColor("#ececec"), ornate=False)
PARCHMENT = Look("parchment", PAPER, QColor("#f8f0de"), QColor("#f2dca0"), ornate=True)
LOOKS: dict[str, Look] = {look.name: look for look in (PLAIN, PARCHMENT)}
