"""Playing one game from several computers, over NATS JetStream (issue 16).

Pure Python, no Qt: the app and the command line drive it.

- :mod:`.protocol` — subjects, signed messages, the seed commitment;
- :mod:`.engine` — the engine with cards revealed by the host, and a seat's view
  of its next request while the others are still drawing;
- :mod:`.table` — one game's log read in order and replayed, checks included;
- :mod:`.link` — the connection: reading the log, the outbox;
- :mod:`.host` and :mod:`.seat` — the host's and a player's side of a game;
- :mod:`.server` — the game's server: the nats-server a LAN host runs, its users
  and limits, each claimed seat's own user, where a hosted game's server is, its
  announcement on the LAN, and what someone else's server lets a game do;
- :mod:`.joincode` — join codes; :mod:`.keys` — the players' signing keys;
- :mod:`.ongoing` — this computer's games in progress, to take up again;
- :mod:`.presence` — whether the host and the server are there; :mod:`.digest` —
  the season digest; :mod:`.terms` — the game's terms; :mod:`.waiting` — what a
  seat waits for, in words;
- :mod:`.cli` — ``cartografove host`` and ``cartografove join``.
"""
