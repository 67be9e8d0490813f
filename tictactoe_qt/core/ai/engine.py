"""The exact search's shared parts: which boards it answers exactly and quickly, the private state of one search
(Engine, or each thread's own), and the cells where a player completes a line at once, which every level and every
piece of advice looks at first. The questions asked of it are core.ai's (__init__.py), the computer players
players.py's."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, cast

from ..board_game import BoardGame
from ..game import Cell, Game, Player
from ..kinds import kind_of
from ..levels import SOLVED_VARIANTS
from ..ultimate import UltimateGame
from . import native
from .board import bitboards, geometry
from .control import TABLE_CAPACITY, CancelFlag
from .exact import ExactSolver

if TYPE_CHECKING:
    from .ultimate_search import KeptTree


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
        self._ultimate_tree: KeptTree | None = None

    @property
    def ultimate_tree(self) -> KeptTree:
        """Ultimate's search tree for the player this engine serves, kept between its moves (ultimate_search.KeptTree);
        made on the first ultimate move, its memory only on the first search that keeps one (Hard)."""
        if self._ultimate_tree is None:
            from .ultimate_search import KeptTree  # noqa: PLC0415 - ultimate's search loads on its first question

            self._ultimate_tree = KeptTree()
        return self._ultimate_tree

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


def exact_board(game: BoardGame) -> Game:
    """`game`, of a kind the exact analysis here answers (k in a row, core/kinds.py's Kind.exact); TypeError for
    another, whose analysis is its own (ultimate's is in ultimate_search: estimate, solve, analyse)."""
    kind = kind_of(game)
    if not kind.exact:
        raise TypeError(
            f"{kind.board_words(game.size, game.win_length)} is not solved by the exact search: ask its own "
            "(for ultimate, ask core.ai.ultimate_search: estimate, solve, analyse)"
        )
    return cast(Game, game)


def solver_for(game: Game, engine: Engine | None, cancel: CancelFlag | None) -> ExactSolver:
    if engine is None:  # callers that bring no engine share one only with their own thread
        engine = getattr(_per_thread, "engine", None)
        if engine is None:
            engine = _per_thread.engine = Engine()
    return engine.solver(game, cancel)


def immediate_wins(game: Game, player: Player) -> list[Cell]:
    """The empty cells where `player` would complete a line at once."""
    exact_board(game)
    mine, theirs = bitboards(game)
    if player is not game.current_player:
        mine, theirs = theirs, mine
    board = geometry(game.size, game.win_length)
    return sorted(board.cell_of(bit) for bit in board.winning_cells(mine, theirs))
