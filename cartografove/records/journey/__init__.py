"""The journey in the box, the challenge of the week and the achievements: what
brings a solo player back, with its records."""
