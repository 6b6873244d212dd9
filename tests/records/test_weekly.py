"""The challenge of the week: one deal per ISO week everywhere, its record kept."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from cartografove.records.journey.weekly import Week, WeekBook, deal_of, week_of, week_of_deal
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup

from .conftest import finished


def test_two_clocks_in_different_time_zones_get_the_same_deal():
    instant = datetime(2026, 11, 26, 23, 30, tzinfo=UTC)
    prague = instant.astimezone(ZoneInfo("Europe/Prague"))
    tokyo = instant.astimezone(ZoneInfo("Asia/Tokyo"))
    honolulu = instant.astimezone(ZoneInfo("Pacific/Honolulu"))
    assert tokyo.date() != honolulu.date()
    weeks = {week_of(clock) for clock in (prague, tokyo, honolulu)}
    assert weeks == {Week(2026, 48)}
    assert len({deal_of(week) for week in weeks}) == 1


def test_the_same_iso_week_always_gives_the_same_deal_and_weeks_differ():
    monday = datetime(2026, 11, 23, 0, 0, tzinfo=UTC)
    week = week_of(monday)
    sunday_night = monday + timedelta(days=6, hours=23, minutes=59)
    assert week_of(sunday_night) == week
    assert deal_of(week) == deal_of(Week(2026, 48))
    assert week_of(monday - timedelta(seconds=1)) == Week(2026, 47)
    deals = {deal_of(Week(2026, n)) for n in range(1, 53)}
    assert len(deals) == 52
    assert {deal.rules.mode for deal in deals} == {"heroes", "base", "combined"}


def test_the_deal_is_pinned():
    """The derivation is a format: these values change only with a new prefix."""
    deal = deal_of(Week(2026, 48))
    assert (deal.rules.mode, deal.seed, deal.side, deal.edicts) == PINNED


PINNED = (
    "heroes",
    992916377,
    "C",
    ("faunlost_thicket", "starlit_sigil", "gnomish_colony", "clawsgrave_peaks"),
)


def test_a_naive_time_has_no_week():
    with pytest.raises(ValueError):
        week_of(datetime(2026, 11, 26, 12, 0))


def test_a_week_s_attempts_give_its_best_and_earlier_weeks_stay(tmp_path):
    book = WeekBook(tmp_path)
    this, last = Week(2026, 48), Week(2026, 47)
    when = "2026-11-26T10:00:00+00:00"
    games = [finished(deal_of(this).setup("Ann"), seed=s) for s in range(3)]
    for game in games:
        assert book.record(game, when)[0] == this
    book.record(games[0], when)  # again: counted once
    old = finished(deal_of(last).setup("Ann"), seed=9)
    assert book.record(old, when)[0] == last  # begun last week, finished this one
    book.note_computer(this, 41)
    weeks = book.load().weeks
    record = weeks.of(this)
    assert len(record.attempts) == 3
    assert record.best.rating == max(g.result.solo.rating for g in games)
    assert record.computer == 41
    assert [week for week, _ in weeks.played()] == [this, last]


def test_a_game_of_no_week_is_not_recorded(tmp_path):
    book = WeekBook(tmp_path)
    assert book.record(finished(Setup(players=("Ann",), seed=3))) is None
    two = finished(Setup(players=("Ann", "Ben"), seed=3))
    assert book.record(two) is None
    assert book.record(Game(deal_of(week_of()).setup("Ann"))) is None  # not finished


def test_a_damaged_weeks_file_is_set_aside_and_reported(tmp_path):
    book = WeekBook(tmp_path)
    book.path.write_text(
        '{"format": "kartografove-weeks", "version": 1, "weeks": {"2026-W99": {}}}'
    )
    loaded = book.load()
    assert loaded.problem is not None and loaded.problem.kept_as is not None
    assert loaded.weeks.weeks == {}  # nothing in the history to find again


def test_a_game_begun_on_sunday_counts_for_its_week_and_no_later():
    week = Week(2026, 48)
    setup = deal_of(week).setup("Ann")
    monday_after = week.starts() + timedelta(days=7, hours=1)
    assert week_of_deal(setup, monday_after) == week
    assert week_of_deal(setup, monday_after + timedelta(days=7)) is None


def test_an_edited_best_of_a_week_is_caught_and_the_week_found_again(tmp_path):
    import json

    from cartografove.records.history import History

    history = History(tmp_path / "history")
    book = WeekBook(tmp_path / "journey", history)
    week = Week(2026, 48)
    game = finished(deal_of(week).setup("Ann"), seed=1)
    when = "2026-11-26T10:00:00+00:00"
    history.record(game, finished=when)
    history.record(finished(Setup(players=("Ann",), seed=3)), finished=when)  # no challenge
    book.record(game, when)
    document = json.loads(book.path.read_text())
    document["weeks"][week.key]["attempts"][0]["rating"] = 60
    book.path.write_text(json.dumps(document))
    loaded = book.load()
    assert loaded.problem is not None and "does not earn" in loaded.problem.reason
    assert loaded.weeks.of(week).best.rating == game.result.solo.rating
    assert list(loaded.weeks.weeks) == [week.key]


def test_a_week_keeps_its_best_and_its_newest_attempts(tmp_path):
    from cartografove.records.journey.weekly import MAX_ATTEMPTS

    book = WeekBook(tmp_path)
    week = Week(2026, 48)
    games = [finished(deal_of(week).setup("Ann"), seed=s) for s in range(MAX_ATTEMPTS + 3)]
    for minute, game in enumerate(games):
        book.record(game, f"2026-11-26T10:{minute:02d}:00+00:00")
    record = book.load().weeks.of(week)
    assert len(record.attempts) == MAX_ATTEMPTS
    assert record.best.rating == max(g.result.solo.rating for g in games)
    assert record.attempts[-1].finished.startswith(f"2026-11-26T10:{len(games) - 1:02d}")


def test_a_hinted_week_game_is_kept_with_its_hints_and_has_no_place(tmp_path):
    """Issue 32: the week's best — its place beside the hard computer — is the best
    game played without a hint; a hinted one is kept, and shown with its hints."""
    book = WeekBook(tmp_path)
    week = Week(2026, 48)
    when = "2026-11-26T10:00:00+00:00"
    games = sorted(
        (finished(deal_of(week).setup("Ann"), seed=s) for s in range(3)),
        key=lambda g: g.result.solo.rating,
    )
    best = games[-1].with_hints({0, 1, 2})
    _, attempt = book.record(best, when)
    assert attempt.hints == 3
    record = book.load().weeks.of(week)
    assert record.best is None and record.hinted == (attempt,)
    book.record(games[0], when)
    record = book.load().weeks.of(week)
    assert record.best.rating == games[0].result.solo.rating < attempt.rating
    assert [a.hints for a in record.attempts] == [3, 0]


def test_a_hinted_week_game_edited_to_no_hints_is_caught(tmp_path):
    import json

    book = WeekBook(tmp_path)
    week = Week(2026, 48)
    book.record(
        finished(deal_of(week).setup("Ann"), seed=1).with_hints({4}), "2026-11-26T10:00:00+00:00"
    )
    document = json.loads(book.path.read_text())
    document["weeks"][week.key]["attempts"][0]["hints"] = 0
    book.path.write_text(json.dumps(document))
    loaded = book.load()
    assert loaded.problem is not None and "does not earn" in loaded.problem.reason


def test_weeks_of_before_hints_still_load_as_they_were(tmp_path):
    import json

    book = WeekBook(tmp_path)
    week = Week(2026, 48)
    game = finished(deal_of(week).setup("Ann"), seed=2)
    book.record(game, "2026-11-26T10:00:00+00:00")
    document = json.loads(book.path.read_text())
    document["version"] = 1
    del document["weeks"][week.key]["attempts"][0]["hints"]
    book.path.write_text(json.dumps(document))
    loaded = book.load()
    assert loaded.problem is None
    assert loaded.weeks.of(week).best.rating == game.result.solo.rating
