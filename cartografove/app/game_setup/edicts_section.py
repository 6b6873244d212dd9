"""The edicts section of the New Game dialog: random, the first-game cards, or four
cards chosen A–D. Whether the four make a legal set is the engine's answer
(:func:`~cartografove.rules.setup.validate_edicts`, through the form)."""

from __future__ import annotations

import html

from PySide6.QtCore import QSignalBlocker, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QButtonGroup, QComboBox, QGridLayout, QLabel, QRadioButton, QWidget

from ...rules.cards import EDICT_LETTERS, SCORING_BACKS, catalog
from .. import text
from .form import EDICTS_MODES, NewGameForm
from .look import back_icon, error_label, hint, section
from .sections import Section

_TOOLTIP = Qt.ItemDataRole.ToolTipRole


class EdictsSection(Section):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = section(self.tr("Edicts (scoring cards A–D)"))
        self.setLayout(layout)
        self.edicts_group = QButtonGroup(self)
        self.edict_buttons: dict[str, QRadioButton] = {
            "random": QRadioButton(self.tr("Random (one card of each back, as the rules say)")),
            "first_game": QRadioButton(self.tr("First game (recommended for beginners)")),
            "chosen": QRadioButton(self.tr("Choose", "edicts")),
        }
        for button in self.edict_buttons.values():
            self.edicts_group.addButton(button)
        layout.addWidget(self.edict_buttons["random"])
        layout.addWidget(self.edict_buttons["first_game"])
        self.first_game_hint = hint(self._first_game_summary())
        self.first_game_hint.setContentsMargins(24, 0, 0, 0)
        layout.addWidget(self.first_game_hint)
        layout.addWidget(self.edict_buttons["chosen"])
        self.chooser = self._edict_chooser()
        layout.addWidget(self.chooser)
        self.edicts_group.buttonToggled.connect(self._toggled)
        for combo in self.edict_combos:
            combo.currentIndexChanged.connect(self.changed)

    def _first_game_summary(self) -> str:
        """The recommended cards, two a line like the cards on the table."""
        cards = catalog().first_game
        named = [
            f"{letter}: {text.card_name(c)}" for letter, c in zip(EDICT_LETTERS, cards, strict=True)
        ]
        return "\n".join(" · ".join(named[i : i + 2]) for i in range(0, len(named), 2))

    def _edict_chooser(self) -> QWidget:
        """Four combo boxes A–D."""
        chooser = QWidget()
        grid = QGridLayout(chooser)
        grid.setContentsMargins(24, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(6)
        self.edict_combos: list[QComboBox] = []
        for index, letter in enumerate(EDICT_LETTERS):
            combo = self._card_combo()
            combo.setAccessibleName(self.tr("Edict {letter}").format(letter=letter))
            label = QLabel(f"<b>{letter}</b>")
            label.setBuddy(combo)
            row, column = divmod(index, 2)
            grid.addWidget(label, row, column * 2)
            grid.addWidget(combo, row, column * 2 + 1)
            self.edict_combos.append(combo)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        self.edict_error = error_label()
        grid.addWidget(self.edict_error, 2, 0, 1, 4)
        self.chooser_hint = hint(
            self.tr("One card of each back. Point at a card to read how it scores.")
        )
        grid.addWidget(self.chooser_hint, 3, 0, 1, 4)
        return chooser

    def _back_names(self) -> dict[str, str]:
        return {
            "forest": self.tr("Forest cards"),
            "farm_water": self.tr("Farm and water cards"),
            "village": self.tr("Village cards"),
            "general": self.tr("General cards"),
        }

    def _card_combo(self) -> QComboBox:
        """All scoring cards grouped under their card back; the headings cannot be
        picked, each card wears its back's colour and its full rule text as tooltip."""
        combo = QComboBox()
        combo.setIconSize(QSize(12, 12))
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        model = combo.model()
        assert isinstance(model, QStandardItemModel)
        cards = catalog().scoring
        back_names = self._back_names()
        for back in SCORING_BACKS:
            combo.addItem(back_names[back])
            self._make_heading(model.item(combo.count() - 1), combo)
            for card in (c for c in cards.values() if c.back == back):
                combo.addItem(back_icon(back), text.card_name(card.id), card.id)
                combo.setItemData(combo.count() - 1, self._card_tooltip(card.id), _TOOLTIP)
        combo.view().setMinimumWidth(self._list_width(combo))
        return combo

    def _list_width(self, combo: QComboBox) -> int:
        """Wide enough for the bold headings, which Qt would otherwise elide."""
        bold = QFont(combo.font())
        bold.setBold(True)
        widest = max(QFontMetrics(bold).horizontalAdvance(n) for n in self._back_names().values())
        return max(widest, combo.sizeHint().width()) + 32

    def _make_heading(self, item: QStandardItem, combo: QComboBox) -> None:
        """A group title in the list: not selectable, bold, in the normal text colour
        (a disabled item would look greyed out, as if the cards were unavailable)."""
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        font = QFont(combo.font())
        font.setBold(True)
        item.setFont(font)
        item.setForeground(combo.palette().brush(QPalette.ColorRole.Text))

    def _card_tooltip(self, card_id: str) -> str:
        """Rich text, so Qt wraps the long rule text instead of one endless line."""
        name, rule = (
            html.escape(text.card_name(card_id), quote=False),
            html.escape(text.card_text(card_id), quote=False),
        )
        return f"<p><b>{name}</b></p><p>{rule}</p>"

    def show_form(self, form: NewGameForm) -> None:
        with QSignalBlocker(self.edicts_group):
            self.edict_buttons[form.edicts_mode].setChecked(True)
        first = catalog().first_game
        for combo, card_id, fallback in zip(self.edict_combos, form.chosen, first, strict=True):
            index = combo.findData(card_id)
            with QSignalBlocker(combo):
                combo.setCurrentIndex(index if index >= 0 else combo.findData(fallback))
            combo.setToolTip(str(combo.currentData(_TOOLTIP) or ""))
        self.edict_buttons["first_game"].setEnabled(form.allows_first_game())
        self.first_game_hint.setVisible(form.edicts_mode == "first_game")
        self.chooser.setVisible(form.edicts_mode == "chosen")
        problem = form.edicts_problem()
        self.edict_error.setText(
            self.tr("Choose one card of each back: forest, farm and water, village, general.")
            if problem
            else ""
        )
        self.edict_error.setVisible(problem)
        self.chooser_hint.setVisible(not problem)

    def read(self, form: NewGameForm) -> None:
        form.edicts_mode = next(
            (m for m in EDICTS_MODES if self.edict_buttons[m].isChecked()), "random"
        )
        a, b, c, d = (str(combo.currentData()) for combo in self.edict_combos)
        form.chosen = (a, b, c, d)
