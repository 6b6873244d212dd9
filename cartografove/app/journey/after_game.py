"""What the end of a journey chapter or of the week's challenge adds to the results:
the stars earned and what the next one needs, the chapter it opened, and the hard
computer's rating on the week's deal — or, for a game played with a hint, that it
earns no star and no place (issue 32)."""

from __future__ import annotations

from ...records.journey.progress import JourneyBook
from ...records.journey.weekly import WeekBook
from ...rules.game import Game
from ..records.hint_words import PlayedWith
from ..text import translate
from .journey_screen import FULL, stars_text
from .words import chapter_words, star_text


def result_lines(
    game: Game, book: JourneyBook | None = None, weeks: WeekBook | None = None
) -> list[str]:
    """Sentences for the results dialog (none for a game of neither kind)."""
    book = book or JourneyBook()
    lines = []
    chapter = book.journey.chapter_of(game.setup)
    if chapter is not None:
        standing = book.load().standing
        index = book.journey.index_of(chapter.id)
        assert index is not None
        earned = chapter.stars_of(game)
        lines.append(
            translate("Journey", "Chapter {number}: {stars}").format(
                number=index + 1, stars=stars_text(earned, len(chapter.stars))
            )
        )
        if game.hinted:
            lines.append(
                translate("Journey", "A game played with a hint earns no star ({hints}).").format(
                    hints=PlayedWith().hints(len(game.hinted))
                )
            )
        elif earned < len(chapter.stars):
            lines.append(
                translate("Journey", "Next star: {goal}").format(
                    goal=star_text(chapter.stars[earned])
                )
            )
        following = index + 1
        if earned and following < len(book.journey.chapters) and standing.unlocked(following):
            lines.append(
                translate("Journey", "{star} Chapter {number} is open: {title}").format(
                    star=FULL,
                    number=following + 1,
                    title=chapter_words(book.journey.chapters[following].title),
                )
            )
    weeks = weeks or WeekBook()
    week = weeks.week_of_game(game.setup)
    if week is not None and game.hinted:
        lines.append(
            translate(
                "Journey",
                "A game played with a hint has no place beside the hard computer's "
                "rating ({hints}).",
            ).format(hints=PlayedWith().hints(len(game.hinted)))
        )
    elif week is not None:
        computer = weeks.load().weeks.of(week).computer
        lines.append(
            translate("Journey", "The hard computer scored {rating} on this deal.").format(
                rating=f"{computer:+d}"
            )
            if computer is not None
            else translate(
                "Journey",
                "The hard computer is still playing this deal; its rating will be on "
                "the journey page.",
            )
        )
    return lines
