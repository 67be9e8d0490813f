"""An opening book: the best moves of the first few plies, solved ahead of time.

The exact solver needs up to ~0.4 s for a 4×4 position with two stones or fewer when its table
is cold; the book answers those at once. scripts/build_opening_book.py rebuilds it (the same
output every time); it ships inside the package so a pip install and the frozen app have it.
Positions are stored once per symmetry class: the board's 8 rotations and reflections.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache, lru_cache
from pathlib import Path

from ..game import Cell, Game
from .board import bitboards, geometry
from .exact import ExactSolver

BOOK_PATH = Path(__file__).with_name("opening_book.json")
BOOK_FORMAT = "tictactoe-qt/opening-book"


@cache
def symmetries(size: int) -> tuple[tuple[int, ...], ...]:
    """The 8 maps of a square board onto itself, each as new_index[old_index]."""

    def index_map(transform: Callable[[int, int], int]) -> tuple[int, ...]:
        return tuple(transform(i // size, i % size) for i in range(size * size))

    last = size - 1
    maps = {
        index_map(f)
        for f in (
            lambda r, c: r * size + c,
            lambda r, c: c * size + last - r,
            lambda r, c: (last - r) * size + last - c,
            lambda r, c: (last - c) * size + r,
            lambda r, c: r * size + last - c,
            lambda r, c: (last - r) * size + c,
            lambda r, c: c * size + r,
            lambda r, c: (last - c) * size + last - r,
        )
    }
    return tuple(sorted(maps))


def _apply(bits: int, index_map: tuple[int, ...]) -> int:
    moved = 0
    while bits:
        low = bits & -bits
        moved |= 1 << index_map[low.bit_length() - 1]
        bits ^= low
    return moved


def canonical(mine: int, theirs: int, size: int) -> tuple[tuple[int, int], tuple[int, ...]]:
    """The least of the position's symmetric images, and the map that gives it."""
    return min(((_apply(mine, m), _apply(theirs, m)), m) for m in symmetries(size))


def _key(variant: tuple[int, int]) -> str:
    return f"{variant[0]}x{variant[0]}-{variant[1]}"


@lru_cache(maxsize=1)
def _load() -> dict[str, dict[str, list[int]]]:
    try:
        document = json.loads(BOOK_PATH.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # without a book the solver still plays perfectly, only slower at the start
    if document.get("format") != BOOK_FORMAT:
        return {}
    variants: dict[str, dict[str, list[int]]] = document["variants"]
    return variants


def book_moves(game: Game) -> list[Cell] | None:
    """Every best move of the position if the book has it, else None."""
    entries = _load().get(_key((game.size, game.win_length)))
    if not entries:
        return None
    mine, theirs = bitboards(game)
    (canon_mine, canon_theirs), index_map = canonical(mine, theirs, game.size)
    moves = entries.get(f"{canon_mine},{canon_theirs}")
    if moves is None:
        return None
    back = {new: old for old, new in enumerate(index_map)}
    return sorted(divmod(back[index], game.size) for index in moves)


def build(variant: tuple[int, int], max_stones: int) -> dict[str, list[int]]:
    """Solve every position with at most `max_stones` stones that is not already over."""
    size, win_length = variant
    board = geometry(size, win_length)
    solver = ExactSolver(board)
    entries: dict[str, list[int]] = {}
    frontier = {(0, 0)}
    for _ in range(max_stones + 1):
        following = set()
        for mine, theirs in sorted(frontier):
            _, ties = solver.best_moves(mine, theirs)
            (canon_mine, canon_theirs), index_map = canonical(mine, theirs, size)
            entries[f"{canon_mine},{canon_theirs}"] = sorted(index_map[bit.bit_length() - 1] for bit in ties)
            wins = board.winning_cells(mine, theirs)
            for bit in board.empty_bits(mine | theirs):
                if bit not in wins:
                    following.add(canonical(theirs, mine | bit, size)[0])
        frontier = following
    return entries
