"""Computer players and analysis: best move at a level, and the outcome under perfect play.

Solved variants (3×3, 4×4 four in a row) are played perfectly by an exact alpha-beta solver
(exact.py); a position's value is seen from the player to move: 0 for a draw, otherwise
±(empty cells left when the game ends + 1), so a faster win scores higher and a slower loss
less badly. On 5×5 a book holds one proven perfect strategy for each side (book5.py), which
the engine follows from the first move, and the exact values of every position of up to four
stones; every other position is solved by a compiled search (native.py) within about a second.
Where that search was not built, 5×5 positions off the book get the strongest move a fixed
search budget finds (heuristic.py), and advice that budget cannot prove says it is unknown.

Every search runs on state of its own: pass an Engine (one per background search), or each
thread gets one of its own. Every search takes an optional cancel flag (threading.Event) and
raises SearchCancelled within a few milliseconds of its being set (control.py).

best_move also plays ultimate tic-tac-toe (an UltimateGame) at its own levels, "easy", "medium" and
"hard" (levels.ULTIMATE_LEVELS; it is not solved, so there is no "perfect"): see ultimate_search.py,
which also holds its advice (estimates, and exact values late in the game).

This module answers the questions about a position (move values, the prediction, the analysis, the urgent
moves); the computer players are players.py's, the search's shared state engine.py's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from ..game import Cell, Game, Player
from ..levels import LEVELS, UNKNOWN, Level, MoveOutcome
from .board import bitboards
from .control import CancelFlag, SearchCancelled
from .engine import Engine, exact_board, immediate_wins, is_solved, solver_for
from .exact import OutOfBudget
from .players import best_move

__all__ = [
    "LEVELS",
    "UNKNOWN",
    "CancelFlag",
    "Engine",
    "Level",
    "MoveOutcome",
    "SearchCancelled",
    "UrgentMoves",
    "analyse",
    "best_move",
    "immediate_wins",
    "is_solved",
    "move_values",
    "predict",
    "try_predict",
    "urgent_moves",
]


def move_values(game: Game, *, engine: Engine | None = None, cancel: CancelFlag | None = None) -> dict[Cell, int]:
    """Each legal move's perfect-play value for the player to move (see the module docstring)."""
    values = _solve_moves(game, None, engine, cancel)
    return {cell: value for cell, value in values.items() if value is not None}


def _solve_moves(
    game: Game, node_budget: int | None, engine: Engine | None, cancel: CancelFlag | None
) -> dict[Cell, int | None]:
    """Each legal move's exact value; None where the node budget (per move) ran out first."""
    exact_board(game)
    from .book5 import known_move_values  # noqa: PLC0415 - the books are imported on the first question: not on the first frame

    known = known_move_values(game)
    if known is not None:
        return dict(known)
    solver = solver_for(game, engine, cancel)
    mine, theirs = bitboards(game)
    values: dict[Cell, int | None] = {}
    for cell in game.legal_moves():
        try:
            values[cell] = solver.move_value(mine, theirs, solver.geometry.bit_of(cell), node_budget)
        except OutOfBudget:
            values[cell] = None
    return values


def _budget_for(game: Game, node_budget: int | None) -> int | None:
    """Solved boards are always searched to the end; others within the budget."""
    return None if is_solved(game) else node_budget


def predict(game: Game, *, engine: Engine | None = None, cancel: CancelFlag | None = None) -> Player | None:
    """The winner if both sides play perfectly from here; None means a draw.

    Exact on every board, but only quick on the solved variants (see is_solved).
    """
    # With no budget the solver always finishes, so the answer is never UNKNOWN.
    return cast("Player | None", try_predict(game, node_budget=None, engine=engine, cancel=cancel))


def analyse(
    game: Game, node_budget: int | None = 5_000, *, engine: Engine | None = None, cancel: CancelFlag | None = None
) -> dict[Cell, MoveOutcome | None]:
    """Every legal move's outcome under best play; None where the budget (per move, on boards
    that are not solved) ran out before a proof."""
    empties = len(game.legal_moves())

    def outcome(value: int | None) -> MoveOutcome | None:
        if value is None:
            return None
        if value == 0:
            return MoveOutcome("draw", 0)
        plies = empties - (abs(value) - 1)  # from this move to the one that decides the game
        return MoveOutcome("win" if value > 0 else "loss", (plies + 1) // 2)

    values = _solve_moves(game, _budget_for(game, node_budget), engine, cancel)
    return {cell: outcome(value) for cell, value in values.items()}


def try_predict(
    game: Game, node_budget: int | None = 150_000, *, engine: Engine | None = None, cancel: CancelFlag | None = None
) -> Player | None | str:
    """predict() if it can be proved within the budget (always, on the solved variants), else UNKNOWN."""
    exact_board(game)
    if game.is_over:
        return game.winner
    from .book5 import known_value  # noqa: PLC0415 - on the first question that needs it: not on the first frame

    value = known_value(game)
    if value is None:
        try:
            solver = solver_for(game, engine, cancel)
            value = solver.value(*bitboards(game), node_budget=_budget_for(game, node_budget))
        except OutOfBudget:
            return UNKNOWN
    if value == 0:
        return None
    return game.current_player if value > 0 else game.current_player.other


@dataclass(frozen=True)
class UrgentMoves:
    """What the player to move must see before anything else.

    A win on the board comes first: blocking is advice only when the player to move cannot
    win at once and the opponent would complete a line on their next move.
    """

    wins_now: tuple[Cell, ...]  # cells where the player to move completes a line
    must_block: tuple[Cell, ...]  # the opponent's winning cells, when there is no win to take


def urgent_moves(game: Game) -> UrgentMoves:
    if game.is_over:
        return UrgentMoves((), ())
    wins = tuple(immediate_wins(game, game.current_player))
    return UrgentMoves(wins, () if wins else tuple(immediate_wins(game, game.current_player.other)))
