"""The ``cartografove`` command: the app by default, subcommands for headless jobs.

Each subcommand has one function that declares its options (``_autoplay_options``,
…) and one that runs it; add a subcommand by adding both to :data:`COMMANDS`. Every
mistake on the command line is one line on stderr and exit status 2, checked before
anything is built; a failure while running is one line and status 1; never a
traceback. Qt is imported only by the subcommands that need it (autoplay uses QtCore
alone, for its translations), so ``autoplay`` runs on a machine without a display.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Callable, Sequence

from . import __version__
from .arguments import (
    Parser,
    copies_count,
    file_name,
    players_count,
    seed_number,
    sheet_side,
)
from .cli_language import LANGS, asked_language, speaking, translate, translator
from .cli_words import setup_problem
from .locks import records_lock
from .names import QT_TRANSLATE_NOOP
from .network_words import system
from .rules.limits import MAX_PLAYERS

# --- autoplay ---------------------------------------------------------------------------


CARTOGRAPHER = QT_TRANSLATE_NOOP("Autoplay", "Cartographer {number}")
COMMAND = QT_TRANSLATE_NOOP("Arguments", "COMMAND")
SAVEFILE = QT_TRANSLATE_NOOP("Arguments", "SAVEFILE")
LEVELS_GIVEN = QT_TRANSLATE_NOOP(
    "Autoplay", "--bot takes one level or one per player ({levels}), not {given}"
)
CANNOT_WRITE = QT_TRANSLATE_NOOP("Autoplay", "cannot write {file}: {reason}")
NAMES_GIVEN = QT_TRANSLATE_NOOP("Autoplay", "--names takes {players} names, not {given}")
NO_FONTS = QT_TRANSLATE_NOOP("Autoplay", "the fonts {fonts} are missing; reinstall the app")


def _autoplay_options(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--players",
        type=players_count,
        default=1,
        metavar="N",
        help=translate(
            "Help", "how many computer cartographers play (1 to {most}; default 1)"
        ).format(most=MAX_PLAYERS),
    )
    command.add_argument(
        "--rules",
        choices=("heroes", "base", "combined"),
        default="heroes",
        help=translate("Help", "Heroes, the base game, or both combined (default heroes)"),
    )
    command.add_argument(
        "--side",
        type=sheet_side,
        help=translate(
            "Help", "the sheet side (default: the rules' first, C for Heroes, A for the base game)"
        ),
    )
    command.add_argument(
        "--names",
        metavar="NAMES",
        help=translate(
            "Help", "the cartographers' names, separated by commas (default Cartographer 1, 2, …)"
        ),
    )
    command.add_argument(
        "--seed",
        type=seed_number,
        metavar="N",
        help=translate(
            "Help", "the game's seed, to replay it exactly (default: a random one, printed)"
        ),
    )
    command.add_argument(
        "--save",
        type=file_name,
        metavar="FILE",
        help=translate("Help", "also write the game's save file"),
    )
    command.add_argument(
        "--bot",
        default="random",
        metavar="LEVEL",
        help=translate(
            "Help", "random, easy, medium, hard or expert; or one per player, e.g. hard,medium,easy"
        ),
    )
    command.add_argument(
        "--lang",
        choices=LANGS,
        default=argparse.SUPPRESS,
        help=translate("Help", "language of the output"),
    )


def _autoplay(args: argparse.Namespace) -> int:
    # start-up: only autoplay loads the bots
    from .bots import LEVELS, autoplay
    from .rules.game import Game
    from .rules.save import write_save
    from .rules.setup import RuleSet, Setup, SetupError
    from .standings import standings

    say = translator(getattr(args, "lang", None))

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
    rules = {"heroes": RuleSet.heroes, "base": RuleSet.base, "combined": RuleSet.combined}
    names = [say("Autoplay", CARTOGRAPHER).format(number=i + 1) for i in range(args.players)]
    if args.names is not None:
        given = [name.strip() for name in args.names.split(",")]
        if len(given) != args.players:
            wrong = say("Autoplay", NAMES_GIVEN).format(players=args.players, given=len(given))
            return _fail("autoplay", wrong, 2)
        names = given
    try:
        setup = Setup(
            players=tuple(names),
            seed=seed,
            side=args.side,  # None: the rule set's first side
            rules=rules[args.rules](),
        )
    except SetupError as error:
        return _fail("autoplay", setup_problem(error, say), 2)
    levels = args.bot.split(",")
    if any(level not in LEVELS for level in levels) or len(levels) not in (1, args.players):
        wrong = say("Autoplay", LEVELS_GIVEN).format(levels=", ".join(LEVELS), given=repr(args.bot))
        return _fail("autoplay", wrong, 2)
    game = autoplay(Game(setup), seed=seed, levels=levels)
    print("\n".join(standings(game, say)))
    if args.save:
        try:
            with records_lock():  # like every writer of the data folder's commands
                write_save(args.save, game)
        except (OSError, ValueError) as error:
            reason = _reason(error, getattr(args, "lang", None))
            return _fail(
                "autoplay", say("Autoplay", CANNOT_WRITE).format(file=args.save, reason=reason)
            )
    return 0


# --- the PDF commands ------------------------------------------------------------------


def _pdf_options(command: argparse.ArgumentParser) -> None:
    """The options both PDF commands share. ``--lang`` left out keeps the one given
    before the subcommand (``cartografove --lang cs export-pdf …``)."""
    command.add_argument(
        "-o",
        "--output",
        required=True,
        type=file_name,
        metavar="OUT.pdf",
        help=translate("Help", "the PDF to write"),
    )
    command.add_argument(
        "--lang",
        choices=LANGS,
        default=argparse.SUPPRESS,
        help=translate("Help", "language of the PDF"),
    )
    command.add_argument(
        "--paper",
        choices=("a4", "letter"),
        default="a4",
        help=translate("Help", "paper size (default a4)"),
    )
    command.add_argument(
        "--look",
        choices=("plain", "parchment"),
        help=translate(
            "Help",
            "plain white page or parchment (default: plain for blank sheets, else parchment)",
        ),
    )


def _export_options(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "savefile",
        type=file_name,
        metavar=translate("Arguments", SAVEFILE),
        help=translate("Help", "a saved game"),
    )
    _pdf_options(command)


def _export_pdf(args: argparse.Namespace) -> int:
    if problem := _font_problem(args.lang):
        return _fail("export-pdf", problem)
    # start-up: Qt only for the commands that draw
    from .app.printing.pdf_export import export_pdf_command

    return export_pdf_command(args.savefile, args.output, args.lang, args.paper, args.look)


def _blank_options(command: argparse.ArgumentParser) -> None:
    # the sides come from the card data; checked when the command runs, so the
    # parser (and the app's start-up) does not load the catalogue
    command.add_argument(
        "--side",
        required=True,
        type=sheet_side,
        help=translate("Help", "printed side of the sheet, e.g. C or D"),
    )
    command.add_argument(
        "--copies",
        type=copies_count,
        default=1,
        metavar="N",
        help=translate("Help", "number of sheets (default 1)"),
    )
    _pdf_options(command)


def _blank_sheets(args: argparse.Namespace) -> int:
    if problem := _font_problem(args.lang):
        return _fail("blank-sheets", problem)
    # start-up: Qt only for the commands that draw
    from .app.printing.pdf_export import blank_sheets_command

    return blank_sheets_command(
        args.side, args.copies, args.output, args.lang, args.paper, args.look
    )


def _font_problem(lang: str | None) -> str | None:
    """A PDF without its fonts would have no text: refuse to make one."""
    # start-up: Qt only for the commands that draw
    from .app.look.fonts import SANS, SERIF, load_fonts
    from .app.printing.pdf_export import headless_app

    headless_app()
    missing = {SANS, SERIF} - set(load_fonts())
    if missing:
        return translator(lang)("Autoplay", NO_FONTS).format(fonts=", ".join(sorted(missing)))
    return None


# --- the parser ------------------------------------------------------------------------

COMMANDS: dict[str, tuple[str, Callable[[argparse.ArgumentParser], None], Callable[..., int]]] = {
    "autoplay": (
        QT_TRANSLATE_NOOP(
            "Help", "play a whole game with computer cartographers and print the result"
        ),
        _autoplay_options,
        _autoplay,
    ),
    "export-pdf": (
        QT_TRANSLATE_NOOP("Help", "print a saved game's map sheets to a PDF"),
        _export_options,
        _export_pdf,
    ),
    "blank-sheets": (
        QT_TRANSLATE_NOOP("Help", "print blank map sheets for paper play"),
        _blank_options,
        _blank_sheets,
    ),
}


def parser() -> argparse.ArgumentParser:
    main = Parser(
        prog="cartografove",
        description=translate(
            "Help",
            "Cartographers Heroes: solo, pass-and-play, against computer "
            "cartographers and over the network; map sheets printed or saved as PDF. "
            "Without a command, the app's window opens.",
        ),
    )
    main.add_argument(
        "--version",
        action="version",
        version=f"%(prog)s {__version__}",
        help=translate("Help", "show the version and exit"),  # argparse's own is untranslated
    )
    main.add_argument(
        "--lang", choices=LANGS, help=translate("Help", "language of the app and of the commands")
    )
    commands = main.add_subparsers(dest="command", metavar=translate("Arguments", COMMAND))
    for name, (summary, options, run) in COMMANDS.items():
        said = translate("Help", summary)
        command = commands.add_parser(name, help=said, description=said)
        options(command)
        command.set_defaults(run=run)
    # start-up: the network commands' own module, argparse only
    from .net.cli import register as register_network

    register_network(commands)
    # start-up: share and verify, registered here
    from .result_commands import register as register_results

    register_results(commands)
    return main


def _fail(command: str, message: object, status: int = 1) -> int:
    print(f"cartografove {command}: {' '.join(str(message).split())}", file=sys.stderr)
    return status


def main(argv: Sequence[str] | None = None) -> int:
    given = sys.argv[1:] if argv is None else list(argv)
    with speaking(asked_language(given)):  # a mistake in the arguments is said in --lang
        args = parser().parse_args(given)
    try:
        if args.command is None:
            # start-up: Qt only for the app itself
            from .app.main import run_app

            return run_app(args)
        status = int(args.run(args))
        sys.stdout.flush()  # a full disk or /dev/full shows here, not at exit
        return status
    except BrokenPipeError:
        # the reader went away (``| head``): stop quietly, without a second error
        # when Python flushes stdout at exit
        _silence_stdout()
        return 1
    except OSError as error:
        # the output cannot be written (``> /dev/full``), or a file the command needs
        # cannot be made: one line, never a traceback
        if error.filename is None:  # the output itself
            _silence_stdout()
        where = f"{error.filename}: " if error.filename else ""
        return _fail(args.command or "", f"{where}{_reason(error, args.lang)}")


def _reason(error: Exception, lang: str | None) -> str:
    """What went wrong with a file: the system's words (English), or in ``lang`` the
    app's clause for them (:func:`cartografove.network_words.system`)."""
    if not isinstance(error, OSError):
        return str(error)
    if lang and lang != "en":
        return system(error, lang)
    return str(error.strerror or error)


def _silence_stdout() -> None:
    """Send what is left of stdout nowhere, so Python's flush at exit adds no error."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # stdout is no file (a test's capture, say)
        pass


if __name__ == "__main__":
    sys.exit(main())
