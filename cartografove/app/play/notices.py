"""What just happened, told in a sentence.

Whenever the sheets change without the player's own hand — the solo walk drawing a
monster, zombies spreading, a troll's ravage, coins for a closed-in mountain or
dragon — the play screen shows one of these, so nobody wonders why the sheet changed
(issue 3)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject

from ...rules.board import grid
from ...rules.board.grid import Bitboard
from ...rules.cards import SEASON_IDS, catalog
from ...rules.events import (
    CardRevealed,
    CoinsGained,
    Destroyed,
    Drawn,
    Event,
    HeroPlaced,
    NothingDrawn,
    SeasonStarted,
    ZombiesSpread,
)
from ..text import card_name, monster_name, player_names, season_name, translate


@dataclass(frozen=True)
class Notice:
    text: str
    sheet: int | None = None  # whose sheet it is about
    cells: Bitboard = 0  # spaces to point at
    important: bool = False  # worth interrupting the player for
    event: Event | None = None  # what it tells, to tell it again in another language


def _spaces(mask: Bitboard) -> str:
    return ", ".join(grid.label(c) for c in grid.cells_of(mask))


def notices(
    events: Sequence[Event],
    players: Sequence[str],
    computers: Collection[int] = (),
    *,
    moves: bool = False,
) -> list[Notice]:
    """The notices worth showing for a batch of events, in order. The moves of the
    seats in ``computers`` are told too: nobody watched a computer draw (issue 13);
    with ``moves`` (the log) the people's own moves too, so the log says where each
    player drew, not only the cards (issue 25).
    ``players`` are the seats' names in the game; they are told as shown."""
    players = player_names(players)
    solo = len(players) == 1
    found: list[Notice] = []
    for event in events:
        notice = _notice(event, players, solo)
        if notice is None and computers:
            notice = _computer_move(event, players, computers)
        if notice is None and moves:
            notice = _own_move(event, players, computers)
        if notice is not None:
            found.append(replace(notice, event=event))
    return found


def retold(
    told: Sequence[Notice], players: Sequence[str], computers: Collection[int] = ()
) -> list[Notice]:
    """The same notices in the language now installed."""
    events = [notice.event for notice in told if notice.event is not None]
    return notices(events, players, computers)


def _computer_move(
    event: Event, players: Sequence[str], computers: Collection[int]
) -> Notice | None:
    """What a computer cartographer drew, and where, on whose map."""
    match event:
        case Drawn(automatic=False, sheet=sheet, player=player, card=card, mask=mask) if (
            player in computers
        ):
            text = translate("Notices", "{player} (computer): {card} at {spaces}.").format(
                player=players[player], card=card_name(card), spaces=_spaces(mask)
            )
            if sheet != player:
                text += " " + translate("Notices", "On {owner}'s map.").format(owner=players[sheet])
            return Notice(text, sheet, mask)
    return None


def _own_move(event: Event, players: Sequence[str], computers: Collection[int]) -> Notice | None:
    """What a person drew on their own map, and where (for the log only: they saw it)."""
    match event:
        case Drawn(automatic=False, sheet=sheet, player=player, card=card, mask=mask) if (
            sheet == player and player not in computers
        ):
            return Notice(
                translate("Notices", "{player}: {card} at {spaces}.").format(
                    player=players[player], card=card_name(card), spaces=_spaces(mask)
                ),
                sheet,
                mask,
            )
        case HeroPlaced(sheet=sheet, card=card, cell=cell) if sheet not in computers:
            return Notice(
                translate("Notices", "{player}: {card} at {spaces}.").format(
                    player=players[sheet], card=card_name(card), spaces=grid.label(cell)
                ),
                sheet,
                grid.bit(*cell),
            )
    return None


def _notice(event: Event, players: Sequence[str], solo: bool) -> Notice | None:
    data = catalog()
    match event:
        case SeasonStarted(season=season):
            name = season_name(SEASON_IDS[season])
            return Notice(translate("Notices", "{season} begins.").format(season=name))
        case CardRevealed(card=card) if card in data.ruins:
            return Notice(
                translate(
                    "Notices",
                    "Ruins ({card})! The next explore card must be drawn over a ruins space.",
                ).format(card=card_name(card)),
                important=True,
            )
        case CardRevealed(card=card):
            return Notice(translate("Notices", "New card: {card}.").format(card=card_name(card)))
        case Drawn(automatic=True, sheet=sheet, card=card, mask=mask, monster=monster):
            who = monster_name(monster) if monster else card_name(card)
            return Notice(
                translate("Notices", "Ambush card {card}: {monster} appears at {spaces}.").format(
                    card=card_name(card), monster=who, spaces=_spaces(mask)
                ),
                sheet,
                mask,
                True,
            )
        case Drawn(sheet=sheet, player=player, mask=mask, card=card) if (
            sheet != player and card in data.ambush
        ):
            monster = data.ambush[card].monster
            return Notice(
                translate("Notices", "{player} drew {monster} on {owner}'s map: {spaces}.").format(
                    player=players[player],
                    monster=monster_name(monster) if monster else card_name(card),
                    owner=players[sheet],
                    spaces=_spaces(mask),
                ),
                sheet,
                mask,
                True,
            )
        case Drawn(fallback=True, sheet=sheet, mask=mask, card=card) if card in data.ambush:
            return Notice(
                translate(
                    "Notices", "The monster did not fit: a single monster space at {spaces}."
                ).format(spaces=_spaces(mask)),
                sheet,
                mask,
            )
        case NothingDrawn(sheet=sheet, card=card, reason="no_place"):
            return Notice(
                translate("Notices", "No room for {card} anywhere: the ambush is ignored.").format(
                    card=card_name(card)
                ),
                sheet,
                important=True,
            )
        case NothingDrawn(sheet=sheet, card=card, reason="sheet_full"):
            return Notice(
                translate("Notices", "{player}'s map is full: nothing is drawn for {card}.").format(
                    player=players[sheet], card=card_name(card)
                ),
                sheet,
            )
        case Destroyed(sheet=sheet, mask=mask, cause=cause):
            text = {
                "hero": _PLURALS.hero_attack(mask.bit_count()),
                "gorgon": translate("Notices", "The Gorgon's gaze destroys {spaces}."),
                "troll": translate("Notices", "The Troll destroys {spaces}."),
            }[cause].format(spaces=_spaces(mask))
            return Notice(_whose(text, sheet, players, solo), sheet, mask, cause == "hero")
        case ZombiesSpread(sheet=sheet, mask=mask):
            text = _PLURALS.zombies(mask.bit_count())
            return Notice(_whose(text, sheet, players, solo), sheet, mask, True)
        case CoinsGained(sheet=sheet, amount=amount, reason="mountain"):
            text = _PLURALS.mountain(amount)
            return Notice(_whose(text, sheet, players, solo), sheet)
        case CoinsGained(sheet=sheet, amount=amount, reason="dragon"):
            text = _PLURALS.dragon(amount)
            return Notice(_whose(text, sheet, players, solo), sheet, important=True)
    return None


class Notices(QObject):
    """The notices with plural forms. pyside6-lupdate recognises ``%n`` plurals only
    in ``self.tr(text, "", n)`` calls (whose context is the class name), not in
    ``QCoreApplication.translate`` with a variable count."""

    def hero_attack(self, count: int) -> str:
        return self.tr("The hero's attack destroys %n monster space(s).", "", count)

    def zombies(self, count: int) -> str:
        return self.tr("The zombies spread to %n space(s).", "", count)

    def mountain(self, coins: int) -> str:
        return self.tr("A mountain is surrounded: +%n coin(s).", "", coins)

    def dragon(self, coins: int) -> str:
        return self.tr("The dragon is closed in: +%n coin(s).", "", coins)


_PLURALS = Notices()


def _whose(text: str, sheet: int, players: Sequence[str], solo: bool) -> str:
    if solo:
        return text
    return translate("Notices", "{player}: {what}").format(player=players[sheet], what=text)
