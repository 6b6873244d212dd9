"""Nothing changes unseen (issue 14).

Whatever changes a map without its owner's hand — a neighbour drawing a monster on
it, the solo walk's ambush, a Gorgon's or a Troll's destruction, zombies spreading,
dragon coins, a hero's attack — is kept here until the owner looks at that map, and
then shown once: the sentences, and the spaces highlighted until the owner's next
action. In solo play the owner always looks, so it is shown at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtGui import QColor

from ..sheet.scene import SheetScene, SpacesItem
from .notices import Notice

CHANGED = QColor("#c77d16")  # amber: "look here", neither legal green nor illegal red
EARNS = QColor("#2e7d32")
COSTS = QColor("#b3261e")


@dataclass
class Unseen:
    """The notices about each map that its owner has not seen yet."""

    waiting: dict[int, list[Notice]] = field(default_factory=dict)

    def add(self, notice: Notice, seen_now: bool) -> None:
        if notice.sheet is None or seen_now:
            return
        self.waiting.setdefault(notice.sheet, []).append(notice)

    def take(self, sheet: int) -> list[Notice]:
        """What the owner of ``sheet`` should see now that they look at it."""
        return self.waiting.pop(sheet, [])

    def clear(self) -> None:
        self.waiting.clear()


class ChangesItem(SpacesItem):
    """Frames around some spaces: amber for what just changed; the live score
    uses green for the spaces that earn and red for those that cost."""

    def __init__(self, scene: SheetScene, colour: QColor = CHANGED, z: float = 6) -> None:
        super().__init__(scene.sheet_layout, colour, alpha=60, pen=3.0, inset=2, z=z)
        scene.addItem(self)
