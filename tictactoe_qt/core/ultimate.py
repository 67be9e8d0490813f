"""Ultimate tic-tac-toe (rule set "ultimate"): nine 3×3 boards in a 3×3 big board. Pure Python, no Qt.

The rules:
- X moves first, anywhere.
- A move in cell (r, c) of a small board sends the opponent to the small board at (r, c) of the big
  board. If that board is already won or full, the opponent may play in any cell of any open small
  board (one neither won nor full).
- Three in a row on a small board wins it for that player; nobody plays there again. A full small
  board with no line is drawn and counts for nobody.
- Three small boards in a row won by the same player win the game. When no move is left and there
  is no such line, the game is drawn.

Cells are (row, col) on the 9×9 grid, 0-based from the top left, as in Game: small board (br, bc) is
rows 3·br to 3·br + 2 and columns 3·bc to 3·bc + 2. Boards are named by (big_row, big_col), 0-based
from the top left. Players see one name a cell: "B2 a3", the board then the cell in it, each a
column letter from the left and a row number from the bottom (core/notation.py).

    >>> game = UltimateGame()
    >>> game.play(*game.parse_move("B2 a3"))
    >>> game.sent_to, game.move_name((1, 1))
    ((0, 0), 'A3 b2')

UltimateGame implements core.board_game.BoardGame, the interface Game implements too.
"""

from __future__ import annotations

from typing import Literal

from .game import Cell, GameError, IllegalMoveError, MoveHistory, Player
from .notation import (
    CellNameError,
    board_name,
    parse_ultimate_cell_name,
    parse_ultimate_keypad,
    ultimate_cell_name,
    ultimate_keypad_keys,
)

__all__ = [
    "BOARDS",
    "DRAWN",
    "SIZE",
    "BoardResult",
    "CellNameError",
    "UltimateGame",
    "WrongBoardError",
    "board_cells",
    "board_of",
    "cell_in_board",
    "open_cells",
]

SIZE = 9
DRAWN: Literal["draw"] = "draw"
# What became of a small board: the player who won it, DRAWN (full, no line: nobody's), or None while open.
BoardResult = Player | Literal["draw"] | None
# Every small board, (big_row, big_col), in row-major order.
BOARDS: tuple[Cell, ...] = tuple((r, c) for r in range(3) for c in range(3))

# The eight lines of a 3×3 board as indices 0–8 (row-major): of cells within a small board, and of
# boards within the big one.
_LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2),
    (3, 4, 5),
    (6, 7, 8),
    (0, 3, 6),
    (1, 4, 7),
    (2, 5, 8),
    (0, 4, 8),
    (2, 4, 6),
)
_LINES_THROUGH: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(line for line in _LINES if i in line) for i in range(9)
)


class WrongBoardError(IllegalMoveError):
    """A move outside the small board the player was sent to."""

    def __init__(self, message: str, sent_to: Cell) -> None:
        super().__init__(message)
        self.sent_to = sent_to


def board_of(cell: Cell) -> Cell:
    """The small board (big_row, big_col) that holds the grid cell (row, col)."""
    return cell[0] // 3, cell[1] // 3


def cell_in_board(cell: Cell) -> Cell:
    """Where the grid cell lies within its small board, (0–2, 0–2): also the board it sends the opponent to."""
    return cell[0] % 3, cell[1] % 3


def board_cells(board: Cell) -> tuple[Cell, ...]:
    """The nine grid cells of a small board, row-major."""
    top, left = board[0] * 3, board[1] * 3
    return tuple((top + r, left + c) for r in range(3) for c in range(3))


class UltimateGame(MoveHistory):
    """One game of ultimate tic-tac-toe, with a move history that undo() and redo() walk.

    >>> g = UltimateGame()
    >>> len(g.legal_moves()), g.sent_to
    (81, None)
    """

    size = SIZE
    win_length = 3  # three in a row win a small board, and three small boards the game
    block_size = 3  # the grid is made of nine small boards of 3×3 cells
    winning_line = None  # boards win the game, not cells: winning_blocks

    def __init__(self) -> None:
        super().__init__()
        self._cells: list[Player | None] = [None] * (SIZE * SIZE)
        self._results: list[BoardResult] = [None] * 9
        self._winning_boards: tuple[Cell, ...] | None = None

    def __repr__(self) -> str:
        return f"UltimateGame(moves={self._moves!r})"

    def __str__(self) -> str:
        rows = []
        for row in range(SIZE):
            if row and row % 3 == 0:
                rows.append("------+-------+------")
            marks = [str(self._cells[row * SIZE + col] or ".") for col in range(SIZE)]
            rows.append(" | ".join(" ".join(marks[i : i + 3]) for i in (0, 3, 6)))
        return "\n".join(rows)

    # --- the interface (core/board_game.py) -----------------------------------------------------

    @property
    def rule_set(self) -> Literal["ultimate"]:
        return "ultimate"

    def cell(self, row: int, col: int) -> Player | None:
        self._check_on_grid(row, col)
        return self._cells[row * SIZE + col]

    @property
    def winner(self) -> Player | None:
        if self._winning_boards is None:
            return None
        result = self._results[self._winning_boards[0][0] * 3 + self._winning_boards[0][1]]
        assert isinstance(result, Player)
        return result

    @property
    def is_draw(self) -> bool:
        return self._winning_boards is None and None not in self._results

    @property
    def is_over(self) -> bool:
        return self._winning_boards is not None or None not in self._results

    def legal_moves(self) -> list[Cell]:
        """Every cell the player to move may play, in row-major order; [] once the game is over."""
        boards = self.allowed_boards
        if not boards:
            return []
        cells = self._cells
        allowed = {board[0] * 3 + board[1] for board in boards}
        return [
            (row, col)
            for row in range(SIZE)
            for col in range(SIZE)
            if cells[row * SIZE + col] is None and (row // 3) * 3 + col // 3 in allowed
        ]

    def copy(self) -> UltimateGame:
        """An independent game in the same position (redo history included)."""
        twin = UltimateGame()
        twin._cells = list(self._cells)
        twin._results = list(self._results)
        self._copy_history_to(twin)
        twin._winning_boards = self._winning_boards
        return twin

    def move_name(self, cell: Cell) -> str:
        """'B2 a3': the small board, then the cell within it (core/notation.py)."""
        self._check_on_grid(*cell)
        return ultimate_cell_name(cell)

    def parse_move(self, text: str) -> Cell:
        """The cell that 'B2 a3' (or 'b2a3', 'B2A3') names; notation.CellNameError if none. A name alone
        of digits is read as keypad keys (keypad_move)."""
        if text.strip().isdecimal():
            return self.keypad_move(text)
        return parse_ultimate_cell_name(text)

    # --- what ultimate adds ---------------------------------------------------------------------

    @property
    def sent_to(self) -> Cell | None:
        """The small board the player to move must play in; None when they may choose (the first move,
        a move that sends to a closed board) or when the game is over."""
        if not self._moves or self.is_over:
            return None
        row, col = self._moves[-1]
        target = (row % 3, col % 3)
        return target if self._results[target[0] * 3 + target[1]] is None else None

    @property
    def allowed_boards(self) -> tuple[Cell, ...]:
        """The small boards the player to move may play in, row-major; () once the game is over."""
        if self.is_over:
            return ()
        target = self.sent_to
        if target is not None:
            return (target,)
        return tuple(board for board, result in zip(BOARDS, self._results, strict=True) if result is None)

    def small_board_result(self, board: Cell) -> BoardResult:
        """Who won the small board (big_row, big_col); DRAWN if it is full with no line; None while open."""
        big_row, big_col = board
        if not (isinstance(big_row, int) and isinstance(big_col, int) and 0 <= big_row < 3 and 0 <= big_col < 3):
            raise GameError(f"({big_row!r}, {big_col!r}) is not a small board: they go from (0, 0) to (2, 2)")
        return self._results[big_row * 3 + big_col]

    @property
    def small_board_results(self) -> tuple[BoardResult, ...]:
        """Every small board's result (see small_board_result), row-major: index big_row * 3 + big_col."""
        return tuple(self._results)

    @property
    def winning_boards(self) -> tuple[Cell, ...] | None:
        """The three small boards (big_row, big_col) in a row that won the game, or None."""
        return self._winning_boards

    @property
    def block_results(self) -> tuple[BoardResult, ...]:
        """The small boards' results (core/board_game.py): small_board_results."""
        return tuple(self._results)

    @property
    def winning_blocks(self) -> tuple[Cell, ...] | None:
        """The small boards that won (core/board_game.py): winning_boards."""
        return self._winning_boards

    @property
    def keypad_digits(self) -> int:
        """Two digits (board, then cell) when the player may choose the board, one when sent to one; 0 once over."""
        if self.is_over:
            return 0
        return 1 if self._keypad_board is not None else 2

    def keypad_move(self, keys: str) -> Cell:
        """The cell keypad digits name now: two (board, cell) when the player may choose the board, one
        (the cell) when sent to one or when only one is open; digits as on a numeric keypad, 7 8 9 the top row."""
        return parse_ultimate_keypad(keys, self._keypad_board)

    def keypad_keys(self, cell: Cell) -> str:
        """The digits that play `cell` now (see keypad_move)."""
        self._check_on_grid(*cell)
        return ultimate_keypad_keys(cell, self._keypad_board)

    @property
    def _keypad_board(self) -> Cell | None:
        """The board one digit plays in: the one the player is sent to, or the only one left open (the words say
        "You play in A2" then, and a board digit first would be one digit more for no choice)."""
        boards = self.allowed_boards
        return boards[0] if len(boards) == 1 else None

    # --- internals -------------------------------------------------------------------------------

    def _check_on_grid(self, row: int, col: int) -> None:
        if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < SIZE and 0 <= col < SIZE):
            raise IllegalMoveError(f"({row!r}, {col!r}) is off the board: row and column go from 0 to {SIZE - 1}")

    def _place(self, row: int, col: int) -> None:
        self._check_on_grid(row, col)
        if self.is_over:
            raise IllegalMoveError(f"the game is over; {ultimate_cell_name((row, col))} cannot be played")
        index = row * SIZE + col
        if self._cells[index] is not None:
            raise IllegalMoveError(f"{ultimate_cell_name((row, col))} is already taken by {self._cells[index]}")
        b = (row // 3) * 3 + col // 3
        result = self._results[b]
        if result is not None:  # won: a drawn board is full, so its cells are taken
            raise IllegalMoveError(
                f"{ultimate_cell_name((row, col))} is in board {board_name((row // 3, col // 3))}, "
                f"which {result} has won: no more moves there"
            )
        target = self.sent_to
        if target is not None and target != (row // 3, col // 3):
            raise WrongBoardError(
                f"{ultimate_cell_name((row, col))} is not where you may play: you are sent to "
                f"board {board_name(target)}",
                target,
            )
        mark = self.current_player
        self._cells[index] = mark
        self._moves.append((row, col))
        self._results[b] = self._board_result(b)
        if self._results[b] is mark:
            results = self._results
            for line in _LINES_THROUGH[b]:
                if all(results[i] is mark for i in line):
                    self._winning_boards = tuple((i // 3, i % 3) for i in line)
                    break

    def _lift(self, row: int, col: int) -> None:
        self._cells[row * SIZE + col] = None
        self._results[(row // 3) * 3 + col // 3] = None  # it was open before the move went there
        self._winning_boards = None

    def _board_result(self, b: int) -> BoardResult:
        """The result of small board b from its cells."""
        top, left = (b // 3) * 3, (b % 3) * 3
        marks = [self._cells[(top + i // 3) * SIZE + left + i % 3] for i in range(9)]
        for first, second, third in _LINES:
            mark = marks[first]
            if mark is not None and mark is marks[second] is marks[third]:
                return mark
        return DRAWN if None not in marks else None


def open_cells(game: UltimateGame) -> int:
    """Empty cells left in the small boards still open: how much of the game is left to play, at most."""
    results = game.block_results
    return sum(
        1
        for row in range(game.size)
        for col in range(game.size)
        if game.cell(row, col) is None and results[(row // 3) * 3 + col // 3] is None
    )
