"""The designed journey: chapters valid and reachable, stars judged, progress kept."""

from __future__ import annotations

import json

import pytest

from cartografove.bots import autoplay as bot_autoplay
from cartografove.paths import resource_path
from cartografove.records.history import History
from cartografove.records.journey.chapters import JourneyDataError, journey, parse_journey
from cartografove.records.journey.progress import JourneyBook
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup

from .conftest import finished

SOLO = [chapter for chapter in journey().chapters if chapter.solo]


def _document() -> dict:
    return json.loads(resource_path("data", "journey.json").read_text(encoding="utf-8"))


def test_the_journey_teaches_then_tests_across_both_boxes():
    chapters = journey().chapters
    assert 10 <= len(chapters) <= 14
    assert [c.rules for c in chapters[:2]] == ["base", "base"]
    assert chapters[0].side == "A"
    assert {"heroes", "combined"} <= {c.rules for c in chapters}
    levels = [c.computers[0].level for c in chapters if c.computers]
    assert levels == ["medium", "hard"] and not chapters[-1].solo
    for chapter in chapters:
        for words in (chapter.title, chapter.story):
            assert words.en and words.cs and words.pl
            assert len({words.en, words.cs, words.pl}) == 3  # really translated


@pytest.mark.slow
@pytest.mark.parametrize("chapter", SOLO, ids=[c.id for c in SOLO])
def test_the_hard_computer_earns_a_star_on_every_solo_chapter(chapter):
    game = bot_autoplay(Game(chapter.setup("Hard")), seed=0, levels=["hard"])
    assert chapter.stars_of(game) >= 1


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["chapters"][0].update(side="C"), "chapters.0"),
        (lambda d: d["chapters"][1]["title"].pop("pl"), "chapters.1.title.pl"),
        (lambda d: d["chapters"][0].update(stars=[[{"place": 1}]]), "computers at the table"),
        (lambda d: d["chapters"][-1].update(stars=[[{"rating": 1}]]), "solo goal"),
        (lambda d: d["chapters"][2].update(stars=[[{"rating": 1, "coins": 2}]]), "exactly one"),
        (lambda d: d["chapters"][3].update(edicts=["deepwood"] * 4), "chapters.3"),
        (lambda d: d["chapters"][4].update(id=d["chapters"][0]["id"]), "share an id"),
        (lambda d: d["chapters"][5].update(stars=[]), "chapters.5.stars"),
    ],
)
def test_a_mistake_in_the_data_is_named_on_load(change, message):
    document = _document()
    change(document)
    with pytest.raises(JourneyDataError) as caught:
        parse_journey(json.dumps(document))
    assert message in str(caught.value)


def test_not_json_is_a_data_error_too():
    with pytest.raises(JourneyDataError):
        parse_journey(b"{")


def _chapter_game(index: int, seed: int = 0) -> Game:
    return finished(journey().chapters[index].setup("Ann"), seed=seed)


def test_a_game_is_its_chapters_whoever_plays_it():
    chapter = journey().chapters[0]
    assert journey().chapter_of(chapter.setup("Zoë")) is chapter
    other = Setup(players=("Ann",), seed=chapter.seed + 1, side="C")
    assert journey().chapter_of(other) is None


def test_stars_climb_in_order():
    """A star counts only with every star before it."""
    document = _document()
    document["chapters"][0]["stars"] = [[{"rating": 60}], [{"rating": -30}]]
    chapter = parse_journey(json.dumps(document)).chapters[0]
    game = finished(chapter.setup("Ann"), seed=1)
    assert chapter.stars_of(game) == 0


def test_conditions_read_the_finished_game():
    game = _chapter_game(0, seed=2)
    solo = game.result.solo
    me = game.result.standings[0]
    chapter = journey().chapters[0]
    document = _document()

    def stars(*conditions: dict) -> int:
        document["chapters"][0]["stars"] = [list(conditions)]
        return parse_journey(json.dumps(document)).chapters[0].stars_of(game)

    assert stars({"rating": solo.rating}) == 1 and stars({"rating": solo.rating + 1}) == 0
    assert stars({"no_monsters": True}) == int(me.monster_penalty == 0)
    coins = game.scores[0][-1].coins
    if coins:
        assert stars({"coins": coins}) == 1
    assert stars({"coins": coins + 1}) == 0
    every = all(e.points > 0 for s in game.scores[0] for e in s.edicts if e.letter == "B")
    assert stars({"edict": "B"}) == int(every)
    assert 0 <= chapter.stars_of(game) <= len(chapter.stars)


def test_table_conditions_place_and_margin():
    table = next(c for c in journey().chapters if not c.solo)
    game = finished(table.setup("Ann"), seed=4)
    me = next(s for s in game.result.standings if s.player == 0)
    best_other = max(s.total for s in game.result.standings if s.player != 0)
    document = _document()
    index = journey().index_of(table.id)

    def stars(*conditions: dict) -> int:
        document["chapters"][index]["stars"] = [list(conditions)]
        return parse_journey(json.dumps(document)).chapters[index].stars_of(game)

    assert stars({"place": me.rank}) == 1
    assert stars({"place": 4}) == 1
    margin = me.total - best_other
    assert stars({"margin": max(margin, 0)}) == int(margin >= 0)


# --- progress ---------------------------------------------------------------------------


def test_one_star_opens_the_next_chapter(tmp_path):
    document = _document()
    document["chapters"][0]["stars"] = [[{"rating": -200}], [{"rating": 200}]]
    book = JourneyBook(tmp_path, parse_journey(json.dumps(document)))
    standing = book.load().standing
    assert standing.next_chapter == 0
    assert standing.unlocked(0) and not standing.unlocked(1)
    _, attempt = book.record(_chapter_game(0))
    assert attempt.stars == 1
    standing = book.load().standing
    assert standing.unlocked(1) and not standing.unlocked(2)
    assert standing.next_chapter == 1
    assert standing.total_stars == 1


def test_recording_twice_adds_once_and_a_foreign_game_is_ignored(tmp_path):
    book = JourneyBook(tmp_path)
    game = _chapter_game(1)
    book.record(game)
    book.record(game)
    assert len(book.load().standing.progress.attempts(journey().chapters[1])) == 1
    assert book.record(finished(Setup(players=("Ann",), seed=5))) is None


def test_a_damaged_journey_is_set_aside_and_rebuilt_from_the_history(tmp_path):
    history = History(tmp_path / "history")
    book = JourneyBook(tmp_path / "journey", history=history)
    for seed in (1, 2):
        game = _chapter_game(0, seed)
        when = f"2026-11-2{seed}T10:00:00+00:00"
        history.record(game, finished=when)
        book.record(game, when)
    history.record(finished(Setup(players=("Ann",), seed=5)))  # no chapter's game
    before = book.load().standing.progress
    book.path.write_text('{"format": "kartografove-journey", "version": 1, "chapters": 7}')
    loaded = book.load()
    assert loaded.problem is not None and loaded.problem.kept_as.exists()
    assert loaded.standing.progress == before
    assert book.load().problem is None  # rebuilt and written again


def test_a_newer_journey_file_is_left_alone(tmp_path):
    book = JourneyBook(tmp_path)
    raw = '{"format": "kartografove-journey", "version": 99, "chapters": {}}'
    book.path.write_text(raw)
    loaded = book.load()
    assert loaded.problem is not None and loaded.problem.kind == "newer"
    assert book.path.read_text() == raw


def test_a_finished_chapter_or_challenge_is_recorded_with_the_history():
    from cartografove.records.finished import record_finished
    from cartografove.records.journey.weekly import WeekBook, deal_of, week_of

    chapter = journey().chapters[0]
    recorded = record_finished(_chapter_game(0, seed=3))
    assert recorded.entry is not None and recorded.journey is not None
    assert recorded.journey.history == recorded.entry.key
    assert JourneyBook().load().standing.progress.attempts(chapter)
    week = week_of()
    recorded = record_finished(finished(deal_of(week).setup("Ann"), seed=1))
    assert recorded.week is not None and recorded.week[0] == week
    assert WeekBook().load().weeks.of(week).attempts
    other = record_finished(finished(Setup(players=("Ann",), seed=77)))
    assert other.journey is None and other.week is None and not other.failures


def test_an_edited_journey_cannot_claim_a_star(tmp_path):
    """A hand-edited best attempt (three stars where the game earns none) is caught
    by replaying its result code: the file is set aside and rebuilt from the history,
    which knows the real result."""
    history = History(tmp_path / "history")
    book = JourneyBook(tmp_path / "journey", history=history)
    game = _chapter_game(0, seed=1)
    history.record(game)
    _, attempt = book.record(game)
    assert attempt.stars == 0
    document = json.loads(book.path.read_text())
    document["chapters"][journey().chapters[0].id][0]["stars"] = 3
    book.path.write_text(json.dumps(document))
    loaded = book.load()
    assert loaded.problem is not None and "does not earn" in loaded.problem.reason
    assert loaded.standing.stars(0) == 0
    assert len(loaded.standing.progress.attempts(journey().chapters[0])) == 1


# --- a hint is part of the game (issue 32) ------------------------------------------------


def test_a_hinted_chapter_earns_no_star_and_is_kept_with_its_hints(tmp_path):
    document = _document()
    document["chapters"][0]["stars"] = [[{"rating": -200}], [{"rating": -199}]]
    mine = parse_journey(json.dumps(document))
    chapter = mine.chapters[0]
    game = finished(chapter.setup("Ann"), 1)
    assert chapter.stars_of(game) == 2
    hinted = game.with_hints({0, 5})
    assert chapter.stars_of(hinted) == 0
    book = JourneyBook(tmp_path, mine)
    _, attempt = book.record(hinted)
    assert attempt.stars == 0 and attempt.hints == 2
    standing = book.load().standing
    assert standing.stars(0) == 0 and not standing.unlocked(1)
    assert standing.progress.best(chapter).hints == 2
    book.record(game)  # the very same moves, their hints left out: the same game
    assert book.load().standing.stars(0) == 0
    book.record(finished(chapter.setup("Ann"), 2))  # another game without hints
    assert book.load().standing.stars(0) == 2


def test_an_edited_hint_count_of_a_best_attempt_is_caught(tmp_path):
    history = History(tmp_path / "history")
    book = JourneyBook(tmp_path / "journey", history=history)
    game = _chapter_game(0, seed=1).with_hints({3})
    history.record(game)
    book.record(game)
    document = json.loads(book.path.read_text())
    document["chapters"][journey().chapters[0].id][0]["hints"] = 0
    book.path.write_text(json.dumps(document))
    loaded = book.load()
    assert loaded.problem is not None and "does not earn" in loaded.problem.reason
    assert loaded.standing.progress.best(journey().chapters[0]).hints == 1


def test_a_journey_of_before_hints_still_loads_as_it_was(tmp_path):
    book = JourneyBook(tmp_path)
    book.record(_chapter_game(0, seed=2))
    document = json.loads(book.path.read_text())
    document["version"] = 1
    for attempts in document["chapters"].values():
        for attempt in attempts:
            del attempt["hints"]
    book.path.write_text(json.dumps(document))
    loaded = book.load()
    assert loaded.problem is None
    assert loaded.standing.progress.best(journey().chapters[0]).hints == 0
