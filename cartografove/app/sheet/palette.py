"""The sheet's inks and papers, and the two looks a sheet is printed in.

Every terrain has its own colour *and* its own symbol, and a space's average grey
(fill and symbol together, as a black-and-white printer renders it) steps from
terrain to terrain by at least 14 of 255 levels: forest 75, village 106, monster 136,
mountain 155, hero 178, water 193, farm 210, then paper (233 parchment, 255 plain).
So a greyscale print tells them apart by tone and symbol together, and colour-blind
players have two cues. No space is near black: monsters are a mid purple with a dark
symbol, so a map full of them does not flood toner.
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
    Terrain.VILLAGE: QColor("#cc6a50"),  # brick red
    Terrain.MONSTER: QColor("#9a78b8"),  # heather purple: a warning, not a toner sink
    Terrain.MOUNTAIN: QColor("#bcae9a"),  # stone grey-brown
    Terrain.HERO: QColor("#f4b858"),  # orange-gold
    Terrain.WATER: QColor("#badcf2"),  # lake blue
    Terrain.FARM: QColor("#f8ecb4"),  # wheat
}

# The symbol's tone on each terrain, chosen with the fill so that each space's
# average grey (fill and symbol together) stands apart from every other's.
SYMBOL_COLOURS: dict[Terrain, QColor] = {
    Terrain.FOREST: QColor("#1d3d1b"),
    Terrain.VILLAGE: QColor("#5c1f14"),
    Terrain.MONSTER: QColor("#3a1f52"),
    Terrain.MOUNTAIN: QColor("#706050"),
    Terrain.HERO: QColor("#d49236"),
    Terrain.WATER: QColor("#2f6a9a"),
    Terrain.FARM: QColor("#bc9440"),
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
