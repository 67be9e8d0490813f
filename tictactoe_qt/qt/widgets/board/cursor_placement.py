"""Where the keyboard's cursor goes when the board shows a new position, and where it was in the games left.

A hint the player asked for takes the keys; a game shown before (after a review, another board) has them back
where the player left them; a new game starts them afresh; on a grid of small boards they follow play into the
board the player is sent to. The keys themselves, and what a screen reader hears, are keys.py's.
"""

from __future__ import annotations

from ....core import Cell
from ....session.view_state import BoardState
from .keys import KeyboardCursor

GAMES_REMEMBERED = 12  # the games a player goes back to are the last few: a review's positions, boards


class CursorPlacement:
    def __init__(self, keys: KeyboardCursor) -> None:
        self.keys = keys
        # Games left: their size and moves (a key may come back for another game), and where the keys were.
        self._left: dict[int, tuple[int, tuple[Cell, ...], Cell]] = {}

    def leaving(self, left: BoardState) -> None:
        """Where the keys were on a game leaving the board: called before a board of another size is built, while
        the keys are still that game's."""
        self._left.pop(left.game_key, None)
        self._left[left.game_key] = (left.size, left.moves, self.keys.cell)
        while len(self._left) > GAMES_REMEMBERED:
            del self._left[next(iter(self._left))]

    def place(self, old: BoardState | None, state: BoardState) -> bool:
        """Put the keys where they belong on `state`, shown after `old` (None: the window's first position). True
        when they went to a hint just rung: the board then takes the focus, so Enter plays the hint."""
        keys = self.keys
        hinted = self._new_hint(old, state)
        if hinted is not None:
            # The player asked where to play: the keys go there, so Enter plays the hint (from the toolbar too).
            keys.move(hinted, shown=True)
            return True
        if old is None or old.game_key != state.game_key:
            left = self._left.get(state.game_key)
            if (
                left is not None
                and left[0] == state.size
                and left[1]
                and state.moves[: len(left[1])] == left[1]
                and all(0 <= n < state.size for n in left[2])
            ):
                # A game shown before, back (after a review, another board): the keys where the player left them.
                keys.move(left[2], shown=keys.shown)
            else:
                keys.move(self._start_cell(state, old), shown=keys.shown)  # each game's keys start afresh
        elif self._cursor_left_behind(old, state):
            # On a grid of small boards the keys follow play into the board the player is sent to, to the cell in the
            # same place there as where the cursor was: the arrows need not cross the grid to get there.
            block = state.block_size
            row, col = keys.cell
            ((target_row, target_col),) = state.lit_blocks
            keys.move((target_row * block + row % block, target_col * block + col % block), shown=keys.shown)
        else:
            keys.describe_cells()
        return False

    @staticmethod
    def _new_hint(old: BoardState | None, new: BoardState) -> Cell | None:
        """The cell a hint just rang, if this position brings one that was not shown before."""
        for index, cell in enumerate(new.cells):
            if cell.hint and cell.enabled and not (old is not None and old.size == new.size and old.cells[index].hint):
                return divmod(index, new.size)
        return None

    def _start_cell(self, state: BoardState, old: BoardState | None = None) -> Cell:
        """Where the keys start on a game just shown: the centre, or on a grid of small boards where the player is
        sent to one (a game opened or resumed part-way), that board's centre. A game that is an earlier position
        of the one shown (Try Again, from a review's move) starts where that move was played: the centre could be
        the very answer the player is to find, and this cell gives nothing away."""
        taken = len(state.moves)
        if (
            old is not None
            and old.size == state.size
            and 0 < taken < len(old.moves)
            and old.moves[:taken] == state.moves
        ):
            return old.moves[taken]
        if state.blocks > 1 and len(state.lit_blocks) == 1 and any(cell.enabled for cell in state.cells):
            ((row, col),) = state.lit_blocks
            return row * state.block_size + state.block_size // 2, col * state.block_size + state.block_size // 2
        return self.keys.centre()

    def _cursor_left_behind(self, old: BoardState, new: BoardState) -> bool:
        """A move was played and the person to move is sent to one small board, away from the keyboard's cursor."""
        if new.blocks == 1 or len(new.lit_blocks) != 1 or old.cells == new.cells:
            return False
        if not any(cell.enabled for cell in new.cells):
            return False  # not this keyboard's turn
        row, col = self.keys.cell
        return (row // new.block_size, col // new.block_size) not in new.lit_blocks
