"""English names of everything the data defines, marked for Qt's translation tools.

``pyside6-lupdate`` finds each ``QT_TRANSLATE_NOOP(context, text)`` and puts it in
the .ts files; the app shows ``QCoreApplication.translate(context, name)``. Here the
marker is a plain function, so this module (and the command line) needs no Qt.
Czech and Polish come from the rulebooks via ``i18n/names.tsv`` (issue 4).
"""

from __future__ import annotations

from .rules.scoring import CARDS


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    return text


def untranslated(_context: str, text: str) -> str:
    """A ``say(context, text)`` that keeps the English: the default of the words that
    the commands print in the language asked for (:mod:`cartografove.standings`)."""
    return text


CARD_NAMES: dict[str, str] = {
    # Heroes explore cards
    "timber_grove": QT_TRANSLATE_NOOP("Cards", "Timber Grove"),
    "pasture": QT_TRANSLATE_NOOP("Cards", "Pasture"),
    "lagoon": QT_TRANSLATE_NOOP("Cards", "Lagoon"),
    "settlement": QT_TRANSLATE_NOOP("Cards", "Settlement"),
    "hillside_terrace": QT_TRANSLATE_NOOP("Cards", "Hillside Terrace"),
    "frontier_dwelling": QT_TRANSLATE_NOOP("Cards", "Frontier Dwelling"),
    "wildwood_garden": QT_TRANSLATE_NOOP("Cards", "Wildwood Garden"),
    "woodland_crossroads": QT_TRANSLATE_NOOP("Cards", "Woodland Crossroads"),
    "coastal_encampment": QT_TRANSLATE_NOOP("Cards", "Coastal Encampment"),
    "mangrove_swamp": QT_TRANSLATE_NOOP("Cards", "Mangrove Swamp"),
    "kethras_gates": QT_TRANSLATE_NOOP("Cards", "Kethra's Gates"),
    # Heroes ambush cards
    "dragon_inferno": QT_TRANSLATE_NOOP("Cards", "Dragon Inferno"),
    "zombie_plague": QT_TRANSLATE_NOOP("Cards", "Zombie Plague"),
    "giant_troll_ravage": QT_TRANSLATE_NOOP("Cards", "Giant Troll Ravage"),
    "gorgon_gaze": QT_TRANSLATE_NOOP("Cards", "Gorgon Gaze"),
    # hero cards
    "dobrik": QT_TRANSLATE_NOOP("Cards", "Dobrik of Lorkheim"),
    "wren": QT_TRANSLATE_NOOP("Cards", "Wren the Lioness"),
    "freyla": QT_TRANSLATE_NOOP("Cards", "Freyla the True"),
    "dal": QT_TRANSLATE_NOOP("Cards", "Dal of Jolev"),
    # Heroes scoring cards
    "faunlost_thicket": QT_TRANSLATE_NOOP("Cards", "Faunlost Thicket"),
    "deepwood": QT_TRANSLATE_NOOP("Cards", "Deepwood"),
    "heart_of_the_forest": QT_TRANSLATE_NOOP("Cards", "Heart of the Forest"),
    "sleepy_valley": QT_TRANSLATE_NOOP("Cards", "Sleepy Valley"),
    "craylund": QT_TRANSLATE_NOOP("Cards", "Craylund"),
    "ulems_wallow": QT_TRANSLATE_NOOP("Cards", "Ulem's Wallow"),
    "clawsgrave_peaks": QT_TRANSLATE_NOOP("Cards", "Clawsgrave Peaks"),
    "jorekburg": QT_TRANSLATE_NOOP("Cards", "Jorekburg"),
    "traylo_monastery": QT_TRANSLATE_NOOP("Cards", "Traylo Monastery"),
    "outer_enclave": QT_TRANSLATE_NOOP("Cards", "Outer Enclave"),
    "gnomish_colony": QT_TRANSLATE_NOOP("Cards", "Gnomish Colony"),
    "caravansary": QT_TRANSLATE_NOOP("Cards", "Caravansary"),
    "dwarvenholds": QT_TRANSLATE_NOOP("Cards", "Dwarvenholds"),
    "silos": QT_TRANSLATE_NOOP("Cards", "Silos"),
    "banded_hills": QT_TRANSLATE_NOOP("Cards", "Banded Hills"),
    "starlit_sigil": QT_TRANSLATE_NOOP("Cards", "Starlit Sigil"),
    # base-game explore cards, ruins cards included
    "temple_ruins": QT_TRANSLATE_NOOP("Cards", "Temple Ruins"),
    "outpost_ruins": QT_TRANSLATE_NOOP("Cards", "Outpost Ruins"),
    "great_river": QT_TRANSLATE_NOOP("Cards", "Great River"),
    "farmland": QT_TRANSLATE_NOOP("Cards", "Farmland"),
    "hamlet": QT_TRANSLATE_NOOP("Cards", "Hamlet"),
    "forgotten_forest": QT_TRANSLATE_NOOP("Cards", "Forgotten Forest"),
    "hinterland_stream": QT_TRANSLATE_NOOP("Cards", "Hinterland Stream"),
    "homestead": QT_TRANSLATE_NOOP("Cards", "Homestead"),
    "orchard": QT_TRANSLATE_NOOP("Cards", "Orchard"),
    "treetop_village": QT_TRANSLATE_NOOP("Cards", "Treetop Village"),
    "marshlands": QT_TRANSLATE_NOOP("Cards", "Marshlands"),
    "fishing_village": QT_TRANSLATE_NOOP("Cards", "Fishing Village"),
    "rift_lands": QT_TRANSLATE_NOOP("Cards", "Rift Lands"),
    # base-game ambush cards
    "goblin_attack": QT_TRANSLATE_NOOP("Cards", "Goblin Attack"),
    "bugbear_assault": QT_TRANSLATE_NOOP("Cards", "Bugbear Assault"),
    "kobold_onslaught": QT_TRANSLATE_NOOP("Cards", "Kobold Onslaught"),
    "gnoll_raid": QT_TRANSLATE_NOOP("Cards", "Gnoll Raid"),
    # base-game scoring cards
    "sentinel_wood": QT_TRANSLATE_NOOP("Cards", "Sentinel Wood"),
    "greenbough": QT_TRANSLATE_NOOP("Cards", "Greenbough"),
    "treetower": QT_TRANSLATE_NOOP("Cards", "Treetower"),
    "stoneside_forest": QT_TRANSLATE_NOOP("Cards", "Stoneside Forest"),
    "canal_lake": QT_TRANSLATE_NOOP("Cards", "Canal Lake"),
    "mages_valley": QT_TRANSLATE_NOOP("Cards", "Mages Valley"),
    "golden_granary": QT_TRANSLATE_NOOP("Cards", "The Golden Granary"),
    "shoreside_expanse": QT_TRANSLATE_NOOP("Cards", "Shoreside Expanse"),
    "wildholds": QT_TRANSLATE_NOOP("Cards", "Wildholds"),
    "great_city": QT_TRANSLATE_NOOP("Cards", "Great City"),
    "greengold_plains": QT_TRANSLATE_NOOP("Cards", "Greengold Plains"),
    "shieldgate": QT_TRANSLATE_NOOP("Cards", "Shieldgate"),
    "borderlands": QT_TRANSLATE_NOOP("Cards", "Borderlands"),
    "lost_barony": QT_TRANSLATE_NOOP("Cards", "Lost Barony"),
    "broken_road": QT_TRANSLATE_NOOP("Cards", "The Broken Road"),
    "cauldrons": QT_TRANSLATE_NOOP("Cards", "The Cauldrons"),
}

# What each scoring card scores, as the engine scores it (RULES §16, §18 K2/K3): the
# texts sit beside each card's rule in ``rules/scoring``.
SCORING_TEXTS: dict[str, str] = {card_id: card.text for card_id, card in CARDS.items()}

TERRAIN_NAMES: dict[str, str] = {
    "forest": QT_TRANSLATE_NOOP("Terrains", "Forest"),
    "village": QT_TRANSLATE_NOOP("Terrains", "Village"),
    "farm": QT_TRANSLATE_NOOP("Terrains", "Farm"),
    "water": QT_TRANSLATE_NOOP("Terrains", "Water"),
    "monster": QT_TRANSLATE_NOOP("Terrains", "Monster"),
    "hero": QT_TRANSLATE_NOOP("Terrains", "Hero"),
    "mountain": QT_TRANSLATE_NOOP("Terrains", "Mountain"),
}

MONSTER_NAMES: dict[str, str] = {
    "dragon": QT_TRANSLATE_NOOP("Monsters", "Dragon"),
    "zombie": QT_TRANSLATE_NOOP("Monsters", "Zombie"),
    "troll": QT_TRANSLATE_NOOP("Monsters", "Giant Troll"),
    "gorgon": QT_TRANSLATE_NOOP("Monsters", "Gorgon"),
}

SEASON_NAMES: dict[str, str] = {
    "spring": QT_TRANSLATE_NOOP("Seasons", "Spring"),
    "summer": QT_TRANSLATE_NOOP("Seasons", "Summer"),
    "fall": QT_TRANSLATE_NOOP("Seasons", "Fall"),
    "winter": QT_TRANSLATE_NOOP("Seasons", "Winter"),
}

TITLE_NAMES: dict[str, str] = {
    "p30": QT_TRANSLATE_NOOP("Titles", "Legendary Cartographer"),
    "p20": QT_TRANSLATE_NOOP("Titles", "Master Mapsmith"),
    "p10": QT_TRANSLATE_NOOP("Titles", "Journeyman Topographer"),
    "0": QT_TRANSLATE_NOOP("Titles", "Apprentice Surveyor"),
    "m5": QT_TRANSLATE_NOOP("Titles", "Amateur Assessor"),
    "m10": QT_TRANSLATE_NOOP("Titles", "Inept Assistant"),
    "m20": QT_TRANSLATE_NOOP("Titles", "Dimwitted Doodler"),
    "m30": QT_TRANSLATE_NOOP("Titles", "Oblivious Inkdrinker"),
}

SIDE_NAMES: dict[str, str] = {
    "C": QT_TRANSLATE_NOOP("Sheets", "C — wilderness"),
    "D": QT_TRANSLATE_NOOP("Sheets", "D — wastelands"),
    "A": QT_TRANSLATE_NOOP("Sheets", "A — wilderness (base game)"),
    "B": QT_TRANSLATE_NOOP("Sheets", "B — wastelands (base game)"),
}

# The computer cartographers' names (issue 25): people of the Kingdom of Nalos and of
# the places on the edict cards. A computer seat's name in a game is the English
# form, which is also its id in the translation files: every screen shows it in the
# language of the moment, and a network table in each player's own language.
COMPUTER_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Cartographers", "Sister Ulla of Traylo"),
    QT_TRANSLATE_NOOP("Cartographers", "Jorek the Surveyor"),
    QT_TRANSLATE_NOOP("Cartographers", "Old Ulem of the Wallow"),
    QT_TRANSLATE_NOOP("Cartographers", "Captain Vesna of Nalos"),
    QT_TRANSLATE_NOOP("Cartographers", "Tobble the Gnome"),
    QT_TRANSLATE_NOOP("Cartographers", "Mirela the Scout"),
    QT_TRANSLATE_NOOP("Cartographers", "Brother Faun of Deepwood"),
    QT_TRANSLATE_NOOP("Cartographers", "Dwarf Borin of the Peaks"),
)

# A computer cartographer's level beside its name: "Jorek the Surveyor (hard computer)".
LEVEL_NAMES: dict[str, str] = {
    "easy": QT_TRANSLATE_NOOP("Levels", "easy computer"),
    "medium": QT_TRANSLATE_NOOP("Levels", "medium computer"),
    "hard": QT_TRANSLATE_NOOP("Levels", "hard computer"),
    "expert": QT_TRANSLATE_NOOP("Levels", "expert computer"),
    "random": QT_TRANSLATE_NOOP("Levels", "random computer"),
}


def computer_names(taken: tuple[str, ...], count: int) -> list[str]:
    """``count`` computer cartographers' names, none of them in ``taken`` (the names
    the people typed), in the list's order. A table has at most six seats, so the
    eight names always leave enough: ``count`` computers leave ``6 - count`` names
    to type."""
    free = [name for name in COMPUTER_NAMES if name not in taken]
    if len(free) < count:
        raise ValueError(f"{count} computer names asked for, {len(free)} left")
    return free[:count]
