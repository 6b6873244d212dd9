"""Achievements: computed from the history, the same every time, earned by people."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from cartografove.paths import resource_path
from cartografove.records.history import History
from cartografove.records.journey.achievements import (
    LEGENDARY,
    RULES,
    Played,
    compute,
    from_history,
    latest,
)
from cartografove.records.journey.chapters import parse_journey
from cartografove.rules.cards import catalog
from cartografove.rules.save import write_save
from cartografove.rules.setup import Setup

from .conftest import finished

START = datetime(2026, 11, 2, 12, 0, tzinfo=UTC)


def _by_id(achievements):
    return {a.id: a for a in achievements}


def test_about_twenty_five_distinct_achievements():
    assert 22 <= len(RULES) <= 30
    assert len({rule.id for rule in RULES}) == len(RULES)
    assert catalog().solo_titles[0].min_rating == LEGENDARY


def test_recomputed_from_a_history_they_are_the_same(tmp_path, solo_game, duel_game):
    history = History(tmp_path / "history")
    for day, game in enumerate((solo_game, duel_game, finished(Setup(("Ann",), 5), 5))):
        history.record(game, finished=(START + timedelta(days=day)).isoformat())
    first = from_history(history)
    second = from_history(History(tmp_path / "history"))
    assert first == second and not first.problems
    got = _by_id(first.achievements)
    assert got["first-map"].done
    assert got["first-map"].earned == START
    assert got["ten-maps"].progress == 3 and not got["ten-maps"].done
    assert got["together"].done
    assert latest(first.achievements).earned == START + timedelta(days=1)


def test_the_order_of_the_games_does_not_matter(solo_game, duel_game):
    games = [
        Played("a", START, solo_game),
        Played("b", START + timedelta(hours=1), duel_game),
    ]
    assert compute(games) == compute(reversed(games))


def test_computers_earn_nothing():
    table = finished(Setup(("Ann", "Bot 1", "Bot 2", "Bot 3"), 8), 8)
    seats = ("person", "hard", "hard", "hard")
    person_won = next(s.rank for s in table.result.standings if s.player == 0) == 1
    got = _by_id(compute([Played("t", START, table, seats)]))
    assert got["beat-hard-table"].done == person_won
    assert got["first-map"].done
    nobody = _by_id(compute([Played("t", START, table, ("hard",) * 4)]))
    assert not any(a.done for a in nobody.values())


def test_a_won_four_seat_table_with_a_hard_computer_is_the_feat():
    for seed in range(30):
        table = finished(Setup(("Ann", "B", "C", "D"), seed), seed)
        if next(s.rank for s in table.result.standings if s.player == 0) == 1:
            break
    got = _by_id(compute([Played("t", START, table, ("person", "hard", "easy", "medium"))]))
    assert got["beat-hard-table"].done and got["beat-medium"].done
    three = finished(Setup(("Ann", "B", "C"), 1), 1)
    got = _by_id(compute([Played("t", START, three, ("person", "hard", "hard"))]))
    assert not got["beat-hard-table"].done


def test_counted_achievements_show_progress_and_when_they_were_reached():
    games = [
        Played(f"g{i}", START + timedelta(days=i), finished(Setup(("Ann",), i, side), i))
        for i, side in enumerate("CDCD")
    ]
    got = _by_id(compute(games))
    assert got["every-side"].progress == 2 and not got["every-side"].done
    assert got["ten-maps"].progress == 4


def test_journey_chapters_count_from_the_games():
    document = json.loads(resource_path("data", "journey.json").read_text(encoding="utf-8"))
    document["chapters"][0]["stars"] = [[{"rating": -200}]]
    mine = parse_journey(json.dumps(document))
    game = finished(mine.chapters[0].setup("Ann"), 1)
    got = _by_id(compute([Played("j", START, game, (), mine)]))
    assert got["journey-first-star"].done
    assert got["journey-every-chapter"].progress == 1
    assert not got["journey-three-stars"].progress
    assert not _by_id(compute([Played("j", START, game)]))["journey-first-star"].done


def test_a_damaged_history_file_is_reported_and_does_not_count(tmp_path, solo_game):
    history = History(tmp_path / "history")
    history.record(solo_game, finished=START.isoformat())
    broken = history.path_of("0" * 20)
    write_save(broken, solo_game, meta={"history": {"nonsense": True}})
    result = from_history(history)
    assert len(result.problems) == 1
    assert _by_id(result.achievements)["first-map"].done


def test_achievements_of_skill_need_a_game_without_hints():
    """Issue 32: a hinted game still counts as a map played, but earns no rating,
    map, win, star or week; which need one is the rule's own word."""
    document = json.loads(resource_path("data", "journey.json").read_text(encoding="utf-8"))
    document["chapters"][0]["stars"] = [[{"rating": -200}]]
    mine = parse_journey(json.dumps(document))
    game = finished(mine.chapters[0].setup("Ann"), 1)
    plain = _by_id(compute([Played("j", START, game, (), mine)]))
    hinted = _by_id(compute([Played("j", START, game.with_hints({0}), (), mine)]))
    assert plain["journey-first-star"].done
    skill = {rule.id for rule in RULES if rule.unhinted}
    assert {"apprentice", "legendary", "no-monsters", "beat-hard-table", "weekly-first"} <= skill
    assert {"first-map", "ten-maps", "together", "every-side"}.isdisjoint(skill)
    for rule in RULES:
        if rule.unhinted:
            assert not hinted[rule.id].progress, rule.id
    assert hinted["first-map"].done and hinted["ten-maps"].progress == 1


def test_at_a_table_only_the_person_who_took_a_hint_loses_the_achievement():
    for seed in range(30):
        table = finished(Setup(("Ann", "Ben", "C", "D"), seed), seed)
        winners = {s.player for s in table.result.standings if s.rank == 1}
        if len(winners) == 1 and winners & {0, 1}:
            break
    (winner,) = winners
    loser = 1 - winner
    seats = ("person", "person", "hard", "hard")

    def moves_of(seat):
        every = range(len(table.decisions))
        return {i for i in every if table.with_hints({i}).hints_of(seat) == 1}

    assert _by_id(compute([Played("t", START, table, seats)]))["beat-hard-table"].done
    got = _by_id(compute([Played("t", START, table.with_hints(moves_of(loser)), seats)]))
    assert got["beat-hard-table"].done  # the other person's hints are theirs
    got = _by_id(compute([Played("t", START, table.with_hints(moves_of(winner)), seats)]))
    assert not got["beat-hard-table"].done and got["first-map"].done
