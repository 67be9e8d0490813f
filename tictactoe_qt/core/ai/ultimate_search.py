"""The computer player and advice for ultimate tic-tac-toe (core/ultimate.py).

Public API:

    best_move(game, level="hard", *, cancel=None, seed=None) -> Cell
        A move for the player to move at a level of ULTIMATE_LEVELS ("easy", "medium", "hard").
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
fallback ignores `playouts` and `bias` and plays uniformly random playouts, as before. bench/ultimate_levels.py
measured the levels against each other and a random player, bench/ultimate_strength.py "hard" against the
previous "hard" and a public engine (docs/performance.md has the tables). The tree is not kept between moves:
each search owns its state, as below, and a tree kept by a caller would be state shared between the computer's
move and the advice searching the same position at once.

Every search owns its state (the tree lives for the call), so searches on several threads share nothing.
Each obeys a cancel flag (control.CancelFlag; threading.Event is one) and raises SearchCancelled within a
few milliseconds: the compiled search asks every 256 playouts (under a millisecond), the Python one every 16
(about 2 ms), the exact solver every 256 nodes. Memory is bounded: the tree holds at most `max_nodes` nodes
(MAX_NODES: 2**20 of 16 bytes, 16 MB, for the compiled search; PYTHON_MAX_NODES, 15 MB, in Python), and the exact
solver's table at most control.TABLE_CAPACITY entries. With a seed, a search whose time limit does not bind
is deterministic: the same position, seed and level give the same move.

Values of solve() follow core/ai/exact.py's convention, from the player to move: 0 for a draw, otherwise
±(empty cells of the 9×9 grid when the game ends + 1), cells of closed boards counted as empty: a quicker
win scores higher, a slower loss less badly.
"""

from __future__ import annotations

import ctypes
import math
import random
import time
from dataclasses import dataclass, replace
from typing import Literal

from ..game import Cell, Player
from ..levels import ULTIMATE_LEVELS, UltimateLevel
from ..ultimate import UltimateGame
from .native import load_once
from .control import CANCEL_CHECK_MASK, TABLE_CAPACITY, BoundedTable, CancelFlag, SearchCancelled

__all__ = [
    "ESTIMATE_ITERATIONS",
    "LEVEL_SETTINGS",
    "MAX_NODES",
    "PYTHON_MAX_NODES",
    "PYTHON_TIME_LIMIT",
    "SMART_PLAYOUTS",
    "SOLVE_NODE_BUDGET",
    "Estimate",
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


# SearchSettings.playouts: ULT_SMART_PLAYOUTS of native/ultimate.h (take a small board's win, else block one,
# and prefer sending the opponent neither to a free choice nor to a board it can win at once); 0 uniformly random.
SMART_PLAYOUTS = 7


@dataclass(frozen=True)
class SearchSettings:
    """One search's budget: playouts, UCT's exploration constant, the tree's ceiling and a time limit."""

    iterations: int
    exploration: float = 0.4  # measured: 0.4 beat 0.25, 0.55, 0.6, 0.8 and 1.4 (bench/ultimate_levels.py)
    max_nodes: int = 1 << 20
    time_limit: float | None = None  # seconds; None: the playouts alone bound the search
    playouts: int = 0  # 0 uniformly random; SMART_PLAYOUTS (bits 1, 2, 4 of ultimate.h): compiled search only
    expand_visits: int = 1  # a leaf grows its children once visited this often (more: a smaller tree)
    bias: float = 0.0  # progressive bias's weight (compiled search only): 0 none


# Measured with bench/ultimate_levels.py (docs/design.md): each level wins at least 80 % against the one
# below and "hard" at least 95 % against a random player. "hard" thinks for a second a move (issue 37; before,
# 100,000 uniformly random playouts, mostly done in 0.1–0.2 s) with smart playouts and a penalty for giving the
# opponent a free choice, both measured with bench/ultimate_strength.py (docs/performance.md). Its playouts are
# never reached on this machine: the clock ends it, and the cancel flag at once.
LEVEL_SETTINGS: dict[UltimateLevel, SearchSettings] = {
    "easy": SearchSettings(iterations=150),
    "medium": SearchSettings(iterations=3_000),
    "hard": SearchSettings(iterations=20_000_000, time_limit=1.0, playouts=SMART_PLAYOUTS, bias=1.0),
}
ESTIMATE_ITERATIONS = 100_000
SOLVE_NODE_BUDGET = 50_000  # about half a second of the Python solver
MAX_NODES = 1 << 20  # the compiled tree's ceiling: 16 MB at 16 bytes a node
PYTHON_MAX_NODES = 200_000  # the Python tree's: about 75 bytes a node (measured with tracemalloc), 15 MB
PYTHON_TIME_LIMIT = 0.8  # seconds a move for every level without the compiled search: within a second with overheads

_CANCEL_EVERY_PYTHON = 15  # mask: the Python search looks at its flag every 16 playouts


class OutOfBudget(Exception):
    """The exact solver used up its node budget before a proof."""


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


# --- positions as ints: the Python search's own state ----------------------------------------------------
# A state is a list of 25 ints: X's cell masks of boards 0–8 (bit r·3 + c within the board), O's of boards
# 0–8, the boards won by X, by O, the boards closed (won or full), the board the player to move is sent to
# (-1: any), the player to move (0 X, 1 O), the result (_ONGOING, _X_WON, _O_WON, _DRAWN) and marks played.
_WON, _CLOSED, _TARGET, _SIDE, _RESULT, _MARKS = 18, 20, 21, 22, 23, 24
_ONGOING, _X_WON, _O_WON, _DRAWN = 0, 1, 2, 3
_FULL = 0x1FF
_LINES = (0b000000111, 0b000111000, 0b111000000, 0b001001001, 0b010010010, 0b100100100, 0b100010001, 0b001010100)
_HAS_LINE = bytes(1 if any(mask & line == line for line in _LINES) else 0 for mask in range(512))
_BITS = tuple(tuple(i for i in range(9) if mask >> i & 1) for mask in range(512))


def _state_of(game: UltimateGame) -> list[int]:
    state = [0] * 25
    for row in range(9):
        for col in range(9):
            mark = game.cell(row, col)
            if mark is not None:
                side = 0 if mark is Player.X else 1
                state[side * 9 + (row // 3) * 3 + col // 3] |= 1 << ((row % 3) * 3 + col % 3)
    for board in range(9):
        for side in (0, 1):
            if _HAS_LINE[state[side * 9 + board]]:
                state[_WON + side] |= 1 << board
        if state[_WON] >> board & 1 or state[_WON + 1] >> board & 1 or state[board] | state[9 + board] == _FULL:
            state[_CLOSED] |= 1 << board
    sent_to = game.sent_to
    state[_TARGET] = -1 if sent_to is None else sent_to[0] * 3 + sent_to[1]
    state[_SIDE] = 0 if game.current_player is Player.X else 1
    state[_MARKS] = len(game.moves)
    if game.winner is not None:
        state[_RESULT] = _X_WON if game.winner is Player.X else _O_WON
    elif game.is_over:
        state[_RESULT] = _DRAWN
    return state


def _play(state: list[int], move: int) -> None:
    """Plays move board·9 + cell for the player to move (who must be allowed to)."""
    board, cell = divmod(move, 9)
    side = state[_SIDE]
    index = side * 9 + board
    mine = state[index] | 1 << cell
    state[index] = mine
    state[_SIDE] = side ^ 1
    state[_MARKS] += 1
    closed = state[_CLOSED]
    if _HAS_LINE[mine]:
        won = state[_WON + side] | 1 << board
        state[_WON + side] = won
        closed |= 1 << board
        state[_CLOSED] = closed
        if _HAS_LINE[won]:
            state[_RESULT] = _X_WON + side
            return
    elif mine | state[(side ^ 1) * 9 + board] == _FULL:
        closed |= 1 << board
        state[_CLOSED] = closed
    if closed == _FULL:
        state[_RESULT] = _DRAWN
        return
    state[_TARGET] = -1 if closed >> cell & 1 else cell


def _moves(state: list[int]) -> list[int]:
    """The legal moves (board·9 + cell) of the player to move, by board then cell."""
    if state[_RESULT]:
        return []
    target = state[_TARGET]
    if target >= 0:
        base = target * 9
        return [base + cell for cell in _BITS[_FULL & ~(state[target] | state[9 + target])]]
    closed = state[_CLOSED]
    return [
        board * 9 + cell
        for board in range(9)
        if not closed >> board & 1
        for cell in _BITS[_FULL & ~(state[board] | state[9 + board])]
    ]


def _wins_at_once(state: list[int], move: int) -> bool:
    board, cell = divmod(move, 9)
    side = state[_SIDE]
    return bool(_HAS_LINE[state[side * 9 + board] | 1 << cell] and _HAS_LINE[state[_WON + side] | 1 << board])


def _grid_cell(move: int) -> Cell:
    board, cell = divmod(move, 9)
    return (board // 3) * 3 + cell // 3, (board % 3) * 3 + cell % 3


def _playout(state: list[int], rng: random.Random) -> int:
    """Uniformly random moves to the end of the game (changes `state`); the result."""
    choice = rng.choice
    while not state[_RESULT]:
        target = state[_TARGET]
        if target >= 0:
            _play(state, target * 9 + choice(_BITS[_FULL & ~(state[target] | state[9 + target])]))
        else:
            _play(state, choice(_moves(state)))
    return state[_RESULT]


# --- proven in one move ----------------------------------------------------------------------------------


def winning_moves(game: UltimateGame) -> list[Cell]:
    """The moves that win the game at once for the player to move, row-major. Exact."""
    state = _state_of(game)
    return sorted(_grid_cell(move) for move in _moves(state) if _wins_at_once(state, move))


def losing_moves(game: UltimateGame) -> list[Cell]:
    """The moves after which the opponent can win the game at once, row-major. Exact."""
    state = _state_of(game)
    losing = []
    for move in _moves(state):
        after = state[:]
        _play(after, move)
        if any(_wins_at_once(after, reply) for reply in _moves(after)):
            losing.append(_grid_cell(move))
    return sorted(losing)


# --- the tree search -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _RootFigures:
    moves: list[int]  # grid indices row·9 + col
    visits: list[int]
    scores: list[float]  # summed rewards for the player to move
    proven: list[int]  # 1 win, -1 loss, 0 not proven
    best: int  # index into moves
    root_proven: int  # 1 the player to move wins by force, -1 loses
    iterations: int
    nodes: int
    compiled: bool


def _check_settings(settings: SearchSettings, node_ceiling: int) -> None:
    if not 1 <= settings.iterations <= 1 << 31:
        raise ValueError(f"iterations must be from 1 to 2**31, not {settings.iterations}")
    if not 1024 <= settings.max_nodes <= node_ceiling:
        raise ValueError(f"max_nodes must be from 1024 to {node_ceiling}, not {settings.max_nodes}")
    if not settings.exploration >= 0:
        raise ValueError(f"the exploration constant must be 0 or more, not {settings.exploration}")
    if not settings.bias >= 0:
        raise ValueError(f"the bias must be 0 or more, not {settings.bias}")
    if not 0 <= settings.playouts <= SMART_PLAYOUTS or not 0 <= settings.expand_visits <= 1 << 20:
        raise ValueError(f"bad playouts ({settings.playouts}) or expand_visits ({settings.expand_visits})")


class _PythonTree:
    """The same search as native/ultimate.c, in Python (the fallback): parallel lists for the nodes."""

    def __init__(
        self, state: list[int], settings: SearchSettings, seed: int, cancel: CancelFlag | None, deadline: float | None
    ) -> None:
        self.root = state
        self.settings = settings
        self.rng = random.Random(seed)
        self.cancel = cancel
        self.deadline = deadline
        self.first: list[int] = [0]
        self.count: list[int] = [0]
        self.visits: list[int] = [0]
        self.score: list[float] = [0.0]
        self.move: list[int] = [-1]
        self.proven: list[int] = [0]
        self.drawn: list[bool] = [False]

    @property
    def nodes(self) -> int:
        return len(self.first)

    def expand(self, node: int, state: list[int]) -> bool:
        moves = _moves(state)
        if not moves or len(self.first) + len(moves) > self.settings.max_nodes:
            return False
        self.rng.shuffle(moves)
        first = len(self.first)
        node_proven = 0
        for move in moves:
            after = state[:]
            _play(after, move)
            result = after[_RESULT]
            self.first.append(0)
            self.count.append(0)
            self.visits.append(0)
            self.score.append(0.0)
            self.move.append(move)
            self.drawn.append(result == _DRAWN)
            won = result in (_X_WON, _O_WON)
            self.proven.append(1 if won else 0)
            if won:
                node_proven = -1
        self.first[node] = first
        self.count[node] = len(moves)
        if node_proven:
            self.proven[node] = node_proven
        return True

    def propagate(self, path: list[int]) -> None:
        proven = self.proven
        for depth in range(len(path) - 1, 0, -1):
            node, parent = path[depth], path[depth - 1]
            if proven[parent]:
                return
            if proven[node] == 1:
                proven[parent] = -1
            elif proven[node] == -1:
                first = self.first[parent]
                if any(proven[child] != -1 for child in range(first, first + self.count[parent])):
                    return
                proven[parent] = 1
            else:
                return

    def select(self, node: int) -> int:
        visits, score, proven = self.visits, self.score, self.proven
        log_visits = math.log(visits[node] + 1)
        exploration = self.settings.exploration
        best, best_value = self.first[node], -1.0
        for child in range(self.first[node], self.first[node] + self.count[node]):
            if proven[child] == 1:
                return child
            if proven[child] == -1:
                continue
            n = visits[child]
            if n == 0:
                return child
            value = score[child] / n + exploration * math.sqrt(log_visits / n)
            if value > best_value:
                best, best_value = child, value
        return best

    def run(self) -> _RootFigures:
        root = self.root
        root_side = root[_SIDE]
        self.expand(0, root)
        for child in range(self.first[0], self.first[0] + self.count[0]):
            if self.proven[0]:
                break
            if self.proven[child] or self.drawn[child]:
                continue
            after = root[:]
            _play(after, self.move[child])
            if not self.expand(child, after):
                break
            self.propagate([0, child])
        iterations = 0
        while iterations < self.settings.iterations and not self.proven[0]:
            if not iterations & _CANCEL_EVERY_PYTHON and iterations:
                if self.cancel is not None and self.cancel.is_set():
                    raise SearchCancelled
                if self.deadline is not None and time.monotonic() > self.deadline:
                    break
            iterations += 1
            state = root[:]
            node, path = 0, [0]
            while True:
                mover = state[_SIDE] ^ 1
                if self.drawn[node]:
                    reward_x = 0.5
                    break
                if self.proven[node] and len(path) > 1:
                    reward_x = 1.0 if (self.proven[node] == 1) == (mover == 0) else 0.0
                    break
                if self.count[node] == 0:
                    if (self.visits[node] > 0 or len(path) == 1) and self.expand(node, state):
                        if self.proven[node]:
                            self.propagate(path)
                        continue
                    result = _playout(state, self.rng)
                    reward_x = 1.0 if result == _X_WON else 0.0 if result == _O_WON else 0.5
                    break
                node = self.select(node)
                _play(state, self.move[node])
                path.append(node)
            for depth, visited in enumerate(path):
                mover = root_side if depth & 1 else root_side ^ 1
                self.visits[visited] += 1
                self.score[visited] += reward_x if mover == 0 else 1.0 - reward_x
        first, count = self.first[0], self.count[0]
        children = range(first, first + count)

        def rank(child: int) -> tuple[int, int, float]:
            return ({1: 2, 0: 1, -1: 0}[self.proven[child]], self.visits[child], self.score[child])

        best = max(children, key=rank)  # the first of equals, as the compiled search
        return _RootFigures(
            moves=[_grid_index(self.move[child]) for child in children],
            visits=[self.visits[child] for child in children],
            scores=[self.score[child] for child in children],
            proven=[self.proven[child] for child in children],
            best=best - first,
            root_proven=-self.proven[0],
            iterations=iterations,
            nodes=self.nodes,
            compiled=False,
        )


def _grid_index(move: int) -> int:
    row, col = _grid_cell(move)
    return row * 9 + col


# --- the compiled search ---------------------------------------------------------------------------------

_POLL = ctypes.CFUNCTYPE(ctypes.c_int)
_MOVES = 81


class _Params(ctypes.Structure):
    _fields_ = [
        ("iterations", ctypes.c_uint32),
        ("max_nodes", ctypes.c_uint32),
        ("seed", ctypes.c_uint64),
        ("exploration", ctypes.c_double),
        ("flags", ctypes.c_uint32),
        ("expand_visits", ctypes.c_uint32),
        ("bias", ctypes.c_double),
    ]


class _Result(ctypes.Structure):
    _fields_ = [
        ("count", ctypes.c_int32),
        ("move", ctypes.c_int32 * _MOVES),
        ("visits", ctypes.c_uint32 * _MOVES),
        ("score", ctypes.c_double * _MOVES),
        ("proven", ctypes.c_int32 * _MOVES),
        ("best", ctypes.c_int32),
        ("root_proven", ctypes.c_int32),
        ("iterations", ctypes.c_uint32),
        ("nodes", ctypes.c_uint32),
        ("stopped", ctypes.c_int32),
    ]


_ERRORS = {
    -1: "a cell other than empty, X or O",
    -2: "X has not played as often as O or once more",
    -3: "the board sent to is closed or not a board",
    -4: "the game is over",
    -5: "out of memory",
    -6: "bad search settings",
    -7: "a small board with lines of both players",
}
_COMPILED_NODE_CEILING = 1 << 24


class _Compiled:
    def __init__(self, library: ctypes.CDLL) -> None:
        library.ult_search.restype = ctypes.c_int
        library.ult_search.argtypes = [
            ctypes.POINTER(ctypes.c_uint8),
            ctypes.c_int,
            ctypes.POINTER(_Params),
            _POLL,
            ctypes.POINTER(_Result),
        ]
        self._search = library.ult_search

    def run(
        self, game: UltimateGame, settings: SearchSettings, seed: int, cancel: CancelFlag | None, deadline: float | None
    ) -> _RootFigures:
        cells = (ctypes.c_uint8 * 81)(
            *(
                0 if mark is None else 1 if mark is Player.X else 2
                for mark in (game.cell(row, col) for row in range(9) for col in range(9))
            )
        )
        sent_to = game.sent_to
        target = -1 if sent_to is None else sent_to[0] * 3 + sent_to[1]
        params = _Params(
            settings.iterations,
            settings.max_nodes,
            seed & (1 << 64) - 1,
            settings.exploration,
            settings.playouts,
            settings.expand_visits,
            settings.bias,
        )
        cancelled = False

        def poll() -> int:
            nonlocal cancelled
            if cancel is not None and cancel.is_set():
                cancelled = True
                return 1
            return 1 if deadline is not None and time.monotonic() > deadline else 0

        callback = _POLL(poll)
        result = _Result()
        error = self._search(cells, target, ctypes.byref(params), callback, ctypes.byref(result))
        if error:
            raise ValueError(f"the compiled search refused the position: {_ERRORS.get(error, error)}")
        if cancelled:
            raise SearchCancelled
        count = result.count
        return _RootFigures(
            moves=list(result.move[:count]),
            visits=list(result.visits[:count]),
            scores=list(result.score[:count]),
            proven=list(result.proven[:count]),
            best=result.best,
            root_proven=result.root_proven,
            iterations=result.iterations,
            nodes=result.nodes,
            compiled=True,
        )


_compiled = load_once(_Compiled)  # the compiled search (native/ultimate.c), or None


def is_compiled() -> bool:
    """Whether the compiled search answers (else the weaker Python one: see the module docstring)."""
    return _compiled() is not None


def engine_name() -> Literal["compiled", "python"]:
    """ "compiled", or "python" for the weaker fallback (for the window to say which plays)."""
    return "compiled" if is_compiled() else "python"


def search(
    game: UltimateGame,
    settings: SearchSettings,
    *,
    cancel: CancelFlag | None = None,
    seed: int | None = None,
    compiled: bool | None = None,
) -> Estimate:
    """One tree search with explicit settings (the levels and estimate() are made of it). `compiled` False
    forces the Python search, True requires the compiled one; None takes the compiled one where it is."""
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
        _check_settings(settings, _COMPILED_NODE_CEILING)
        deadline = None if settings.time_limit is None else started + settings.time_limit
        figures = engine.run(game, settings, seed, cancel, deadline)
    else:
        _check_settings(settings, _COMPILED_NODE_CEILING)
        settings = replace(settings, max_nodes=min(settings.max_nodes, PYTHON_MAX_NODES))
        limit = PYTHON_TIME_LIMIT if settings.time_limit is None else min(settings.time_limit, PYTHON_TIME_LIMIT)
        figures = _PythonTree(_state_of(game), settings, seed, cancel, started + limit).run()
    return _estimate_of(game, figures)


_PROVEN: dict[int, Literal["win", "loss"] | None] = {1: "win", -1: "loss", 0: None}


def _estimate_of(game: UltimateGame, figures: _RootFigures) -> Estimate:
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
    )


def best_move(
    game: UltimateGame, level: UltimateLevel = "hard", *, cancel: CancelFlag | None = None, seed: int | None = None
) -> Cell:
    """A move for the player to move at `level` (ULTIMATE_LEVELS). Never changes `game`."""
    if level not in LEVEL_SETTINGS:
        raise ValueError(
            f"unknown level {level!r} for ultimate tic-tac-toe; choose one of "
            f"{', '.join(ULTIMATE_LEVELS)} (it is not solved: no level is perfect)"
        )
    legal = game.legal_moves()
    if len(legal) == 1:  # forced: nothing to think about (the clock of "hard" would spend a second on it)
        return legal[0]
    return search(game, LEVEL_SETTINGS[level], cancel=cancel, seed=seed).best_move


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


# --- the exact solver ------------------------------------------------------------------------------------

_INFINITY = 1 << 10
_EXACT, _LOWER, _UPPER = 0, 1, 2


class _Solver:
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
        marks = state[_MARKS]
        moves = _moves(state)
        if not moves:
            return 0  # every board closed with no line: a draw (a won game never reaches here)
        for move in moves:
            if _wins_at_once(state, move):
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
        original_alpha, best = alpha, -_INFINITY
        for move in _ordered(state, moves):
            after = state[:]
            _play(after, move)
            value = 0 if after[_RESULT] == _DRAWN else -self.value(after, -beta, -alpha)
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
    key = state[_TARGET] + 1
    for index in range(18):
        key = key << 9 | state[index]
    return key


def _ordered(state: list[int], moves: list[int]) -> list[int]:
    """Moves that win a small board first; moves that leave the opponent a free choice of board last."""
    side = state[_SIDE]
    closed = state[_CLOSED]

    def order(move: int) -> int:
        board, cell = divmod(move, 9)
        wins_board = _HAS_LINE[state[side * 9 + board] | 1 << cell]
        frees = (closed >> cell & 1) or (cell == board and wins_board)
        return -2 * wins_board + (1 if frees else 0)

    return sorted(moves, key=order)


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
    state = _state_of(game)
    solver = _Solver(node_budget, cancel, table_capacity)
    values: dict[Cell, int] = {}
    try:
        for move in _ordered(state, _moves(state)):
            if _wins_at_once(state, move):
                values[_grid_cell(move)] = 81 - state[_MARKS]
                continue
            after = state[:]
            _play(after, move)
            values[_grid_cell(move)] = 0 if after[_RESULT] == _DRAWN else -solver.value(after, -_INFINITY, _INFINITY)
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
