"""Plays a game through the GUI the way a person does: clicks, drags, keys.

The moves themselves are chosen by a seeded random legal decision from the engine;
the driver then has to *make* that move with the mouse and keyboard, so a test that
finishes proves the whole path from input to engine works."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from cartografove.app.play.draft import mirrored, rotated
from cartografove.app.play.screen import PlayScreen
from cartografove.rules.board import grid
from cartografove.rules.board.grid import Cell
from cartografove.rules.decisions import (
    Decision,
    DestroySpace,
    DrawFallback,
    DrawMonster,
    DrawShape,
    PlaceHero,
)


class GuiPlayer:
    def __init__(self, screen: PlayScreen, qtbot, seed: int = 0) -> None:
        self.screen, self.qtbot = screen, qtbot
        self.rng = random.Random(seed)
        self.made: list[Decision] = []

    # --- low-level input ---------------------------------------------------------------

    def point(self, cell: Cell) -> QPoint:
        rect = self.screen.scene.sheet_layout.cell_rect(*cell)
        return self.screen.view.mapFromScene(rect.center())

    def drag(self, start: Cell, end: Cell) -> None:
        viewport = self.screen.view.viewport()
        QTest.mousePress(
            viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, self.point(start)
        )
        steps = max(abs(end[0] - start[0]), abs(end[1] - start[1]), 1)
        for i in range(1, steps + 1):
            cell = (
                start[0] + round((end[0] - start[0]) * i / steps),
                start[1] + round((end[1] - start[1]) * i / steps),
            )
            QTest.mouseMove(viewport, self.point(cell))
        QTest.mouseRelease(
            viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, self.point(end)
        )

    def key(self, key: Qt.Key) -> None:
        QTest.keyClick(self.screen.view, key)

    # --- making a decision --------------------------------------------------------------

    def turn_to(self, target: int) -> None:
        """Press R and F until the draft has the wanted turn (shortest sequence)."""
        draft = self.screen.pencil.draft
        paths = {draft.turn: []}
        frontier = [draft.turn]
        while target not in paths:
            turn = frontier.pop(0)
            for key, step in ((Qt.Key.Key_R, rotated), (Qt.Key.Key_F, mirrored)):
                nxt = step(turn)
                if nxt not in paths:
                    paths[nxt] = [*paths[turn], key]
                    frontier.append(nxt)
        for key in paths[target]:
            self.key(key)
        assert self.screen.pencil.draft.turn == target

    def place(self, cells: tuple[Cell, ...]) -> None:
        """Drag the draft so it covers exactly ``cells`` (its current orientation must
        already have that shape)."""
        draft = self.screen.pencil.draft
        height, width = draft.size()
        grab = ((height - 1) // 2, (width - 1) // 2)
        top = min(r for r, _ in cells)
        left = min(c for _, c in cells)
        self.drag((5, 5), (top + grab[0], left + grab[1]))
        assert self.screen.pencil.draft.cells() == tuple(sorted(cells)), (
            self.screen.pencil.draft.cells(),
            cells,
        )

    def orient(self, cells: tuple[Cell, ...]) -> None:
        draft = self.screen.pencil.draft
        wanted = grid.normalise(cells)
        base = draft.shapes[draft.shape]
        turn = next(t for t in range(8) if grid.normalise(grid.transform(base, t)) == wanted)
        self.turn_to(turn)

    def make(self, decision: Decision) -> None:
        screen = self.screen
        match decision:
            case DrawShape(shape=shape, cells=cells, terrain=terrain):
                self.click_terrain(terrain)
                if shape != screen.pencil.draft.shape:
                    self.key(Qt.Key.Key_1 if shape == 0 else Qt.Key.Key_2)
                self.orient(cells)
                self.place(cells)
            case DrawFallback(cell=cell, terrain=terrain):
                self.click_terrain(terrain)
                self.place((cell,))
            case DrawMonster(cells=cells):
                if len(cells) > 1:
                    self.orient(cells)
                self.place(cells)
            case PlaceHero(cell=cell, turn=turn):
                self.turn_to(turn) if screen.pencil.draft.turnable else None
                self.place((cell,))
            case DestroySpace(cell=cell):
                self.place((cell,))
        self.key(Qt.Key.Key_Return)

    def click_terrain(self, terrain) -> None:
        card = self.screen.side.card
        index = card._terrains.index(terrain)
        button = card.terrain_group.button(index)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        assert self.screen.pencil.draft.terrain == terrain

    def step(self) -> None:
        """One move of whoever is to play (after the hand-off page, if any)."""
        screen = self.screen
        self.close_dialogs()
        if screen.pages.currentWidget() is screen.handoff:
            QTest.mouseClick(screen.handoff.go, Qt.MouseButton.LeftButton)
        game = screen.session.game
        decision = game.legal_decisions().sample(self.rng)
        if isinstance(decision, PlaceHero) and not screen.pencil.draft.turnable:
            decision = PlaceHero(decision.cell, 0)
        before = len(game.decisions)
        self.make(decision)
        assert len(game.decisions) == before + 1, screen.side.status.text()
        made = game.decisions[-1]
        if isinstance(decision, PlaceHero):
            assert made.cell == decision.cell
        else:
            assert made == decision, (made, decision)
        self.made.append(made)

    def close_dialogs(self) -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                widget.accept()

    def play_to_end(self, limit: int = 2000) -> None:
        for _ in range(limit):
            if self.screen.session.game.over:
                break
            self.step()
        self.close_dialogs()
        assert self.screen.session.game.over
