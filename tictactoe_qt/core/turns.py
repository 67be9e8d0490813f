"""Going back and forth in a game by turns of the players at this computer, rather than by moves.

Against the computer a person thinks in their own turns: one Undo takes back the computer's reply
and their move, one Redo replays both, and going to a move in the list lands on their turn.
With people on both sides every move is a turn. `plays_here(mark)` says whether the side playing
`mark` is a person at this computer. Any kind of game will do (core/board_game.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .game import Player

if TYPE_CHECKING:  # the interface alone: no kind of game is imported for it
    from .board_game import BoardGame

PlaysHere = Callable[[Player], bool]


def take_back_turn(game: BoardGame, plays_here: PlaysHere) -> None:
    """Undo until a move of a player here is taken back and it is a player here's turn (or nothing is left)."""
    took_back_a_move_from_here = False
    while game.can_undo and not (took_back_a_move_from_here and plays_here(game.current_player)):
        took_back_a_move_from_here |= plays_here(game.current_player.other)
        game.undo()


def replay_turn(game: BoardGame, plays_here: PlaysHere) -> None:
    """Redo one move, and the replies after it up to a player here's turn. The game must be able to redo."""
    game.redo()
    while game.can_redo and not game.is_over and not plays_here(game.current_player):
        game.redo()


def go_to_move(game: BoardGame, count: int, plays_here: PlaysHere) -> None:
    """Undo or redo until `count` moves are on the board, one fewer if that is not a player here's turn.

    Undone moves stay redoable, so the player can come forward again.
    """
    while len(game.moves) > count and game.can_undo:
        game.undo()
    while len(game.moves) < count and game.can_redo:
        game.redo()
    if not game.is_over and not plays_here(game.current_player) and game.can_undo:
        game.undo()
