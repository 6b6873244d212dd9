"""Season scores and the final results.

After each season every player sees their season box filled in, with what earned
each edict's stars lit up on their map as it stood at scoring time; at the end, the
standings with the tie-break explained, or in solo the rating and title (RULES §12,
§14, §15)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...rules.board.sheet import Sheet
from ...rules.cards import SEASON_IDS
from ...rules.counting.breakdown import breakdown
from ...rules.game import Game
from ...rules.results import SeasonScore
from ...rules.scoring import Line
from ..journey.after_game import result_lines
from ..journey.share import ShareDialog
from ..look.screen_room import fit_on_screen
from ..records.review import ReviewDialog
from ..sheet.motion import Animation, counted
from ..sheet.painter import SheetContent
from ..sheet.scene import SheetPreview
from ..standings.breakdown import BreakdownView
from ..standings.table import StandingsView, natural_width
from ..text import (
    card_name,
    card_text,
    player_name,
    season_name,
    seat_name,
    title_name,
    translate,
)
from .panel.live_score import signed


def computers_of(window: object) -> dict[int, str]:
    """The computer seats of the game on the window's screen, with their level (none
    for a game seen from the records, which names no levels)."""
    session = getattr(window, "session", None)
    return dict(getattr(session, "computers", None) or {})


class SeasonBreakdown(QWidget):
    """One player's season: the sheet, and the lines of their season box. Selecting a
    line lights up what earned it."""

    def __init__(self, game: Game, player: int, season: int, sheet: Sheet) -> None:
        super().__init__()
        self.game, self.player, self.sheet = game, player, sheet
        self.score: SeasonScore = game.scores[player][season]
        self.preview = SheetPreview()
        self.preview.setMinimumSize(420, 520)
        self.lines = QListWidget()
        self.lines.setObjectName("scoreLines")
        self.lines.setMaximumHeight(170)
        self.total = QLabel()
        self.total.setObjectName("seasonTotal")
        self.explanation = QLabel()
        self.explanation.setObjectName("scoreExplanation")
        self.explanation.setWordWrap(True)
        for edict in self.score.edicts:
            card = edict.result.card_id
            item = QListWidgetItem(
                translate("ScoreScreen", "{letter} · {card}: {points}").format(
                    letter=edict.letter, card=card_name(card), points=edict.points
                )
            )
            item.setToolTip(card_text(card))
            self.lines.addItem(item)
        # "+1" and "−3", but a plain 0: "Monsters: −0" read as a mistake
        self.lines.addItem(
            translate("ScoreScreen", "Coins: {coins}").format(coins=signed(self.score.coins))
        )
        self.lines.addItem(
            translate("ScoreScreen", "Monsters: {penalty}").format(
                penalty=signed(-self.score.monster_penalty)
            )
        )
        self.total.setText(
            translate("ScoreScreen", "Season total: {total}").format(total=self.score.total)
        )
        self.lines.currentRowChanged.connect(self._highlight)
        # the season's figures count up on the sheet the first time it is seen (issue 25)
        self.counted = 1.0
        self.counting = Animation(self._count, self)
        self._counted_once = False
        side = QVBoxLayout()
        hint = QLabel(translate("ScoreScreen", "Select a line to see what earned it."))
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        side.addWidget(hint)
        side.addWidget(self.lines)
        side.addWidget(self.explanation)
        side.addWidget(self.total)
        side.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addWidget(self.preview, 3)
        layout.addLayout(side, 2)
        self.lines.setCurrentRow(0)
        self._highlight(0)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._counted_once:
            self._counted_once = True
            self.counting.start()

    def _count(self, fraction: float) -> None:
        self.counted = fraction
        self._highlight(self.lines.currentRow())

    def _highlight(self, row: int) -> None:
        highlight, penalty = 0, 0
        lines: tuple[Line, ...] = ()
        explanation = ""
        if 0 <= row < 2:
            result = self.score.edicts[row].result
            highlight, lines = result.mask, result.lines
            explanation = card_text(result.card_id)
        elif row == 2:
            explanation = translate(
                "ScoreScreen", "Each coin on your coin track is worth one star every season."
            )
        elif row == 3:
            penalty = self.score.monsters.mask
            explanation = translate(
                "ScoreScreen", "Each empty space next to a monster costs one star (marked red)."
            )
        self.explanation.setText(explanation)
        game = self.game
        scores = game.scores[self.player][: self.score.season + 1]
        if self.counted < 1.0:
            scores = (*scores[:-1], counted(scores[-1], self.counted))
        self.preview.show(
            SheetContent(
                sheet=self.sheet,
                name=player_name(game.players[self.player]),
                edicts=game.edicts,
                scores=tuple(scores),
                season=self.score.season,
                highlight=highlight,
                highlight_lines=lines,
                penalty=penalty,
            )
        )


class SeasonReport(QDialog):
    def __init__(
        self, game: Game, season: int, sheets: Sequence[Sheet], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        season_id = SEASON_IDS[season]
        self.setWindowTitle(
            translate("ScoreScreen", "End of {season}").format(season=season_name(season_id))
        )
        heading = QLabel(self.windowTitle())
        heading.setObjectName("dialogHeading")
        self.tabs = QTabWidget()
        # the table first: who leads after this season (issue 25), then each map
        self.standings = StandingsView()
        if not game.solo:
            computers = computers_of(parent)
            self.standings.show_game(
                game, lambda seat: seat_name(game.players[seat], computers.get(seat))
            )
            self.tabs.addTab(self.standings, translate("ScoreScreen", "Standings"))
        for player, sheet in enumerate(sheets):
            self.tabs.addTab(
                SeasonBreakdown(game, player, season, sheet), player_name(game.players[player])
            )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        fit_on_screen(self, 900, 680)


class ResultsDialog(QDialog):
    """Final standings (RULES §14) or the solo rating and title (§15).
    ``play_again`` asks for a rematch: the same table, a new deal (issue 25)."""

    play_again = Signal()

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        assert game.result is not None
        result = game.result
        self.setWindowTitle(translate("ScoreScreen", "Results"))
        layout = QVBoxLayout(self)
        heading = QLabel()
        heading.setObjectName("dialogHeading")
        heading.setWordWrap(True)
        layout.addWidget(heading)
        if result.solo is not None:
            solo = result.solo
            heading.setText(title_name(solo.title))
            self.explanation = QLabel(
                translate(
                    "ScoreScreen",
                    "Your rating is {rating}: {total} reputation stars minus {values}, the "
                    "solo values of the four edicts.",
                ).format(rating=solo.rating, total=solo.total, values=solo.solo_values)
            )
        else:
            winners = ", ".join(player_name(s.name) for s in result.winners)
            heading.setText(
                translate("ScoreScreen", "{names} wins!").format(names=winners)
                if len(result.winners) == 1
                else translate("ScoreScreen", "Shared victory: {names}").format(names=winners)
            )
            self.explanation = QLabel(
                translate(
                    "ScoreScreen",
                    "Players tied on stars are ranked by who lost fewer stars to monsters.",
                )
                if result.tie_broken
                else ""
            )
        self.explanation.setWordWrap(True)
        layout.addWidget(self.explanation)

        self.journey = QLabel("\n".join(result_lines(game)))
        self.journey.setObjectName("journeyResult")
        self.journey.setWordWrap(True)
        self.journey.setVisible(bool(self.journey.text()))
        layout.addWidget(self.journey)
        self.table = self._table(game)
        layout.addWidget(self.table)
        # every edict's stars per player and season, and the gap to the winner (issue 33)
        computers = computers_of(self.parent())
        self.breakdown = BreakdownView(
            breakdown(game.players, game.scores),
            lambda seat: seat_name(game.players[seat], computers.get(seat)),
        )
        layout.addWidget(self.breakdown, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        self.again_button = buttons.addButton(
            translate("ScoreScreen", "Play again"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.again_button.setToolTip(
            translate("ScoreScreen", "The same players, rules and sheet, with a new deal.")
        )
        self.again_button.clicked.connect(self._again)
        self.review_button = buttons.addButton(
            translate("ScoreScreen", "Review my moves"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.review_button.clicked.connect(lambda: self.review(game))
        self.share_button = buttons.addButton(
            translate("ScoreScreen", "Share result…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.share_button.clicked.connect(lambda: self.share(game))
        layout.addWidget(buttons)
        # every name whole, a computer's level beside it (issue 25), within the screen
        fit_on_screen(self, max(720, natural_width(self.table) + 40), 680)

    def _again(self) -> None:
        self.accept()
        self.play_again.emit()

    def share(self, game: Game) -> QDialog:
        """The result and its code, to paste in a chat (:mod:`..journey.share`)."""

        dialog = ShareDialog(game, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def review(self, game: Game, *, thorough: bool = True) -> QDialog:
        """Open the review of the people's moves (every seat's when none is known)."""

        computers = computers_of(self.parent())
        seats = [i for i in range(len(game.players)) if i not in computers]
        dialog = ReviewDialog(game, seats, self, thorough=thorough)
        dialog.show()
        return dialog

    def _table(self, game: Game) -> QTableWidget:
        assert game.result is not None
        # alone, "Place 1" says nothing (issue 25): the place column is for tables
        place = [] if game.solo else [translate("ScoreScreen", "Place")]
        headers = [
            *place,
            translate("ScoreScreen", "Cartographer"),
            *[season_name(s) for s in SEASON_IDS],
            translate("ScoreScreen", "Lost to monsters"),
            translate("ScoreScreen", "Total"),
        ]
        standings = game.result.standings
        computers = computers_of(self.parent())
        table = QTableWidget(len(standings), len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, standing in enumerate(standings):
            values = [
                *([str(standing.rank)] if place else []),
                seat_name(standing.name, computers.get(standing.player)),
                *[str(s.total) for s in game.scores[standing.player]],
                str(standing.monster_penalty),
                str(standing.total),
            ]
            for col, value in enumerate(values):
                item = QTableWidgetItem(value)
                if col != len(place):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, col, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(len(place), QHeaderView.ResizeMode.Stretch)
        # as tall as its rows: no empty box under a solo game's one line
        rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
        table.setFixedHeight(rows + table.horizontalHeader().sizeHint().height() + 4)
        return table
