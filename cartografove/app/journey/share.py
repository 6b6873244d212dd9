"""Share a result, and verify one: result codes on screen.

*Share result* shows a short text to paste in a chat — the score and the result
code — with a button that copies it. *Verify a result code* replays a pasted code
with the engine (:func:`cartografove.records.result_code.verify`), shows the
standings it reaches and opens the game move by move, or says exactly why the code
is not a legal game. Nothing is sent anywhere and nothing is recorded: a verified
game is somebody else's.

Both say how the game was played: with how many hints, or without (issue 32). The
share text claims exactly what Verify proves — the code carries the hint record
and both sentences come from :func:`hints_text` — and a code of a version that
recorded no hints says so instead of "without hints"."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...records.result_code import ResultCodeError, ShareError, share, verified
from ...rules.game import Game
from ..records.hint_words import hints_text
from ..records.look import RECORDS_STYLE, label
from ..records.replay_viewer import ReplayViewer
from ..text import title_name, translate


def result_line(game: Game) -> str:
    """The score in a sentence: the solo rating and title, or the standings."""
    result = game.result
    assert result is not None
    if result.solo is not None:
        return translate("Share", "Solo rating {rating} — {title}").format(
            rating=f"{result.solo.rating:+d}", title=title_name(result.solo.title)
        )
    return ", ".join(
        translate("Share", "{rank}. {name} {total}").format(rank=s.rank, name=s.name, total=s.total)
        for s in result.standings
    )


def refusal(error: ResultCodeError) -> str:
    """Why a code is refused, in the player's language."""
    match error.problem:
        case "empty":
            return translate("Share", "Paste a result code.")
        case "character":
            return translate(
                "Share", "“{character}” is never used in result codes (they have no 0, O, 1 or I)."
            ).format(character=error.detail)
        case "checksum":
            return translate("Share", "This code has a typo: its check character does not match.")
        case "truncated":
            return translate("Share", "This code is cut off: part of it is missing.")
        case "too_long":
            return translate("Share", "This code is longer than it says: something was added.")
        case "newer":
            return translate(
                "Share", "This code was made by a newer version of Kartografové: update the app."
            )
    return translate("Share", "This code is not a legal game ({detail}).").format(
        detail=error.detail
    )


class ShareDialog(QDialog):
    """The result of a finished game and its code, ready to copy."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Share", "Share result"))
        self.setStyleSheet(RECORDS_STYLE)
        layout = QVBoxLayout(self)
        try:
            code = share(game)
        except ShareError:
            code = ""
        self.text = (
            translate("Share", "Kartografové: {result}; {hints}. Verify it: {code}").format(
                result=result_line(game), hints=hints_text(game), code=code
            )
            if code
            else ""
        )
        explain = label(
            translate(
                "Share",
                "The code carries the setup and every move. Anyone can paste it into "
                "Kartografové (Verify a result code) or run “cartografove verify CODE” "
                "to replay the game and check the score.",
            ),
            "hint",
            wrap=True,
        )
        self.box = QPlainTextEdit(
            self.text or translate("Share", "This game cannot be shared: it has no result code.")
        )
        self.box.setReadOnly(True)
        self.box.setFixedHeight(110)
        self.copy_button = QPushButton(translate("Share", "Copy"))
        self.copy_button.clicked.connect(self.copy)
        self.copy_button.setEnabled(bool(self.text))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout.addWidget(explain)
        layout.addWidget(self.box)
        layout.addWidget(buttons)
        self.resize(560, 240)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text)
        self.copy_button.setText(translate("Share", "Copied"))


class VerifyDialog(QDialog):
    """Paste a result code, replay it, watch it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Share", "Verify a result code"))
        self.setStyleSheet(RECORDS_STYLE)
        self.game: Game | None = None
        self.viewer: ReplayViewer | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(
            label(
                translate(
                    "Share",
                    "Paste a result code (or the whole message with it). The game is replayed "
                    "move by move by the rules engine: a code proves its score.",
                ),
                "hint",
                wrap=True,
            )
        )
        self.box = QPlainTextEdit()
        self.box.setFixedHeight(90)
        self.answer: QLabel = label("", "", wrap=True)
        self.verify_button = QPushButton(translate("Share", "Verify"))
        self.verify_button.clicked.connect(self.check)
        self.watch_button = QPushButton(translate("Share", "Watch the game"))
        self.watch_button.clicked.connect(self.watch)
        self.watch_button.setEnabled(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.verify_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout.addWidget(self.box)
        layout.addWidget(self.answer)
        layout.addWidget(buttons)
        self.resize(600, 300)

    def check(self) -> Game | None:
        """Replay the pasted code; say what it proves or why it proves nothing. A
        whole chat message may be pasted: its longest word is taken as the code."""
        text = self.box.toPlainText()
        words = text.replace(":", " ").split()
        code = max(words, key=len) if words else ""
        try:
            found = verified(code)
        except ResultCodeError as error:
            self.game = None
            self.answer.setObjectName("error")
            self.answer.setText(refusal(error))
        else:
            self.game = game = found.game
            self.answer.setObjectName("best")
            self.answer.setText(
                translate("Share", "A legal game, replayed to its end: {result}; {hints}.").format(
                    result=result_line(game), hints=hints_text(game, found.hints_known)
                )
            )
        self.answer.setStyleSheet("")  # apply the object name's style
        self.watch_button.setEnabled(self.game is not None)
        return self.game

    def watch(self) -> ReplayViewer | None:
        if self.game is None:
            return None
        self.viewer = ReplayViewer(
            self.game.setup,
            self.game.decisions,
            translate("Share", "A verified game: {result}").format(result=result_line(self.game)),
            self,
            hinted=self.game.hinted,
        )
        self.viewer.open()
        return self.viewer
