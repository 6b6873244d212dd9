"""How the app looks and fits: its colours and style sheet, the fonts it ships, text
that shrinks before it is elided, and windows sized to the screen they open on."""
