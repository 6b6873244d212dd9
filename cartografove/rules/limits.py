"""How big a game may be: shared by the setup and by whatever stores setups."""

MAX_PLAYERS = 100
MAX_NAME = 32
"""Characters in a player's name: fits the name line of a printed sheet and a column of
the score table; checked by :func:`cartografove.rules.player_names.check_player_name`."""
