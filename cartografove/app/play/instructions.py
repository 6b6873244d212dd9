"""What the play screen tells the player to do, in words.

One table from the engine's request (``Ask``) to a sentence, and the short status
line under the card: a hint while nothing is placed, "fits" or the engine's reason
once something is. Kept apart from the screen so every sentence the player reads
while drawing is in one place, and so the tone (hint, fine, problem) is decided
once: red is only for a real problem with a placed shape (issue 14).
"""

from __future__ import annotations

from collections.abc import Collection
from enum import Enum

from ...rules.cards import catalog
from ...rules.decisions import Ask, Pending
from ...rules.game import Game
from ..text import card_name, monster_name, player_name, translate
from .draft import Draft


class Tone(Enum):
    """How the status line looks: a muted hint, a green "fits", a red problem. The
    value is the ``legal`` property the stylesheet colours by."""

    HINT = "hint"
    FINE = "true"
    PROBLEM = "false"


def instruction(game: Game, computers: Collection[int] = ()) -> tuple[str, str]:
    """Who holds the pencil (empty in solo play) and what they are asked to do; for
    a seat of ``computers``, what that computer draws and on whose map (issue 33:
    the heading said "draw on your map" under a computer's name)."""
    pending = game.pending
    if pending is None:
        return (
            translate("PlayScreen", "The game is over"),
            translate("PlayScreen", "See the results, or start a new game."),
        )
    who = "" if game.solo else player_name(game.players[pending.player])
    if pending.player in computers:
        return who, doing(game, pending)
    return who, _request(game, pending)


def doing(game: Game, pending: Pending) -> str:
    """What ``pending``'s player is drawing, and on whose map, told to the others."""
    data = catalog()
    card = card_name(pending.card)
    monster = data.ambush[pending.card].monster if pending.card in data.ambush else None
    text = {
        Ask.DRAW: translate("PlayScreen", "{player} draws {card} on their map."),
        Ask.FALLBACK: translate(
            "PlayScreen", "No shape of {card} fits on {player}'s map: they draw a single space."
        ),
        Ask.MONSTER: translate("HandOff", "Ambush! {player} draws {monster} on {owner}'s map."),
        Ask.MONSTER_FALLBACK: translate(
            "PlayScreen",
            "{monster} does not fit on {owner}'s map: {player} draws a single monster space.",
        ),
        Ask.HERO: translate("PlayScreen", "{player} places the hero {card} on their map."),
        Ask.GAZE: translate(
            "HandOff", "{player} chooses what the Gorgon destroys on {owner}'s map."
        ),
        Ask.RAVAGE: translate("HandOff", "{player} chooses what the Troll destroys on their map."),
    }[pending.ask]
    return text.format(
        player=player_name(game.players[pending.player]),
        owner=player_name(game.players[pending.sheet]),
        card=card,
        monster=monster_name(monster) if monster else card,
    )


def _request(game: Game, pending: Pending) -> str:
    data = catalog()
    owner = player_name(game.players[pending.sheet])
    card = card_name(pending.card)
    monster = data.ambush[pending.card].monster if pending.card in data.ambush else None
    beast = monster_name(monster) if monster else card
    text = {
        Ask.DRAW: translate("PlayScreen", "Draw {card} on your map."),
        Ask.FALLBACK: translate(
            "PlayScreen",
            "No shape of {card} fits anywhere: draw a single space of any terrain instead.",
        ),
        Ask.MONSTER: translate("PlayScreen", "Ambush! Draw {monster} on {owner}'s map."),
        Ask.MONSTER_FALLBACK: translate(
            "PlayScreen",
            "{monster} does not fit on {owner}'s map: draw a single monster space.",
        ),
        Ask.HERO: translate("PlayScreen", "Place {card} on an empty space of your map."),
        Ask.GAZE: translate(
            "PlayScreen", "The Gorgon's gaze: choose a space next to it to destroy."
        ),
        Ask.RAVAGE: translate(
            "PlayScreen", "The Troll ravages: choose an empty space next to it to destroy."
        ),
    }[pending.ask]
    if pending.ruins:
        text += " " + (
            translate("PlayScreen", "Ruins! It must cover one of the marked ruins spaces.")
            if pending.ask is Ask.DRAW
            else translate(
                "PlayScreen",
                "No shape can cover a ruins space, so any single space will do.",
            )
        )
    return text.format(card=card, monster=beast, owner=owner)


def hint(draft: Draft) -> str:
    """How to place, before anything is placed."""
    if draft.ask in (Ask.GAZE, Ask.RAVAGE):
        return translate("PlayScreen", "Click one of the highlighted spaces.")
    if draft.turnable:
        return translate(
            "PlayScreen",
            "Move over your map and click to place. Wheel or R turns, right-click or F "
            "flips; arrows move.",
        )
    return translate("PlayScreen", "Move over the map and click a space; arrows move.")


def status(draft: Draft, legal: bool, reason: str, hovering: bool) -> tuple[str, Tone]:
    """The status line for a draft the engine judged ``legal`` (else ``reason``).

    Before anything is placed the line is a hint, never red: a shape waiting in
    the middle of the map is not a mistake. A destroy choice is not "drawn"."""
    destroy = draft.ask in (Ask.GAZE, Ask.RAVAGE)
    if not draft.placed and not hovering:
        return hint(draft), Tone.HINT
    if not legal:
        return reason, Tone.PROBLEM
    if draft.placed:
        if destroy:
            return translate(
                "PlayScreen", "Press Enter or Confirm to destroy this space."
            ), Tone.FINE
        return translate("PlayScreen", "Fits. Press Enter or Confirm to draw it."), Tone.FINE
    if destroy:
        return translate("PlayScreen", "Click to choose this space."), Tone.FINE
    return translate("PlayScreen", "Fits here. Click to put it down."), Tone.FINE
