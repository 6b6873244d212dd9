"""What anyone at the table can count from the public game: every map's stars by
season, edicts, coins and monsters (:mod:`.tally`, the standings), and the cards
this season's deck may still hold (:mod:`.to_come`)."""
