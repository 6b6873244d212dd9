"""The player's records: solo campaigns, finished games, games saved by name.

Pure Python like :mod:`cartografove.rules` (no Qt import; a test enforces it), so a
script or a test can read and write them. Every file lives in the per-user data
folder, every write is atomic, and a damaged file is set aside and reported, never
overwritten (ARCHITECTURE "Boundaries"). Reasons are English sentences for logs and tests;
the screens say the same in the player's language from :attr:`Problem.kind`.
"""
