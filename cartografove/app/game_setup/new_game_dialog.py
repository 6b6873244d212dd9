"""The New game dialog: the table set up as a paper player knows it (RULES §3).

Players and their names, the map sheet side, the four edicts, an optional seed and
the rules options the rulebooks leave open. The dialog only collects choices: the
engine's :class:`~cartografove.rules.setup.Setup` and :func:`validate_edicts` decide
what is legal, and their message is what the player sees (ARCHITECTURE "Boundaries").
"""

from __future__ import annotations

import html
import random
from typing import get_args

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QIcon,
    QPainter,
    QPalette,
    QPixmap,
    QStandardItem,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...rules.cards import EDICT_LETTERS, SCORING_BACKS, catalog
from ...rules.limits import MAX_NAME
from ...rules.player_names import clean_player_name
from ...rules.setup import (
    EdictChoice,
    RuleSet,
    RulesOptions,
    Setup,
    SetupError,
    validate_edicts,
)
from .. import text
from ..settings import (
    MAX_SEATS,
    MAX_SEED,
    BoxChoice,
    EdictsMode,
    FallbackChoice,
    GameChoice,
    LastSetup,
    Settings,
    SideChoice,
)
from .seat_kinds import computers, seat_combo

SIDES: tuple[SideChoice, ...] = get_args(SideChoice)
RANDOM_SEED_RANGE = (1, 10**9)
_TOOLTIP = Qt.ItemDataRole.ToolTipRole

# Only what this dialog needs on top of the app's stylesheet (style.py), and what
# keeps it readable without one: muted hints, a red error, a heading-like toggle.
LOCAL_STYLE = """
QLabel#hint { color: #7a6652; }
QLabel#edictError { color: #b3261e; }
QToolButton#panelHeading { border: none; background: transparent; padding: 2px 0px; }
QToolButton#panelHeading:focus { text-decoration: underline; }
"""

# The colour of each scoring card back, so a chosen card's deck shows at a glance.
BACK_COLOURS: dict[str, tuple[str, ...]] = {
    "forest": ("#3f7d3a",),
    "farm_water": ("#d9a93a", "#3a7dbf"),
    "village": ("#b8453a",),
    "general": ("#8a7b68",),
}


def random_seed() -> int:
    """A fresh seed from the OS, so two games started the same second differ."""
    return random.SystemRandom().randrange(*RANDOM_SEED_RANGE)


def clean_name(name: str) -> str:
    """What a typed name means (the one rule for names, also used by the setup)."""
    return clean_player_name(name)


def back_icon(back: str, size: int = 12) -> QIcon:
    """A small rounded swatch in the colours of a card back (split for two)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colours = BACK_COLOURS.get(back, ("#888888",))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colours[0]))
    painter.drawRoundedRect(0, 0, size, size, 3, 3)
    if len(colours) > 1:
        painter.setClipRect(size // 2, 0, size, size)
        painter.setBrush(QColor(colours[1]))
        painter.drawRoundedRect(0, 0, size, size, 3, 3)
    painter.end()
    return QIcon(pixmap)


class NewGameDialog(QDialog):
    """Ask how the next game is set up; ``setup()`` is the answer for the engine and
    ``remembered()`` what the caller stores in the settings for next time."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))  # also the heading inside
        self._build()
        self._prefill(settings.last_setup)
        self._connect()
        self._refresh()
        self.name_edits[0].setFocus()  # start typing the first name at once

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        """Two columns — who plays, then what is played — and the buttons below."""
        left = QVBoxLayout()
        left.setSpacing(18)
        left.addLayout(self._players_section())
        left.addLayout(self._seed_section())
        left.addStretch(1)
        right_panel = QWidget()
        right = QVBoxLayout(right_panel)
        right.setContentsMargins(0, 0, 0, 0)
        right.setSpacing(18)
        right.addLayout(self._game_section())
        right.addLayout(self._sheet_section())
        right.addLayout(self._edicts_section())
        right.addLayout(self._options_section())
        right.addStretch(1)
        # Wide enough for the hidden parts, so opening them grows the dialog
        # downwards only instead of making it jump sideways.
        right_panel.setMinimumWidth(
            max(
                self.chooser.sizeHint().width(),
                self.options_body.sizeHint().width(),
                self.combined_panel.sizeHint().width(),
            )
        )
        columns = QHBoxLayout()
        columns.setSpacing(32)
        columns.addLayout(left, 1)
        columns.addWidget(self._divider())
        columns.addWidget(right_panel, 1)
        title = self._heading(self.tr("New game"), "dialogHeading", 1.6)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        outer.setSpacing(16)
        outer.addWidget(title)
        outer.addLayout(columns)
        outer.addWidget(self._button_box())
        outer.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.setStyleSheet(LOCAL_STYLE)

    def _heading(self, title: str, name: str = "panelHeading", scale: float = 1.25) -> QLabel:
        """A title; the app's stylesheet gives ``panelHeading`` and ``dialogHeading``
        their serif, the font set here is the fallback without it."""
        label = QLabel(title)
        label.setObjectName(name)
        font = QFont(label.font())
        font.setPointSizeF(font.pointSizeF() * scale)
        font.setBold(True)
        label.setFont(font)
        return label

    def _hint(self, message: str = "") -> QLabel:
        """Small explanatory text in a muted colour (see :data:`LOCAL_STYLE`)."""
        label = QLabel(message)
        label.setObjectName("hint")
        label.setWordWrap(True)
        font = QFont(label.font())
        font.setPointSizeF(font.pointSizeF() * 0.92)
        label.setFont(font)
        return label

    def _divider(self) -> QFrame:
        line = QFrame()
        line.setFrameShape(QFrame.Shape.VLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        return line

    def _section(self, title: str) -> QVBoxLayout:
        layout = QVBoxLayout()
        layout.setSpacing(8)
        layout.addWidget(self._heading(title))
        return layout

    def _players_section(self) -> QVBoxLayout:
        layout = self._section(self.tr("Players"))
        self.player_count = QSpinBox()
        self.player_count.setRange(1, MAX_SEATS)
        self.player_count.setMinimumWidth(64)
        self.player_count.setAlignment(Qt.AlignmentFlag.AlignCenter)
        count_label = QLabel(self.tr("&Number of players:"))
        count_label.setBuddy(self.player_count)
        count_row = QHBoxLayout()
        count_row.addWidget(count_label)
        count_row.addWidget(self.player_count)
        count_row.addStretch(1)
        layout.addLayout(count_row)
        self.players_hint = self._hint()
        layout.addWidget(self.players_hint)
        layout.addLayout(self._name_rows())
        return layout

    def _name_rows(self) -> QGridLayout:
        """All six rows exist from the start and are shown or hidden, so names typed
        for player 5 survive going down to 4 players and back."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(6)
        self.name_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.seat_combos: list[QComboBox] = []
        for index in range(MAX_SEATS):
            label = QLabel(f"{index + 1}.")
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            edit = QLineEdit()
            edit.setMaxLength(MAX_NAME)
            edit.setPlaceholderText(self.default_name(index + 1))
            edit.setMinimumWidth(220)
            edit.setAccessibleName(self.tr("Name of player %1").replace("%1", str(index + 1)))
            label.setBuddy(edit)
            grid.addWidget(label, index, 0)
            grid.addWidget(edit, index, 1)
            seat = seat_combo()
            grid.addWidget(seat, index, 2)
            self.seat_combos.append(seat)
            self.name_labels.append(label)
            self.name_edits.append(edit)
        grid.setColumnStretch(1, 1)
        return grid

    def _game_section(self) -> QVBoxLayout:
        """Heroes, the base game, or both combined as the Heroes rulebook allows
        (RULES §17). Combining opens the choices the rulebook leaves to the table."""
        layout = self._section(self.tr("Game"))
        self.game_group = QButtonGroup(self)
        self.game_buttons: dict[GameChoice, QRadioButton] = {
            "heroes": QRadioButton(self.tr("Cartographers Heroes")),
            "base": QRadioButton(self.tr("Cartographers (the base game)")),
            "combined": QRadioButton(self.tr("Both combined")),
        }
        for button in self.game_buttons.values():  # one a line: the names are long
            self.game_group.addButton(button)
            layout.addWidget(button)
        self.combined_panel = self._combined_panel()
        layout.addWidget(self.combined_panel)
        return layout

    def _combined_panel(self) -> QWidget:
        panel = QWidget()
        grid = QGridLayout(panel)
        grid.setContentsMargins(24, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(6)
        self.explore_combo = self._box_combo()
        self.seasons_combo = self._box_combo()
        explore_label = QLabel(self.tr("Explore cards:"))
        explore_label.setBuddy(self.explore_combo)
        seasons_label = QLabel(self.tr("Season cards:"))
        seasons_label.setBuddy(self.seasons_combo)
        grid.addWidget(explore_label, 0, 0)
        grid.addWidget(self.explore_combo, 0, 1)
        grid.addWidget(seasons_label, 1, 0)
        grid.addWidget(self.seasons_combo, 1, 1)
        self.hero_cards = QCheckBox(self.tr("Hero cards"))
        grid.addWidget(self.hero_cards, 2, 0, 1, 2)
        grid.addWidget(QLabel(self.tr("Ambush cards (choose four):")), 3, 0, 1, 2)
        ambushes = QGridLayout()
        ambushes.setContentsMargins(0, 0, 0, 0)
        self.ambush_boxes: dict[str, QCheckBox] = {}
        for index, card in enumerate(catalog().ambush.values()):
            box = QCheckBox(text.card_name(card.id))
            self.ambush_boxes[card.id] = box
            ambushes.addWidget(box, index % 4, index // 4)
        grid.addLayout(ambushes, 4, 0, 1, 2)
        self.rules_error = QLabel()
        self.rules_error.setObjectName("edictError")
        self.rules_error.setWordWrap(True)
        grid.addWidget(self.rules_error, 5, 0, 1, 2)
        grid.addWidget(
            self._hint(
                self.tr(
                    "The two ruins cards are always shuffled in; scoring cards come from "
                    "both games, one of each back."
                )
            ),
            6,
            0,
            1,
            2,
        )
        grid.setColumnStretch(1, 1)
        return panel

    def _box_combo(self) -> QComboBox:
        combo = QComboBox()
        combo.addItem(self.tr("Cartographers Heroes"), "heroes")
        combo.addItem(self.tr("Cartographers (the base game)"), "base")
        return combo

    def _sheet_section(self) -> QVBoxLayout:
        layout = self._section(self.tr("Map sheet"))
        self.side_group = QButtonGroup(self)
        self.side_buttons: dict[SideChoice, QRadioButton] = {}
        grid = QGridLayout()  # two a row: with every sheet (combined play) four fit
        grid.setHorizontalSpacing(24)
        for index, side in enumerate(SIDES):
            button = QRadioButton(text.side_name(side))
            self.side_group.addButton(button)
            self.side_buttons[side] = button
            grid.addWidget(button, index // 2, index % 2)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        layout.addWidget(self._hint(self.tr("Everyone draws on the same side of the sheet.")))
        return layout

    def _edicts_section(self) -> QVBoxLayout:
        layout = self._section(self.tr("Edicts (scoring cards A–D)"))
        self.edicts_group = QButtonGroup(self)
        self.edict_buttons: dict[EdictsMode, QRadioButton] = {
            "random": QRadioButton(self.tr("Random (one card of each back, as the rules say)")),
            "first_game": QRadioButton(self.tr("First game (recommended for beginners)")),
            "chosen": QRadioButton(self.tr("Choose", "edicts")),
        }
        for button in self.edict_buttons.values():
            self.edicts_group.addButton(button)
        layout.addWidget(self.edict_buttons["random"])
        layout.addWidget(self.edict_buttons["first_game"])
        self.first_game_hint = self._hint(self._first_game_summary())
        self.first_game_hint.setContentsMargins(24, 0, 0, 0)
        layout.addWidget(self.first_game_hint)
        layout.addWidget(self.edict_buttons["chosen"])
        self.chooser = self._edict_chooser()
        layout.addWidget(self.chooser)
        return layout

    def _first_game_summary(self) -> str:
        """The recommended cards, two a line like the cards on the table."""
        cards = catalog().first_game
        named = [
            f"{letter}: {text.card_name(c)}" for letter, c in zip(EDICT_LETTERS, cards, strict=True)
        ]
        return "\n".join(" · ".join(named[i : i + 2]) for i in range(0, len(named), 2))

    def _edict_chooser(self) -> QWidget:
        """Four combo boxes A–D; the engine says whether the four make a legal set."""
        chooser = QWidget()
        grid = QGridLayout(chooser)
        grid.setContentsMargins(24, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(6)
        self.edict_combos: list[QComboBox] = []
        for index, letter in enumerate(EDICT_LETTERS):
            combo = self._card_combo()
            combo.setAccessibleName(self.tr("Edict %1").replace("%1", letter))
            label = QLabel(f"<b>{letter}</b>")
            label.setBuddy(combo)
            row, column = divmod(index, 2)
            grid.addWidget(label, row, column * 2)
            grid.addWidget(combo, row, column * 2 + 1)
            self.edict_combos.append(combo)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        self.edict_error = QLabel()
        self.edict_error.setWordWrap(True)
        self.edict_error.setObjectName("edictError")
        grid.addWidget(self.edict_error, 2, 0, 1, 4)
        self.chooser_hint = self._hint(
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
        """All 16 scoring cards grouped under their card back; the headings cannot be
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

    def _seed_section(self) -> QVBoxLayout:
        layout = self._section(self.tr("Seed"))
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("Random", "empty seed field"))
        self.seed_edit.setMaxLength(len(str(MAX_SEED)))
        self.seed_edit.setClearButtonEnabled(True)
        self.seed_edit.setAccessibleName(self.tr("Seed"))
        self.seed_edit.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly)
        self.seed_edit.textEdited.connect(self._keep_digits)
        layout.addWidget(self.seed_edit)
        layout.addWidget(
            self._hint(
                self.tr(
                    "Leave empty for a new game. Enter a number to replay a game or to play "
                    "the same cards as a friend."
                )
            )
        )
        return layout

    def _options_section(self) -> QVBoxLayout:
        """Collapsed unless the last game changed a rule, so beginners are not asked
        about rulebook disagreements but a house rule is never hidden."""
        layout = QVBoxLayout()
        layout.setSpacing(8)
        self.options_toggle = QToolButton()
        self.options_toggle.setObjectName("panelHeading")  # it is the section's heading
        self.options_toggle.setText(self.tr("Rules options"))
        self.options_toggle.setAutoRaise(True)  # a heading that opens, not a button
        self.options_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.options_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.options_toggle.setFont(self._heading("").font())
        self.options_toggle.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout.addWidget(self.options_toggle)
        self.options_body = self._options_body()
        layout.addWidget(self.options_body)
        return layout

    def _options_body(self) -> QWidget:
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(24, 0, 0, 0)
        layout.setSpacing(6)
        self.hero_turns = QCheckBox(self.tr("Hero attack pattern may be rotated and mirrored"))
        self.hero_turns.setToolTip(
            self.tr("When off, the attack pattern is marked exactly as printed on the card.")
        )
        layout.addWidget(self.hero_turns)
        layout.addSpacing(4)
        layout.addWidget(QLabel(self.tr("1×1 fallback square may be:")))
        self.fallback_group = QButtonGroup(self)
        self.fallback_buttons: dict[FallbackChoice, QRadioButton] = {
            "standard": QRadioButton(self.tr("Forest, village, farm, water or monster (standard)")),
            "with_hero": QRadioButton(self.tr("Forest, village, farm, water, monster or hero")),
            "chosen": QRadioButton(self.tr("Only a terrain shown on the card")),
        }
        for button in self.fallback_buttons.values():
            self.fallback_group.addButton(button)
            layout.addWidget(button)
        self.fallback_buttons["with_hero"].setToolTip(
            self.tr("The literal wording of the English rulebook.")
        )
        self.fallback_buttons["chosen"].setToolTip(self.tr("The wording of the Czech rulebook."))
        layout.addSpacing(4)
        self.hero_wildcard = QCheckBox(self.tr("A hero space counts as any terrain for scoring"))
        self.hero_wildcard.setToolTip(
            self.tr(
                "The Czech rulebook's reading when combining with heroes; by the English "
                "rules a hero is a terrain type of its own."
            )
        )
        layout.addWidget(self.hero_wildcard)
        return body

    def _button_box(self) -> QDialogButtonBox:
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert isinstance(start, QPushButton)
        start.setText(self.tr("Start game"))
        start.setDefault(True)
        start.setObjectName("confirm")  # the app's primary-action look
        self.start_button: QPushButton = start
        return self.buttons

    # ------------------------------------------------------------------ state

    def _prefill(self, last: LastSetup) -> None:
        """Show the last game's setup; anything stale (an unknown card id, a side this
        version lacks) falls back to the default instead of failing."""
        count = min(max(len(last.players), 1), MAX_SEATS)
        self.player_count.setValue(count)
        for edit, name in zip(self.name_edits, last.players, strict=False):
            edit.setText(clean_name(name))
        self.side_buttons.get(last.side, self.side_buttons[SIDES[0]]).setChecked(True)
        self.edict_buttons[last.edicts_mode].setChecked(True)
        self._select_cards(last.chosen_edicts or list(catalog().first_game))
        self.seed_edit.setText("" if last.seed is None else str(last.seed))
        self.hero_turns.setChecked(last.hero_pattern_turns)
        self.fallback_buttons[last.fallback_terrains].setChecked(True)
        self.game_buttons[last.game].setChecked(True)
        self.explore_combo.setCurrentIndex(self.explore_combo.findData(last.explore))
        self.seasons_combo.setCurrentIndex(self.seasons_combo.findData(last.seasons))
        self.hero_cards.setChecked(last.hero_cards)
        chosen = set(last.ambushes or catalog().sets("heroes")["ambush"])
        for card_id, box in self.ambush_boxes.items():
            box.setChecked(card_id in chosen)
        self.hero_wildcard.setChecked(last.hero_wildcard)
        self._game_shown = last.game
        defaults = LastSetup()
        changed = (last.hero_pattern_turns, last.fallback_terrains, last.hero_wildcard) != (
            defaults.hero_pattern_turns,
            defaults.fallback_terrains,
            defaults.hero_wildcard,
        )
        self._options_expanded = changed

    def _select_cards(self, card_ids: list[str]) -> None:
        first_game = catalog().first_game
        for combo, card_id, fallback in zip(self.edict_combos, card_ids, first_game, strict=True):
            index = combo.findData(card_id)
            combo.setCurrentIndex(index if index >= 0 else combo.findData(fallback))

    def _connect(self) -> None:
        self.player_count.valueChanged.connect(self._refresh)
        self.edicts_group.buttonToggled.connect(self._on_toggled)
        self.game_group.buttonToggled.connect(self._on_toggled)
        self.side_group.buttonToggled.connect(self._on_toggled)
        for widget in (self.explore_combo, self.seasons_combo):
            widget.currentIndexChanged.connect(self._refresh)
        for box in (self.hero_cards, *self.ambush_boxes.values()):
            box.toggled.connect(self._refresh)
        for combo in self.edict_combos:
            combo.currentIndexChanged.connect(self._refresh)
        self.options_toggle.clicked.connect(self._toggle_options)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def _on_toggled(self, _button: QAbstractButton, checked: bool) -> None:
        if checked:  # one toggle-off and one toggle-on per change: react once
            self._refresh()

    def _toggle_options(self) -> None:
        self._options_expanded = not self._options_expanded
        self._refresh()

    def options_expanded(self) -> bool:
        return self._options_expanded

    def _keep_digits(self, typed: str) -> None:
        """A seed is a number: drop anything else (pasted spaces, letters)."""
        digits = "".join(ch for ch in typed if ch.isascii() and ch.isdigit())
        if digits != typed:
            position = self.seed_edit.cursorPosition() - (len(typed) - len(digits))
            self.seed_edit.setText(digits)
            self.seed_edit.setCursorPosition(max(position, 0))

    def _refresh(self) -> None:
        """Make every dependent widget match the current choices."""
        self._refresh_game()
        count = self.player_count.value()
        for index, (label, edit) in enumerate(zip(self.name_labels, self.name_edits, strict=True)):
            label.setVisible(index < count)
            edit.setVisible(index < count)
            self.seat_combos[index].setVisible(index < count and count > 1)
        self.players_hint.setText(self._players_hint(count))
        mode = self.edicts_mode()
        self.first_game_hint.setVisible(mode == "first_game")
        self.chooser.setVisible(mode == "chosen")
        error = self.edicts_error()
        self.edict_error.setText(error or "")
        self.edict_error.setVisible(error is not None)
        self.chooser_hint.setVisible(error is None)
        for combo in self.edict_combos:
            combo.setToolTip(str(combo.currentData(_TOOLTIP) or ""))
        self.start_button.setEnabled(error is None and self.rules_problem() is None)
        expanded = self._options_expanded
        self.options_body.setVisible(expanded)
        arrow = Qt.ArrowType.DownArrow if expanded else Qt.ArrowType.RightArrow
        self.options_toggle.setArrowType(arrow)

    def _refresh_game(self) -> None:
        """The sides, edicts and options a game allows follow the chosen game; a
        switch to the base game also proposes its rulebook's fallback terrain."""
        game = self.game()
        if game != self._game_shown:
            self._game_shown = game
            self.fallback_buttons[self._default_fallback(game)].setChecked(True)
        self.combined_panel.setVisible(game == "combined")
        try:
            sides = self.rules().sides
        except SetupError:
            sides = tuple(self.side_buttons)
        for side, button in self.side_buttons.items():
            button.setVisible(side in sides)
        if self.side() not in sides:
            self.side_buttons[sides[0]].setChecked(True)
        first_game = self.edict_buttons["first_game"]
        first_game.setEnabled(game == "heroes")
        if game != "heroes" and first_game.isChecked():
            self.edict_buttons["random"].setChecked(True)
        self.hero_wildcard.setEnabled(game == "combined" and self.hero_cards.isChecked())
        problem = self.rules_problem()
        self.rules_error.setText(problem or "")
        self.rules_error.setVisible(problem is not None)

    @staticmethod
    def _default_fallback(game: GameChoice) -> FallbackChoice:
        return {"heroes": "standard", "base": "chosen", "combined": "standard"}[game]

    def _players_hint(self, count: int) -> str:
        if count == 1:
            return self.tr("Solo game — your result is a rating and a title.")
        return self.tr("%n players take turns at this computer; the highest score wins.", "", count)

    # ------------------------------------------------------------------ answers

    def default_name(self, number: int) -> str:
        """The name of a player who typed none, in the user's language."""
        return self.tr("Player %1").replace("%1", str(number))

    def computers(self) -> dict[int, str]:
        """The seats computer cartographers play, with their level (none when solo)."""
        count = self.player_count.value()
        return computers(self.seat_combos, count) if count > 1 else {}

    def player_names(self) -> list[str]:
        """The names for the game: typed ones cleaned, empty ones "Player N"."""
        count = self.player_count.value()
        return [
            clean_name(edit.text()) or self.default_name(number)
            for number, edit in enumerate(self.name_edits[:count], start=1)
        ]

    def side(self) -> SideChoice:
        return next((side for side, button in self.side_buttons.items() if button.isChecked()), "C")

    def game(self) -> GameChoice:
        return next(
            (game for game, button in self.game_buttons.items() if button.isChecked()), "heroes"
        )

    def ambushes(self) -> tuple[str, ...]:
        return tuple(card for card, box in self.ambush_boxes.items() if box.isChecked())

    def rules(self) -> RuleSet:
        """The engine's rule set for the chosen game (it raises SetupError with the
        reason when the combined choices are not a legal game)."""
        game = self.game()
        if game == "heroes":
            return RuleSet.heroes()
        if game == "base":
            return RuleSet.base()
        explore: BoxChoice = self.explore_combo.currentData()
        seasons: BoxChoice = self.seasons_combo.currentData()
        return RuleSet.combined(
            explore,
            seasons=seasons,
            ambushes=self.ambushes(),
            hero_cards=self.hero_cards.isChecked(),
        )

    def _remembered_ambushes(self) -> list[str] | None:
        """None stands for the default (the Heroes ambushes) and for an incomplete
        choice, which is not worth keeping."""
        chosen = list(self.ambushes())
        default = list(catalog().sets("heroes")["ambush"])
        return None if len(chosen) != 4 or chosen == default else chosen

    def rules_problem(self) -> str | None:
        if self.game() != "combined":
            return None
        if len(self.ambushes()) != 4:
            return self.tr("Choose exactly four ambush cards.")
        try:
            self.rules()
        except SetupError:
            return self.tr("These cards do not make a legal combined game.")
        return None

    def edicts_mode(self) -> EdictsMode:
        return next(mode for mode, button in self.edict_buttons.items() if button.isChecked())

    def chosen_edicts(self) -> tuple[str, str, str, str]:
        """The cards in the combo boxes A–D (used only in the "Choose" mode)."""
        a, b, c, d = (str(combo.currentData()) for combo in self.edict_combos)
        return (a, b, c, d)

    def edicts_error(self) -> str | None:
        """The engine's reason the chosen edicts cannot be played, or None."""
        if self.edicts_mode() != "chosen":
            return None
        try:
            validate_edicts(self.chosen_edicts())
        except SetupError:
            # The engine judges; the combo boxes can only fail its one-per-back rule.
            return self.tr(
                "Choose one card of each back: forest, farm and water, village, general."
            )
        return None

    def seed(self) -> int | None:
        """The typed seed, or None for a new random one."""
        digits = self.seed_edit.text().strip()
        return int(digits) if digits.isascii() and digits.isdigit() else None

    def options(self) -> RulesOptions:
        fallback = next(
            choice for choice, button in self.fallback_buttons.items() if button.isChecked()
        )
        return RulesOptions(
            hero_pattern_turns=self.hero_turns.isChecked(),
            fallback_terrains=fallback,
            hero_wildcard=self.hero_wildcard.isEnabled() and self.hero_wildcard.isChecked(),
        )

    def _edicts(self) -> EdictChoice:
        mode = self.edicts_mode()
        return self.chosen_edicts() if mode == "chosen" else mode

    def setup(self) -> Setup:
        """The engine's setup for this game. With an empty seed field every call draws
        a new random seed, so call it once per game."""
        seed = self.seed()
        return Setup(
            players=tuple(self.player_names()),
            seed=random_seed() if seed is None else seed,
            side=self.side(),
            edicts=self._edicts(),
            options=self.options(),
            rules=self.rules(),
        )

    def remembered(self) -> LastSetup:
        """What to pre-fill next time. Names are stored as typed (empty = default
        name, which then follows the language); the picked cards are kept even when
        another edicts mode is selected."""
        count = self.player_count.value()
        options = self.options()
        return LastSetup(
            players=[clean_name(edit.text()) for edit in self.name_edits[:count]],
            side=self.side(),
            edicts_mode=self.edicts_mode(),
            chosen_edicts=list(self.chosen_edicts()),
            seed=self.seed(),
            hero_pattern_turns=options.hero_pattern_turns,
            fallback_terrains=options.fallback_terrains,
            game=self.game(),
            explore=self.explore_combo.currentData(),
            seasons=self.seasons_combo.currentData(),
            hero_cards=self.hero_cards.isChecked(),
            ambushes=self._remembered_ambushes(),
            hero_wildcard=self.hero_wildcard.isChecked(),
        )
