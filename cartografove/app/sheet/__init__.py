"""Drawing a map sheet: the painter shared by screen, PDF and printer, the terrain art,
and the interactive scene the play screen puts on top of it."""
