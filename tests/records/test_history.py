"""The history of finished games: recorded once, listed, filtered, best scores."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import HealthCheck, given, settings

from cartografove.records.files import RecordError
from cartografove.records.history import (
    CampaignRef,
    History,
    edict_sets,
    game_key,
    personal_bests,
    select,
    solo_ratings,
)
from cartografove.rules import save
from cartografove.rules.game import Game
from cartografove.rules.save import write_save
from cartografove.rules.setup import Setup
from tests.fuzzing import examples, mutated, report

from .conftest import finished

FIRST = ("faunlost_thicket", "craylund", "traylo_monastery", "dwarvenholds")
OTHER = ("deepwood", "ulems_wallow", "outer_enclave", "silos")


@pytest.fixture
def history(user_home) -> History:
    return History()


def test_a_finished_game_is_recorded_with_its_summary(history, solo_game):
    entry = history.record(solo_game, finished="2026-03-01T10:00:00+00:00")
    assert entry.path.parent == history.folder
    assert entry.path.name == f"{game_key(solo_game.setup, solo_game.decisions)}.kartografove"
    summary = entry.summary
    assert summary.players == ("Ann",) and summary.side == "C"
    assert summary.edicts == solo_game.edicts
    solo = solo_game.result.solo
    assert (summary.solo.rating, summary.solo.title, summary.solo.total) == (
        solo.rating,
        solo.title,
        solo.total,
    )
    assert len(summary.seasons[0]) == 4
    for line, score in zip(summary.seasons[0], solo_game.scores[0], strict=True):
        assert line.total == score.total and line.coins == score.coins
        assert line.monster_penalty == score.monster_penalty
        assert [(e.letter, e.card, e.points) for e in line.edicts] == [
            (e.letter, e.result.card_id, e.points) for e in score.edicts
        ]
    assert entry.solo and entry.rating == solo.rating
    assert entry.finished.year == 2026


def test_a_multiplayer_game_keeps_standings_and_tie_break(history, duel_game):
    entry = history.record(duel_game)
    assert not entry.solo and entry.rating is None
    assert [s.name for s in entry.summary.standings] == [s.name for s in duel_game.result.standings]
    assert entry.summary.tie_broken == duel_game.result.tie_broken
    assert [w.name for w in entry.winners] == [w.name for w in duel_game.result.winners]
    assert entry.total(1) == duel_game.total(1)


def test_recording_is_idempotent(history, solo_game):
    first = history.record(solo_game)
    again = history.record(Game.replay(solo_game.setup, solo_game.decisions))
    assert again == first
    assert len(history.entries().entries) == 1


def test_an_unfinished_game_is_not_history(history):
    with pytest.raises(ValueError, match="finished"):
        history.record(Game(Setup(players=("Ann",), seed=1)))


def test_a_recorded_game_reopens_and_replays(history, duel_game):
    entry = history.record(duel_game)
    game, _ = history.open(entry)
    assert game.sheets == duel_game.sheets and game.over


def test_the_campaign_reference_is_kept(history, solo_game):
    entry = history.record(solo_game, campaign=CampaignRef(campaign="20260101-X", chapter=2))
    assert History().read(entry.path).summary.campaign.chapter == 2


@pytest.fixture
def many(history):
    """Three solo games on two edict sets, two duels; recorded out of order."""
    games = [
        (finished(Setup(players=("Ann",), seed=1, edicts=FIRST), 1), "2026-01-03"),
        (finished(Setup(players=("Ann",), seed=2, edicts=FIRST), 2), "2026-01-01"),
        (finished(Setup(players=("Ann",), seed=3, edicts=OTHER), 3), "2026-01-02"),
        (finished(Setup(players=("Ann", "Ben"), seed=4, edicts=OTHER), 4), "2026-01-04"),
        (finished(Setup(players=("Ben", "Cyril"), seed=5, edicts=FIRST), 5), "2026-01-05"),
    ]
    for game, day in games:
        history.record(game, finished=f"{day}T12:00:00+00:00")
    return [game for game, _ in games]


def test_listing_is_in_time_order(history, many):
    entries = history.entries().entries
    assert [e.finished.day for e in entries] == [1, 2, 3, 4, 5]


def test_filters_by_kind_and_edict_set(history, many):
    entries = history.entries().entries
    assert len(select(entries)) == 5
    assert [len(e.players) for e in select(entries, "solo")] == [1, 1, 1]
    assert [len(e.players) for e in select(entries, "multiplayer")] == [2, 2]
    assert {e.edicts for e in select(entries, edicts=FIRST)} == {FIRST}
    assert len(select(entries, "solo", FIRST)) == 2
    assert len(select(entries, "multiplayer", FIRST)) == 1
    assert edict_sets(entries) == [FIRST, OTHER]  # most played first


def test_personal_bests(history, many):
    entries = history.entries().entries
    bests = personal_bests(entries)
    solo = [g for g in many if g.solo]
    assert bests.solo.rating == max(g.result.solo.rating for g in solo)
    assert bests.per_edict_set[OTHER].rating == many[2].result.solo.rating
    assert bests.per_edict_set[FIRST].rating == max(g.result.solo.rating for g in many[:2])
    ben = max(many[3].total(1), many[4].total(0))
    assert bests.multiplayer["Ben"][0] == ben
    assert bests.multiplayer["Cyril"][0] == many[4].total(1)
    assert "Ann" in bests.multiplayer  # Ann's duel counts for her multiplayer best
    assert personal_bests([]).solo is None


def test_solo_ratings_over_time(history, many):
    points = solo_ratings(history.entries().entries)
    assert [p[0].day for p in points] == [1, 2, 3]
    assert [p[1] for p in points] == [
        many[1].result.solo.rating,
        many[2].result.solo.rating,
        many[0].result.solo.rating,
    ]


def test_damaged_entries_are_set_aside_and_reported(history, solo_game, duel_game):
    good = history.record(solo_game)
    broken = history.folder / "broken.kartografove"
    broken.write_text("not json at all")
    no_summary = history.folder / "plain.kartografove"
    write_save(no_summary, duel_game)
    listing = history.entries()
    assert listing.entries == (good,)
    problems = {p.path.name: p for p in listing.problems}
    assert problems["broken.kartografove"].kept_as.name == "broken.kartografove.corrupt"
    assert "without a history summary" in problems["plain.kartografove"].reason
    assert not broken.exists() and not no_summary.exists()


def test_a_summary_that_does_not_match_its_game_is_damage(history, solo_game, duel_game):
    entry = history.record(solo_game)
    document = json.loads(entry.path.read_text())
    document["meta"]["history"]["players"] = ["Eve"]
    entry.path.write_text(json.dumps(document))
    (problem,) = history.entries().problems
    assert "does not match" in problem.reason


def test_a_newer_entry_is_reported_and_left_alone(history, solo_game):
    entry = history.record(solo_game)
    document = json.loads(entry.path.read_text())
    document["version"] = save.VERSION + 1
    entry.path.write_text(json.dumps(document))
    (problem,) = history.entries().problems
    assert problem.kind == "newer" and entry.path.exists()
    with pytest.raises(FileExistsError):  # never overwritten, not even by the same game
        history.record(solo_game)


def test_recording_again_replaces_a_damaged_entry(history, solo_game):
    entry = history.record(solo_game)
    entry.path.write_text("{")
    again = history.record(solo_game)
    assert again.summary.players == ("Ann",)
    assert entry.path.with_name(entry.path.name + ".corrupt").read_text() == "{"


def test_a_game_that_no_longer_replays_is_reported_and_set_aside(history, solo_game):
    entry = history.record(solo_game)
    document = json.loads(entry.path.read_text())
    document["decisions"] = document["decisions"][:3] + document["decisions"][5:]
    entry.path.write_text(json.dumps(document))
    with pytest.raises(RecordError, match="legal game"):
        history.read(entry.path)  # its summary alone looks fine: the replay tells
    listing = history.entries()
    assert listing.entries == ()
    (problem,) = listing.problems
    assert problem.kept_as is not None and problem.kept_as.exists()
    assert not entry.path.exists()


@pytest.mark.parametrize(
    ("where", "change"),
    [
        (("standings", 0, "total"), 1),
        (("standings", 0, "monster_penalty"), -1),
        (("seasons", 0, 2, "coins"), 1),
        (("solo", "rating"), 1),
        (("solo", "title"), "p1"),
    ],
    ids=["total", "tie-break", "coins", "rating", "title"],
)
def test_a_damaged_history_summary_is_reported_not_shown(history, solo_game, where, change):
    """One changed number in a summary used to be listed as if true (179 of 1 200
    single-digit changes were accepted)."""
    entry = history.record(solo_game)
    document = json.loads(entry.path.read_text())
    node = document["meta"]["history"]
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = change if isinstance(change, str) else node[where[-1]] + change
    entry.path.write_text(json.dumps(document))
    listing = history.entries()
    assert listing.entries == ()
    (problem,) = listing.problems
    assert "does not match its game" in problem.reason
    assert problem.kept_as is not None  # kept aside, never lost


def test_fuzzed_history_files_only_ever_raise_record_errors(solo_game, tmp_path):
    history = History(tmp_path)
    original = history.record(solo_game).path.read_bytes()
    target = tmp_path / "fuzz.kartografove"

    @settings(
        max_examples=examples(400),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        database=None,
    )
    @given(mutated(original))
    def check(content: bytes) -> None:
        tried.append(1)
        target.write_bytes(content)
        with contextlib.suppress(RecordError):
            history.read(target)

    tried: list[int] = []
    check()
    report("history entries", len(tried))


def test_record_finished_puts_a_chapter_in_its_campaign_and_the_history(user_home):
    from cartografove.records.campaign_book import CampaignBook
    from cartografove.records.finished import record_finished

    book = CampaignBook()
    campaign = book.create("Ann", 2)
    game = finished(book.play(campaign, 1).game.setup, seed=3)
    recorded = record_finished(game)
    assert recorded.failures == ()
    assert recorded.chapter == 1 and recorded.campaign.id == campaign.id
    assert recorded.entry.summary.campaign.campaign == campaign.id
    assert recorded.campaign.chapters[1].attempts[0].history == recorded.entry.key
    assert record_finished(game).entry == recorded.entry  # idempotent
    assert len(book.load(campaign.id).chapters[1].attempts) == 1


def test_record_finished_reports_a_folder_it_cannot_write(user_home, duel_game, monkeypatch):
    from cartografove.records import history as history_module
    from cartografove.records.finished import record_finished

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(history_module, "write_save", refuse)
    recorded = record_finished(duel_game)
    assert recorded.entry is None
    assert recorded.failures == ("the game could not be added to the history (Permission denied)",)
    assert record_finished(Game(Setup(players=("A",), seed=1))).entry is None  # unfinished


def test_a_hinted_game_is_kept_with_its_hints(tmp_path, solo_game):
    """Issue 32: the history keeps which moves were played after a hint; listing
    reads them without a replay, opening gives them back with the game."""
    history = History(tmp_path / "history")
    hinted = solo_game.with_hints({2, 5})
    entry = history.record(hinted)
    assert entry.hinted == {2, 5}
    (listed,) = history.entries().entries
    assert listed.hinted == {2, 5}
    game, saved = history.open(listed)
    assert game.hinted == saved.hinted == {2, 5}
    assert history.record(solo_game).hinted == {2, 5}  # the same moves: the same game
