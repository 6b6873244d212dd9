"""The types of the command line's options, checked while parsing: every mistake is one
line and exit status 2 before anything is built. Shared by the ``cartografove``
commands and the network commands (:mod:`cartografove.net.cli`)."""

from __future__ import annotations

import argparse
from typing import NoReturn

from .rules.limits import MAX_PLAYERS

MAX_SEED = 10**18 - 1


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one line (the usage is in ``--help``)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def players_count(text: str) -> int:
    try:
        count = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of players: {text!r}") from None
    if not 1 <= count <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"a game has 1 to {MAX_PLAYERS} players, not {count}")
    return count


def seed_number(text: str) -> int:
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a seed (a whole number): {text!r}") from None
    if not 0 <= seed <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"a seed is from 0 to {MAX_SEED}, not {seed}")
    return seed


def sheet_side(text: str) -> str:
    """A sheet side in either case (``d`` is ``D``); which sides exist is checked by
    the command, from the card data."""
    side = text.strip().upper()
    if len(side) != 1 or not side.isalpha():
        raise argparse.ArgumentTypeError(f"a sheet side is one letter such as C or D, not {text!r}")
    return side


def file_name(text: str) -> str:
    if not text.strip():
        raise argparse.ArgumentTypeError("the file name is empty")
    if "\x00" in text:
        raise argparse.ArgumentTypeError("the file name holds a NUL character")
    return text


def copies_count(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of copies: {text!r}") from None
