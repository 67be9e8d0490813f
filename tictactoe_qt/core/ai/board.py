"""A variant's geometry as bitboards, shared by the exact and the heuristic search.

A position is two ints: the stones of the player to move (`mine`) and of the other player
(`theirs`), bit r·size + c for cell (r, c). `scan` reads, in one pass over the winning lines,
everything both searches need to know before they look at a single move.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..game import Cell, Game, winning_lines


@dataclass(frozen=True)
class Scan:
    can_win_now: bool  # the player to move completes a line with one stone
    threats: tuple[int, ...]  # cells (as bits) where the other player would complete a line
    mine_live: bool  # some line still free of the other player's stones
    theirs_live: bool


class Geometry:
    def __init__(self, size: int, win_length: int) -> None:
        self.size, self.win_length = size, win_length
        self.cell_count = size * size
        self.lines = tuple(sum(1 << (r * size + c) for r, c in line) for line in winning_lines(size, win_length))
        # Cells on more lines first: they are usually the better moves, so alpha-beta cuts sooner.
        through = [sum(1 for line in self.lines if line >> i & 1) for i in range(self.cell_count)]
        centre = (size - 1) / 2
        order = sorted(
            range(self.cell_count), key=lambda i: (-through[i], abs(i // size - centre) + abs(i % size - centre), i)
        )
        self.ordered_bits = tuple(1 << i for i in order)

    def scan(self, mine: int, theirs: int) -> Scan:
        needed = self.win_length - 1
        can_win = mine_live = theirs_live = False
        threats: list[int] = []
        for line in self.lines:
            my_part, their_part = mine & line, theirs & line
            if not their_part:
                mine_live = True
                if my_part.bit_count() == needed:
                    can_win = True
            elif not my_part:
                theirs_live = True
                if their_part.bit_count() == needed:
                    cell = line & ~their_part
                    if cell not in threats:
                        threats.append(cell)
        return Scan(can_win, tuple(threats), mine_live, theirs_live)

    def winning_cells(self, mine: int, theirs: int) -> list[int]:
        """The empty cells (as bits) where the player to move completes a line."""
        needed = self.win_length - 1
        cells = {line & ~mine for line in self.lines if not theirs & line and (mine & line).bit_count() == needed}
        return [bit for bit in self.ordered_bits if bit in cells]

    def empty_bits(self, occupied: int) -> list[int]:
        return [bit for bit in self.ordered_bits if not occupied & bit]

    def cell_of(self, bit: int) -> Cell:
        return divmod(bit.bit_length() - 1, self.size)

    def bit_of(self, cell: Cell) -> int:
        return 1 << (cell[0] * self.size + cell[1])


@cache
def geometry(size: int, win_length: int) -> Geometry:
    return Geometry(size, win_length)


def bitboards(game: Game) -> tuple[int, int]:
    """(stones of the player to move, stones of the other player)."""
    mover = game.current_player
    mine = theirs = 0
    for row in range(game.size):
        for col in range(game.size):
            mark = game.cell(row, col)
            if mark is not None:
                bit = 1 << (row * game.size + col)
                if mark is mover:
                    mine |= bit
                else:
                    theirs |= bit
    return mine, theirs
