"""The game's pure-Python core: rules, computer players and scores. Imports nothing from Qt."""

from .game import Cell, Game, GameError, IllegalMoveError, Player, winning_lines

__all__ = ["Cell", "Game", "GameError", "IllegalMoveError", "Player", "winning_lines"]
