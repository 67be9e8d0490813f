"""Cell names: a letter for the column from the left, a number for the row from the bottom, as on a chess board."""

import pytest

from tictactoe_qt.core.notation import CellNameError, cell_name, cell_number, cell_of_number, parse_cell_name


def test_the_corners_of_a_3x3_board():
    assert cell_name((2, 0), 3) == "a1"  # bottom left
    assert cell_name((0, 0), 3) == "a3"  # top left
    assert cell_name((0, 2), 3) == "c3"
    assert cell_name((1, 1), 3) == "b2"


def test_rows_count_up_from_the_bottom_on_every_board():
    assert cell_name((4, 0), 5) == "a1" and cell_name((0, 4), 5) == "e5"
    assert cell_name((0, 3), 4) == "d4"


@pytest.mark.parametrize("size", [3, 4, 5])
def test_names_and_numbers_read_back(size):
    cells = [(row, col) for row in range(size) for col in range(size)]
    assert [parse_cell_name(cell_name(cell, size), size) for cell in cells] == cells
    assert [cell_of_number(cell_number(cell, size), size) for cell in cells] == cells
    assert sorted(cell_number(cell, size) for cell in cells) == list(range(1, size * size + 1))


def test_3x3_numbers_are_the_numeric_keypad():
    keypad = [[7, 8, 9], [4, 5, 6], [1, 2, 3]]  # as the keys lie: 7 8 9 on top
    assert [[cell_number((row, col), 3) for col in range(3)] for row in range(3)] == keypad


@pytest.mark.parametrize("text", ["d1", "a4", "a0", "b", "22", "", "bb", "a-1"])
def test_names_off_a_3x3_board_are_refused_clearly(text):
    with pytest.raises(CellNameError, match="columns go from a to c, rows from 1 to 3"):
        parse_cell_name(text, 3)


def test_names_ignore_case_and_spaces():
    assert parse_cell_name(" B3 ", 3) == (0, 1)


def test_there_is_no_cell_ten_on_3x3():
    with pytest.raises(CellNameError, match="cells go from 1 to 9"):
        cell_of_number(10, 3)
