"""The standings of a finished game as the commands print them, in the language asked
for: ``autoplay``, ``host`` and ``join`` say the same lines (issue 20: ``--lang``
reached only some of them).

The translation comes straight from the app's translation file with QtCore alone and
no application object, so the commands need no display."""

from __future__ import annotations

from .cli_language import Say, translator
from .names import CARD_NAMES, QT_TRANSLATE_NOOP, TITLE_NAMES
from .rules.cards import EDICT_LETTERS
from .rules.game import Game

__all__ = ["Say", "standings", "translator"]

SHEET_AND_SEED = QT_TRANSLATE_NOOP("Autoplay", "Sheet {side}, seed {seed}")
EDICTS = QT_TRANSLATE_NOOP("Autoplay", "Edicts: {edicts}")
STANDING = QT_TRANSLATE_NOOP(
    "Autoplay", "{total} stars (seasons {seasons}; lost to monsters {monsters})"
)
SOLO = QT_TRANSLATE_NOOP(
    "Autoplay", "Solo rating {rating} (total {total} − solo values {values}): {title}"
)


def standings(game: Game, say: Say) -> list[str]:
    """The sheet and seed, the edicts, a line a player (best first), the solo title."""
    assert game.result is not None
    lines = [say("Autoplay", SHEET_AND_SEED).format(side=game.setup.side, seed=game.setup.seed)]
    edicts = ", ".join(
        f"{letter} {say('Cards', CARD_NAMES[card])}"
        for letter, card in zip(EDICT_LETTERS, game.edicts, strict=True)
    )
    lines.append(say("Autoplay", EDICTS).format(edicts=edicts))
    for standing in game.result.standings:
        seasons = " ".join(f"{s.total:4d}" for s in game.scores[standing.player])
        line = say("Autoplay", STANDING).format(
            total=f"{standing.total:4d}", seasons=seasons, monsters=standing.monster_penalty
        )
        lines.append(f"{standing.rank:3d}. {standing.name:<16} {line}")
    if game.result.solo is not None:
        solo = game.result.solo
        lines.append(
            say("Autoplay", SOLO).format(
                rating=solo.rating,
                total=solo.total,
                values=solo.solo_values,
                title=say("Titles", TITLE_NAMES[solo.title]),
            )
        )
    return lines
