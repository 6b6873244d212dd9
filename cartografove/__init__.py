"""Kartografové: Cartographers Heroes for the desktop.

``cartografove.rules`` is the game (pure Python, no Qt); ``cartografove.app`` is
its Qt face."""

__version__ = "0.1.0"
