"""What the window does when a game on screen ends: record it in the history (and
its campaign, if it is a chapter) and remove its autosave — unless it was opened
from somebody's file already finished and the player does not say it is theirs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox

from ..text import translate

if TYPE_CHECKING:
    from ..main_window import MainWindow


def record_game_end(window: MainWindow) -> None:
    """Idempotent: showing the results again records nothing twice. The autosave
    goes only once the game is safely recorded."""
    session = window.session
    if session is None or not session.game.over:
        return
    if window.opened_over and not ask_if_theirs(window):
        return
    window.opened_over = False
    if window.campaigns is not None:
        recorded = window.campaigns.chapter_finished(session.game, session.hints)
    else:
        from ...records.finished import record_finished

        recorded = record_finished(session.game, hints=session.hints)
    if recorded.failures:
        window.warning.warn("record", "; ".join(recorded.failures))
    elif window.unfinished is not None and window.unfinished.owns(session.autosave):
        assert session.autosave is not None
        window.unfinished.delete(session.autosave)
        session.autosave = None


def ask_if_theirs(window: MainWindow) -> bool:
    answer = QMessageBox.question(
        window,
        translate("MainWindow", "A finished game"),
        translate(
            "MainWindow",
            "This game was already finished when it was opened. Is it one of your "
            "games? If so, it is added to your finished games and personal bests.",
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes
