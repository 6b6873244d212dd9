"""The table in view beside the map: the other cartographers' maps, small, with
their last drawing arriving and their stars (issue 33), and one of them large."""
