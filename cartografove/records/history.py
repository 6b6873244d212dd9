"""Every finished game, kept so it can be listed, compared and watched again.

Each game is one ordinary save file in ``data_dir()/history/`` (setup + decisions,
so the viewer can replay it move by move), named by a hash of setup and decisions —
recording the same game twice finds the same file, so :meth:`History.record` is
idempotent. Its ``meta["history"]`` holds a :class:`Summary` (date, players, side,
edicts, every season's score breakdown, the result), so listing reads small JSON and
never replays a game. The file also keeps which moves were played after a hint
(the save's ``hinted``, issue 32): the list says how many, the replay marks them.
The same moves are the same game, hints or none: the first recording stays.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, StrictBool, StrictInt, ValidationError

from ..locks import records_lock
from ..rules.decisions import Decision
from ..rules.game import Game, IllegalDecision
from ..rules.limits import MAX_PLAYERS
from ..rules.results import SeasonScore
from ..rules.save import SavedGame, SaveError, load_game, read_save, write_save
from ..rules.setup import Setup
from .files import (
    CorruptRecord,
    DataFolder,
    NewerRecord,
    Problem,
    RecordError,
    record_error,
    set_aside,
)
from .schema import (
    CardId,
    Model,
    Name,
    Score,
    Text,
    Timestamp,
    invalid,
    moment,
    now,
)

FOLDER = "history"
SUFFIX = ".kartografove"
META_KEY = "history"
SUMMARY_VERSION: Literal[1] = 1

Kind = Literal["all", "solo", "multiplayer"]
EdictSet = tuple[str, str, str, str]


def game_key(setup: Setup, decisions: Sequence[Decision]) -> str:
    """The same 20 hex digits for the same game (setup + decisions), wherever it is
    recorded from: the history file name, and a campaign attempt's reference."""
    document = {"setup": setup.to_json(), "decisions": [d.to_json() for d in decisions]}
    canonical = json.dumps(document, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:20]


# --- the summary stored in each file ----------------------------------------------------


class EdictLine(Model):
    letter: Literal["A", "B", "C", "D"]
    card: CardId
    points: Score


class SeasonLine(Model):
    """One box of the score table (RULES §12)."""

    season: StrictInt = Field(ge=0, le=3)
    edicts: tuple[EdictLine, EdictLine]
    coins: Score
    monster_penalty: Score
    total: Score


class StandingLine(Model):
    player: StrictInt = Field(ge=0, lt=MAX_PLAYERS)
    name: Name
    total: Score
    monster_penalty: Score  # the tie-break: stars lost to monsters (RULES §14)
    rank: StrictInt = Field(ge=1, le=MAX_PLAYERS)


class SoloLine(Model):
    total: Score
    solo_values: Score
    rating: Score
    title: CardId


class CampaignRef(Model):
    campaign: Annotated[Text, Field(min_length=1, max_length=255)]  # the campaign's id
    chapter: StrictInt = Field(ge=0, le=99)


class Summary(Model):
    """What a history list shows, without replaying the game."""

    version: Literal[1] = SUMMARY_VERSION
    finished: Timestamp
    players: tuple[Name, ...] = Field(min_length=1, max_length=MAX_PLAYERS)
    side: CardId
    edicts: tuple[CardId, CardId, CardId, CardId]
    seasons: tuple[tuple[SeasonLine, ...], ...]  # per player, in seat order
    standings: tuple[StandingLine, ...]  # best first
    tie_broken: StrictBool
    solo: SoloLine | None
    campaign: CampaignRef | None = None

    @classmethod
    def of(cls, game: Game, finished: str, campaign: CampaignRef | None = None) -> Summary:
        result = game.result
        assert result is not None, "only a finished game has a summary"
        return cls(
            finished=finished,
            players=game.players,
            side=game.setup.side,
            edicts=game.edicts,
            seasons=tuple(tuple(_season_line(s) for s in seasons) for seasons in game.scores),
            standings=tuple(
                StandingLine(
                    player=s.player,
                    name=s.name,
                    total=s.total,
                    monster_penalty=s.monster_penalty,
                    rank=s.rank,
                )
                for s in result.standings
            ),
            tie_broken=result.tie_broken,
            solo=None
            if result.solo is None
            else SoloLine(
                total=result.solo.total,
                solo_values=result.solo.solo_values,
                rating=result.solo.rating,
                title=result.solo.title,
            ),
            campaign=campaign,
        )


def _season_line(score: SeasonScore) -> SeasonLine:
    return SeasonLine(
        season=score.season,
        edicts=tuple(  # always two edicts a season
            EdictLine(letter=e.letter, card=e.result.card_id, points=e.points) for e in score.edicts
        ),
        coins=score.coins,
        monster_penalty=score.monster_penalty,
        total=score.total,
    )


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One finished game in the history: its file and its summary."""

    key: str
    path: Path
    summary: Summary
    # the seats computer cartographers played, with their level (issue 25): the
    # file's own word, like its date; a game recorded before it says none
    computers: dict[int, str] = field(default_factory=dict)
    # the moves played after a hint (the save's record, issue 32): a list shows how
    # many, the replay which
    hinted: frozenset[int] = frozenset()

    @property
    def finished(self) -> datetime:
        return moment(self.summary.finished)

    @property
    def players(self) -> tuple[str, ...]:
        return self.summary.players

    @property
    def solo(self) -> bool:
        return len(self.summary.players) == 1

    @property
    def edicts(self) -> EdictSet:
        return self.summary.edicts

    @property
    def rating(self) -> int | None:
        return None if self.summary.solo is None else self.summary.solo.rating

    @property
    def winners(self) -> tuple[StandingLine, ...]:
        return tuple(s for s in self.summary.standings if s.rank == 1)

    def total(self, player: int) -> int:
        return sum(s.total for s in self.summary.seasons[player])


@dataclass(frozen=True, slots=True)
class Listing:
    entries: tuple[HistoryEntry, ...]  # oldest first
    problems: tuple[Problem, ...] = ()


@dataclass(frozen=True, slots=True)
class Bests:
    """Personal bests: the best solo rating, each name's best multiplayer total, the
    best solo rating on each edict set."""

    solo: HistoryEntry | None = None
    multiplayer: dict[str, tuple[int, HistoryEntry]] = field(default_factory=dict)
    per_edict_set: dict[EdictSet, HistoryEntry] = field(default_factory=dict)


# --- the folder ----------------------------------------------------------------------


class History(DataFolder):
    """The history folder: record finished games, list them, open one again."""

    subfolder = FOLDER

    def path_of(self, key: str) -> Path:
        return self.folder / f"{key}{SUFFIX}"

    def record(
        self,
        game: Game,
        campaign: CampaignRef | None = None,
        finished: str | None = None,
        computers: Mapping[int, str] | None = None,
    ) -> HistoryEntry:
        """Keep a finished game, with the seats ``computers`` played (and their
        level). Recording it again returns the entry already kept (a damaged one is
        set aside and written anew). Raises ``OSError`` if the folder cannot be
        written."""
        if not game.over:
            raise ValueError("only a finished game goes into the history")
        key = game_key(game.setup, game.decisions)
        path = self.path_of(key)
        with records_lock():  # two writers of one game: the second finds the first's
            if path.exists():
                try:
                    return self.read(path)
                except NewerRecord as error:  # never overwrite what a newer version wrote
                    raise FileExistsError(str(error)) from None
                except RecordError as error:
                    set_aside(error)
            summary = Summary.of(game, finished or now(), campaign)
            write_save(
                path, game, meta={META_KEY: summary.model_dump(mode="json")}, computers=computers
            )
        return HistoryEntry(key, path, summary, dict(computers or {}), game.hinted)

    def read(self, path: Path) -> HistoryEntry:
        """One history file's entry, its summary checked against its game: the game
        is replayed from its decisions (once a process, :func:`_verified`) and a
        summary whose scores, places, rating or title differ is damage, reported and
        set aside by the listing, never shown with wrong numbers."""
        try:
            saved = read_save(path)
        except SaveError as error:
            raise record_error(error) from None
        summary = _summary(path, saved)
        _verified(path, saved, summary)
        return HistoryEntry(
            path.name.removesuffix(SUFFIX), path, summary, saved.computers(), saved.hinted
        )

    def entries(self) -> Listing:
        """Every readable entry, oldest first; damaged files are set aside and
        reported, files of a newer version reported and left alone."""
        entries, problems = [], []
        for path in sorted(self.folder.glob(f"*{SUFFIX}")):
            if not path.is_file():
                continue
            try:
                entries.append(self.read(path))
            except RecordError as error:
                problems.append(set_aside(error))
        entries.sort(key=lambda e: (e.finished, e.key))
        return Listing(tuple(entries), tuple(problems))

    def open(self, entry: HistoryEntry) -> tuple[Game, SavedGame]:
        """Replay the finished game (for the viewer); a file that turns out to be
        damaged is set aside and raised as a :class:`RecordError`."""
        try:
            return load_game(entry.path)
        except SaveError as error:
            failure = record_error(error)
            set_aside(failure)
            raise failure from None


def _summary(path: Path, saved: SavedGame) -> Summary:
    data: Any = saved.meta.get(META_KEY)
    if not isinstance(data, dict):
        raise CorruptRecord(path, "is a saved game without a history summary")
    try:
        summary = Summary.model_validate(data)
    except ValidationError as error:
        raise invalid(path, error) from None
    if summary.players != saved.setup.players or summary.side != saved.setup.side:
        raise CorruptRecord(path, "has a summary that does not match its game")
    if len(summary.seasons) != len(summary.players):
        raise CorruptRecord(path, "has a score table that does not match its players")
    if (summary.solo is None) != (len(summary.players) > 1):
        raise CorruptRecord(path, "has a result that does not match its players")
    return summary


_VERIFIED: set[str] = set()
"""Digests of (setup, decisions, summary) already replayed and found to agree: a
history is listed often, and each game needs replaying once a process only."""


def _verified(path: Path, saved: SavedGame, summary: Summary) -> None:
    """Replay the game and recompute its summary; :class:`CorruptRecord` unless the
    stored one says the same (its time and campaign are the file's own word)."""
    document = {
        "setup": saved.setup.to_json(),
        "decisions": [d.to_json() for d in saved.decisions],
        "summary": summary.model_dump(mode="json"),
    }
    digest = hashlib.sha256(
        json.dumps(document, sort_keys=True, ensure_ascii=False).encode("utf-8")
    ).hexdigest()
    if digest in _VERIFIED:
        return
    try:
        game = saved.replay()
    except IllegalDecision as error:
        raise CorruptRecord(path, f"does not describe a legal game ({error})") from None
    if not game.over:
        raise CorruptRecord(path, "holds a game that is not finished")
    if Summary.of(game, summary.finished, summary.campaign) != summary:
        raise CorruptRecord(
            path, "has a summary (scores, places or rating) that does not match its game"
        )
    _VERIFIED.add(digest)


# --- questions about a list of entries ------------------------------------------------


def select(
    entries: Iterable[HistoryEntry], kind: Kind = "all", edicts: EdictSet | None = None
) -> list[HistoryEntry]:
    """The entries of one kind (solo or multiplayer) and, if given, one edict set
    (the four cards as dealt to A–D)."""
    return [
        e
        for e in entries
        if (kind == "all" or e.solo == (kind == "solo")) and (edicts is None or e.edicts == edicts)
    ]


def edict_sets(entries: Iterable[HistoryEntry]) -> list[EdictSet]:
    """The edict sets played, most played first (ties: most recent first)."""
    entries = list(entries)
    counts = Counter(e.edicts for e in entries)
    last = {e.edicts: i for i, e in enumerate(entries)}
    return sorted(counts, key=lambda s: (-counts[s], -last[s]))


def personal_bests(entries: Iterable[HistoryEntry]) -> Bests:
    """Best first found wins ties, so an old record is not taken by an equal score."""
    solo: HistoryEntry | None = None
    multiplayer: dict[str, tuple[int, HistoryEntry]] = {}
    per_set: dict[EdictSet, HistoryEntry] = {}
    for entry in entries:
        if entry.summary.solo is not None:
            if _better(entry, solo):
                solo = entry
            if _better(entry, per_set.get(entry.edicts)):
                per_set[entry.edicts] = entry
            continue
        for player, name in enumerate(entry.players):
            if player in entry.computers:
                continue  # a computer's stars are no person's best (issue 25)
            total = entry.total(player)
            if name not in multiplayer or total > multiplayer[name][0]:
                multiplayer[name] = (total, entry)
    return Bests(solo, multiplayer, per_set)


def _better(entry: HistoryEntry, best: HistoryEntry | None) -> bool:
    if best is None:
        return True
    assert entry.summary.solo is not None and best.summary.solo is not None
    return entry.summary.solo.rating > best.summary.solo.rating


def solo_ratings(entries: Iterable[HistoryEntry]) -> list[tuple[datetime, int, str]]:
    """(when, rating, title id) of every solo game, in time order: the chart's points."""
    points = [
        (e.finished, e.summary.solo.rating, e.summary.solo.title)
        for e in entries
        if e.summary.solo is not None
    ]
    return sorted(points, key=lambda p: p[0])
