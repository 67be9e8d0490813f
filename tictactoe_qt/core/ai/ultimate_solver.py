"""The exact solver of ultimate tic-tac-toe: negamax alpha-beta over ultimate_state.py's ints, with a bounded
transposition table; it finishes late in the game, when few cells are left. solve() (ultimate_search.py) asks it."""

from __future__ import annotations

import time

from .control import CANCEL_CHECK_MASK, BoundedTable, CancelFlag, SearchCancelled
from .ultimate_state import CLOSED, DRAWN, HAS_LINE, MARKS, RESULT, SIDE, TARGET, legal_moves, play, wins_at_once


class OutOfBudget(Exception):
    """The exact solver used up its node budget before a proof."""


INFINITY = 1 << 10
_EXACT, _LOWER, _UPPER = 0, 1, 2


class StateSolver:
    """Negamax alpha-beta with a bounded transposition table over the Python state."""

    def __init__(self, node_budget: int | None, cancel: CancelFlag | None, table_capacity: int) -> None:
        self.nodes = 0
        self.node_limit = float("inf") if node_budget is None else node_budget
        self.cancel = cancel
        self.table = BoundedTable(table_capacity)

    def value(self, state: list[int], alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise OutOfBudget
        if not self.nodes & CANCEL_CHECK_MASK:
            if self.cancel is not None and self.cancel.is_set():
                raise SearchCancelled
            time.sleep(0)  # hands the interpreter to a waiting thread (the window's) now, not at its next switch
        marks = state[MARKS]
        moves = legal_moves(state)
        if not moves:
            return 0  # every board closed with no line: a draw (a won game never reaches here)
        for move in moves:
            if wins_at_once(state, move):
                return 81 - marks  # the empty cells after this move, + 1
        # At best a win at the mover's next turn; at worst a loss at the opponent's.
        alpha, beta = max(alpha, -(81 - marks - 1)), min(beta, 81 - marks - 2)
        if alpha >= beta:
            return alpha
        key = _key(state)
        known = self.table.get(key)
        if known is not None:
            value, kind = known >> 2, known & 3
            if kind == _EXACT:
                return value
            if kind == _LOWER:
                alpha = max(alpha, value)
            else:
                beta = min(beta, value)
            if alpha >= beta:
                return value
        original_alpha, best = alpha, -INFINITY
        for move in ordered_moves(state, moves):
            after = state[:]
            play(after, move)
            value = 0 if after[RESULT] == DRAWN else -self.value(after, -beta, -alpha)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        kind = _LOWER if best >= beta else _UPPER if best <= original_alpha else _EXACT
        self.table.put(key, best << 2 | kind)
        return best


def _key(state: list[int]) -> int:
    key = state[TARGET] + 1
    for index in range(18):
        key = key << 9 | state[index]
    return key


def ordered_moves(state: list[int], moves: list[int]) -> list[int]:
    """Moves that win a small board first; moves that leave the opponent a free choice of board last."""
    side = state[SIDE]
    closed = state[CLOSED]

    def order(move: int) -> int:
        board, cell = divmod(move, 9)
        wins_board = HAS_LINE[state[side * 9 + board] | 1 << cell]
        frees = (closed >> cell & 1) or (cell == board and wins_board)
        return -2 * wins_board + (1 if frees else 0)

    return sorted(moves, key=order)
