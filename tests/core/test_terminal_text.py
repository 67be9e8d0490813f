"""The terminal's pure move reader and board drawing, shared by local and network play."""

from __future__ import annotations

import pytest

from tictactoe_qt.core import Game
from tictactoe_qt.terminal.text import (
    HELP_LINE,
    HELP_PHRASES,
    MoveTextError,
    cell_label,
    read_move,
    render_board,
    wrap_phrases,
)


def test_a_move_is_read_by_number_as_on_a_keypad_or_by_name():
    game = Game()
    assert read_move("7", game) == (0, 0) == read_move("a3", game)
    assert read_move("3", game) == (2, 2) == read_move("c1", game)
    assert read_move("b2", game) == read_move("5", game) == (1, 1)


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("", "Please enter a cell's number (1–9) or name (a1–c3), or u, h, q, ?."),
        ("10", "There is no cell 10: enter a cell's number (1–9) or name (a1–c3), or u, h, q, ?."),
        ("zz", "Sorry, 'zz' is not a move: enter a cell's number (1–9) or name (a1–c3), or u, h, q, ?."),
    ],
)
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
    assert render_board(game) == "\n".join(
        [
            " 3  X | 8 | 9",
            "   ---+---+---",
            " 2  4 | 5 | 6",
            "   ---+---+---",
            " 1  1 | 2 | O",
            "    a   b   c",
        ]
    )
    assert cell_label((0, 0), 3) == "a3 (7)"


def test_the_help_breaks_between_phrases_in_a_narrow_terminal():
    for width in (100, 80, 60):
        lines = wrap_phrases(HELP_PHRASES, width).split("\n")
        assert all(len(line) <= width for line in lines), width
        assert " ".join(lines) == HELP_LINE  # every phrase whole, in order
    assert wrap_phrases(HELP_PHRASES, 200) == HELP_LINE  # a wide terminal: one line
    assert (
        wrap_phrases(HELP_PHRASES, 100).split("\n")[1] == "u = undo, h = hint, q = quit, ? = this help."
    )  # not "(e.g. b2: …" cut
