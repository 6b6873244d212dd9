"""The Host and Join dialogs grow as their lobby fills in, every row whole.

A layout that keeps its dialog at least its minimum size is not enough: Qt's
minimum ignores wrapped labels' height at the width they get, so when the lobby
appeared the dialog grew only to that minimum and squeezed every row below its own
(a button's text cut off, a wrapped line hidden). Resizing to the size hint right
after does not hold under X11 either: the first resize's configure event arrives
last. So the dialog's minimum size itself follows the size hint, which counts the
wrapped lines — one resize, to the right size — and never shrinks by itself."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog


class GrowingDialog(QDialog):
    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            wanted = self.minimumSize().expandedTo(self.sizeHint())
            if wanted != self.minimumSize():
                self.setMinimumSize(wanted)
        return handled
