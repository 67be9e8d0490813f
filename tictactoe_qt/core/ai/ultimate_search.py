"""The computer player and advice for ultimate tic-tac-toe (core/ultimate.py).

Public API:

    best_move(game, level="hard", *, cancel=None, seed=None, tree=None) -> Cell
        A move for the player to move at a level of ULTIMATE_LEVELS ("easy", "medium", "hard"); "hard" keeps its
        search in `tree` (the seat's own KeptTree) between its moves.
    estimate(game, iterations=ESTIMATE_ITERATIONS, *, cancel=None, seed=None, time_limit=None) -> Estimate
        What a search of that many playouts thinks: X's expected score ("X is favoured: about 70 %"), the move it
        prefers, and every move's figures. An ESTIMATE (kind "estimate"): sampled, never a proof, except where
        the search proved a forced win or loss (MoveEstimate.proven, Estimate.proven_winner).
    solve(game, node_budget=SOLVE_NODE_BUDGET, *, cancel=None) -> Proven | None
        The exact value of the position and of every move (kind "proven"), or None when the budget ran out
        first: late in the game, when few cells are left to play, it finishes.
    analyse(game, *, node_budget=..., iterations=..., cancel=None, seed=None) -> Proven | Estimate
        solve() where it finishes within the budget, else estimate(): the caller reads `kind` to choose its
        words ("wins", "best" for proven; "favoured", "about 70 %", "looks best" for estimates).
    winning_moves(game), losing_moves(game)
        Moves that win the game at once; moves after which the opponent can win at once (both exact).
    search(game, SearchSettings(iterations, exploration, max_nodes, time_limit), *, cancel, seed, compiled)
        One search with explicit settings, returning an Estimate: what the levels and estimate() are made of.
    is_compiled() -> bool
        Whether the compiled search (native/ultimate.c) is here. Without it (no C compiler at install, or
        TICTACTOE_PURE_PYTHON=1) the same search runs in Python, about 50 times slower, so every level is cut
        to PYTHON_TIME_LIMIT seconds a move and plays weaker: "hard" is then about "medium". The window should
        say so (engine_name() is "compiled" or "python").

The search is Monte Carlo tree search with UCT: playouts to the end of the game, a tree grown by one node's
children each time a leaf is reached again, and proven results (MCTS-Solver): a move that wins at once is
always played, a move that lets the opponent win at once is never played while another is left, and wins and
losses proven deeper in the tree rise to the root (a root proven won stops the search). "easy" and "medium"
play uniformly random playouts, 150 and 3,000 of them. "hard" searches for a second (time_limit; its playouts
are never the limit here) with smart playouts (SMART_PLAYOUTS: take a small board's win, else block one, and
prefer not to send the opponent to a free choice or to a board it can win at once) and a progressive bias
against moves that give the opponent a free choice (bias); a forced move it answers at once. The Python
fallback ignores `playouts`, `bias`, `evaluation` and `prior` and plays uniformly random playouts, as before.
SearchSettings.evaluation and .prior use a small learnt evaluation in the compiled search (trained on its own
self-play by scripts/train_ultimate_eval.py, shipped as weights in native/ultimate_eval_weights.h, run in C):
"hard" uses it (docs/performance.md has what it measured). bench/ultimate_levels.py
measured the levels against each other and a random player, bench/ultimate_strength.py "hard" against the
previous "hard" and a public engine (docs/performance.md has the tables). Given a KeptTree (the computer's seat
holds one in its core.ai.Engine), "hard" keeps its tree between its moves: the part below its move and the reply
carries its visits and proofs into the next search; any other position (a new game, an undo) starts afresh. The
advice never gets one: its searches each own a tree for the call, so nothing is shared between the computer's
move and a hint searching at once.

Every search owns its state (the tree lives for the call, or in the seat's own KeptTree, which one search uses at
a time), so searches on several threads share nothing.
Each obeys a cancel flag (control.CancelFlag; threading.Event is one) and raises SearchCancelled within a
few milliseconds: the compiled search asks every 256 playouts (under a millisecond), the Python one every 16
(about 2 ms), the exact solver every 256 nodes. Memory is bounded: the tree holds at most `max_nodes` nodes
(MAX_NODES: 2**20 of 16 bytes, 16 MB, for the compiled search, KEPT_MAX_NODES, 64 MB, for a kept tree;
PYTHON_MAX_NODES, 15 MB, in Python), and the exact
solver's table at most control.TABLE_CAPACITY entries. With a seed, a search whose time limit does not bind
is deterministic: the same position, seed and level give the same move.

The parts, a module each: ultimate_state.py (positions as ints, and the moves on them), ultimate_tree.py (the
search's settings and figures, and the Python tree), ultimate_compiled.py (the compiled tree through ctypes),
ultimate_solver.py (the exact solver); this module puts them together behind the calls above.

Values of solve() follow core/ai/exact.py's convention, from the player to move: 0 for a draw, otherwise
±(empty cells of the 9×9 grid when the game ends + 1), cells of closed boards counted as empty: a quicker
win scores higher, a slower loss less badly.
"""

from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass, replace
from typing import Literal

from ..game import Cell, Player
from ..levels import ULTIMATE_LEVELS, UltimateLevel
from ..ultimate import UltimateGame
from .control import TABLE_CAPACITY, CancelFlag, SearchCancelled
from .native import load_once
from .ultimate_compiled import COMPILED_NODE_CEILING, CompiledSearch
from .ultimate_solver import INFINITY, OutOfBudget, StateSolver, ordered_moves
from .ultimate_state import DRAWN, MARKS, RESULT, grid_cell, legal_moves, play, state_of, wins_at_once
from .ultimate_tree import SMART_PLAYOUTS, PythonTree, RootFigures, SearchSettings, check_settings

__all__ = [
    "ESTIMATE_ITERATIONS",
    "LEVEL_SETTINGS",
    "MAX_NODES",
    "PYTHON_MAX_NODES",
    "PYTHON_TIME_LIMIT",
    "SMART_PLAYOUTS",
    "SOLVE_NODE_BUDGET",
    "Estimate",
    "KeptTree",
    "MoveEstimate",
    "OutOfBudget",
    "Proven",
    "SearchSettings",
    "analyse",
    "best_move",
    "engine_name",
    "estimate",
    "is_compiled",
    "losing_moves",
    "search",
    "solve",
    "winning_moves",
]


# Measured with bench/ultimate_levels.py (docs/design.md): each level wins at least 80 % against the one
# below and "hard" at least 95 % against a random player. "hard" thinks for a second a move (issue 37; before,
# 100,000 uniformly random playouts, mostly done in 0.1–0.2 s) with smart playouts, a penalty for giving the
# opponent a free choice, and the learnt evaluation (native/ultimate_eval_weights.h) in each leaf's value (0.75
# of it) and as every new child's prior, all measured with bench/ultimate_strength.py (docs/performance.md: with the
# evaluation it scored 61.7 % against itself without, and 45.0 % against the public engine where it scored 22.5 %
# in the same run; 43.8 % at a second). Since branch hard3 the evaluation is round 3's (self-play of this Hard)
# and weighs 0.75 of the leaf's value: against the Hard before it 55.0 % over 80 games at 0.2 s and 66.7 % over
# 24 at a second; 48.8 % against the engine at a second. Since branch hard4 the evaluation is round 4's (self-play of
# that Hard, retrained on rounds 1-4) and the search skips re-evaluating a leaf its prior already evaluated:
# against the Hard before it 60.0 % ± 10.0 over 40 games at 0.2 s (at a second only 43.8 % ± 17.6 over 16: too few
# to tell); against the engine at a second 61.3 % ± 10.8 over 40 games, then 45.0 % over 20 more: 55.8 % ± 9.0
# over 60 (19 / 29 / 12). Those matches were played against an engine whose node pool overflowed mid-game at a
# second a move (the bench's ENGINE_POOL_MB); against the engine given room for its whole tree, the same Hard
# scored 59.5 % ± 6.3 over 100 games (32 / 55 / 13, 2026-12-07), none set aside. Given its seat's KeptTree it keeps
# its tree between its moves (KEEPS_TREE).
# Its playouts are never reached on this machine: the clock ends it, and the cancel flag at once.
LEVEL_SETTINGS: dict[UltimateLevel, SearchSettings] = {
    "easy": SearchSettings(iterations=150),
    "medium": SearchSettings(iterations=3_000),
    "hard": SearchSettings(
        iterations=20_000_000, time_limit=1.0, playouts=SMART_PLAYOUTS, bias=1.0, evaluation=0.75, prior=3
    ),
}
KEEPS_TREE = frozenset({"hard"})  # the levels that keep their tree between moves, given a KeptTree
# A kept tree's ceiling: 64 MB at 16 bytes a node. Hard's second grows 1–2 million nodes (priors make every
# iteration grow one node's children), and what the last search left below the position adds to it.
KEPT_MAX_NODES = 1 << 22
ESTIMATE_ITERATIONS = 100_000
SOLVE_NODE_BUDGET = 50_000  # about half a second of the Python solver
MAX_NODES = 1 << 20  # the compiled tree's ceiling: 16 MB at 16 bytes a node
PYTHON_MAX_NODES = 200_000  # the Python tree's: about 75 bytes a node (measured with tracemalloc), 15 MB
PYTHON_TIME_LIMIT = 0.8  # seconds a move for every level without the compiled search: within a second with overheads


# --- the results ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MoveEstimate:
    """One move's figures from a search: an ESTIMATE unless `proven` says otherwise."""

    move: Cell
    visits: int  # playouts through this move
    score: float  # the mover's mean score after it (win 1, draw 0.5, loss 0), 0.0–1.0; 0.5 when unvisited
    proven: Literal["win", "loss"] | None  # the search proved this move wins or loses by force


@dataclass(frozen=True)
class Estimate:
    """What a sampling search thinks of a position. kind "estimate": say "favoured", "about 70 %", "looks best"."""

    kind: Literal["estimate"]
    player: Player  # to move
    x_score: float  # X's expected score under the search's play, 0.0–1.0 (1: X wins; a draw counts half)
    best_move: Cell  # the move the search prefers
    moves: tuple[MoveEstimate, ...]  # every legal move, most visited first
    proven_winner: Player | None  # set when the search proved a forced win for one side
    iterations: int  # playouts run
    nodes: int  # tree nodes used (at most the ceiling)
    compiled: bool  # False: the weaker Python search
    reused: int = 0  # visits a kept tree (KeptTree) already held for this position when the search began

    @property
    def favoured(self) -> Player | None:
        """The side the estimate favours (None when X's score is within 5 points of even)."""
        if abs(self.x_score - 0.5) < 0.05:
            return None
        return Player.X if self.x_score > 0.5 else Player.O


@dataclass(frozen=True)
class Proven:
    """The exact result of a complete search. kind "proven": say "wins", "loses", "draws", "best"."""

    kind: Literal["proven"]
    player: Player  # to move
    value: int  # for the player to move: 0 draw, else ±(empty cells when the game ends + 1)
    winner: Player | None  # under best play from here; None: a draw
    move_values: dict[Cell, int]  # every legal move's value for the player making it
    best_moves: tuple[Cell, ...]  # the moves that keep `value`, row-major
    nodes: int


# --- proven in one move ----------------------------------------------------------------------------------


def winning_moves(game: UltimateGame) -> list[Cell]:
    """The moves that win the game at once for the player to move, row-major. Exact."""
    state = state_of(game)
    return sorted(grid_cell(move) for move in legal_moves(state) if wins_at_once(state, move))


def losing_moves(game: UltimateGame) -> list[Cell]:
    """The moves after which the opponent can win the game at once, row-major. Exact."""
    state = state_of(game)
    losing = []
    for move in legal_moves(state):
        after = state[:]
        play(after, move)
        if any(wins_at_once(after, reply) for reply in legal_moves(after)):
            losing.append(grid_cell(move))
    return sorted(losing)


# --- the searches ------------------------------------------------------------------------------------------

_compiled = load_once(CompiledSearch)  # the compiled search (native/ultimate.c), or None


def is_compiled() -> bool:
    """Whether the compiled search answers (else the weaker Python one: see the module docstring)."""
    return _compiled() is not None


def engine_name() -> Literal["compiled", "python"]:
    """ "compiled", or "python" for the weaker fallback (for the window to say which plays)."""
    return "compiled" if is_compiled() else "python"


class KeptTree:
    """One player's search tree, kept between its moves (Hard's). A search of a position that the last search's
    position reaches in one or two moves keeps that part of the tree, its visits and proofs, and frees the rest;
    any other position (a new game, an undo, another level's search) starts afresh. Give each seat that plays its
    own (core.ai.Engine holds one), never the advice's searches: one search at a time uses it (the next waits,
    watching its cancel flag). Memory: at most `max_nodes` nodes of 16 bytes, allocated on the first search and
    kept until close() (or until the object goes). Without the compiled search it is not used."""

    def __init__(self, max_nodes: int = KEPT_MAX_NODES) -> None:
        self._handle: int | None = None  # first: __del__ reads it even when the checks below refuse
        self._owner: CompiledSearch | None = None
        if not 1024 <= max_nodes <= COMPILED_NODE_CEILING:
            raise ValueError(f"max_nodes must be from 1024 to {COMPILED_NODE_CEILING}, not {max_nodes}")
        self.max_nodes = max_nodes
        self._turn = threading.Lock()

    def run(
        self, engine: CompiledSearch, game: UltimateGame, settings: SearchSettings, seed: int, cancel: CancelFlag | None
    ) -> RootFigures:
        while not self._turn.acquire(timeout=0.005):
            if cancel is not None and cancel.is_set():
                raise SearchCancelled
        try:
            # The clock starts once the tree is this search's: a superseded search stops within milliseconds.
            deadline = None if settings.time_limit is None else time.monotonic() + settings.time_limit
            if self._handle is None:
                self._handle, self._owner = engine.new_tree(self.max_nodes), engine
            return engine.run(game, settings, seed, cancel, deadline, self._handle)
        finally:
            self._turn.release()

    def close(self) -> None:
        """Frees the tree's memory (the next search starts afresh)."""
        with self._turn:
            self._free()

    def __del__(self) -> None:
        self._free()  # no search can hold the tree any more: nothing to wait for

    def _free(self) -> None:
        if self._handle is not None and self._owner is not None:
            self._owner.free_tree(self._handle)
        self._handle = self._owner = None


def search(
    game: UltimateGame,
    settings: SearchSettings,
    *,
    cancel: CancelFlag | None = None,
    seed: int | None = None,
    compiled: bool | None = None,
    tree: KeptTree | None = None,
) -> Estimate:
    """One tree search with explicit settings (the levels and estimate() are made of it). `compiled` False
    forces the Python search, True requires the compiled one; None takes the compiled one where it is. With
    `tree`, the compiled search keeps its tree there between calls (settings.max_nodes is then the tree's)."""
    if not isinstance(game, UltimateGame):
        raise TypeError(f"ultimate_search plays ultimate tic-tac-toe, not {type(game).__name__}")
    if game.is_over:
        raise ValueError("the game is over: there is no move to make")
    engine = _compiled() if compiled is not False else None
    if compiled and engine is None:
        raise RuntimeError("the compiled ultimate search is not built here")
    if seed is None:
        seed = random.SystemRandom().getrandbits(64)
    started = time.monotonic()
    if engine is not None:
        check_settings(settings, COMPILED_NODE_CEILING)
        if tree is not None:
            figures = tree.run(engine, game, settings, seed, cancel)
        else:
            deadline = None if settings.time_limit is None else started + settings.time_limit
            figures = engine.run(game, settings, seed, cancel, deadline)
    else:
        check_settings(settings, COMPILED_NODE_CEILING)
        settings = replace(settings, max_nodes=min(settings.max_nodes, PYTHON_MAX_NODES))
        limit = PYTHON_TIME_LIMIT if settings.time_limit is None else min(settings.time_limit, PYTHON_TIME_LIMIT)
        figures = PythonTree(state_of(game), settings, seed, cancel, started + limit).run()
    return _estimate_of(game, figures)


_PROVEN: dict[int, Literal["win", "loss"] | None] = {1: "win", -1: "loss", 0: None}


def _estimate_of(game: UltimateGame, figures: RootFigures) -> Estimate:
    player = game.current_player
    moves = []
    for index, grid in enumerate(figures.moves):
        visits = figures.visits[index]
        moves.append(
            MoveEstimate(
                move=divmod(grid, 9),
                visits=visits,
                score=figures.scores[index] / visits if visits else 0.5,
                proven=_PROVEN[figures.proven[index]],
            )
        )
    best = moves[figures.best]
    if figures.root_proven:
        proven_winner: Player | None = player if figures.root_proven == 1 else player.other
        mover_score = 1.0 if figures.root_proven == 1 else 0.0
    else:
        proven_winner = None
        mover_score = best.score
    ordered = sorted(moves, key=lambda m: (-m.visits, m.move))
    return Estimate(
        kind="estimate",
        player=player,
        x_score=mover_score if player is Player.X else 1.0 - mover_score,
        best_move=best.move,
        moves=tuple(ordered),
        proven_winner=proven_winner,
        iterations=figures.iterations,
        nodes=figures.nodes,
        compiled=figures.compiled,
        reused=figures.reused,
    )


def best_move(
    game: UltimateGame,
    level: UltimateLevel = "hard",
    *,
    cancel: CancelFlag | None = None,
    seed: int | None = None,
    tree: KeptTree | None = None,
) -> Cell:
    """A move for the player to move at `level` (ULTIMATE_LEVELS). Never changes `game`. `tree`: the player's own
    KeptTree, where "hard" keeps its search between moves (the other levels start afresh each move)."""
    if level not in LEVEL_SETTINGS:
        raise ValueError(
            f"unknown level {level!r} for ultimate tic-tac-toe; choose one of "
            f"{', '.join(ULTIMATE_LEVELS)} (it is not solved: no level is perfect)"
        )
    legal = game.legal_moves()
    if len(legal) == 1:  # forced: nothing to think about (the clock of "hard" would spend a second on it)
        return legal[0]
    kept = tree if level in KEEPS_TREE else None
    return search(game, LEVEL_SETTINGS[level], cancel=cancel, seed=seed, tree=kept).best_move


def estimate(
    game: UltimateGame,
    iterations: int = ESTIMATE_ITERATIONS,
    *,
    cancel: CancelFlag | None = None,
    seed: int | None = None,
    time_limit: float | None = None,
) -> Estimate:
    """The search's view of the position after `iterations` playouts (or `time_limit` seconds): an ESTIMATE."""
    return search(game, SearchSettings(iterations=iterations, time_limit=time_limit), cancel=cancel, seed=seed)


def solve(
    game: UltimateGame,
    node_budget: int | None = SOLVE_NODE_BUDGET,
    *,
    cancel: CancelFlag | None = None,
    table_capacity: int = TABLE_CAPACITY,
) -> Proven | None:
    """Every legal move's exact value and the position's (PROVEN), or None when `node_budget` nodes (over all
    the moves together; None: no limit) did not finish. SearchCancelled when `cancel` is set."""
    if not isinstance(game, UltimateGame):
        raise TypeError(f"ultimate_search plays ultimate tic-tac-toe, not {type(game).__name__}")
    if game.is_over:
        raise ValueError("the game is over: there is no move to value")
    state = state_of(game)
    solver = StateSolver(node_budget, cancel, table_capacity)
    values: dict[Cell, int] = {}
    try:
        for move in ordered_moves(state, legal_moves(state)):
            if wins_at_once(state, move):
                values[grid_cell(move)] = 81 - state[MARKS]
                continue
            after = state[:]
            play(after, move)
            values[grid_cell(move)] = 0 if after[RESULT] == DRAWN else -solver.value(after, -INFINITY, INFINITY)
    except OutOfBudget:
        return None
    value = max(values.values())
    player = game.current_player
    return Proven(
        kind="proven",
        player=player,
        value=value,
        winner=None if value == 0 else player if value > 0 else player.other,
        move_values=dict(sorted(values.items())),
        best_moves=tuple(sorted(cell for cell, v in values.items() if v == value)),
        nodes=solver.nodes,
    )


def analyse(
    game: UltimateGame,
    *,
    node_budget: int | None = SOLVE_NODE_BUDGET,
    iterations: int = ESTIMATE_ITERATIONS,
    cancel: CancelFlag | None = None,
    seed: int | None = None,
) -> Proven | Estimate:
    """The exact answer where solve() finishes within `node_budget`, else estimate()'s: read `kind`."""
    proven = solve(game, node_budget, cancel=cancel)
    if proven is not None:
        return proven
    return estimate(game, iterations, cancel=cancel, seed=seed)
