"""Season scores, final standings and the solo rating (RULES §12, §14, §15)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import EdictLetter, catalog
from .scoring import ScoreResult


@dataclass(frozen=True, slots=True)
class EdictScore:
    letter: EdictLetter
    result: ScoreResult

    @property
    def points(self) -> int:
        return self.result.points


@dataclass(frozen=True, slots=True)
class SeasonScore:
    """One box of the score table: the season's two edicts, coins and the monster
    penalty (RULES §12). ``monsters`` holds the penalty like an edict's result: the
    stars lost (a positive number) and the spaces that cost them."""

    season: int
    edicts: tuple[EdictScore, EdictScore]
    coins: int
    monsters: ScoreResult

    @property
    def monster_penalty(self) -> int:
        """The stars lost to monsters this season."""
        return self.monsters.points

    @property
    def total(self) -> int:
        return sum(e.points for e in self.edicts) + self.coins - self.monster_penalty


@dataclass(frozen=True, slots=True)
class Standing:
    player: int
    name: str
    total: int
    monster_penalty: int  # stars lost to monsters over the game (the tie-break)
    rank: int  # 1 = winner; tied players share a rank


@dataclass(frozen=True, slots=True)
class SoloResult:
    """Rating = total − the edicts' solo values; the title is the highest threshold the
    rating reaches, the lowest title below all of them (RULES §15, §19.20)."""

    total: int
    solo_values: int
    rating: int
    title: str


@dataclass(frozen=True, slots=True)
class Result:
    standings: tuple[Standing, ...]  # best first
    tie_broken: bool  # the monster tie-break separated players tied on stars
    solo: SoloResult | None

    @property
    def winners(self) -> tuple[Standing, ...]:
        return tuple(s for s in self.standings if s.rank == 1)


def standings(names: Sequence[str], scores: Sequence[Sequence[SeasonScore]]) -> Result:
    """Rank by total stars, then by fewest stars lost to monsters; still tied players
    share the rank (RULES §14)."""
    rows = [
        (
            sum(s.total for s in seasons),
            sum(s.monster_penalty for s in seasons),
            player,
        )
        for player, seasons in enumerate(scores)
    ]
    rows.sort(key=lambda row: (-row[0], row[1], row[2]))
    result: list[Standing] = []
    tie_broken = False
    for i, (total, penalty, player) in enumerate(rows):
        if i and (total, penalty) == rows[i - 1][:2]:
            rank = result[-1].rank
        else:
            rank = i + 1
            if i and total == rows[i - 1][0]:
                tie_broken = True
        result.append(Standing(player, names[player], total, penalty, rank))
    return Result(tuple(result), tie_broken, None)


def solo_result(total: int, edicts: Sequence[str]) -> SoloResult:
    data = catalog()
    values = sum(data.scoring[card_id].solo_value for card_id in edicts)
    rating = total - values
    return SoloResult(total, values, rating, data.solo_title(rating))
