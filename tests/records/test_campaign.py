"""Campaigns: chapters from codes, attempts and bests, files that survive anything."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from cartografove.records import campaign as campaigns
from cartografove.records import schema
from cartografove.records.campaign import (
    attempt_of,
    new_campaign,
    parse_campaign,
    read_campaign,
    to_bytes,
)
from cartografove.records.campaign_book import CampaignBook
from cartografove.records.codes import CodeError, chapter_plan
from cartografove.records.files import MAX_BYTES, CorruptRecord, NewerRecord, RecordError
from cartografove.records.history import game_key
from cartografove.rules.game import Game
from cartografove.rules.limits import MAX_NAME
from cartografove.rules.save import load_game, write_save
from cartografove.rules.setup import Setup
from tests.fuzzing import examples, mutated, report
from tests.random_play import autoplay

from .conftest import finished

ROOT = Path(__file__).resolve().parents[2]
CODE = "JFE5HPWRZ"


@pytest.fixture
def book(user_home) -> CampaignBook:
    return CampaignBook()


def play_chapter(book: CampaignBook, campaign, chapter: int, seed: int = 0):
    """Finish a chapter's game with random moves and record it."""
    game = autoplay(book.play(campaign, chapter).game, seed=seed)
    recorded = book.record(game)
    assert recorded is not None
    return recorded[0], game


# --- creating --------------------------------------------------------------------------


def test_the_same_code_twice_gives_identical_chapters(tmp_path):
    first = CampaignBook(tmp_path / "one").create("Ann", 4, code="jfe-5hp-wrz")
    second = CampaignBook(tmp_path / "two").create("Bára", 4, code=CODE)
    assert first.code == second.code == CODE
    assert [(c.seed, c.side, c.edicts) for c in first.chapters] == [
        (c.seed, c.side, c.edicts) for c in second.chapters
    ]
    # and the games themselves deal the same cards
    assert Game(first.setup(2)).revealed == Game(second.setup(2)).revealed


def test_a_longer_campaign_from_a_code_shares_its_first_chapters():
    four = new_campaign("Ann", 4, CODE)
    six = new_campaign("Ann", 6, CODE)
    assert six.chapters[:4] == four.chapters


def test_chapters_are_the_derived_solo_games():
    campaign = new_campaign("Ann", 4, CODE)
    for index, chapter in enumerate(campaign.chapters):
        plan = chapter_plan(CODE, index)
        assert campaign.setup(index) == Setup(
            players=("Ann",), seed=plan.seed, side=plan.side, edicts=plan.edicts
        )
        assert Game(campaign.setup(index)).edicts == plan.edicts
        assert chapter.attempts == ()


def test_a_random_campaign_has_a_fresh_code():
    assert new_campaign("Ann").code != new_campaign("Ann").code
    assert len(new_campaign("Ann").chapters) == 4


@pytest.mark.parametrize(("code", "problem"), [("JFE5HPWRY", "checksum"), ("JF", "length")])
def test_an_invalid_code_is_refused_with_its_reason(book, code, problem):
    with pytest.raises(CodeError) as caught:
        book.create("Ann", code=code)
    assert caught.value.problem == problem
    assert list(book.folder.iterdir()) == []


@pytest.mark.parametrize("chapters", [0, 13])
def test_the_number_of_chapters_is_bounded(chapters):
    with pytest.raises(ValueError, match="1 to 12 chapters"):
        new_campaign("Ann", chapters)


def test_two_campaigns_from_one_code_get_their_own_files(book):
    first, second = book.create("Ann", code=CODE), book.create("Ann", code=CODE)
    assert first.id != second.id
    assert len(book.campaigns().campaigns) == 2


# --- playing and recording -------------------------------------------------------------


def test_attempts_bests_score_and_current_chapter(book):
    campaign = book.create("Ann", 3, code=CODE)
    assert campaign.current == 0 and not campaign.complete
    assert campaign.score == 0 and campaign.best_title is None
    campaign, first = play_chapter(book, campaign, 0, seed=1)
    assert campaign.current == 1
    attempt = campaign.chapters[0].attempts[0]
    solo = first.result.solo
    assert (attempt.total, attempt.rating, attempt.title) == (solo.total, solo.rating, solo.title)
    assert attempt.history == game_key(first.setup, first.decisions)
    assert Game.replay(campaign.setup(0), attempt.game_decisions()).sheets == first.sheets
    # replay chapter 1 until an attempt differs from the first
    for seed in range(2, 40):
        campaign, again = play_chapter(book, campaign, 0, seed=seed)
        if again.result.solo.rating != solo.rating:
            break
    ratings = [a.rating for a in campaign.chapters[0].attempts]
    assert campaign.chapters[0].best.rating == max(ratings)
    assert campaign.current == 1  # replaying does not move on
    campaign, _ = play_chapter(book, campaign, 1, seed=3)
    campaign, _ = play_chapter(book, campaign, 2, seed=4)
    assert campaign.complete and campaign.current is None
    bests = [c.best for c in campaign.chapters]
    assert campaign.score == sum(b.total for b in bests)
    assert campaign.rating == sum(b.rating for b in bests)
    assert campaign.best_title == max(bests, key=lambda b: b.rating).title


def test_recording_the_same_game_twice_adds_one_attempt(book):
    campaign = book.create("Ann", 2, code=CODE)
    game = autoplay(book.play(campaign, 0).game, seed=5)
    book.record(game)
    campaign, chapter = book.record(game)
    assert chapter == 0
    assert len(campaign.chapters[0].attempts) == 1


def test_a_game_of_no_chapter_is_not_recorded(book, solo_game, duel_game):
    book.create("Ann", 2, code=CODE)
    assert book.record(solo_game) is None
    assert book.record(duel_game) is None
    unfinished = Game(new_campaign("Ann", 1, CODE).setup(0))
    assert book.record(unfinished) is None


def test_the_chapter_in_progress_is_resumed_from_its_save(book):
    campaign = book.create("Ann", 2, code=CODE)
    start = book.play(campaign, 0)
    assert not start.resumed
    assert start.autosave == book.attempt_path(campaign, 0)
    assert start.autosave.parent == book.folder
    game = start.game
    for decision in list(autoplay(Game(game.setup), seed=2).decisions)[:5]:
        game.apply(decision)
        write_save(start.autosave, game)  # what the app's session does after each move
    assert book.in_progress(campaign, 0)
    again = book.play(book.load(campaign.id), 0)
    assert again.resumed
    assert again.game.decisions == game.decisions


def test_a_finished_game_left_in_progress_is_recorded_when_played_again(book):
    """The app closed after the last move but before the campaign heard of it."""
    campaign = book.create("Ann", 2, code=CODE)
    start = book.play(campaign, 0)
    game = autoplay(start.game, seed=3)
    write_save(start.autosave, game)
    fresh = book.play(book.load(campaign.id), 0)
    assert not fresh.resumed and fresh.game.decisions == ()
    assert len(fresh.campaign.chapters[0].attempts) == 1
    assert len(book.load(campaign.id).chapters[0].attempts) == 1
    assert not start.autosave.exists()


def test_a_damaged_game_in_progress_is_set_aside(book):
    campaign = book.create("Ann", 2, code=CODE)
    path = book.attempt_path(campaign, 0)
    path.write_text("{ not json")
    start = book.play(campaign, 0)
    assert not start.resumed
    assert start.problem is not None and start.problem.kind == "corrupt"
    assert start.problem.kept_as == path.with_name(path.name + ".corrupt")
    assert start.problem.kept_as.read_text() == "{ not json"


def test_recording_removes_the_finished_game_in_progress(book):
    campaign = book.create("Ann", 2, code=CODE)
    start = book.play(campaign, 0)
    game = autoplay(start.game, seed=4)
    write_save(start.autosave, game)
    book.record(game)
    assert not start.autosave.exists()


def test_abandoning_keeps_the_results_and_stops_play(book):
    campaign = book.create("Ann", 2, code=CODE)
    campaign, _ = play_chapter(book, campaign, 0)
    write_save(book.attempt_path(campaign, 1), book.play(campaign, 1).game)
    abandoned = book.abandon(campaign)
    assert not abandoned.active
    assert not book.attempt_path(campaign, 1).exists()
    listed = book.campaigns().campaigns
    assert [c.id for c in listed] == [campaign.id] and not listed[0].active
    assert listed[0].score == campaign.score
    with pytest.raises(ValueError, match="abandoned"):
        book.play(abandoned, 1)


def test_active_campaigns_are_listed_first(book):
    old = book.abandon(book.create("Ann", 1))
    new = book.create("Ann", 1)
    assert [c.id for c in book.campaigns().campaigns] == [new.id, old.id]


def test_attempts_need_a_finished_solo_game(duel_game):
    with pytest.raises(ValueError, match="solo"):
        attempt_of(duel_game)


# --- files -------------------------------------------------------------------------------


def test_a_campaign_survives_a_restart(book):
    campaign = book.create("Łucja Dvořáková", 4, code=CODE)
    campaign, _ = play_chapter(book, campaign, 0)
    reread = CampaignBook().load(campaign.id)
    assert reread == campaign
    document = json.loads(book.path_of(campaign).read_text("utf-8"))
    assert document["format"] == "kartografove-campaign"
    assert document["version"] == campaigns.VERSION
    assert document["code"] == CODE
    assert document["chapters"][0]["seed"] == campaign.chapters[0].seed
    assert "Łucja" in book.path_of(campaign).read_text("utf-8")  # readable, not escaped


def test_a_corrupt_campaign_is_moved_aside_and_reported(book):
    good = book.create("Ann", 2)
    bad = book.folder / "broken.json"
    bad.write_bytes(b'{"format": "kartografove-campaign", "version": 1, "chap')
    listing = book.campaigns()
    assert [c.id for c in listing.campaigns] == [good.id]
    (problem,) = listing.problems
    assert problem.kind == "corrupt" and problem.path == bad
    assert problem.kept_as == book.folder / "broken.json.corrupt"
    assert problem.sentence == (
        "broken.json is cut off (truncated); it was kept as broken.json.corrupt."
    )
    assert not bad.exists()
    assert book.campaigns().problems == ()  # reported once, then out of the way


def test_an_existing_corrupt_copy_is_never_overwritten(book):
    (book.folder / "x.json.corrupt").write_text("first")
    (book.folder / "x.json.corrupt.2").write_text("second")
    (book.folder / "x.json").write_text("third")
    (problem,) = book.campaigns().problems
    assert problem.kept_as == book.folder / "x.json.corrupt.3"
    assert [(book.folder / n).read_text() for n in ("x.json.corrupt", "x.json.corrupt.2")] == [
        "first",
        "second",
    ]
    assert problem.kept_as.read_text() == "third"


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d.update(chapters=[]), "chapters"),
        (lambda d: d["chapters"][0].update(side="Z"), "unknown sheet side"),
        (lambda d: d["chapters"][0].update(edicts=["silos"] * 4), "one scoring card of each"),
        (lambda d: d["chapters"][0].update(seed=True), "chapters.0.seed"),
        (lambda d: d.update(code="JFE5HPWRY"), "not a valid code"),
        (lambda d: d.update(player=""), "player"),
        (lambda d: d.update(surprise=1), "surprise"),
        (lambda d: d.update(version=0), "no valid format version"),
        (lambda d: d.update(format="something"), "not a Kartografové file"),
        (lambda d: d["chapters"][0].update(attempts=[{"finished": "yesterday"}]), "chapter 1"),
    ],
)
def test_invalid_contents_are_damage_with_a_reason(change, reason):
    document = json.loads(to_bytes(new_campaign("Ann", 2, CODE)))
    change(document)
    with pytest.raises(CorruptRecord) as caught:
        parse_campaign(Path("c.json"), json.dumps(document).encode())
    assert reason in caught.value.reason


def test_a_damaged_decision_in_an_attempt_is_damage(book):
    campaign = book.create("Ann", 1, code=CODE)
    campaign, _ = play_chapter(book, campaign, 0)
    document = json.loads(to_bytes(campaign))
    document["chapters"][0]["attempts"][0]["decisions"][3] = {"type": "teleport"}
    with pytest.raises(CorruptRecord, match="unknown decision type"):
        parse_campaign(Path("c.json"), json.dumps(document).encode())


def test_a_newer_campaign_is_refused_politely_and_left_alone(book):
    document = json.loads(to_bytes(new_campaign("Ann", 2, CODE)))
    document["version"] = campaigns.VERSION + 1
    path = book.folder / "future.json"
    content = json.dumps(document).encode()
    path.write_bytes(content)
    listing = book.campaigns()
    assert listing.campaigns == ()
    (problem,) = listing.problems
    assert problem.kind == "newer" and problem.kept_as is None
    assert f"newer version of Kartografové (format {campaigns.VERSION + 1})" in problem.reason
    assert "left untouched" in problem.sentence
    assert path.read_bytes() == content
    with pytest.raises(NewerRecord):
        read_campaign(path)


def test_an_unreadable_campaign_is_reported_and_moved_aside(book, monkeypatch):
    path = book.folder / "locked.json"
    path.write_text("{}")
    real_open = os.open

    def refuse(name, *args, **kwargs):
        if Path(name) == path:
            raise PermissionError(13, "Permission denied")
        return real_open(name, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)
    (problem,) = book.campaigns().problems
    assert problem.kind == "unreadable"
    assert problem.reason == "cannot be read (Permission denied)"
    assert problem.kept_as == path.with_name("locked.json.corrupt")


def test_migrations_run_from_older_versions(book, monkeypatch):
    """The hook: a version-1 file read by a version-2 app is migrated step by step."""
    document = json.loads(to_bytes(new_campaign("Ann", 2, CODE)))
    document["version"] = 1
    path = book.folder / "old.json"
    path.write_text(json.dumps(document))
    monkeypatch.setattr(campaigns, "VERSION", 2)
    monkeypatch.setitem(
        campaigns.MIGRATIONS, 1, lambda d: {**d, "player": d["player"].upper(), "version": 2}
    )
    assert read_campaign(path).player == "ANN"


@pytest.mark.slow
def test_a_writer_killed_mid_save_leaves_the_previous_campaign_intact(tmp_path):
    """SIGKILL a process that saves a long-played campaign in a loop; whenever it dies,
    the file on disk is one whole campaign or the other, never a mixture."""
    book = CampaignBook(tmp_path)
    small = book.create("Ann", 2, code=CODE)
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from pathlib import Path
        from cartografove.records.campaign import attempt_of
        from cartografove.records.campaign_book import CampaignBook
        from tests.random_play import autoplay
        book = CampaignBook(Path({str(tmp_path)!r}))
        campaign = book.load({small.id!r})
        attempt = attempt_of(autoplay(book.play(campaign, 0).game))
        for _ in range(400):
            campaign = campaign.with_attempt(0, attempt)
        print("ready", flush=True)
        while True:
            book.save(campaign)
        """
    )
    for _ in range(3):
        writer = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
        assert writer.stdout.readline().strip() == "ready"
        try:
            writer.wait(timeout=0.4)
        except subprocess.TimeoutExpired:
            writer.send_signal(signal.SIGKILL)
            writer.wait()
        campaign = read_campaign(book.path_of(small))  # whole: the old one or the new one
        # each writer adds 400 attempts to what it read, and a chapter keeps 500
        assert len(campaign.chapters[0].attempts) in (0, 400, campaigns.MAX_ATTEMPTS)
    leftovers = [  # "home" is the test's data folder, where the records lock lives
        p.name for p in tmp_path.iterdir() if not p.name.startswith(".") and p.name != "home"
    ]
    assert leftovers == [book.path_of(small).name]
    assert book.campaigns().problems == ()


def longest_solo_attempt(seeds: int = 40):
    """The attempt of the random solo game with the most decisions among ``seeds``."""
    games = (autoplay(Game(Setup(players=("A",), seed=s, side="D")), seed=s) for s in range(seeds))
    return attempt_of(max(games, key=lambda g: len(g.decisions)))


@pytest.mark.slow
def test_the_largest_campaign_the_app_can_write_reads_back(tmp_path, monkeypatch):
    """Every chapter played far more often than anyone would, by the longest name, with
    the longest games: the file stays within what the reader accepts, and reads back.
    (The attempts are stand-ins of the longest size, not games of these chapters, so
    the replay check of each attempt is left out here.)"""
    monkeypatch.setattr(campaigns, "_attempt_problem", lambda _setup, _attempt: None)
    attempt = longest_solo_attempt()
    doubled = attempt.model_copy(update={"decisions": attempt.decisions * 2})  # margin
    campaign = new_campaign("W" * MAX_NAME, campaigns.MAX_CHAPTERS, code=CODE)
    for index in range(campaigns.MAX_CHAPTERS):
        for number in range(campaigns.MAX_ATTEMPTS + 20):
            played = doubled.model_copy(update={"rating": number % 97, "history": f"{number:064x}"})
            campaign = campaign.with_attempt(index, played)
    raw = to_bytes(campaign)
    assert len(raw) < MAX_BYTES / 2, len(raw)
    book = CampaignBook(tmp_path)
    book.save(campaign)
    again = book.load(campaign.id)
    for chapter in again.chapters:
        assert len(chapter.attempts) == campaigns.MAX_ATTEMPTS
        assert chapter.best is not None and chapter.best.rating == 96
        assert chapter.best.decisions  # the best keeps its replay
        kept = [a for a in chapter.attempts if a.decisions]
        assert len(kept) <= campaigns.KEPT_REPLAYS + 1
        assert chapter.attempts[-1].decisions  # and so does the newest


def test_old_attempts_keep_their_results_but_not_their_replays():
    attempt = longest_solo_attempt(3)
    campaign = new_campaign("Ann", 1, code=CODE)
    for number in range(campaigns.KEPT_REPLAYS + 5):
        played = attempt.model_copy(update={"rating": 50 - number, "history": f"{number:064x}"})
        campaign = campaign.with_attempt(0, played)
    attempts = campaign.chapters[0].attempts
    assert [a.rating for a in attempts] == [50 - n for n in range(campaigns.KEPT_REPLAYS + 5)]
    assert attempts[0].decisions  # the best
    assert not any(a.decisions for a in attempts[1:5])
    assert all(a.decisions for a in attempts[5:])


def test_a_campaign_too_large_to_read_back_is_never_written(tmp_path, monkeypatch):
    campaign = new_campaign("Ann", 1, code=CODE)
    monkeypatch.setattr(schema, "MAX_BYTES", 100)  # the one writer of record files
    with pytest.raises(ValueError, match="too large"):
        to_bytes(campaign)


# --- fuzzing -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def campaign_bytes(tmp_path_factory) -> bytes:
    # module-scoped, so set up before any test's own home: recording takes the records
    # lock in a data folder, which must be this fixture's own
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("KARTOGRAFOVE_HOME", str(tmp_path_factory.mktemp("home")))
        book = CampaignBook(tmp_path_factory.mktemp("campaigns"))
        campaign = book.create("Ann", 3, code=CODE)
        game = finished(campaign.setup(0), seed=1)
        campaign, _ = book.record(game, campaign)
    return to_bytes(campaign)


def test_fuzzed_campaign_files_only_ever_raise_record_errors(campaign_bytes, tmp_path):
    @settings(
        max_examples=examples(400),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        database=None,
    )
    @given(mutated(campaign_bytes))
    def check(content: bytes) -> None:
        tried.append(1)
        with contextlib.suppress(RecordError):
            campaign = parse_campaign(Path("fuzz.json"), content)
            for index in range(len(campaign.chapters)):
                Game(campaign.setup(index))  # what is accepted is playable

    tried: list[int] = []
    check()
    report("campaigns", len(tried))


def test_fuzzed_files_on_disk_are_listed_or_set_aside(campaign_bytes, tmp_path):
    """Through the folder: whatever the files contain, listing never raises and
    never loses a file — but for a damaged attempt, which is taken out and kept in a
    file of its own while the campaign file is written back without it."""
    book = CampaignBook(tmp_path)
    counter = iter(range(10**7))

    @settings(max_examples=examples(100), deadline=None, database=None)
    @given(mutated(campaign_bytes))
    def check(content: bytes) -> None:
        path = tmp_path / f"c{next(counter)}.json"
        path.write_bytes(content)
        listing = book.campaigns()
        on_disk = {p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
        taken_out = [p for p in listing.problems if p.chapters and p.kept_as is not None]
        if taken_out:
            (problem,) = taken_out
            assert problem.kept_as is not None
            assert json.loads(problem.kept_as.read_bytes())["attempts"]
            assert book.load(path.stem).id == path.stem  # the rest reads back whole
        else:
            assert content in on_disk
        for problem in listing.problems:
            (problem.kept_as or problem.path).unlink()
        for listed in listing.campaigns:
            book.path_of(listed).unlink()

    check()
    # files only: the test's home folder is here too (the records lock lives there)
    assert [p for p in tmp_path.iterdir() if p.is_file() and not p.name.startswith(".")] == []


def test_load_game_reads_the_chapter_autosave(book):
    """The chapter's autosave is an ordinary save file: the app opens it as any other."""
    campaign = book.create("Ann", 1, code=CODE)
    start = book.play(campaign, 0)
    write_save(start.autosave, start.game)
    game, _ = load_game(start.autosave)
    assert game.setup == campaign.setup(0)


def test_recording_leaves_damaged_campaigns_for_the_list_to_report(book):
    campaign = book.create("Ann", 1, code=CODE)
    (book.folder / "broken.json").write_text("{")
    game = autoplay(book.play(campaign, 0).game, seed=1)
    assert book.record(game) is not None
    assert (book.folder / "broken.json").exists()
    (problem,) = book.campaigns().problems
    assert problem.path.name == "broken.json"


def test_an_attempt_counts_its_hints_and_old_attempts_say_nothing(book):
    campaign = book.create("Ann", 2, code=CODE)
    game = autoplay(book.play(campaign, 0).game, seed=5)
    campaign, _ = book.record(game, campaign, hints=3)
    assert campaign.chapters[0].attempts[0].hints == 3
    document = json.loads(to_bytes(campaign))
    document["version"] = 1  # a campaign from before hints were counted
    del document["chapters"][0]["attempts"][0]["hints"]
    old = parse_campaign(Path("old.json"), json.dumps(document).encode())
    assert old.chapters[0].attempts[0].hints is None
    document["chapters"][0]["attempts"][0]["hints"] = -1
    with pytest.raises(CorruptRecord):
        parse_campaign(Path("bad.json"), json.dumps(document).encode())
