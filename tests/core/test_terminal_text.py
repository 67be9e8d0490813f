"""The terminal's pure move reader and board drawing, shared by local and network play."""

from __future__ import annotations

import pytest

from tictactoe_qt.core import Game
from tictactoe_qt.terminal.text import MoveTextError, cell_label, read_move, render_board


def test_a_move_is_read_by_number_as_on_a_keypad_or_by_name():
    game = Game()
    assert read_move("7", game) == (0, 0) == read_move("a3", game)
    assert read_move("3", game) == (2, 2) == read_move("c1", game)
    assert read_move("b2", game) == read_move("5", game) == (1, 1)


@pytest.mark.parametrize(("typed", "message"), [
    ("", "Please enter a cell's number (1–9) or name (a1–c3), or u, h, q."),
    ("10", "There is no cell 10: enter a cell's number (1–9) or name (a1–c3), or u, h, q."),
    ("zz", "Sorry, 'zz' is not a move: enter a cell's number (1–9) or name (a1–c3), or u, h, q."),
])
def test_what_is_not_a_move_is_said_plainly(typed, message):
    with pytest.raises(MoveTextError) as raised:
        read_move(typed, Game())
    assert str(raised.value) == message
    assert isinstance(raised.value, ValueError)


def test_a_taken_cell_names_who_holds_it_and_changes_nothing():
    game = Game()
    game.play(1, 1)
    with pytest.raises(MoveTextError, match=r"^b2 \(5\) is already taken by X\.$"):
        read_move("5", game)
    assert game.moves == ((1, 1),)


def test_the_board_is_drawn_with_rows_from_the_bottom_and_numbers_in_empty_cells():
    game = Game()
    game.play(0, 0)  # a3
    game.play(2, 2)  # c1
    assert render_board(game) == "\n".join([
        " 3  X | 8 | 9",
        "   ---+---+---",
        " 2  4 | 5 | 6",
        "   ---+---+---",
        " 1  1 | 2 | O",
        "    a   b   c",
    ])
    assert cell_label((0, 0), 3) == "a3 (7)"
