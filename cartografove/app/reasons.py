"""Why a move is refused, in the player's language.

The engine explains a refusal with a code and parameters (``IllegalDecision.code``,
``.params``); this is the one table that turns them into a sentence. A test makes
sure every code the engine can raise has a sentence here.
"""

from __future__ import annotations

import errno
from typing import TYPE_CHECKING

from ..rules.board import grid
from .text import card_name, terrain_name, translate

if TYPE_CHECKING:  # the engine is imported when a game starts, not at app start-up
    from ..rules.game import IllegalDecision


def off_map() -> str:
    return translate("Reasons", "Part of the shape is off the map.")


def _filled(cell: str, what: str) -> str:
    """What holds the space, where that is the reason: a mountain, a chasm, a
    destroyed space (issue 25: "D4 is already filled" on a mountain)."""
    match what:
        case "mountain":
            return translate("Reasons", "Space {cell} is a mountain.").format(cell=cell)
        case "wasteland":
            return translate("Reasons", "Space {cell} is a chasm.").format(cell=cell)
        case "destroyed":
            return translate("Reasons", "Space {cell} is destroyed.").format(cell=cell)
    return translate("Reasons", "Space {cell} is already filled.").format(cell=cell)


def explain(error: IllegalDecision) -> str:
    """One short sentence for the player."""
    params = error.params
    cell = grid.label(params["cell"]) if "cell" in params else ""
    match error.code:
        case "filled":
            return _filled(cell, str(params.get("what", "")))
        case "twice":
            return translate("Reasons", "Space {cell} is used twice.").format(cell=cell)
        case "off_map" | "no_spaces":
            return off_map()
        case "not_the_shape":
            return translate("Reasons", "That is not the shape of {card}.").format(
                card=card_name(params["card"])
            )
        case "no_such_shape":
            return translate("Reasons", "{card} has no such shape.").format(
                card=card_name(params["card"])
            )
        case "terrain_not_offered":
            return translate("Reasons", "{card} does not offer {terrain}.").format(
                card=card_name(params["card"]), terrain=terrain_name(params["terrain"])
            )
        case "fallback_terrain":
            return translate("Reasons", "The single space cannot be {terrain}.").format(
                terrain=terrain_name(params["terrain"])
            )
        case "must_cover_ruins":
            return translate(
                "Reasons", "After a ruins card the shape must cover an empty ruins space."
            )
        case "single_space":
            return translate("Reasons", "The monster does not fit: draw a single monster space.")
        case "pattern_fixed" | "no_orientation":
            return translate("Reasons", "The attack pattern must stay as printed on the card.")
        case "not_gaze_target":
            return translate(
                "Reasons",
                "The Gorgon can only destroy a space next to it that is not a mountain, "
                "a chasm or already destroyed.",
            )
        case "not_ravage_target":
            return translate("Reasons", "The Troll can only destroy an empty space next to it.")
        case "game_over":
            return translate("Reasons", "The game is over.")
        case "waiting":
            return translate("Reasons", "The next card has not been revealed yet.")
        case "not_your_turn":
            return translate(
                "Reasons", "It is not your turn yet: another cartographer decides first."
            )
        case "nothing_to_undo":
            return translate("Reasons", "There is nothing to undo.")
        case "wrong_kind":
            return translate("Reasons", "That is not what the game is waiting for.")
        case "replay":
            return translate("Reasons", "Move {number} of the saved game is not legal.").format(
                number=params["number"]
            )
    return translate("Reasons", "That move is not allowed.")


def file_problem(kind: str) -> str:
    """Why a saved game or record file cannot be used, as a whole sentence (the
    ``kind`` of a SaveError or RecordError)."""
    match kind:
        case "unreadable":
            return translate("Reasons", "The file cannot be read.")
        case "foreign":
            return translate("Reasons", "The file is not a Kartografové game.")
        case "newer":
            return translate(
                "Reasons",
                "The file was saved by a newer version of Kartografové; update the app to open it.",
            )
        case "invalid":
            return translate("Reasons", "The file does not describe a legal game.")
    return translate("Reasons", "The file is damaged.")


def system_problem(error: BaseException) -> str:
    """What the system said went wrong, as a clause in the player's language: the
    operating system's own text (``strerror``) and the file layer's are English, and
    they used to appear inside Czech and Polish sentences (issue 25). The errors a
    player can meet and act on are named; any other is "system error N"."""
    number = error.errno if isinstance(error, OSError) else None
    match number:
        case errno.ENOSPC:
            return translate("Reasons", "the disk is full")
        case errno.EROFS:
            return translate("Reasons", "the disk is read-only")
        case errno.EACCES | errno.EPERM:
            return translate("Reasons", "no permission")
        case errno.ENOENT | errno.ENODEV | errno.ENXIO:
            return translate("Reasons", "the folder or the drive is not there (a removed disk?)")
        case errno.EIO:
            return translate("Reasons", "the disk reports an error (is it damaged or removed?)")
        case errno.EISDIR | errno.EINVAL:
            return translate("Reasons", "there is a folder or a device in the file's place")
        case errno.ENOTDIR:
            return translate("Reasons", "a file stands where a folder should be")
        case errno.ENAMETOOLONG:
            return translate("Reasons", "the path is too long")
        case errno.EMFILE | errno.ENFILE | errno.ENOMEM:
            return translate("Reasons", "the computer is short of resources")
    if getattr(errno, "EDQUOT", None) is not None and number == errno.EDQUOT:
        return translate("Reasons", "the disk is full")
    if number is not None:
        return translate("Reasons", "system error {number}").format(number=number)
    return translate("Reasons", "an unexpected error")


def folder_problem(error: OSError) -> str:
    """Why the player's data folder cannot be used right now, as a whole sentence."""
    return translate(
        "Reasons", "Your data folder {folder} cannot be used ({reason}); nothing could be listed."
    ).format(folder=error.filename or "", reason=system_problem(error))


def write_problem(error: BaseException) -> str:
    """Why a file could not be written, as the end of "… is not being saved: …" —
    what actually went wrong and what the player can do about it, so that a
    permission problem is not answered with "free some space"."""
    number = error.errno if isinstance(error, OSError) else None
    if number in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return translate("Reasons", "the disk is full; free some space")
    if number == errno.EROFS:
        return translate("Reasons", "the disk is read-only")
    if number in (errno.EACCES, errno.EPERM):
        return translate("Reasons", "you do not have permission to write there")
    return translate("Reasons", "it could not be written ({detail})").format(
        detail=system_problem(error)
    )
