"""One way to name a cell, everywhere: "b3", as on a chess board; "B2 a3" in ultimate tic-tac-toe.

The column is a letter, a at the left; the row is a number, 1 at the bottom. The board draws
these coordinates on its edges, and the move list, advice, screen-reader announcements, file
messages and the terminal game all use them. Cell numbers count the same way, from the bottom
left along each row and upward, so on 3×3 they are the numeric keypad: 7 8 9 is the top row,
1 = a1, 5 = b2, 9 = c3.

Ultimate tic-tac-toe (core/ultimate.py) names a cell of its 9×9 grid by its small board, then the
cell within it, each counted the same way: the board in capitals ("B2": column B of the big board,
row 2 from the bottom), the cell in lower case ("a3"): "B2 a3" is the top-left cell of the centre
board. On a keypad, a digit names a board or a cell as on a numeric keypad (7 8 9 the top row):
two digits (board, then cell) when the player may choose the board, one when they are sent to one.
"""

from __future__ import annotations

# The same alias as core.game.Cell: (row, column), 0-based from the top left. Defined here too so that
# the rules (game.py, ultimate.py) can name their cells without an import cycle.
Cell = tuple[int, int]

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


# --- ultimate tic-tac-toe: a 9×9 grid of nine 3×3 boards --------------------------------------------

BOARD_LETTERS = "ABC"
_ULTIMATE_HELP = 'name the board (A1 to C3), then the cell in it (a1 to c3), as in "B2 a3"'


def board_name(board: Cell) -> str:
    """'B2' for the small board at (big_row, big_col) of the big board, 0-based from the top as the grid's."""
    big_row, big_col = board
    return f"{BOARD_LETTERS[big_col]}{3 - big_row}"


def ultimate_cell_name(cell: Cell) -> str:
    """'B2 a3' for the cell (row, col) of the 9×9 grid: its board, then the cell within that board."""
    row, col = cell
    inner = cell_name((row % 3, col % 3), 3)
    return f"{board_name((row // 3, col // 3))} {inner}"


def parse_ultimate_cell_name(text: str) -> Cell:
    """The (row, col) on the 9×9 grid that 'B2 a3' names; 'b2a3', 'B2A3' and other spacing and case work too."""
    name = "".join(text.split()).lower()
    if len(name) == 4 and name[0] in "abc" and name[2] in "abc" and name[1] in "123" and name[3] in "123":
        big_row, big_col = 3 - int(name[1]), "abc".index(name[0])
        row, col = 3 - int(name[3]), "abc".index(name[2])
        return big_row * 3 + row, big_col * 3 + col
    raise CellNameError(f"{text!r} is not a cell of ultimate tic-tac-toe: {_ULTIMATE_HELP}")


def ultimate_keypad_keys(cell: Cell, sent_to: Cell | None) -> str:
    """The digits that play `cell`: the cell's alone when the player is sent to its board, else board then cell."""
    row, col = cell
    board = (row // 3, col // 3)
    inner = str(cell_number((row % 3, col % 3), 3))
    return inner if sent_to == board else str(cell_number(board, 3)) + inner


def parse_ultimate_keypad(keys: str, sent_to: Cell | None) -> Cell:
    """The cell on the 9×9 grid that keypad digits name.

    With free choice of board (`sent_to` None) two digits: the board, then the cell, each as on a
    numeric keypad (7 8 9 the top row), so '53' is B2 c1. Sent to a board, one digit names the cell
    there (two naming the board too are read the same way; whether that board may be played is the
    game's to say).
    """
    digits = keys.strip()
    if not (digits.isdecimal() and digits.isascii()) or "0" in digits or len(digits) not in (1, 2):
        wanted = "two digits 1 to 9 (the board, then the cell)" if sent_to is None else "a digit 1 to 9"
        raise CellNameError(f"{keys!r} is not a keypad move: type {wanted}, as on a numeric keypad")
    if len(digits) == 1:
        if sent_to is None:
            raise CellNameError(
                f"{keys!r} is one digit, but you may choose the board: type two, the board "
                "then the cell, as on a numeric keypad"
            )
        board = sent_to
    else:
        board = cell_of_number(int(digits[0]), 3)
    row, col = cell_of_number(int(digits[-1]), 3)
    return board[0] * 3 + row, board[1] * 3 + col
