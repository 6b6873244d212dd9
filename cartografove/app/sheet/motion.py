"""Motion that helps reading the map (issue 25): a drawn shape settles in, an
ambush slides onto the map that receives it, a season's stars count up.

Everything snapped, so a player looking elsewhere for a moment did not see what
changed. Each movement is short (:data:`DURATION_MS`, within 300 ms), only ever
painted over the sheet — the game and the scene's content are already the new ones
when it starts — and finished at once by any click or key, which still goes where
it was meant to go: motion never holds up input. It is off when the player turns it
off (Game → Animations) and when the system asks for reduced motion
(:func:`system_reduces_motion`).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from pathlib import Path

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPointF, QRectF, QVariantAnimation
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...rules.board import grid
from ...rules.board.grid import Bitboard, Cell
from ...rules.board.sheet import Sheet
from ...rules.results import SeasonScore
from .content import SheetContent
from .layout import SheetLayout
from .painter import paint_sheet
from .terrain_art import paint_attack_mark, paint_destroyed, paint_space

DURATION_MS = 260
"""How long a movement lasts: long enough to be seen, short enough never to wait for."""
SETTLE_FROM = 1.25  # a drawn shape starts this much larger and settles to its size
SLIDE_CELLS = 3.0  # an ambush comes from this many spaces beyond where it lands

_wanted = True


def set_wanted(on: bool) -> None:
    """The player's setting (Game → Animations)."""
    global _wanted
    _wanted = bool(on)


def wanted() -> bool:
    return _wanted


def motion_on() -> bool:
    """Whether to move anything: the player wants it and the system does not ask
    for reduced motion."""
    return _wanted and not system_reduces_motion()


@cache
def system_reduces_motion() -> bool:
    """The desktop's "reduce motion" / "no animations" setting, where one can be
    read: Windows' client-area animations, macOS's Reduce motion, GNOME's
    enable-animations and KDE's animation speed. Asked once; unreadable means no."""
    with contextlib.suppress(Exception):  # a desktop that cannot say: it does not ask
        if sys.platform == "win32":
            return _windows_reduces()
        if sys.platform == "darwin":
            return _ask(["defaults", "read", "com.apple.universalaccess", "reduceMotion"]) == "1"
        if _kde_reduces():
            return True
        answer = _ask(["gsettings", "get", "org.gnome.desktop.interface", "enable-animations"])
        return answer == "false"
    return False


def _ask(command: list[str]) -> str:
    """A desktop tool's one-line answer, or "" when it is not there or is slow."""
    if shutil.which(command[0]) is None:
        return ""
    done = subprocess.run(command, capture_output=True, text=True, timeout=2, check=False)
    return done.stdout.strip() if done.returncode == 0 else ""


def _kde_reduces() -> bool:
    home = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    path = Path(home) / "kdeglobals"
    if not path.is_file():
        return False
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines()[:2000]:
        key, _, value = line.partition("=")
        if key.strip() == "AnimationDurationFactor":
            return float(value) == 0.0
    return False


def _windows_reduces() -> bool:
    import ctypes  # Windows only: asked there alone

    SPI_GETCLIENTAREAANIMATION = 0x1042
    enabled = ctypes.c_int(1)
    windll = ctypes.windll  # type: ignore[attr-defined]
    windll.user32.SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION, 0, ctypes.byref(enabled), 0)
    return not enabled.value


def changed_spaces(before: Sheet, after: Sheet) -> Bitboard:
    """The spaces that look different on ``after``: drawn, destroyed or marked."""
    mask = (before.destroyed ^ after.destroyed) | (before.attack ^ after.attack)
    for terrain in set(before.drawn) | set(after.drawn):
        mask |= before.drawn.get(terrain, 0) ^ after.drawn.get(terrain, 0)
    return mask


def without(sheet: Sheet, mask: Bitboard) -> Sheet:
    """``sheet`` with nothing drawn, destroyed or marked on the spaces of ``mask``."""
    layers = (
        *("forest", "village", "farm", "water", "monster", "hero"),
        *("dragon", "zombie", "troll", "gorgon", "destroyed", "attack"),
    )
    return sheet._replace(**{layer: getattr(sheet, layer) & ~mask for layer in layers})


def counted(score: SeasonScore, fraction: float) -> SeasonScore:
    """``score`` with every figure at ``fraction`` of its value (rounded): the season
    box part of the way through counting up."""

    def part(value: int) -> int:
        return round(value * fraction)

    return replace(
        score,
        edicts=tuple(
            replace(e, result=replace(e.result, points=part(e.points))) for e in score.edicts
        ),  # type: ignore[arg-type]
        coins=part(score.coins),
        monsters=replace(score.monsters, points=part(score.monster_penalty)),
    )


class Animation(QObject):
    """One movement from 0 to 1 over :data:`DURATION_MS`, eased out, calling
    ``step(progress)`` for each frame and ``step(1.0)`` at the end whatever happens.
    While it runs, any click or key anywhere in the app finishes it at once (the
    event then goes on where it was going)."""

    def __init__(self, step: Callable[[float], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.step = step
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(DURATION_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(lambda value: self.step(float(value)))
        self._animation.finished.connect(self._ended)
        self._watching = False

    @property
    def running(self) -> bool:
        return self._animation.state() is QVariantAnimation.State.Running

    def start(self) -> None:
        """Move, or — with motion off — show the end at once."""
        self.finish()
        if not motion_on():
            self.step(1.0)
            return
        app = QApplication.instance()
        if app is not None and not self._watching:
            app.installEventFilter(self)
            self._watching = True
        self.step(0.0)
        self._animation.start()

    def finish(self) -> None:
        """Jump to the end (a click, a key, the next movement)."""
        if self.running:
            self._animation.stop()
            self._ended()

    def _ended(self) -> None:
        app = QApplication.instance()
        if app is not None and self._watching:
            app.removeEventFilter(self)
            self._watching = False
        self.step(1.0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (
            QEvent.Type.MouseButtonPress,
            QEvent.Type.KeyPress,
            QEvent.Type.Wheel,
        ):
            self.finish()
        return False  # never swallowed: the click or key does what it was for


class Arrival(QGraphicsItem):
    """Painted over the sheet while spaces arrive: the sheet as it was on those
    spaces, fading out, and the new spaces coming in over it — growing down to
    their size (a shape settling) or sliding in from beyond (an ambush)."""

    def __init__(self, layout: SheetLayout, owner: QObject | None = None) -> None:
        """``owner`` (the screen) ends the movement with it: nothing moves on a
        screen that is gone."""
        super().__init__()
        self.sheet_layout = layout
        self.before: SheetContent | None = None
        self.after: Sheet | None = None
        self.cells: tuple[Cell, ...] = ()
        self.slide = QPointF(0, 0)  # where an ambush comes from, in spaces (0: settles)
        self.progress = 1.0
        self.animation = Animation(self._step, owner)
        self.setZValue(4)  # over the sheet, under the frames of what changed
        self.hide()

    def boundingRect(self) -> QRectF:
        return QRectF(QPointF(0, 0), self.sheet_layout.size)

    def settle(self, before: SheetContent, after: Sheet, mask: Bitboard) -> None:
        """The spaces of ``mask``, drawn on ``after`` since ``before``, settle in."""
        self._arrive(before, after, mask, QPointF(0, 0))

    def slide_in(self, content: SheetContent, mask: Bitboard) -> None:
        """The spaces of ``mask`` (an ambush's monster) slide onto the map in
        ``content`` from beyond its nearest edge, over the map as it was without them."""
        cells = grid.cells_of(mask)
        if not cells:
            return
        row = sum(r for r, _ in cells) / len(cells)
        col = sum(c for _, c in cells) / len(cells)
        last = grid.SIZE - 1
        edges = {(-1.0, 0.0): col, (1.0, 0.0): last - col, (0.0, -1.0): row, (0.0, 1.0): last - row}
        dx, dy = min(edges, key=lambda edge: edges[edge])
        before = replace(content, sheet=without(content.sheet, mask))
        self._arrive(before, content.sheet, mask, QPointF(dx * SLIDE_CELLS, dy * SLIDE_CELLS))

    def _arrive(self, before: SheetContent, after: Sheet, mask: Bitboard, slide: QPointF) -> None:
        self.animation.finish()
        if not mask:
            return
        self.before, self.after, self.slide = before, after, slide
        self.cells = grid.cells_of(mask)
        self.animation.start()

    def finish(self) -> None:
        self.animation.finish()

    def _step(self, progress: float) -> None:
        self.progress = progress
        self.setVisible(progress < 1.0)
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.before is None or self.after is None or self.progress >= 1.0:
            return
        p, layout = self.progress, self.sheet_layout
        area = QPainterPath()
        for row, col in self.cells:
            area.addRect(layout.cell_rect(row, col))
        painter.save()
        painter.setClipPath(area)
        painter.setOpacity(1.0 - p)
        paint_sheet(painter, self.before, layout)  # the spaces as they were, fading
        painter.restore()
        painter.save()
        painter.setOpacity(min(1.0, 0.3 + p))
        centre = area.boundingRect().center()
        if self.slide.isNull():
            scale = SETTLE_FROM + (1.0 - SETTLE_FROM) * p
            painter.translate(centre)
            painter.scale(scale, scale)
            painter.translate(-centre)
        else:
            painter.translate(self.slide * ((1.0 - p) * layout.cell))
        for row, col in self.cells:
            self._paint_space(painter, self.after, (row, col))
        painter.restore()

    def _paint_space(self, painter: QPainter, sheet: Sheet, cell: Cell) -> None:
        rect = self.sheet_layout.cell_rect(*cell)
        space = sheet.space(cell)
        if space.terrain is not None:
            paint_space(painter, rect, space.terrain, monster=space.monster, ruins=space.ruins)
        if space.destroyed:
            paint_destroyed(painter, rect)
        if space.attack:
            paint_attack_mark(painter, rect)
