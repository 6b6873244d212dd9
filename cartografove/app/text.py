"""Names of the game's things in the user's language.

The English names are listed once in :mod:`cartografove.names` (marked for
lupdate); here they go through Qt's translator at the moment they are shown, so a
language switch renames everything at once."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from .. import names


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate`` under the name pyside6-lupdate looks for (it
    extracts ``translate("Context", "text")`` calls by name)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def card_name(card_id: str) -> str:
    return translate("Cards", names.CARD_NAMES[card_id])


def card_text(card_id: str) -> str:
    """The full rule text of a scoring card."""
    return translate("CardTexts", names.SCORING_TEXTS[card_id])


def terrain_name(terrain: str) -> str:
    return translate("Terrains", names.TERRAIN_NAMES[str(terrain)])


def monster_name(monster: str) -> str:
    return translate("Monsters", names.MONSTER_NAMES[str(monster)])


def season_name(season_id: str) -> str:
    return translate("Seasons", names.SEASON_NAMES[season_id])


def title_name(title_id: str) -> str:
    return translate("Titles", names.TITLE_NAMES[title_id])


def side_name(side: str) -> str:
    return translate("Sheets", names.SIDE_NAMES[side])


def player_name(name: str) -> str:
    """A seat's name as shown: a computer cartographer's in the language of the
    moment (its English name is its id, :data:`~cartografove.names.COMPUTER_NAMES`),
    a person's as typed."""
    if name in _COMPUTER_NAMES:
        return translate("Cartographers", name)
    return name


_COMPUTER_NAMES = frozenset(names.COMPUTER_NAMES)


def player_names(players: Sequence[str]) -> tuple[str, ...]:
    """Every seat's name as shown (:func:`player_name`)."""
    return tuple(player_name(name) for name in players)


def seat_name(name: str, level: str | None) -> str:
    """The name with a computer's level beside it: "Jorek the Surveyor (hard
    computer)"; a person's name alone (``level`` None)."""
    shown = player_name(name)
    if level is None or level not in names.LEVEL_NAMES:
        return shown
    kind = translate("Levels", names.LEVEL_NAMES[level])
    return translate("Levels", "{name} ({level})").format(name=shown, level=kind)
