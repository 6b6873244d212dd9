"""The 16 scoring cards of *Cartographers Heroes*, one module per card back.

Importing the package registers them (:func:`..core.scoring_card`).
"""

from . import farm_water, forest, general, village

__all__ = ["farm_water", "forest", "general", "village"]
