"""How big a game may be: shared by the setup and by whatever stores setups."""

MAX_PLAYERS = 100
MAX_NAME = 60


def clean_name(typed: str, limit: int = MAX_NAME) -> str:
    """What a typed name means: printable characters only, no surrounding spaces, at
    most ``limit`` of them. Every place a player names something uses it."""
    return "".join(ch for ch in typed if ch.isprintable()).strip()[:limit]
