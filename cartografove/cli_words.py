"""Words the command line says that come from elsewhere: the rules' refusals of a
setup, and argparse's own messages (issue 20: ``--lang`` left both in English).

The rules stay free of words for people: a :class:`~.rules.setup.SetupError` carries
a ``code`` and ``params``, and :func:`setup_problem` makes the sentence. argparse's
messages are listed here only to be marked for translation: ``pyside6-lupdate`` puts
them in the ``argparse`` context of the .ts files, ``scripts/translations.py``
compiles that context into gettext catalogues, and argparse reads them while the
command line is parsed (:mod:`.cli_language`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cli_language import Say
from .names import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .rules.setup import SetupError

SETUP = {
    "players": QT_TRANSLATE_NOOP("SetupWords", "a game has 1 to {most} players, not {count}"),
    "player_name": QT_TRANSLATE_NOOP("SetupWords", "player {number} needs a name"),
    "side": QT_TRANSLATE_NOOP("SetupWords", "there is no sheet side {side}"),
    "side_of_rules": QT_TRANSLATE_NOOP(
        "SetupWords", "sheet side {side} is not played with these rules (sides {sides})"
    ),
    "first_game_base": QT_TRANSLATE_NOOP(
        "SetupWords", "the base game names no first-game edicts: choose random or four cards"
    ),
    "edicts_count": QT_TRANSLATE_NOOP(
        "SetupWords", "choose exactly four scoring cards, one per edict A–D"
    ),
    "edict_card": QT_TRANSLATE_NOOP(
        "SetupWords", "edict {letter}: there is no scoring card {card}"
    ),
    "edict_backs": QT_TRANSLATE_NOOP(
        "SetupWords", "the four edicts need one scoring card of each card back"
    ),
}
INVALID = QT_TRANSLATE_NOOP("SetupWords", "these rules and options do not make a game")
"""What only a program or a damaged file asks for (code ``invalid``): said without
its English detail in another language."""


def setup_problem(error: SetupError, say: Say) -> str:
    """Why the rules refuse the setup, in the language of ``say``."""
    text = SETUP.get(error.code)
    if text is None:
        translated = say("SetupWords", INVALID)
        return str(error) if translated == INVALID else translated
    params = dict(error.params)
    if isinstance(params.get("sides"), tuple):
        params["sides"] = ", ".join(params["sides"])
    return say("SetupWords", text).format(**params)


ARGPARSE = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "can't open '%(filename)s': %(error)s"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "unknown parser %(parser_name)r (choices: %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "unexpected option string: %s"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
)
"""argparse's words a user of this command line can meet. The others are mistakes
of a program building a parser ("conflicting option string", "dest= is required"…),
its "%(prog)s: error:" line (:class:`.arguments.Parser` says its own), and
"expected N arguments", which only an option taking a fixed number of values says
(none here: ``tests/test_cli_language.py`` holds both to that)."""
