"""The journey, the challenge of the week, achievements and result codes on screen."""
