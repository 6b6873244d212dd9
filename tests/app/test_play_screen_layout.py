"""The play screen is a layout (issue 22): its parts are owned by controllers and
panels, each handed explicit dependencies, and nothing of the side panel is
aliased onto the screen."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from PySide6.QtWidgets import QWidget

from cartografove.app.network.screen import NetPlayScreen, NetSeating
from cartografove.app.play import (
    computer_seats,
    following,
    handoff,
    hint,
    pencil,
    screen,
    taking_back,
    telling,
)
from cartografove.app.play.screen import PlayScreen
from cartografove.app.play.session import GameSession
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup

CONTROLLERS = (computer_seats, following, handoff, hint, pencil, screen, taking_back, telling)


def inside(widget: QWidget, ancestor: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if parent is ancestor:
            return True
        parent = parent.parentWidget()
    return False


def test_no_widget_of_the_side_panel_is_an_attribute_of_the_screen(qtbot, app):
    play = PlayScreen(GameSession(Game(Setup(players=("Ann", "Ben"), seed=3))))
    qtbot.addWidget(play)
    aliases = [
        name
        for name, value in vars(play).items()
        if isinstance(value, QWidget) and value is not play.side and inside(value, play.side)
    ]
    assert aliases == []


def test_the_screen_has_no_pass_through_properties():
    """State is the owners' (the pencil's draft, the seating's turns, the telling's
    changes): the screen forwards none of it."""
    forwarded = [name for name, value in vars(PlayScreen).items() if isinstance(value, property)]
    assert forwarded == []


def test_the_screen_follows_no_game_itself():
    """The refresh, the hand-off and the preview are their controllers' methods."""
    own = {name for name, value in vars(PlayScreen).items() if inspect.isfunction(value)}
    assert not own & {"refresh", "update_preview", "confirm", "viewer", "undo", "can_undo"}


def test_the_network_screen_differs_only_in_its_seating():
    own = {name for name in vars(NetPlayScreen) if not name.startswith("__")}
    assert own <= {"staticMetaObject"}  # Qt's own, on every QObject subclass
    assert issubclass(NetSeating, handoff.Seating)


def test_controllers_take_no_any_and_need_no_type_ignore():
    for module in CONTROLLERS:
        source = Path(inspect.getfile(module)).read_text(encoding="utf-8")
        assert "type: ignore" not in source, module.__name__
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Name | ast.Attribute):
                name = node.id if isinstance(node, ast.Name) else node.attr
                assert name != "Any", module.__name__
