"""Setting up a game: the New Game dialog (players, sheet, edicts, rule set)."""
