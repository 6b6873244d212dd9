"""The journey's and the achievements' words in the player's language.

Chapter titles and stories are data in three languages (``resources/data/journey.json``); the
goals and the achievements are built from these translatable sentences, so a new
chapter needs no new translation unless it brings a new kind of goal."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...names import QT_TRANSLATE_NOOP
from ...records.journey.achievements import Achievement
from ...records.journey.chapters import Condition, Words
from ...rules.cards import catalog
from ..i18n import current_language
from ..text import title_name, translate

ACHIEVEMENTS: dict[str, tuple[str, str]] = {
    "first-map": (
        QT_TRANSLATE_NOOP("Achievements", "First map"),
        QT_TRANSLATE_NOOP("Achievements", "Finish a game."),
    ),
    "ten-maps": (
        QT_TRANSLATE_NOOP("Achievements", "Seasoned surveyor"),
        QT_TRANSLATE_NOOP("Achievements", "Finish 10 games."),
    ),
    "fifty-maps": (
        QT_TRANSLATE_NOOP("Achievements", "A life on the road"),
        QT_TRANSLATE_NOOP("Achievements", "Finish 50 games."),
    ),
    "solo-twenty": (
        QT_TRANSLATE_NOOP("Achievements", "Lone wanderer"),
        QT_TRANSLATE_NOOP("Achievements", "Finish 20 solo games."),
    ),
    "apprentice": (
        QT_TRANSLATE_NOOP("Achievements", "Apprentice no more"),
        QT_TRANSLATE_NOOP("Achievements", "Reach a solo rating of 0 or more."),
    ),
    "journeyman": (
        QT_TRANSLATE_NOOP("Achievements", "On the journeyman's road"),
        QT_TRANSLATE_NOOP("Achievements", "Reach a solo rating of 10 or more."),
    ),
    "master": (
        QT_TRANSLATE_NOOP("Achievements", "Master of maps"),
        QT_TRANSLATE_NOOP("Achievements", "Reach a solo rating of 20 or more."),
    ),
    "legendary": (
        QT_TRANSLATE_NOOP("Achievements", "A legend is drawn"),
        QT_TRANSLATE_NOOP("Achievements", "Earn the title Legendary Cartographer (rating 30)."),
    ),
    "legendary-every-side": (
        QT_TRANSLATE_NOOP("Achievements", "Legend of every land"),
        QT_TRANSLATE_NOOP(
            "Achievements", "Earn Legendary Cartographer on each side of the sheet: A, B, C and D."
        ),
    ),
    "every-mountain": (
        QT_TRANSLATE_NOOP("Achievements", "Tollkeeper"),
        QT_TRANSLATE_NOOP("Achievements", "Surround every mountain of your map."),
    ),
    "no-monsters": (
        QT_TRANSLATE_NOOP("Achievements", "Safe borders"),
        QT_TRANSLATE_NOOP("Achievements", "Lose no star to monsters in a game."),
    ),
    "four-ambushes-clean": (
        QT_TRANSLATE_NOOP("Achievements", "Unshaken"),
        QT_TRANSLATE_NOOP(
            "Achievements", "Lose no star to monsters in a game with all four ambushes."
        ),
    ),
    "full-sheet": (
        QT_TRANSLATE_NOOP("Achievements", "Not a space to spare"),
        QT_TRANSLATE_NOOP("Achievements", "Fill every space of your map."),
    ),
    "treasury": (
        QT_TRANSLATE_NOOP("Achievements", "Royal treasury"),
        QT_TRANSLATE_NOOP("Achievements", "End a game with 10 coins or more."),
    ),
    "every-edict": (
        QT_TRANSLATE_NOOP("Achievements", "Obedient servant"),
        QT_TRANSLATE_NOOP("Achievements", "Score every edict every time it is scored."),
    ),
    "great-season": (
        QT_TRANSLATE_NOOP("Achievements", "A season to remember"),
        QT_TRANSLATE_NOOP("Achievements", "Score 40 stars or more in one season."),
    ),
    "beat-medium": (
        QT_TRANSLATE_NOOP("Achievements", "Guild member"),
        QT_TRANSLATE_NOOP("Achievements", "Win a game against a medium computer."),
    ),
    "beat-hard-table": (
        QT_TRANSLATE_NOOP("Achievements", "Master of the table"),
        QT_TRANSLATE_NOOP("Achievements", "Win at a table of four or more with a hard computer."),
    ),
    "together": (
        QT_TRANSLATE_NOOP("Achievements", "Around one table"),
        QT_TRANSLATE_NOOP("Achievements", "Finish a game with two or more people."),
    ),
    "both-boxes": (
        QT_TRANSLATE_NOOP("Achievements", "Both realms"),
        QT_TRANSLATE_NOOP("Achievements", "Play Heroes, the base game and both games combined."),
    ),
    "every-side": (
        QT_TRANSLATE_NOOP("Achievements", "Four lands"),
        QT_TRANSLATE_NOOP("Achievements", "Play on each side of the sheet: A, B, C and D."),
    ),
    "journey-first-star": (
        QT_TRANSLATE_NOOP("Achievements", "The journey begins"),
        QT_TRANSLATE_NOOP("Achievements", "Earn a star in the journey."),
    ),
    "journey-every-chapter": (
        QT_TRANSLATE_NOOP("Achievements", "Journey's end"),
        QT_TRANSLATE_NOOP("Achievements", "Earn a star in every chapter of the journey."),
    ),
    "journey-three-stars": (
        QT_TRANSLATE_NOOP("Achievements", "The Queen's favourite"),
        QT_TRANSLATE_NOOP("Achievements", "Earn three stars in every chapter of the journey."),
    ),
    "weekly-first": (
        QT_TRANSLATE_NOOP("Achievements", "Challenger"),
        QT_TRANSLATE_NOOP("Achievements", "Play the challenge of the week."),
    ),
    "weekly-month": (
        QT_TRANSLATE_NOOP("Achievements", "A month of challenges"),
        QT_TRANSLATE_NOOP("Achievements", "Play the challenge of four different weeks."),
    ),
}


def achievement_name(achievement: Achievement) -> str:
    return translate("Achievements", ACHIEVEMENTS[achievement.id][0])


def achievement_text(achievement: Achievement) -> str:
    return translate("Achievements", ACHIEVEMENTS[achievement.id][1])


def chapter_words(words: Words) -> str:
    """A chapter's title or story in the app's language (English otherwise)."""
    return words.in_language(current_language())


def _title_at(rating: int) -> str | None:
    for title in catalog().solo_titles:
        if title.min_rating == rating:
            return title_name(title.id)
    return None


class Goals(QObject):
    """The goals with plural forms (pyside6-lupdate finds ``%n`` plurals only in
    ``self.tr(text, "", n)``; see :class:`..play.notices.Notices`)."""

    def margin(self, stars: int) -> str:
        return self.tr("win by %n star(s) or more", "", stars)

    def coins(self, coins: int) -> str:
        return self.tr("end with %n coin(s) or more", "", coins)


_PLURALS = Goals()


def condition_text(condition: Condition) -> str:
    value = condition.value
    match condition.kind:
        case "rating":
            title, value = _title_at(int(value)), f"{value}".replace("-", "\u2212")  # a minus
            if title is not None:
                return translate("Journey", "a rating of {rating} or more ({title})").format(
                    rating=value, title=title
                )
            return translate("Journey", "a rating of {rating} or more").format(rating=value)
        case "place" if value == 1:
            return translate("Journey", "win the game")
        case "place":
            return translate("Journey", "finish in place {place} or better").format(place=value)
        case "margin":
            return _PLURALS.margin(int(value))
        case "no_monsters":
            return translate("Journey", "lose no star to monsters")
        case "coins":
            return _PLURALS.coins(int(value))
        case "edict":
            return translate("Journey", "score edict {letter} every time").format(letter=value)
    raise AssertionError(condition.kind)


def star_text(star: tuple[Condition, ...]) -> str:
    """What one star needs: its conditions, joined."""
    text = condition_text(star[0])
    for condition in star[1:]:
        text = translate("Journey", "{first} and {second}").format(
            first=text, second=condition_text(condition)
        )
    return text[:1].upper() + text[1:]
