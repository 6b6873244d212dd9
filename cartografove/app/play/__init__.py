"""Playing a game: the play screen, the shape being drafted, the card panel, notices,
hand-offs between players, the season and end-of-game screens, and the session that
applies decisions and autosaves."""
