"""Helping a player in: the welcome page, How to play with its pictures, About."""
