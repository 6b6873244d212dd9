"""The game's server (docs/PROTOCOL.md "The server and its subjects").

- :mod:`.process` — the nats-server a host runs on its own computer: started from
  its configuration, started again when it dies, stopped when left over by a crash;
- :mod:`.config` — that server's configuration: its users (host, player, each
  claimed seat, the system's admin), their permissions, its limits;
- :mod:`.seat_users` — a player's Ed25519 key as the NATS nkey its seat's user
  logs in with;
- :mod:`.place` — where a hosted game's server is, kept in the game's record;
- :mod:`.discovery` — the host's server announced on the local network (zeroconf);
- :mod:`.probe` — what someone else's server lets the host and the players do.
"""
