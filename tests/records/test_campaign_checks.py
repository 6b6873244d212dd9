"""A campaign's attempts are checked against their games when it is read (issue 21):
an attempt that is not a legal game of its chapter, or claims other numbers, is
reported and set aside on its own — kept in ``<id>.attempts.corrupt``, never over an
earlier one — while the rest of the campaign stays in use; never shown, never a
silent "Watch your best game"."""

from __future__ import annotations

import json
import os

import pytest

from cartografove.records.campaign import DamagedAttempts
from cartografove.records.campaign_book import CampaignBook
from cartografove.records.files import RecordError
from cartografove.rules.game import Game
from tests.random_play import autoplay


@pytest.fixture
def played():
    """Two attempts at chapter 1, one at chapter 2."""
    book = CampaignBook()
    campaign = book.create("Ann", chapters=2)
    for seed in (3, 4):
        book.record(autoplay(Game(campaign.setup(0)), seed=seed), campaign)
    book.record(autoplay(Game(campaign.setup(1)), seed=5), campaign)
    return book, book.load(campaign.id)


def _change(book, campaign, edit, attempt=0) -> dict:
    """Edit one attempt of chapter 1 in the file; the attempt as written."""
    path = book.path_of(campaign)
    document = json.loads(path.read_bytes())
    edit(document["chapters"][0]["attempts"][attempt])
    path.write_text(json.dumps(document))
    return document["chapters"][0]["attempts"][attempt]


EDITS = {
    "illegal": lambda a: a.update(decisions=a["decisions"][:4] + a["decisions"][6:]),
    "unfinished": lambda a: a.update(decisions=a["decisions"][:-1]),
    "rating": lambda a: a.update(rating=a["rating"] + 1),
    "stars": lambda a: a.update(total=a["total"] - 1),
    "not a number": lambda a: a.update(total="many"),
    "bad decision": lambda a: a.update(decisions=[{"kind": "fly"}]),
}


@pytest.mark.parametrize("edit", EDITS.values(), ids=EDITS.keys())
def test_one_bad_attempt_is_set_aside_alone_and_the_campaign_stays_live(played, edit):
    book, campaign = played
    sound = campaign.chapters[0].attempts[1]
    damaged = _change(book, campaign, edit)
    listing = book.campaigns()
    (shown,) = listing.campaigns
    assert shown.chapters[0].attempts == (sound,)
    assert shown.chapters[1].attempts == campaign.chapters[1].attempts
    (problem,) = listing.problems
    assert problem.chapters == (1,) and "chapter 1" in problem.reason
    assert problem.kept_as == book.folder / f"{campaign.id}.attempts.corrupt"
    kept = json.loads(problem.kept_as.read_bytes())
    assert kept["campaign"] == campaign.id
    assert [(a["chapter"], a["attempt"]) for a in kept["attempts"]] == [(1, damaged)]
    assert book.load(campaign.id) == shown  # the file itself is sound again
    assert book.campaigns().problems == ()  # reported once


def test_a_later_bad_attempt_never_overwrites_an_earlier_one(played):
    book, campaign = played
    _change(book, campaign, EDITS["rating"])
    (first,) = book.campaigns().problems
    _change(book, campaign, EDITS["stars"])  # the one attempt left
    (second,) = book.campaigns().problems
    assert first.kept_as is not None and second.kept_as is not None
    assert second.kept_as.name == f"{campaign.id}.attempts.corrupt.2"
    kept_first = json.loads(first.kept_as.read_bytes())["attempts"][0]["attempt"]
    kept_second = json.loads(second.kept_as.read_bytes())["attempts"][0]["attempt"]
    # Each file holds its own edit: two random games may share a rating, never both edits.
    assert kept_first["rating"] == campaign.chapters[0].attempts[0].rating + 1
    assert kept_second["total"] == campaign.chapters[0].attempts[1].total - 1
    assert book.load(campaign.id).chapters[0].attempts == ()
    assert book.load(campaign.id).chapters[1].attempts == campaign.chapters[1].attempts


def test_the_reader_alone_reports_the_attempts_and_the_campaign_without_them(played):
    from cartografove.records.campaign import read_campaign

    book, campaign = played
    _change(book, campaign, EDITS["illegal"])
    with pytest.raises(DamagedAttempts) as raised:
        read_campaign(book.path_of(campaign))
    assert isinstance(raised.value, RecordError)  # whoever expects only damage
    assert len(raised.value.campaign.chapters[0].attempts) == 1
    (damaged,) = raised.value.damaged
    assert damaged.chapter == 0 and "not a legal game" in damaged.reason


def test_a_chapter_recorded_after_a_bad_attempt_keeps_the_bad_one_aside(played):
    """Recording reads the file first: the damaged attempt is set aside then too,
    never dropped silently by the write that follows."""
    book, campaign = played
    damaged = _change(book, campaign, EDITS["rating"])
    book.record(autoplay(Game(campaign.setup(0)), seed=9), campaign)
    kept = book.folder / f"{campaign.id}.attempts.corrupt"
    assert json.loads(kept.read_bytes())["attempts"][0]["attempt"] == damaged
    assert len(book.load(campaign.id).chapters[0].attempts) == 2


def test_when_the_attempt_cannot_be_kept_the_file_is_left_as_it_was(played, monkeypatch):
    from cartografove.records import campaign_book

    book, campaign = played
    _change(book, campaign, EDITS["stars"])
    before = book.path_of(campaign).read_bytes()

    def cannot(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(campaign_book, "write_aside", cannot)
    listing = book.campaigns()
    assert len(listing.campaigns[0].chapters[0].attempts) == 1  # shown without it
    (problem,) = listing.problems
    assert problem.kept_as is None and problem.chapters == (1,)
    assert book.path_of(campaign).read_bytes() == before  # nothing lost


def test_a_sound_campaign_reads_back_with_its_attempts(played):
    book, campaign = played
    assert book.load(campaign.id).chapters[0].best is not None


@pytest.mark.skipif(os.name != "posix", reason="undecodable file names are POSIX")
def test_a_campaign_whose_file_name_is_not_text_is_reported_not_failed_on_later(played):
    """Such a campaign used to list and then fail when a chapter ended (its id went
    into the history, which only takes text)."""
    book, campaign = played
    odd = os.fsencode(book.folder) + b"/caf\xe9.json"
    os.rename(book.path_of(campaign), odd)
    listing = book.campaigns()
    assert listing.campaigns == ()
    (problem,) = listing.problems
    assert "not valid text" in problem.reason
