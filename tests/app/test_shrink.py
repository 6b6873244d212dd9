"""Text shrinks to fit before it is ever elided (issue 14)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QWidget

from cartografove.app.look.shrink import SMALLEST, ShrinkingLabel, ShrinkingToolButton

from .fitting import button_problem, label_problem

NAME = "Bartholomew Szczepański-Dvořák X"  # 32 characters, the longest name allowed


def test_a_label_too_narrow_shrinks_its_text_instead_of_eliding_it(qtbot):
    label = ShrinkingLabel(NAME)
    qtbot.addWidget(label)
    label.show()
    normal = label.fontMetrics().horizontalAdvance(NAME)
    label.resize(normal + 10, 30)
    assert label.shown_font() == label.font() and not label.is_elided()
    label.resize(int(normal * 0.85), 30)
    shown = label.shown_font()
    assert 0 < shown.pixelSize() < label.font().pixelSize() or (
        0 < shown.pointSizeF() < label.font().pointSizeF()
    )
    assert not label.is_elided() and label_problem(label) is None
    assert label.text() == NAME and not label.toolTip()
    assert label.minimumSizeHint().width() < normal  # a layout may make it this narrow
    label.resize(int(normal * SMALLEST * 0.6), 30)
    assert label.is_elided() and label_problem(label) is not None  # only now
    assert label.toolTip() == NAME


def test_a_terrain_button_with_too_little_room_shrinks_its_text(qtbot):
    row = QWidget()
    layout = QHBoxLayout(row)
    buttons = []
    for text in ("Vieux-Gagnage Kethra", "Wasteland of Kethra's Gates"):
        button = ShrinkingToolButton()
        button.setText(text)
        layout.addWidget(button)
        buttons.append(button)
    qtbot.addWidget(row)
    row.show()
    wide = sum(b.sizeHint().width() for b in buttons)
    assert all(b.minimumSizeHint().width() < b.sizeHint().width() for b in buttons)
    row.resize(int(wide * 0.85), 60)
    qtbot.waitUntil(lambda: all(button_problem(b) is None for b in buttons))
    assert any(b.font() != b.normal_font() for b in buttons)
    row.resize(wide + 100, 60)
    qtbot.waitUntil(lambda: all(b.font() == b.normal_font() for b in buttons))
