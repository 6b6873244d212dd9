"""English names of everything the data defines, marked for Qt's translation tools.

``pyside6-lupdate`` finds each ``QT_TRANSLATE_NOOP(context, text)`` and puts it in
the .ts files; the app shows ``QCoreApplication.translate(context, name)``. Here the
marker is a plain function, so this module (and the command line) needs no Qt.
Czech and Polish come from the rulebooks via ``i18n/names.tsv`` (issue 4).
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
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

# What each scoring card scores, as the engine scores it (RULES §16, §18 K2/K3).
SCORING_TEXTS: dict[str, str] = {
    "faunlost_thicket": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn two reputation stars for each forest space in the longest unbroken vertical "
        "line of forest spaces in a single column.",
    ),
    "deepwood": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn six reputation stars for each cluster of five or more forest spaces that is "
        "not adjacent to any village space.",
    ),
    "heart_of_the_forest": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn two reputation stars for each forest space surrounded on all four sides by "
        "forest spaces or the edge of the map.",
    ),
    "sleepy_valley": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn four reputation stars for each row that contains at least three forest spaces.",
    ),
    "craylund": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn seven reputation stars for each cluster of farm spaces adjacent to at least "
        "three water spaces.",
    ),
    "ulems_wallow": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn four reputation stars for each water space adjacent to at least two farm spaces.",
    ),
    "clawsgrave_peaks": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn five reputation stars for each mountain space adjacent to a cluster of water "
        "spaces that is also adjacent to at least one farm space.",
    ),
    "jorekburg": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn four reputation stars for each column that contains as many farm spaces as "
        "water spaces, at least one of each.",
    ),
    "traylo_monastery": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn seven reputation stars for each cluster of village spaces that contains four "
        "village spaces in one straight row or column.",
    ),
    "outer_enclave": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Choose a cluster of village spaces. Earn one reputation star for each empty space "
        "adjacent to that cluster.",
    ),
    "gnomish_colony": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn six reputation stars for each cluster of village spaces that contains a "
        "square of 2×2 village spaces.",
    ),
    "caravansary": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Choose a cluster of village spaces. Earn one reputation star for each row and each "
        "column that contains at least one space of that cluster.",
    ),
    "dwarvenholds": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn seven reputation stars for each complete row or complete column of filled "
        "spaces that contains a mountain space.",
    ),
    "silos": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn ten reputation stars for each complete odd-numbered column of filled spaces.",
    ),
    "banded_hills": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn four reputation stars for each row that contains at least five different "
        "terrain types (forest, village, farm, water, mountain, monster, hero).",
    ),
    "starlit_sigil": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn four reputation stars for each cluster of exactly three empty spaces "
        "surrounded on all sides by filled spaces or the edge of the map.",
    ),
    # the base game's cards (RULES §16, §18 K10/K14, §19.17/19.18)
    "sentinel_wood": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each forest space on the edge of the map. A corner "
        "space counts once.",
    ),
    "greenbough": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each row and each column that contains at least one "
        "forest space. The same forest space can score for its row and its column.",
    ),
    "treetower": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each forest space surrounded on all four sides by "
        "filled spaces or the edge of the map.",
    ),
    "stoneside_forest": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn three reputation stars for each mountain space connected to at least one "
        "other mountain space by a cluster of forest spaces adjacent to both.",
    ),
    "canal_lake": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each water space adjacent to at least one farm "
        "space, and one for each farm space adjacent to at least one water space.",
    ),
    "mages_valley": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn two reputation stars for each water space adjacent to a mountain space, and "
        "one for each farm space adjacent to a mountain space.",
    ),
    "golden_granary": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each water space adjacent to a ruins space, and "
        "three for each farm space drawn on a ruins space.",
    ),
    "shoreside_expanse": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn three reputation stars for each cluster of farm spaces adjacent to no water "
        "space and not touching the edge of the map, and three for each cluster of water "
        "spaces adjacent to no farm space and not touching the edge of the map.",
    ),
    "wildholds": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn eight reputation stars for each cluster of six or more village spaces.",
    ),
    "great_city": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each space of the largest cluster of village spaces "
        "that is not adjacent to any mountain space.",
    ),
    "greengold_plains": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn three reputation stars for each cluster of village spaces adjacent to at "
        "least three different terrain types (forest, farm, water, mountain, monster, "
        "hero).",
    ),
    "shieldgate": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn two reputation stars for each space of the second-largest cluster of "
        "village spaces. When two clusters tie for the largest, one of them is the "
        "second-largest.",
    ),
    "borderlands": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn six reputation stars for each complete row or complete column of filled spaces.",
    ),
    "lost_barony": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn three reputation stars for each space along one side of the largest square "
        "of filled spaces.",
    ),
    "broken_road": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn three reputation stars for each complete diagonal line of filled spaces "
        "running down and to the right from the left edge to the bottom edge of the map.",
    ),
    "cauldrons": QT_TRANSLATE_NOOP(
        "CardTexts",
        "Earn one reputation star for each empty space surrounded on all four sides by "
        "filled spaces or the edge of the map.",
    ),
}

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
