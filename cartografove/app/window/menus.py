"""The main window's menu bar: built once without text, named by
:meth:`Menus.retranslate` now and after every language switch. Each action
connects to a typed callable of :class:`Commands` (a misspelt command is an error
when the window is made, not at the click). Kept apart from the window so the
window holds what happens, this module only where it is in the menus."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from ..i18n import LANGUAGES, current_language
from ..printing.actions import PrintActions
from ..sheet import motion
from ..text import translate

if TYPE_CHECKING:
    from datetime import date

    from ...rules.game import Game

Command = Callable[[], object]
Shortcut = QKeySequence | QKeySequence.StandardKey | None


@dataclass(frozen=True, slots=True)
class Commands:
    """What each menu entry does."""

    new_game: Command
    host_game: Command
    join_game: Command
    show_stand_ins: Command
    fill_continue: Command
    open_game: Command
    fill_recent: Command
    show_saved_games: Command
    save_under_name: Command
    save_game_as: Command
    export_sheets_pdf: Command
    print_blank_sheets: Command
    game_on_screen: Callable[[], Game | None]
    played_on_screen: Callable[[], date | None]
    undo: Command
    show_overview: Command
    show_standings: Command
    set_hints: Callable[[bool], object]
    set_motion: Callable[[bool], object]
    show_campaigns: Command
    show_history: Command
    quit: Command
    show_guide: Command
    show_about: Command
    set_language: Callable[[str], object]


class Menus:
    """The menus and their actions (``parent`` owns them: the window)."""

    def __init__(self, parent: QWidget, bar: QMenuBar, commands: Commands, hints: bool) -> None:
        def action(menu: QMenu, slot: Command, shortcut: Shortcut = None) -> QAction:
            made = QAction(parent)
            made.setShortcut(QKeySequence(shortcut) if shortcut is not None else QKeySequence())
            made.triggered.connect(lambda _checked=False: slot())
            menu.addAction(made)
            return made

        keys = QKeySequence.StandardKey
        do = commands
        self.game_menu = game = bar.addMenu("")
        self.new_action = action(game, do.new_game, keys.New)
        self.host_action = action(game, do.host_game)
        self.join_action = action(game, do.join_game)
        self.stand_ins_action = action(game, do.show_stand_ins)
        self.continue_menu = game.addMenu("")
        self.continue_menu.aboutToShow.connect(do.fill_continue)
        self.open_action = action(game, do.open_game, keys.Open)
        self.recent_menu = game.addMenu("")
        self.recent_menu.aboutToShow.connect(do.fill_recent)
        self.saved_games_action = action(game, do.show_saved_games)
        self.save_named_action = action(game, do.save_under_name, keys.Save)
        self.save_action = action(game, do.save_game_as, keys.SaveAs)
        self.export_pdf_action = action(game, do.export_sheets_pdf, QKeySequence("Ctrl+E"))
        self.blank_sheets_action = action(game, do.print_blank_sheets)
        self.print_actions = PrintActions(parent, game, do.game_on_screen, do.played_on_screen)
        game.addSeparator()
        self.undo_action = action(game, do.undo, keys.Undo)
        self.overview_action = action(game, do.show_overview, QKeySequence("Ctrl+M"))
        self.standings_action = action(game, do.show_standings, QKeySequence("S"))
        self.hints_action = action(game, lambda: do.set_hints(self.hints_action.isChecked()))
        self.hints_action.setCheckable(True)
        self.hints_action.setChecked(hints)
        self.motion_action = action(game, lambda: do.set_motion(self.motion_action.isChecked()))
        self.motion_action.setCheckable(True)
        self.motion_action.setChecked(motion.wanted())
        self.motion_action.setEnabled(not motion.system_reduces_motion())
        self.campaign_action = action(game, do.show_campaigns)
        self.history_action = action(game, do.show_history, QKeySequence("Ctrl+H"))
        game.addSeparator()
        self.quit_action = action(game, do.quit, keys.Quit)
        self.help_menu = bar.addMenu("")
        self.guide_action = action(self.help_menu, do.show_guide, keys.HelpContents)
        self.about_action = action(self.help_menu, do.show_about)
        self.language_menu = bar.addMenu("")
        self.language_actions = QActionGroup(parent)
        for code, name in LANGUAGES.items():
            chosen = QAction(name, parent)  # each language is named in itself
            chosen.setCheckable(True)
            chosen.setData(code)
            chosen.triggered.connect(lambda _checked=False, code=code: do.set_language(code))
            self.language_actions.addAction(chosen)
            self.language_menu.addAction(chosen)

    def retranslate(self) -> None:
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.new_action.setText(translate("MainWindow", "&New game…"))
        self.host_action.setText(translate("MainWindow", "&Host a game on the network…"))
        self.join_action.setText(translate("MainWindow", "&Join a game on the network…"))
        self.stand_ins_action.setText(translate("MainWindow", "Stan&d-ins for players who left…"))
        self.continue_menu.setTitle(translate("MainWindow", "Con&tinue"))
        self.open_action.setText(translate("MainWindow", "&Open…"))
        self.recent_menu.setTitle(translate("MainWindow", "Open &recent"))
        self.saved_games_action.setText(translate("MainWindow", "Sa&ved games…"))
        self.save_named_action.setText(translate("MainWindow", "&Save under a name…"))
        self.save_action.setText(translate("MainWindow", "Save &as…"))
        self.export_pdf_action.setText(translate("MainWindow", "&Export sheets to PDF…"))
        self.blank_sheets_action.setText(translate("MainWindow", "&Blank sheets to PDF…"))
        self.print_actions.retranslate()
        self.undo_action.setText(translate("MainWindow", "&Undo last move"))
        self.overview_action.setText(translate("MainWindow", "All &maps"))
        self.standings_action.setText(translate("MainWindow", "Standin&gs"))
        self.hints_action.setText(translate("MainWindow", "Offer h&ints"))
        self.motion_action.setText(
            translate("MainWindow", "Sho&w animations")
            if self.motion_action.isEnabled()
            else translate("MainWindow", "Sho&w animations (off: the system asks for less motion)")
        )
        self.campaign_action.setText(translate("MainWindow", "Journey and &campaigns"))
        self.history_action.setText(translate("MainWindow", "&Finished games"))
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.guide_action.setText(translate("MainWindow", "&How to play"))
        self.about_action.setText(translate("MainWindow", "&About Kartografové"))
        self.language_menu.setTitle(translate("MainWindow", "&Language"))
        for language in self.language_actions.actions():
            language.setChecked(language.data() == current_language())
