"""The compiled tree search of ultimate tic-tac-toe (native/ultimate.c) through ctypes: its parameters and result as C
structures, the position handed over, and the figures read back as the Python tree's (ultimate_tree.py)."""

from __future__ import annotations

import ctypes
import time

from ..game import Player
from ..ultimate import UltimateGame
from .control import CancelFlag, SearchCancelled
from .ultimate_tree import RootFigures, SearchSettings

POLL = ctypes.CFUNCTYPE(ctypes.c_int)
MOVES = 81


class Params(ctypes.Structure):
    _fields_ = [
        ("iterations", ctypes.c_uint32),
        ("max_nodes", ctypes.c_uint32),
        ("seed", ctypes.c_uint64),
        ("exploration", ctypes.c_double),
        ("flags", ctypes.c_uint32),
        ("expand_visits", ctypes.c_uint32),
        ("bias", ctypes.c_double),
        ("evaluation", ctypes.c_double),
        ("prior", ctypes.c_uint32),
    ]


class Result(ctypes.Structure):
    _fields_ = [
        ("count", ctypes.c_int32),
        ("move", ctypes.c_int32 * MOVES),
        ("visits", ctypes.c_uint32 * MOVES),
        ("score", ctypes.c_double * MOVES),
        ("proven", ctypes.c_int32 * MOVES),
        ("best", ctypes.c_int32),
        ("root_proven", ctypes.c_int32),
        ("iterations", ctypes.c_uint32),
        ("nodes", ctypes.c_uint32),
        ("stopped", ctypes.c_int32),
        ("reused", ctypes.c_uint32),
    ]


ERRORS = {
    -1: "a cell other than empty, X or O",
    -2: "X has not played as often as O or once more",
    -3: "the board sent to is closed or not a board",
    -4: "the game is over",
    -5: "out of memory",
    -6: "bad search settings",
    -7: "a small board with lines of both players",
}
COMPILED_NODE_CEILING = 1 << 24


class CompiledSearch:
    def __init__(self, library: ctypes.CDLL) -> None:
        library.ult_search.restype = ctypes.c_int
        library.ult_search.argtypes = [
            ctypes.POINTER(ctypes.c_uint8),
            ctypes.c_int,
            ctypes.POINTER(Params),
            POLL,
            ctypes.POINTER(Result),
        ]
        self._search = library.ult_search
        library.ult_tree_new.restype = ctypes.c_void_p
        library.ult_tree_new.argtypes = [ctypes.c_uint32]
        library.ult_tree_free.restype = None
        library.ult_tree_free.argtypes = [ctypes.c_void_p]
        library.ult_tree_search.restype = ctypes.c_int
        library.ult_tree_search.argtypes = [ctypes.c_void_p, *library.ult_search.argtypes]
        self._new_tree = library.ult_tree_new
        self.free_tree = library.ult_tree_free
        self._tree_search = library.ult_tree_search

    def new_tree(self, max_nodes: int) -> int:
        """A tree kept between searches (ult_tree_new): its handle, for run() and then free_tree()."""
        handle = self._new_tree(max_nodes)
        if not handle:
            raise MemoryError(f"no memory for a kept tree of {max_nodes} nodes")
        return int(handle)

    def run(
        self,
        game: UltimateGame,
        settings: SearchSettings,
        seed: int,
        cancel: CancelFlag | None,
        deadline: float | None,
        tree: int | None = None,
    ) -> RootFigures:
        cells = (ctypes.c_uint8 * 81)(
            *(
                0 if mark is None else 1 if mark is Player.X else 2
                for mark in (game.cell(row, col) for row in range(9) for col in range(9))
            )
        )
        sent_to = game.sent_to
        target = -1 if sent_to is None else sent_to[0] * 3 + sent_to[1]
        params = Params(
            settings.iterations,
            settings.max_nodes,
            seed & (1 << 64) - 1,
            settings.exploration,
            settings.playouts,
            settings.expand_visits,
            settings.bias,
            settings.evaluation,
            settings.prior,
        )
        cancelled = False

        def poll() -> int:
            nonlocal cancelled
            if cancel is not None and cancel.is_set():
                cancelled = True
                return 1
            return 1 if deadline is not None and time.monotonic() > deadline else 0

        callback = POLL(poll)
        result = Result()
        if tree is None:
            error = self._search(cells, target, ctypes.byref(params), callback, ctypes.byref(result))
        else:
            error = self._tree_search(tree, cells, target, ctypes.byref(params), callback, ctypes.byref(result))
        if error:
            raise ValueError(f"the compiled search refused the position: {ERRORS.get(error, error)}")
        if cancelled:
            raise SearchCancelled
        count = result.count
        return RootFigures(
            moves=list(result.move[:count]),
            visits=list(result.visits[:count]),
            scores=list(result.score[:count]),
            proven=list(result.proven[:count]),
            best=result.best,
            root_proven=result.root_proven,
            iterations=result.iterations,
            nodes=result.nodes,
            compiled=True,
            reused=result.reused,
        )
