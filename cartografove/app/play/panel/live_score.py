"""The score as it stands, always in view (issue 14).

What the next scoring would give the map in view if it happened now: its two
edicts, coins and the monster penalty, with the spaces behind them on demand; and
while a shape is placed but not confirmed, what it changes ("Sleepy Valley +4,
monsters −1"), from the engine's :meth:`Game.preview`. The app adds nothing up that
the engine does not: the figures are the engine's scoring of the sheet.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ....rules.board.grid import Bitboard
from ....rules.cards import EDICT_LETTERS
from ....rules.game import Game
from ....rules.preview import Preview, next_scoring
from ....rules.scoring import monster_penalty_mask, score
from ...text import card_name, season_name, translate

MINUS = "\u2212"


def plain(value: int) -> str:
    """7, 0, −3 (a real minus sign, no plus)."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def signed(value: int) -> str:
    """+4, −1 (a real minus sign), 0."""
    if value > 0:
        return f"+{value}"
    return f"{MINUS}{-value}" if value < 0 else "0"


@dataclass(frozen=True)
class Standing:
    """The next scoring of one sheet if it happened now."""

    season: int | None
    edicts: tuple[tuple[str, str, int, Bitboard], ...]  # letter, card, points, spaces
    coins: int
    penalty: int
    penalty_spaces: Bitboard

    @property
    def total(self) -> int:
        return sum(points for _l, _c, points, _m in self.edicts) + self.coins - self.penalty

    @property
    def earning(self) -> Bitboard:
        mask = 0
        for _l, _c, _p, spaces in self.edicts:
            mask |= spaces
        return mask


def standing(game: Game, index: int) -> Standing:
    """The engine's scoring of sheet ``index`` for the season scored next."""
    sheet = game.sheets[index]
    coming = next_scoring(game.season, game.scored, len(game.seasons))
    edicts = []
    if coming is not None:
        wildcard = game.setup.options.hero_wildcard
        for letter in game.seasons[coming].edicts:
            card = game.edicts[EDICT_LETTERS.index(letter)]
            result = score(card, sheet, hero_wildcard=wildcard)
            edicts.append((letter, card, result.points, result.mask))
    penalty_spaces = monster_penalty_mask(sheet)
    return Standing(coming, tuple(edicts), sheet.coins, penalty_spaces.bit_count(), penalty_spaces)


def what_it_changes(preview: Preview) -> str:
    """ "Sleepy Valley +4, monsters −1": the next scoring's parts the decision moves."""
    parts = [
        f"{card_name(change.card)} {signed(change.change)}"
        for change in preview.edicts
        if change.letter in preview.season_edicts and change.change
    ]
    if preview.coins:
        parts.append(translate("LiveScore", "coins {change}").format(change=signed(preview.coins)))
    if preview.penalty_change:
        parts.append(
            translate("LiveScore", "monsters {change}").format(
                change=signed(-preview.penalty_change)
            )
        )
    if not parts:
        return translate("LiveScore", "No change to this season's score.")
    # labelled: an unlabelled "coins +1, monsters −4" under the score read as a typo
    return translate("LiveScore", "This move: {changes}").format(changes=", ".join(parts))


class LiveScore(QFrame):
    """The standing of the map in view; ``show_spaces`` asks the screen to light up
    the spaces that earn (and cost) the points."""

    show_spaces = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seasonPanel")  # the side panel's boxed look
        self.heading = QLabel()
        self.heading.setObjectName("panelHeading")
        self.heading.setWordWrap(True)
        self.rows = QGridLayout()
        self.rows.setHorizontalSpacing(8)
        self.rows.setVerticalSpacing(2)
        self.labels: list[tuple[QLabel, QLabel]] = []
        for row in range(5):
            name, value = QLabel(), QLabel()
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.rows.addWidget(name, row, 0)
            self.rows.addWidget(value, row, 1)
            self.labels.append((name, value))
        self.rows.setColumnStretch(0, 1)
        self.change = QLabel()
        self.change.setObjectName("scoreChange")
        self.change.setWordWrap(True)
        self.spaces_button = QPushButton()
        self.spaces_button.setCheckable(True)
        self.spaces_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.spaces_button.toggled.connect(self.show_spaces)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(4)
        layout.addWidget(self.heading)
        layout.addLayout(self.rows)
        layout.addWidget(self.change)
        layout.addWidget(self.spaces_button)
        self.standing: Standing | None = None

    def show_standing(self, standing: Standing | None, owner: str = "") -> None:
        """``owner``: whose map it is, when it is not the map of the player drawing
        (a monster drawn on a neighbour's map: the figures are theirs, issue 25)."""
        self.standing = standing
        self.spaces_button.setText(translate("LiveScore", "Show the spaces"))
        self.spaces_button.show()
        if standing is None or standing.season is None:
            self.heading.setText(translate("LiveScore", "Score"))
            for name, value in self.labels:
                name.setText("")
                value.setText("")
            return
        season = season_name(self._season_id(standing.season))
        self.heading.setText(
            translate("LiveScore", "{owner}'s map, if {season} were scored now").format(
                owner=owner, season=season
            )
            if owner
            else translate("LiveScore", "If {season} were scored now").format(season=season)
        )
        lines = [
            (f"{letter} · {card_name(card)}", str(points))
            for letter, card, points, _ in standing.edicts
        ]
        lines.append((translate("LiveScore", "Coins"), str(standing.coins)))
        lines.append((translate("LiveScore", "Monsters"), signed(-standing.penalty)))
        total = standing.total  # with the same minus sign as the monsters' line
        shown = f"{MINUS}{-total}" if total < 0 else str(total)
        lines.append((translate("LiveScore", "Total"), f"<b>{shown}</b>"))
        for (name, value), (text, figure) in zip(self.labels, lines, strict=False):
            name.setText(text)
            value.setText(figure)

    def show_final(self, game: Game, index: int) -> None:
        """At the end, the stars of sheet ``index`` season by season and in all
        (the panel stood empty under its heading, issue 25)."""
        self.standing = None
        self.heading.setText(translate("LiveScore", "Final score"))
        scores = game.scores[index]
        lines = [
            (season_name(season.id), plain(score.total))
            for season, score in zip(game.seasons, scores, strict=False)
        ]
        total = sum(score.total for score in scores)
        lines.append((translate("LiveScore", "Total"), f"<b>{plain(total)}</b>"))
        lines += [("", "")] * (len(self.labels) - len(lines))
        for (name, value), (text, figure) in zip(self.labels, lines, strict=False):
            name.setText(text)
            value.setText(figure)
        self.change.hide()
        self.spaces_button.hide()

    def _season_id(self, index: int) -> str:
        return self._seasons[index] if index < len(self._seasons) else ""

    _seasons: tuple[str, ...] = ()

    def set_seasons(self, ids: tuple[str, ...]) -> None:
        self._seasons = ids

    def show_preview(self, preview: Preview | None) -> None:
        """What the placed shape changes (nothing shown while none is placed)."""
        self.change.setText(what_it_changes(preview) if preview is not None else "")
        self.change.setVisible(preview is not None)
