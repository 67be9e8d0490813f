"""The rules of k-in-a-row on a square board: turns, outcome, and a move history with undo/redo."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from functools import cache
from typing import Literal

from .notation import CellNameError, cell_name, cell_number, cell_of_number, parse_cell_name

Cell = tuple[int, int]

MIN_SIZE = 3
MAX_SIZE = 9


class Player(str, Enum):
    """A mark on the board. X always moves first."""

    X = "X"
    O = "O"  # noqa: E741 - the mark's real name

    @property
    def other(self) -> Player:
        return Player.O if self is Player.X else Player.X

    def __str__(self) -> str:
        return self.value


class GameError(ValueError):
    """A request the game cannot carry out; the game is left unchanged."""


class IllegalMoveError(GameError):
    """A move that the rules do not allow in the current position."""


class MoveHistory:
    """The move history every kind of game keeps: the moves played in order, whose turn that makes it, and the
    moves taken back that redo() replays. A kind of game says how a move is placed (`_place`, which checks it,
    marks it and appends it to `_moves`) and lifted again (`_lift`)."""

    def __init__(self) -> None:
        self._moves: list[Cell] = []
        self._redo: list[Cell] = []

    @property
    def current_player(self) -> Player:
        return Player.X if len(self._moves) % 2 == 0 else Player.O

    @property
    def moves(self) -> Sequence[Cell]:
        return tuple(self._moves)

    @property
    def undone_moves(self) -> Sequence[Cell]:
        """The moves taken back that redo() would replay, the next one first."""
        return tuple(reversed(self._redo))

    @property
    def last_move(self) -> Cell | None:
        return self._moves[-1] if self._moves else None

    @property
    def can_undo(self) -> bool:
        return bool(self._moves)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def play(self, row: int, col: int) -> None:
        """The player to move plays (row, col), 0-based. Clears the redo history."""
        self._place(row, col)
        self._redo.clear()

    def undo(self) -> Cell:
        """Take back the last move and return its cell."""
        if not self._moves:
            raise GameError("there is no move to undo")
        row, col = self._moves.pop()
        self._lift(row, col)
        self._redo.append((row, col))
        return row, col

    def redo(self) -> Cell:
        """Play again the move last taken back and return its cell."""
        if not self._redo:
            raise GameError("there is no move to redo")
        row, col = self._redo[-1]
        self._place(row, col)
        self._redo.pop()
        return row, col

    def _copy_history_to(self, twin: MoveHistory) -> None:
        twin._moves = list(self._moves)
        twin._redo = list(self._redo)

    def _place(self, row: int, col: int) -> None:
        raise NotImplementedError

    def _lift(self, row: int, col: int) -> None:
        """Take the mark off (row, col), the last move, which undo() has already removed from `_moves`."""
        raise NotImplementedError


@cache
def winning_lines(size: int, win_length: int) -> tuple[tuple[Cell, ...], ...]:
    """Every run of `win_length` cells in a row, column or diagonal of a `size`×`size` board."""
    directions = ((0, 1), (1, 0), (1, 1), (1, -1))
    lines = []
    for row in range(size):
        for col in range(size):
            for d_row, d_col in directions:
                end_row = row + d_row * (win_length - 1)
                end_col = col + d_col * (win_length - 1)
                if 0 <= end_row < size and 0 <= end_col < size:
                    lines.append(tuple((row + d_row * i, col + d_col * i) for i in range(win_length)))
    return tuple(lines)


@cache
def _lines_through(size: int, win_length: int) -> dict[Cell, tuple[tuple[Cell, ...], ...]]:
    """The winning lines that pass through each cell: only these can be completed by a move there."""
    through: dict[Cell, list[tuple[Cell, ...]]] = {(r, c): [] for r in range(size) for c in range(size)}
    for line in winning_lines(size, win_length):
        for cell in line:
            through[cell].append(line)
    return {cell: tuple(lines) for cell, lines in through.items()}


class Game(MoveHistory):
    """One game of k-in-a-row. Game() is classic 3×3 tic-tac-toe.

    >>> g = Game()
    >>> g.play(1, 1)
    >>> g.current_player
    <Player.O: 'O'>
    """

    def __init__(self, size: int = 3, win_length: int | None = None) -> None:
        if win_length is None:
            win_length = size
        if not isinstance(size, int) or not MIN_SIZE <= size <= MAX_SIZE:
            raise GameError(f"board size must be a whole number from {MIN_SIZE} to {MAX_SIZE}, not {size!r}")
        if not isinstance(win_length, int) or not MIN_SIZE <= win_length <= size:
            raise GameError(
                f"win length must be a whole number from {MIN_SIZE} to the board size {size}, not {win_length!r}"
            )
        self.size = size
        self.win_length = win_length
        super().__init__()
        self._cells: list[Player | None] = [None] * (size * size)
        self._winning_line: tuple[Cell, ...] | None = None

    def __repr__(self) -> str:
        return f"Game(size={self.size}, win_length={self.win_length}, moves={self._moves!r})"

    def __str__(self) -> str:
        return "\n".join(" ".join(str(self.cell(r, c) or ".") for c in range(self.size)) for r in range(self.size))

    # --- state -----------------------------------------------------------------------------------

    @property
    def rule_set(self) -> Literal["k-in-a-row"]:
        """The rule set's name (core/board_game.py): k in a row on a square board."""
        return "k-in-a-row"

    def cell(self, row: int, col: int) -> Player | None:
        self._check_in_range(row, col)
        return self._cells[row * self.size + col]

    @property
    def winner(self) -> Player | None:
        if self._winning_line is None:
            return None
        return self.cell(*self._winning_line[0])

    @property
    def winning_line(self) -> tuple[Cell, ...] | None:
        return self._winning_line

    @property
    def is_draw(self) -> bool:
        return self._winning_line is None and len(self._moves) == self.size * self.size

    @property
    def is_over(self) -> bool:
        return self._winning_line is not None or len(self._moves) == self.size * self.size

    def legal_moves(self) -> list[Cell]:
        if self.is_over:
            return []
        n = self.size
        return [(i // n, i % n) for i, mark in enumerate(self._cells) if mark is None]

    def move_name(self, cell: Cell) -> str:
        """The cell's name as the board shows it: 'b3' (core/notation.py)."""
        return cell_name(cell, self.size)

    def parse_move(self, text: str) -> Cell:
        """The cell a name such as 'b3', or a cell number ('8': counted from the bottom left, the keypad's layout on
        3×3, as the terminal's board shows them), gives on this board; notation.CellNameError if none."""
        if text.strip().isdecimal() and text.strip().isascii():
            return cell_of_number(int(text), self.size)
        return parse_cell_name(text, self.size)

    # The grid is one board (core/board_game.py): its small board is the whole of it, with no result of its own.

    @property
    def block_size(self) -> int:
        return self.size

    @property
    def block_results(self) -> tuple[()]:
        return ()

    @property
    def winning_blocks(self) -> None:
        return None

    # The numeric keypad plays 3×3 (7 8 9 the top row); larger boards have more cells than keys.

    @property
    def keypad_digits(self) -> int:
        return 1 if self.size == 3 else 0

    def keypad_move(self, keys: str) -> Cell:
        """The cell a keypad digit names on 3×3 (7 is a3, 5 b2, 3 c1); notation.CellNameError otherwise."""
        digits = keys.strip()
        if self.size != 3 or len(digits) != 1 or digits not in "123456789":
            raise CellNameError(f"{keys!r} is not a keypad move: on 3×3 type a digit 1 to 9, as on a numeric keypad")
        return cell_of_number(int(digits), 3)

    def keypad_keys(self, cell: Cell) -> str:
        self._check_in_range(*cell)
        return str(cell_number(cell, 3)) if self.size == 3 else ""

    # --- changes ---------------------------------------------------------------------------------

    def copy(self) -> Game:
        """An independent game in the same position (redo history included)."""
        twin = Game(self.size, self.win_length)
        twin._cells = list(self._cells)
        self._copy_history_to(twin)
        twin._winning_line = self._winning_line
        return twin

    # --- internals -------------------------------------------------------------------------------

    def _check_in_range(self, row: int, col: int) -> None:
        if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < self.size and 0 <= col < self.size):
            raise IllegalMoveError(f"({row!r}, {col!r}) is off the board: row and column go from 0 to {self.size - 1}")

    def _place(self, row: int, col: int) -> None:
        self._check_in_range(row, col)
        if self.is_over:
            raise IllegalMoveError(f"the game is over; ({row}, {col}) cannot be played")
        index = row * self.size + col
        if self._cells[index] is not None:
            raise IllegalMoveError(f"({row}, {col}) is already taken by {self._cells[index]}")
        mark = self.current_player
        self._cells[index] = mark
        self._moves.append((row, col))
        for line in _lines_through(self.size, self.win_length)[(row, col)]:
            if all(self._cells[r * self.size + c] is mark for r, c in line):
                self._winning_line = line
                break

    def _lift(self, row: int, col: int) -> None:
        self._cells[row * self.size + col] = None
        self._winning_line = None
