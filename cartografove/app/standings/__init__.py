"""The table at a glance: the standings of every map and the cards still to come."""
