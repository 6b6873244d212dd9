"""The New game dialog: the table set up as a paper player knows it (RULES §3).

Players and their names, which game, the map sheet side, the four edicts, an
optional seed and the rules options the rulebooks leave open. The dialog only
collects choices into a :class:`NewGameForm` (Qt-free, :mod:`.form`), which asks
the engine what is allowed; each section is one widget (:mod:`.sections`,
:mod:`.edicts_section`). The engine's :class:`~cartografove.rules.setup.Setup` is
the answer (ARCHITECTURE "Boundaries").
"""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLayout,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...rules.setup import RuleSet, RulesOptions, Setup
from ..look.screen_room import keep_on_screen
from ..settings import LastSetup, Settings
from .edicts_section import EdictsSection
from .form import NewGameForm, clean_name, random_seed
from .look import LOCAL_STYLE, back_icon, heading
from .sections import GameSection, OptionsSection, PlayersSection, SeedSection, SheetSection

__all__ = ["NewGameDialog", "back_icon", "clean_name", "random_seed"]


class NewGameDialog(QDialog):
    """Ask how the next game is set up; ``setup()`` is the answer for the engine and
    ``remembered()`` what the caller stores in the settings for next time."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))  # also the heading inside
        self.form = NewGameForm.from_last(settings.last_setup)
        self._showing = False
        self.players = PlayersSection()
        self.seed_section = SeedSection()
        self.game_section = GameSection()
        self.sheet = SheetSection()
        self.edicts = EdictsSection()
        self.rules_options = OptionsSection()
        # read in this order: the game last, as changing it proposes new options
        self.sections = (
            self.players,
            self.seed_section,
            self.sheet,
            self.edicts,
            self.rules_options,
            self.game_section,
        )
        self._adopt()
        self._build()
        self.rules_options.expanded = self.form.options_changed()
        for part in self.sections:
            part.changed.connect(self._changed)
        self._show()
        self.name_edits[0].setFocus()  # start typing the first name at once

    def _adopt(self) -> None:
        """The sections' widgets under the dialog's names (tests and the window)."""
        players, game, edicts, options = (
            self.players,
            self.game_section,
            self.edicts,
            self.rules_options,
        )
        self.player_count, self.players_hint = players.player_count, players.players_hint
        self.name_labels, self.name_edits = players.name_labels, players.name_edits
        self.seat_combos = players.seat_combos
        self.seed_edit = self.seed_section.seed_edit
        self.game_buttons, self.combined_panel = game.game_buttons, game.combined_panel
        self.explore_combo, self.seasons_combo = game.explore_combo, game.seasons_combo
        self.hero_cards, self.ambush_boxes = game.hero_cards, game.ambush_boxes
        self.rules_error = game.rules_error
        self.side_buttons = self.sheet.side_buttons
        self.edict_buttons, self.edict_combos = edicts.edict_buttons, edicts.edict_combos
        self.chooser, self.first_game_hint = edicts.chooser, edicts.first_game_hint
        self.edict_error, self.chooser_hint = edicts.edict_error, edicts.chooser_hint
        self.options_toggle, self.options_body = options.options_toggle, options.options_body
        self.hero_turns, self.fallback_buttons = options.hero_turns, options.fallback_buttons
        self.hero_wildcard, self.wildcard_note = options.hero_wildcard, options.wildcard_note

    def _build(self) -> None:
        """Two columns — who plays and what game, then how it is played — and the
        seed beside the buttons below, so even combined play for six players fits a
        720-pixel screen; the seats are one a row, so more players make the dialog
        taller, never wider (issue 25)."""
        left = QVBoxLayout()
        left.setSpacing(12)
        left.addWidget(self.players)
        left.addWidget(self.game_section)
        left.addStretch(1)
        right_panel = QWidget()
        right = QVBoxLayout(right_panel)
        right.setContentsMargins(0, 0, 0, 0)
        right.setSpacing(12)
        for part in (self.sheet, self.edicts, self.rules_options):
            right.addWidget(part)
        right.addStretch(1)
        # Wide enough for the hidden parts, so opening them grows the dialog
        # downwards only instead of making it jump sideways.
        right_panel.setMinimumWidth(
            max(self.chooser.sizeHint().width(), self.options_body.sizeHint().width())
        )
        # the same for the players: the Quick table choice shows from two players on
        self.players.setMinimumWidth(
            max(self.players.sizeHint().width(), self.players.quick_table.sizeHint().width())
        )
        columns = QHBoxLayout()
        columns.setSpacing(32)
        columns.addLayout(left)
        divider = QFrame()
        divider.setFrameShape(QFrame.Shape.VLine)
        divider.setFrameShadow(QFrame.Shadow.Sunken)
        columns.addWidget(divider)
        columns.addWidget(right_panel)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 12, 24, 12)
        outer.setSpacing(10)
        outer.addWidget(heading(self.tr("New game"), "dialogHeading", 1.4))
        outer.addLayout(columns)
        bottom = QHBoxLayout()
        bottom.addWidget(self.seed_section)
        bottom.addStretch(1)
        bottom.addWidget(self._button_box())
        outer.addLayout(bottom)
        outer.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        for choice in self.findChildren(QRadioButton) + self.findChildren(QCheckBox):
            # Never squeezed below its text: the columns share the width evenly,
            # and a long choice ("…zgodnie z zasadami") was cut (issue 14).
            choice.setMinimumWidth(choice.sizeHint().width())
        self.setStyleSheet(LOCAL_STYLE)

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
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        return self.buttons

    # ------------------------------------------------------------------ state

    def _changed(self) -> None:
        """A choice was made: the form takes it, settles what the rules no longer
        allow, and every section shows the result."""
        if self._showing:
            return  # a section echoing what it is being shown
        for part in self.sections:
            part.read(self.form)
        self.form.settle()
        self._show()

    def _show(self) -> None:
        self._showing = True
        try:
            for part in self.sections:
                part.show_form(self.form)
        finally:
            self._showing = False
        self.start_button.setEnabled(self.form.can_start())

    def _read(self) -> None:
        """Take what was typed (names and seed report no change while typing)."""
        self.players.read(self.form)
        self.seed_section.read(self.form)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        keep_on_screen(self)  # more players or the rules options make it taller

    def options_expanded(self) -> bool:
        return self.rules_options.expanded

    # ------------------------------------------------------------------ answers

    def default_name(self, number: int) -> str:
        return self.players.default_name(number)

    def player_names(self) -> list[str]:
        """The names for the game: typed ones cleaned, empty ones "Player N"."""
        self._read()
        return self.form.player_names(self.default_name)

    def computers(self) -> dict[int, str]:
        """The seats computer cartographers play, with their level (none when solo)."""
        self._read()
        return self.form.computers()

    def side(self) -> str:
        return self.form.side

    def game(self) -> str:
        return self.form.game

    def rules(self) -> RuleSet:
        return self.form.rules()

    def rules_problem(self) -> str | None:
        return self.rules_error.text() or None

    def edicts_mode(self) -> str:
        return self.form.edicts_mode

    def chosen_edicts(self) -> tuple[str, str, str, str]:
        return self.form.chosen

    def edicts_error(self) -> str | None:
        return self.edict_error.text() or None

    def seed(self) -> int | None:
        """The typed seed, or None for a new random one."""
        self._read()
        return self.form.seed()

    def options(self) -> RulesOptions:
        return self.form.options()

    def setup(self) -> Setup:
        """The engine's setup for this game. With an empty seed field every call draws
        a new random seed, so call it once per game."""
        self._read()
        return self.form.setup(self.default_name, random_seed)

    def remembered(self) -> LastSetup:
        """What to pre-fill next time (see :meth:`NewGameForm.remembered`)."""
        self._read()
        return LastSetup(**self.form.remembered())
