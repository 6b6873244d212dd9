"""The Qt face of the game: windows, the sheet scene, dialogs, printing, settings.

It asks ``cartografove.rules`` what is pending, shows it, and hands back the
player's answer; it computes no rule itself (ARCHITECTURE "Boundaries")."""
