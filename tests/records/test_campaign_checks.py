"""A campaign's attempts are checked against their games when it is read (issue 21):
an attempt that is not a legal game of its chapter, or claims other numbers, makes
the campaign damaged — reported and set aside, never shown, never a silent
"Watch your best game"."""

from __future__ import annotations

import json
import os

import pytest

from cartografove.records.campaign_book import CampaignBook
from cartografove.records.files import RecordError
from cartografove.rules.game import Game
from tests.random_play import autoplay


@pytest.fixture
def played():
    book = CampaignBook()
    campaign = book.create("Ann", chapters=2)
    book.record(autoplay(Game(campaign.setup(0)), seed=3), campaign)
    return book, book.load(campaign.id)


def _change(book, campaign, edit) -> None:
    path = book.path_of(campaign)
    document = json.loads(path.read_bytes())
    edit(document["chapters"][0]["attempts"][0])
    path.write_text(json.dumps(document))


@pytest.mark.parametrize(
    "edit",
    [
        lambda a: a.update(decisions=a["decisions"][:4] + a["decisions"][6:]),
        lambda a: a.update(decisions=a["decisions"][:-1]),
        lambda a: a.update(rating=a["rating"] + 1),
        lambda a: a.update(total=a["total"] - 1),
    ],
    ids=["illegal", "unfinished", "rating", "stars"],
)
def test_an_attempt_that_is_not_its_game_is_reported_and_the_campaign_kept_aside(played, edit):
    book, campaign = played
    _change(book, campaign, edit)
    with pytest.raises(RecordError):
        book.load(campaign.id)
    listing = book.campaigns()
    assert listing.campaigns == ()
    (problem,) = listing.problems
    assert "chapter 1" in problem.reason
    assert problem.kept_as is not None and problem.kept_as.exists()


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
