"""Shared by the campaign and history screen tests: finished games, screenshots."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget

from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import autoplay


def finished(setup: Setup, seed: int = 0) -> Game:
    return autoplay(Game(setup), seed=seed)


def screenshot(widget: QWidget, name: str, folder: Path) -> QImage:
    """Grab a widget; kept in ``$KARTOGRAFOVE_SCREENSHOTS`` (to look at) if set."""
    image = widget.grab().toImage()
    target = Path(os.environ.get("KARTOGRAFOVE_SCREENSHOTS") or folder)
    target.mkdir(parents=True, exist_ok=True)
    image.save(str(target / f"{name}.png"))
    return image


def count_pixels(image: QImage, colour: str, tolerance: int = 40) -> int:
    """How many pixels are close to a colour (every 2nd pixel sampled)."""
    want = QColor(colour)
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            got = image.pixelColor(x, y)
            if (
                abs(got.red() - want.red())
                + abs(got.green() - want.green())
                + abs(got.blue() - want.blue())
                <= tolerance
            ):
                count += 1
    return count
