"""``cartografove share SAVE`` and ``cartografove verify CODE``.

``verify`` prints a replayed result code's standings with
:func:`cartografove.standings.standings`, the very lines ``autoplay`` prints, so a
result read out in a chat compares line by line with the game that made it; then
how it was played, with how many hints or without, as the app's share text says it
(issue 32). ``share`` prints the code alone, a line a script can take whole: the
code itself carries the hints, and the app's share text says them. Mistakes
follow the command line's rules (``__main__``): one line on stderr, status 1 for a code
or a file that is wrong.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .arguments import file_name
from .cli_language import translate, translator
from .names import QT_TRANSLATE_NOOP
from .network_words import played_with, result_code
from .records.result_code import ResultCodeError, ShareError, share, verified
from .rules.save import SaveError, load_game
from .standings import standings

SAVEFILE = QT_TRANSLATE_NOOP("Arguments", "SAVEFILE")
CODE = QT_TRANSLATE_NOOP("Arguments", "CODE")


def _share(args: argparse.Namespace) -> int:
    try:
        game, _ = load_game(args.savefile)
    except SaveError as error:
        return _fail("share", error)
    try:
        print(share(game))
    except ShareError as error:
        return _fail("share", f"{args.savefile}: {error}")
    return 0


def _verify(args: argparse.Namespace) -> int:
    lang = getattr(args, "lang", None)
    try:
        found = verified(args.code)
    except ResultCodeError as error:
        if lang and lang != "en":
            return _fail("verify", result_code(error, lang))
        return _fail("verify", error)
    print("\n".join(standings(found.game, translator(lang))))
    how = played_with(found.game, found.hints_known, lang or "en")
    print(how[:1].upper() + how[1:] + ".")
    return 0


def _fail(command: str, message: object) -> int:
    print(f"cartografove {command}: {' '.join(str(message).split())}", file=sys.stderr)
    return 1


def register(commands: argparse._SubParsersAction[Any]) -> None:
    """Add ``share`` and ``verify`` to the ``cartografove`` command line."""
    share = commands.add_parser(
        "share",
        help=translate("Help", "print the result code of a finished saved game"),
        description=translate(
            "Help",
            "Print the result code of a finished saved game: one line that "
            "carries the setup and every decision, for anyone to verify.",
        ),
    )
    share.add_argument(
        "savefile",
        type=file_name,
        metavar=translate("Arguments", SAVEFILE),
        help=translate("Help", "a saved game"),
    )
    share.set_defaults(run=_share)
    verify = commands.add_parser(
        "verify",
        help=translate("Help", "replay a result code and print its standings"),
        description=translate(
            "Help",
            "Replay a result code with the rules engine and print the standings "
            "it reaches, as autoplay prints them; or say why it is not a legal game.",
        ),
    )
    verify.add_argument(
        "code",
        metavar=translate("Arguments", CODE),
        help=translate("Help", "a result code (dashes and spaces ignored)"),
    )
    verify.add_argument(
        "--lang",
        choices=("cs", "pl", "en"),
        default=argparse.SUPPRESS,
        help=translate("Help", "language of the output"),
    )
    verify.set_defaults(run=_verify)
