"""The map sheet: the 11×11 grid and its bitboards, a player's sheet, and where a shape
may go (legal placements, the 1×1 fallback, the solo ambush walk, hero attack marks)."""
