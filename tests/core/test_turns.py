"""Undo, Redo and going to a move by the turns of the people at this computer (core/turns.py)."""

from tictactoe_qt.core import Player
from tictactoe_qt.core.turns import go_to_move, replay_turn, take_back_turn

from .test_shelf import _played as played


def everyone_here(mark: Player) -> bool:
    return True


def x_here(mark: Player) -> bool:  # a person plays X, the computer O
    return mark is Player.X


def o_here(mark: Player) -> bool:  # the computer plays X, a person O
    return mark is Player.O


def test_with_people_on_both_sides_every_move_is_a_turn():
    game = played((1, 1), (0, 0), (2, 2))
    take_back_turn(game, everyone_here)
    assert game.moves == ((1, 1), (0, 0))
    replay_turn(game, everyone_here)
    assert game.moves == ((1, 1), (0, 0), (2, 2))


def test_against_the_computer_undo_takes_back_its_reply_and_the_persons_move():
    game = played((1, 1), (0, 0), (2, 2), (0, 2))  # X (person), O, X, O: the person's turn again
    take_back_turn(game, x_here)
    assert game.moves == ((1, 1), (0, 0)) and game.current_player is Player.X
    replay_turn(game, x_here)  # the person's move and the computer's reply come back together
    assert game.moves == ((1, 1), (0, 0), (2, 2), (0, 2))


def test_undo_while_the_computer_is_to_move_takes_back_only_the_persons_move():
    game = played((1, 1), (0, 0), (2, 2))  # the computer (O) has not answered yet
    take_back_turn(game, x_here)
    assert game.moves == ((1, 1), (0, 0))


def test_when_the_computer_opened_undo_never_leaves_it_to_move_unless_nothing_is_left():
    game = played((1, 1), (0, 0), (2, 2))  # computer X opened; the person (O) answered; computer replied
    take_back_turn(game, o_here)
    assert game.moves == ((1, 1),) and game.current_player is Player.O
    take_back_turn(game, o_here)  # no move of the person's left: back to the empty board
    assert game.moves == ()


def test_redo_stops_at_the_end_of_the_game():
    game = played((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))  # X wins on the top row
    for _ in range(2):
        take_back_turn(game, x_here)
    assert game.moves == ((0, 0), (1, 0))
    replay_turn(game, x_here)
    replay_turn(game, x_here)
    assert game.is_over and game.winner is Player.X and not game.can_redo


def test_going_to_a_move_lands_on_a_turn_of_a_person_here_and_keeps_redo():
    game = played((1, 1), (0, 0), (2, 2), (0, 2))
    go_to_move(game, 3, x_here)  # after move 3 it would be the computer's turn: one earlier
    assert len(game.moves) == 2 and game.can_redo
    go_to_move(game, 3, everyone_here)
    assert len(game.moves) == 3
    go_to_move(game, 4, x_here)
    assert len(game.moves) == 4 and not game.can_redo
