"""The 5×5 strategy book: one proven perfect strategy for each side, from the first move on.

5×5 four in a row is a draw, and the exact solver needs many seconds for an early position.
scripts/build_book5.py walks the game once per side ahead of time: at each of the engine's
turns it keeps the first move, in centre-first order, with the position's exact value (the
fastest win when the opponent has erred, else a draw), and it follows every reply of the
opponent. Each of those turns is one entry, stored once per symmetry class, so a game the
engine plays from the start never leaves the book. Two kinds of turn need no entry, being
decided by rule: a win now, and a board with no line open to either side.

The opponent's turns are known too, one move deep: every reply leads to a book entry or a
rule, which is what the hint, the prediction and the analysis use.

The file (see BOOK5_MAGIC) is a sorted little-endian uint64 array, canonical key << 11 | move
(in the canonical frame) << 6 | value + 32, the key being mine << 25 | theirs. It is read on
the first 5×5 question and kept as one compact array (its size on disk) for the session.

Beside it, values_5x5.bin (scripts/build_values5.py) holds the exact value of every position of one
to four stones, once per symmetry class: the positions the compiled search (native.py) takes
longest over, so that analysing the first moves is a look-up. Its layout is the book's, with no move:
canonical key << 6 | value + 32.
"""

from __future__ import annotations

import sys
from array import array
from bisect import bisect_left
from functools import lru_cache
from pathlib import Path

from ..game import Cell, Game
from .board import Geometry, bitboards, geometry
from .book import canonical

VARIANT = (5, 4)
BOOK5_PATH = Path(__file__).with_name("strategy_5x5.bin")
BOOK5_MAGIC = b"tttqt5x5"  # the format: change it with the layout
VALUES5_PATH = Path(__file__).with_name("values_5x5.bin")
VALUES5_MAGIC = b"tttqtv55"
_KEY_SHIFT, _MOVE_SHIFT, _VALUE_OFFSET = 11, 6, 32


def _read(path: Path, magic: bytes) -> array[int] | None:
    try:
        data = path.read_bytes()
    except OSError:
        return None  # without them 5×5 falls back to searching
    if not data.startswith(magic) or (len(data) - len(magic)) % 8:
        return None
    entries = array("Q")
    entries.frombytes(data[len(magic) :])
    if sys.byteorder == "big":
        entries.byteswap()
    return entries


@lru_cache(maxsize=1)
def _entries() -> array[int] | None:
    return _read(BOOK5_PATH, BOOK5_MAGIC)


@lru_cache(maxsize=1)
def _opening_values() -> array[int] | None:
    return _read(VALUES5_PATH, VALUES5_MAGIC)


def _find(entries: array[int] | None, mine: int, theirs: int, shift: int) -> tuple[int, tuple[int, ...]] | None:
    """The entry for the position's symmetry class, and the map from the board to that class's frame."""
    if entries is None:
        return None
    (canon_mine, canon_theirs), index_map = canonical(mine, theirs, VARIANT[0])
    key = canon_mine << 25 | canon_theirs
    at = bisect_left(entries, key << shift)
    if at == len(entries) or entries[at] >> shift != key:
        return None
    return entries[at], index_map


def book_entry(mine: int, theirs: int) -> tuple[int, int] | None:
    """The book's move (as a bit on this board) and the position's value, if it has the position."""
    found = _find(_entries(), mine, theirs, _KEY_SHIFT)
    if found is None:
        return None
    entry, index_map = found
    return 1 << index_map.index(entry >> _MOVE_SHIFT & 31), (entry & 63) - _VALUE_OFFSET


def pack_value(canon_mine: int, canon_theirs: int, value: int) -> int:
    """One entry of values_5x5.bin: a position already in its canonical frame, and its exact value."""
    return (canon_mine << 25 | canon_theirs) << _MOVE_SHIFT | value + _VALUE_OFFSET


def opening_value(mine: int, theirs: int) -> int | None:
    """The exact value of a position of one to four stones, from values_5x5.bin."""
    found = _find(_opening_values(), mine, theirs, _MOVE_SHIFT)
    return None if found is None else (found[0] & 63) - _VALUE_OFFSET


def _ruled(board: Geometry, mine: int, theirs: int) -> tuple[list[int], int] | None:
    """The best moves and the value where a rule decides: a win now, or no line left to win."""
    wins = board.winning_cells(mine, theirs)
    if wins:
        return wins, board.cell_count - (mine | theirs).bit_count()
    scan = board.scan(mine, theirs)
    if not (scan.mine_live or scan.theirs_live):
        return board.empty_bits(mine | theirs), 0
    return None


def _direct(board: Geometry, mine: int, theirs: int) -> tuple[list[int], int] | None:
    ruled = _ruled(board, mine, theirs)
    if ruled is not None:
        return ruled
    entry = book_entry(mine, theirs)
    return None if entry is None else ([entry[0]], entry[1])


def _value(board: Geometry, mine: int, theirs: int) -> int | None:
    direct = _direct(board, mine, theirs)
    return direct[1] if direct is not None else opening_value(mine, theirs)


def _move_values(board: Geometry, mine: int, theirs: int) -> dict[int, int] | None:
    """Each move's value where every reply position is known without a search, else None."""
    empties = board.cell_count - (mine | theirs).bit_count()
    wins = board.winning_cells(mine, theirs)
    values = {}
    for bit in board.empty_bits(mine | theirs):
        if bit in wins:
            values[bit] = empties  # the game ends with this move
            continue
        after = _value(board, theirs, mine | bit)
        if after is None:
            return None
        values[bit] = -after
    return values


def _position(game: Game) -> tuple[Geometry, int, int] | None:
    if (game.size, game.win_length) != VARIANT or game.is_over:
        return None
    return (geometry(*VARIANT), *bitboards(game))


def known_moves(game: Game) -> list[Cell] | None:
    """The book's move (or the moves a rule or the book's reply positions prove best), else None."""
    position = _position(game)
    if position is None:
        return None
    board, mine, theirs = position
    direct = _direct(board, mine, theirs)
    if direct is not None:
        return [board.cell_of(bit) for bit in direct[0]]
    values = _move_values(board, mine, theirs)
    if values is None:
        return None
    best = max(values.values())
    return [board.cell_of(bit) for bit, value in values.items() if value == best]


def known_value(game: Game) -> int | None:
    """The position's exact value for the player to move, if the book or a rule knows it."""
    position = _position(game)
    if position is None:
        return None
    value = _value(*position)
    if value is not None:
        return value
    values = _move_values(*position)
    return None if values is None else max(values.values())


def known_move_values(game: Game) -> dict[Cell, int] | None:
    """Every legal move's exact value, if the book or a rule knows each of them."""
    position = _position(game)
    if position is None:
        return None
    board = position[0]
    values = _move_values(*position)
    return None if values is None else {board.cell_of(bit): value for bit, value in sorted(values.items())}
