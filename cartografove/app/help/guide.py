"""How to play: a short illustrated guide to the rules, in the app's languages.

Written from ``docs/RULES.md`` (not copied from the rulebooks). Each
paragraph is its own translatable text; the pictures are drawn with the game's own
art, and each scoring card's example is scored by the engine (issue 8).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...rules.board.sheet import Sheet
from ...rules.cards import Terrain, catalog
from ...rules.scoring import CARDS
from ..look.screen_room import fit_on_screen
from ..text import card_name, card_text, terrain_name, title_name, translate
from .illustrations import map_picture, scoring_example, shape_picture

BACKS = {
    "forest": lambda: translate("Guide", "Forest cards"),
    "farm_water": lambda: translate("Guide", "Farm and water cards"),
    "village": lambda: translate("Guide", "Village cards"),
    "general": lambda: translate("Guide", "General cards"),
}


def _sections() -> list[tuple[str, list[str]]]:
    """(heading, paragraphs); ``[[image]]`` stands for a picture."""
    return [
        (
            translate("Guide", "The goal"),
            [
                translate(
                    "Guide",
                    "You are cartographers mapping the wild lands of the north for Queen "
                    "Gimnax. Over four seasons you draw the explored lands on your map sheet "
                    "and earn reputation stars for what the queen's four edicts ask for. "
                    "The most stars after winter wins; alone, you earn a rating and a title.",
                ),
                "[[sheet]]",
            ],
        ),
        (
            translate("Guide", "A turn"),
            [
                translate(
                    "Guide",
                    "Each turn a card is revealed. Every cartographer then draws it on their "
                    "own map: choose one of the card's terrains and one of its shapes, turn "
                    "or mirror the shape freely, and draw it on empty spaces only, wholly "
                    "inside the map. It does not have to touch anything.",
                ),
                "[[shapes]]",
                translate(
                    "Guide",
                    "Some shapes have gaps: the gap spaces are not drawn and may already be "
                    "filled. A shape marked with a coin earns a coin when you draw that very "
                    "shape.",
                ),
                translate(
                    "Guide",
                    "If no shape of the card fits anywhere, draw a single space of forest, "
                    "village, farm, water or monster instead (the rules options can change "
                    "which terrains).",
                ),
                translate(
                    "Guide",
                    "Each card shows a time value. When the time of the cards revealed this "
                    "season reaches the season's limit (spring 8, summer 7, fall 7, winter "
                    "6), the season ends.",
                ),
            ],
        ),
        (
            translate("Guide", "Filled and empty spaces"),
            [
                translate(
                    "Guide",
                    "A space is filled when it has drawn terrain, a mountain, a chasm or a "
                    "big X of destruction. Ruins symbols and a hero's attack marks do not "
                    "fill a space. Terrains:",
                ),
                "[[terrains]]",
            ],
        ),
        (
            translate("Guide", "Coins"),
            [
                translate(
                    "Guide",
                    "When all four sides of a mountain are filled, you earn its coin. Coins "
                    "go on the coin track (14 at most) and each coin there is worth one star "
                    "at the end of every season.",
                ),
            ],
        ),
        (
            translate("Guide", "Ambushes and monsters"),
            [
                translate(
                    "Guide",
                    "An ambush card brings a monster. Each player passes their map to the "
                    "neighbour the card's arrow points to, who draws the monster on it where "
                    "it hurts most. If it does not fit, a single monster space is drawn "
                    "instead. Playing alone, the monster appears by itself: starting in the "
                    "corner shown on the card, it walks around the edge of the map in the "
                    "arrow's direction, ring by ring, to the first place where it fits.",
                ),
                "[[monster]]",
                translate(
                    "Guide",
                    "At the end of each season every empty space next to a monster costs "
                    "one star. The Heroes monsters also have powers: the Gorgon destroys a "
                    "space next to it as soon as it is drawn; zombies spread to every empty "
                    "neighbouring space after each season's scoring; the Troll then destroys "
                    "one empty space next to it; a closed-in dragon pays 3 coins.",
                ),
            ],
        ),
        (
            translate("Guide", "Heroes"),
            [
                translate(
                    "Guide",
                    "A hero card: draw the hero on an empty space of your map and mark its "
                    "attack pattern around it (turned as you like). Monsters under the "
                    "marks are destroyed at once, and any monster drawn there later is "
                    "destroyed too. Destroyed spaces stay filled but have no terrain.",
                ),
                "[[hero]]",
            ],
        ),
        (
            translate("Guide", "Scoring"),
            [
                translate(
                    "Guide",
                    "Four scoring cards are the edicts A, B, C and D. Each season scores two "
                    "of them: spring A and B, summer B and C, fall C and D, winter D and A. "
                    "Add one star per coin and subtract one per empty space next to a "
                    "monster. After winter the highest total wins; on a tie, whoever lost "
                    "fewer stars to monsters.",
                ),
                translate(
                    "Guide",
                    "A cluster is a group of spaces of the same terrain joined by their "
                    "sides. Diagonal spaces are not adjacent.",
                ),
            ],
        ),
        (
            translate("Guide", "The base game and combining"),
            [
                translate(
                    "Guide",
                    "The base game Cartographers plays on sheets A and B without heroes. Its "
                    "ruins cards change the next explore card: it must be drawn over an "
                    "empty ruins space; if no shape can, draw a single space of any terrain "
                    "anywhere. An ambush or hero right after a ruins card passes the "
                    "requirement on. Its monsters have no powers.",
                ),
                translate(
                    "Guide",
                    "Combining both boxes, choose one explore set (the two ruins cards always "
                    "join it), one set of season cards, any four ambush cards, heroes or "
                    "not, any sheet, and one scoring card of each back from either game.",
                ),
            ],
        ),
        (
            translate("Guide", "Playing alone"),
            [
                translate(
                    "Guide",
                    "After winter, subtract the solo values printed on the four edicts from "
                    "your total. That rating gives your title:",
                ),
                "[[titles]]",
            ],
        ),
    ]


def _titles_html() -> str:
    rows = "".join(
        f"<tr><td align='right'>≥ {t.min_rating}</td><td>{html.escape(title_name(t.id))}</td></tr>"
        for t in catalog().solo_titles
    )
    return f"<table cellspacing='2' cellpadding='2'>{rows}</table>"


def _terrains_html() -> str:
    cells = "".join(
        f"<td align='center'><img src='img:terrain-{t.value}'>"
        f"<br>{html.escape(terrain_name(t))}</td>"
        for t in Terrain
    )
    return f"<table cellspacing='6'><tr>{cells}</tr></table>"


class GuideDialog(QDialog):
    """How to play, with a contents list beside the text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Guide", "How to play"))
        self.contents = QListWidget()
        self.contents.setMaximumWidth(240)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.contents.currentRowChanged.connect(self._jump)
        row = QHBoxLayout()
        row.addWidget(self.contents)
        row.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        fit_on_screen(self, 980, 720)
        self.scores: dict[str, int] = {}
        self._build()

    def _add_image(self, name: str, image: QImage) -> None:
        self.text.document().addResource(
            QTextDocument.ResourceType.ImageResource, QUrl(f"img:{name}"), image
        )

    def _images(self) -> None:
        data = catalog()
        self._add_image("sheet", map_picture(Sheet.blank("C"), cell=18))
        timber = data.explore["timber_grove"]
        for index, shape in enumerate(timber.shapes):
            self._add_image(f"shape-{index}", shape_picture(shape.cells, Terrain.FOREST))
        for terrain in Terrain:
            self._add_image(f"terrain-{terrain.value}", shape_picture({(0, 0)}, terrain, cell=30))
        self._add_image("monster", shape_picture(data.ambush["gorgon_gaze"].cells, Terrain.MONSTER))
        dobrik = data.heroes["dobrik"]
        self._add_image("hero", shape_picture({(0, 0)}, Terrain.HERO, marks=dobrik.attack_offsets))

    def _build(self) -> None:
        self._images()
        parts: list[str] = []
        anchors: list[str] = []
        for number, (heading, paragraphs) in enumerate(_sections()):
            anchors.append(heading)
            parts.append(f"<h2><a name='s{number}'></a>{html.escape(heading)}</h2>")
            for paragraph in paragraphs:
                parts.append(self._paragraph(paragraph))
        anchors.append(translate("Guide", "The scoring cards"))
        parts.append(f"<h2><a name='s{len(anchors) - 1}'></a>{html.escape(anchors[-1])}</h2>")
        parts.append(self._scoring_cards())
        self.contents.addItems(anchors)
        self.text.setHtml("".join(parts))

    def _paragraph(self, paragraph: str) -> str:
        match paragraph:
            case "[[sheet]]":
                return "<p align='center'><img src='img:sheet'></p>"
            case "[[shapes]]":
                return (
                    "<p align='center'><img src='img:shape-0'> &nbsp; &nbsp; "
                    "<img src='img:shape-1'><br><i>"
                    + html.escape(card_name("timber_grove"))
                    + "</i></p>"
                )
            case "[[terrains]]":
                return _terrains_html()
            case "[[monster]]":
                return (
                    "<p align='center'><img src='img:monster'><br><i>"
                    + html.escape(card_name("gorgon_gaze"))
                    + "</i></p>"
                )
            case "[[hero]]":
                return (
                    "<p align='center'><img src='img:hero'><br><i>"
                    + html.escape(card_name("dobrik"))
                    + "</i></p>"
                )
            case "[[titles]]":
                return _titles_html()
        return f"<p>{html.escape(paragraph)}</p>"

    def _scoring_cards(self) -> str:
        data = catalog()
        parts = []
        for back, heading in BACKS.items():
            cards = [c for c in data.scoring.values() if c.back == back and CARDS[c.id].example]
            if not cards:
                continue
            parts.append(f"<h3>{html.escape(heading())}</h3>")
            for card in cards:
                side = "A" if card.set == "base" else "C"  # base cards: base sheets' ruins
                image, result = scoring_example(card.id, CARDS[card.id].example, side)
                self._add_image(f"card-{card.id}", image)
                self.scores[card.id] = result.points
                example = self.tr("In this example: %n star(s).", "", result.points)
                solo = translate("Guide", "Solo value: {value}").format(value=card.solo_value)
                parts.append(
                    "<table cellspacing='8'><tr>"
                    f"<td valign='top'><img src='img:card-{card.id}'></td>"
                    f"<td valign='top'><b>{html.escape(card_name(card.id))}</b><br>"
                    f"{html.escape(card_text(card.id))}<br><i>{html.escape(example)}</i>"
                    f"<br><small>{html.escape(solo)}</small></td></tr></table>"
                )
        return "".join(parts)

    def _jump(self, row: int) -> None:
        self.text.scrollToAnchor(f"s{row}")
