"""Playing with cartographers at other computers (issue 16), the app's side.

The network itself is :mod:`cartografove.net` (no Qt); here are the windows on it:

- :mod:`.link` — the connection, on a thread of its own, talking to the window by
  signals (the window never waits for the network);
- :mod:`.session` and :mod:`.screen` — the game as it arrives from the log, on the
  ordinary play screen, answered at this computer's seat;
- :mod:`.host_dialog` and :mod:`.join_dialog` — hosting and joining, on what
  :mod:`.link_dialog` shares with :mod:`.resume`'s dialog (a link followed in a
  :mod:`.lobby` until the game begins); :mod:`.hosting` — the host's server and game
  on the link's thread;
- :mod:`.remote` and :mod:`.credentials` — another server than this computer: its
  address and the NATS credentials file its accounts may want, checked up front;
- :mod:`.resume` — a network game in progress taken up again from the lists to
  continue, or forgotten;
- :mod:`.window_hooks` — what the main window's menu commands call.
"""
