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
"""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass
from typing import cast

from ..board_game import BoardGame
from ..kinds import kind_of
from ..game import Cell, Game, Player
from ..levels import LEVELS, SOLVED_VARIANTS, ULTIMATE_LEVELS, UNKNOWN, Level, MoveOutcome, UltimateLevel
from ..ultimate import UltimateGame
from .board import bitboards, geometry
from .control import TABLE_CAPACITY, CancelFlag, SearchCancelled
from .exact import ExactSolver, OutOfBudget
from .heuristic import HeuristicSearch
from . import native

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


# How often the weaker levels play the perfect move when nothing forces their hand.
_MEDIUM_ACCURACY = 0.6
_EASY_ACCURACY = 0.25
_EASY_TAKES_WIN = 0.5
# On 4×4 four in a row, blocking every threat is nearly all it takes to draw: a Medium that always blocks
# drew 92-98 % of its games against perfect play, hard to tell from Unbeatable. There it blocks about one
# threat in three and plays the best move half the time, which puts it between Easy and Unbeatable as on
# the other boards (bench/levels.py; the README has the table).
_MEDIUM_BY_BOARD: dict[tuple[int, int], tuple[float, float]] = {(4, 4): (0.5, 0.3)}  # (accuracy, blocks)


# SOLVED_VARIANTS (core/levels.py): without the compiled search, 5×5 positions off the strategy book get the
# heuristic search, which guarantees only that no immediate win or block is missed.
# Trap-setting among equally good moves costs one solve per reply: only worth it on small boards.
_TRAP_SETTING_MAX_EMPTIES = 9


def is_solved(game: Game | UltimateGame) -> bool:
    """Whether every position of this board is answered exactly and quickly: 3×3 and 4×4 always, 5×5
    where the compiled solver was built (native.py); ultimate never (ultimate_search.solve proves late positions)."""
    if not kind_of(game).exact:
        return False
    variant = (game.size, game.win_length)
    return variant in SOLVED_VARIANTS or (variant == (5, 4) and native.native_solver5() is not None)


class Engine:
    """The private state of one search: the exact solver for the board in play, whose table
    remembers what earlier questions about the same game proved.

    Give each background search its own Engine and use it from one thread at a time. It keeps
    one board's solver: a question about another board starts a fresh one, so its memory
    never exceeds one table of `table_capacity` entries.
    """

    def __init__(self, table_capacity: int = TABLE_CAPACITY) -> None:
        self.table_capacity = table_capacity
        self._solver: ExactSolver | None = None

    def solver(self, game: Game, cancel: CancelFlag | None = None) -> ExactSolver:
        """The solver for `game`'s board, set to obey `cancel` until the next call."""
        board = geometry(game.size, game.win_length)
        if self._solver is None or self._solver.geometry is not board:
            self._solver = ExactSolver(board, self.table_capacity)
        self._solver.cancel = cancel
        return self._solver

    @property
    def table_entries(self) -> int:
        return 0 if self._solver is None else self._solver.table_entries


_per_thread = threading.local()


def _exact_board(game: BoardGame) -> Game:
    """`game`, of a kind the exact analysis here answers (k in a row, core/kinds.py's Kind.exact); TypeError for
    another, whose analysis is its own (ultimate's is in ultimate_search: estimate, solve, analyse)."""
    kind = kind_of(game)
    if not kind.exact:
        raise TypeError(
            f"{kind.board_words(game.size, game.win_length)} is not solved by the exact search: ask its own "
            "(for ultimate, ask core.ai.ultimate_search: estimate, solve, analyse)"
        )
    return cast(Game, game)


def _solver_for(game: Game, engine: Engine | None, cancel: CancelFlag | None) -> ExactSolver:
    if engine is None:  # callers that bring no engine share one only with their own thread
        engine = getattr(_per_thread, "engine", None)
        if engine is None:
            engine = _per_thread.engine = Engine()
    return engine.solver(game, cancel)


def move_values(game: Game, *, engine: Engine | None = None, cancel: CancelFlag | None = None) -> dict[Cell, int]:
    """Each legal move's perfect-play value for the player to move (see the module docstring)."""
    values = _solve_moves(game, None, engine, cancel)
    return {cell: value for cell, value in values.items() if value is not None}


def _solve_moves(
    game: Game, node_budget: int | None, engine: Engine | None, cancel: CancelFlag | None
) -> dict[Cell, int | None]:
    """Each legal move's exact value; None where the node budget (per move) ran out first."""
    _exact_board(game)
    from .book5 import known_move_values  # noqa: PLC0415 - the books are imported on the first question: not on the first frame

    known = known_move_values(game)
    if known is not None:
        return dict(known)
    solver = _solver_for(game, engine, cancel)
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
    _exact_board(game)
    if game.is_over:
        return game.winner
    from .book5 import known_value  # noqa: PLC0415 - on the first question that needs it: not on the first frame

    value = known_value(game)
    if value is None:
        try:
            solver = _solver_for(game, engine, cancel)
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


def best_move(
    game: BoardGame,
    level: Level | UltimateLevel = "perfect",
    *,
    rng: random.Random | None = None,
    engine: Engine | None = None,
    cancel: CancelFlag | None = None,
) -> Cell:
    """A move for game.current_player at the given level. Never changes `game`.

    The game's kind (core/kinds.py) says who plays it: k_in_a_row_move for a Game, ultimate_move for an
    UltimateGame (its levels are ULTIMATE_LEVELS: "perfect" is refused, ultimate is not solved).
    """
    return kind_of(game).computer(game, level, rng=rng, engine=engine, cancel=cancel)


def k_in_a_row_move(
    game: BoardGame,
    level: str,
    *,
    rng: random.Random | None = None,
    engine: Engine | None = None,
    cancel: CancelFlag | None = None,
) -> Cell:
    """best_move on a k-in-a-row board (a Game), at one of LEVELS."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    return _k_in_a_row_move(_exact_board(game), level, rng, engine, cancel)


def ultimate_move(
    game: BoardGame,
    level: str,
    *,
    rng: random.Random | None = None,
    engine: Engine | None = None,
    cancel: CancelFlag | None = None,
) -> Cell:
    """best_move in ultimate tic-tac-toe, at one of ULTIMATE_LEVELS; `rng` seeds its search, and `engine` is not
    used (each of its searches owns its tree)."""
    from . import ultimate_search  # noqa: PLC0415 - its compiled search is loaded on the first ultimate question

    if level not in ULTIMATE_LEVELS:
        raise ValueError(
            f"unknown level {level!r} for ultimate tic-tac-toe; choose one of "
            f"{', '.join(ULTIMATE_LEVELS)} (it is not solved: no level is perfect)"
        )
    seed = None if rng is None else rng.getrandbits(64)
    return ultimate_search.best_move(cast(UltimateGame, game), level, cancel=cancel, seed=seed)


def _k_in_a_row_move(
    game: Game, level: Level, rng: random.Random | None, engine: Engine | None, cancel: CancelFlag | None
) -> Cell:
    moves = game.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to make")
    rng = rng or random.Random()

    def perfect() -> Cell:
        return _perfect_move(game, rng, _solver_for(game, engine, cancel))

    if level == "perfect":
        return perfect()
    winning = immediate_wins(game, game.current_player)
    if level == "easy":
        if winning and rng.random() < _EASY_TAKES_WIN:
            return rng.choice(winning)
        return perfect() if rng.random() < _EASY_ACCURACY else rng.choice(moves)
    if winning:
        return rng.choice(winning)
    accuracy, blocks = _MEDIUM_BY_BOARD.get((game.size, game.win_length), (_MEDIUM_ACCURACY, 1.0))
    threats = immediate_wins(game, game.current_player.other)
    if threats and (blocks >= 1.0 or rng.random() < blocks):
        return rng.choice(threats)
    return perfect() if rng.random() < accuracy else rng.choice(moves)


def _perfect_move(game: Game, rng: random.Random, solver: ExactSolver) -> Cell:
    """The best move; among equals, the one that leaves the opponent most ways to go wrong."""
    mine, theirs = bitboards(game)
    board = solver.geometry
    from .book import book_moves  # noqa: PLC0415 - on the first question that needs it: not on the first frame
    from .book5 import known_moves  # noqa: PLC0415 - on the first question that needs it: not on the first frame

    known = known_moves(game)  # 5×5: the strategy book answers at once where it knows the position
    if known:
        return rng.choice(known)
    if not is_solved(game):
        search = HeuristicSearch(board, cancel=solver.cancel)
        return board.cell_of(rng.choice(search.best_moves(mine, theirs)))
    candidates = book_moves(game)
    if candidates is None:
        _, ties = solver.best_moves(mine, theirs)
        candidates = [board.cell_of(bit) for bit in ties]
    if len(candidates) > 1 and len(game.legal_moves()) <= _TRAP_SETTING_MAX_EMPTIES:
        pitfalls = {move: _losing_replies(game, move, solver) for move in candidates}
        most = max(pitfalls.values())
        candidates = [move for move in candidates if pitfalls[move] == most]
    return rng.choice(candidates)


def _losing_replies(game: Game, move: Cell, solver: ExactSolver) -> int:
    """How many of the opponent's replies to `move` lose against perfect play."""
    after = game.copy()
    after.play(*move)
    mine, theirs = bitboards(after)
    return sum(1 for bit in solver.geometry.empty_bits(mine | theirs) if solver.move_value(mine, theirs, bit) < 0)


def immediate_wins(game: Game, player: Player) -> list[Cell]:
    """The empty cells where `player` would complete a line at once."""
    _exact_board(game)
    mine, theirs = bitboards(game)
    if player is not game.current_player:
        mine, theirs = theirs, mine
    board = geometry(game.size, game.win_length)
    return sorted(board.cell_of(bit) for bit in board.winning_cells(mine, theirs))
