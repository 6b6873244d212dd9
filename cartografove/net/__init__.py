"""Playing one game from several computers, over NATS JetStream (issue 16).

Pure Python, no Qt: the app and the command line drive it.

- :mod:`.protocol` — subjects, signed messages, the seed commitment;
- :mod:`.engine` — the engine with cards revealed by the host, and a seat's view
  of its next request while the others are still drawing;
- :mod:`.table` — one game's log read in order and replayed, checks included;
- :mod:`.link` — the connection: reading the log, the outbox;
- :mod:`.host` and :mod:`.seat` — the host's and a player's side of a game;
- :mod:`.server` — the nats-server a LAN host runs, :mod:`.server_config` its users
  and limits, :mod:`.seat_users` each claimed seat's own user; :mod:`.probe` — what
  someone else's server lets a game do; :mod:`.discovery` — zeroconf;
- :mod:`.joincode` — join codes; :mod:`.keys` — the players' signing keys;
- :mod:`.ongoing` — this computer's games in progress, to take up again;
  :mod:`.place` — where a hosted game's server is;
- :mod:`.cli` — ``cartografove host`` and ``cartografove join``.
"""
