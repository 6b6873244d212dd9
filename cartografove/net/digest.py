"""The season digest: what every computer compares at each season's end.

Equal digests on two computers mean the same game. The digest is SHA-256 of
integers in a fixed, documented order — never of Python's ``repr`` of a sheet or a
score — so renaming a field or adding one to a class changes nothing, and another
program can compute it (docs/PROTOCOL.md "The season digest"). Each integer is
written big-endian:

1. the bytes ``kartografove-digest-1``, then the season (0–3) as 1 byte and the
   number of sheets as 1 byte;
2. for each sheet in seat order, as it stood when the season was scored:
   the sets of spaces (bitboards, bit ``row * 11 + column``) as 16 bytes each —
   mountains, wasteland, ruins, drawn forest, village, farm, water, monster, hero,
   the monster initials dragon, zombie, troll, gorgon, the destroyed spaces, the
   hero attack marks —, then the length of its coin track and the coins from
   shapes as 4 signed bytes each;
3. for each player in seat order and each season up to this one: the points of
   the season's first and second edict, its coins and the stars lost to monsters,
   4 signed bytes each.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from ..rules.board.sheet import Sheet
from ..rules.components import Monster, Terrain
from ..rules.events import SeasonScored
from ..rules.game import Game
from ..rules.results import SeasonScore

PREFIX = b"kartografove-digest-1"
TERRAINS = (
    Terrain.FOREST,
    Terrain.VILLAGE,
    Terrain.FARM,
    Terrain.WATER,
    Terrain.MONSTER,
    Terrain.HERO,
)
MONSTERS = (Monster.DRAGON, Monster.ZOMBIE, Monster.TROLL, Monster.GORGON)
BITBOARD_BYTES = 16  # 121 spaces


def season_digest(game: Game, season: int) -> str:
    """The digest at the end of ``season`` (from the game's SeasonScored event)."""
    scored = [e for e in game.events if isinstance(e, SeasonScored) and e.season == season]
    if not scored:
        raise ValueError(f"season {season} is not scored yet")
    scores = [player[: season + 1] for player in game.scores]
    return digest(season, scored[0].sheets, scores)


def digest(season: int, sheets: Sequence[Sheet], scores: Sequence[Sequence[SeasonScore]]) -> str:
    """The digest of these sheets and score boxes (see the module docstring)."""
    out = bytearray(PREFIX)
    out += bytes([season, len(sheets)])
    for sheet in sheets:
        boards = [sheet.mountains, sheet.wasteland, sheet.ruins]
        boards += [sheet.drawn.get(terrain, 0) for terrain in TERRAINS]
        boards += [sheet.initials.get(monster, 0) for monster in MONSTERS]
        boards += [sheet.destroyed, sheet.attack]
        for board in boards:
            out += board.to_bytes(BITBOARD_BYTES, "big")
        out += _number(sheet.coin_track) + _number(sheet.shape_coins)
    for player in scores:
        for box in player:
            first, second = box.edicts
            for value in (first.points, second.points, box.coins, box.monster_penalty):
                out += _number(value)
    return hashlib.sha256(bytes(out)).hexdigest()


def _number(value: int) -> bytes:
    return value.to_bytes(4, "big", signed=True)
