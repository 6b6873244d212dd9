"""The New Game dialog's sections, one widget each: who plays, which game, which
sheet, the seed and the rules options (the edicts have their own module).

A section shows a :class:`NewGameForm` (``show_form``) and writes the player's
choices back into it (``read``); ``changed`` says a choice was made. What a choice
allows is the form's answer, which it takes from the engine.
"""

from __future__ import annotations

from typing import get_args

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...rules.cards import catalog
from ...rules.limits import MAX_NAME
from .. import text
from ..settings import MAX_SEED, SideChoice
from .form import FALLBACKS, SEATS, NewGameForm
from .look import error_label, heading, hint, section
from .seat_kinds import seat_combo

SIDES: tuple[SideChoice, ...] = get_args(SideChoice)


class Section(QWidget):
    """One part of the form on screen."""

    changed = Signal()

    def show_form(self, form: NewGameForm) -> None:
        raise NotImplementedError

    def read(self, form: NewGameForm) -> None:
        raise NotImplementedError

    def _toggled(self, _button: object, checked: bool) -> None:
        if checked:  # one toggle-off and one toggle-on per change: report once
            self.changed.emit()


class PlayersSection(Section):
    """How many play and their names. All six rows exist from the start and are
    shown or hidden, so names typed for player 5 survive going down to 4 and back."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout()
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        self.setLayout(layout)
        self.player_count = QSpinBox()
        self.player_count.setRange(1, SEATS)
        self.player_count.setMinimumWidth(64)
        self.player_count.setAlignment(Qt.AlignmentFlag.AlignCenter)
        count_label = QLabel(self.tr("&Number of players:"))
        count_label.setBuddy(self.player_count)
        count_row = QHBoxLayout()  # the count beside the heading: a line less (issue 25)
        count_row.addWidget(heading(self.tr("Players")))
        count_row.addSpacing(16)
        count_row.addWidget(count_label)
        count_row.addWidget(self.player_count)
        count_row.addStretch(1)
        layout.addLayout(count_row)
        self.players_hint = hint()
        layout.addWidget(self.players_hint)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(3)
        self.name_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.seat_combos: list[QComboBox] = []
        for index in range(SEATS):
            label = QLabel(f"{index + 1}.")
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            edit = QLineEdit()
            edit.setMaxLength(MAX_NAME)
            edit.setPlaceholderText(self.default_name(index + 1))
            edit.setMinimumWidth(110)
            edit.setAccessibleName(self.tr("Name of player {number}").format(number=index + 1))
            label.setBuddy(edit)
            seat = seat_combo(index + 1)  # who plays it: beside the name
            seat.currentIndexChanged.connect(self.changed)
            # one seat a row: more players make the dialog taller, never wider (issue
            # 25: two seats a row widened it to 1209 px at three players, off a
            # 1280-pixel screen)
            grid.addWidget(label, index, 0)
            grid.addWidget(edit, index, 1)
            grid.addWidget(seat, index, 2)
            self.name_labels.append(label)
            self.name_edits.append(edit)
            self.seat_combos.append(seat)
        grid.setColumnStretch(1, 1)
        # the seats' column keeps its room when solo hides it: no jump at two players
        grid.setColumnMinimumWidth(2, max(seat.sizeHint().width() for seat in self.seat_combos))
        layout.addLayout(grid)
        self.seats_error = error_label()
        layout.addWidget(self.seats_error)
        self.quick_table = QCheckBox(self.tr("Quick table: no hand-off page before each turn"))
        self.quick_table.setToolTip(
            self.tr(
                "The next player's map comes up with their name; a hand-off page is shown "
                "only when someone draws on another player's map."
            )
        )
        layout.addWidget(self.quick_table)
        self.player_count.valueChanged.connect(self.changed)
        self.quick_table.toggled.connect(self.changed)

    def default_name(self, number: int) -> str:
        """The name of a player who typed none, in the user's language."""
        return self.tr("Player {number}").format(number=number)

    def show_form(self, form: NewGameForm) -> None:
        with QSignalBlocker(self.player_count):
            self.player_count.setValue(form.count)
        for index, (label, edit) in enumerate(zip(self.name_labels, self.name_edits, strict=True)):
            if edit.text() != form.names[index]:
                edit.setText(form.names[index])
            label.setVisible(index < form.count)
            given = form.computer_names().get(index)  # a computer seat nobody named
            edit.setPlaceholderText(
                text.player_name(given) if given else self.default_name(index + 1)
            )
            edit.setVisible(index < form.count)
            seat = self.seat_combos[index]
            with QSignalBlocker(seat):
                seat.setCurrentIndex(max(seat.findData(form.seats[index]), 0))
            seat.setVisible(index < form.count and form.count > 1)  # solo: a person
        everyone = form.everyone_computer()
        self.seats_error.setText(
            self.tr("At least one seat must be played by a person.") if everyone else ""
        )
        self.seats_error.setVisible(everyone)
        self.quick_table.setChecked(form.quick_table)
        self.quick_table.setVisible(form.count > 1)
        self.players_hint.setText(self._who_plays(form))

    def _who_plays(self, form: NewGameForm) -> str:
        """The table in a sentence, as its seats are set (issue 25: "3 players take
        turns at this computer" was said with two computer seats)."""
        seats = form.seats[: form.count]
        people = seats.count("person")
        computers = sum(seat not in ("person", "remote") for seat in seats)
        if form.count == 1:
            return self.tr("Solo game — your result is a rating and a title.")
        if "remote" in seats:
            return self.tr(
                "A network game: the players at other computers join with the code this "
                "computer shows; the highest score wins."
            )
        if people == 1:
            return self.tr(
                "You play against %n computer cartographer(s); the highest score wins.",
                "",
                computers,
            )
        if computers:
            return self.tr(
                "%n people take turns at this computer; computer cartographers play the "
                "other seats. The highest score wins.",
                "",
                people,
            )
        return self.tr(
            "%n players take turns at this computer; the highest score wins.", "", form.count
        )

    def read(self, form: NewGameForm) -> None:
        form.count = self.player_count.value()
        form.names = [edit.text() for edit in self.name_edits]
        form.seats = [combo.currentData() for combo in self.seat_combos]
        form.quick_table = self.quick_table.isChecked()


class SeedSection(Section):
    """An optional seed: empty for a new game, a number to replay one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        row = QHBoxLayout()  # the heading beside its field: one line less
        title = heading(self.tr("Seed"))
        row.addWidget(title)
        row.addSpacing(12)
        layout.addLayout(row)
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("Random", "empty seed field"))
        self.seed_edit.setMaxLength(len(str(MAX_SEED)))
        self.seed_edit.setClearButtonEnabled(True)
        self.seed_edit.setAccessibleName(self.tr("Seed"))
        self.seed_edit.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly)
        self.seed_edit.textEdited.connect(self._keep_digits)
        title.setBuddy(self.seed_edit)
        row.addWidget(self.seed_edit, 1)
        # one line beside the dialog's buttons, its explanation on hover: the line
        # under it cost the height six players in combined play need at 720 pixels
        explained = self.tr(
            "Leave empty for a new game. Enter a number to replay a game or to play "
            "the same cards as a friend."
        )
        for widget in (title, self.seed_edit):
            widget.setToolTip(explained)

    def _keep_digits(self, typed: str) -> None:
        """A seed is a number: drop anything else (pasted spaces, letters)."""
        digits = "".join(ch for ch in typed if ch.isascii() and ch.isdigit())
        if digits != typed:
            position = self.seed_edit.cursorPosition() - (len(typed) - len(digits))
            self.seed_edit.setText(digits)
            self.seed_edit.setCursorPosition(max(position, 0))

    def show_form(self, form: NewGameForm) -> None:
        if self.seed_edit.text() != form.seed_text:
            self.seed_edit.setText(form.seed_text)

    def read(self, form: NewGameForm) -> None:
        form.seed_text = self.seed_edit.text()


class GameSection(Section):
    """Heroes, the base game, or both combined as the Heroes rulebook allows
    (RULES §17). Combining opens the choices the rulebook leaves to the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = section(self.tr("Game"))
        self.setLayout(layout)
        self.game_group = QButtonGroup(self)
        self.game_buttons: dict[str, QRadioButton] = {
            "heroes": QRadioButton(self.tr("Cartographers Heroes")),
            "base": QRadioButton(self.tr("Cartographers (the base game)")),
            "combined": QRadioButton(self.tr("Both combined")),
        }
        for button in self.game_buttons.values():  # one a line: the names are long
            self.game_group.addButton(button)
            layout.addWidget(button)
        self.combined_panel = self._combined_panel()
        layout.addWidget(self.combined_panel)
        self.game_group.buttonToggled.connect(self._toggled)
        for combo in (self.explore_combo, self.seasons_combo):
            combo.currentIndexChanged.connect(self.changed)
        for box in (self.hero_cards, *self.ambush_boxes.values()):
            box.toggled.connect(self.changed)

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
        self.rules_error = error_label()
        grid.addWidget(self.rules_error, 5, 0, 1, 2)
        panel.setToolTip(  # a tooltip, not a line: the dialog must fit 720 pixels
            self.tr(
                "The two ruins cards are always shuffled in; scoring cards come from "
                "both games, one of each back."
            )
        )
        grid.setColumnStretch(1, 1)
        return panel

    def _box_combo(self) -> QComboBox:
        combo = QComboBox()
        combo.addItem(self.tr("Cartographers Heroes"), "heroes")
        combo.addItem(self.tr("Cartographers (the base game)"), "base")
        return combo

    def show_form(self, form: NewGameForm) -> None:
        self.game_buttons[form.game].setChecked(True)
        self.explore_combo.setCurrentIndex(self.explore_combo.findData(form.explore))
        self.seasons_combo.setCurrentIndex(self.seasons_combo.findData(form.seasons))
        self.hero_cards.setChecked(form.hero_cards)
        for card_id, box in self.ambush_boxes.items():
            box.setChecked(card_id in form.ambushes)
        self.combined_panel.setVisible(form.game == "combined")
        problem = form.rules_problem()
        messages = {
            "ambush_count": self.tr("Choose exactly four ambush cards."),
            "illegal_mix": self.tr("These cards do not make a legal combined game."),
        }
        self.rules_error.setText(messages[problem] if problem else "")
        self.rules_error.setVisible(problem is not None)

    def read(self, form: NewGameForm) -> None:
        form.explore = self.explore_combo.currentData()
        form.seasons = self.seasons_combo.currentData()
        form.hero_cards = self.hero_cards.isChecked()
        form.ambushes = tuple(card for card, box in self.ambush_boxes.items() if box.isChecked())
        game = next((g for g, b in self.game_buttons.items() if b.isChecked()), "heroes")
        form.choose_game(game)  # type: ignore[arg-type]


class SheetSection(Section):
    """The side of the map sheet everyone draws on; only the sides the rule set
    allows are offered."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = section(self.tr("Map sheet"))
        self.setLayout(layout)
        self.side_group = QButtonGroup(self)
        self.side_buttons: dict[str, QRadioButton] = {}
        for side in SIDES:  # one a line: the names are long in every language
            button = QRadioButton(text.side_name(side))
            self.side_group.addButton(button)
            self.side_buttons[side] = button
            layout.addWidget(button)
        layout.addWidget(hint(self.tr("Everyone draws on the same side of the sheet.")))
        self.side_group.buttonToggled.connect(self._toggled)

    def show_form(self, form: NewGameForm) -> None:
        sides = form.sides()
        with QSignalBlocker(self.side_group):
            self.side_buttons[form.side].setChecked(True)
        for side, button in self.side_buttons.items():
            button.setVisible(side in sides)

    def read(self, form: NewGameForm) -> None:
        form.side = next((s for s, b in self.side_buttons.items() if b.isChecked()), form.side)


class OptionsSection(Section):
    """The rules options, collapsed unless they differ from the rule set's
    defaults, so beginners are not asked about rulebook disagreements but a house
    rule is never hidden."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        self.expanded = False
        self.options_toggle = QToolButton()
        self.options_toggle.setObjectName("panelHeading")  # it is the section's heading
        self.options_toggle.setText(self.tr("Rules options"))
        self.options_toggle.setAutoRaise(True)  # a heading that opens, not a button
        self.options_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.options_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.options_toggle.setFont(heading("").font())
        self.options_toggle.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.options_toggle.clicked.connect(self._toggle)
        layout.addWidget(self.options_toggle)
        self.options_body = self._body()
        layout.addWidget(self.options_body)

    def _body(self) -> QWidget:
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
        self.fallback_buttons: dict[str, QRadioButton] = {
            "standard": QRadioButton(self.tr("Forest, village, farm, water or monster (standard)")),
            "with_hero": QRadioButton(self.tr("Forest, village, farm, water, monster or hero")),
            "chosen": QRadioButton(self.tr("Only a terrain shown on the card")),
        }
        for choice in FALLBACKS:
            self.fallback_group.addButton(self.fallback_buttons[choice])
            layout.addWidget(self.fallback_buttons[choice])
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
        self.wildcard_note = QLabel()  # why the option is off, when it is
        self.wildcard_note.setObjectName("hint")
        self.wildcard_note.setWordWrap(True)
        wildcard = QHBoxLayout()  # the note beside its option: the dialog fits 720 px
        wildcard.addWidget(self.hero_wildcard)
        wildcard.addWidget(self.wildcard_note, 1)
        layout.addLayout(wildcard)
        self.hero_turns.toggled.connect(self.changed)
        self.hero_wildcard.toggled.connect(self.changed)
        self.fallback_group.buttonToggled.connect(self._toggled)
        return body

    def _toggle(self) -> None:
        self.expanded = not self.expanded
        self.changed.emit()

    def show_form(self, form: NewGameForm) -> None:
        self.hero_turns.setChecked(form.hero_pattern_turns)
        self.fallback_buttons[form.fallback].setChecked(True)
        self.hero_wildcard.setChecked(form.hero_wildcard)
        for choice, button in self.fallback_buttons.items():
            button.setEnabled(form.allows_fallback(choice))  # type: ignore[arg-type]
        self.hero_wildcard.setEnabled(form.allows_hero_wildcard())
        why = form.why_no_hero_wildcard()
        self.wildcard_note.setText(
            {
                # one short line: the dialog keeps within a 720-pixel screen
                "combined": self.tr("Only for both games combined."),
                "heroes": self.tr("Only with the hero cards."),
                "fallback": self.tr("Not with hero fallback squares."),
            }.get(why or "", "")
        )
        self.wildcard_note.setVisible(why is not None)
        self.options_body.setVisible(self.expanded)
        arrow = Qt.ArrowType.DownArrow if self.expanded else Qt.ArrowType.RightArrow
        self.options_toggle.setArrowType(arrow)

    def read(self, form: NewGameForm) -> None:
        form.hero_pattern_turns = self.hero_turns.isChecked()
        form.fallback = next(
            (c for c in FALLBACKS if self.fallback_buttons[c].isChecked()), form.fallback
        )
        form.hero_wildcard = self.hero_wildcard.isChecked()
