"""Qt's own words that Qt's translations miss.

Qt 6 gave the file dialog's labels accelerators ("&Look in:", "Files of &type:"),
but the Czech and Polish ``qtbase`` catalogues still hold the old texts without the
"&", so the open and save dialogs showed them in English (issue 14). Listed here,
they reach our own catalogues; our translator answers where Qt's has nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

FILE_DIALOG = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
