"""Playing with cartographers at other computers (issue 16), the app's side.

The network itself is :mod:`cartografove.net` (no Qt); here are the windows on it:

- :mod:`.link` — the connection as the window sees it, and :mod:`.worker` — the
  connection itself, an asyncio loop on a thread of its own with no Qt in it,
  posting what it learns through a mailbox (the window never waits for the
  network); :mod:`.failures` — why it stopped, in the player's words;
- :mod:`.session` and :mod:`.screen` — the game as it arrives from the log, on the
  ordinary play screen, answered at this computer's seat;
- :mod:`.dialogs` — hosting and joining (:mod:`.dialogs.host_dialog`,
  :mod:`.dialogs.join_dialog`), on what :mod:`.dialogs.link_dialog` shares with
  :mod:`.resume`'s dialog (a link followed in a :mod:`.dialogs.lobby` until the
  game begins), and the host's stand-ins; :mod:`.hosting` — the host's server and
  game on the worker's thread;
- :mod:`.remote` and :mod:`.dialogs.credentials` — another server than this
  computer: its address and the NATS credentials file its accounts may want,
  checked up front;
- :mod:`.resume` — a network game in progress taken up again from the lists to
  continue, or forgotten;
- :mod:`.controller` — the main window's :class:`NetworkController`: hosting,
  joining, taking up, leaving; the owner of the link and dialogs.
"""
