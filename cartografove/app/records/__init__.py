"""The player's records on screen: campaigns, the history of finished games and its
chart, the replay viewer and the saved-games dialogs."""
