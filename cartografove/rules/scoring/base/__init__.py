"""The 16 scoring cards of the base game *Cartographers*, one module per card back.

They share the registry, :class:`..core.ScoreResult` and :class:`..core.Line` with
the Heroes cards, so ``score("sentinel_wood", sheet)`` works like any Heroes card
and the app lights up what earned the stars (ARCHITECTURE "Scoring explains itself").
Rules as on the printed cards and RULES §16; the base edge cases are RULES §19.17
(Sentinel Wood), §19.18 (Shieldgate), §18 K10 (The Golden Granary) and K14 (The
Broken Road). In every card "adjacent" means sharing a side (RULES §2), destroyed
spaces have no terrain (§11) and unfilled ruins are empty (§2.1).

Hero terrain only exists when the hero cards are in play (RULES §17), so the one
card here that counts terrain types, Greengold Plains, always lists hero: without
heroes it simply never occurs (RULES §18 K6).
"""

from . import farm_water, forest, general, village

__all__ = ["farm_water", "forest", "general", "village"]
