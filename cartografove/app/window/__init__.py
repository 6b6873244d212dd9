"""The main window and what it owns: its menus, the game on screen (the game
controller), the lasting warning strip, the data folder as the window meets it, and
the one window per data folder that a second start brings to the front."""
