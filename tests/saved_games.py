"""Saved games for tests, written by the game's own writer: what Save would have put in the file."""

from __future__ import annotations

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.records import SavedGame, saved_game_json


def two_players_game(*moves: tuple[int, int]) -> str:
    """A 3×3 game between Ann (X) and Bob (O) with these moves, as a saved game's text."""
    game = Game()
    for move in moves:
        game.play(*move)
    return saved_game_json(SavedGame(game, Mode.HUMAN_VS_HUMAN, "perfect", {Player.X: "Ann", Player.O: "Bob"}, None))
