"""The compiled 5×5 solver (native/solve5.c), where this installation has it.

Built as the optional extension module _solve5 and called through ctypes, which lets go of the GIL
for each call, so the window keeps drawing while it searches. It answers exactly what ExactSolver's
Python search answers (the same values, from the same rules) some hundred times faster: any 5×5
position, and the whole board's analysis, within about two seconds on a small laptop (bench/engine.py).

One table serves every search in the process (16 MB: TT_BITS 19 in setup.py, a fixed ceiling); it
holds values of positions, never of the path to them, so what one search proved answers the next.
Searches take turns with it: a lock, waited on while watching the cancel flag. A cancelled search
stops within 4,096 nodes (a few milliseconds) and leaves nothing it saw in the table.

Set TICTACTOE_PURE_PYTHON=1 to do without it (the tests do, to check the fallback).
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import threading
from collections.abc import Callable
from typing import TypeVar

from .control import CancelFlag, SearchCancelled

T = TypeVar("T")

_LOCK_POLL_S = 0.005
_POLL = ctypes.CFUNCTYPE(ctypes.c_int)
# What solve5_checked and init5 answer instead of a value (solve5.h): -2001 to -2003.
_ERRORS = {
    -2001: "a bit past the 25 cells, or a cell in both boards",
    -2002: "an empty window: alpha >= beta",
    -2003: "no table: it could not be allocated",
}


class NativeSolverError(RuntimeError):
    """The compiled search refused its input (solve5.h's error answers): a caller's bug, never a position's value."""


class NativeSolver5:
    """The compiled search for 5×5 four in a row; values as exact.py's, from the player to move."""

    def __init__(self, library: ctypes.CDLL) -> None:
        self._lib = library
        library.init5.restype = ctypes.c_int
        library.solve5_checked.restype = ctypes.c_int
        library.solve5_checked.argtypes = [
            ctypes.c_uint32,
            ctypes.c_uint32,
            ctypes.c_int,
            ctypes.c_int,
            _POLL,
            ctypes.POINTER(ctypes.c_int),
        ]
        library.nodes5.restype = ctypes.c_uint64
        library.table_bytes5.restype = ctypes.c_ulong
        library.clear5.restype = None
        status = library.init5()
        if status != 0:
            raise NativeSolverError(_ERRORS.get(status, f"init5 answered {status}"))
        self.table_bytes = int(library.table_bytes5())
        self._turn = threading.Lock()

    @property
    def nodes(self) -> int:
        return int(self._lib.nodes5())

    def clear(self) -> None:
        """Forget every proof: what a fresh process knows (for benchmarks and tests)."""
        with self._turn:
            self._lib.clear5()

    def solve(self, mine: int, theirs: int, alpha: int, beta: int, cancel: CancelFlag | None) -> int:
        while not self._turn.acquire(timeout=_LOCK_POLL_S):
            if cancel is not None and cancel.is_set():
                raise SearchCancelled
        try:
            poll = _POLL(lambda: 1 if cancel is not None and cancel.is_set() else 0)
            stopped = ctypes.c_int(0)
            value = self._lib.solve5_checked(mine, theirs, alpha, beta, poll, ctypes.byref(stopped))
        finally:
            self._turn.release()
        if value in _ERRORS:
            raise NativeSolverError(f"solve5_checked({mine:#x}, {theirs:#x}, {alpha}, {beta}): {_ERRORS[value]}")
        if stopped.value:
            raise SearchCancelled
        return int(value)


def load_once(make: Callable[[ctypes.CDLL], T]) -> Callable[[], T | None]:
    """A getter that wraps the compiled library with `make` on its first call (under a lock: a wrapper may take a
    table's memory) and returns the same wrapper, or None, ever after. None where the library was not built, is
    a build for another machine or from an older source (it lacks a function: AttributeError), or
    TICTACTOE_PURE_PYTHON is set."""
    loading = threading.Lock()
    loaded: list[T | None] = []

    def get() -> T | None:
        with loading:
            if not loaded:
                library = _library()
                try:
                    loaded.append(None if library is None else make(library))
                except AttributeError:
                    loaded.append(None)
            return loaded[0]

    return get


def _library() -> ctypes.CDLL | None:
    """The extension module _solve5 (native/solve5.c and ultimate.c) as a ctypes library."""
    if os.environ.get("TICTACTOE_PURE_PYTHON"):
        return None
    spec = importlib.util.find_spec(f"{__package__}._solve5")
    if spec is None or spec.origin is None:
        return None
    try:
        return ctypes.CDLL(spec.origin)
    except OSError:  # a build for another machine
        return None


def _solver(library: ctypes.CDLL) -> NativeSolver5 | None:
    try:
        return NativeSolver5(library)
    except NativeSolverError:  # no memory for its table: the Python search does without one
        return None


_loaded_solver = load_once(_solver)


def native_solver5() -> NativeSolver5 | None:
    """The compiled solver, or None where it was not built (or TICTACTOE_PURE_PYTHON is set)."""
    return _loaded_solver()
