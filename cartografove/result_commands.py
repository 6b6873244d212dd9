"""``cartografove share SAVE`` and ``cartografove verify CODE``, and the standings as
every command prints them.

``verify`` prints a replayed result code's standings with :func:`print_standings`,
the very lines ``autoplay`` prints, so a result read out in a chat compares line by
line with the game that made it. Mistakes follow the command line's rules
(``__main__``): one line on stderr, status 1 for a code or a file that is wrong.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from .arguments import file_name
from .names import QT_TRANSLATE_NOOP

Say = Callable[[str, str], str]

SHEET_AND_SEED = QT_TRANSLATE_NOOP("Autoplay", "Sheet {side}, seed {seed}")
EDICTS = QT_TRANSLATE_NOOP("Autoplay", "Edicts: {edicts}")
STANDING = QT_TRANSLATE_NOOP(
    "Autoplay", "{total} stars (seasons {seasons}; lost to monsters {monsters})"
)
SOLO = QT_TRANSLATE_NOOP(
    "Autoplay", "Solo rating {rating} (total {total} − solo values {values}): {title}"
)


def print_standings(game: Any, say: Say) -> None:
    """The side, seed, edicts and every cartographer's standing of a finished game
    (and the solo rating), in the language of ``say``."""
    from .names import CARD_NAMES, TITLE_NAMES
    from .rules.cards import EDICT_LETTERS

    result = game.result
    assert result is not None
    setup = game.setup
    print(say("Autoplay", SHEET_AND_SEED).format(side=setup.side, seed=setup.seed))
    edicts = ", ".join(
        f"{letter} {say('Cards', CARD_NAMES[card])}"
        for letter, card in zip(EDICT_LETTERS, game.edicts, strict=True)
    )
    print(say("Autoplay", EDICTS).format(edicts=edicts))
    for standing in result.standings:
        seasons = " ".join(f"{s.total:4d}" for s in game.scores[standing.player])
        line = say("Autoplay", STANDING).format(
            total=f"{standing.total:4d}", seasons=seasons, monsters=standing.monster_penalty
        )
        print(f"{standing.rank:3d}. {standing.name:<16} {line}")
    if result.solo is not None:
        solo = result.solo
        print(
            say("Autoplay", SOLO).format(
                rating=solo.rating,
                total=solo.total,
                values=solo.solo_values,
                title=say("Titles", TITLE_NAMES[solo.title]),
            )
        )


def _share(args: argparse.Namespace) -> int:
    from .records.result_code import ShareError, share
    from .rules.save import SaveError, load_game

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
    from .__main__ import _translator
    from .records.result_code import ResultCodeError, verify

    try:
        game = verify(args.code)
    except ResultCodeError as error:
        return _fail("verify", error)
    print_standings(game, _translator(getattr(args, "lang", None) or "en"))
    return 0


def _fail(command: str, message: object) -> int:
    print(f"cartografove {command}: {' '.join(str(message).split())}", file=sys.stderr)
    return 1


def register(commands: argparse._SubParsersAction[Any]) -> None:
    """Add ``share`` and ``verify`` to the ``cartografove`` command line."""
    share = commands.add_parser(
        "share",
        help="print the result code of a finished saved game",
        description="Print the result code of a finished saved game: one line that "
        "carries the setup and every decision, for anyone to verify.",
    )
    share.add_argument("savefile", type=file_name, metavar="SAVEFILE", help="a saved game")
    share.set_defaults(run=_share)
    verify = commands.add_parser(
        "verify",
        help="replay a result code and print its standings",
        description="Replay a result code with the rules engine and print the standings "
        "it reaches, as autoplay prints them; or say why it is not a legal game.",
    )
    verify.add_argument("code", metavar="CODE", help="a result code (dashes and spaces ignored)")
    verify.add_argument(
        "--lang",
        choices=("cs", "pl", "en"),
        default=argparse.SUPPRESS,
        help="language of the output",
    )
    verify.set_defaults(run=_verify)
