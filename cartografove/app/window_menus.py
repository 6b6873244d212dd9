"""The main window's menu bar: built once without text, named by :func:`retranslate`
now and after every language switch. Kept apart from the window so the window holds
what happens, this module only where it is in the menus."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from .i18n import LANGUAGES, current_language
from .printing.actions import PrintActions
from .text import translate

if TYPE_CHECKING:
    from .main_window import MainWindow


def build_menus(window: MainWindow) -> None:
    bar = window.menuBar()
    window.game_menu = game = bar.addMenu("")
    window.new_action = _action(window, game, window.new_game, QKeySequence.StandardKey.New)
    window.host_action = _action(window, game, lambda: network("host_game", window), QKeySequence())
    window.join_action = _action(window, game, lambda: network("join_game", window), QKeySequence())
    window.stand_ins_action = _action(
        window, game, lambda: network("show_stand_ins", window), QKeySequence()
    )
    window.continue_menu = game.addMenu("")
    window.continue_menu.aboutToShow.connect(window.fill_continue)
    window.open_action = _action(window, game, window.open_game, QKeySequence.StandardKey.Open)
    window.recent_menu = game.addMenu("")
    window.recent_menu.aboutToShow.connect(window._fill_recent)
    window.saved_games_action = _action(window, game, window.show_saved_games, QKeySequence())
    window.save_named_action = _action(
        window, game, window.save_under_name, QKeySequence.StandardKey.Save
    )
    window.save_action = _action(window, game, window.save_game_as, QKeySequence.StandardKey.SaveAs)
    window.export_pdf_action = _action(
        window, game, window.export_sheets_pdf, QKeySequence("Ctrl+E")
    )
    window.blank_sheets_action = _action(window, game, window.print_blank_sheets, QKeySequence())
    window.print_actions = PrintActions(
        window,
        game,
        lambda: window.session.game if window.session is not None else None,
        lambda: getattr(window.session, "played", None),
    )
    game.addSeparator()
    window.undo_action = _action(window, game, window.undo, QKeySequence.StandardKey.Undo)
    window.overview_action = _action(window, game, window.show_overview, QKeySequence("Ctrl+M"))
    window.hints_action = _action(
        window, game, lambda: window.set_hints(window.hints_action.isChecked()), QKeySequence()
    )
    window.hints_action.setCheckable(True)
    window.hints_action.setChecked(window.settings.hints)
    window.campaign_action = _action(window, game, window.show_journey, QKeySequence())
    window.history_action = _action(window, game, window.show_history, QKeySequence("Ctrl+H"))
    game.addSeparator()
    window.quit_action = _action(window, game, window.close, QKeySequence.StandardKey.Quit)
    window.help_menu = bar.addMenu("")
    window.guide_action = _action(
        window, window.help_menu, window.show_guide, QKeySequence.StandardKey.HelpContents
    )
    window.about_action = _action(window, window.help_menu, window.show_about, QKeySequence())
    window.language_menu = bar.addMenu("")
    window.language_actions = QActionGroup(window)
    for code, name in LANGUAGES.items():
        action = QAction(name, window)  # each language is named in itself
        action.setCheckable(True)
        action.setData(code)
        action.triggered.connect(lambda _checked=False, code=code: window.set_language(code))
        window.language_actions.addAction(action)
        window.language_menu.addAction(action)


def network(function: str, window: MainWindow, *args: object) -> None:
    """Call ``function`` of network play's window side (:mod:`.network.window_hooks`,
    :mod:`.network.resume`), imported when first chosen: it loads the net package,
    which start-up does not need."""
    from .network import resume, window_hooks

    module = resume if hasattr(resume, function) else window_hooks
    getattr(module, function)(window, *args)


def _action(
    window: MainWindow,
    menu: QMenu,
    slot: Callable[[], object],
    shortcut: QKeySequence | QKeySequence.StandardKey,
) -> QAction:
    action = QAction(window)
    action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False: slot())
    menu.addAction(action)
    return action


def retranslate(window: MainWindow) -> None:
    window.game_menu.setTitle(translate("MainWindow", "&Game"))
    window.new_action.setText(translate("MainWindow", "&New game…"))
    window.host_action.setText(translate("MainWindow", "&Host a game on the network…"))
    window.join_action.setText(translate("MainWindow", "&Join a game on the network…"))
    window.stand_ins_action.setText(translate("MainWindow", "Stan&d-ins for players who left…"))
    window.continue_menu.setTitle(translate("MainWindow", "Con&tinue"))
    window.open_action.setText(translate("MainWindow", "&Open…"))
    window.recent_menu.setTitle(translate("MainWindow", "Open &recent"))
    window.saved_games_action.setText(translate("MainWindow", "Sa&ved games…"))
    window.save_named_action.setText(translate("MainWindow", "&Save under a name…"))
    window.save_action.setText(translate("MainWindow", "Save &as…"))
    window.export_pdf_action.setText(translate("MainWindow", "&Export sheets to PDF…"))
    window.blank_sheets_action.setText(translate("MainWindow", "&Blank sheets to PDF…"))
    window.print_actions.retranslate()
    window.undo_action.setText(translate("MainWindow", "&Undo last move"))
    window.overview_action.setText(translate("MainWindow", "All &maps"))
    window.hints_action.setText(translate("MainWindow", "Offer h&ints"))
    window.campaign_action.setText(translate("MainWindow", "&Campaign"))
    window.history_action.setText(translate("MainWindow", "&Finished games"))
    window.quit_action.setText(translate("MainWindow", "&Quit"))
    window.help_menu.setTitle(translate("MainWindow", "&Help"))
    window.guide_action.setText(translate("MainWindow", "&How to play"))
    window.about_action.setText(translate("MainWindow", "&About Kartografové"))
    window.language_menu.setTitle(translate("MainWindow", "&Language"))
    for action in window.language_actions.actions():
        action.setChecked(action.data() == current_language())
