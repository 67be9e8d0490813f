"""One way to name a cell, everywhere: "b3", as on a chess board.

The column is a letter, a at the left; the row is a number, 1 at the bottom. The board draws
these coordinates on its edges, and the move list, advice, screen-reader announcements, file
messages and the terminal game all use them. Cell numbers count the same way, from the bottom
left along each row and upward, so on 3×3 they are the numeric keypad: 7 8 9 is the top row,
1 = a1, 5 = b2, 9 = c3.
"""

from __future__ import annotations

from .game import Cell

COLUMN_LETTERS = "abcdefghi"


class CellNameError(ValueError):
    """Text that does not name a cell of the board."""


def cell_name(cell: Cell, size: int) -> str:
    """'b3' for the cell (row, col) of a size×size board; rows are 0-based from the top, as in Game."""
    row, col = cell
    return f"{COLUMN_LETTERS[col]}{size - row}"


def parse_cell_name(text: str, size: int) -> Cell:
    """The (row, col) that a name such as 'b3' (or 'B3') gives on a size×size board."""
    name = text.strip().lower()
    letters = COLUMN_LETTERS[:size]
    if len(name) >= 2 and name[0] in letters and name[1:].isdecimal():
        number = int(name[1:])
        if 1 <= number <= size:
            return size - number, letters.index(name[0])
    raise CellNameError(f"{text!r} is not a cell: columns go from a to {letters[-1]}, rows from 1 to {size}")


def cell_number(cell: Cell, size: int) -> int:
    """1 for a1 (bottom left), counting along each row and then upward: the keypad layout on 3×3."""
    row, col = cell
    return (size - 1 - row) * size + col + 1


def cell_of_number(number: int, size: int) -> Cell:
    if not 1 <= number <= size * size:
        raise CellNameError(f"there is no cell {number}: cells go from 1 to {size * size}")
    from_bottom, col = divmod(number - 1, size)
    return size - 1 - from_bottom, col
