"""The types of the command line's options, checked while parsing: every mistake is one
line and exit status 2 before anything is built, in the language of ``--lang``
(:mod:`.cli_language`). Shared by the ``cartografove`` commands and the network
commands (:mod:`cartografove.net.cli`)."""

from __future__ import annotations

import argparse
from typing import NoReturn

from .cli_language import translate
from .names import QT_TRANSLATE_NOOP
from .rules.limits import MAX_PLAYERS

MAX_SEED = 10**18 - 1

SEE_HELP = QT_TRANSLATE_NOOP("Arguments", "see {command} --help")
NOT_PLAYERS = QT_TRANSLATE_NOOP("Arguments", "not a number of players: {text}")
PLAYERS = QT_TRANSLATE_NOOP("Arguments", "a game has 1 to {most} players, not {count}")
NOT_SEED = QT_TRANSLATE_NOOP("Arguments", "not a seed (a whole number): {text}")
SEED = QT_TRANSLATE_NOOP("Arguments", "a seed is from 0 to {most}, not {seed}")
SIDE = QT_TRANSLATE_NOOP("Arguments", "a sheet side is one letter such as C or D, not {text}")
EMPTY_NAME = QT_TRANSLATE_NOOP("Arguments", "the file name is empty")
NUL_NAME = QT_TRANSLATE_NOOP("Arguments", "the file name holds a NUL character")
NOT_COPIES = QT_TRANSLATE_NOOP("Arguments", "not a number of copies: {text}")


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one line (the usage is in ``--help``)."""

    def error(self, message: str) -> NoReturn:
        hint = translate("Arguments", SEE_HELP).format(command=self.prog)
        self.exit(2, f"{self.prog}: {message} ({hint})\n")


def players_count(text: str) -> int:
    try:
        count = int(text)
    except ValueError:
        raise mistake(NOT_PLAYERS, text=repr(text)) from None
    if not 1 <= count <= MAX_PLAYERS:
        raise mistake(PLAYERS, most=MAX_PLAYERS, count=count)
    return count


def seed_number(text: str) -> int:
    try:
        seed = int(text)
    except ValueError:
        raise mistake(NOT_SEED, text=repr(text)) from None
    if not 0 <= seed <= MAX_SEED:
        raise mistake(SEED, most=MAX_SEED, seed=seed)
    return seed


def sheet_side(text: str) -> str:
    """A sheet side in either case (``d`` is ``D``); which sides exist is checked by
    the command, from the card data."""
    side = text.strip().upper()
    if len(side) != 1 or not side.isalpha():
        raise mistake(SIDE, text=repr(text))
    return side


def file_name(text: str) -> str:
    if not text.strip():
        raise mistake(EMPTY_NAME)
    if "\x00" in text:
        raise mistake(NUL_NAME)
    return text


def copies_count(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise mistake(NOT_COPIES, text=repr(text)) from None


def mistake(sentence: str, **params: object) -> argparse.ArgumentTypeError:
    """A wrong value, said in the language of the command line (context Arguments)."""
    return argparse.ArgumentTypeError(translate("Arguments", sentence).format(**params))
