"""How big a game may be: shared by the setup and by whatever stores setups."""

MAX_PLAYERS = 100
MAX_NAME = 60
