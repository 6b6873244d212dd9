"""The ``cartografove`` command: the app by default, subcommands for headless jobs.

Qt is imported only by the subcommands that need it, so ``autoplay`` runs on a
machine without any display libraries.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def _autoplay(args: argparse.Namespace) -> int:
    from .names import CARD_NAMES, TITLE_NAMES
    from .rules.bot import autoplay
    from .rules.game import Game
    from .rules.save import write_save
    from .rules.setup import Setup, SetupError

    try:
        setup = Setup(
            players=tuple(f"Cartographer {i + 1}" for i in range(args.players)),
            seed=args.seed,
            side=args.side,
        )
    except SetupError as error:
        print(f"cartografove autoplay: {error}", file=sys.stderr)
        return 2
    game = autoplay(Game(setup), seed=args.seed)
    assert game.result is not None
    print(f"Sheet {setup.side}, seed {setup.seed}")
    print(
        "Edicts: "
        + ", ".join(
            f"{letter} {CARD_NAMES[card]}" for letter, card in zip("ABCD", game.edicts, strict=True)
        )
    )
    for standing in game.result.standings:
        seasons = " ".join(f"{s.total:4d}" for s in game.scores[standing.player])
        print(
            f"{standing.rank:3d}. {standing.name:<16} {standing.total:4d} stars "
            f"(seasons {seasons}; lost to monsters {standing.monster_penalty})"
        )
    if game.result.solo is not None:
        solo = game.result.solo
        print(
            f"Solo rating {solo.rating} (total {solo.total} − solo values {solo.solo_values}): "
            f"{TITLE_NAMES[solo.title]}"
        )
    if args.save:
        try:
            write_save(args.save, game)
        except OSError as error:
            print(
                f"cartografove autoplay: cannot write {args.save}: {error.strerror}",
                file=sys.stderr,
            )
            return 1
    return 0


def _export_pdf(args: argparse.Namespace) -> int:
    from .app.printing.pdf_export import export_pdf_command

    return export_pdf_command(args.savefile, args.output, args.lang, args.paper)


def _blank_sheets(args: argparse.Namespace) -> int:
    from .app.printing.pdf_export import blank_sheets_command

    return blank_sheets_command(args.side, args.copies, args.output, args.lang, args.paper)


def _pdf_options(command: argparse.ArgumentParser) -> None:
    """The options both PDF commands share. ``--lang`` left out keeps the one given
    before the subcommand (``cartografove --lang cs export-pdf …``)."""
    command.add_argument("-o", "--output", required=True, metavar="OUT.pdf", help="the PDF")
    command.add_argument(
        "--lang", choices=("cs", "pl", "en"), default=argparse.SUPPRESS, help="language"
    )
    command.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size")


def parser() -> argparse.ArgumentParser:
    main = argparse.ArgumentParser(
        prog="cartografove",
        description="Cartographers Heroes: solo and pass-and-play on one computer.",
    )
    main.add_argument("--lang", choices=("cs", "pl", "en"), help="language of the app")
    commands = main.add_subparsers(dest="command")
    auto = commands.add_parser("autoplay", help="play a whole game with computer cartographers")
    auto.add_argument("--players", type=int, default=1)
    auto.add_argument("--side", default="C", choices=("C", "D"))
    auto.add_argument("--seed", type=int, default=0)
    auto.add_argument("--save", metavar="FILE", help="write the game's save file")
    auto.set_defaults(run=_autoplay)
    export = commands.add_parser("export-pdf", help="print a saved game's map sheets to a PDF")
    export.add_argument("savefile", metavar="SAVEFILE", help="a saved game")
    _pdf_options(export)
    export.set_defaults(run=_export_pdf)
    blank = commands.add_parser("blank-sheets", help="print blank map sheets for paper play")
    # the sides come from the card data; checked when the command runs, so the
    # parser (and the app's start-up) does not load the catalogue
    blank.add_argument("--side", required=True, help="printed side of the sheet, e.g. C or D")
    blank.add_argument("--copies", type=int, default=1, metavar="N", help="number of sheets")
    _pdf_options(blank)
    blank.set_defaults(run=_blank_sheets)
    from .net.cli import register as register_network

    register_network(commands)
    return main


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.command is None:
        from .app.main import run_app

        return run_app(args)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
