"""The columns beside the sheet on the play screen: the revealed card, the live
score, the season and the edicts, what one can do when the game is over."""
