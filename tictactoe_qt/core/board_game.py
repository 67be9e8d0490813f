"""The one interface every kind of game implements: callers depend on it, not on which kind they hold.

Two kinds implement it, each chosen by the name of its rule set, which files and the wire carry (core/kinds.py
holds the table of kinds, and makes a game from that name):
- "k-in-a-row": `Game` (core/game.py), k in a row on an n×n board (classic 3×3 is Game()).
- "ultimate": `UltimateGame` (core/ultimate.py), ultimate tic-tac-toe on a 9×9 grid of nine 3×3 boards.

Both speak in cells (row, col) of one square grid of side `size`, 0-based from the top left:
`play(row, col)`, `cell(row, col)`, `legal_moves()` (row-major order) and `moves` mean the same for
both. What differs lives behind the interface: which cells are legal, who has won, how a cell is
named ("b3" for k-in-a-row; "B2 a3", board then cell, for ultimate) and which keypad digits play it.
The grid is made of small boards of `block_size` cells a side: ultimate's nine of 3, each with a
result of its own (`block_results`), won by three of them in a row (`winning_blocks`); k-in-a-row's
grid is one board (`block_size` == `size`, no results of its own), won by a line of cells
(`winning_line`). So a front end draws, names and keys either kind from these members alone.
Members that only one kind has (UltimateGame.sent_to, allowed_boards) are for code that speaks of
that kind's rules.

    >>> from tictactoe_qt.core.kinds import new_game
    >>> game = new_game("ultimate")
    >>> game.play(4, 4)
    >>> game.move_name(game.moves[-1])
    'B2 b2'

Errors: every refused request raises GameError (a ValueError) and leaves the game unchanged; a move
the rules forbid raises IllegalMoveError, whose message says why in words a player can read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal, Protocol, runtime_checkable

from .game import Cell, Player
from .ultimate import BoardResult

__all__ = ["K_IN_A_ROW", "RULE_SETS", "ULTIMATE", "BoardGame", "BoardResult", "RuleSet"]

RuleSet = Literal["k-in-a-row", "ultimate"]
K_IN_A_ROW: Final = "k-in-a-row"
ULTIMATE: Final = "ultimate"
RULE_SETS: tuple[RuleSet, ...] = (K_IN_A_ROW, ULTIMATE)


@runtime_checkable
class BoardGame(Protocol):
    """A game on a square grid of cells, with a move history that undo() and redo() walk."""

    @property
    def rule_set(self) -> RuleSet:
        """Which rules: "k-in-a-row" or "ultimate"."""

    @property
    def size(self) -> int:
        """The grid's side: cells go from (0, 0) to (size - 1, size - 1). 9 for ultimate."""

    @property
    def win_length(self) -> int:
        """How many in a row win: k for k-in-a-row; 3 in ultimate (cells on a small board, boards on the big one)."""

    @property
    def block_size(self) -> int:
        """The side, in cells, of the small boards the grid is made of: 3 in ultimate; `size` for k-in-a-row, whose
        grid is one board."""

    @property
    def block_results(self) -> tuple[BoardResult, ...]:
        """Each small board's result, row-major (a Player, "draw", or None while open), when the grid is made of
        several (ultimate's nine); () for a grid that is one board, whose result is the game's."""

    @property
    def winning_line(self) -> tuple[Cell, ...] | None:
        """The cells in a row that won the game; None when nothing did, or boards did (winning_blocks)."""

    @property
    def winning_blocks(self) -> tuple[Cell, ...] | None:
        """The small boards (block_row, block_col) in a row that won the game (ultimate); None otherwise."""

    @property
    def last_move(self) -> Cell | None: ...

    @property
    def current_player(self) -> Player:
        """Whose turn it is (X moves first); after the game ends, who would have moved next."""

    def cell(self, row: int, col: int) -> Player | None:
        """The mark at (row, col), or None; IllegalMoveError off the grid."""

    def legal_moves(self) -> list[Cell]:
        """Every cell the player to move may play, in row-major order; [] once the game is over."""

    def play(self, row: int, col: int) -> None:
        """The player to move plays (row, col). Clears the redo history. IllegalMoveError (state unchanged)
        when the rules forbid it. Returns None, as the engine contract's Game.play does: the move is
        (row, col) itself."""

    def undo(self) -> Cell:
        """Takes back the last move and returns it; GameError when there is none."""

    def redo(self) -> Cell:
        """Plays again the move last taken back and returns it; GameError when there is none."""

    @property
    def can_undo(self) -> bool: ...

    @property
    def can_redo(self) -> bool: ...

    @property
    def moves(self) -> Sequence[Cell]:
        """The moves played so far, in order."""

    @property
    def undone_moves(self) -> Sequence[Cell]:
        """The moves taken back that redo() would replay, the next one first."""

    @property
    def winner(self) -> Player | None: ...

    @property
    def is_draw(self) -> bool: ...

    @property
    def is_over(self) -> bool: ...

    def copy(self) -> BoardGame:
        """An independent game in the same position, redo history included."""

    def move_name(self, cell: Cell) -> str:
        """The one name players see for a cell: "b3" (k-in-a-row), "B2 a3" (ultimate)."""

    def parse_move(self, text: str) -> Cell:
        """The cell a name gives (any case); notation.CellNameError when it names none. Says nothing of
        whether the cell may be played now: play() does."""

    @property
    def keypad_digits(self) -> int:
        """How many keypad digits name a move now (7 8 9 the top row): 1 on 3×3 and when ultimate sends the player
        to a board, 2 in ultimate when the player may choose the board (board, then cell), 0 where the keypad
        plays nothing (boards larger than 3×3)."""

    def keypad_move(self, keys: str) -> Cell:
        """The cell keypad digits name now; notation.CellNameError when they name none."""

    def keypad_keys(self, cell: Cell) -> str:
        """The digits that play `cell` now ("" where the keypad plays nothing)."""
