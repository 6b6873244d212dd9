"""Finished games that were never recorded, found at start-up and recorded then.

A game is autosaved after its last decision and recorded in the history (and its
campaign) a moment later; a crash or a kill in between used to leave it in neither
list, on disk only. At start-up every autosave that holds a finished game is
recorded now — the history, and the campaign it is a chapter of — and removed once
it is safely there, so nothing finished is ever only an autosave (issue 21).
"""

from __future__ import annotations

from ..rules.save import SaveError, load_game, read_save
from .campaign_book import CampaignBook
from .finished import Recorded, record_finished
from .history import History
from .unfinished import SUFFIX, UnfinishedGames, hints_of


def record_forgotten(
    unfinished: UnfinishedGames,
    history: History | None = None,
    book: CampaignBook | None = None,
) -> tuple[Recorded, ...]:
    """Record every finished game among the autosaves and remove each autosave once
    recorded; one :class:`Recorded` a game (its ``failures`` say what could not be
    written: that autosave stays for the next start). A damaged autosave is left for
    the list of unfinished games, which sets it aside and says so. Raises ``OSError``
    only when the folder itself cannot be read."""
    done = []
    for path in sorted(unfinished.folder.glob(f"*{SUFFIX}")):
        try:
            if read_save(path).meta.get("over") is not True:
                continue  # the listing's own note: no replay for games in progress
            game, saved = load_game(path)
        except SaveError:
            continue
        if not game.over:
            continue
        recorded = record_finished(
            game, history, book, hints=hints_of(saved.meta), computers=saved.computers()
        )
        if not recorded.failures:
            unfinished.delete(path)
        done.append(recorded)
    return tuple(done)
