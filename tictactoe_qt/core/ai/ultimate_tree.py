"""The tree search of ultimate tic-tac-toe (Monte Carlo tree search with UCT and proven results; ultimate_search.py's
docstring tells it): its settings, what a search reports at the root, and the search itself in Python, the fallback
where the compiled one (ultimate_compiled.py, native/ultimate.c) was not built."""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from .control import CancelFlag, SearchCancelled
from .ultimate_state import DRAWN, O_WON, RESULT, SIDE, X_WON, grid_cell, legal_moves, play, playout

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
    # The leaf's value (compiled search only): 0 a playout, 1 the learnt evaluation, between a mix of the two.
    evaluation: float = 0.0
    prior: int = 0  # with an evaluation: each new child starts with this many visits at its evaluated value (0 none)


_CANCEL_EVERY_PYTHON = 15  # mask: the Python search looks at its flag every 16 playouts


@dataclass(frozen=True)
class RootFigures:
    moves: list[int]  # grid indices row·9 + col
    visits: list[int]
    scores: list[float]  # summed rewards for the player to move
    proven: list[int]  # 1 win, -1 loss, 0 not proven
    best: int  # index into moves
    root_proven: int  # 1 the player to move wins by force, -1 loses
    iterations: int
    nodes: int
    compiled: bool
    reused: int = 0  # visits a kept tree already held for the position (compiled search only)


def check_settings(settings: SearchSettings, node_ceiling: int) -> None:
    if not 1 <= settings.iterations <= 1 << 31:
        raise ValueError(f"iterations must be from 1 to 2**31, not {settings.iterations}")
    if not 1024 <= settings.max_nodes <= node_ceiling:
        raise ValueError(f"max_nodes must be from 1024 to {node_ceiling}, not {settings.max_nodes}")
    if not settings.exploration >= 0:
        raise ValueError(f"the exploration constant must be 0 or more, not {settings.exploration}")
    if not settings.bias >= 0:
        raise ValueError(f"the bias must be 0 or more, not {settings.bias}")
    if not 0 <= settings.evaluation <= 1:
        raise ValueError(f"the evaluation's weight must be from 0 to 1, not {settings.evaluation}")
    if not 0 <= settings.prior <= 1 << 16:
        raise ValueError(f"the prior's visits must be from 0 to 65536, not {settings.prior}")
    if not 0 <= settings.playouts <= SMART_PLAYOUTS or not 0 <= settings.expand_visits <= 1 << 20:
        raise ValueError(f"bad playouts ({settings.playouts}) or expand_visits ({settings.expand_visits})")


class PythonTree:
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
        moves = legal_moves(state)
        if not moves or len(self.first) + len(moves) > self.settings.max_nodes:
            return False
        self.rng.shuffle(moves)
        first = len(self.first)
        node_proven = 0
        for move in moves:
            after = state[:]
            play(after, move)
            result = after[RESULT]
            self.first.append(0)
            self.count.append(0)
            self.visits.append(0)
            self.score.append(0.0)
            self.move.append(move)
            self.drawn.append(result == DRAWN)
            won = result in (X_WON, O_WON)
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

    def run(self) -> RootFigures:
        root = self.root
        root_side = root[SIDE]
        self.expand(0, root)
        for child in range(self.first[0], self.first[0] + self.count[0]):
            if self.proven[0]:
                break
            if self.proven[child] or self.drawn[child]:
                continue
            after = root[:]
            play(after, self.move[child])
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
                mover = state[SIDE] ^ 1
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
                    result = playout(state, self.rng)
                    reward_x = 1.0 if result == X_WON else 0.0 if result == O_WON else 0.5
                    break
                node = self.select(node)
                play(state, self.move[node])
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
        return RootFigures(
            moves=[grid_index(self.move[child]) for child in children],
            visits=[self.visits[child] for child in children],
            scores=[self.score[child] for child in children],
            proven=[self.proven[child] for child in children],
            best=best - first,
            root_proven=-self.proven[0],
            iterations=iterations,
            nodes=self.nodes,
            compiled=False,
        )


def grid_index(move: int) -> int:
    row, col = grid_cell(move)
    return row * 9 + col
